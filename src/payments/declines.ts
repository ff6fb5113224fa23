import type { MessageKey } from '@/i18n/messageKeys'

import { PROMO_USED_WITH_PAYMENT } from './payment'

/**
 * The decline catalogue: the spec's card declines (section 8) and the mobile wallets' (issue 34),
 * in our stable codes, mapped from what Paymob sends with a declined transaction: the acquirer's
 * ISO 8583 response code (`acq_response_code`, cards only), the gateway's own code
 * (`txn_response_code`) and its text (`data.message`). The local Paymob simulator sends the same
 * fields for its test cards and wallets (docs/payments.md has the tables), so one mapping serves
 * both.
 */
export const DECLINE_CODES = [
  'card-expired',
  'insufficient-funds',
  'do-not-honour',
  'restricted-card',
  'exceeds-withdrawal',
  'cvv-validation-error',
  'invalid-card-number',
  'expired-card-capture',
  'card-data-invalid-1',
  'card-data-invalid-2',
  'wallet-not-registered',
  'wallet-insufficient-balance',
  'wallet-wrong-pin',
  'wallet-otp-expired',
  'wallet-daily-limit',
] as const

/** A decline of the catalogue, or `payment-failed` for any other decline. */
export type DeclineCode = (typeof DECLINE_CODES)[number] | 'payment-failed'

/** What a decline of the catalogue is, and what the gateway sends for it. */
export type Decline = {
  code: (typeof DECLINE_CODES)[number]
  /** ISO 8583 response code of the acquirer (`acq_response_code`); null when the card never
   * reached the bank (the card page refused its data). */
  acquirerCode: string | null
  /** The message the customer reads (`payment.declines.*`). */
  messageKey: MessageKey
}

export const DECLINES: readonly Decline[] = [
  {
    code: 'card-expired',
    acquirerCode: '54',
    messageKey: 'payment.declines.cardExpired',
  },
  {
    code: 'insufficient-funds',
    acquirerCode: '51',
    messageKey: 'payment.declines.insufficientFunds',
  },
  {
    code: 'do-not-honour',
    acquirerCode: '05',
    messageKey: 'payment.declines.doNotHonour',
  },
  {
    code: 'restricted-card',
    acquirerCode: '62',
    messageKey: 'payment.declines.restrictedCard',
  },
  {
    code: 'exceeds-withdrawal',
    acquirerCode: '65',
    messageKey: 'payment.declines.exceedsWithdrawal',
  },
  {
    code: 'cvv-validation-error',
    acquirerCode: '82',
    messageKey: 'payment.declines.cvvValidationError',
  },
  {
    code: 'invalid-card-number',
    acquirerCode: '14',
    messageKey: 'payment.declines.invalidCardNumber',
  },
  {
    code: 'expired-card-capture',
    acquirerCode: '33',
    messageKey: 'payment.declines.expiredCardCapture',
  },
  {
    code: 'card-data-invalid-1',
    acquirerCode: null,
    messageKey: 'payment.declines.cardDataInvalid1',
  },
  {
    code: 'card-data-invalid-2',
    acquirerCode: null,
    messageKey: 'payment.declines.cardDataInvalid2',
  },
  // Mobile wallets answer through their operator, never an acquirer.
  {
    code: 'wallet-not-registered',
    acquirerCode: null,
    messageKey: 'payment.declines.walletNotRegistered',
  },
  {
    code: 'wallet-insufficient-balance',
    acquirerCode: null,
    messageKey: 'payment.declines.walletInsufficientBalance',
  },
  {
    code: 'wallet-wrong-pin',
    acquirerCode: null,
    messageKey: 'payment.declines.walletWrongPin',
  },
  {
    code: 'wallet-otp-expired',
    acquirerCode: null,
    messageKey: 'payment.declines.walletOtpExpired',
  },
  {
    code: 'wallet-daily-limit',
    acquirerCode: null,
    messageKey: 'payment.declines.walletDailyLimit',
  },
]

/** The message of any other decline (with the hotline as `{phone}`). */
const PAYMENT_FAILED_MESSAGE_KEY: MessageKey = 'booking.errors.paymentFailed'

const byCode = new Map<string, Decline>(DECLINES.map((decline) => [decline.code, decline]))

export const isDeclineCode = (value: unknown): value is DeclineCode =>
  value === 'payment-failed' || (typeof value === 'string' && byCode.has(value))

/** The message key of a decline code; `payment-failed` and unknown codes read the generic text. */
export const declineMessageKey = (code: string | null | undefined): MessageKey =>
  (code ? byCode.get(code)?.messageKey : undefined) ?? PAYMENT_FAILED_MESSAGE_KEY

/**
 * The failure screen's codes of money that paid nothing and was refunded (`src/http/payments.ts`):
 * a second payment of one link at the same moment, a payment of a booking or link already closed,
 * a card or wallet that had used the booking's promo code up (decision 0177).
 */
const REFUNDED_ATTEMPT_CODES = [
  'payment-duplicate',
  'payment-closed',
  PROMO_USED_WITH_PAYMENT,
] as const

export const isRefundedAttemptCode = (
  code: string | null | undefined,
): code is (typeof REFUNDED_ATTEMPT_CODES)[number] =>
  (REFUNDED_ATTEMPT_CODES as readonly (string | null | undefined)[]).includes(code)

/**
 * What a failed attempt was made with, as the failure screen speaks of it: the method the gateway
 * reported for it, else what its decline of the catalogue belongs to (a wallet's or a card's);
 * null when neither says (the screen then names no card and no wallet: a failed wallet payment
 * never speaks of a card).
 */
export function attemptMethod(
  reported: 'card' | 'wallet' | null | undefined,
  code: string | null | undefined,
): 'card' | 'wallet' | null {
  if (reported) return reported
  if (!code || !byCode.has(code)) return null
  return code.startsWith('wallet-') ? 'wallet' : 'card'
}

/** What a gateway says about a declined transaction (each may be missing). */
export type DeclineSignals = {
  /** `acq_response_code`: `54`, `05`, ... (a one-digit `5` is read as `05`). */
  acquirerCode?: string | null
  /** `txn_response_code`: Paymob's word (`DECLINED`, `INSUFFICIENT_FUNDS`) or a gateway's
   * one-character code (`4`, `5`, `I`). */
  txnResponseCode?: string | null
  /** `data.message`: the gateway's text. */
  message?: string | null
}

const BY_ACQUIRER_CODE = new Map(
  DECLINES.filter((decline) => decline.acquirerCode).map((d) => [d.acquirerCode!, d.code]),
)

/**
 * `txn_response_code`s that name a decline of the catalogue: Paymob's words, and the one-character
 * codes of the card gateways behind it (4 expired card, 5 insufficient funds, I and U the card
 * security code). A plain `DECLINED` or `2` says nothing more than "declined".
 */
const BY_TXN_RESPONSE_CODE = new Map<string, DeclineCode>([
  ['4', 'card-expired'],
  ['EXPIRED_CARD', 'card-expired'],
  ['5', 'insufficient-funds'],
  ['INSUFFICIENT_FUNDS', 'insufficient-funds'],
  ['I', 'cvv-validation-error'],
  ['U', 'cvv-validation-error'],
  ['INVALID_CARD_NUMBER', 'invalid-card-number'],
  ['RESTRICTED_CARD', 'restricted-card'],
  ['DO_NOT_HONOUR', 'do-not-honour'],
  ['DO_NOT_HONOR', 'do-not-honour'],
  // The mobile wallets' answers.
  ['WALLET_NOT_REGISTERED', 'wallet-not-registered'],
  ['INSUFFICIENT_BALANCE', 'wallet-insufficient-balance'],
  ['INVALID_PIN', 'wallet-wrong-pin'],
  ['INVALID_OTP', 'wallet-wrong-pin'],
  ['WRONG_PIN', 'wallet-wrong-pin'],
  ['OTP_EXPIRED', 'wallet-otp-expired'],
  ['DAILY_LIMIT_EXCEEDED', 'wallet-daily-limit'],
])

/** Texts of the gateway's message, most specific first. */
const BY_MESSAGE: readonly [RegExp, DeclineCode][] = [
  [/card data is invalid \(1\)/i, 'card-data-invalid-1'],
  [/card data is invalid \(2\)/i, 'card-data-invalid-2'],
  [/expired card\W+(capture|pick.?up)/i, 'expired-card-capture'],
  [/insufficient funds|not sufficient funds/i, 'insufficient-funds'],
  [/withdrawal (frequency|amount)? ?limit/i, 'exceeds-withdrawal'],
  [/restricted card/i, 'restricted-card'],
  [/\b(cvv|cvc|cvv2|card security code)\b/i, 'cvv-validation-error'],
  [/invalid card number|no such (card )?number/i, 'invalid-card-number'],
  [/expired card|card (has )?expired/i, 'card-expired'],
  [/do not hono(u)?r/i, 'do-not-honour'],
  [/wallet (is )?not registered|not a registered wallet|no wallet/i, 'wallet-not-registered'],
  [/insufficient (wallet )?balance/i, 'wallet-insufficient-balance'],
  [
    /(wrong|invalid|incorrect) (m?pin|otp)|(m?pin|otp) (is )?(wrong|invalid|incorrect)/i,
    'wallet-wrong-pin',
  ],
  [/otp (has )?expired|expired otp|confirmation timed? ?out/i, 'wallet-otp-expired'],
  [/daily (transaction )?limit/i, 'wallet-daily-limit'],
]

/**
 * The decline code of a declined transaction: the acquirer's ISO code first (the bank's own
 * answer), then the gateway's code, then its text; `payment-failed` when none names a decline of
 * the catalogue.
 */
export function declineCodeOf(signals: DeclineSignals): DeclineCode {
  const acquirer = signals.acquirerCode?.trim() ?? ''
  const iso = /^\d$/.test(acquirer) ? `0${acquirer}` : acquirer
  const fromAcquirer = BY_ACQUIRER_CODE.get(iso)
  if (fromAcquirer) return fromAcquirer
  const txn = signals.txnResponseCode?.trim().toUpperCase().replace(/\s+/g, '_') ?? ''
  const fromTxn = BY_TXN_RESPONSE_CODE.get(txn)
  if (fromTxn) return fromTxn
  const message = signals.message ?? ''
  for (const [pattern, code] of BY_MESSAGE) if (pattern.test(message)) return code
  return 'payment-failed'
}
