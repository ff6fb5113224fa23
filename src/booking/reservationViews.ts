import type { Locale } from '@/i18n/locales'

import { type CairoWallTime, utcToCairoWallTime } from './cairoTime'
import { formatPiasters, type Piasters } from './money'
import { type CustomerStatusLabel, customerLabel, type ReservationStatus } from './status'
import type { PaymentType, TripType } from './trip'

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
  paymentType: PaymentType
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
  orderNumber?: string | null
  transactionNumbers?: { transactionNumber: string }[] | null
  createdAt: string
}

/** A reservation reduced to what the customer's screens, messages and documents show. */
export type ReservationSummary = {
  id: number
  reservationNumber: string
  status: ReservationStatus
  paymentType: PaymentType
  tripType: TripType
  carType: string
  carNames: Names
  pickup: { code: string; names: Names; locationName: string | null }
  dropoff: { code: string; names: Names; locationName: string | null }
  execDate: CairoWallTime
  returningDate: CairoWallTime | null
  persons: number
  luggages: number
  price: Piasters
  createdAt: string
}

const namesOr = (
  en: string | null | undefined,
  ar: string | null | undefined,
  fallback: string,
): Names => ({ en: en || fallback, ar: ar || en || fallback })

export function reservationSummary(reservation: StoredReservation): ReservationSummary {
  // Rows made before the booking API (or by hand) lack the snapshots: show what they have.
  const end = (snapshot: StoredEnd | null | undefined, address: string) => ({
    code: snapshot?.code ?? '',
    names: namesOr(snapshot?.nameEn, snapshot?.nameAr, address),
    locationName: snapshot?.locationName ?? null,
  })
  return {
    id: reservation.id,
    reservationNumber: reservation.reservationNumber,
    status: reservation.status,
    paymentType: reservation.paymentType,
    tripType: reservation.tripType,
    carType: reservation.carType,
    carNames: namesOr(reservation.carName?.en, reservation.carName?.ar, reservation.carType),
    pickup: end(reservation.pickup, reservation.pickupAddress),
    dropoff: end(reservation.dropoff, reservation.dropoffAddress),
    execDate: reservation.execLocal || utcToCairoWallTime(new Date(reservation.execDate)),
    returningDate:
      reservation.returningLocal ||
      (reservation.returningDate ? utcToCairoWallTime(new Date(reservation.returningDate)) : null),
    persons: reservation.persons ?? 0,
    luggages: reservation.luggages ?? 0,
    price: reservation.price,
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
  }
}

/** The `reservation` object of `POST /api/booking` and `GET /api/booking/{number}`. */
export type ReservationView = {
  id: number
  reservationNumber: string
  status: ReservationStatus
  label: CustomerStatusLabel
  paymentType: PaymentType
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
  paymentType: PaymentType
  tripType: TripType
  carType: string
  /** The car's name in each language, as booked (the code for rows without the snapshot). */
  carName: Names
  pickupAddress: string
  dropoffAddress: string
  price: Piasters
  orderNumber: string | null
  transactionNumbers: string[]
}

export function customerReservation(reservation: StoredReservation): CustomerReservation {
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
    price: reservation.price,
    orderNumber: reservation.orderNumber ?? null,
    transactionNumbers: (reservation.transactionNumbers ?? []).map((t) => t.transactionNumber),
  }
}

/**
 * The address of one end as text: the area, then the hotel or street when one was given
 * ("Zamalek, Marriott Mena House"; Arabic with its own comma).
 */
export function addressText(placeName: string, locationName: string | null, locale: Locale) {
  if (!locationName) return placeName
  return `${placeName}${locale === 'ar' ? '، ' : ', '}${locationName}`
}
