import type { Payload } from 'payload'

import { type CustomerReservation, customerReservation } from '@/booking/reservationViews'
import type { Customer } from '@/payload-types'

/** The customer's own reservations, newest first, and how many they have in all. */
export async function customerReservations(
  payload: Payload,
  customer: Customer,
  { limit }: { limit: number },
): Promise<{ count: number; reservations: CustomerReservation[] }> {
  const result = await payload.find({
    collection: 'reservations',
    where: { customer: { equals: customer.id } },
    sort: '-createdAt',
    limit,
    depth: 0,
    // `/api/cms` gives customers no reservation (staff only); the filter above keeps to theirs.
    overrideAccess: true,
  })
  return { count: result.totalDocs, reservations: result.docs.map(customerReservation) }
}
