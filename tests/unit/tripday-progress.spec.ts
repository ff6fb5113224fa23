import { describe, expect, it } from 'vitest'

import { cairoWallTimeToUtc } from '@/booking/cairoTime'
import { DEFAULT_POLICY, freeWaitEnds } from '@/booking/policy'
import { RESERVATION_STATUSES } from '@/booking/status'
import {
  customerNoticeOf,
  driverOffers,
  driverStep,
  type DriverLeg,
  type DriverStep,
  isLate,
  type LegProgress,
  type LegTiming,
  tripOutcome,
  tripRefusal,
} from '@/booking/lifecycle/progress'
import { driverLinkExpiry } from '@/tripday/driverLink'

const cairo = (wall: string) => cairoWallTimeToUtc(wall)!
const MINUTE = 60_000
const at = (wall: string, minutes = 0) => new Date(cairo(wall).getTime() + minutes * MINUTE)

const hotel: DriverLeg = {
  status: 'cash-not-sent',
  pickupAt: cairo('2026-12-05T10:00'),
  atAirport: false,
}
const airport: DriverLeg = { ...hotel, atAirport: true }

describe("a driver's taps, in order", () => {
  it('goes forward one step at a time, and may skip a forgotten "on the way" or "arrived"', () => {
    const now = cairo('2026-12-05T09:30')
    expect(driverStep('assigned', 'on-the-way', hotel, now, DEFAULT_POLICY)).toEqual({
      ok: true,
      changed: true,
      progress: 'on-the-way',
    })
    expect(driverStep('assigned', 'arrived', hotel, now, DEFAULT_POLICY)).toMatchObject({
      changed: true,
      progress: 'arrived',
    })
    expect(driverStep('assigned', 'on-board', hotel, now, DEFAULT_POLICY)).toMatchObject({
      progress: 'on-board',
    })
    expect(driverStep('arrived', 'on-board', hotel, now, DEFAULT_POLICY)).toMatchObject({
      progress: 'on-board',
    })
    expect(driverStep('on-board', 'completed', hotel, now, DEFAULT_POLICY)).toMatchObject({
      progress: 'completed',
    })
  })

  it('a double tap or a late retry of an earlier step changes nothing, and is no error', () => {
    const now = cairo('2026-12-05T10:05')
    expect(driverStep('arrived', 'arrived', hotel, now, DEFAULT_POLICY)).toEqual({
      ok: true,
      changed: false,
      progress: 'arrived',
    })
    expect(driverStep('on-board', 'on-the-way', hotel, now, DEFAULT_POLICY)).toEqual({
      ok: true,
      changed: false,
      progress: 'on-board',
    })
    expect(driverStep('completed', 'arrived', hotel, now, DEFAULT_POLICY)).toEqual({
      ok: true,
      changed: false,
      progress: 'completed',
    })
  })

  it('completed and no-show are final: the other one is refused', () => {
    const late = cairo('2026-12-05T12:00')
    expect(driverStep('completed', 'no-show', hotel, late, DEFAULT_POLICY)).toEqual({
      ok: false,
      refusal: 'leg-closed',
    })
    expect(driverStep('no-show', 'completed', hotel, late, DEFAULT_POLICY)).toEqual({
      ok: false,
      refusal: 'leg-closed',
    })
    expect(driverStep('on-board', 'no-show', hotel, late, DEFAULT_POLICY)).toEqual({
      ok: false,
      refusal: 'leg-closed',
    })
  })

  it('completed only after "passenger on board", however late, and never 30 hours early', () => {
    const late = cairo('2026-12-05T14:00')
    for (const current of ['assigned', 'on-the-way', 'arrived'] as const) {
      expect(driverStep(current, 'completed', hotel, late, DEFAULT_POLICY), current).toEqual({
        ok: false,
        refusal: 'not-on-board',
      })
    }
    // The probe's tap: "completed" on a leg not started, 30 hours before its pickup.
    expect(
      driverStep('assigned', 'completed', hotel, at('2026-12-05T10:00', -30 * 60), DEFAULT_POLICY),
    ).toEqual({
      ok: false,
      refusal: 'not-on-board',
    })
  })
})

describe('each step from its time before the pickup (decision 0170)', () => {
  // [step, from which state, minutes before the pickup it opens]
  const windows: [DriverStep, LegProgress, number][] = [
    ['on-the-way', 'assigned', 180],
    ['arrived', 'assigned', 120],
    ['arrived', 'on-the-way', 120],
    ['on-board', 'assigned', 120],
    ['on-board', 'arrived', 120],
  ]
  for (const leg of [hotel, airport]) {
    const where = leg.atAirport ? 'at an airport' : 'away from airports'
    it.each(windows)(
      `%s from %s opens %i minutes before the pickup, ${where}`,
      (step, from, before) => {
        const opens = at('2026-12-05T10:00', -before)
        expect(
          driverStep(from, step, leg, new Date(opens.getTime() - MINUTE), DEFAULT_POLICY),
        ).toEqual({
          ok: false,
          refusal: 'step-too-early',
          values: { from: opens },
        })
        // A day and more early too: the same refusal, the same time.
        expect(driverStep(from, step, leg, at('2026-12-04T04:00'), DEFAULT_POLICY)).toMatchObject({
          refusal: 'step-too-early',
          values: { from: opens },
        })
        expect(driverStep(from, step, leg, opens, DEFAULT_POLICY)).toEqual({
          ok: true,
          changed: true,
          progress: step,
        })
        expect(driverStep(from, step, leg, at('2026-12-05T11:30'), DEFAULT_POLICY)).toMatchObject({
          ok: true,
          progress: step,
        })
      },
    )
  }

  it('a repeat of the step the leg is at is no error, even before its window', () => {
    expect(
      driverStep('on-the-way', 'on-the-way', hotel, at('2026-12-04T10:00'), DEFAULT_POLICY),
    ).toEqual({
      ok: true,
      changed: false,
      progress: 'on-the-way',
    })
  })

  it('a delayed pickup moves the windows with it (staff move the pickup itself)', () => {
    const delayed = { ...airport, pickupAt: cairo('2026-12-05T12:00') }
    expect(
      driverStep('assigned', 'arrived', delayed, cairo('2026-12-05T09:30'), DEFAULT_POLICY),
    ).toMatchObject({
      refusal: 'step-too-early',
      values: { from: cairo('2026-12-05T10:00') },
    })
  })
})

describe('only a booking that will be served has a trip', () => {
  const steps: DriverStep[] = ['on-the-way', 'arrived', 'on-board', 'completed', 'no-show']
  const expected: Record<string, string | null> = {
    pending: 'trip-not-paid',
    'paid-not-sent': null,
    'cash-not-sent': null,
    completed: null,
    fail: 'leg-cancelled',
    cancelled: 'leg-cancelled',
  }
  it.each([...RESERVATION_STATUSES])('%s', (status) => {
    expect(tripRefusal(status)).toBe(expected[status])
    const leg = { ...hotel, status }
    for (const step of steps) {
      const result = driverStep(
        step === 'completed' ? 'on-board' : 'arrived',
        step,
        leg,
        at('2026-12-05T11:00'),
        DEFAULT_POLICY,
      )
      if (expected[status]) {
        expect(result, step).toEqual({ ok: false, refusal: expected[status] })
      } else {
        expect(result.ok, step).toBe(true)
      }
    }
    // Not even a repeat is answered on a booking without a trip: the driver must not go.
    if (expected[status]) {
      expect(
        driverStep('arrived', 'arrived', leg, at('2026-12-05T11:00'), DEFAULT_POLICY),
      ).toMatchObject({
        ok: false,
      })
    }
  })
})

describe("what the driver's page offers", () => {
  it('a button when the step is open, the time it opens when not, nothing without a trip', () => {
    expect(driverOffers('assigned', hotel, at('2026-12-05T06:59'), DEFAULT_POLICY)).toEqual([
      { step: 'on-the-way', from: cairo('2026-12-05T07:00') },
    ])
    expect(driverOffers('assigned', hotel, at('2026-12-05T07:00'), DEFAULT_POLICY)).toEqual([
      { step: 'on-the-way', from: null },
    ])
    expect(driverOffers('on-the-way', hotel, at('2026-12-05T07:30'), DEFAULT_POLICY)).toEqual([
      { step: 'arrived', from: cairo('2026-12-05T08:00') },
    ])
    expect(driverOffers('arrived', hotel, at('2026-12-05T10:10'), DEFAULT_POLICY)).toEqual([
      { step: 'on-board', from: null },
      { step: 'no-show', from: cairo('2026-12-05T10:30') },
    ])
    expect(driverOffers('arrived', hotel, at('2026-12-05T10:30'), DEFAULT_POLICY)).toEqual([
      { step: 'on-board', from: null },
      { step: 'no-show', from: null },
    ])
    expect(driverOffers('on-board', hotel, at('2026-12-05T10:40'), DEFAULT_POLICY)).toEqual([
      { step: 'completed', from: null },
    ])
    expect(driverOffers('completed', hotel, at('2026-12-05T11:00'), DEFAULT_POLICY)).toEqual([])
    expect(
      driverOffers(
        'assigned',
        { ...hotel, status: 'pending' },
        at('2026-12-05T09:00'),
        DEFAULT_POLICY,
      ),
    ).toEqual([])
  })
})

describe('no-show: only after arriving and the free wait of the terms', () => {
  it('30 minutes after the pickup away from airports; at the limit it is allowed', () => {
    expect(freeWaitEnds(hotel, DEFAULT_POLICY)).toEqual(cairo('2026-12-05T10:30'))
    expect(
      driverStep('on-the-way', 'no-show', hotel, cairo('2026-12-05T11:00'), DEFAULT_POLICY),
    ).toEqual({
      ok: false,
      refusal: 'not-arrived',
    })
    const early = driverStep(
      'arrived',
      'no-show',
      hotel,
      new Date(cairo('2026-12-05T10:30').getTime() - MINUTE),
      DEFAULT_POLICY,
    )
    expect(early).toEqual({
      ok: false,
      refusal: 'wait-not-over',
      values: { from: cairo('2026-12-05T10:30') },
    })
    expect(
      driverStep('assigned', 'no-show', hotel, cairo('2026-12-05T11:00'), DEFAULT_POLICY),
    ).toEqual({
      ok: false,
      refusal: 'not-arrived',
    })
    expect(
      driverStep('arrived', 'no-show', hotel, cairo('2026-12-05T11:45'), DEFAULT_POLICY),
    ).toMatchObject({
      ok: true,
      progress: 'no-show',
    })
    expect(
      driverStep('arrived', 'no-show', hotel, cairo('2026-12-05T10:30'), DEFAULT_POLICY),
    ).toMatchObject({
      ok: true,
      progress: 'no-show',
    })
  })

  it('45 minutes after landing at an airport, a delayed flight moving the wait with it', () => {
    expect(freeWaitEnds(airport, DEFAULT_POLICY)).toEqual(cairo('2026-12-05T10:45'))
    const delayed = { ...airport, expectedArrival: cairo('2026-12-05T11:40') }
    expect(freeWaitEnds(delayed, DEFAULT_POLICY)).toEqual(cairo('2026-12-05T12:25'))
    expect(
      driverStep('arrived', 'no-show', delayed, cairo('2026-12-05T12:00'), DEFAULT_POLICY),
    ).toMatchObject({
      ok: false,
      refusal: 'wait-not-over',
    })
    // An earlier expected arrival never shortens the wait below the booked pickup.
    expect(
      freeWaitEnds({ ...airport, expectedArrival: cairo('2026-12-05T09:00') }, DEFAULT_POLICY),
    ).toEqual(cairo('2026-12-05T10:45'))
  })

  it('counts real minutes across the autumn DST change', () => {
    // 29 October 2026: clocks go back from 24:00 to 23:00. A 23:30 pickup (the first 23:30, +03)
    // waits 45 real minutes: until 23:15 on the repeated hour (+02).
    const leg: LegTiming = { pickupAt: cairo('2026-10-29T23:30'), atAirport: true }
    expect(freeWaitEnds(leg, DEFAULT_POLICY).getTime() - leg.pickupAt.getTime()).toBe(45 * MINUTE)
  })
})

describe('the desk and the customer', () => {
  it('a leg not on its way 30 minutes before the pickup is late', () => {
    const pickup = cairo('2026-12-05T10:00')
    expect(isLate('assigned', pickup, cairo('2026-12-05T09:29'))).toBe(false)
    expect(isLate('assigned', pickup, cairo('2026-12-05T09:30'))).toBe(true)
    expect(isLate('on-the-way', pickup, cairo('2026-12-05T10:10'))).toBe(false)
  })

  it('on the way, arrived and completed tell the customer; the rest do not', () => {
    expect(customerNoticeOf('on-the-way')).toBe('driver-on-the-way')
    expect(customerNoticeOf('arrived')).toBe('driver-arrived')
    expect(customerNoticeOf('completed')).toBe('trip-completed')
    expect(customerNoticeOf('on-board')).toBeNull()
    expect(customerNoticeOf('no-show')).toBeNull()
  })

  it("the trip's outcome once every leg is final", () => {
    expect(tripOutcome(['completed', 'on-board'])).toBeNull()
    expect(tripOutcome(['completed', 'completed'])).toBe('completed')
    expect(tripOutcome(['no-show', 'completed'])).toBe('no-show')
    expect(tripOutcome([])).toBeNull()
  })
})

describe("the driver's link", () => {
  it('works until the end of the day after the last leg, Cairo time', () => {
    expect(driverLinkExpiry(cairo('2026-12-05T22:30'))).toEqual(cairo('2026-12-07T00:00'))
    // A leg after midnight belongs to the next Cairo day.
    expect(driverLinkExpiry(cairo('2026-12-06T00:15'))).toEqual(cairo('2026-12-08T00:00'))
    // Cairo midnight of 24 April 2026 does not exist (00:00 -> 01:00): the link runs to 01:00.
    expect(driverLinkExpiry(cairo('2026-04-22T18:00'))).toEqual(cairo('2026-04-24T01:00'))
    // Across the month end.
    expect(driverLinkExpiry(cairo('2026-12-31T09:00'))).toEqual(cairo('2027-01-02T00:00'))
  })
})
