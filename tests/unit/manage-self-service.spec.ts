import { describe, expect, it } from 'vitest'

import { cairoWallTimeToUtc, utcToCairoWallTime } from '@/booking/cairoTime'
import {
  cancelDeadline as policyCancelDeadline,
  DEFAULT_POLICY,
  selfCancelDeadline as policySelfCancelDeadline,
} from '@/booking/policy'
import {
  hashManageToken,
  isManageTokenShape,
  manageLinkExpiry,
  manageLinkState,
  newManageToken,
} from '@/manage/selfService'
import {
  canSelfCancel,
  canSelfChange,
  changeDeadlineLocal,
  isManageable,
  selfCancelRefund,
} from '@/booking/lifecycle/rights'

// The terms' default policy (72 hours); other hours are tested in policy.spec.ts.
const cancelDeadline = (pickup: Date) => policyCancelDeadline(pickup, DEFAULT_POLICY)
const selfCancelDeadline = (kept: Date | null, pickup: Date) =>
  policySelfCancelDeadline(kept, pickup, DEFAULT_POLICY)
const cancelDeadlineLocal = (pickup: Date) => utcToCairoWallTime(cancelDeadline(pickup))

const cairo = (wall: string) => cairoWallTimeToUtc(wall)!
const MINUTE = 60_000

// Egypt's 2026 changes: spring forward Friday 24 April 00:00 -> 01:00 (+02 -> +03); fall back
// Thursday 29 October 24:00 -> 23:00 (+03 -> +02).
describe('self-service cancel: 72 real hours before the first pickup, in Cairo time', () => {
  it('on an ordinary day, the same Cairo hour three days earlier; at the limit it is refused', () => {
    const pickup = cairo('2026-02-20T10:00')
    expect(cancelDeadlineLocal(pickup)).toBe('2026-02-17T10:00')
    expect(
      canSelfCancel(cancelDeadline(pickup), new Date(cairo('2026-02-17T10:00').getTime() - MINUTE)),
    ).toBe(true)
    expect(canSelfCancel(cancelDeadline(pickup), cairo('2026-02-17T10:00'))).toBe(false)
    expect(canSelfCancel(cancelDeadline(pickup), cairo('2026-02-19T10:00'))).toBe(false)
  })

  it('across the spring change the limit is one Cairo hour earlier (an hour is skipped)', () => {
    const pickup = cairo('2026-04-25T10:00') // +03
    expect(cancelDeadlineLocal(pickup)).toBe('2026-04-22T09:00') // +02
    expect(canSelfCancel(cancelDeadline(pickup), cairo('2026-04-22T08:59'))).toBe(true)
    expect(canSelfCancel(cancelDeadline(pickup), cairo('2026-04-22T09:00'))).toBe(false)
    // 09:30 Cairo on the 22nd would still be "three days before 10:00" on a wall clock: refused.
    expect(canSelfCancel(cancelDeadline(pickup), cairo('2026-04-22T09:30'))).toBe(false)
  })

  it('across the autumn change the limit is one Cairo hour later (an hour is lived twice)', () => {
    const pickup = cairo('2026-10-30T10:00') // +02
    expect(cancelDeadlineLocal(pickup)).toBe('2026-10-27T11:00') // +03
    expect(canSelfCancel(cancelDeadline(pickup), cairo('2026-10-27T10:59'))).toBe(true)
    expect(canSelfCancel(cancelDeadline(pickup), cairo('2026-10-27T11:00'))).toBe(false)
  })
})

describe('the deadline a reservation keeps: 72 hours before the pickup as booked, never later', () => {
  const booked = cairo('2026-03-12T10:00')
  const kept = selfCancelDeadline(null, booked)

  it('is set from the first pickup when the booking is made', () => {
    expect(utcToCairoWallTime(kept)).toBe('2026-03-09T10:00')
  })

  it('stays where the booking put it when the pickup moves later (a month on)', () => {
    const later = selfCancelDeadline(kept, cairo('2026-04-12T10:00'))
    expect(later).toEqual(kept)
    // 48 hours before the booked pickup: too late, whatever the new date.
    expect(canSelfCancel(later, cairo('2026-03-10T10:00'))).toBe(false)
  })

  it('comes forward with a pickup moved earlier', () => {
    const earlier = selfCancelDeadline(kept, cairo('2026-03-11T10:00'))
    expect(utcToCairoWallTime(earlier)).toBe('2026-03-08T10:00')
  })

  it('moved later then back keeps the earliest deadline it ever had', () => {
    const moved = selfCancelDeadline(selfCancelDeadline(kept, cairo('2026-05-01T10:00')), booked)
    expect(moved).toEqual(kept)
  })
})

describe('self-service change: selfServiceChangeHours before the leg, in Cairo time', () => {
  it('24 hours on an ordinary day; one minute before the limit yes, at it no', () => {
    const pickup = cairo('2026-03-10T06:30')
    expect(changeDeadlineLocal(pickup, 24)).toBe('2026-03-09T06:30')
    expect(canSelfChange(pickup, cairo('2026-03-09T06:29'), 24)).toBe(true)
    expect(canSelfChange(pickup, cairo('2026-03-09T06:30'), 24)).toBe(false)
  })

  it('a pickup just after the spring change: the limit is 00:30 (+02), not 01:30, the day before', () => {
    const pickup = cairo('2026-04-24T01:30') // the first hour of +03
    expect(changeDeadlineLocal(pickup, 24)).toBe('2026-04-23T00:30')
    expect(canSelfChange(pickup, cairo('2026-04-23T00:29'), 24)).toBe(true)
    expect(canSelfChange(pickup, cairo('2026-04-23T00:30'), 24)).toBe(false)
    expect(canSelfChange(pickup, cairo('2026-04-23T01:00'), 24)).toBe(false)
  })

  it('a pickup just after the autumn change: the limit is an hour later on the wall clock', () => {
    const pickup = cairo('2026-10-30T08:00') // +02
    expect(changeDeadlineLocal(pickup, 24)).toBe('2026-10-29T09:00') // +03
    expect(canSelfChange(pickup, cairo('2026-10-29T08:59'), 24)).toBe(true)
    expect(canSelfChange(pickup, cairo('2026-10-29T09:00'), 24)).toBe(false)
  })

  it('follows the setting (48 hours)', () => {
    const pickup = cairo('2026-03-10T06:30')
    expect(canSelfChange(pickup, cairo('2026-03-08T06:29'), 48)).toBe(true)
    expect(canSelfChange(pickup, cairo('2026-03-08T07:00'), 48)).toBe(false)
  })
})

describe('the refund of a self-service cancel, less the bank charge (piasters)', () => {
  it('no charge: everything held comes back', () => {
    expect(selfCancelRefund(123_456, 0)).toEqual({ refund: 123_456, charge: 0 })
  })

  it('the charge is whole piasters, rounded down (the fraction is the customer’s)', () => {
    expect(selfCancelRefund(100_001, 2.5)).toEqual({ refund: 97_501, charge: 2_500 })
    expect(selfCancelRefund(99, 3)).toEqual({ refund: 97, charge: 2 }) // 2.97 -> 2
    expect(selfCancelRefund(150_000, 3)).toEqual({ refund: 145_500, charge: 4_500 })
    expect(selfCancelRefund(1, 50)).toEqual({ refund: 1, charge: 0 })
  })

  it('percentages are read to two decimals and kept within 0-100', () => {
    expect(selfCancelRefund(10_000, 1.254)).toEqual({ refund: 9_875, charge: 125 })
    expect(selfCancelRefund(10_000, 150)).toEqual({ refund: 0, charge: 10_000 })
    expect(selfCancelRefund(10_000, -5)).toEqual({ refund: 10_000, charge: 0 })
    expect(selfCancelRefund(10_000, Number.NaN)).toEqual({ refund: 10_000, charge: 0 })
  })

  it('nothing held: nothing refunded', () => {
    expect(selfCancelRefund(0, 2)).toEqual({ refund: 0, charge: 0 })
  })
})

describe('the manage link', () => {
  it('a token is 43 base64url characters, a new one each time, stored as its SHA-256', () => {
    const token = newManageToken()
    expect(isManageTokenShape(token)).toBe(true)
    expect(newManageToken()).not.toBe(token)
    expect(hashManageToken(token)).toMatch(/^[0-9a-f]{64}$/)
    expect(hashManageToken(token)).toBe(hashManageToken(token))
    expect(isManageTokenShape(`${token}x`)).toBe(false)
    expect(isManageTokenShape('../../etc/passwd')).toBe(false)
  })

  it('ends seven days after the last leg', () => {
    const out = cairo('2026-05-01T10:00')
    const back = cairo('2026-05-05T18:00')
    expect(manageLinkExpiry(out, back).toISOString()).toBe(cairo('2026-05-12T18:00').toISOString())
    expect(manageLinkExpiry(out, null).toISOString()).toBe(cairo('2026-05-08T10:00').toISOString())
  })

  it('is refused once revoked or expired', () => {
    const expiresAt = cairo('2026-05-08T10:00')
    const before = new Date(expiresAt.getTime() - MINUTE)
    expect(manageLinkState({ expiresAt, revokedAt: null }, before)).toBe('valid')
    expect(manageLinkState({ expiresAt, revokedAt: null }, expiresAt)).toBe('expired')
    expect(manageLinkState({ expiresAt, revokedAt: before }, before)).toBe('revoked')
  })

  it('manages bookings that will travel or wait for payment, not cancelled or failed ones', () => {
    expect(isManageable('pending')).toBe(true)
    expect(isManageable('paid-not-sent')).toBe(true)
    expect(isManageable('cancelled')).toBe(false)
    expect(isManageable('fail')).toBe(false)
  })
})
