import type { Payload } from 'payload'

import { type GuestPass, isUnclaimedGuestAccount } from '@/accounts/guestPass'
import { normalizeReservationNumber } from '@/booking/reservationNumber'
import { fail, ok, type Result } from '@/lib/failure'
import type { Customer, Reservation } from '@/payload-types'

/**
 * Who holds a booking in a request: its customer, logged in, or the browser that made it in a
 * guest checkout, by its guest pass (decision 0164), for that one booking only.
 */
export type BookingHolder = { customer: Customer } | { guest: GuestPass }

const notFound = () => fail('reservation-not-found', 'reservation.errors.notFound')

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
  const number = normalizeReservationNumber(reservationNumber)
  if (!number) return notFound()
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
  return docs[0] ? ok(docs[0]) : notFound()
}

/**
 * The reservation `reservationNumber` names, when `holder` holds it, with the customer it was
 * booked for (the payment's billing, the documents' traveller). A guest pass holds only the booking
 * it was made for, and only while its account is still the unclaimed guest account: once its owner
 * proves a contact or sets a password, the pass opens nothing. Anything else is the same
 * `reservation-not-found`.
 */
export async function heldReservation(
  payload: Payload,
  holder: BookingHolder,
  reservationNumber: string,
): Promise<Result<{ reservation: Reservation; customer: Customer }>> {
  if ('customer' in holder) {
    const found = await ownReservation(payload, holder.customer, reservationNumber)
    return found.ok ? ok({ reservation: found.value, customer: holder.customer }) : found
  }
  const { reservationId, customerId } = holder.guest
  const number = normalizeReservationNumber(reservationNumber)
  if (!number) return notFound()
  const { docs } = await payload.find({
    collection: 'reservations',
    where: {
      id: { equals: reservationId },
      reservationNumber: { equals: number },
      customer: { equals: customerId },
    },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const reservation = docs[0]
  if (!reservation) return notFound()
  const customer = await payload.findByID({
    collection: 'customers',
    id: customerId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!customer || !isUnclaimedGuestAccount(customer)) return notFound()
  return ok({ reservation, customer })
}
