/**
 * A card payment attempt's states: `open` at the gateway (the customer may still pay, or retry a
 * declined card), then exactly one of paid, expired (nobody paid in time) or refunded (after paid).
 */
/** How a gateway transaction reached us. */
export type PaymentSource = 'callback' | 'redirect' | 'inquiry' | 'refund'

export const PAYMENT_STATUSES = ['open', 'paid', 'expired', 'refunded'] as const

/**
 * The code the failure screen reads for money taken for a booking whose promo code the paying card
 * or wallet had already used as often as the code allows (docs/decisions/0177): refunded at once,
 * the booking left to be paid another way.
 */
export const PROMO_USED_WITH_PAYMENT = 'promo-used-with-payment'

/** Our reference of a reservation's `attempt`-th payment: `MS-7K3Q9D-P1`. */
export const reservationPaymentReference = (reservationNumber: string, attempt: number) =>
  `${reservationNumber}-P${attempt}`

/** Our reference of a payment link's `attempt`-th payment: `LINK-<first 8 of the token>-P1`. */
export const linkPaymentReference = (token: string, attempt: number) =>
  `LINK-${token.slice(0, 8)}-P${attempt}`

/** When an unpaid card booking made at `createdAt` expires (`cardPaymentMinutes` setting). */
export const cardPaymentDeadline = (createdAt: string | Date, minutes: number) =>
  new Date(new Date(createdAt).getTime() + minutes * 60_000)

/** The states of an automatic refund, as the outcome of its `refund-of-<id>` row. */
export const REFUND_OUTCOMES = {
  due: 'refund-due',
  done: 'refund-done',
  failed: 'refund-failed',
  unconfirmed: 'refund-unconfirmed',
  /** Failed here, then made at the gateway (by hand): its refund transaction came in. */
  doneByHand: 'refund-done-by-hand',
} as const

/** The rows the staff must look at: money captured and not (yet) known to be back. */
export const REFUNDS_TO_CHECK = [
  REFUND_OUTCOMES.due,
  REFUND_OUTCOMES.failed,
  REFUND_OUTCOMES.unconfirmed,
] as const

/** The list of the payment transactions `REFUNDS_TO_CHECK` counts, as a staff list's query. */
export const REFUNDS_QUERY = REFUNDS_TO_CHECK.map(
  (outcome, index) => `where[outcome][in][${index}]=${outcome}`,
).join('&')
