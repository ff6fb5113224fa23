import { fail, ok, type Result } from '@/lib/failure'

import { declineCodeOf, type DeclineSignals } from './declines'
import type { PaymentEvent, PaymentEventKind } from './gateway'
import { signedFieldsOfRedirect } from './hmac'
import { instrumentOf } from './instrument'

/**
 * A Paymob transaction in the gateway's neutral words (`PaymentEvent`), from the `obj` of the
 * server-to-server callback (or the transaction of an inquiry or refund answer), or from the
 * browser redirect's flat query parameters. Pure: verifying the HMAC is the caller's job, before.
 */

/** The transaction's flags, each `true` or `false` (JSON booleans, or the text of a query). */
type Flags = {
  success: boolean
  pending: boolean
  errorOccured: boolean
  /** A payment since voided or refunded (`is_voided`, `is_refunded`). */
  isVoided: boolean
  isRefunded: boolean
  /** This transaction is itself a void or a refund of a payment (`is_void`, `is_refund`). */
  isVoid: boolean
  isRefund: boolean
  /** An authorisation only (`is_auth`): the money is held, not taken. */
  isAuth: boolean
}

/** `true`, or the text `true` (the redirect's query; older answers quote booleans). */
const isTrue = (value: unknown) => value === true || value === 'true'

/**
 * What a transaction is. A payment since refunded or voided is `refunded` or `voided`, and so is a
 * refund or void transaction that went through; one that did not (yet) changes nothing, like a
 * pending payment or an authorisation that holds the money without taking it. A payment is `paid`
 * only when it succeeded without an error; any other payment is `declined`.
 */
function kindOf(flags: Flags): PaymentEventKind {
  const wentThrough = flags.success && !flags.pending && !flags.errorOccured
  if (flags.isRefunded || (flags.isRefund && wentThrough)) return 'refunded'
  if (flags.isVoided || (flags.isVoid && wentThrough)) return 'voided'
  if (flags.isRefund || flags.isVoid || flags.pending) return 'pending'
  if (flags.isAuth && wentThrough) return 'pending'
  return wentThrough ? 'paid' : 'declined'
}

const text = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null

const idText = (value: unknown): string | null => {
  const id = text(value)?.trim()
  return id && /^[A-Za-z0-9_-]+$/.test(id) ? id : null
}

const piasters = (value: unknown): number | null => {
  const raw = typeof value === 'number' ? value : typeof value === 'string' ? value.trim() : null
  if (raw === null || raw === '') return null
  const amount = Number(raw)
  return Number.isSafeInteger(amount) && amount >= 0 ? amount : null
}

type Parts = {
  id: unknown
  orderId: unknown
  reference: unknown
  amount: unknown
  currency: unknown
  createdAt: unknown
  flags: Flags
  decline: DeclineSignals
  source: { type: unknown; subType: unknown; pan: unknown }
}

function eventOf(parts: Parts, fingerprintKey: string): Result<PaymentEvent> {
  const transactionId = idText(parts.id)
  const orderId = idText(parts.orderId)
  const amount = piasters(parts.amount)
  const currency = text(parts.currency)?.trim()
  if (!transactionId || !orderId || amount === null || !currency) {
    return fail('payment-callback-malformed', 'payment.errors.callbackMalformed')
  }
  const kind = kindOf(parts.flags)
  const reference = text(parts.reference)?.trim()
  return ok({
    kind,
    transactionId,
    orderId,
    reference: reference ? reference : null,
    amount,
    currency: currency.toUpperCase(),
    declineCode: kind === 'declined' ? declineCodeOf(parts.decline) : null,
    createdAt: text(parts.createdAt) ?? '',
    instrument: instrumentOf(
      {
        type: text(parts.source.type),
        subType: text(parts.source.subType),
        pan: text(parts.source.pan),
      },
      fingerprintKey,
    ),
  })
}

const objectOr = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}

/**
 * A transaction object as Paymob sends it in the callback's `obj` and answers it to an inquiry or
 * a refund: nested `order` (its `id`, and our `special_reference` as `merchant_order_id`) and
 * `data` (`message`, `acq_response_code`, `txn_response_code`). `fingerprintKey` keys the
 * instrument's fingerprint (`src/payments/instrument.ts`).
 */
export function eventOfTransaction(
  transaction: Record<string, unknown>,
  fingerprintKey: string,
): Result<PaymentEvent> {
  const order = transaction.order
  const orderObject = objectOr(order)
  const data = objectOr(transaction.data)
  const source = objectOr(transaction.source_data)
  return eventOf(
    {
      id: transaction.id,
      // Some answers carry the order as its bare id.
      orderId: typeof order === 'object' ? orderObject.id : order,
      reference: orderObject.merchant_order_id ?? transaction.merchant_order_id,
      amount: transaction.amount_cents,
      currency: transaction.currency,
      createdAt: transaction.created_at,
      flags: {
        success: isTrue(transaction.success),
        pending: isTrue(transaction.pending),
        errorOccured: isTrue(transaction.error_occured),
        isVoided: isTrue(transaction.is_voided),
        isRefunded: isTrue(transaction.is_refunded),
        isVoid: isTrue(transaction.is_void),
        isRefund: isTrue(transaction.is_refund),
        isAuth: isTrue(transaction.is_auth),
      },
      decline: {
        acquirerCode: text(data.acq_response_code ?? transaction.acq_response_code),
        txnResponseCode: text(data.txn_response_code ?? transaction.txn_response_code),
        message: text(data.message ?? transaction['data.message']),
      },
      source: { type: source.type, subType: source.sub_type, pan: source.pan },
    },
    fingerprintKey,
  )
}

/**
 * The browser redirect's query: the same transaction, flat, with dotted names (`data.message`,
 * `source_data.pan`) and the order id as `order` (read exactly as the HMAC reads it). The signed
 * fields decide the event; `merchant_order_id` and the decline's texts are not signed, so they
 * only ever name a reference to compare and a message to show.
 */
export function eventOfRedirect(
  query: URLSearchParams,
  fingerprintKey: string,
): Result<PaymentEvent> {
  const signed = signedFieldsOfRedirect(query)
  return eventOf(
    {
      id: signed.id,
      orderId: signed['order.id'],
      reference: query.get('merchant_order_id'),
      amount: signed.amount_cents,
      currency: signed.currency,
      createdAt: signed.created_at,
      flags: {
        success: isTrue(signed.success),
        pending: isTrue(signed.pending),
        errorOccured: isTrue(signed.error_occured),
        isVoided: isTrue(signed.is_voided),
        isRefunded: isTrue(signed.is_refunded),
        // Not signed: a redirect is only ever read for a payment.
        isVoid: false,
        isRefund: false,
        isAuth: isTrue(signed.is_auth),
      },
      decline: {
        acquirerCode: query.get('acq_response_code'),
        txnResponseCode: query.get('txn_response_code'),
        message: query.get('data.message'),
      },
      source: {
        type: signed['source_data.type'],
        subType: signed['source_data.sub_type'],
        pan: signed['source_data.pan'],
      },
    },
    fingerprintKey,
  )
}
