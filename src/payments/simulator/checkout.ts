import {
  APPROVED,
  AUTHENTICATION_FAILED,
  type CardField,
  type CardInput,
  type CheckedCard,
  type Decline,
  decideCard,
  isTestOtp,
} from './cards'
import { simulatorCredentials } from './environment'
import {
  intentionByClientSecret,
  intentionById,
  peekAttempt,
  randomToken,
  saveAttempt,
  simulatorState,
  takeAttempt,
} from './store'
import {
  recordPayment,
  recordWalletPayment,
  redirectionUrlOf,
  sendCallback,
  settleWalletPayment,
} from './transactions'
import type { Intention, PaymobTransaction } from './types'
import {
  type CheckedWallet,
  decideWalletCode,
  decideWalletNumber,
  INVALID_WALLET_MESSAGE,
  WALLET_APPROVED,
  WALLET_PENDING,
  WALLET_STEP_MS,
  type WalletBehaviour,
} from './wallets'

/**
 * The hosted card page's decisions: which intention a checkout link opens, what a submitted card
 * does, and the 3-D Secure step. A final outcome becomes a transaction, its server-to-server
 * callback, and the browser's way back to the merchant.
 */

/** Why a checkout link cannot be paid. */
export type CheckoutProblem = 'invalid-link' | 'expired' | 'paid'

/** How long a card may wait on the 3-D Secure step. */
const SECURE_STEP_MS = 10 * 60 * 1000

/** The intention a checkout link opens, or why it cannot be paid. */
export function openCheckout(
  publicKey: string | null | undefined,
  clientSecret: string | null | undefined,
  now: Date,
):
  | { ok: true; intention: Intention }
  | { ok: false; problem: CheckoutProblem; intention?: Intention } {
  const intention = clientSecret ? intentionByClientSecret(clientSecret) : undefined
  if (!intention || publicKey !== simulatorCredentials().publicKey)
    return { ok: false, problem: 'invalid-link' }
  if (intention.status === 'paid') return { ok: false, problem: 'paid', intention }
  if (intention.expiresAt.getTime() <= now.getTime()) {
    return { ok: false, problem: 'expired', intention }
  }
  return { ok: true, intention }
}

export type CheckoutStep =
  | { kind: 'problem'; problem: CheckoutProblem }
  | { kind: 'invalid'; field: CardField | 'wallet'; message: string }
  /** The 3-D Secure step's token (`/checkout/{lang}/secure?attempt=...`). */
  | { kind: 'three-d-secure'; attempt: string; language: Intention['language'] }
  /** A wallet's confirmation page (`/checkout/{lang}/wallet?attempt=...`). */
  | { kind: 'wallet-confirm'; attempt: string; language: Intention['language'] }
  /** Final: the transaction made, and the merchant's redirection URL with its query. */
  | { kind: 'done'; transaction: PaymobTransaction; redirectUrl: string }

/**
 * Sends the transaction's callback (waiting for its first attempt, briefly) and gives the signed
 * way back to the merchant. An approved payment closes the intention at once, before anything is
 * awaited, so a double submit cannot pay twice.
 */
async function wayBack(
  intention: Intention,
  transaction: PaymobTransaction,
): Promise<CheckoutStep> {
  if (transaction.success) intention.status = 'paid'
  await sendCallback(transaction, intention.notificationUrl)
  return {
    kind: 'done',
    transaction,
    redirectUrl: redirectionUrlOf(transaction, intention.redirectionUrl),
  }
}

/** A card's final outcome: recorded as a transaction, then the way back. */
async function finish(
  intention: Intention,
  card: CheckedCard,
  outcome: { decline: Decline | null; threeDSecure: boolean },
  now: Date,
): Promise<CheckoutStep> {
  const transaction = recordPayment(intention, card, outcome.decline ?? APPROVED, {
    threeDSecure: outcome.threeDSecure,
    now,
  })
  return wayBack(intention, transaction)
}

/** A card submitted on the card page. */
export async function payWithCard(
  publicKey: string | null | undefined,
  clientSecret: string | null | undefined,
  card: CardInput,
  now: Date,
): Promise<CheckoutStep> {
  const opened = openCheckout(publicKey, clientSecret, now)
  if (!opened.ok) return { kind: 'problem', problem: opened.problem }
  const { intention } = opened
  const decision = decideCard(card, now)
  switch (decision.kind) {
    case 'invalid':
      return decision
    case 'three-d-secure': {
      const attempt = randomToken()
      saveAttempt({ token: attempt, intentionId: intention.id, card: decision, createdAt: now })
      return { kind: 'three-d-secure', attempt, language: intention.language }
    }
    case 'declined':
      return finish(intention, decision, { decline: decision.decline, threeDSecure: false }, now)
    case 'approved':
      return finish(intention, decision, { decline: null, threeDSecure: false }, now)
  }
}

/** A card waiting on the 3-D Secure step, with its intention, or why the step cannot go on. */
export function openSecureStep(
  attemptToken: string | null | undefined,
  now: Date,
):
  | { ok: true; intention: Intention; card: CheckedCard }
  | { ok: false; problem: CheckoutProblem; intention?: Intention } {
  const attempt = attemptToken ? peekAttempt(attemptToken) : undefined
  const intention = attempt ? intentionById(attempt.intentionId) : undefined
  if (!attempt?.card || !intention) return { ok: false, problem: 'invalid-link' }
  if (intention.status === 'paid') return { ok: false, problem: 'paid', intention }
  const stale = attempt.createdAt.getTime() + SECURE_STEP_MS <= now.getTime()
  if (stale || intention.expiresAt.getTime() <= now.getTime()) {
    return { ok: false, problem: 'expired', intention }
  }
  return { ok: true, intention, card: attempt.card }
}

/** The one-time code typed on the 3-D Secure step: 123456 pays, anything else declines. */
export async function completeSecureStep(
  attemptToken: string | null | undefined,
  code: string,
  now: Date,
): Promise<CheckoutStep> {
  const opened = openSecureStep(attemptToken, now)
  if (!opened.ok) return { kind: 'problem', problem: opened.problem }
  // One code per attempt: the step is used up whatever the outcome.
  takeAttempt(attemptToken!)
  const decline = isTestOtp(code) ? null : AUTHENTICATION_FAILED
  return finish(opened.intention, opened.card, { decline, threeDSecure: true }, now)
}

const settleTimer = (ms: number, settle: () => void) => {
  const timer = setTimeout(settle, ms)
  // A payment left pending never keeps the process (or a test run) alive.
  timer.unref?.()
}

/**
 * Ends a pending wallet payment as its number says, once: the same transaction becomes final and
 * its callback goes again (by callback only: the customer is back at the merchant already).
 */
async function settlePendingWallet(
  intention: Intention,
  transaction: PaymobTransaction,
  settles: 'approved' | Decline,
  now: Date,
): Promise<void> {
  const approved = settles === 'approved'
  const moved = settleWalletPayment(
    transaction,
    approved ? WALLET_APPROVED : settles,
    approved,
    now,
  )
  if (!moved) return
  if (approved) intention.status = 'paid'
  await sendCallback(transaction, intention.notificationUrl)
}

/** A wallet number submitted on the checkout page (only when the intention offers wallets). */
export async function payWithWallet(
  publicKey: string | null | undefined,
  clientSecret: string | null | undefined,
  number: string,
  now: Date,
): Promise<CheckoutStep> {
  const opened = openCheckout(publicKey, clientSecret, now)
  if (!opened.ok) return { kind: 'problem', problem: opened.problem }
  const { intention } = opened
  if (intention.walletIntegrationId === null) return { kind: 'problem', problem: 'invalid-link' }
  const decision = decideWalletNumber(number)
  if (decision.kind === 'invalid') {
    return { kind: 'invalid', field: 'wallet', message: INVALID_WALLET_MESSAGE }
  }
  const wallet: CheckedWallet = { number: decision.number, operator: decision.operator }
  if (decision.kind === 'declined') {
    const declined = recordWalletPayment(
      intention,
      wallet,
      { answer: decision.decline, success: false, pending: false },
      now,
    )
    return wayBack(intention, declined)
  }
  const attempt = randomToken()
  saveAttempt({ token: attempt, intentionId: intention.id, wallet, createdAt: now })
  return { kind: 'wallet-confirm', attempt, language: intention.language }
}

/** The wallet's confirmation page, with its intention, or why it cannot go on. */
export function openWalletStep(
  attemptToken: string | null | undefined,
  now: Date,
):
  | { ok: true; intention: Intention; wallet: CheckedWallet; openedAt: Date }
  | { ok: false; problem: CheckoutProblem; intention?: Intention } {
  const attempt = attemptToken ? peekAttempt(attemptToken) : undefined
  const intention = attempt ? intentionById(attempt.intentionId) : undefined
  if (!attempt?.wallet || !intention) return { ok: false, problem: 'invalid-link' }
  if (intention.status === 'paid') return { ok: false, problem: 'paid', intention }
  if (intention.expiresAt.getTime() <= now.getTime()) {
    return { ok: false, problem: 'expired', intention }
  }
  return { ok: true, intention, wallet: attempt.wallet, openedAt: attempt.createdAt }
}

/**
 * The code typed on the wallet's confirmation page. One code per page: whatever the outcome, the
 * payment is made (approved, declined, or pending and settled later by callback) and goes back to
 * the merchant. A page older than five minutes is an expired code.
 */
export async function confirmWallet(
  attemptToken: string | null | undefined,
  code: string,
  now: Date,
): Promise<CheckoutStep> {
  const opened = openWalletStep(attemptToken, now)
  if (!opened.ok) return { kind: 'problem', problem: opened.problem }
  takeAttempt(attemptToken!)
  const { intention, wallet } = opened
  const behaviour: WalletBehaviour = decideWalletCode(wallet, code, {
    openedAt: opened.openedAt,
    now,
  })
  if (behaviour.kind === 'pending') {
    const pending = recordWalletPayment(
      intention,
      wallet,
      { answer: WALLET_PENDING, success: false, pending: true },
      now,
    )
    settleTimer(simulatorState().options.walletSettleMs, () => {
      void settlePendingWallet(intention, pending, behaviour.settles, new Date())
    })
    return wayBack(intention, pending)
  }
  const approved = behaviour.kind === 'approved'
  const transaction = recordWalletPayment(
    intention,
    wallet,
    { answer: approved ? WALLET_APPROVED : behaviour.decline, success: approved, pending: false },
    now,
  )
  return wayBack(intention, transaction)
}

/** How long a wallet's confirmation page lasts (for the page to say). */
export const WALLET_STEP_MINUTES = WALLET_STEP_MS / 60_000
