import { after, NextResponse } from 'next/server'

import { accountRequest, requireCustomer } from '@/server/session'
import { isIdempotencyKey } from '@/booking/reservations'
import { notifyNewReservation } from '@/booking/operations/notify'
import { createReservation } from '@/booking/operations/createReservation'
import { bookingCatalog } from '@/booking/operations/catalogCache'
import { readJson } from '@/server/request'
import { apiError } from '@/server/errors'

export const dynamic = 'force-dynamic'

/**
 * Runs `task` once the answer is on its way (Next's `after`), so a slow mail or SMS provider never
 * holds up the booking; outside a Next request (the integration tests) it runs before answering.
 */
async function afterAnswering(task: () => Promise<void>): Promise<void> {
  try {
    after(task)
  } catch {
    await task()
  }
}

/**
 * POST /api/booking, header `Idempotency-Key`, body: the booking payload of
 * `src/booking/validation.ts`. 201 `{status: true, reservation, next}` for the logged-in
 * customer; see docs/api.md ("Bookings") for every refusal.
 */
export async function POST(request: Request) {
  const req = await accountRequest(request)
  const { locale } = req
  const idempotencyKey = request.headers.get('idempotency-key')?.trim()
  if (!isIdempotencyKey(idempotencyKey)) {
    return apiError(
      locale,
      'idempotency-key-required',
      'reservation.errors.idempotencyKeyRequired')
  }
  const auth = await requireCustomer(req)
  if (!auth.ok) return auth.response
  const body = await readJson(request)
  if (!body.ok) return apiError(locale, 'invalid-body', 'api.invalidBody')

  const answer = await createReservation(req.payload, await bookingCatalog(), {
    customer: auth.customer,
    idempotencyKey,
    body: body.value,
    locale,
  })
  const created = answer.created
  if (created) await afterAnswering(() => notifyNewReservation(req.payload, created))

  const response = NextResponse.json(answer.body, {
    status: answer.httpStatus,
    headers: { 'Cache-Control': 'no-store' },
  })
  if (!answer.body.status && answer.body.retryAfter !== undefined) {
    response.headers.set('Retry-After', String(answer.body.retryAfter))
  }
  return response
}
