import { createHash, randomBytes } from 'node:crypto'

import { utcToCairoWallTime, type CairoWallTime } from '@/booking/cairoTime'
import type { Piasters } from '@/booking/money'
import type { ReservationStatus } from '@/booking/status'

/**
 * Manage my booking (docs/decisions.md "Beyond the spec: customers"; decision 0145): what a
 * customer may do to their own reservation by themselves, and until when. Pure: the operations
 * (`src/manage/operations/manageBooking.ts`) read the reservation, the settings and the clock and
 * ask these.
 *
 * Every limit is counted in real elapsed time before an instant the reservation keeps (`execDate`,
 * `returningDate`, both UTC instants resolved from the Cairo wall time the customer chose). Across
 * Egypt's DST change (last Friday of April, last Thursday of October) "72 hours before" is then a
 * different Cairo wall-clock hour than the pickup's; the screen shows the limit in Cairo wall time,
 * so the customer reads the exact minute.
 */

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

/** The manage link keeps working this long after the last leg's pickup. */
export const MANAGE_LINK_DAYS_AFTER_LAST_LEG = 7

/** The statuses in which a customer may still cancel or change (a booking that will travel, or
 * one waiting for its card payment). */
const MANAGEABLE: readonly ReservationStatus[] = [
  'pending',
  'cash-not-sent',
  'paid-not-sent',
  'completed',
]

export const isManageable = (status: string): boolean =>
  (MANAGEABLE as readonly string[]).includes(status)

// The self-cancel deadline itself (`cancelDeadline`, `selfCancelDeadline`) is the policy's
// (`src/booking/policy.ts`, decision 0180): its hours come from the settings.

/** Whether a customer may cancel at `now`: strictly before the deadline (at it, no longer). */
export const canSelfCancel = (deadline: Date, now: Date): boolean =>
  now.getTime() < deadline.getTime()

/** The instant after which a leg picked up at `pickup` can no longer be changed by its customer. */
export const changeDeadline = (pickup: Date, changeHours: number): Date =>
  new Date(pickup.getTime() - changeHours * HOUR_MS)

export const changeDeadlineLocal = (pickup: Date, changeHours: number): CairoWallTime =>
  utcToCairoWallTime(changeDeadline(pickup, changeHours))

/** Whether a leg picked up at `pickup` may still be changed at `now` (strictly before its limit). */
export const canSelfChange = (pickup: Date, now: Date, changeHours: number): boolean =>
  now.getTime() < changeDeadline(pickup, changeHours).getTime()

/**
 * What a self-service cancellation gives back of a card payment still holding `held` piasters,
 * less the bank charge `percent` (a setting, 0 to 100, up to two decimals). The charge is counted
 * in whole piasters and rounded down (a fraction of a piaster is the customer's), so the refund is
 * never less than the exact share: held 100,001 at 2.5 % charges 2,500 (2,500.025) and refunds
 * 97,501.
 */
export function selfCancelRefund(
  held: Piasters,
  percent: number,
): { refund: Piasters; charge: Piasters } {
  if (!Number.isSafeInteger(held) || held <= 0) return { refund: 0, charge: 0 }
  const basisPoints = Number.isFinite(percent)
    ? Math.min(10_000, Math.max(0, Math.round(percent * 100)))
    : 0
  const charge = Math.floor((held * basisPoints) / 10_000)
  return { refund: held - charge, charge }
}

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
