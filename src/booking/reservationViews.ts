import type { Locale } from '@/i18n/locales'
import { isolateTyped } from '@/i18n/textDirection'

import { type CairoWallTime, utcToCairoWallTime } from './cairoTime'
import { type ExtraLine, extrasOfSnapshot } from './extras'
import { formatPiasters, type Piasters } from './money'
import { bookedBreakdown, type PriceLine } from './priceBreakdown'
import { type CustomerStatusLabel, customerLabel, type ReservationStatus } from './status'
import type { Lifecycle, LegStage } from './lifecycle/lifecycle'
import type { ConfirmationPromise } from './policy'
import type { ReservationPaymentType, TripType } from './trip'

/**
 * The reservation's data shapes, from the stored row to what each reader gets: the summary the
 * customer's screens, messages and documents share, the details only the confirmation page and
 * the documents show, the booking API's view and the account list's card. One home, so a field
 * added to the reservation is added here once. (The staff's view joins them here.)
 */

type Names = Record<Locale, string>

type StoredEnd = {
  code?: string | null
  nameEn?: string | null
  nameAr?: string | null
  locationName?: string | null
}

/** The stored reservation as these shapes read it (Payload's `Reservation` is one). */
export type StoredReservation = {
  id: number
  reservationNumber: string
  status: ReservationStatus
  paymentType: ReservationPaymentType
  tripType: TripType
  carType: string
  carName?: { en?: string | null; ar?: string | null } | null
  pickupAddress: string
  dropoffAddress: string
  pickup?: StoredEnd | null
  dropoff?: StoredEnd | null
  execDate: string
  execLocal?: string | null
  returningDate?: string | null
  returningLocal?: string | null
  persons?: number | null
  luggages?: number | null
  arrivalFlightNumber?: string | null
  departureFlightNumber?: string | null
  isAnotherPassengers?: boolean | null
  passengerName?: string | null
  passengerPhone?: string | null
  notes?: string | null
  price: Piasters
  /** The price as booked; its `extras` lines (decision 0130) and its `promo` section (a promo
   * code's discount) are read. */
  priceSnapshot?: unknown
  orderNumber?: string | null
  transactionNumbers?: { transactionNumber: string }[] | null
  /** The driver of each leg, once staff assign one (`src/backoffice/dispatch.ts`). */
  dispatch?: { outbound?: StoredDriver | null; return?: StoredDriver | null } | null
  /** Each leg's trip progress as the driver taps it (`src/tripday`, decision 0160). */
  progress?: {
    outbound?: StoredProgress | null
    return?: StoredProgress | null
  } | null
  createdAt: string
}

type StoredProgress = { state?: string | null; at?: string | null }

type StoredDriver = {
  driverName?: string | null
  driverMobile?: string | null
  vehiclePlate?: string | null
}

/** A reservation reduced to what the customer's screens, messages and documents show. */
export type ReservationSummary = {
  id: number
  reservationNumber: string
  status: ReservationStatus
  paymentType: ReservationPaymentType
  tripType: TripType
  carType: string
  carNames: Names
  pickup: { code: string; names: Names; locationName: string | null }
  dropoff: { code: string; names: Names; locationName: string | null }
  execDate: CairoWallTime
  returningDate: CairoWallTime | null
  persons: number
  luggages: number
  /** What the customer pays: the car plus the extras. */
  price: Piasters
  /** The extras booked, as priced then (none for most bookings). */
  extras: ExtraLine[]
  /** The promo code's discount when one was used: `price` is after it. */
  promo: ReservationPromo | null
  /** The price line by line (car, each extra, the discount, the total `price`; decision 0181). */
  breakdown: PriceLine[]
  createdAt: string
}

/** A promo code as the booking used it (from the price snapshot's `promo` section). */
export type ReservationPromo = { code: string; discount: Piasters; priceBefore: Piasters }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The snapshot's `promo` section (src/booking/promo.ts `PromoDiscount`), or null. */
export function promoOfSnapshot(snapshot: unknown): ReservationPromo | null {
  const promo = isRecord(snapshot) ? snapshot.promo : null
  if (!isRecord(promo)) return null
  const { code, discount, priceBefore } = promo
  if (typeof code !== 'string' || !Number.isInteger(discount) || !Number.isInteger(priceBefore)) {
    return null
  }
  return { code, discount: discount as Piasters, priceBefore: priceBefore as Piasters }
}

const namesOr = (
  en: string | null | undefined,
  ar: string | null | undefined,
  fallback: string,
): Names => ({ en: en || fallback, ar: ar || en || fallback })

type EndView = ReservationSummary['pickup']

/** One end in both languages; rows made before the booking API (or by hand) lack the snapshots:
 * their address stands for both names. */
const end = (snapshot: StoredEnd | null | undefined, address: string): EndView => ({
  code: snapshot?.code ?? '',
  names: namesOr(snapshot?.nameEn, snapshot?.nameAr, address),
  locationName: snapshot?.locationName ?? null,
})

export function reservationSummary(reservation: StoredReservation): ReservationSummary {
  const extras = extrasOfSnapshot(reservation.priceSnapshot)
  const promo = promoOfSnapshot(reservation.priceSnapshot)
  const carNames = namesOr(reservation.carName?.en, reservation.carName?.ar, reservation.carType)
  return {
    id: reservation.id,
    reservationNumber: reservation.reservationNumber,
    status: reservation.status,
    paymentType: reservation.paymentType,
    tripType: reservation.tripType,
    carType: reservation.carType,
    carNames,
    pickup: end(reservation.pickup, reservation.pickupAddress),
    dropoff: end(reservation.dropoff, reservation.dropoffAddress),
    execDate: reservation.execLocal || utcToCairoWallTime(new Date(reservation.execDate)),
    returningDate:
      reservation.returningLocal ||
      (reservation.returningDate ? utcToCairoWallTime(new Date(reservation.returningDate)) : null),
    persons: reservation.persons ?? 0,
    luggages: reservation.luggages ?? 0,
    price: reservation.price,
    extras,
    promo,
    breakdown: bookedBreakdown({
      price: reservation.price,
      carNames,
      roundTrip: reservation.tripType === 'round-trip',
      extras,
      promo: promo && { code: promo.code, discount: promo.discount },
    }),
    createdAt: reservation.createdAt,
  }
}

/** The summary and what only the owner's confirmation page, voucher and calendar show. */
export type ReservationDetails = {
  summary: ReservationSummary
  arrivalFlightNumber: string | null
  departureFlightNumber: string | null
  /** Someone else travelling: their name and phone. */
  passenger: { name: string; phone: string | null } | null
  notes: string | null
  /** The driver of each leg staff have assigned one to, outbound first; none before that. */
  drivers: LegDriver[]
}

/**
 * A leg's driver as the customer is told: name, mobile (E.164), the car's plate, and where the
 * leg stands on the trip day (the stored progress, null before the driver's first tap).
 */
export type LegDriver = {
  leg: 'outbound' | 'return'
  name: string
  mobile: string
  plate: string
  /** The leg's pickup instant (ISO). */
  pickupAt: string | null
  progress: { state: string; at: string | null } | null
}

/**
 * The assigned drivers of the trip's legs (a one-way trip has no return). A leg counts once it has
 * a name and a mobile, as staff's assignment always gives them.
 */
export function legDrivers(
  reservation: Pick<
    StoredReservation,
    'tripType' | 'dispatch' | 'progress' | 'execDate' | 'returningDate'
  >,
) {
  const legs =
    reservation.tripType === 'round-trip'
      ? (['outbound', 'return'] as const)
      : (['outbound'] as const)
  return legs.flatMap((leg): LegDriver[] => {
    const stored = reservation.dispatch?.[leg]
    const name = stored?.driverName?.trim()
    const mobile = stored?.driverMobile?.trim()
    if (!name || !mobile) return []
    const progress = reservation.progress?.[leg]
    return [
      {
        leg,
        name,
        mobile,
        plate: stored?.vehiclePlate?.trim() ?? '',
        pickupAt: (leg === 'outbound' ? reservation.execDate : reservation.returningDate) ?? null,
        progress: progress?.state ? { state: progress.state, at: progress.at ?? null } : null,
      },
    ]
  })
}

export function reservationDetails(reservation: StoredReservation): ReservationDetails {
  const other = Boolean(reservation.isAnotherPassengers && reservation.passengerName)
  return {
    summary: reservationSummary(reservation),
    arrivalFlightNumber: reservation.arrivalFlightNumber || null,
    departureFlightNumber: reservation.departureFlightNumber || null,
    passenger: other
      ? { name: reservation.passengerName!, phone: reservation.passengerPhone || null }
      : null,
    notes: reservation.notes || null,
    drivers: legDrivers(reservation),
  }
}

/** The `reservation` object of `POST /api/booking` and `GET /api/booking/{number}`. */
export type ReservationView = {
  id: number
  reservationNumber: string
  status: ReservationStatus
  label: CustomerStatusLabel
  paymentType: ReservationPaymentType
  tripType: TripType
  carType: string
  carName: string
  pickup: { code: string; name: string }
  dropoff: { code: string; name: string }
  /** Cairo wall-clock times, 'YYYY-MM-DDTHH:mm', as the booking form sent them. */
  execDate: CairoWallTime
  returningDate: CairoWallTime | null
  persons: number
  luggages: number
  price: Piasters
  priceText: string
  /** The extras booked, named in the reader's language; `total` in piasters. */
  extras: { code: string; name: string; quantity: number; unitPrice: Piasters; total: Piasters }[]
  /** The promo code used, its discount and the price before it (texts in the reader's language). */
  promo: {
    code: string
    discount: Piasters
    discountText: string
    priceBefore: Piasters
    priceBeforeText: string
  } | null
  createdAt: string
}

export function reservationView(summary: ReservationSummary, locale: Locale): ReservationView {
  return {
    id: summary.id,
    reservationNumber: summary.reservationNumber,
    status: summary.status,
    label: customerLabel(summary.status),
    paymentType: summary.paymentType,
    tripType: summary.tripType,
    carType: summary.carType,
    carName: summary.carNames[locale],
    pickup: { code: summary.pickup.code, name: summary.pickup.names[locale] },
    dropoff: { code: summary.dropoff.code, name: summary.dropoff.names[locale] },
    execDate: summary.execDate,
    returningDate: summary.returningDate,
    persons: summary.persons,
    luggages: summary.luggages,
    price: summary.price,
    priceText: formatPiasters(summary.price, locale),
    extras: summary.extras.map((line) => ({
      code: line.code,
      name: locale === 'ar' ? line.nameAr : line.nameEn,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      total: line.total,
    })),
    promo: summary.promo
      ? {
          ...summary.promo,
          discountText: formatPiasters(summary.promo.discount, locale),
          priceBeforeText: formatPiasters(summary.promo.priceBefore, locale),
        }
      : null,
    createdAt: summary.createdAt,
  }
}

/** One card of the account's reservation list (`GET /api/user/reservations`, `/settings`). */
export type CustomerReservation = {
  id: number
  reservationNumber: string
  status: ReservationStatus
  label: CustomerStatusLabel
  execDate: string
  /** The return pickup of a round trip (ISO), shown in Cairo time; null for one way. */
  returningDate: string | null
  createdAt: string
  paymentType: ReservationPaymentType
  tripType: TripType
  carType: string
  /** The car's name in each language, as booked (the code for rows without the snapshot). */
  carName: Names
  pickupAddress: string
  dropoffAddress: string
  /** Each end named in both languages (the card reads the reader's; the addresses are English). */
  pickup: EndView
  dropoff: EndView
  price: Piasters
  /** The extras booked, as priced then, and the promo code used (the card lists them). */
  extras: ExtraLine[]
  promo: ReservationPromo | null
  orderNumber: string | null
  transactionNumbers: string[]
  /** Card attempts declined on the way to paying it (the same reservation is paid by a retry). */
  declinedAttempts: number
  /** Where the trip stands (the lifecycle's headline leg) and the confirmation it is promised. */
  stage: LegStage
  confirmation: ConfirmationPromise | null
}

export function customerReservation(
  reservation: StoredReservation,
  declinedAttempts: number,
  trip: Pick<Lifecycle, 'current' | 'promises'>,
): CustomerReservation {
  return {
    id: reservation.id,
    reservationNumber: reservation.reservationNumber,
    status: reservation.status,
    label: customerLabel(reservation.status),
    execDate: reservation.execDate,
    returningDate: reservation.returningDate ?? null,
    createdAt: reservation.createdAt,
    paymentType: reservation.paymentType,
    tripType: reservation.tripType,
    carType: reservation.carType,
    carName: namesOr(reservation.carName?.en, reservation.carName?.ar, reservation.carType),
    pickupAddress: reservation.pickupAddress,
    dropoffAddress: reservation.dropoffAddress,
    pickup: end(reservation.pickup, reservation.pickupAddress),
    dropoff: end(reservation.dropoff, reservation.dropoffAddress),
    price: reservation.price,
    extras: extrasOfSnapshot(reservation.priceSnapshot),
    promo: promoOfSnapshot(reservation.priceSnapshot),
    orderNumber: reservation.orderNumber ?? null,
    transactionNumbers: (reservation.transactionNumbers ?? []).map((t) => t.transactionNumber),
    declinedAttempts,
    stage: trip.current.stage,
    confirmation: trip.promises.confirmation,
  }
}

/**
 * Whether the account card says how many card attempts were declined: for a booking waiting for
 * its payment or paid (a failed or cancelled one has nothing more to pay).
 */
export const declinedAttemptsShown = (
  reservation: Pick<CustomerReservation, 'status' | 'declinedAttempts'>,
) =>
  reservation.declinedAttempts > 0 &&
  (reservation.status === 'pending' ||
    reservation.status === 'paid-not-sent' ||
    reservation.status === 'completed')

/**
 * The address of one end as text: the area, then the hotel or street when one was given
 * ("Zamalek, Marriott Mena House"; Arabic with its own comma).
 */
export function addressText(placeName: string, locationName: string | null, locale: Locale) {
  if (!locationName) return placeName
  return `${placeName}${locale === 'ar' ? '، ' : ', '}${locationName}`
}

/**
 * One end of a booking as the customer's pages write it: the area, then the hotel, landmark or
 * street booked, that text kept in its own direction (a Latin hotel stays whole on an Arabic page).
 */
export const endText = (end: ReservationSummary['pickup'], locale: Locale) =>
  addressText(end.names[locale], end.locationName && isolateTyped(end.locationName), locale)
