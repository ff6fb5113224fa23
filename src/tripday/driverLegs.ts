import { type CairoWallTime, utcToCairoWallTime } from '@/booking/cairoTime'
import { type ExtraLine, extrasOfSnapshot } from '@/booking/extras'
import type { Piasters } from '@/booking/money'
import { locationNameIn, type NamedPlaceNames } from '@/booking/namedPlaces'
import type { ReservationStatus } from '@/booking/status'
import type { StoredReservation } from '@/booking/reservationViews'
import type { Locale } from '@/i18n/locales'

import { legProgressOf } from '@/booking/lifecycle/facts'
import { type LegProgress, type TripRefusal, tripRefusal } from '@/booking/lifecycle/progress'

/**
 * What a driver's page shows of each leg they drive on their day (issue 33 item 1): when and where,
 * who to meet and how to reach them, what the car carries, and what to collect. Pure: the
 * operation finds the driver's reservations of the day.
 */

type Leg = 'outbound' | 'return'

/**
 * One end of a leg: the place's names, and the hotel or street in each language (a listed hotel
 * the customer booked in one language is named in the other: decision 0171).
 */
type End = {
  names: Record<Locale, string>
  locationNames: Record<Locale, string | null>
  code: string
}

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
  /** The booking's status: the driver's taps follow it (decision 0170). */
  status: ReservationStatus
  /**
   * Why there is no trip to drive, or null: not paid (an unpaid card booking is not dispatched),
   * or cancelled (or failed) since it was given. The driver must not go.
   */
  noTrip: TripRefusal | null
  progress: LegProgress
}

/** The stored reservation with the trip day's progress. */
export type ReservationWithProgress = StoredReservation & {
  progress?: {
    outbound?: { state?: string | null } | null
    return?: { state?: string | null } | null
  } | null
}

const endOf = (
  stored: StoredReservation['pickup'],
  fallback: string,
  named: (code: string) => readonly NamedPlaceNames[],
): End => {
  const code = stored?.code ?? ''
  const text = stored?.locationName || null
  return {
    code,
    names: { en: stored?.nameEn || fallback, ar: stored?.nameAr || stored?.nameEn || fallback },
    locationNames: {
      en: locationNameIn(text, named(code), 'en'),
      ar: locationNameIn(text, named(code), 'ar'),
    },
  }
}

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
    namedPlaces,
    customer,
  }: {
    driverMobile: string
    from: Date
    to: Date
    isAirport: (code: string) => boolean
    /** The hotels, landmarks and terminals listed under a place code. */
    namedPlaces: (code: string) => readonly NamedPlaceNames[]
    customer: { name: string; mobile: string | null }
  },
): DriverLegView[] {
  const legs: Leg[] = reservation.tripType === 'round-trip' ? ['outbound', 'return'] : ['outbound']
  const pickup = endOf(reservation.pickup, reservation.pickupAddress, namedPlaces)
  const dropoff = endOf(reservation.dropoff, reservation.dropoffAddress, namedPlaces)
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
        status: reservation.status,
        noTrip: tripRefusal(reservation.status),
        progress: legProgressOf(reservation, leg),
      },
    ]
  })
}
