import * as z from 'zod'

import type { PaymobAnswer } from './answers'
import { simulatorCredentials } from './environment'
import {
  intentionByOrderId,
  intentionByReference,
  randomToken,
  saveToken,
  transactionById,
} from './store'
import {
  SIMULATED_MERCHANT,
  inquiryTransaction,
  recordRefund,
  refundableCents,
  sendCallback,
} from './transactions'

/**
 * The merchant's server-side APIs besides the Intention API: authentication tokens, refunds, the
 * transaction inquiry and retrieving a transaction, answering in Paymob's shapes.
 */

const integer = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)])

/** How long a token of `POST /api/auth/tokens` is accepted (Paymob: one hour). */
const TOKEN_LIFETIME_MS = 60 * 60 * 1000

/** `POST /api/auth/tokens` {api_key} -> {token, profile}. */
export function authToken(body: unknown, now: Date): PaymobAnswer {
  const apiKey = (body as { api_key?: unknown } | undefined)?.api_key
  if (typeof apiKey !== 'string' || apiKey === '') {
    return { status: 400, body: { api_key: ['This field is required.'] } }
  }
  if (apiKey !== simulatorCredentials().apiKey) {
    return { status: 403, body: { detail: 'incorrect credentials' } }
  }
  const token = `ZXlK${randomToken(48)}`
  saveToken(token, now.getTime() + TOKEN_LIFETIME_MS)
  return {
    status: 201,
    body: {
      token,
      profile: {
        id: SIMULATED_MERCHANT.profileId,
        user: { id: SIMULATED_MERCHANT.userId, username: 'masar-simulator' },
        created_at: SIMULATED_MERCHANT.createdAt,
        active: true,
        profile_type: 'Merchant',
        company_name: SIMULATED_MERCHANT.companyName,
        country: 'EGY',
      },
    },
  }
}

const refundSchema = z.object({
  transaction_id: integer,
  amount_cents: integer.refine((value) => value > 0, 'Ensure this value is greater than 0.'),
})

/**
 * `POST /api/acceptance/void_refund/refund` {transaction_id, amount_cents}: refunds part or all
 * of a paid transaction. Answers the refund transaction and POSTs its callback, like Paymob.
 */
export async function refund(body: unknown, now: Date): Promise<PaymobAnswer> {
  const parsed = refundSchema.safeParse(body)
  if (!parsed.success) {
    const errors: Record<string, string[]> = {}
    for (const issue of parsed.error.issues) {
      ;(errors[issue.path.join('.') || 'non_field_errors'] ??= []).push(
        issue.input === undefined ? 'This field is required.' : issue.message,
      )
    }
    return { status: 400, body: errors }
  }
  const payment = transactionById(parsed.data.transaction_id)
  const intention = payment ? intentionByOrderId(payment.order.id) : undefined
  if (!payment || !intention) return { status: 404, body: { detail: 'Not found.' } }
  const refundable = refundableCents(payment)
  if (refundable === 0) {
    return { status: 400, body: { message: 'Transaction is not refundable.' } }
  }
  if (parsed.data.amount_cents > refundable) {
    return {
      status: 400,
      body: {
        message: `Refund amount (${parsed.data.amount_cents}) exceeds the refundable amount (${refundable}).`,
      },
    }
  }
  const refundTransaction = recordRefund(intention, payment, parsed.data.amount_cents, now)
  await sendCallback(refundTransaction, intention.notificationUrl)
  return { status: 200, body: refundTransaction }
}

/**
 * `POST /api/ecommerce/orders/transaction_inquiry` {order_id} or {merchant_order_id}: the order's
 * transaction as it stands now (its successful payment, else its latest attempt); 404 when the
 * order is unknown or has no transaction yet.
 */
export function transactionInquiry(body: unknown): PaymobAnswer {
  const fields = (body ?? {}) as { order_id?: unknown; merchant_order_id?: unknown }
  const orderId = integer.safeParse(fields.order_id)
  const intention = orderId.success
    ? intentionByOrderId(orderId.data)
    : typeof fields.merchant_order_id === 'string'
      ? intentionByReference(fields.merchant_order_id)
      : undefined
  if (!orderId.success && fields.merchant_order_id === undefined) {
    return { status: 400, body: { detail: 'order_id or merchant_order_id is required.' } }
  }
  const transaction = intention ? inquiryTransaction(intention.orderId) : undefined
  return transaction
    ? { status: 200, body: transaction }
    : { status: 404, body: { detail: 'Not found.' } }
}

/** `GET /api/acceptance/transactions/{id}`. */
export function retrieveTransaction(id: string): PaymobAnswer {
  const transaction = /^\d+$/.test(id) ? transactionById(Number(id)) : undefined
  return transaction
    ? { status: 200, body: transaction }
    : { status: 404, body: { detail: 'Not found.' } }
}
