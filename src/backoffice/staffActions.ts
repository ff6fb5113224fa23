import {
  allowedTransitions,
  type ReservationStatus,
  type TransitionRefusal,
} from '@/booking/status'
import { fail, type Failure } from '@/lib/failure'

/**
 * The staff's buttons on a reservation (decisions.md, "Reservation statuses"): what each one
 * moves the reservation to through `transition()`, and how a refused move reads.
 */
export const STAFF_ACTIONS = {
  /** paid-not-sent | cash-not-sent -> completed */
  'send-to-operations': 'completed',
  /** any but fail -> cancelled (a card payment is refunded) */
  cancel: 'cancelled',
} as const satisfies Record<string, ReservationStatus>

export type StaffAction = keyof typeof STAFF_ACTIONS

/** The buttons a reservation in `status` shows: the staff moves the state machine allows. */
export const staffActionsFor = (status: ReservationStatus): StaffAction[] =>
  (Object.keys(STAFF_ACTIONS) as StaffAction[]).filter((action) =>
    allowedTransitions(status).includes(STAFF_ACTIONS[action]),
  )

/** The longest reason staff may write (it is kept in the status history). */
export const REASON_MAX_LENGTH = 500

/** The reason as kept: trimmed, spaces collapsed, at most `REASON_MAX_LENGTH` characters. */
export const cleanReason = (reason: unknown): string =>
  typeof reason === 'string' ? reason.replace(/\s+/g, ' ').trim().slice(0, REASON_MAX_LENGTH) : ''

/** A refusal of the state machine as the failure staff read. */
export function transitionFailure(refusal: TransitionRefusal): Failure {
  if (refusal.code === 'reason-required') {
    return fail('reason-required', 'backoffice.errors.reasonRequired')
  }
  return fail('transition-not-allowed', 'backoffice.errors.transitionNotAllowed')
}
