import { describe, expect, it } from 'vitest'

import { cairoWallTimeToUtc, utcToCairoWallTime } from '@/booking/cairoTime'
import {
  bookingPromises,
  cancelDeadline,
  confirmationDue,
  DEFAULT_POLICY,
  freeWaitEnds,
  isPolicyValue,
  type Policy,
  policyFromDoc,
  selfCancelDeadline,
} from '@/booking/policy'

const cairo = (wall: string) => cairoWallTimeToUtc(wall)!
const local = (instant: Date) => utcToCairoWallTime(instant)

const ADMIN: Policy = {
  ...DEFAULT_POLICY,
  freeWaitAirportMinutes: 60,
  freeWaitElsewhereMinutes: 20,
  freeCancelHours: 48,
}

describe('the policy read from the settings row', () => {
  it('defaults to the terms: 45/30 free minutes, EGP 100 an hour, 10 km for EGP 100, 72 hours', () => {
    expect(policyFromDoc(null)).toEqual({
      freeWaitAirportMinutes: 45,
      freeWaitElsewhereMinutes: 30,
      waitingHourPiasters: 10_000,
      detourKm: 10,
      detourPiasters: 10_000,
      freeCancelHours: 72,
      refundBankChargePercent: 0,
    })
  })

  it.each([
    ['freeWaitAirportMinutes', 60, 60],
    ['freeWaitAirportMinutes', -1, 45],
    ['freeWaitAirportMinutes', 241, 45],
    ['freeWaitAirportMinutes', 12.5, 45],
    ['freeWaitElsewhereMinutes', 0, 0],
    ['freeCancelHours', 48, 48],
    ['freeCancelHours', 721, 72],
    ['freeCancelHours', null, 72],
    ['freeCancelHours', '48', 72],
    ['waitingHourPiasters', 15_050, 15_050],
    ['waitingHourPiasters', 100.5, 10_000],
    ['refundBankChargePercent', 2.5, 2.5],
    ['refundBankChargePercent', 101, 0],
  ] as const)('%s stored as %s reads %s', (key, stored, read) => {
    expect(policyFromDoc({ [key]: stored })[key]).toBe(read)
    expect(isPolicyValue(key, stored)).toBe(stored === read)
  })
})

describe('the free wait before a no-show follows the policy', () => {
  it.each([
    // [policy, at airport, pickup, expected arrival, free wait ends]
    [DEFAULT_POLICY, false, '2026-12-05T10:00', null, '2026-12-05T10:30'],
    [DEFAULT_POLICY, true, '2026-12-05T10:00', null, '2026-12-05T10:45'],
    [DEFAULT_POLICY, true, '2026-12-05T10:00', '2026-12-05T11:40', '2026-12-05T12:25'],
    [DEFAULT_POLICY, true, '2026-12-05T10:00', '2026-12-05T09:00', '2026-12-05T10:45'],
    [ADMIN, false, '2026-12-05T10:00', null, '2026-12-05T10:20'],
    [ADMIN, true, '2026-12-05T10:00', null, '2026-12-05T11:00'],
    // Egypt springs forward at 2026-04-24 00:00 (to 01:00): 45 real minutes from 23:30 end at 01:15.
    [DEFAULT_POLICY, true, '2026-04-23T23:30', null, '2026-04-24T01:15'],
    // and falls back at 2026-10-29 24:00 (to 23:00): 30 real minutes from 23:45 end at 23:15.
    [DEFAULT_POLICY, false, '2026-10-29T23:45', null, '2026-10-29T23:15'],
  ] as const)(
    '%o airport=%s pickup %s (landing %s): ends %s',
    (policy, atAirport, pickup, arrival, ends) => {
      const leg = {
        pickupAt: cairo(pickup),
        atAirport,
        expectedArrival: arrival ? cairo(arrival) : null,
      }
      expect(local(freeWaitEnds(leg, policy))).toBe(ends)
    },
  )
})

describe('the self-cancel deadline follows the policy and never moves later', () => {
  it.each([
    [DEFAULT_POLICY, '2026-02-20T10:00', '2026-02-17T10:00'],
    [ADMIN, '2026-02-20T10:00', '2026-02-18T10:00'],
    // Across the spring change: 72 real hours are one Cairo hour earlier on the clock.
    [DEFAULT_POLICY, '2026-04-25T10:00', '2026-04-22T09:00'],
    // Across the autumn change: one Cairo hour later.
    [DEFAULT_POLICY, '2026-10-30T10:00', '2026-10-27T11:00'],
  ] as const)('%o pickup %s: cancel until %s', (policy, pickup, until) => {
    expect(local(cancelDeadline(cairo(pickup), policy))).toBe(until)
  })

  it('a policy with more hours later on does not move a kept deadline later', () => {
    const kept = selfCancelDeadline(null, cairo('2026-03-12T10:00'), ADMIN) // 48 h
    const longer = { ...DEFAULT_POLICY, freeCancelHours: 24 }
    expect(selfCancelDeadline(kept, cairo('2026-03-12T10:00'), longer)).toEqual(kept)
    expect(local(selfCancelDeadline(kept, cairo('2026-03-12T10:00'), DEFAULT_POLICY))).toBe(
      '2026-03-09T10:00',
    )
  })
})

describe('"within one business day" is kept by the end of the next Cairo business day', () => {
  it.each([
    // booked (Cairo) -> confirmed by (Cairo); Friday and Saturday are not business days
    ['2026-12-06T10:00', '2026-12-08T00:00'], // Sunday -> end of Monday
    ['2026-12-09T23:59', '2026-12-11T00:00'], // Wednesday night -> end of Thursday
    ['2026-12-10T09:00', '2026-12-14T00:00'], // Thursday -> end of Sunday
    ['2026-12-11T12:00', '2026-12-14T00:00'], // Friday -> end of Sunday
    ['2026-12-12T12:00', '2026-12-14T00:00'], // Saturday -> end of Sunday
    // Thursday 23 April ends at the spring change: midnight is skipped, the clock reads 01:00
    ['2026-04-22T12:00', '2026-04-24T01:00'],
    ['2026-10-28T12:00', '2026-10-30T00:00'], // Wednesday before the autumn change -> end of Thursday
  ])('booked %s: due %s', (booked, due) => {
    expect(local(confirmationDue(cairo(booked)))).toBe(due)
  })
})

describe('the promises a booking carries follow its own facts', () => {
  it.each([
    // [now, first pickup, kept deadline, policy, confirmation, cancellation until (or null)]
    // booked five days ahead: both the business day and free cancellation (72 h before)
    [
      '2026-12-06T10:00',
      '2026-12-11T10:00',
      null,
      DEFAULT_POLICY,
      'within-business-day',
      '2026-12-08T10:00',
    ],
    // the same pickup 13 hours away: confirmed before the pickup, no online cancellation
    ['2026-12-06T10:00', '2026-12-06T23:00', null, DEFAULT_POLICY, 'before-pickup', null],
    // 71 hours ahead: inside 72 hours, cannot be cancelled online; confirmation still in time
    ['2026-12-06T10:00', '2026-12-09T09:00', null, DEFAULT_POLICY, 'within-business-day', null],
    // exactly 72 hours ahead: the deadline is now, so no longer
    ['2026-12-06T10:00', '2026-12-09T10:00', null, DEFAULT_POLICY, 'within-business-day', null],
    // 72 hours and a minute: free until in a minute
    [
      '2026-12-06T10:00',
      '2026-12-09T10:01',
      null,
      DEFAULT_POLICY,
      'within-business-day',
      '2026-12-06T10:01',
    ],
    // with an admin's 48 hours the same 71-hour booking may be cancelled
    [
      '2026-12-06T10:00',
      '2026-12-09T09:00',
      null,
      ADMIN,
      'within-business-day',
      '2026-12-07T09:00',
    ],
    // booked Thursday for Saturday: the business day ends Sunday night, after the pickup
    ['2026-12-10T09:00', '2026-12-12T08:00', null, DEFAULT_POLICY, 'before-pickup', null],
    // booked Thursday for Monday morning: confirmed by the end of Sunday
    [
      '2026-12-10T09:00',
      '2026-12-14T08:00',
      null,
      DEFAULT_POLICY,
      'within-business-day',
      '2026-12-11T08:00',
    ],
    // pickup at the due instant itself is not after it
    ['2026-12-06T10:00', '2026-12-08T00:00', null, DEFAULT_POLICY, 'before-pickup', null],
    // a kept deadline (moved pickup) rules, not the new pickup
    [
      '2026-12-06T10:00',
      '2026-12-20T10:00',
      '2026-12-06T09:00',
      DEFAULT_POLICY,
      'within-business-day',
      null,
    ],
    [
      '2026-12-06T10:00',
      '2026-12-20T10:00',
      '2026-12-07T09:00',
      DEFAULT_POLICY,
      'within-business-day',
      '2026-12-07T09:00',
    ],
    // across the spring change: 72 real hours before 25 April 10:00 is 22 April 09:00
    [
      '2026-04-22T08:59',
      '2026-04-25T10:00',
      null,
      DEFAULT_POLICY,
      'within-business-day',
      '2026-04-22T09:00',
    ],
    ['2026-04-22T09:00', '2026-04-25T10:00', null, DEFAULT_POLICY, 'within-business-day', null],
  ] as const)(
    'now %s, pickup %s (kept %s): %s, cancel until %s',
    (now, pickup, kept, policy, confirmation, until) => {
      const promises = bookingPromises(
        { firstPickup: cairo(pickup), selfCancelUntil: kept ? cairo(kept) : null },
        cairo(now),
        policy,
      )
      expect(promises.confirmation).toBe(confirmation)
      expect(
        promises.cancellation.kind === 'free-until' ? local(promises.cancellation.until) : null,
      ).toBe(until)
    },
  )
})
