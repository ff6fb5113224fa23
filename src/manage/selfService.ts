import { createHash, randomBytes } from 'node:crypto'

/**
 * Manage my booking (docs/decisions.md "Beyond the spec: customers"; decision 0145): the private
 * link a customer manages their booking by. What they may do with it, and until when, is the
 * lifecycle's (`src/booking/lifecycle/rights.ts`). Pure.
 */

const DAY_MS = 24 * 3_600_000

/** The manage link keeps working this long after the last leg's pickup. */
export const MANAGE_LINK_DAYS_AFTER_LAST_LEG = 7

/** The last leg's pickup: the return when there is one, else the first pickup. */
export const lastLegPickup = (execDate: Date, returningDate: Date | null): Date =>
  returningDate && returningDate.getTime() > execDate.getTime() ? returningDate : execDate

/** When a manage link stops working: seven days after the last leg's pickup. */
export const manageLinkExpiry = (execDate: Date, returningDate: Date | null): Date =>
  new Date(
    lastLegPickup(execDate, returningDate).getTime() + MANAGE_LINK_DAYS_AFTER_LAST_LEG * DAY_MS,
  )

/** A manage link's token: 32 random bytes, base64url (43 characters). Only its hash is stored. */
export const newManageToken = (): string => randomBytes(32).toString('base64url')

/** The hash kept on the reservation (SHA-256, hex): a token is looked up by it. */
export const hashManageToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex')

/** The shape a token must have before it is hashed and looked up (anything else: not found). */
export const isManageTokenShape = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value)

export type ManageLinkState = 'valid' | 'revoked' | 'expired'

/** Whether a link found by its hash still opens its booking at `now`. */
export function manageLinkState(
  link: { expiresAt: Date; revokedAt: Date | null },
  now: Date,
): ManageLinkState {
  if (link.revokedAt) return 'revoked'
  if (now.getTime() >= link.expiresAt.getTime()) return 'expired'
  return 'valid'
}
