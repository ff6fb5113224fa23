import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET, POST } from '@/app/(frontend)/api/[...slug]/route'
import { LOGIN_THROTTLE } from '@/accounts/loginThrottle'
import { staffPath } from '@/lib/staffPath'
import { newPaymentLinkToken } from '@/payments/paymentLinks'

import { staffUser } from '../helpers/bookingData'
import { type Account, signedUpCustomer } from '../helpers/customers'
import { Browser } from '../helpers/http'
import { testPayload } from '../helpers/payload'

/**
 * Issue 13, item 6: the spec's staff JSON API at `/api/{staffsegment}/...` (docs/api.md), through
 * the catch-all API route as Next calls it.
 */
const SEGMENT = staffPath().slice(1)

let payload: Payload
let customer: Account
let customerName = ''
let operatorEmail = ''
let adminEmail = ''
const tag = String(Date.now() % 1e6)

/** A route handler for one staff path, as the Browser helper calls handlers. */
const staffRoute =
  (method: 'GET' | 'POST', path: string) =>
  (request: Request): Promise<Response> =>
    (method === 'GET' ? GET : POST)(request, {
      params: Promise.resolve({ slug: [SEGMENT, path] }),
    })

async function call(
  browser: Browser,
  method: 'GET' | 'POST',
  path: string,
  {
    query = '',
    body,
    headers,
  }: { query?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  return browser.call(staffRoute(method, path), {
    method,
    path: `/api/${SEGMENT}/${path}${query}`,
    body,
    // What a browser sends with a same-origin fetch: Payload takes its cookie only then (CSRF).
    headers: { 'sec-fetch-site': 'same-origin', ...headers },
  })
}

async function loggedIn(email: string, password: string) {
  const browser = new Browser()
  const answer = await call(browser, 'POST', 'login', { body: { email, password } })
  expect(answer.status, JSON.stringify(answer.json)).toBe(200)
  return { browser, answer }
}

const reservation = (
  number: string,
  status: 'pending' | 'cash-not-sent' | 'completed',
  execDate: string,
  extra: Record<string, unknown> = {},
) =>
  payload.create({
    collection: 'reservations',
    overrideAccess: true,
    data: {
      reservationNumber: number,
      customer: customer.user.id,
      status,
      statusHistory: [
        { to: status, at: new Date().toISOString(), byType: 'system', reason: 'test' },
      ],
      tripType: 'one-way',
      paymentType: 'cash',
      execDate,
      pickupAddress: 'Cairo Airport',
      dropoffAddress: 'Zamalek',
      carType: 'corolla',
      price: 50000,
      priceSnapshot: { cars: { corolla: 50000 } },
      ...extra,
    },
  })

beforeAll(async () => {
  payload = await testPayload()
  const admin = await staffUser(payload, 'admin', 'staff-api')
  const operator = await staffUser(payload, 'operator', 'staff-api')
  adminEmail = admin.email
  operatorEmail = operator.email
  customer = await signedUpCustomer(payload, { tag: `staffapi${tag}` })
  customerName = (await payload.findByID({ collection: 'customers', id: customer.user.id })).name
  // Cairo is UTC+2 in March 2027: 22:30 UTC is 00:30 of the next day in Cairo.
  await reservation(`SA1${tag}`, 'pending', '2027-03-10T22:30:00.000Z')
  await reservation(`SA2${tag}`, 'cash-not-sent', '2027-03-11T22:30:00.000Z')
  await reservation(`SA3${tag}`, 'completed', '2027-03-12T08:00:00.000Z', {
    isAnotherPassengers: true,
    passengerName: 'Youssef Passenger',
    passengerPhone: '+201005550123',
  })
  for (const [i, status] of (['active', 'cancelled'] as const).entries()) {
    await payload.create({
      collection: 'payment-links',
      overrideAccess: true,
      data: {
        amount: 10000 * (i + 1),
        customerName: `Link Payer ${i}`,
        phone: `+20100555090${i}`,
        email: `link.${i}.${tag}@example.com`,
        description: 'Extra hour of waiting',
        expiresAt: new Date(Date.now() + 48 * 3_600_000).toISOString(),
        status,
        token: newPaymentLinkToken(),
      },
    })
  }
})

afterAll(async () => {
  await payload.destroy()
})

describe('check-session and login', () => {
  it('refuses nobody with 401 in the caller’s language', async () => {
    for (const lang of ['en', 'ar'] as const) {
      const answer = await call(new Browser(undefined, lang), 'GET', 'check-session')
      expect(answer.status).toBe(401)
      expect(answer.json).toMatchObject({ status: false, error: 'not-logged-in' })
      if (lang === 'ar') expect(answer.json.message).toMatch(/[\u0600-\u06ff]/)
      else expect(answer.json.message).not.toMatch(/[\u0600-\u06ff]/)
    }
  })

  it('refuses a customer, by their cookie or their token', async () => {
    const byCookie = await call(customer.browser, 'GET', 'check-session')
    expect(byCookie.status).toBe(401)
    const token = customer.browser.cookies.get('masar_session')!
    const byToken = await call(new Browser(), 'GET', 'check-session', {
      headers: { Authorization: `JWT ${token}` },
    })
    expect(byToken.status).toBe(403)
    expect(byToken.json).toMatchObject({ status: false, error: 'staff-only' })
    const login = await call(new Browser(), 'POST', 'login', {
      body: { email: customer.user.email, password: 'secret-123' },
    })
    expect(login.status).toBe(401)
  })

  it('logs staff in with Payload’s cookie, which then opens the session', async () => {
    const { browser, answer } = await loggedIn(operatorEmail, 'operator-password-12')
    expect(answer.json).toEqual({
      status: true,
      user: {
        id: expect.anything(),
        name: expect.any(String),
        email: operatorEmail,
        role: 'operator',
      },
    })
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(browser.cookies.get('payload-token')).toBeTruthy()
    const session = await call(browser, 'GET', 'check-session')
    expect(session.status).toBe(200)
    expect(session.json).toMatchObject({
      status: true,
      user: { email: operatorEmail, role: 'operator' },
    })
  })

  it('accepts a bearer token as well as the cookie', async () => {
    const { token } = await payload.login({
      collection: 'users',
      data: { email: adminEmail, password: 'admin-password-12' },
    })
    for (const scheme of ['JWT', 'Bearer']) {
      const answer = await call(new Browser(), 'GET', 'check-session', {
        headers: { Authorization: `${scheme} ${token}` },
      })
      expect(answer.status, scheme).toBe(200)
      expect(answer.json.user.role).toBe('admin')
    }
    const forged = await call(new Browser(), 'GET', 'check-session', {
      headers: { Authorization: `Bearer ${token}x` },
    })
    expect(forged.status).toBe(401)
  })

  it('refuses a wrong password with 401, a bad body with 400, and throttles guessing', async () => {
    const browser = new Browser()
    const bad = await call(browser, 'POST', 'login', { body: { email: adminEmail } })
    expect(bad.status).toBe(400)
    const statuses = []
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures + 2; i++)
      statuses.push(
        (await call(browser, 'POST', 'login', { body: { email: adminEmail, password: 'wrong' } }))
          .status,
      )
    expect(statuses).toEqual([...Array(LOGIN_THROTTLE.freeFailures + 1).fill(401), 429])
    const right = await call(browser, 'POST', 'login', {
      body: { email: adminEmail, password: 'admin-password-12' },
    })
    expect(right.status).toBe(429)
    expect(right.headers.get('set-cookie') ?? '').not.toContain('payload-token')
  })
})

describe('reservations', () => {
  it('refuses nobody and customers', async () => {
    expect((await call(new Browser(), 'GET', 'reservations')).status).toBe(401)
    expect((await call(customer.browser, 'GET', 'reservations')).status).toBe(401)
  })

  it('lists reservations for operators and admins, with count and paging', async () => {
    for (const [email, password] of [
      [operatorEmail, 'operator-password-12'],
      [adminEmail, 'admin-password-12'],
    ] as const) {
      const { browser } = await loggedIn(email, password)
      const all = await call(browser, 'GET', 'reservations', { query: `?q=SA&limit=100` })
      expect(all.status).toBe(200)
      const mine = (all.json.reservations as { reservationNumber: string }[]).filter((row) =>
        row.reservationNumber.endsWith(tag),
      )
      expect(mine).toHaveLength(3)
      const page1 = await call(browser, 'GET', 'reservations', {
        query: `?q=${customer.user.email}&limit=2&page=1`,
      })
      const page2 = await call(browser, 'GET', 'reservations', {
        query: `?q=${customer.user.email}&limit=2&page=2`,
      })
      expect(page1.json.count).toBe(3)
      expect(page1.json.reservations).toHaveLength(2)
      expect(page2.json.reservations).toHaveLength(1)
      const numbers = [...page1.json.reservations, ...page2.json.reservations].map(
        (row: { reservationNumber: string }) => row.reservationNumber,
      )
      expect(new Set(numbers).size).toBe(3)
      const row = page2.json.reservations[0]
      expect(row).toMatchObject({
        customer: { id: customer.user.id, email: customer.user.email },
        colour: expect.any(String),
      })
      expect(row.customer).not.toHaveProperty('sessions')
    }
  })

  it('filters by status, Cairo pickup days, and searches number, name, phone and email', async () => {
    const { browser } = await loggedIn(operatorEmail, 'operator-password-12')
    const numbers = async (query: string) => {
      const answer = await call(browser, 'GET', 'reservations', { query })
      expect(answer.status, JSON.stringify(answer.json)).toBe(200)
      return (answer.json.reservations as { reservationNumber: string }[])
        .map((row) => row.reservationNumber)
        .filter((number) => number.endsWith(tag))
        .toSorted()
    }
    expect(await numbers(`?q=${customer.user.email}&status=completed`)).toEqual([`SA3${tag}`])
    // 22:30 UTC on the 10th is the 11th in Cairo.
    expect(await numbers(`?q=${customer.user.email}&from=2027-03-11&to=2027-03-11`)).toEqual([
      `SA1${tag}`,
    ])
    expect(await numbers(`?q=${customer.user.email}&from=2027-03-12`)).toEqual([
      `SA2${tag}`,
      `SA3${tag}`,
    ])
    expect(await numbers(`?q=${customer.user.email}&to=2027-03-10`)).toEqual([])
    expect(await numbers(`?q=SA2${tag}`)).toEqual([`SA2${tag}`])
    expect(await numbers(`?q=${encodeURIComponent(customerName)}`)).toHaveLength(3)
    // The mobile as staff type it, with the national 0 and spaces.
    const national = `0${customer.user.mobile.replace('+20', '')}`
    expect(
      await numbers(`?q=${encodeURIComponent(national.replace(/(\d{3})/, '$1 '))}`),
    ).toHaveLength(3)
    expect(await numbers(`?q=Youssef`)).toEqual([`SA3${tag}`])
    expect(await numbers(`?q=0100 555 0123`)).toEqual([`SA3${tag}`])
  })

  it('answers a bad query with 400 and its message, never a 500', async () => {
    const { browser } = await loggedIn(adminEmail, 'admin-password-12')
    for (const [query, error] of [
      ['?page=0', 'page-invalid'],
      ['?page=abc', 'page-invalid'],
      ['?limit=1000', 'limit-invalid'],
      ['?limit=-1', 'limit-invalid'],
      ['?status=lost', 'status-invalid'],
      ['?from=2027-02-30', 'date-invalid'],
      ['?from=tomorrow', 'date-invalid'],
      ['?from=2027-03-12&to=2027-03-11', 'date-range-invalid'],
      [`?q=${'x'.repeat(101)}`, 'search-invalid'],
      ['?q=%00', 'search-invalid'],
    ]) {
      const answer = await call(browser, 'GET', 'reservations', { query })
      expect(answer.status, query).toBe(400)
      expect(answer.json, query).toMatchObject({ status: false, error })
    }
    const odd = await call(browser, 'GET', 'reservations', {
      query: `?q=${encodeURIComponent("%_' or 1=1 --")}`,
    })
    expect(odd.status).toBe(200)
  })
})

describe('payment links', () => {
  it('refuses nobody and customers, lists for staff with count, state filter and search', async () => {
    expect((await call(new Browser(), 'GET', 'paymentlinks')).status).toBe(401)
    expect((await call(customer.browser, 'GET', 'paymentlinks')).status).toBe(401)
    const { browser } = await loggedIn(operatorEmail, 'operator-password-12')
    const all = await call(browser, 'GET', 'paymentlinks', { query: `?q=${tag}` })
    expect(all.status).toBe(200)
    expect(all.json.count).toBe(2)
    expect(all.json.paymentlinks).toHaveLength(2)
    const active = await call(browser, 'GET', 'paymentlinks', { query: `?q=${tag}&status=active` })
    expect(active.json).toMatchObject({
      count: 1,
      paymentlinks: [{ status: 'active', amount: 10000 }],
    })
    const byPhone = await call(browser, 'GET', 'paymentlinks', { query: '?q=0100 555 0901' })
    expect(byPhone.json.paymentlinks.map((link: { email: string }) => link.email)).toContain(
      `link.1.${tag}@example.com`,
    )
    const paged = await call(browser, 'GET', 'paymentlinks', { query: `?q=${tag}&limit=1&page=2` })
    expect(paged.json).toMatchObject({ count: 2 })
    expect(paged.json.paymentlinks).toHaveLength(1)
    const bad = await call(browser, 'GET', 'paymentlinks', { query: '?status=paid-not-sent' })
    expect(bad.status).toBe(400)
  })

  it('answers other paths and methods under the staff segment with the JSON 404', async () => {
    const { browser } = await loggedIn(adminEmail, 'admin-password-12')
    expect((await call(browser, 'POST', 'reservations')).status).toBe(404)
    expect((await call(browser, 'GET', 'login')).status).toBe(404)
    expect((await call(browser, 'GET', 'users')).status).toBe(404)
  })
})
