import { afterEach, describe, expect, it, vi } from 'vitest'

import { callApi, newIdempotencyKey, secondsToWait } from '@/components/apiClient'

type Sent = { url: string; init: RequestInit }

/** Answers every fetch with `body` (a string is sent as is) and `status`; records what was sent. */
function answer(status: number, body: unknown): Sent[] {
  const sent: Sent[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, init })
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })
  })
  return sent
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('callApi', () => {
  it('sends JSON with the session cookie, the key when given, and skips the cache', async () => {
    const sent = answer(201, { status: true, reservation: { id: 1 } })
    const result = await callApi('/api/booking?lang=ar', {
      method: 'POST',
      body: { a: 1 },
      idempotencyKey: 'key-1',
    })
    expect(result).toEqual({ ok: true, data: { status: true, reservation: { id: 1 } } })
    const { url, init } = sent[0]!
    expect(url).toBe('/api/booking?lang=ar')
    expect(init).toMatchObject({
      method: 'POST',
      body: '{"a":1}',
      credentials: 'same-origin',
      cache: 'no-store',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'Idempotency-Key': 'key-1',
      },
    })
  })

  it('lets the browser cache a plain GET, not a fresh one', async () => {
    const sent = answer(200, [])
    await callApi('/api/cars')
    await callApi('/api/user/info', { fresh: true })
    expect(sent.map(({ init }) => [init.method, init.cache, init.body])).toEqual([
      ['GET', 'default', undefined],
      ['GET', 'no-store', undefined],
    ])
    expect(sent[0]!.init.headers).toEqual({ accept: 'application/json' })
  })

  it('reads a refusal as its code, message, issues and wait', async () => {
    answer(400, {
      status: false,
      error: 'addresses-required',
      message: 'Choose both places.',
      issues: [
        { field: 'addresses', error: 'addresses-required', message: 'Choose both places.' },
        { nonsense: true },
      ],
    })
    expect(await callApi('/api/booking', { method: 'POST', body: {} })).toEqual({
      ok: false,
      failure: {
        code: 'addresses-required',
        message: 'Choose both places.',
        issues: [
          { field: 'addresses', code: 'addresses-required', message: 'Choose both places.' },
        ],
      },
    })
    answer(429, { status: false, error: 'try-again-later', message: 'Wait.', retryAfter: 30 })
    expect(await callApi('/api/booking', { method: 'POST', body: {} })).toEqual({
      ok: false,
      failure: { code: 'try-again-later', message: 'Wait.', issues: [], retryAfter: 30 },
    })
    answer(409, {
      status: false,
      error: 'duplicate-booking',
      message: 'Booked already: MS-7K3Q9D.',
      reservationNumber: 'MS-7K3Q9D',
    })
    expect(await callApi('/api/booking', { method: 'POST', body: {} })).toEqual({
      ok: false,
      failure: {
        code: 'duplicate-booking',
        message: 'Booked already: MS-7K3Q9D.',
        issues: [],
        reservationNumber: 'MS-7K3Q9D',
      },
    })
  })

  it('keeps the contact form’s messages by field', async () => {
    answer(400, {
      status: false,
      error: 'name-required',
      message: 'Name required.',
      fields: { name: 'Name required.', email: 42 },
    })
    const result = await callApi('/api/contact', { method: 'POST', body: {} })
    expect(result).toEqual({
      ok: false,
      failure: {
        code: 'name-required',
        message: 'Name required.',
        issues: [],
        fields: { name: 'Name required.' },
      },
    })
  })

  it('has no failure to read when the server is unreachable or answers something else', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    expect(await callApi('/api/cars')).toEqual({ ok: false, failure: null })
    answer(502, '<html>Bad gateway</html>')
    expect(await callApi('/api/cars')).toEqual({ ok: false, failure: null })
    answer(500, { errors: [{ message: 'Something went wrong.' }] })
    expect(await callApi('/api/cars')).toEqual({ ok: false, failure: null })
    answer(200, 'not json')
    expect(await callApi('/api/cars')).toEqual({ ok: false, failure: null })
  })
})

describe('secondsToWait', () => {
  it('is the wait of the "too many, too soon" codes only', () => {
    expect(secondsToWait({ code: 'resend-too-soon', retryAfter: 42 })).toBe(42)
    expect(secondsToWait({ code: 'rate-limited', retryAfter: 900 })).toBe(900)
    expect(secondsToWait({ code: 'try-again-later', retryAfter: 30 })).toBe(30)
    expect(secondsToWait({ code: 'invalid-code', retryAfter: 30 })).toBe(0)
    expect(secondsToWait({ code: 'rate-limited' })).toBe(0)
    expect(secondsToWait(null)).toBe(0)
  })
})

describe('newIdempotencyKey', () => {
  it('makes a different key each time, as the API takes them', () => {
    const keys = new Set(Array.from({ length: 20 }, () => newIdempotencyKey()))
    expect(keys.size).toBe(20)
    for (const key of keys) expect(key).toMatch(/^[0-9a-f-]{32,36}$/)
  })
})
