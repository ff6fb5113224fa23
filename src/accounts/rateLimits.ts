import { clientNetwork } from '../lib/clientAddress'

/**
 * Rate limits of the account endpoints, per account and per IP address. The counters live in
 * PostgreSQL (`rate-limits`), so they hold across app instances. `limit` requests per `windowSeconds`.
 */
export const RATE_LIMITS = {
  /** Every sign-in try from one address (customers); wrong passwords are throttled apart (loginThrottle.ts). */
  signinPerIp: { limit: 30, windowSeconds: 15 * 60 },
  /** Every staff sign-in try (`/api/cms/users/login`) from one address. */
  staffSigninPerIp: { limit: 30, windowSeconds: 15 * 60 },
  signupPerIp: { limit: 10, windowSeconds: 60 * 60 },
  codePerAccount: { limit: 6, windowSeconds: 60 * 60 },
  codePerIp: { limit: 30, windowSeconds: 60 * 60 },
  resetPerAccount: { limit: 6, windowSeconds: 60 * 60 },
  resetPerIp: { limit: 30, windowSeconds: 60 * 60 },
  verifyPerIp: { limit: 60, windowSeconds: 15 * 60 },
  /** Log-in codes (`POST /api/user/login-code`, decision 0144), as the reset codes. */
  loginCodePerAccount: { limit: 6, windowSeconds: 60 * 60 },
  loginCodePerIp: { limit: 30, windowSeconds: 60 * 60 },
  /**
   * Guest card bookings (`POST /api/booking/guest`, decision 0141): each one creates an account
   * and a reservation without a password or a code, so per address and per email or mobile.
   */
  guestBookingPerIp: { limit: 10, windowSeconds: 60 * 60 },
  guestBookingPerContact: { limit: 5, windowSeconds: 60 * 60 },
  /** Messages of the contact form (each one stores an inquiry and emails the staff). */
  contactPerIp: { limit: 5, windowSeconds: 60 * 60 },
  /**
   * New card orders at the gateway (`POST /api/payments/pay`; a live order is reused and not
   * counted): per booking, per payment link and per address (docs/decisions.md, "Card payments").
   */
  paymentOrderPerReservation: { limit: 6, windowSeconds: 60 * 60 },
  paymentOrderPerLink: { limit: 6, windowSeconds: 60 * 60 },
  paymentOrderPerIp: { limit: 20, windowSeconds: 60 * 60 },
  /** Manage-booking links opened or used from one address (a token must not be guessable by
   * trying; decision 0145). */
  manageLinkPerIp: { limit: 60, windowSeconds: 15 * 60 },
  /** Drivers' day links opened or used from one address (decision 0160); a driver taps often. */
  driverLinkPerIp: { limit: 240, windowSeconds: 15 * 60 },
  /** Review links opened or used from one address (decision 0161), as the manage links. */
  reviewLinkPerIp: { limit: 60, windowSeconds: 15 * 60 },
  /** One code per account and purpose per 60 s (the spec's resend delay), counted atomically. */
  codeResend: { limit: 1, windowSeconds: 60 },
  /**
   * Code SMS (each one is paid; SMS pumping): per destination number, stricter outside Egypt,
   * per hour for numbers outside Egypt together, and per hour overall (docs/decisions.md).
   */
  smsPerNumber: { limit: 5, windowSeconds: 60 * 60 },
  smsPerNumberAbroad: { limit: 3, windowSeconds: 60 * 60 },
  smsAbroad: { limit: 40, windowSeconds: 60 * 60 },
  smsOverall: { limit: 200, windowSeconds: 60 * 60 },
  /**
   * Each client's share of those two ceilings (issue 29: 5 addresses x 10 sign-ups used up
   * `smsAbroad`): an address (an IPv6 /64) gets a tenth, a network (an IPv4 /24, an IPv6 /48) a
   * fifth, so one address or one network cannot leave everyone else without codes.
   */
  smsAbroadPerIp: { limit: 4, windowSeconds: 60 * 60 },
  smsAbroadPerNetwork: { limit: 8, windowSeconds: 60 * 60 },
  smsOverallPerIp: { limit: 20, windowSeconds: 60 * 60 },
  smsOverallPerNetwork: { limit: 40, windowSeconds: 60 * 60 },
} as const

/** Numbers of the home country (E.164 `+20`): the other SMS limits are the stricter ones. */
const HOME_PREFIX = '+20'

/**
 * The SMS ceilings a code to `number` (E.164) asked by `client` (its rate-limit key,
 * `rateLimitKey`) counts against, in order: its number, the client's address and network shares,
 * then (outside Egypt) every number abroad, then every number. A request refused by a share
 * is not counted against the shared ceilings after it.
 */
export function smsLimits(number: string, client: string): [RateLimitName, string][] {
  const network = clientNetwork(client)
  return number.startsWith(HOME_PREFIX)
    ? [
        ['smsPerNumber', number],
        ['smsOverallPerIp', client],
        ['smsOverallPerNetwork', network],
        ['smsOverall', 'all'],
      ]
    : [
        ['smsPerNumberAbroad', number],
        ['smsAbroadPerIp', client],
        ['smsAbroadPerNetwork', network],
        ['smsAbroad', 'all'],
        ['smsOverall', 'all'],
      ]
}

export type RateLimitName = keyof typeof RATE_LIMITS
export type RateLimitRule = (typeof RATE_LIMITS)[RateLimitName]

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** The decision for a counter that, after counting this request, stands at `count` in a window opened at `windowStart`. */
export function decide(
  rule: RateLimitRule,
  count: number,
  windowStart: Date,
  now: Date,
): RateLimitDecision {
  if (count <= rule.limit) return { allowed: true }
  const windowEnds = windowStart.getTime() + rule.windowSeconds * 1000
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000)),
  }
}
