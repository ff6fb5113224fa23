import type { Payload } from 'payload'

import { normalizeReservationNumber } from '@/booking/reservationNumber'
import { fail, ok, type Result } from '@/lib/failure'
import type { Customer, Reservation } from '@/payload-types'

/**
 * The customer's own reservation by its number (`GET /api/booking/{number}`, the confirmation
 * page, the voucher and calendar). Another customer's number and one that does not exist are the
 * same `reservation-not-found`: nobody learns which numbers exist.
 */
export async function ownReservation(
  payload: Payload,
  customer: Customer,
  reservationNumber: string,
): Promise<Result<Reservation>> {
  const notFound = fail('reservation-not-found', 'reservation.errors.notFound')
  const number = normalizeReservationNumber(reservationNumber)
  if (!number) return notFound
  const { docs } = await payload.find({
    collection: 'reservations',
    // Only the customer's own: `/api/cms` gives customers no reservation at all (staff only), so
    // the site's own API reads past the access rule and keeps to the customer here.
    where: { reservationNumber: { equals: number }, customer: { equals: customer.id } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0] ? ok(docs[0]) : notFound
}
