import { isIdempotencyKey, nextStepOf } from '@/booking/bookingRequest'
import { guestBookingSchema } from '@/booking/guestBooking'
import { bookAsGuest } from '@/booking/operations/bookAsGuest'
import { bookingCatalog } from '@/booking/operations/catalogCache'
import { reservationSummary, reservationView } from '@/booking/reservationViews'
import { notifyNewReservation } from '@/notifications/booking'
import { apiError, errorResponse, toResponse } from '@/http/responses'
import { parseBody } from '@/http/request'
import { requestContext, setGuestPassCookie } from '@/http/session'
import { withDatabaseErrors } from '@/http/databaseErrors'
import { afterAnswering } from '@/http/afterAnswering'

export const dynamic = 'force-dynamic'

/**
 * POST /api/booking/guest, header `Idempotency-Key`, body `{guest: {name, email, mobile,
 * country?, lang?}, booking}` (the booking as for `POST /api/booking`, card only): creates the
 * account without a password, books for it and gives the browser the guest pass of that booking
 * (cookie `masar_guest`, a day; no account session: decision 0164). 201 as
 * `POST /api/booking`; 409 `log-in-first` when the email or mobile has an account; see
 * docs/api.md ("Guest card booking").
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
  const body = await parseBody(request, guestBookingSchema)
  if (!body.ok) return errorResponse(body, ctx.locale)

  const booked = await bookAsGuest(ctx.payload, await bookingCatalog(), {
    body: body.value,
    idempotencyKey,
    locale: ctx.locale,
    ip: ctx.ip,
  })
  if (booked.ok && booked.value.created) {
    const created = booked.value.reservation
    await afterAnswering(() => notifyNewReservation(ctx.payload, created))
  }
  const response = toResponse(
    booked,
    ctx.locale,
    ({ reservation }) => ({
      status: true,
      reservation: reservationView(reservationSummary(reservation), ctx.locale),
      next: nextStepOf(reservation.paymentType),
    }),
    { status: 201, headers: { 'Cache-Control': 'no-store' } },
  )
  return booked.ok ? setGuestPassCookie(response, ctx.payload, booked.value.pass) : response
}

export const POST = withDatabaseErrors(handlePost)
