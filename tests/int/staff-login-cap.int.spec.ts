import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as API_POST } from '@/app/(frontend)/api/[...slug]/route'
import { LOGIN_THROTTLE } from '@/accounts/loginThrottle'
import { STAFF_DEVICE } from '@/accounts/staffDevice'
import { staffPath } from '@/lib/staffPath'
import { throttledStaffLogin } from '@/http/staffLogin'

import { staffUser } from '../helpers/bookingData'
import { Browser } from '../helpers/http'
import { testPayload } from '../helpers/payload'

/**
 * Issue 29, item 5: a staff login is capped at 20 wrong passwords an hour across every address,
 * every wrong password is a 401 with its failure counted (never a 500), and while capped the owner
 * still gets in from a device that signed in before or through the password reset by email.
 */
const SEGMENT = staffPath().slice(1)
const CAP = LOGIN_THROTTLE.staffCeiling.limit

let payload: Payload
let restPost: (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>

beforeAll(async () => {
  payload = await testPayload()
  const { REST_POST } = await import('@payloadcms/next/routes')
  const config = (await import('@payload-config')).default
  restPost = throttledStaffLogin(REST_POST(config))
})

afterAll(async () => {
  await payload.destroy()
})

/** The staff API's login, `POST /api/{segment}/login`. */
const apiLogin = (browser: Browser, email: string, password: string) =>
  browser.call(
    (request) => API_POST(request, { params: Promise.resolve({ slug: [SEGMENT, 'login'] }) }),
    {
      path: `/api/${SEGMENT}/login`,
      body: { email, password },
      headers: { 'sec-fetch-site': 'same-origin' },
    },
  )

/** Payload's REST route under `/api/cms/users/<action>` (the admin's login and reset screens). */
const rest = (browser: Browser, action: string, body: unknown) =>
  browser.call(
    (request) => restPost(request, { params: Promise.resolve({ slug: ['users', action] }) }),
    { path: `/api/cms/users/${action}`, body },
  )

describe('staff login capped across addresses', () => {
  it('caps the staff API login at 20 wrong passwords from 25 addresses; a known device and a reset still get in', async () => {
    const user = await staffUser(payload, 'admin', 'cap-api')
    const password = 'admin-password-12'
    // The owner's own browser signs in once: it becomes a known device for this login.
    const owner = new Browser('10.253.0.1')
    expect((await apiLogin(owner, user.email, password)).status).toBe(200)
    expect(owner.cookies.get(STAFF_DEVICE.cookie)).toBeTruthy()

    const statuses: number[] = []
    for (let i = 1; i <= 25; i++) {
      const answer = await apiLogin(new Browser(`10.253.1.${i}`), user.email, `wrong-${i}`)
      statuses.push(answer.status)
    }
    expect(statuses).toEqual([...Array(CAP).fill(401), ...Array(25 - CAP).fill(429)])
    const failures = await payload.db.drizzle.execute(
      `select count from rate_limits where key = 'staffSigninCeiling:${user.email.toLowerCase()}'`,
    )
    expect(Number((failures.rows[0] as { count: number }).count)).toBe(CAP)

    // The right password from a new address is refused, with a message naming the ways in.
    for (const lang of ['en', 'ar'] as const) {
      const stranger = new Browser('10.253.2.1', lang)
      const refused = await apiLogin(stranger, user.email, password)
      expect(refused.status).toBe(429)
      expect(refused.json.error).toBe('rate-limited')
      expect(refused.json.message).toMatch(
        lang === 'en' ? /device you have used before/ : /جهاز استخدمته من قبل/,
      )
      expect(stranger.cookies.get('payload-token')).toBeUndefined()
    }

    // The owner's device is let through the cap (and only with the right password).
    expect((await apiLogin(owner, user.email, 'wrong-again')).status).toBe(401)
    expect((await apiLogin(owner, user.email, password)).status).toBe(200)
    // A device known for another login is not known for this one.
    const colleague = await staffUser(payload, 'operator', 'cap-colleague')
    const shared = new Browser('10.253.3.1')
    expect((await apiLogin(shared, colleague.email, 'operator-password-12')).status).toBe(200)
    expect((await apiLogin(shared, user.email, password)).status).toBe(429)
    // A forged device cookie is nothing.
    const forger = new Browser('10.253.3.2')
    forger.cookies.set(STAFF_DEVICE.cookie, `${Math.floor(Date.now() / 1000)}-${'A'.repeat(43)}`)
    expect((await apiLogin(forger, user.email, password)).status).toBe(429)

    // The reset email still works while capped, and the reset signs the owner in on a new device.
    const elsewhere = new Browser('10.253.4.1')
    expect((await rest(elsewhere, 'forgot-password', { email: user.email })).status).toBe(200)
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email: user.email },
      disableEmail: true,
    })
    const reset = await rest(elsewhere, 'reset-password', { token, password: 'a-new-password-34' })
    expect(reset.status).toBe(200)
    expect(elsewhere.cookies.get('payload-token')).toBeTruthy()
    // ... and that browser is now a known device: its next sign-in passes the cap.
    expect((await apiLogin(elsewhere, user.email, 'a-new-password-34')).status).toBe(200)
    expect(
      (await apiLogin(new Browser('10.253.4.2'), user.email, 'a-new-password-34')).status,
    ).toBe(429)
  })

  it("caps the admin's REST login the same way, every wrong password a 401, never a 500", async () => {
    const user = await staffUser(payload, 'operator', 'cap-rest')
    const password = 'operator-password-12'
    const owner = new Browser('10.253.10.1')
    const first = await rest(owner, 'login', { email: user.email, password })
    expect(first.status).toBe(200)
    expect(owner.cookies.get(STAFF_DEVICE.cookie)).toBeTruthy()

    const statuses: number[] = []
    for (let i = 1; i <= 25; i++) {
      const answer = await rest(new Browser(`10.253.11.${i}`), 'login', {
        email: user.email.toUpperCase(),
        password: `wrong-${i}`,
      })
      statuses.push(answer.status)
    }
    expect(statuses).toEqual([...Array(CAP).fill(401), ...Array(25 - CAP).fill(429)])

    const stranger = await rest(new Browser('10.253.12.1'), 'login', {
      email: user.email,
      password,
    })
    expect(stranger.status).toBe(429)
    expect(stranger.json.errors[0].message).toMatch(/device you have used before/)
    expect((await rest(owner, 'login', { email: user.email, password })).status).toBe(200)
  })

  it("answers a wrong password 401 and counts it even when Payload's error is another copy of its class", async () => {
    const user = await staffUser(payload, 'operator', 'cap-copy')
    // What a second bundle's AuthenticationError looks like to this one: same status, other class.
    class AuthenticationError extends Error {
      status = 401
    }
    const login = vi.spyOn(payload, 'login').mockRejectedValueOnce(new AuthenticationError('no'))
    try {
      const answer = await apiLogin(new Browser('10.253.20.1'), user.email, 'wrong')
      expect(answer.status).toBe(401)
      expect(answer.json.error).toBe('invalid-credentials')
    } finally {
      login.mockRestore()
    }
    const failures = await payload.db.drizzle.execute(
      `select count from rate_limits where key = 'staffSigninCeiling:${user.email.toLowerCase()}'`,
    )
    expect(Number((failures.rows[0] as { count: number }).count)).toBe(1)
  })
})
