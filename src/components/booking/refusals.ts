import type { ApiFailure } from '@/components/apiClient'

/**
 * What the booking screens do when `POST /api/booking` (or `/api/booking/guest`) refuses, decided by the answer's `error`
 * code alone (docs/api.md, "Bookings"; the codes of `BOOKING_ERRORS` and the booking route). The
 * message shown is the server's, in the visitor's language, unless said otherwise.
 */
export type BookingReaction =
  /** Rules of the form refused: each issue beside its field, on the earliest step with one. */
  | 'fix-fields'
  /** `not-logged-in`: the session is gone; back to the account step to log in again. */
  | 'log-in-again'
  /** `invalid-user-id`: not the session's customer; check the session (verify if need be). */
  | 'check-session'
  /** `invalid-price`: the price changed since the quote; price the trip again, show the new one. */
  | 'refresh-price'
  /** `idempotency-key-reused`: the key made another booking; forget it, the next try is new. */
  | 'new-key'
  /** `cash-not-allowed`: card only for this trip from now on, and the hotline. */
  | 'card-only'
  /** `phone-not-verified`: cash needs the mobile proven; the session is read again, the step offers the SMS code. */
  | 'prove-phone'
  /** `try-again-later`: the button waits `retryAfter` seconds. */
  | 'wait'
  /**
   * `duplicate-booking`: this trip is booked already (`reservationNumber`); offer its page, or
   * a second car (the same booking again with `allowDuplicate: true`, under a new key).
   */
  | 'second-car'
  /**
   * `log-in-first`: the guest's email or mobile has an account (decision 0142); its fields
   * marked, and a code to log in with offered right there (decision 0144).
   */
  | 'log-in-first'
  /** A request the screens should not have sent (no key, not JSON): the message alone. */
  | 'message'
  /** Nothing to offer online (`no-price`, our fault, anything unforeseen): message and hotline. */
  | 'call-us'

const REACTIONS = new Map<string, BookingReaction>([
  ['not-logged-in', 'log-in-again'],
  ['invalid-user-id', 'check-session'],
  ['invalid-price', 'refresh-price'],
  ['idempotency-key-reused', 'new-key'],
  ['cash-not-allowed', 'card-only'],
  ['phone-not-verified', 'prove-phone'],
  ['no-price', 'call-us'],
  ['try-again-later', 'wait'],
  ['rate-limited', 'wait'],
  ['log-in-first', 'log-in-first'],
  ['duplicate-booking', 'second-car'],
  ['idempotency-key-required', 'message'],
  ['invalid-body', 'message'],
])

/**
 * The reaction to a refusal. A code without a reaction of its own is the first refused rule of
 * the form (`addresses-required`, `exec-date-invalid`, ...), whose answer lists every refused
 * field in `issues`; one that lists none is unforeseen, and the hotline is the way on.
 */
export function bookingReaction(failure: Pick<ApiFailure, 'code' | 'issues'>): BookingReaction {
  return REACTIONS.get(failure.code) ?? (failure.issues.length > 0 ? 'fix-fields' : 'call-us')
}
