import { getPayload } from 'payload'
import config from '@payload-config'
import { NextResponse } from 'next/server'

import { applyPaymentEvent } from '@/payments/operations/applyPaymentEvent'
import { paymentGateway } from '@/payments/operations/paymentGateway'
import { readServerEnv } from '@/lib/env'
import { afterPaymentPath } from '@/http/payments'
import { requestLocale } from '@/http/request'
import { withDatabaseErrors } from '@/http/databaseErrors'

export const dynamic = 'force-dynamic'

/**
 * GET /api/payments/paymob/redirect?...&hmac=...: the customer's browser back from the card page.
 * The query is verified like the callback and applied the same way (whichever of the two comes
 * first counts; the other changes nothing). Then the browser goes to /success or /fail-pay. An
 * unverified redirect changes nothing and shows the failure screen.
 */
async function handleGet(request: Request) {
  const locale = requestLocale(request)
  const gateway = paymentGateway()
  const event = gateway.verifyRedirect(new URL(request.url).searchParams)
  let applied = null
  if (event.ok) {
    const payload = await getPayload({ config })
    const result = await applyPaymentEvent(payload, event.value, { source: 'redirect', gateway })
    if (result.ok) applied = result.value
  }
  // The public address, not the request's (behind a proxy that may be an internal one).
  const site = readServerEnv().SITE_URL
  const response = NextResponse.redirect(new URL(afterPaymentPath(applied, locale), site), 303)
  response.headers.set('Cache-Control', 'no-store')
  return response
}

export const GET = withDatabaseErrors(handleGet)
