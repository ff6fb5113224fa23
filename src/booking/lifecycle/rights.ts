import { utcToCairoWallTime, type CairoWallTime } from '../cairoTime'
import type { Piasters } from '../money'
import type { ReservationStatus } from '../status'

/**
 * What a customer may do to their own reservation by themselves, and until when (decisions 0145,
 * 0155, 0165, 0180): cancel while it is manageable and before its kept deadline, change a leg until
 * the settings' hours before its pickup, and what a cancellation gives back. Part of the
 * reservation's lifecycle (`./lifecycle.ts` composes these with the trip's progress).
 *
 * Every limit is counted in real elapsed time before an instant the reservation keeps (`execDate`,
 * `returningDate`, both UTC instants resolved from the Cairo wall time the customer chose). Across
 * Egypt's DST change (last Friday of April, last Thursday of October) "72 hours before" is then a
 * different Cairo wall-clock hour than the pickup's; the screen shows the limit in Cairo wall time,
 * so the customer reads the exact minute.
 */

const HOUR_MS = 3_600_000
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

/** Self-changes close this many hours before each leg's pickup unless the settings say otherwise. */
export const DEFAULT_CHANGE_HOURS = 24

/** The change hours of a settings row: as stored when it is a whole number of hours, else the default. */
export const changeHoursFromDoc = (doc: { selfServiceChangeHours?: unknown } | null | undefined) =>
  typeof doc?.selfServiceChangeHours === 'number' &&
  Number.isSafeInteger(doc.selfServiceChangeHours) &&
  doc.selfServiceChangeHours >= 0
    ? doc.selfServiceChangeHours
    : DEFAULT_CHANGE_HOURS
