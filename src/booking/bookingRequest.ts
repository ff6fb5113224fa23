import { type Failure, fail } from '@/lib/failure'

import type { ReservationPaymentType } from './trip'
import type { BookingErrorCode, BookingIssue } from './validation'

/**
 * The rules of `POST /api/booking` that need neither Next nor Payload: the Idempotency-Key, the
 * request's fingerprint, the booking rate limit and which refusal a refused booking gets. The
 * transaction itself is `src/booking/operations/createReservation.ts`.
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
 * How a booking that failed validation is refused. Booking as somebody else comes before anything
 * else; then any other mistake in the form (the first one leads, every one is listed); a form
 * that is right but for the price (changed since the quote), a trip without a price, or cash where
 * cash is not taken each has its own code, as the screens handle each differently.
 */
export type BookingRefusalCode =
  | 'invalid-user-id'
  | 'invalid-price'
  | 'no-price'
  | 'cash-not-allowed'
  | 'phone-not-verified'
  | BookingErrorCode

const ANSWERED_ON_THEIR_OWN: readonly BookingErrorCode[] = [
  'price-invalid',
  'no-price',
  'cash-not-allowed',
  'phone-not-verified',
]

export function bookingRefusal(issues: readonly BookingIssue[]): Failure<BookingRefusalCode> {
  const withCode = (code: BookingErrorCode) => issues.find((issue) => issue.code === code)
  const refuse = (code: BookingRefusalCode, lead: BookingIssue) =>
    fail(code, lead.messageKey, { values: lead.values, issues })
  const userId = withCode('user-id-invalid')
  if (userId) return refuse('invalid-user-id', userId)
  const other = issues.find((issue) => !ANSWERED_ON_THEIR_OWN.includes(issue.code))
  if (other) return refuse(other.code, other)
  const price = withCode('price-invalid')
  if (price) return refuse('invalid-price', price)
  const noPrice = withCode('no-price')
  if (noPrice) return refuse('no-price', noPrice)
  const cash = withCode('cash-not-allowed')
  if (cash) return refuse('cash-not-allowed', cash)
  return refuse('phone-not-verified', withCode('phone-not-verified')!)
}

/**
 * Where the booking screens go next: card bookings to the payment; cash and complimentary ones
 * (nothing to pay online) are done.
 */
export type NextStep = 'confirmation' | 'payment'
export const nextStepOf = (paymentType: ReservationPaymentType): NextStep =>
  paymentType === 'card' ? 'payment' : 'confirmation'
