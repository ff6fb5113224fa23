import { isIdempotencyKey, nextStepOf } from '@/booking/bookingRequest'
import { bookingCatalog } from '@/booking/operations/catalogCache'
import { createReservation } from '@/booking/operations/createReservation'
import { notifyNewReservation } from '@/notifications/booking'
import { reservationSummary, reservationView } from '@/booking/reservationViews'
import { apiError, errorResponse, toResponse } from '@/http/responses'
import { readJson } from '@/http/request'
import { requestContext, requireCustomer } from '@/http/session'
import { withDatabaseErrors } from '@/http/databaseErrors'
import { afterAnswering } from '@/http/afterAnswering'

export const dynamic = 'force-dynamic'

const NO_STORE = { 'Cache-Control': 'no-store' }

/**
 * POST /api/booking, header `Idempotency-Key`, body: the booking payload of
 * `src/booking/validation.ts`. 201 `{status: true, reservation, next}` for the logged-in
 * customer; see docs/api.md ("Bookings") for every refusal.
 */
async function handlePost(request: Request) {
  const ctx = await requestContext(request)
  const idempotencyKey = request.headers.get('idempotency-key')?.trim()
  if (!isIdempotencyKey(idempotencyKey)) {
    return apiError(
      ctx.locale,
      'idempotency-key-required',
      'reservation.errors.idempotencyKeyRequired',
    )
  }
  const auth = await requireCustomer(ctx)
  if (!auth.ok) return auth.response
  const body = await readJson(request)
  if (!body.ok) return errorResponse(body, ctx.locale)

  const booked = await createReservation(ctx.payload, await bookingCatalog(), {
    customer: auth.customer,
    idempotencyKey,
    body: body.value,
    locale: ctx.locale,
  })
  if (booked.ok && booked.value.created) {
    const created = booked.value.reservation
    await afterAnswering(() => notifyNewReservation(ctx.payload, created))
  }
  return toResponse(
    booked,
    ctx.locale,
    ({ reservation }) => ({
      status: true,
      reservation: reservationView(reservationSummary(reservation), ctx.locale),
      next: nextStepOf(reservation.paymentType),
    }),
    { status: 201, headers: NO_STORE },
  )
}

export const POST = withDatabaseErrors(handlePost)
