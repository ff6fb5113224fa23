import { payLink, payReservation } from '@/payments/operations/openPayment'
import { payRequestSchema } from '@/payments/schemas'
import { paymentContext } from '@/http/payments'
import { parseBody } from '@/http/request'
import { errorResponse, toResponse } from '@/http/responses'
import { requestContext, requireHolder } from '@/http/session'
import { withDatabaseErrors } from '@/http/databaseErrors'

export const dynamic = 'force-dynamic'

const NO_STORE = { 'Cache-Control': 'no-store' }

/**
 * POST /api/payments/pay {reservationNumber} | {link}: opens (or reopens) the card payment of the
 * logged-in customer's pending card booking (or the guest's, by its guest pass), or of a payment
 * link, and answers where the card
 * page is: `{status: true, checkoutUrl, amount, expiresAt}`. Calls at the same time for one booking
 * or link get the same order; new orders are rate-limited per booking, link and address (429).
 */
async function handlePost(request: Request) {
  const ctx = await requestContext(request)
  const body = await parseBody(request, payRequestSchema)
  if (!body.ok) return errorResponse(body, ctx.locale)
  const payment = { ...paymentContext(ctx.locale), ip: ctx.ip }
  let opened
  if ('link' in body.value) {
    opened = await payLink(ctx.payload, body.value.link, payment)
  } else {
    const auth = await requireHolder(ctx)
    if (!auth.ok) return auth.response
    opened = await payReservation(ctx.payload, auth.holder, body.value.reservationNumber, payment)
  }
  return toResponse(opened, ctx.locale, (target) => ({ status: true, ...target }), {
    headers: NO_STORE,
  })
}

export const POST = withDatabaseErrors(handlePost)
