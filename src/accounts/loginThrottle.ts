import { looksLikeEmail, normalizePhone } from '@/lib/phone'

import type { RateLimitDecision } from './rateLimits'

/**
 * Sign-in throttling, for customers and staff alike (docs/decisions.md, "Account security"). No
 * account is ever locked: wrong passwords slow down the address that sends them, on that account,
 * and a generous ceiling per account across every address stops distributed guessing.
 */
export const LOGIN_THROTTLE = {
  /** Wrong passwords from one address on one account that cost no wait. */
  freeFailures: 5,
  /** The wait after the first failure beyond them; each further failure doubles it... */
  firstDelaySeconds: 30,
  /** ... up to this. */
  maxDelaySeconds: 15 * 60,
  /** An address's failures on an account are forgotten after this long without a new one. */
  forgetAfterSeconds: 24 * 60 * 60,
  /** Wrong passwords on one login from every address together, per window (unknown logins too). */
  accountCeiling: { limit: 100, windowSeconds: 60 * 60 },
  /**
   * The same for a staff login, far lower (issue 29): an attacker with many addresses gets 20
   * guesses an hour at an admin. While it is reached only a known device (`staffDevice.ts`) or a
   * password reset by email gets in.
   */
  staffCeiling: { limit: 20, windowSeconds: 60 * 60 },
} as const

/** Who signs in: the two kinds of account count apart. */
export type LoginScope = 'customer' | 'staff'

/** The wait (seconds) that `failures` wrong passwords from one address impose on the next try. */
export function delayAfterFailures(failures: number): number {
  const beyond = failures - LOGIN_THROTTLE.freeFailures
  if (beyond <= 0) return 0
  // 2 ** 20 is far past the cap: the exponent stays small whatever the count.
  const doubled = LOGIN_THROTTLE.firstDelaySeconds * 2 ** Math.min(beyond - 1, 20)
  return Math.min(doubled, LOGIN_THROTTLE.maxDelaySeconds)
}

/** Whether an address that failed `failures` times, last at `lastFailureAt`, may try now. */
export function failuresDecision(
  state: { failures: number; lastFailureAt: Date } | null,
  now: Date,
): RateLimitDecision {
  if (!state) return { allowed: true }
  const quiet = now.getTime() - state.lastFailureAt.getTime()
  if (quiet >= LOGIN_THROTTLE.forgetAfterSeconds * 1000) return { allowed: true }
  const waitMs = delayAfterFailures(state.failures) * 1000 - quiet
  return waitMs > 0
    ? { allowed: false, retryAfterSeconds: Math.ceil(waitMs / 1000) }
    : { allowed: true }
}

/** The ceiling across all addresses of a scope's logins. */
export const ceilingOf = (scope: LoginScope) =>
  scope === 'staff' ? LOGIN_THROTTLE.staffCeiling : LOGIN_THROTTLE.accountCeiling

/** Whether a login whose every address together failed `count` times in the window may try now. */
export function ceilingDecision(
  state: { count: number; windowStart: Date } | null,
  now: Date,
  scope: LoginScope = 'customer',
): RateLimitDecision {
  const { limit, windowSeconds } = ceilingOf(scope)
  if (!state) return { allowed: true }
  const windowEnds = state.windowStart.getTime() + windowSeconds * 1000
  if (windowEnds <= now.getTime() || state.count < limit) return { allowed: true }
  return { allowed: false, retryAfterSeconds: Math.ceil((windowEnds - now.getTime()) / 1000) }
}

/**
 * The account a login names, as the counters key it: an email in lower case, a phone number in
 * E.164 when it reads as one (so `010...` and `+20 10...` count together), else the text as typed.
 * Nothing here looks the account up: unknown logins are counted exactly like existing ones.
 */
export function loginSubject(login: string): string {
  const trimmed = login.trim().toLowerCase()
  if (looksLikeEmail(trimmed)) return trimmed
  return normalizePhone(trimmed) ?? trimmed
}
