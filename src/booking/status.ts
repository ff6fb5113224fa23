import type { ReservationPaymentType } from './trip'

/** Reservation statuses of decisions.md, with the label customers see and the staff colour. */
export const RESERVATION_STATUSES = [
  'pending',
  'paid-not-sent',
  'cash-not-sent',
  'completed',
  'fail',
  'cancelled',
] as const
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number]

export type CustomerStatusLabel = 'COMPLETED' | 'IN-COMPLETE' | 'FAIL' | 'CANCELLED'

const CUSTOMER_LABELS: Record<ReservationStatus, CustomerStatusLabel> = {
  pending: 'IN-COMPLETE',
  'paid-not-sent': 'COMPLETED',
  'cash-not-sent': 'COMPLETED',
  completed: 'COMPLETED',
  fail: 'FAIL',
  cancelled: 'CANCELLED',
}

export const customerLabel = (status: ReservationStatus): CustomerStatusLabel =>
  CUSTOMER_LABELS[status]

/**
 * Whether the booking may still be travelled on: a failed or cancelled one offers no voucher or
 * calendar file, and nothing tells its customer to show a voucher to a driver.
 */
export const willTravel = (status: ReservationStatus): boolean =>
  status !== 'fail' && status !== 'cancelled'

/**
 * The bookings that will be served (decisions.md, "The driver's taps follow the real trip"): paid
 * by card, accepted cash, or sent to operations. Only these have a trip: a driver, the driver's
 * taps, a review. An unpaid card booking (`pending`) is not dispatched; a failed or cancelled one
 * takes no tap.
 */
export const SERVED_STATUSES: readonly ReservationStatus[] = [
  'paid-not-sent',
  'cash-not-sent',
  'completed',
]

export const isServed = (status: string): boolean =>
  (SERVED_STATUSES as readonly string[]).includes(status)

export const STAFF_COLOURS: Record<ReservationStatus, string> = {
  pending: 'gray',
  'paid-not-sent': 'orange',
  'cash-not-sent': 'orange',
  completed: 'green',
  fail: 'red',
  cancelled: 'dark',
}

/**
 * The reservation state machine of decisions.md. Nothing else decides a status: a new
 * reservation takes `initialStatus`, every later change goes through `transition`, which records
 * who, when and why.
 *
 *   pending       -> paid-not-sent          (the card payment)
 *   pending       -> fail                   (the payment window ended: the system; a declined
 *                                            card leaves it pending, decisions.md)
 *   (cash)        -> cash-not-sent          (a cash booking starts there)
 *   (complimentary) -> paid-not-sent        (nothing to pay: a free booking starts there)
 *   paid-not-sent -> completed              (staff send it to operations)
 *   cash-not-sent -> completed              (staff send it to operations)
 *   any but fail  -> cancelled              (staff)
 */
const ALLOWED_TRANSITIONS: Record<ReservationStatus, readonly ReservationStatus[]> = {
  pending: ['paid-not-sent', 'fail', 'cancelled'],
  'paid-not-sent': ['completed', 'cancelled'],
  'cash-not-sent': ['completed', 'cancelled'],
  completed: ['cancelled'],
  fail: [],
  cancelled: [],
}

/**
 * Who makes a change: a staff member, the payment gateway (its verified callback), or the
 * system itself (e.g. a payment that expired). Ids are kept as text in the history.
 */
export type StatusActor =
  | { type: 'staff'; id: string | number }
  | { type: 'customer'; id: string | number }
  | { type: 'payment'; id?: string }
  | { type: 'system'; id?: string }

/** Which actors may move a reservation into each status. */
const ACTORS_FOR: Record<ReservationStatus, readonly StatusActor['type'][]> = {
  pending: [],
  'cash-not-sent': [],
  'paid-not-sent': ['payment'],
  // Only the end of the payment window: a decline leaves the booking pending for a retry.
  fail: ['system'],
  completed: ['staff'],
  // The customer, by themselves while the lifecycle allows it (src/booking/lifecycle/rights.ts).
  cancelled: ['staff', 'customer'],
}

export type StatusHistoryEntry = {
  /** null for the first entry, when the reservation is created. */
  from: ReservationStatus | null
  to: ReservationStatus
  /** A customer's own change is kept as the site's on their behalf: `system`, `customer:<id>`
   * (as their online booking is; the desk names them). */
  by: { type: Exclude<StatusActor['type'], 'customer'>; id: string | null }
  reason: string
  /** ISO 8601 instant. */
  at: string
}

export type StatusChange = { by: StatusActor; reason: string; at: Date }

export type TransitionRefusal = {
  code: 'unknown-status' | 'same-status' | 'not-allowed' | 'actor-not-allowed' | 'reason-required'
  from: string
  to: string
}

export type TransitionResult =
  | { ok: true; status: ReservationStatus; entry: StatusHistoryEntry }
  | { ok: false; refusal: TransitionRefusal }

export const isReservationStatus = (value: unknown): value is ReservationStatus =>
  typeof value === 'string' && (RESERVATION_STATUSES as readonly string[]).includes(value)

/** The statuses a reservation in `status` may move to (e.g. the staff's buttons). */
export const allowedTransitions = (status: ReservationStatus): readonly ReservationStatus[] =>
  ALLOWED_TRANSITIONS[status]

/** One line of the status history (also a change that keeps the status: a customer's own edit). */
export const historyEntry = (
  from: ReservationStatus | null,
  to: ReservationStatus,
  { by, reason, at }: StatusChange,
): StatusHistoryEntry => ({
  from,
  to,
  by:
    by.type === 'customer'
      ? { type: 'system', id: `customer:${by.id}` }
      : { type: by.type, id: by.id === undefined ? null : String(by.id) },
  reason: reason.trim(),
  at: at.toISOString(),
})

/**
 * The first status of a new reservation: card bookings wait for payment, cash ones do not, and a
 * complimentary one (nothing to pay) starts where a paid one arrives (docs/decisions/0176).
 */
const FIRST_STATUS: Record<ReservationPaymentType, ReservationStatus> = {
  card: 'pending',
  cash: 'cash-not-sent',
  complimentary: 'paid-not-sent',
}

export function initialStatus(
  paymentType: ReservationPaymentType,
  change: StatusChange,
): { status: ReservationStatus; entry: StatusHistoryEntry } {
  const status = FIRST_STATUS[paymentType]
  return { status, entry: historyEntry(null, status, change) }
}

/** Applies one change of status, or says why it is refused. */
export function transition(current: string, to: string, change: StatusChange): TransitionResult {
  const refuse = (code: TransitionRefusal['code']): TransitionResult => ({
    ok: false,
    refusal: { code, from: current, to },
  })
  if (!isReservationStatus(current) || !isReservationStatus(to)) return refuse('unknown-status')
  if (current === to) return refuse('same-status')
  if (!ALLOWED_TRANSITIONS[current].includes(to)) return refuse('not-allowed')
  if (!ACTORS_FOR[to].includes(change.by.type)) return refuse('actor-not-allowed')
  if (change.reason.trim() === '') return refuse('reason-required')
  return { ok: true, status: to, entry: historyEntry(current, to, change) }
}
