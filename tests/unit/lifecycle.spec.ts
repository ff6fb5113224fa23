import { describe, expect, it } from 'vitest'

import { cairoWallTimeToUtc } from '@/booking/cairoTime'
import { lifecycleFacts } from '@/booking/lifecycle/facts'
import {
  type LegFacts,
  type LegStage,
  lifecycle,
  type LifecycleFacts,
  stageNote,
} from '@/booking/lifecycle/lifecycle'
import { LEG_PROGRESS, type LegProgress } from '@/booking/lifecycle/progress'
import { DEFAULT_POLICY } from '@/booking/policy'
import { RESERVATION_STATUSES, type ReservationStatus } from '@/booking/status'

/**
 * The reservation's lifecycle (issue 44; decision 0184), table-driven: every status x progress x
 * time window, each answer written out below from the terms (72 hours to cancel, 24 to change,
 * the driver's windows 3 and 2 hours before the pickup, 30 minutes of free wait at a hotel).
 */

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const pickup = cairoWallTimeToUtc('2026-12-20T10:00')!
const rules = { policy: DEFAULT_POLICY, changeHours: 24 }

/** The instants the rules change at, relative to the pickup. */
const WINDOWS = {
  'before-cancel-limit': -100 * HOUR,
  'before-change-limit': -48 * HOUR,
  'inside-change-limit': -12 * HOUR,
  'driver-due': -1 * HOUR,
  'waiting-free': 20 * MINUTE,
  'wait-over': 3 * HOUR,
} as const
type Window = keyof typeof WINDOWS
const at = (window: Window) => new Date(pickup.getTime() + WINDOWS[window])

const SERVED: readonly ReservationStatus[] = ['paid-not-sent', 'cash-not-sent', 'completed']

/** The stage a customer reads, by status, then (for a booking that will run) by progress. */
const STAGE_OF_STATUS: Partial<Record<ReservationStatus, LegStage>> = {
  pending: 'awaiting-payment',
  fail: 'payment-failed',
  cancelled: 'cancelled',
}
const STAGE_OF_PROGRESS: Record<Exclude<LegProgress, 'assigned'>, LegStage> = {
  'on-the-way': 'on-the-way',
  arrived: 'driver-arrived',
  'on-board': 'on-board',
  completed: 'completed',
  'no-show': 'no-show',
}

/** Cancel online only before the 72 hours, nobody's trip under way, a booking still open. */
const CANCEL_BY_WINDOW: Record<Window, 'online' | 'too-late'> = {
  'before-cancel-limit': 'online',
  'before-change-limit': 'too-late',
  'inside-change-limit': 'too-late',
  'driver-due': 'too-late',
  'waiting-free': 'too-late',
  'wait-over': 'too-late',
}

/** Change until 24 hours before the pickup. */
const CHANGE_BY_WINDOW: Record<Window, 'open' | 'too-late'> = {
  'before-cancel-limit': 'open',
  'before-change-limit': 'open',
  'inside-change-limit': 'too-late',
  'driver-due': 'too-late',
  'waiting-free': 'too-late',
  'wait-over': 'too-late',
}

/** The driver's buttons at each progress and window: open now, or the minutes (from the pickup) they open at. */
const OFFERS: Record<LegProgress, Record<Window, [string, number | null][]>> = {
  assigned: {
    'before-cancel-limit': [['on-the-way', -180]],
    'before-change-limit': [['on-the-way', -180]],
    'inside-change-limit': [['on-the-way', -180]],
    'driver-due': [['on-the-way', null]],
    'waiting-free': [['on-the-way', null]],
    'wait-over': [['on-the-way', null]],
  },
  'on-the-way': {
    'before-cancel-limit': [['arrived', -120]],
    'before-change-limit': [['arrived', -120]],
    'inside-change-limit': [['arrived', -120]],
    'driver-due': [['arrived', null]],
    'waiting-free': [['arrived', null]],
    'wait-over': [['arrived', null]],
  },
  arrived: {
    'before-cancel-limit': [
      ['on-board', -120],
      ['no-show', 30],
    ],
    'before-change-limit': [
      ['on-board', -120],
      ['no-show', 30],
    ],
    'inside-change-limit': [
      ['on-board', -120],
      ['no-show', 30],
    ],
    'driver-due': [
      ['on-board', null],
      ['no-show', 30],
    ],
    'waiting-free': [
      ['on-board', null],
      ['no-show', 30],
    ],
    'wait-over': [
      ['on-board', null],
      ['no-show', null],
    ],
  },
  'on-board': {
    'before-cancel-limit': [['completed', null]],
    'before-change-limit': [['completed', null]],
    'inside-change-limit': [['completed', null]],
    'driver-due': [['completed', null]],
    'waiting-free': [['completed', null]],
    'wait-over': [['completed', null]],
  },
  completed: {
    'before-cancel-limit': [],
    'before-change-limit': [],
    'inside-change-limit': [],
    'driver-due': [],
    'waiting-free': [],
    'wait-over': [],
  },
  'no-show': {
    'before-cancel-limit': [],
    'before-change-limit': [],
    'inside-change-limit': [],
    'driver-due': [],
    'waiting-free': [],
    'wait-over': [],
  },
}

const facts = (
  status: ReservationStatus,
  progress: LegProgress,
  driverAssigned: boolean,
): LifecycleFacts => ({
  status,
  legs: [{ leg: 'outbound', pickupAt: pickup, atAirport: false, driverAssigned, progress }],
  selfCancelUntil: null,
})

type Case = {
  status: ReservationStatus
  progress: LegProgress
  driverAssigned: boolean
  window: Window
}

/** Every combination a stored reservation can hold: a driver's tap implies a driver. */
const CASES: Case[] = RESERVATION_STATUSES.flatMap((status) =>
  LEG_PROGRESS.flatMap((progress) =>
    (progress === 'assigned' ? [false, true] : [true]).flatMap((driverAssigned) =>
      (Object.keys(WINDOWS) as Window[]).map((window) => ({
        status,
        progress,
        driverAssigned,
        window,
      })),
    ),
  ),
)

const name = ({ status, progress, driverAssigned, window }: Case) =>
  `${status} / ${progress}${driverAssigned ? ' (driver named)' : ''} / ${window}`

describe('the lifecycle: every status x progress x time window', () => {
  it('covers all the combinations', () => {
    expect(CASES).toHaveLength(6 * 7 * 6)
  })

  it.each(CASES.map((each) => [name(each), each] as const))('%s', (_, each) => {
    const { status, progress, driverAssigned, window } = each
    const now = at(window)
    const life = lifecycle(facts(status, progress, driverAssigned), now, rules)
    const [leg] = life.legs
    const served = SERVED.includes(status)
    const manageable = status !== 'fail' && status !== 'cancelled'
    const started = progress !== 'assigned'

    // Where the leg stands.
    const stage =
      STAGE_OF_STATUS[status] ??
      (progress !== 'assigned'
        ? STAGE_OF_PROGRESS[progress]
        : driverAssigned
          ? 'driver-assigned'
          : status === 'completed'
            ? 'confirmed'
            : 'booked')
    expect(leg!.stage).toBe(stage)
    expect(life.current.stage).toBe(stage)

    // Cancelling: online, too late, started, or nothing to cancel.
    const cancel = !manageable ? 'closed' : started ? 'trip-started' : CANCEL_BY_WINDOW[window]
    expect(life.cancel.kind).toBe(cancel)
    if (life.cancel.kind !== 'closed') {
      expect(life.cancel.until).toEqual(new Date(pickup.getTime() - 72 * HOUR))
    }

    // Changing.
    const change = !manageable
      ? 'not-manageable'
      : started
        ? 'trip-started'
        : CHANGE_BY_WINDOW[window]
    if (change === 'open') {
      expect(life.change).toEqual({
        kind: 'open',
        legs: [{ leg: 'outbound', until: new Date(pickup.getTime() - 24 * HOUR) }],
      })
    } else {
      expect(life.change).toEqual({ kind: 'closed', reason: change })
    }

    // The promises: a confirmation until staff send it on; free cancellation while it holds.
    expect(life.promises.confirmation !== null).toBe(
      status === 'paid-not-sent' || status === 'cash-not-sent',
    )
    const freeCancel = manageable && !started && CANCEL_BY_WINDOW[window] === 'online'
    expect(life.promises.cancellation?.kind === 'free-until').toBe(freeCancel)
    expect(leg!.freeWait).toEqual({ minutes: 30, fromLanding: false })

    // The driver's buttons: only on a booking that will run, with a driver named.
    const offers =
      served && driverAssigned
        ? OFFERS[progress][window].map(([step, minutes]) => ({
            step,
            from: minutes === null ? null : new Date(pickup.getTime() + minutes * MINUTE),
          }))
        : []
    expect(leg!.driverOffers).toEqual(offers)

    // Live: under way, or the named driver due within 3 hours (until 2 hours after the pickup).
    const due = window === 'driver-due' || window === 'waiting-free'
    const live =
      served &&
      (['on-the-way', 'arrived', 'on-board'].includes(progress) ||
        (progress === 'assigned' && driverAssigned && due))
    expect(leg!.live).toBe(live)
    // Late: a named driver not on the way half an hour before the pickup.
    expect(leg!.late).toBe(
      served &&
        driverAssigned &&
        progress === 'assigned' &&
        window !== 'before-cancel-limit' &&
        WINDOWS[window] >= -30 * MINUTE,
    )

    // The review: only after a trip that really happened.
    expect(life.reviewable).toBe(served && progress === 'completed')
    expect(life.outcome).toBe(
      served && (progress === 'completed' || progress === 'no-show') ? progress : null,
    )
    expect(life.travels).toBe(manageable)
  })
})

describe('the lifecycle of a round trip', () => {
  const legs = (outbound: Partial<LegFacts>, back: Partial<LegFacts>): LegFacts[] => [
    {
      leg: 'outbound',
      pickupAt: pickup,
      atAirport: true,
      driverAssigned: true,
      progress: 'assigned',
      ...outbound,
    },
    {
      leg: 'return',
      pickupAt: new Date(pickup.getTime() + 5 * 24 * HOUR),
      atAirport: false,
      driverAssigned: false,
      progress: 'assigned',
      ...back,
    },
  ]

  it('leads with the first leg not over, and the airport leg waits from landing', () => {
    const life = lifecycle(
      {
        status: 'completed',
        legs: legs({ progress: 'completed' }, {}),
        selfCancelUntil: null,
      },
      at('wait-over'),
      rules,
    )
    expect(life.legs.map((leg) => leg.stage)).toEqual(['completed', 'confirmed'])
    expect(life.current.leg).toBe('return')
    expect(life.legs[0]!.freeWait).toEqual({ minutes: 45, fromLanding: true })
    // Half done: no review yet, and nothing to cancel online once a leg has run.
    expect(life.reviewable).toBe(false)
    expect(life.cancel.kind).toBe('trip-started')
  })

  it('keeps changing the return open while the outbound is too close to change', () => {
    const life = lifecycle(
      { status: 'paid-not-sent', legs: legs({ driverAssigned: false }, {}), selfCancelUntil: null },
      at('inside-change-limit'),
      rules,
    )
    expect(life.change).toEqual({
      kind: 'open',
      legs: [{ leg: 'return', until: new Date(pickup.getTime() + (5 * 24 - 24) * HOUR) }],
    })
  })

  it('keeps the cancel deadline the reservation kept, not one counted from a moved pickup', () => {
    const kept = new Date(pickup.getTime() - 200 * HOUR)
    const life = lifecycle(
      { status: 'paid-not-sent', legs: legs({ driverAssigned: false }, {}), selfCancelUntil: kept },
      at('before-cancel-limit'),
      rules,
    )
    expect(life.cancel).toEqual({ kind: 'too-late', until: kept, bookedInside: false })
    expect(life.promises.cancellation).toEqual({ kind: 'not-online' })
  })

  it('says a booking made after its deadline never could be cancelled online', () => {
    const facts = (bookedAt: Date) => ({
      status: 'cash-not-sent' as const,
      legs: legs({ driverAssigned: false }, {}),
      selfCancelUntil: new Date(pickup.getTime() - 72 * HOUR),
      bookedAt,
    })
    // Booked 13 hours before the pickup: past its deadline from the start.
    const late = lifecycle(facts(at('inside-change-limit')), at('inside-change-limit'), rules)
    expect(late.cancel).toMatchObject({ kind: 'too-late', bookedInside: true })
    // Booked in time, the deadline since passed.
    const passed = lifecycle(facts(at('before-cancel-limit')), at('before-change-limit'), rules)
    expect(passed.cancel).toMatchObject({ kind: 'too-late', bookedInside: false })
  })

  it('is reviewable once every leg is completed, and a no-show on one leg is the outcome', () => {
    const done = lifecycle(
      {
        status: 'completed',
        legs: legs({ progress: 'completed' }, { progress: 'completed', driverAssigned: true }),
        selfCancelUntil: null,
      },
      at('wait-over'),
      rules,
    )
    expect(done.reviewable).toBe(true)
    const missed = lifecycle(
      {
        status: 'completed',
        legs: legs({ progress: 'no-show' }, { progress: 'completed', driverAssigned: true }),
        selfCancelUntil: null,
      },
      at('wait-over'),
      rules,
    )
    expect(missed.outcome).toBe('no-show')
    expect(missed.reviewable).toBe(false)
  })
})

describe('the facts of a stored reservation', () => {
  it('reads each leg: its pickup, whether it starts at an airport, its driver and progress', () => {
    const read = lifecycleFacts(
      {
        status: 'completed',
        tripType: 'round-trip',
        pickup: { code: 'CAI' },
        dropoff: { code: 'ZMK' },
        execDate: pickup.toISOString(),
        returningDate: new Date(pickup.getTime() + 5 * 24 * HOUR).toISOString(),
        dispatch: { outbound: { driverName: 'Karim', driverMobile: '+201001234567' } },
        progress: { outbound: { state: 'on-the-way' }, return: { state: 'bogus' } },
        selfCancelUntil: '2026-12-17T08:00:00.000Z',
      },
      new Set(['CAI']),
    )
    expect(read.legs).toEqual([
      {
        leg: 'outbound',
        pickupAt: pickup,
        atAirport: true,
        driverAssigned: true,
        progress: 'on-the-way',
      },
      {
        leg: 'return',
        pickupAt: new Date(pickup.getTime() + 5 * 24 * HOUR),
        atAirport: false,
        driverAssigned: false,
        progress: 'assigned',
      },
    ])
    expect(read.selfCancelUntil).toEqual(new Date('2026-12-17T08:00:00.000Z'))
  })

  it('says beside the label what the label does not: booked, confirmed, the driver', () => {
    expect(stageNote('confirmed')).toBe('confirmed')
    expect(stageNote('on-the-way')).toBe('on-the-way')
    expect(stageNote('cancelled')).toBeNull()
  })
})
