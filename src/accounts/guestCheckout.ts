import { type Failure, type FieldIssue, fail } from '../lib/failure'
import type { RateLimitName } from './rateLimits'

/**
 * The rules of a card booking made without an account (decisions 0140-0142), without Payload:
 * which limits count it, and which of its contacts already belong to an account.
 */

/** An account holding an email or a phone: whether its owner proved it, and has a password. */
export type ContactHolding = { id: number; proven: boolean; passwordSet: boolean }

/** The limits a guest booking counts against, in order: the client's address, then each contact. */
export function guestBookingLimits(
  client: string,
  contact: { email: string; mobile: string },
): [RateLimitName, string][] {
  return [
    ['guestBookingPerIp', client],
    ['guestBookingPerContact', contact.email],
    ['guestBookingPerContact', contact.mobile],
  ]
}

/**
 * The contacts (email first) that already belong to an account, whether its owner proved them or
 * not: a card payment proves neither, so a guest booking never takes a contact from an account (as
 * a sign-up takes an unproven one) and never books into that account; the visitor logs in first.
 */
export function guestContactsTaken(holders: {
  email: ContactHolding | null
  mobile: ContactHolding | null
}): ('email' | 'mobile')[] {
  return [
    ...(holders.email ? (['email'] as const) : []),
    ...(holders.mobile ? (['mobile'] as const) : []),
  ]
}

/**
 * Whether a guest booking sent again (the same Idempotency-Key, its first answer lost) may be
 * answered from the account that booking created: both contacts held by that one account, which
 * still has no password (a guest account nobody has claimed yet).
 */
export function isOwnGuestRepeat(holders: {
  email: ContactHolding | null
  mobile: ContactHolding | null
}): number | null {
  const { email, mobile } = holders
  if (!email || !mobile || email.id !== mobile.id) return null
  return email.passwordSet ? null : email.id
}

const LOG_IN_FIRST = {
  email: 'booking.guest.errors.emailHasAccount',
  mobile: 'booking.guest.errors.mobileHasAccount',
} as const

/**
 * The answer to a guest whose email or mobile (email first) belongs to an account: log in first
 * (the screen offers it in place). It says no more than the sign-up's "already exists" does
 * (decision 0142), and each contact is a refused field so the form marks both.
 */
export function guestLogInFirst(fields: readonly ('email' | 'mobile')[]): Failure {
  const issues: FieldIssue[] = fields.map((field) => ({
    field: `guest.${field}`,
    code: 'log-in-first',
    messageKey: LOG_IN_FIRST[field],
  }))
  return { ...fail('log-in-first', LOG_IN_FIRST[fields[0] ?? 'email']), issues }
}
