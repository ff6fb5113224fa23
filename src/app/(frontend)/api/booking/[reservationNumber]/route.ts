import { NextResponse } from 'next/server'

import { accountRequest, requireCustomer } from '@/server/session'
import { reservationView } from '@/booking/reservations'
import { findOwnReservation, reservationSummary } from '@/booking/operations/createReservation'
import { apiError } from '@/server/errors'

export const dynamic = 'force-dynamic'

/**
 * GET /api/booking/{reservationNumber}: the logged-in customer's own reservation as the booking
 * answered it (`{status: true, reservation}`), for the confirmation screen. Another customer's
 * number, or one that does not exist, is the same 404.
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ reservationNumber: string }> },
) {
  const req = await accountRequest(request)
  const auth = await requireCustomer(req)
  if (!auth.ok) return auth.response
  const { reservationNumber } = await params
  const reservation = await findOwnReservation(req.payload, auth.customer, reservationNumber)
  if (!reservation) {
    return apiError(req.locale, 'reservation-not-found', 'reservation.errors.notFound')
  }
  return NextResponse.json(
    { status: true, reservation: reservationView(reservationSummary(reservation), req.locale) },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
