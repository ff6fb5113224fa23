import { freeWaitEnds, type Policy } from '../policy'
import { isServed } from '../status'

/**
 * The trip day (issue 33; decisions.md "Beyond the spec: the trip day" and "The driver's taps
 * follow the real trip"; decisions 0160 and 0170): each leg's progress as its driver taps it on the
 * driver's page, beside the reservation's status (never replacing it). Pure: the operations record
 * the taps, the driver's page offers the buttons and the desk dispatches by these rules.
 *
 *   assigned -> on-the-way -> arrived -> on-board -> completed
 *                                 \-> no-show (after the free wait of the terms)
 *
 * Only a booking that will be served has a trip: an unpaid card booking is not dispatched, a
 * failed or cancelled one takes no tap. Each step follows the real trip: "on the way" from 3 hours
 * before the leg's pickup, "arrived" and "on board" from 2 hours before it (flights land early),
 * "completed" only after "on board", "no-show" only after "arrived" and the free wait. A driver may
 * skip "on the way" or "arrived" (a forgotten tap does not block the next). A tap that repeats the
 * leg's progress or an earlier step (a double tap, a retry over a weak network arriving late)
 * changes nothing and is not an error. Completed and no-show are final for the driver; staff
 * correct any of it with a reason (an operation of their own, free of these windows).
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

/**
 * How long before the leg's pickup each step may be tapped, in minutes: on the way from 3 hours,
 * arrived and on board from 2 hours (an early flight lands before the booked time). Completed
 * follows "on board"; a no-show follows the free wait.
 */
export const STEP_OPENS_BEFORE_PICKUP_MINUTES = {
  'on-the-way': 180,
  arrived: 120,
  'on-board': 120,
} as const

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

/** A leg with its booking's status: whether there is a trip at all. */
export type DriverLeg = LegTiming & { status: string }

/**
 * From when `step` may be tapped on `leg` (its order aside): on the way, arrived and on board
 * some hours before the pickup, a no-show at the end of the policy's free wait (`freeWaitEnds`:
 * its minutes after landing at an airport, after the pickup elsewhere); completed has no time of
 * its own (it follows "on board").
 */
export function stepOpensAt(step: DriverStep, leg: LegTiming, policy: Policy): Date | null {
  if (step === 'no-show') return freeWaitEnds(leg, policy)
  if (step === 'completed') return null
  return new Date(leg.pickupAt.getTime() - STEP_OPENS_BEFORE_PICKUP_MINUTES[step] * MINUTE_MS)
}

/**
 * Why a booking has no trip to tap or dispatch: an unpaid card booking (`pending`) is not
 * dispatched (`trip-not-paid`); a failed or cancelled one is off (`leg-cancelled`). Null for a
 * booking that will be served.
 */
export type TripRefusal = 'trip-not-paid' | 'leg-cancelled'

export function tripRefusal(status: string): TripRefusal | null {
  if (isServed(status)) return null
  return status === 'pending' ? 'trip-not-paid' : 'leg-cancelled'
}

export type StepRefusal =
  | TripRefusal
  /** Completed and no-show are final: the other one cannot follow. */
  | 'leg-closed'
  /** A no-show before arriving: the driver must be there and wait first. */
  | 'not-arrived'
  /** Completed before "passenger on board": the passenger must have got in. */
  | 'not-on-board'
  /** On the way, arrived or on board before its time before the pickup. */
  | 'step-too-early'
  /** A no-show before the free wait has ended. */
  | 'wait-not-over'

export type StepResult =
  | { ok: true; changed: true; progress: DriverStep }
  | { ok: true; changed: false; progress: LegProgress }
  | { ok: false; refusal: StepRefusal; values?: { from: Date } }

/** What a driver's tap of `step` does to a leg at `current`, at `now`, under `policy`. */
export function driverStep(
  current: LegProgress,
  step: DriverStep,
  leg: DriverLeg,
  now: Date,
  policy: Policy,
): StepResult {
  const noTrip = tripRefusal(leg.status)
  if (noTrip) return { ok: false, refusal: noTrip }
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
  } else if (RANK[step] < RANK[current]) {
    return { ok: true, changed: false, progress: current }
  }
  if (step === 'completed' && current !== 'on-board') return { ok: false, refusal: 'not-on-board' }
  const from = stepOpensAt(step, leg, policy)
  if (from && now.getTime() < from.getTime()) {
    return {
      ok: false,
      refusal: step === 'no-show' ? 'wait-not-over' : 'step-too-early',
      values: { from },
    }
  }
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

/**
 * What the driver's page offers on a leg at `now`, by the same rule the tap is recorded with:
 * each natural next step either open (`from: null`: a button) or open later (`from`: the time the
 * page says instead of a button that would be refused). A booking with no trip offers nothing.
 */
export function driverOffers(
  progress: LegProgress,
  leg: DriverLeg,
  now: Date,
  policy: Policy,
): { step: DriverStep; from: Date | null }[] {
  return nextSteps(progress).flatMap((step): { step: DriverStep; from: Date | null }[] => {
    const result = driverStep(progress, step, leg, now, policy)
    if (result.ok) return result.changed ? [{ step, from: null }] : []
    return result.values ? [{ step, from: result.values.from }] : []
  })
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
