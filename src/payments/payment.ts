/**
 * A card payment attempt's states: `open` at the gateway (the customer may still pay, or retry a
 * declined card), then exactly one of paid, expired (nobody paid in time) or refunded (after paid).
 */
export const PAYMENT_STATUSES = ['open', 'paid', 'expired', 'refunded'] as const

/** Our reference of a reservation's `attempt`-th payment: `MS-7K3Q9D-P1`. */
export const reservationPaymentReference = (reservationNumber: string, attempt: number) =>
  `${reservationNumber}-P${attempt}`

/** Our reference of a payment link's `attempt`-th payment: `LINK-<first 8 of the token>-P1`. */
export const linkPaymentReference = (token: string, attempt: number) =>
  `LINK-${token.slice(0, 8)}-P${attempt}`

/** When an unpaid card booking made at `createdAt` expires (`cardPaymentMinutes` setting). */
export const cardPaymentDeadline = (createdAt: string | Date, minutes: number) =>
  new Date(new Date(createdAt).getTime() + minutes * 60_000)
