import {
  bookingPromises,
  cancelDeadline,
  type CancellationPromise,
  type ConfirmationPromise,
  freeWaitMinutes,
  type Policy,
} from '../policy'
import { isServed, type ReservationStatus, willTravel } from '../status'

import { driverOffers, type DriverStep, isLate, type LegProgress, tripOutcome } from './progress'
import { canSelfCancel, canSelfChange, changeDeadline, isManageable } from './rights'

/**
 * The reservation's lifecycle (issue 44; decision 0184): for a reservation at an instant, where
 * each leg stands for its customer, what the customer may still do and until when, which promises
 * apply, and what the driver may tap. Every screen, message, document and API that tells a
 * customer or a driver about a trip asks this, so no two can disagree. Pure: the operation
 * (`src/booking/operations/lifecycle.ts`) reads the reservation, the settings and the clock.
 *
 * It composes the rules of its neighbours, each computed once: the status machine
 * (`../status.ts`), the trip's progress as the driver taps it (`./progress.ts`), the customer's
 * rights (`./rights.ts`) and the operational policy (`../policy.ts`).
 */

export type Leg = 'outbound' | 'return'

/**
 * Where a leg stands for the customer, from the reservation's status, the leg's progress and
 * whether a driver is assigned:
 *   awaiting-payment   a card booking not paid yet (the spec's IN-COMPLETE)
 *   payment-failed     the time to pay ran out (FAIL)
 *   cancelled          cancelled by the customer or staff (CANCELLED)
 *   booked             paid or cash accepted, not yet sent to operations (COMPLETED, "Booked")
 *   confirmed          sent to operations (COMPLETED, "Confirmed")
 *   driver-assigned    a driver is named for the leg
 *   on-the-way, driver-arrived, on-board, completed, no-show   the driver's taps
 */
export const LEG_STAGES = [
  'awaiting-payment',
  'payment-failed',
  'cancelled',
  'booked',
  'confirmed',
  'driver-assigned',
  'on-the-way',
  'driver-arrived',
  'on-board',
  'completed',
  'no-show',
] as const
export type LegStage = (typeof LEG_STAGES)[number]

/** What the lifecycle needs of a leg. */
export type LegFacts = {
  leg: Leg
  pickupAt: Date
  /** The leg starts at an airport: the free wait counts from landing. */
  atAirport: boolean
  /** A driver is named for the leg. */
  driverAssigned: boolean
  progress: LegProgress
}

/** What the lifecycle needs of a reservation. */
export type LifecycleFacts = {
  status: ReservationStatus
  /** Outbound first; a one-way trip has one leg. */
  legs: readonly LegFacts[]
  /** The self-cancel deadline the reservation keeps (decision 0165), or null (an old row). */
  selfCancelUntil: Date | null
  /** When it was booked (null: not known): a booking made after its deadline never had one. */
  bookedAt?: Date | null
}

/** The company's rules the lifecycle applies: the operational policy and the change hours. */
export type LifecycleRules = { policy: Policy; changeHours: number }

/** How far a page follows a leg live around its pickup: from 3 hours before to 2 hours after. */
const LIVE_BEFORE_MS = 3 * 3_600_000
const LIVE_AFTER_MS = 2 * 3_600_000

const UNDER_WAY: readonly LegProgress[] = ['on-the-way', 'arrived', 'on-board']

const PROGRESS_STAGE: Record<Exclude<LegProgress, 'assigned'>, LegStage> = {
  'on-the-way': 'on-the-way',
  arrived: 'driver-arrived',
  'on-board': 'on-board',
  completed: 'completed',
  'no-show': 'no-show',
}

/** Where one leg stands for the customer. */
export function legStage(
  status: ReservationStatus,
  leg: Pick<LegFacts, 'progress' | 'driverAssigned'>,
): LegStage {
  if (status === 'cancelled') return 'cancelled'
  if (status === 'fail') return 'payment-failed'
  if (status === 'pending') return 'awaiting-payment'
  if (leg.progress !== 'assigned') return PROGRESS_STAGE[leg.progress]
  if (leg.driverAssigned) return 'driver-assigned'
  return status === 'completed' ? 'confirmed' : 'booked'
}

export type LegState = {
  leg: Leg
  pickupAt: Date
  stage: LegStage
  /** The page follows this leg live: under way, or its driver is due within three hours. */
  live: boolean
  /** Not on its way half an hour before the pickup (the desk's warning). */
  late: boolean
  /** The free wait the customer is promised at this pickup. */
  freeWait: { minutes: number; fromLanding: boolean }
  /** The driver's buttons: each next step, open now (`from: null`) or from a time. */
  driverOffers: { step: DriverStep; from: Date | null }[]
}

/** What the customer may do about cancelling, and until when. */
export type CancelRight =
  /** Online, by themselves, until `until` (strictly before it). */
  | { kind: 'online'; until: Date }
  /** The deadline has passed (or had passed when it was booked: `bookedInside`): only staff can
   * cancel now (the hotline). */
  | { kind: 'too-late'; until: Date; bookedInside: boolean }
  /** A driver is on the trip already: only staff can (the hotline). */
  | { kind: 'trip-started'; until: Date }
  /** Nothing to cancel: failed or cancelled already. */
  | { kind: 'closed' }

/** What the customer may change, and until when. */
export type ChangeRight =
  /** The legs still open to a change, each with its own limit. */
  | { kind: 'open'; legs: { leg: Leg; until: Date }[] }
  | { kind: 'closed'; reason: 'not-manageable' | 'trip-started' | 'too-late' }

export type Lifecycle = {
  status: ReservationStatus
  legs: LegState[]
  /** The trip's headline: the first leg not yet over, else the last one. */
  current: LegState
  cancel: CancelRight
  change: ChangeRight
  /** The promises that still apply (null: none to make, e.g. confirmed already, or cancelled). */
  promises: {
    confirmation: ConfirmationPromise | null
    cancellation: CancellationPromise | null
  }
  /** Every leg done: completed (all completed) or no-show (any); null while a leg is to run. */
  outcome: 'completed' | 'no-show' | null
  /** The trip really happened: its customer is asked for (and may write) a review. */
  reviewable: boolean
  /** The booking may still be travelled on: a voucher and a calendar file are offered. */
  travels: boolean
}

const OVER: readonly LegStage[] = ['completed', 'no-show', 'cancelled', 'payment-failed']

function legState(status: ReservationStatus, leg: LegFacts, now: Date, policy: Policy): LegState {
  const served = isServed(status)
  const until = leg.pickupAt.getTime() - now.getTime()
  return {
    leg: leg.leg,
    pickupAt: leg.pickupAt,
    stage: legStage(status, leg),
    live:
      served &&
      (UNDER_WAY.includes(leg.progress) ||
        (leg.progress === 'assigned' &&
          leg.driverAssigned &&
          until < LIVE_BEFORE_MS &&
          until > -LIVE_AFTER_MS)),
    late: served && leg.driverAssigned && isLate(leg.progress, leg.pickupAt, now),
    freeWait: { minutes: freeWaitMinutes(policy, leg.atAirport), fromLanding: leg.atAirport },
    driverOffers:
      served && leg.driverAssigned
        ? driverOffers(
            leg.progress,
            { status, pickupAt: leg.pickupAt, atAirport: leg.atAirport },
            now,
            policy,
          )
        : [],
  }
}

/** The deadline a reservation keeps, or (an old row without one) the policy's from its pickup. */
export const keptCancelDeadline = (facts: LifecycleFacts, policy: Policy): Date =>
  facts.selfCancelUntil ?? cancelDeadline(firstPickup(facts), policy)

const firstPickup = (facts: LifecycleFacts): Date => facts.legs[0]!.pickupAt

function cancelRight(facts: LifecycleFacts, now: Date, policy: Policy): CancelRight {
  if (!isManageable(facts.status)) return { kind: 'closed' }
  const until = keptCancelDeadline(facts, policy)
  if (facts.legs.some((leg) => leg.progress !== 'assigned')) return { kind: 'trip-started', until }
  if (canSelfCancel(until, now)) return { kind: 'online', until }
  const bookedInside = Boolean(facts.bookedAt && facts.bookedAt.getTime() >= until.getTime())
  return { kind: 'too-late', until, bookedInside }
}

function changeRight(facts: LifecycleFacts, now: Date, changeHours: number): ChangeRight {
  if (!isManageable(facts.status)) return { kind: 'closed', reason: 'not-manageable' }
  if (facts.legs.some((leg) => leg.progress !== 'assigned')) {
    return { kind: 'closed', reason: 'trip-started' }
  }
  const legs = facts.legs
    .filter((leg) => canSelfChange(leg.pickupAt, now, changeHours))
    .map((leg) => ({ leg: leg.leg, until: changeDeadline(leg.pickupAt, changeHours) }))
  return legs.length > 0 ? { kind: 'open', legs } : { kind: 'closed', reason: 'too-late' }
}

/** The reservation's lifecycle at `now` under the company's `rules`. */
export function lifecycle(facts: LifecycleFacts, now: Date, rules: LifecycleRules): Lifecycle {
  if (facts.legs.length === 0) throw new Error('A reservation has at least one leg')
  const { policy, changeHours } = rules
  const legs = facts.legs.map((leg) => legState(facts.status, leg, now, policy))
  const current = legs.find((leg) => !OVER.includes(leg.stage)) ?? legs[legs.length - 1]!
  const served = isServed(facts.status)
  const outcome = served ? tripOutcome(facts.legs.map((leg) => leg.progress)) : null
  const promised = bookingPromises(
    { firstPickup: firstPickup(facts), selfCancelUntil: facts.selfCancelUntil },
    now,
    policy,
  )
  const started = facts.legs.some((leg) => leg.progress !== 'assigned')
  return {
    status: facts.status,
    legs,
    current,
    cancel: cancelRight(facts, now, policy),
    change: changeRight(facts, now, changeHours),
    promises: {
      // "We confirm ..." until staff have sent it to operations.
      confirmation:
        facts.status === 'paid-not-sent' || facts.status === 'cash-not-sent'
          ? promised.confirmation
          : null,
      cancellation: isManageable(facts.status) && !started ? promised.cancellation : null,
    },
    outcome,
    reviewable: outcome === 'completed',
    travels: willTravel(facts.status),
  }
}

/**
 * The words beside the spec's status label (decisions.md, "Wording around the labels") for a trip
 * whose headline leg is at `stage`: booked ("we confirm ..."), confirmed, then the driver's stages;
 * none where the label says it all (awaiting payment, failed, cancelled).
 */
export function stageNote(stage: LegStage): LegStage | null {
  return stage === 'awaiting-payment' || stage === 'payment-failed' || stage === 'cancelled'
    ? null
    : stage
}

/** The lifecycle as the booking API answers it (`trip` of `GET /api/booking/{number}`): ISO times. */
export function tripView(life: Lifecycle) {
  const iso = (instant: Date) => instant.toISOString()
  return {
    stage: life.current.stage,
    legs: life.legs.map((leg) => ({
      leg: leg.leg,
      pickupAt: iso(leg.pickupAt),
      stage: leg.stage,
      live: leg.live,
      freeWait: leg.freeWait,
    })),
    cancel:
      life.cancel.kind === 'closed'
        ? { kind: life.cancel.kind }
        : life.cancel.kind === 'too-late'
          ? {
              kind: life.cancel.kind,
              until: iso(life.cancel.until),
              bookedInside: life.cancel.bookedInside,
            }
          : { kind: life.cancel.kind, until: iso(life.cancel.until) },
    change:
      life.change.kind === 'open'
        ? {
            kind: life.change.kind,
            legs: life.change.legs.map((leg) => ({ leg: leg.leg, until: iso(leg.until) })),
          }
        : life.change,
    promises: {
      confirmation: life.promises.confirmation,
      cancellation:
        life.promises.cancellation?.kind === 'free-until'
          ? { kind: 'free-until', until: iso(life.promises.cancellation.until) }
          : life.promises.cancellation,
    },
    reviewable: life.reviewable,
  }
}
