import type { Locale } from '@/i18n/locales'

import type { CairoWallTime } from './cairoTime'
import { formatPiasters, type Piasters } from './money'
import { type CustomerStatusLabel, customerLabel, type ReservationStatus } from './status'
import type { PaymentType, TripType } from './trip'
import type { BookingErrorCode, BookingIssue } from './validation'

/**
 * The rules of `POST /api/booking` that need neither Next nor Payload: the Idempotency-Key, the
 * request's fingerprint, the booking rate limit, which HTTP answer a refused booking gets, and the
 * reservation as the API shows it. The transaction itself is in `src/bookingData/reservations.ts`.
 */

/** A client-made key (a UUID in practice): 8 to 128 letters, digits, '-' or '_'. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/

export const isIdempotencyKey = (value: unknown): value is string =>
  typeof value === 'string' && IDEMPOTENCY_KEY.test(value)

/** At most `limit` reservations per customer in `windowSeconds` (a burst past it waits). */
export const BOOKING_RATE_LIMIT = { limit: 5, windowSeconds: 10 * 60 } as const

/**
 * A JSON value written with its object keys sorted, so that two requests with the same content
 * have the same text (and hash) whatever order the client wrote the keys in.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/**
 * How a booking that failed validation is answered. Booking as somebody else is refused before
 * anything else; any other mistake in the form is a 400 with every issue; a form that is right
 * but for the price (changed since the quote), a trip without a price, or cash where cash is not
 * taken each has its own answer, as the screens handle each differently.
 */
export type BookingRefusal =
  | { httpStatus: 403; error: 'invalid-user-id'; issue: BookingIssue }
  | { httpStatus: 400; error: BookingErrorCode; issue: BookingIssue }
  | { httpStatus: 409; error: 'invalid-price'; issue: BookingIssue }
  | { httpStatus: 422; error: 'no-price' | 'cash-not-allowed'; issue: BookingIssue }

const ANSWERED_ON_THEIR_OWN: readonly BookingErrorCode[] = [
  'price-invalid',
  'no-price',
  'cash-not-allowed',
]

export function bookingRefusal(issues: readonly BookingIssue[]): BookingRefusal {
  const withCode = (code: BookingErrorCode) => issues.find((issue) => issue.code === code)
  const userId = withCode('user-id-invalid')
  if (userId) return { httpStatus: 403, error: 'invalid-user-id', issue: userId }
  const other = issues.find((issue) => !ANSWERED_ON_THEIR_OWN.includes(issue.code))
  if (other) return { httpStatus: 400, error: other.code, issue: other }
  const price = withCode('price-invalid')
  if (price) return { httpStatus: 409, error: 'invalid-price', issue: price }
  const noPrice = withCode('no-price')
  if (noPrice) return { httpStatus: 422, error: 'no-price', issue: noPrice }
  return { httpStatus: 422, error: 'cash-not-allowed', issue: withCode('cash-not-allowed')! }
}

/** Where the booking screens go next: card bookings to the payment, cash ones are done. */
export type NextStep = 'confirmation' | 'payment'
export const nextStepOf = (paymentType: PaymentType): NextStep =>
  paymentType === 'card' ? 'payment' : 'confirmation'

type Names = Record<Locale, string>

/** A reservation as stored, reduced to what the customer's screens and messages show. */
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

/**
 * The address the customer's reservation list shows for one end: the area, then the hotel or
 * street when one was given ("Zamalek, Marriott Mena House"; Arabic with its own comma).
 */
export function addressText(placeName: string, locationName: string | null, locale: Locale) {
  if (!locationName) return placeName
  return `${placeName}${locale === 'ar' ? '، ' : ', '}${locationName}`
}
