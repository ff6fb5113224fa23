import type { CheckedCard } from './cards'
import type { CheckedWallet } from './wallets'

/** The simulator's records, and the transaction JSON it sends, shaped as Paymob's. */

export type BillingData = {
  first_name: string
  last_name: string
  email: string
  phone_number: string
} & Record<string, string>

export type IntentionItem = { name: string; amount: number; description: string; quantity: number }

export type Intention = {
  /** 'pi_test_...' */
  id: string
  clientSecret: string
  /** The Paymob order made with the intention (`intention_order_id`, `order.id`). */
  orderId: number
  paymentKey: string
  amountCents: number
  currency: 'EGP'
  items: IntentionItem[]
  billing: BillingData
  specialReference: string
  notificationUrl: string
  redirectionUrl: string
  integrationId: number
  integrationIds: number[]
  /** The mobile wallet integration the intention named, or null: the page offers cards only. */
  walletIntegrationId: number | null
  /** The card page's language. */
  language: 'en' | 'ar'
  extras: Record<string, unknown>
  createdAt: Date
  expiresAt: Date
  /** `paid` once a transaction succeeded: the page then refuses a second payment. */
  status: 'intended' | 'paid'
}

/** A card waiting for its 3-D Secure code, or a wallet for its operator's confirmation code. */
export type SecureAttempt = {
  token: string
  intentionId: string
  createdAt: Date
} & ({ card: CheckedCard; wallet?: undefined } | { wallet: CheckedWallet; card?: undefined })

/** One server-to-server callback and how its delivery went. */
export type CallbackDelivery = {
  transactionId: number
  url: string
  attempts: number
  /** The last HTTP status, or the network error's message. */
  lastResult: string
  delivered: boolean
}

export type SimulatorOptions = {
  /** Waits before the 2nd, 3rd, ... delivery of a callback that failed. */
  retryDelaysMs: number[]
  /** How long the redirect waits for the first callback attempt before going ahead. */
  firstAttemptWaitMs: number
  /** Each delivery attempt's own time limit. */
  attemptTimeoutMs: number
  /** How long a pending wallet payment waits before it settles (by callback only). */
  walletSettleMs: number
}

/** Paymob's order, as nested in a transaction (`obj.order`). */
export type PaymobOrder = {
  id: number
  created_at: string
  delivery_needed: boolean
  merchant: {
    id: number
    created_at: string
    phones: string[]
    company_emails: string[]
    company_name: string
    state: string
    country: string
    city: string
    postal_code: string
    street: string
  }
  collector: null
  amount_cents: number
  shipping_data: Record<string, string | number> | null
  currency: string
  is_payment_locked: boolean
  is_return: boolean
  is_cancel: boolean
  is_returned: boolean
  is_canceled: boolean
  merchant_order_id: string
  wallet_notification: null
  paid_amount_cents: number
  notify_user_with_email: boolean
  items: IntentionItem[]
  order_url: string
  commission_fees: number
  delivery_fees_cents: number
  delivery_vat_cents: number
  payment_method: string
  merchant_staff_tag: null
  api_source: string
  data: Record<string, unknown>
}

/**
 * A transaction as Paymob describes it: the `obj` of the transaction processed callback, the
 * answer of a refund and of the transaction inquiry.
 */
export type PaymobTransaction = {
  id: number
  pending: boolean
  amount_cents: number
  success: boolean
  is_auth: boolean
  is_capture: boolean
  is_standalone_payment: boolean
  is_voided: boolean
  is_refunded: boolean
  is_3d_secure: boolean
  integration_id: number
  profile_id: number
  has_parent_transaction: boolean
  order: PaymobOrder
  created_at: string
  transaction_processed_callback_responses: unknown[]
  currency: string
  source_data: { pan: string; type: string; tenure: null; sub_type: string }
  api_source: string
  terminal_id: null
  merchant_commission: number
  installment: null
  discount_details: unknown[]
  is_void: boolean
  is_refund: boolean
  data: {
    gateway_integration_pk: number
    klass: string
    created_at: string
    amount: number
    currency: string
    merchant: string
    migs_result: string
    message: string
    txn_response_code: string
    acq_response_code: string | null
    merchant_txn_ref: string
    order_info: string
    receipt_no: string
    transaction_no: string
    batch_no: number
    authorize_id: string
    card_type: string
    card_num: string
    secure_hash: string
    avs_result_code: string
    avs_acq_response_code: string
    captured_amount: number
    authorised_amount: number
    refunded_amount: number
    acs_eci: string
  }
  is_hidden: boolean
  payment_key_claims: {
    extra: Record<string, unknown>
    user_id: number
    currency: string
    order_id: number
    amount_cents: number
    billing_data: BillingData
    redirect_url: string
    integration_id: number
    lock_order_when_paid: boolean
    next_payment_intention: string
    single_payment_attempt: boolean
  }
  error_occured: boolean
  is_live: boolean
  other_endpoint_reference: null
  refunded_amount_cents: number
  source_id: number
  is_captured: boolean
  captured_amount: number
  merchant_staff_tag: null
  updated_at: string
  is_settled: boolean
  bill_balanced: boolean
  is_bill: boolean
  owner: number
  parent_transaction: number | null
}
