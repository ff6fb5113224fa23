import { type CairoWallTime, utcToCairoWallTime } from '@/booking/cairoTime'
import { type ExtraLine, extrasOfSnapshot } from '@/booking/extras'
import type { Piasters } from '@/booking/money'
import type { StoredReservation } from '@/booking/reservationViews'
import type { Locale } from '@/i18n/locales'

import { type LegProgress, LEG_PROGRESS } from './progress'

/**
 * What a driver's page shows of each leg they drive on their day (issue 33 item 1): when and where,
 * who to meet and how to reach them, what the car carries, and what to collect. Pure: the
 * operation finds the driver's reservations of the day.
 */

type Leg = 'outbound' | 'return'

type End = { names: Record<Locale, string>; locationName: string | null; code: string }

export type DriverLegView = {
  reservationNumber: string
  leg: Leg
  pickupAt: Date
  pickupLocal: CairoWallTime
  from: End
  to: End
  /** The leg starts at an airport (the driver meets an arriving flight). */
  fromAirport: boolean
  /** The flight of this leg: the arriving one from an airport, the departing one to it. */
  flight: string | null
  traveller: { name: string; phone: string | null }
  persons: number
  luggages: number
  extras: ExtraLine[]
  notes: string | null
  /** Cash to collect on this leg (the whole trip, on its first leg), or null. */
  collect: Piasters | null
  /** The trip is paid by card already. */
  paid: boolean
  /** Cancelled since it was given: the driver must not go. */
  cancelled: boolean
  progress: LegProgress
}

/** The stored reservation with the trip day's progress. */
export type ReservationWithProgress = StoredReservation & {
  progress?: {
    outbound?: { state?: string | null } | null
    return?: { state?: string | null } | null
  } | null
}

const isProgress = (value: unknown): value is LegProgress =>
  typeof value === 'string' && (LEG_PROGRESS as readonly string[]).includes(value)

/** A leg's progress as stored: a leg never tapped is `assigned`. */
export const legProgressOf = (
  reservation: Pick<ReservationWithProgress, 'progress'>,
  leg: Leg,
): LegProgress => {
  const state = reservation.progress?.[leg]?.state
  return isProgress(state) ? state : 'assigned'
}

const endOf = (stored: StoredReservation['pickup'], fallback: string): End => ({
  code: stored?.code ?? '',
  names: { en: stored?.nameEn || fallback, ar: stored?.nameAr || stored?.nameEn || fallback },
  locationName: stored?.locationName || null,
})

/**
 * The legs of `reservation` that `driverMobile` drives and whose pickup falls in `[from, to)`
 * (one Cairo day), as the driver's page shows them. `customer` is who booked (the traveller when
 * nobody else was named).
 */
export function driverLegsOf(
  reservation: ReservationWithProgress,
  {
    driverMobile,
    from,
    to,
    isAirport,
    customer,
  }: {
    driverMobile: string
    from: Date
    to: Date
    isAirport: (code: string) => boolean
    customer: { name: string; mobile: string | null }
  },
): DriverLegView[] {
  const legs: Leg[] = reservation.tripType === 'round-trip' ? ['outbound', 'return'] : ['outbound']
  const pickup = endOf(reservation.pickup, reservation.pickupAddress)
  const dropoff = endOf(reservation.dropoff, reservation.dropoffAddress)
  const other = Boolean(reservation.isAnotherPassengers && reservation.passengerName)
  const traveller = other
    ? { name: reservation.passengerName!, phone: reservation.passengerPhone || null }
    : { name: customer.name, phone: customer.mobile || null }
  const cash = reservation.paymentType === 'cash'
  // A complimentary trip is neither: the driver collects nothing, and nothing was paid by card.
  const paid =
    reservation.paymentType === 'card' &&
    ['paid-not-sent', 'completed'].includes(reservation.status)
  return legs.flatMap((leg): DriverLegView[] => {
    if (reservation.dispatch?.[leg]?.driverMobile !== driverMobile) return []
    const instant = leg === 'outbound' ? reservation.execDate : reservation.returningDate
    if (!instant) return []
    const pickupAt = new Date(instant)
    if (pickupAt.getTime() < from.getTime() || pickupAt.getTime() >= to.getTime()) return []
    const [start, end] = leg === 'outbound' ? [pickup, dropoff] : [dropoff, pickup]
    const fromAirport = isAirport(start.code)
    const flight = fromAirport
      ? reservation.arrivalFlightNumber || null
      : isAirport(end.code)
        ? reservation.departureFlightNumber || null
        : null
    return [
      {
        reservationNumber: reservation.reservationNumber,
        leg,
        pickupAt,
        pickupLocal:
          (leg === 'outbound' ? reservation.execLocal : reservation.returningLocal) ||
          utcToCairoWallTime(pickupAt),
        from: start,
        to: end,
        fromAirport,
        flight,
        traveller,
        persons: Math.max(1, reservation.persons ?? 1),
        luggages: reservation.luggages ?? 0,
        extras: extrasOfSnapshot(reservation.priceSnapshot),
        notes: reservation.notes || null,
        collect: cash && leg === 'outbound' ? reservation.price : null,
        paid,
        cancelled: reservation.status === 'cancelled' || reservation.status === 'fail',
        progress: legProgressOf(reservation, leg),
      },
    ]
  })
}
