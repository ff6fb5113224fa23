import type { Result } from '@/lib/failure'

import type { PaymentInstrument } from './instrument'

/**
 * What the payment module needs of a card and mobile wallet gateway (Paymob, or the local Paymob simulator, which
 * speaks the same API). A provider only talks to its gateway and translates: it never changes a
 * reservation or a payment link. The payment operations (`src/payments/operations/`) decide what a
 * verified event means for our records.
 */

/** A payment to open at the gateway: one order for one reservation or payment link. */
export type PaymentRequest = {
  /** Our reference, unique per attempt (the gateway's `special_reference` / merchant order id). */
  reference: string
  /** Piasters; equal to the sum of the items. */
  amount: number
  currency: 'EGP'
  items: { name: string; amount: number; quantity: number; description?: string }[]
  billing: { name: string; email: string; phone: string }
  /** Where the gateway POSTs the transaction (server to server). */
  notificationUrl: string
  /** Where the gateway sends the customer's browser back. */
  redirectionUrl: string
  /** When the gateway stops taking this payment. */
  expiresAt: Date
  /** The checkout page's language. */
  language: 'en' | 'ar'
}

/** An opened payment: where to send the customer, and the gateway's ids to keep. */
export type OpenedPayment = {
  /** The gateway's order id (our reservation's "order number"). */
  orderId: string
  /** The gateway's id of the intention / payment key. */
  intentionId: string
  /** The hosted card page to send the customer to. */
  checkoutUrl: string
}

/** The kinds of transaction event the payment module acts on. */
export type PaymentEventKind = 'paid' | 'declined' | 'pending' | 'refunded' | 'voided'

/** A verified transaction, in the gateway's neutral words. */
export type PaymentEvent = {
  kind: PaymentEventKind
  /** The gateway's transaction id (unique: the same event twice is one event). */
  transactionId: string
  /** The gateway's order id. */
  orderId: string
  /** Our reference, when the gateway echoes it. */
  reference: string | null
  /** Piasters. */
  amount: number
  currency: string
  /** For `declined`: a code of the decline catalogue (`src/payments/declines.ts`). */
  declineCode: string | null
  /** When the gateway made the transaction (ISO). */
  createdAt: string
  /** The card or mobile wallet it was made with (`source_data`); null when not said. */
  instrument: PaymentInstrument | null
}

export type RefundRequest = { transactionId: string; amount: number }

export interface PaymentGateway {
  /** `paymob` or `simulator`: stored with each payment for the accountant. */
  readonly name: string
  createPayment(request: PaymentRequest): Promise<Result<OpenedPayment>>
  /**
   * The server-to-server callback: its JSON body and query string (the HMAC comes in the query).
   * A forged or malformed callback is a `Failure` (`payment-signature-invalid`, ...).
   */
  verifyCallback(body: unknown, query: URLSearchParams): Result<PaymentEvent>
  /** The browser redirect's query string, signed with the same scheme. */
  verifyRedirect(query: URLSearchParams): Result<PaymentEvent>
  refund(request: RefundRequest): Promise<Result<PaymentEvent>>
  /**
   * What the gateway now says about one transaction (Paymob's `GET /api/acceptance/transactions/
   * {id}`), null when it does not know it: asked before any automatic refund.
   */
  transaction(transactionId: string): Promise<Result<PaymentEvent | null>>
  /** What the gateway now says about an order's transaction (reconciliation). */
  inquire(orderId: string): Promise<Result<PaymentEvent | null>>
}
