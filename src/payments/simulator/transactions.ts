import { paymobTransactionHmac, signedFieldsOfTransaction } from '@/payments/hmac'
import { APPROVED, type AcquirerAnswer, type CheckedCard } from './cards'
import type { CheckedWallet } from './wallets'
import { SIMULATOR_KEYS } from '@/payments/simulatorKeys'
import { simulatorCredentials } from './environment'
import {
  nextId,
  randomToken,
  recordDelivery,
  saveTransaction,
  simulatorState,
  transactionsOfOrder,
} from './store'
import type { CallbackDelivery, Intention, PaymobOrder, PaymobTransaction } from './types'

/** The simulated merchant account (Paymob's `owner`, `profile_id`, `order.merchant`). */
export const SIMULATED_MERCHANT = {
  userId: SIMULATOR_KEYS.owner,
  profileId: 4000,
  companyName: 'Masar Transfers',
  createdAt: '2024-01-01T10:00:00.000000',
} as const

/**
 * A moment as Paymob writes it: Cairo wall-clock time with microseconds and no offset
 * ('2024-06-13T11:33:44.592345').
 */
export function paymobTimestamp(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Africa/Cairo',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  )
  const micros = String(date.getMilliseconds() * 1000).padStart(6, '0')
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}.${micros}`
}

function orderOf(intention: Intention, paidCents: number): PaymobOrder {
  const { billing } = intention
  return {
    id: intention.orderId,
    created_at: paymobTimestamp(intention.createdAt),
    delivery_needed: false,
    merchant: {
      id: SIMULATED_MERCHANT.profileId,
      created_at: SIMULATED_MERCHANT.createdAt,
      phones: ['+201000000000'],
      company_emails: ['payments@masar.example'],
      company_name: SIMULATED_MERCHANT.companyName,
      state: 'Cairo',
      country: 'EGY',
      city: 'Cairo',
      postal_code: '11511',
      street: 'NA',
    },
    collector: null,
    amount_cents: intention.amountCents,
    shipping_data: {
      id: intention.orderId,
      first_name: billing.first_name,
      last_name: billing.last_name,
      street: billing.street ?? 'NA',
      building: billing.building ?? 'NA',
      floor: billing.floor ?? 'NA',
      apartment: billing.apartment ?? 'NA',
      city: billing.city ?? 'NA',
      state: billing.state ?? 'NA',
      country: billing.country ?? 'NA',
      email: billing.email,
      phone_number: billing.phone_number,
      postal_code: billing.postal_code ?? 'NA',
      extra_description: '',
      shipping_method: 'UNK',
      order_id: intention.orderId,
      order: intention.orderId,
    },
    currency: intention.currency,
    is_payment_locked: false,
    is_return: false,
    is_cancel: false,
    is_returned: false,
    is_canceled: false,
    merchant_order_id: intention.specialReference,
    wallet_notification: null,
    paid_amount_cents: paidCents,
    notify_user_with_email: false,
    items: intention.items,
    order_url: 'NA',
    commission_fees: 0,
    delivery_fees_cents: 0,
    delivery_vat_cents: 0,
    payment_method: 'tbc',
    merchant_staff_tag: null,
    api_source: 'OTHER',
    data: {},
  }
}

/** What paid: a card, or a mobile wallet (its 11-digit number, which Paymob sends as `pan`). */
export type PaidWith = { card: CheckedCard } | { wallet: Pick<CheckedWallet, 'number'> }

type TransactionFacts = {
  intention: Intention
  paidWith: PaidWith
  answer: AcquirerAnswer
  /** A wallet payment waiting for the customer's confirmation: neither paid nor declined. */
  pending?: boolean
  success: boolean
  threeDSecure: boolean
  amountCents: number
  now: Date
  /** For a refund: the transaction it refunds. */
  parent?: PaymobTransaction
}

/** A transaction as Paymob shapes it, from what happened. */
function buildTransaction(facts: TransactionFacts): PaymobTransaction {
  const { intention, paidWith, answer, success, threeDSecure, amountCents, now, parent } = facts
  const id = nextId()
  const at = paymobTimestamp(now)
  const isRefund = parent !== undefined
  const paidCents = success && !isRefund ? amountCents : 0
  const wallet = 'wallet' in paidWith ? paidWith.wallet : null
  const card = 'card' in paidWith ? paidWith.card : null
  // A wallet transaction comes from the wallet's integration (Paymob's `integration_id`).
  const integrationId = wallet
    ? (intention.walletIntegrationId ?? intention.integrationId)
    : intention.integrationId
  return {
    id,
    pending: facts.pending === true,
    amount_cents: amountCents,
    success,
    is_auth: false,
    is_capture: false,
    is_standalone_payment: true,
    is_voided: false,
    is_refunded: isRefund,
    is_3d_secure: threeDSecure,
    integration_id: integrationId,
    profile_id: SIMULATED_MERCHANT.profileId,
    has_parent_transaction: isRefund,
    order: orderOf(intention, paidCents),
    created_at: at,
    transaction_processed_callback_responses: [],
    currency: intention.currency,
    source_data: wallet
      ? { pan: wallet.number, type: 'wallet', tenure: null, sub_type: 'wallet' }
      : { pan: card!.last4, type: 'card', tenure: null, sub_type: card!.brand },
    api_source: 'IFRAME',
    terminal_id: null,
    merchant_commission: 0,
    installment: null,
    discount_details: [],
    is_void: false,
    is_refund: isRefund,
    data: {
      gateway_integration_pk: integrationId,
      klass: wallet ? 'WalletPayment' : 'MigsPayment',
      created_at: at,
      amount: amountCents,
      currency: intention.currency,
      merchant: 'TESTMASARSIM',
      migs_result: success ? 'SUCCESS' : 'FAILURE',
      message: answer.message,
      txn_response_code: answer.txnResponseCode,
      acq_response_code: answer.acqResponseCode,
      merchant_txn_ref: String(id),
      order_info: intention.specialReference,
      receipt_no: success ? String(id).slice(-12) : '',
      transaction_no: String(id),
      batch_no: 0,
      authorize_id: success ? String(id % 1_000_000).padStart(6, '0') : '',
      card_type: card ? card.brand.toUpperCase() : '',
      card_num: card ? `${'x'.repeat(12)}${card.last4}` : '',
      secure_hash: '',
      avs_result_code: '',
      avs_acq_response_code: answer.acqResponseCode ?? '',
      captured_amount: 0,
      authorised_amount: success ? amountCents / 100 : 0,
      refunded_amount: isRefund ? amountCents / 100 : 0,
      acs_eci: threeDSecure ? '05' : '',
    },
    is_hidden: false,
    payment_key_claims: {
      extra: intention.extras,
      user_id: SIMULATED_MERCHANT.userId,
      currency: intention.currency,
      order_id: intention.orderId,
      amount_cents: intention.amountCents,
      billing_data: intention.billing,
      redirect_url: intention.redirectionUrl,
      integration_id: integrationId,
      lock_order_when_paid: true,
      next_payment_intention: intention.id,
      single_payment_attempt: false,
    },
    error_occured: false,
    is_live: false,
    other_endpoint_reference: null,
    refunded_amount_cents: isRefund ? amountCents : 0,
    source_id: -1,
    is_captured: false,
    captured_amount: 0,
    merchant_staff_tag: null,
    updated_at: at,
    is_settled: false,
    bill_balanced: false,
    is_bill: false,
    owner: simulatorCredentials().owner ?? SIMULATED_MERCHANT.userId,
    parent_transaction: parent?.id ?? null,
  }
}

/** The HMAC Paymob puts in the callback's and the redirect's query string. */
export const transactionHmac = (transaction: PaymobTransaction): string =>
  paymobTransactionHmac(
    signedFieldsOfTransaction(transaction as unknown as Record<string, unknown>),
    simulatorCredentials().hmacSecret,
  )

/** A value as Paymob writes it into a query string: booleans true/false, null empty. */
const queryText = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value)

/**
 * The transaction response callback: the browser goes back to the merchant with the transaction
 * as flat query parameters (dotted names kept, the order id as `order`) and the same HMAC.
 */
export function redirectionUrlOf(transaction: PaymobTransaction, redirectionUrl: string): string {
  const t = transaction
  const flat: [string, unknown][] = [
    ['id', t.id],
    ['pending', t.pending],
    ['amount_cents', t.amount_cents],
    ['success', t.success],
    ['is_auth', t.is_auth],
    ['is_capture', t.is_capture],
    ['is_standalone_payment', t.is_standalone_payment],
    ['is_voided', t.is_voided],
    ['is_refunded', t.is_refunded],
    ['is_3d_secure', t.is_3d_secure],
    ['integration_id', t.integration_id],
    ['profile_id', t.profile_id],
    ['has_parent_transaction', t.has_parent_transaction],
    ['order', t.order.id],
    ['created_at', t.created_at],
    ['currency', t.currency],
    ['merchant_commission', t.merchant_commission],
    ['discount_details', t.discount_details],
    ['is_void', t.is_void],
    ['is_refund', t.is_refund],
    ['error_occured', t.error_occured],
    ['refunded_amount_cents', t.refunded_amount_cents],
    ['captured_amount', t.captured_amount],
    ['updated_at', t.updated_at],
    ['is_settled', t.is_settled],
    ['bill_balanced', t.bill_balanced],
    ['is_bill', t.is_bill],
    ['owner', t.owner],
    ['merchant_order_id', t.order.merchant_order_id],
    ['data.message', t.data.message],
    ['source_data.type', t.source_data.type],
    ['source_data.pan', t.source_data.pan],
    ['source_data.sub_type', t.source_data.sub_type],
    ['acq_response_code', t.data.acq_response_code],
    ['txn_response_code', t.data.txn_response_code],
    ['hmac', transactionHmac(t)],
  ]
  const url = new URL(redirectionUrl)
  for (const [name, value] of flat) url.searchParams.append(name, queryText(value))
  return url.toString()
}

/** The body of the transaction processed callback. */
export const callbackBody = (transaction: PaymobTransaction) => ({
  type: 'TRANSACTION',
  obj: transaction,
  issuer_bank: null,
  transaction_processed_callback_responses: '',
})

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    // A pending retry never keeps the process (or a test run) alive.
    timer.unref?.()
  })

async function postCallback(
  url: string,
  body: string,
  delivery: CallbackDelivery,
): Promise<boolean> {
  delivery.attempts += 1
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Paymob-Simulator/1.0' },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(simulatorState().options.attemptTimeoutMs),
    })
    delivery.lastResult = String(response.status)
    await response.body?.cancel()
    delivery.delivered = response.ok
  } catch (error) {
    delivery.lastResult = error instanceof Error ? error.message : String(error)
    delivery.delivered = false
  }
  return delivery.delivered
}

/**
 * POSTs the transaction processed callback to the intention's `notification_url` with
 * `?hmac=...`, and retries a failed delivery in the background (like Paymob) after the delays of
 * the options. Resolves when the first attempt answered or after `firstAttemptWaitMs`, whichever
 * comes first: the browser's redirect waits that long at most, never for the retries.
 */
export async function sendCallback(
  transaction: PaymobTransaction,
  notificationUrl: string,
): Promise<CallbackDelivery> {
  const url = new URL(notificationUrl)
  url.searchParams.set('hmac', transactionHmac(transaction))
  const body = JSON.stringify(callbackBody(transaction))
  const delivery: CallbackDelivery = {
    transactionId: transaction.id,
    url: url.toString(),
    attempts: 0,
    lastResult: '',
    delivered: false,
  }
  recordDelivery(delivery)
  const { retryDelaysMs, firstAttemptWaitMs } = simulatorState().options
  const first = postCallback(delivery.url, body, delivery)
  void (async () => {
    if (await first) return
    for (const delay of retryDelaysMs) {
      await wait(delay)
      if (await postCallback(delivery.url, body, delivery)) return
    }
    console.warn(
      `[paymob-simulator] callback of transaction ${transaction.id} not delivered to ${delivery.url} after ${delivery.attempts} attempts (${delivery.lastResult})`,
    )
  })()
  await Promise.race([first, wait(firstAttemptWaitMs)])
  return delivery
}

/** Records a card payment's final outcome as a transaction. */
export function recordPayment(
  intention: Intention,
  card: CheckedCard,
  answer: AcquirerAnswer,
  { threeDSecure, now }: { threeDSecure: boolean; now: Date },
): PaymobTransaction {
  const success = answer.acqResponseCode === APPROVED.acqResponseCode
  const transaction = buildTransaction({
    intention,
    paidWith: { card },
    answer,
    success,
    threeDSecure,
    amountCents: intention.amountCents,
    now,
  })
  saveTransaction(transaction)
  return transaction
}

/**
 * Records a mobile wallet payment as a transaction: approved, declined (the operator's answer), or
 * pending (the customer has not confirmed on the phone yet; `settleWalletPayment` ends it).
 */
export function recordWalletPayment(
  intention: Intention,
  wallet: CheckedWallet,
  outcome: { answer: AcquirerAnswer; success: boolean; pending: boolean },
  now: Date,
): PaymobTransaction {
  const transaction = buildTransaction({
    intention,
    paidWith: { wallet },
    answer: outcome.answer,
    success: outcome.success,
    pending: outcome.pending,
    threeDSecure: false,
    amountCents: intention.amountCents,
    now,
  })
  saveTransaction(transaction)
  return transaction
}

/**
 * A pending wallet transaction made final, as Paymob does it: the same transaction (same id), now
 * not pending, paid or declined, updated at `now`. Idempotent: a settled transaction stays as is.
 */
export function settleWalletPayment(
  transaction: PaymobTransaction,
  answer: AcquirerAnswer,
  success: boolean,
  now: Date,
): boolean {
  if (!transaction.pending) return false
  transaction.pending = false
  transaction.success = success
  transaction.order.paid_amount_cents = success ? transaction.amount_cents : 0
  transaction.data.message = answer.message
  transaction.data.txn_response_code = answer.txnResponseCode
  transaction.data.acq_response_code = answer.acqResponseCode
  transaction.data.migs_result = success ? 'SUCCESS' : 'FAILURE'
  transaction.data.authorised_amount = success ? transaction.amount_cents / 100 : 0
  transaction.data.receipt_no = success ? String(transaction.id).slice(-12) : ''
  transaction.updated_at = paymobTimestamp(now)
  return true
}

/** What the merchant can still refund of a payment, in piasters. */
export function refundableCents(payment: PaymobTransaction): number {
  if (!payment.success || payment.is_refund || payment.is_voided || payment.pending) return 0
  return payment.amount_cents - payment.refunded_amount_cents
}

/**
 * Refunds part or all of a paid transaction: a new, successful transaction marked as a refund
 * (`is_refund`, `is_refunded`, `has_parent_transaction`, `parent_transaction`), and the parent
 * marked refunded with the amount so far.
 */
export function recordRefund(
  intention: Intention,
  payment: PaymobTransaction,
  amountCents: number,
  now: Date,
): PaymobTransaction {
  // The refund carries its payment's card or wallet, as Paymob's do.
  const paidWith: PaidWith =
    payment.source_data.type === 'wallet'
      ? {
          wallet: { number: payment.source_data.pan },
        }
      : {
          card: {
            number: '',
            brand: payment.source_data.sub_type as CheckedCard['brand'],
            last4: payment.source_data.pan,
          },
        }
  const refund = buildTransaction({
    intention,
    paidWith,
    answer: APPROVED,
    success: true,
    threeDSecure: payment.is_3d_secure,
    amountCents,
    now,
    parent: payment,
  })
  payment.is_refunded = true
  payment.refunded_amount_cents += amountCents
  payment.data.refunded_amount = payment.refunded_amount_cents / 100
  payment.updated_at = refund.created_at
  saveTransaction(refund)
  return refund
}

/**
 * What the transaction inquiry answers for an order: its successful payment if it has one (as it
 * stands now, refunds included), otherwise its latest transaction.
 */
export function inquiryTransaction(orderId: number): PaymobTransaction | undefined {
  const payments = transactionsOfOrder(orderId).filter((transaction) => !transaction.is_refund)
  return payments.find((transaction) => transaction.success) ?? payments.at(-1)
}

/** A payment key for `payment_keys` (the unified checkout's own token). */
export const paymentKey = (): string => `ZXlK${randomToken(48)}`
