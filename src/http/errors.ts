import type { Locale } from '@/i18n/locales'
import { translate } from '@/i18n/messages'
import type { Failure } from '@/lib/failure'

/**
 * Where an error gets its HTTP status: the one table from the domains' codes to statuses. A code
 * that is not listed is a refused field or a malformed request: 400. This module and `errorBody`
 * import nothing of Next: the production server's direct quote path loads them before Next has
 * started. `responses.ts` builds Next's answers from them.
 */
const HTTP_STATUS: Record<string, number> = {
  // Who is asking
  'not-logged-in': 401,
  'invalid-credentials': 401,
  'invalid-user-id': 403,
  'staff-only': 403,
  'admin-only': 403,
  'not-staff': 403,
  'payment-signature-invalid': 403,
  'cross-site-request': 403,
  // What they ask for does not exist (or is not theirs: the same answer)
  'not-found': 404,
  'account-not-found': 404,
  'reservation-not-found': 404,
  'payment-link-not-found': 404,
  'manage-link-invalid': 404,
  'driver-link-invalid': 404,
  'review-link-invalid': 404,
  'leg-not-found': 404,
  'payment-unknown-order': 404,
  // It clashes with what is stored
  'email-exists': 409,
  'phone-exists': 409,
  'log-in-first': 409,
  'invalid-price': 409,
  'idempotency-key-reused': 409,
  'duplicate-booking': 409,
  'payment-not-pending': 409,
  'payment-complimentary': 409,
  'payment-link-paid': 409,
  'payment-link-cancelled': 409,
  'payment-mismatch': 409,
  // The back office: the reservation's state does not allow the staff action
  'transition-not-allowed': 409,
  'dispatch-not-allowed': 409,
  'dispatch-not-paid': 409,
  // Dispatch from the roster (decision 0185)
  'dispatch-roster-invalid': 400,
  'dispatch-driver-unknown': 404,
  'dispatch-vehicle-unknown': 404,
  'dispatch-driver-inactive': 409,
  'dispatch-driver-licence-expired': 409,
  'dispatch-vehicle-inactive': 409,
  'dispatch-vehicle-licence-expired': 409,
  'dispatch-vehicle-too-few-seats': 409,
  'dispatch-vehicle-too-few-bags': 409,
  'dispatch-driver-busy': 409,
  'dispatch-vehicle-busy': 409,
  'captured-payment-missing': 409,
  'nothing-to-refund': 409,
  'manage-link-none': 409,
  // The trip day (decisions 0160 and 0170)
  'trip-not-paid': 409,
  'leg-cancelled': 409,
  'leg-closed': 409,
  'not-arrived': 409,
  'not-on-board': 409,
  'step-too-early': 409,
  'wait-not-over': 409,
  'progress-not-allowed': 409,
  'progress-unchanged': 409,
  'flight-delay-no-flight': 409,
  'flight-delay-not-later': 422,
  // Reviews (decision 0161)
  'no-completed-trip': 409,
  'already-reviewed': 409,
  // Manage my booking (decision 0145)
  'self-cancel-too-late': 409,
  'self-cancel-trip-started': 409,
  'self-cancel-not-allowed': 409,
  'refund-changed': 409,
  'reservation-changed': 409,
  'change-too-late': 409,
  'self-change-not-allowed': 409,
  'nothing-changed': 422,
  // No longer there
  'payment-expired': 410,
  'payment-link-expired': 410,
  'payment-too-late': 410,
  // Well-formed, but nothing can be offered: the customer is sent to customer service
  'no-price': 422,
  'no-car-fits': 422,
  'cash-not-allowed': 422,
  'phone-not-verified': 422,
  // The request itself cannot be served as sent
  'method-not-allowed': 405,
  'body-too-large': 413,
  'url-too-long': 414,
  // Too many, too soon
  'rate-limited': 429,
  'resend-too-soon': 429,
  'try-again-later': 429,
  'payment-busy': 429,
  // The card gateway
  'payment-gateway-refused': 502,
  'payment-gateway-unavailable': 503,
  // The database is unreachable for a moment (a restart, a fail-over): send the same request again
  'service-unavailable': 503,
  'refund-failed': 502,
}

export const httpStatusOf = (code: string): number => HTTP_STATUS[code] ?? 400

export type ErrorBody = {
  status: false
  error: string
  message: string
  issues?: { field: string; error: string; message: string }[]
  retryAfter?: number
  reservationNumber?: string
}

/** The JSON error of a failure, in the caller's language. */
export function errorBody(failure: Failure, locale: Locale): ErrorBody {
  return {
    status: false,
    error: failure.code,
    message: translate(locale, failure.messageKey, failure.values),
    ...(failure.issues
      ? {
          issues: failure.issues.map((issue) => ({
            field: issue.field,
            error: issue.code,
            message: translate(locale, issue.messageKey, issue.values),
          })),
        }
      : {}),
    ...(failure.retryAfter !== undefined ? { retryAfter: failure.retryAfter } : {}),
    ...(failure.reservationNumber !== undefined
      ? { reservationNumber: failure.reservationNumber }
      : {}),
  }
}
