import { describe, expect, it } from 'vitest'

import {
  encodeInvalidation,
  everything,
  invalidationPlan,
  parseInvalidation,
  reconnectDelay,
  revalidateTokenMatches,
} from '@/lib/invalidation'

describe('invalidation messages', () => {
  it('reads back what it writes, names once each', () => {
    const text = encodeInvalidation({
      caches: ['airlines', 'booking-catalog', 'airlines'],
      site: true,
    })
    expect(parseInvalidation(text)).toEqual({ caches: ['airlines', 'booking-catalog'], site: true })
    expect(text.length).toBeLessThan(100)
  })

  it('ignores what is not a message of this version', () => {
    for (const payload of [
      undefined,
      '',
      'flush',
      '[]',
      'null',
      '{"caches":["airlines"]}',
      '{"v":2,"site":true}',
      '{"v":1,"caches":"airlines"}',
      '{"v":1,"caches":["Robert\'); drop table--"]}',
      `{"v":1,"caches":[${'"a",'.repeat(40)}"a"]}`,
      'x'.repeat(9000),
    ]) {
      expect(parseInvalidation(payload), String(payload).slice(0, 40)).toBeUndefined()
    }
    expect(parseInvalidation('{"v":1}')).toEqual({ caches: [], site: false })
  })

  it('drops only the caches this instance has, and the site when asked', () => {
    expect(
      invalidationPlan({ caches: ['booking-catalog', 'from-a-newer-release'], site: false }, [
        'booking-catalog',
        'airlines',
      ]),
    ).toEqual({ caches: ['booking-catalog'], site: false })
    expect(everything(['a', 'b'])).toEqual({ caches: ['a', 'b'], site: true })
  })
})

describe('reconnecting', () => {
  it('waits longer after each failure, up to the ceiling, never all instances at once', () => {
    const backoff = { initialMs: 250, maxMs: 10_000 }
    expect(reconnectDelay(0, backoff, 0)).toBe(250)
    expect(reconnectDelay(1, backoff, 0)).toBe(500)
    expect(reconnectDelay(3, backoff, 0)).toBe(2000)
    expect(reconnectDelay(10, backoff, 0)).toBe(10_000)
    expect(reconnectDelay(1_000, backoff, 0)).toBe(10_000)
    // Jitter: at most a fifth off.
    expect(reconnectDelay(10, backoff, 0.999)).toBeGreaterThan(8000)
    expect(reconnectDelay(10, backoff, 0.5)).toBe(9000)
  })
})

describe('the loopback revalidation token', () => {
  const token = 'k'.repeat(43)
  it('opens the route only with this process token', () => {
    expect(revalidateTokenMatches(token, token)).toBe(true)
    expect(revalidateTokenMatches(token, `${token}x`)).toBe(false)
    expect(revalidateTokenMatches(token, null)).toBe(false)
    expect(revalidateTokenMatches(token, '')).toBe(false)
  })

  it('is closed when the server made no token (next start, next dev)', () => {
    expect(revalidateTokenMatches(undefined, 'anything')).toBe(false)
    expect(revalidateTokenMatches('', '')).toBe(false)
    expect(revalidateTokenMatches('short', 'short')).toBe(false)
  })
})
