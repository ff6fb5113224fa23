import type { ReservationStatus } from './status'

/**
 * Identical bookings (docs/decisions.md): a customer booking the same trip again while an earlier
 * identical booking of theirs is still open and recent is asked whether they mean a second car
 * (`duplicate-booking`), unless the request already says so (`allowDuplicate: true`). The rule is
 * here; `src/booking/operations/createReservation.ts` applies it inside the customer's lock.
 */

/** How far back an earlier booking counts, from its creation: double submits, retries, tabs. */
export const DUPLICATE_WINDOW_HOURS = 24

/**
 * What makes two bookings the same trip: its type, its two places (codes), the pickup and return
 * instants (no return on a one-way trip) and the car. Passengers, bags, flights, hotel names,
 * notes and the payment are details of the same trip.
 */
export type TripIdentity = {
  tripType: string
  pickup: string
  dropoff: string
  pickupAt: Date
  returnAt: Date | null
  carType: string
}

/** An earlier reservation of the same customer, as the rule needs it. */
export type EarlierBooking = TripIdentity & {
  reservationNumber: string
  status: ReservationStatus
  createdAt: Date
}

/** A failed (unpaid, declined) or cancelled booking no longer holds a car: booking again is fine. */
const CLOSED: readonly ReservationStatus[] = ['fail', 'cancelled']

export const isOpen = (status: ReservationStatus) => !CLOSED.includes(status)

export function isSameTrip(a: TripIdentity, b: TripIdentity): boolean {
  return (
    a.tripType === b.tripType &&
    a.pickup === b.pickup &&
    a.dropoff === b.dropoff &&
    a.pickupAt.getTime() === b.pickupAt.getTime() &&
    (a.returnAt?.getTime() ?? null) === (b.returnAt?.getTime() ?? null) &&
    a.carType === b.carType
  )
}

/** The start of the window: earlier bookings created after it count. */
export const duplicateWindowStart = (now: Date) =>
  new Date(now.getTime() - DUPLICATE_WINDOW_HOURS * 60 * 60 * 1000)

/**
 * The earlier booking this one would duplicate: the same trip, still open, created within the
 * window; the newest when there are several. Null when there is none.
 */
export function findDuplicate(
  trip: TripIdentity,
  earlier: readonly EarlierBooking[],
  now: Date,
): EarlierBooking | null {
  const since = duplicateWindowStart(now).getTime()
  const matches = earlier.filter(
    (booking) =>
      isOpen(booking.status) && booking.createdAt.getTime() > since && isSameTrip(trip, booking),
  )
  matches.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
  return matches[0] ?? null
}
