import type { StoredReservation } from '../reservationViews'

import type { Leg, LifecycleFacts } from './lifecycle'
import { LEG_PROGRESS, type LegProgress } from './progress'

/** The stored reservation as the lifecycle reads it (Payload's `Reservation` is one). */
export type LifecycleReservation = Pick<
  StoredReservation,
  | 'status'
  | 'tripType'
  | 'pickup'
  | 'dropoff'
  | 'execDate'
  | 'returningDate'
  | 'dispatch'
  | 'progress'
> & { selfCancelUntil?: string | null; createdAt?: string | null }

const isProgress = (value: unknown): value is LegProgress =>
  typeof value === 'string' && (LEG_PROGRESS as readonly string[]).includes(value)

/** A leg's progress as stored: a leg never tapped is `assigned`. */
export const legProgressOf = (
  reservation: Pick<StoredReservation, 'progress'>,
  leg: Leg,
): LegProgress => {
  const state = reservation.progress?.[leg]?.state
  return isProgress(state) ? state : 'assigned'
}

/** The legs a reservation has: the outbound, and the return of a round trip. */
export const legsOf = (reservation: Pick<StoredReservation, 'tripType'>): Leg[] =>
  reservation.tripType === 'round-trip' ? ['outbound', 'return'] : ['outbound']

/**
 * The facts the lifecycle reads of a stored reservation; `airports` holds the place codes that are
 * airports (an outbound leg starts at the pickup, a return at the drop-off).
 */
export function lifecycleFacts(
  reservation: LifecycleReservation,
  airports: ReadonlySet<string>,
): LifecycleFacts {
  const starts: Record<Leg, string> = {
    outbound: reservation.pickup?.code ?? '',
    return: reservation.dropoff?.code ?? '',
  }
  return {
    status: reservation.status,
    legs: legsOf(reservation).flatMap((leg) => {
      const instant = leg === 'outbound' ? reservation.execDate : reservation.returningDate
      if (!instant) return []
      const driver = reservation.dispatch?.[leg]
      return [
        {
          leg,
          pickupAt: new Date(instant),
          atAirport: airports.has(starts[leg]),
          driverAssigned: Boolean(driver?.driverName?.trim() && driver?.driverMobile?.trim()),
          progress: legProgressOf(reservation, leg),
        },
      ]
    }),
    selfCancelUntil: reservation.selfCancelUntil ? new Date(reservation.selfCancelUntil) : null,
    bookedAt: reservation.createdAt ? new Date(reservation.createdAt) : null,
  }
}
