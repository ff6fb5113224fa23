import { describe, expect, it } from 'vitest'

import {
  ceilingDecision,
  delayAfterFailures,
  failuresDecision,
  LOGIN_THROTTLE,
  loginSubject,
} from '@/accounts/loginThrottle'

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 23, 10) + seconds * 1000)

describe('sign-in throttle', () => {
  it('lets the first failures pass, then doubles the wait up to its cap', () => {
    const free = LOGIN_THROTTLE.freeFailures
    expect(delayAfterFailures(0)).toBe(0)
    expect(delayAfterFailures(free)).toBe(0)
    expect(delayAfterFailures(free + 1)).toBe(30)
    expect(delayAfterFailures(free + 2)).toBe(60)
    expect(delayAfterFailures(free + 3)).toBe(120)
    expect(delayAfterFailures(free + 6)).toBe(LOGIN_THROTTLE.maxDelaySeconds)
    expect(delayAfterFailures(10_000)).toBe(LOGIN_THROTTLE.maxDelaySeconds)
  })

  it('counts the wait from the last failure and forgets failures after a quiet day', () => {
    const state = { failures: LOGIN_THROTTLE.freeFailures + 2, lastFailureAt: at(0) }
    expect(failuresDecision(null, at(0))).toEqual({ allowed: true })
    expect(failuresDecision(state, at(10))).toEqual({ allowed: false, retryAfterSeconds: 50 })
    expect(failuresDecision(state, at(60))).toEqual({ allowed: true })
    const many = { failures: 500, lastFailureAt: at(0) }
    expect(failuresDecision(many, at(60)).allowed).toBe(false)
    expect(failuresDecision(many, at(LOGIN_THROTTLE.forgetAfterSeconds))).toEqual({
      allowed: true,
    })
  })

  it('refuses every address once a login reaches its ceiling, until the window ends', () => {
    const { limit, windowSeconds } = LOGIN_THROTTLE.accountCeiling
    expect(ceilingDecision({ count: limit - 1, windowStart: at(0) }, at(10))).toEqual({
      allowed: true,
    })
    expect(ceilingDecision({ count: limit, windowStart: at(0) }, at(10))).toEqual({
      allowed: false,
      retryAfterSeconds: windowSeconds - 10,
    })
    expect(ceilingDecision({ count: limit, windowStart: at(0) }, at(windowSeconds))).toEqual({
      allowed: true,
    })
  })

  it('caps a staff login at 20 wrong passwords an hour from every address together', () => {
    const { limit, windowSeconds } = LOGIN_THROTTLE.staffCeiling
    expect(limit).toBeLessThanOrEqual(20)
    expect(windowSeconds).toBe(3600)
    expect(ceilingDecision({ count: limit, windowStart: at(0) }, at(10), 'staff')).toEqual({
      allowed: false,
      retryAfterSeconds: windowSeconds - 10,
    })
    expect(ceilingDecision({ count: limit, windowStart: at(0) }, at(10), 'customer').allowed).toBe(
      true,
    )
  })

  it('keys a login by the account it names, whether or not it exists', () => {
    expect(loginSubject(' Amira@Example.COM ')).toBe('amira@example.com')
    expect(loginSubject('01005550123')).toBe('+201005550123')
    expect(loginSubject('+20 100 555 0123')).toBe('+201005550123')
    expect(loginSubject('not a phone')).toBe('not a phone')
  })
})
