import { cairoWallTimeToUtc, utcToCairoWallTime } from '@/booking/cairoTime'

/**
 * The trip day (issue 33; decisions.md "Beyond the spec: the trip day"; decision 0160): each leg's
 * progress as its driver taps it on the driver's page, beside the reservation's status (never
 * replacing it). Pure: the operations record the taps, this says which tap counts.
 *
 *   assigned -> on-the-way -> arrived -> on-board -> completed
 *                                 \-> no-show (after the free wait of the terms)
 *
 * A driver may skip a step forward (a forgotten "on my way" does not block "arrived"), except that
 * a no-show needs "arrived" first: the driver was there and waited. A tap that repeats the leg's
 * progress or an earlier step (a double tap, a retry over a weak network arriving late) changes
 * nothing and is not an error. Completed and no-show are final for the driver; staff correct them
 * with a reason (an operation of their own).
 */

export const LEG_PROGRESS = [
  'assigned',
  'on-the-way',
  'arrived',
  'on-board',
  'completed',
  'no-show',
] as const
export type LegProgress = (typeof LEG_PROGRESS)[number]

/** What a driver can tap. */
export type DriverStep = Exclude<LegProgress, 'assigned'>

/** The free wait of the terms before a no-show, in minutes. */
export const FREE_WAIT_MINUTES = { airport: 45, elsewhere: 30 } as const

/** A leg is late when it is not on its way this many minutes before its pickup. */
export const LATE_BEFORE_PICKUP_MINUTES = 30

const MINUTE_MS = 60_000

/** Where each state sits on the way to the passenger (no-show sits with completed: final). */
const RANK: Record<LegProgress, number> = {
  assigned: 0,
  'on-the-way': 1,
  arrived: 2,
  'on-board': 3,
  completed: 4,
  'no-show': 4,
}

export const isFinal = (progress: LegProgress): boolean =>
  progress === 'completed' || progress === 'no-show'

/** What the rules need of a leg. */
export type LegTiming = {
  /** The leg's pickup instant. */
  pickupAt: Date
  /** The pickup is at an airport: the wait counts from landing. */
  atAirport: boolean
  /** The flight's expected arrival when staff set a delay (issue 33 item 6); else the pickup. */
  expectedArrival?: Date | null
}

/**
 * When the free wait ends and a no-show may be recorded: 45 minutes after landing at an airport
 * (the later of the pickup time and the flight's expected arrival), 30 minutes after the pickup
 * elsewhere. Real minutes, so a wait across a DST change is still 45 of them.
 */
export function freeWaitEnds(leg: LegTiming): Date {
  if (!leg.atAirport) {
    return new Date(leg.pickupAt.getTime() + FREE_WAIT_MINUTES.elsewhere * MINUTE_MS)
  }
  const landing = Math.max(leg.pickupAt.getTime(), leg.expectedArrival?.getTime() ?? 0)
  return new Date(landing + FREE_WAIT_MINUTES.airport * MINUTE_MS)
}

export type StepRefusal =
  /** Completed and no-show are final: the other one cannot follow. */
  | 'leg-closed'
  /** A no-show before arriving: the driver must be there and wait first. */
  | 'not-arrived'
  /** A no-show before the free wait has ended. */
  | 'wait-not-over'

export type StepResult =
  | { ok: true; changed: true; progress: DriverStep }
  | { ok: true; changed: false; progress: LegProgress }
  | { ok: false; refusal: StepRefusal; values?: { until: Date } }

/** What a driver's tap of `step` does to a leg at `current`, at `now`. */
export function driverStep(
  current: LegProgress,
  step: DriverStep,
  leg: LegTiming,
  now: Date,
): StepResult {
  if (step === current) return { ok: true, changed: false, progress: current }
  if (isFinal(current)) {
    // A late retry of an earlier step changes nothing; the other final state is refused.
    return RANK[step] < RANK[current]
      ? { ok: true, changed: false, progress: current }
      : { ok: false, refusal: 'leg-closed' }
  }
  if (step === 'no-show') {
    if (RANK[current] < RANK.arrived) return { ok: false, refusal: 'not-arrived' }
    if (current === 'on-board') return { ok: false, refusal: 'leg-closed' }
    const until = freeWaitEnds(leg)
    if (now.getTime() < until.getTime()) {
      return { ok: false, refusal: 'wait-not-over', values: { until } }
    }
    return { ok: true, changed: true, progress: 'no-show' }
  }
  if (RANK[step] < RANK[current]) return { ok: true, changed: false, progress: current }
  return { ok: true, changed: true, progress: step }
}

/** The buttons a driver's page offers at `progress`: the natural next step (and the no-show). */
export function nextSteps(progress: LegProgress): DriverStep[] {
  switch (progress) {
    case 'assigned':
      return ['on-the-way']
    case 'on-the-way':
      return ['arrived']
    case 'arrived':
      return ['on-board', 'no-show']
    case 'on-board':
      return ['completed']
    default:
      return []
  }
}

/** Late: still not on its way `LATE_BEFORE_PICKUP_MINUTES` before the pickup. */
export const isLate = (progress: LegProgress, pickupAt: Date, now: Date): boolean =>
  progress === 'assigned' &&
  now.getTime() >= pickupAt.getTime() - LATE_BEFORE_PICKUP_MINUTES * MINUTE_MS

/** The customer's message a step sends, once per leg (the step that changed the leg). */
export function customerNoticeOf(
  step: LegProgress,
): 'driver-on-the-way' | 'driver-arrived' | 'trip-completed' | null {
  if (step === 'on-the-way') return 'driver-on-the-way'
  if (step === 'arrived') return 'driver-arrived'
  if (step === 'completed') return 'trip-completed'
  return null
}

/**
 * The trip's outcome once every leg is final: completed when all were, no-show when any was;
 * null while a leg is still to run.
 */
export function tripOutcome(legs: readonly LegProgress[]): 'completed' | 'no-show' | null {
  if (legs.length === 0 || !legs.every(isFinal)) return null
  return legs.includes('no-show') ? 'no-show' : 'completed'
}

/** The Cairo day ('YYYY-MM-DD') of an instant: a driver's link covers one such day. */
export const cairoDayOf = (instant: Date): string => utcToCairoWallTime(instant).slice(0, 10)

/** `day` ('YYYY-MM-DD') plus `days` calendar days. */
function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10)
}

/**
 * When a driver's link for their legs of a day stops working: the end of the day after their last
 * leg of that day (Cairo midnight two days after the leg's Cairo day), so a late return after
 * midnight and the next morning's questions are still covered.
 */
export function driverLinkExpiry(lastLegPickup: Date): Date {
  return cairoWallTimeToUtc(`${addDays(cairoDayOf(lastLegPickup), 2)}T00:00`)!
}
