import { getPayload } from 'payload'
import config from '@payload-config'

import { applyPaymentEvent } from '@/payments/operations/applyPaymentEvent'
import { paymentGateway } from '@/payments/operations/paymentGateway'
import { readJson } from '@/http/request'
import { errorResponse, toResponse } from '@/http/responses'
import { withDatabaseErrors } from '@/http/databaseErrors'

export const dynamic = 'force-dynamic'

/**
 * POST /api/payments/paymob/callback?hmac=...: Paymob's server-to-server transaction callback.
 * Verified (HMAC) before anything is read; then applied exactly once. A forged signature, an
 * unknown order or a wrong amount is a 4xx and changes nothing; a repeat answers 200 again.
 * Paymob reads only the status, so the body is in English.
 */
async function handlePost(request: Request) {
  const body = await readJson(request)
  if (!body.ok) return errorResponse(body, 'en')
  const gateway = paymentGateway()
  const event = gateway.verifyCallback(body.value, new URL(request.url).searchParams)
  // A saved-card (TOKEN) notification is no transaction: acknowledged, so Paymob stops sending it.
  if (!event.ok && event.code === 'payment-callback-ignored') {
    return Response.json({ status: true, result: 'ignored' })
  }
  if (!event.ok) return errorResponse(event, 'en')
  const payload = await getPayload({ config })
  const applied = await applyPaymentEvent(payload, event.value, { source: 'callback', gateway })
  return toResponse(applied, 'en', (value) => ({ status: true, result: value.result }))
}

export const POST = withDatabaseErrors(handlePost)
