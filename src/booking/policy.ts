import { cairoWallTimeToUtc, utcToCairoWallTime } from './cairoTime'
import type { Locale } from '@/i18n/locales'

import { formatPiasters, type Piasters } from './money'

/**
 * The operational policy (shared decisions, "One policy, promises from the booking's own facts";
 * decision 0180): free waiting, the waiting and detour charges, the free-cancellation hours and the
 * bank charge kept on a refund. One company applies one policy: the admin edits it in the
 * settings (`policyFromDoc` reads them), and the terms page, the booking screens, the messages,
 * the voucher, the self-cancel deadline and the driver's no-show rule all read it from there, so
 * no two texts can state different figures. Pure: `getPolicy` reads the settings.
 */
export type Policy = {
  /** Free waiting from the actual landing at an airport, in minutes. */
  freeWaitAirportMinutes: number
  /** Free waiting after the booked time elsewhere, in minutes. */
  freeWaitElsewhereMinutes: number
  /** Waiting after the free wait, per hour started, in piasters. */
  waitingHourPiasters: Piasters
  /** A detour or extra stop up to this many kilometres ... */
  detourKm: number
  /** ... costs this much, in piasters. */
  detourPiasters: Piasters
  /** Free cancellation (online, by the customer) until this many hours before the first pickup. */
  freeCancelHours: number
  /** The bank's charge kept from a card or wallet refund, in percent (0 to 100). */
  refundBankChargePercent: number
}

/** The figures of the terms (the shared decisions); a database's rows start with these. */
export const DEFAULT_POLICY: Policy = {
  freeWaitAirportMinutes: 45,
  freeWaitElsewhereMinutes: 30,
  waitingHourPiasters: 10_000,
  detourKm: 10,
  detourPiasters: 10_000,
  freeCancelHours: 72,
  refundBankChargePercent: 0,
}

/** What the admin may set: each figure's bounds (the settings' fields validate with these). */
export const POLICY_BOUNDS: Record<keyof Policy, { min: number; max: number; integer: boolean }> = {
  freeWaitAirportMinutes: { min: 0, max: 240, integer: true },
  freeWaitElsewhereMinutes: { min: 0, max: 240, integer: true },
  waitingHourPiasters: { min: 0, max: 10_000_00, integer: true },
  detourKm: { min: 0, max: 100, integer: true },
  detourPiasters: { min: 0, max: 10_000_00, integer: true },
  freeCancelHours: { min: 0, max: 720, integer: true },
  refundBankChargePercent: { min: 0, max: 100, integer: false },
}

/** Whether `value` is an allowed figure for `key` (a number within its bounds, whole if it must). */
export function isPolicyValue(key: keyof Policy, value: unknown): value is number {
  const { min, max, integer } = POLICY_BOUNDS[key]
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    (!integer || Number.isSafeInteger(value)) &&
    value >= min &&
    value <= max
  )
}

/** The policy of a settings row: each figure as stored, or its default when missing or invalid. */
export function policyFromDoc(
  doc: Partial<Record<keyof Policy, unknown>> | null | undefined,
): Policy {
  const policy = { ...DEFAULT_POLICY }
  for (const key of Object.keys(DEFAULT_POLICY) as (keyof Policy)[]) {
    const value = doc?.[key]
    if (isPolicyValue(key, value)) policy[key] = value
  }
  return policy
}

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS

/** The free wait of a pickup, in minutes: from landing at an airport, from the booked time elsewhere. */
export const freeWaitMinutes = (policy: Policy, atAirport: boolean): number =>
  atAirport ? policy.freeWaitAirportMinutes : policy.freeWaitElsewhereMinutes

/** What the free wait needs of a leg. */
export type WaitTiming = {
  /** The leg's pickup instant. */
  pickupAt: Date
  /** The pickup is at an airport: the wait counts from landing. */
  atAirport: boolean
  /** The flight's expected arrival when staff set a delay; else the pickup. */
  expectedArrival?: Date | null
}

/**
 * When the free wait ends (and a no-show may be recorded): the airport's free minutes after
 * landing (the later of the pickup time and the flight's expected arrival), the other free
 * minutes after the pickup elsewhere. Real minutes, so a wait across a DST change is as long.
 */
export function freeWaitEnds(leg: WaitTiming, policy: Policy): Date {
  const from = leg.atAirport
    ? Math.max(leg.pickupAt.getTime(), leg.expectedArrival?.getTime() ?? 0)
    : leg.pickupAt.getTime()
  return new Date(from + freeWaitMinutes(policy, leg.atAirport) * MINUTE_MS)
}

/** The instant after which a customer may no longer cancel online: the policy's real hours before the pickup. */
export const cancelDeadline = (firstPickup: Date, policy: Policy): Date =>
  new Date(firstPickup.getTime() - policy.freeCancelHours * HOUR_MS)

/**
 * The self-cancel deadline a reservation keeps (`selfCancelUntil`), as its pickup is booked or
 * moved: the policy's hours before the first pickup as booked, and never later after that. A
 * change that moves the pickup later leaves the deadline where it was; one that moves it earlier
 * brings it forward (shared decisions, "A change never improves the cancellation terms"). A
 * change of the policy applies to bookings written after it, never moves a kept deadline later.
 */
export function selfCancelDeadline(kept: Date | null, firstPickup: Date, policy: Policy): Date {
  const fromPickup = cancelDeadline(firstPickup, policy)
  return kept && kept.getTime() < fromPickup.getTime() ? kept : fromPickup
}

/** The Cairo days with no office work (Friday and Saturday). */
const WEEKEND = new Set([5, 6])

/** `day` ('YYYY-MM-DD') plus `days` calendar days, and its weekday (0 Sunday). */
function addDays(day: string, days: number): { day: string; weekday: number } {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const next = new Date(Date.UTC(year, month - 1, date + days))
  return { day: next.toISOString().slice(0, 10), weekday: next.getUTCDay() }
}

/**
 * By when "we confirm within one business day" is kept for a booking made at `bookedAt`: the end
 * (Cairo midnight) of the first business day (Sunday to Thursday) after the Cairo day it was made.
 */
export function confirmationDue(bookedAt: Date): Date {
  const today = utcToCairoWallTime(bookedAt).slice(0, 10)
  let next = addDays(today, 1)
  while (WEEKEND.has(next.weekday)) next = addDays(next.day, 1)
  return cairoWallTimeToUtc(`${addDays(next.day, 1).day}T00:00`)!
}

/** Which confirmation a booking is promised. */
export type ConfirmationPromise = 'within-business-day' | 'before-pickup'

/**
 * "We confirm within one business day" only when the pickup is after that day's end
 * (`confirmationDue`); otherwise "we confirm before your pickup".
 */
export const confirmationPromise = (firstPickup: Date, now: Date): ConfirmationPromise =>
  firstPickup.getTime() > confirmationDue(now).getTime() ? 'within-business-day' : 'before-pickup'

/** What the customer is promised about cancelling it. */
export type CancellationPromise =
  | { kind: 'free-until'; until: Date }
  /** Inside the policy's hours: only staff can cancel it (the hotline). */
  | { kind: 'not-online' }

export type BookingPromises = {
  confirmation: ConfirmationPromise
  cancellation: CancellationPromise
}

/**
 * The promises a booking carries at `now` (before paying, on its screens, in its messages):
 * free cancellation only while it is still possible for this booking (until its kept deadline,
 * or the policy's hours before the first pickup); "we confirm within one business day" only when
 * the pickup is after that day's end, otherwise "we confirm before your pickup".
 */
export function bookingPromises(
  booking: { firstPickup: Date; selfCancelUntil?: Date | null },
  now: Date,
  policy: Policy,
): BookingPromises {
  const until = booking.selfCancelUntil ?? cancelDeadline(booking.firstPickup, policy)
  return {
    confirmation: confirmationPromise(booking.firstPickup, now),
    cancellation:
      now.getTime() < until.getTime() ? { kind: 'free-until', until } : { kind: 'not-online' },
  }
}

/**
 * The figures every text states, as the catalogues' ICU parameters: counts as numbers (each
 * message writes them in its reader's digits and plural), money formatted for `locale`. Every
 * message naming a figure of the policy takes it from here, so none can state another.
 */
export function policyTextValues(policy: Policy, locale: Locale) {
  return {
    airportMinutes: policy.freeWaitAirportMinutes,
    elsewhereMinutes: policy.freeWaitElsewhereMinutes,
    waitingHour: formatPiasters(policy.waitingHourPiasters, locale),
    detourKm: policy.detourKm,
    detour: formatPiasters(policy.detourPiasters, locale),
    cancelHours: policy.freeCancelHours,
    bankPercent: policy.refundBankChargePercent,
  }
}

/** The `confirmation` parameter of the messages that promise a confirmation (an ICU select). */
export const confirmationValue = (promise: ConfirmationPromise): 'beforePickup' | 'businessDay' =>
  promise === 'before-pickup' ? 'beforePickup' : 'businessDay'
