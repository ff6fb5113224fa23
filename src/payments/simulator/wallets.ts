import type { AcquirerAnswer, Decline } from './cards'

/**
 * The Paymob simulator's mobile wallets: which wallet number does what (issue 34). Pure (the
 * clock is an argument), so the whole table is unit-tested. As on Paymob's checkout, the customer
 * types the wallet's mobile number, then confirms on the operator's page with the code the
 * operator sends by SMS (or the wallet's PIN):
 * 1. the number: an Egyptian mobile (`01` + 0, 1, 2 or 5 + 8 digits; `+20` / `0020` and spaces
 *    or dashes allowed); otherwise the page flags the field;
 * 2. a number without a wallet is declined at once (no confirmation page);
 * 3. on the confirmation page, the test code 123456 goes on with the number's own behaviour
 *    (approved, a decline, or pending and settled by callback a few seconds later); any other
 *    code is a wrong PIN / OTP; a page used after five minutes is an expired OTP.
 */

/** What the page says of a number that is not an Egyptian mobile. */
export const INVALID_WALLET_MESSAGE = 'Invalid wallet number'

/** The code every test wallet's confirmation page expects. */
export const TEST_WALLET_OTP = '123456'

/** How long the operator's confirmation page stays usable. */
export const WALLET_STEP_MS = 5 * 60 * 1000

/** Wallets that always pay (with the test code), one per operator. */
export const SUCCESS_WALLETS = ['01010101010', '01110101010', '01210101010', '01510101010'] as const

/** What the operator answers for a payment that went through. */
export const WALLET_APPROVED: AcquirerAnswer = {
  acqResponseCode: null,
  txnResponseCode: 'APPROVED',
  message: 'Approved',
}

/** A wallet transaction waiting for the customer's confirmation on the phone. */
export const WALLET_PENDING: AcquirerAnswer = {
  acqResponseCode: null,
  txnResponseCode: 'PENDING',
  message: 'Pending',
}

const walletDecline = (reason: string, txnResponseCode: string, message: string): Decline => ({
  reason,
  acqResponseCode: null,
  txnResponseCode,
  message,
})

/** The wallet operators' declines, as Paymob passes them on (no acquirer: the operator answers). */
export const WALLET_DECLINES = {
  notRegistered: walletDecline(
    'wallet-not-registered',
    'WALLET_NOT_REGISTERED',
    'Wallet Not Registered',
  ),
  insufficientBalance: walletDecline(
    'wallet-insufficient-balance',
    'INSUFFICIENT_BALANCE',
    'Insufficient Balance',
  ),
  wrongPin: walletDecline('wallet-wrong-pin', 'INVALID_PIN', 'Invalid PIN or OTP'),
  otpExpired: walletDecline('wallet-otp-expired', 'OTP_EXPIRED', 'OTP Expired'),
  dailyLimit: walletDecline('wallet-daily-limit', 'DAILY_LIMIT_EXCEEDED', 'Daily Limit Exceeded'),
} as const

/** What a confirmed wallet number does. */
export type WalletBehaviour =
  | { kind: 'approved' }
  | { kind: 'declined'; decline: Decline }
  /** Pending first; the same transaction settles later, by callback only. */
  | { kind: 'pending'; settles: 'approved' | Decline }

/** The test wallets, by number: what each does once its code is confirmed. */
export const TEST_WALLETS: Readonly<Record<string, WalletBehaviour>> = {
  '01000000022': { kind: 'declined', decline: WALLET_DECLINES.insufficientBalance },
  '01000000033': { kind: 'declined', decline: WALLET_DECLINES.otpExpired },
  '01000000044': { kind: 'declined', decline: WALLET_DECLINES.dailyLimit },
  '01000000055': { kind: 'pending', settles: 'approved' },
  '01000000066': { kind: 'pending', settles: WALLET_DECLINES.otpExpired },
}

/** The number that has no wallet: declined as soon as it is submitted. */
export const UNREGISTERED_WALLET = '01000000011'

/** The operators, by the number's prefix; shown on the confirmation page only. */
export type WalletOperator = 'Vodafone Cash' | 'e& money' | 'Orange Cash' | 'WE Pay'
const OPERATORS: Readonly<Record<string, WalletOperator>> = {
  '010': 'Vodafone Cash',
  '011': 'e& money',
  '012': 'Orange Cash',
  '015': 'WE Pay',
}

/** A usable wallet: its 11-digit national number and its operator. */
export type CheckedWallet = { number: string; operator: WalletOperator }

/** The national 11-digit number typed in any usual way, or null when it is not a mobile. */
export function walletNumberOf(typed: string): string | null {
  const compact = typed.replace(/[\s-]/g, '')
  const national = compact.replace(/^(\+|00)20(?=1)/, '0')
  return /^01[0125]\d{8}$/.test(national) ? national : null
}

/** The number with its middle hidden, as the confirmation page names it (`010•••••010`). */
export const maskedWallet = (number: string): string =>
  `${number.slice(0, 3)}${'•'.repeat(number.length - 6)}${number.slice(-3)}`

export type WalletNumberDecision =
  | { kind: 'invalid' }
  | ({ kind: 'declined'; decline: Decline } & CheckedWallet)
  | ({ kind: 'confirm' } & CheckedWallet)

/** What the simulator does with a wallet number submitted on the checkout page. */
export function decideWalletNumber(typed: string): WalletNumberDecision {
  const number = walletNumberOf(typed)
  if (!number) return { kind: 'invalid' }
  const wallet: CheckedWallet = { number, operator: OPERATORS[number.slice(0, 3)]! }
  if (number === UNREGISTERED_WALLET) {
    return { kind: 'declined', decline: WALLET_DECLINES.notRegistered, ...wallet }
  }
  return { kind: 'confirm', ...wallet }
}

/** What the code typed on the operator's page does, for a page opened at `openedAt`. */
export function decideWalletCode(
  wallet: CheckedWallet,
  code: string,
  { openedAt, now }: { openedAt: Date; now: Date },
): WalletBehaviour {
  if (openedAt.getTime() + WALLET_STEP_MS <= now.getTime()) {
    return { kind: 'declined', decline: WALLET_DECLINES.otpExpired }
  }
  if (code.trim() !== TEST_WALLET_OTP)
    return { kind: 'declined', decline: WALLET_DECLINES.wrongPin }
  return TEST_WALLETS[wallet.number] ?? { kind: 'approved' }
}
