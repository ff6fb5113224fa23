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
    where: { reservationNumber: { equals: number } },
    limit: 1,
    depth: 0,
    pagination: false,
    // The access rule keeps it to the customer's own reservations.
    overrideAccess: false,
    user: { ...customer, collection: 'customers' },
  })
  return docs[0] ? ok(docs[0]) : notFound
}
