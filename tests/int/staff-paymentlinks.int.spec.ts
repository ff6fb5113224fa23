import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET, POST } from '@/app/(frontend)/api/[...slug]/route'
import { deskPaymentLinks } from '@/backoffice/operations/listPaymentLinks'
import { staffPath } from '@/lib/staffPath'
import type { AuditLog } from '@/payload-types'
import { newPaymentLinkToken } from '@/payments/paymentLinks'

import { staffUser } from '../helpers/bookingData'
import { type Account, signedUpCustomer } from '../helpers/customers'
import { Browser } from '../helpers/http'
import { testPayload } from '../helpers/payload'

/**
 * Issue 13, item 5: the payment links desk's staff API (create, send by email, cancel) and its
 * list, through the catch-all API route as Next calls it, on a throw-away database.
 */
const SEGMENT = staffPath().slice(1)
const ARABIC = /[\u0600-\u06ff]/
const tag = String(Date.now() % 1e6)

let payload: Payload
let customer: Account
let operator: Awaited<ReturnType<typeof staffUser>>
let operatorBrowser: Browser
let adminBrowser: Browser
let reservationNumber = ''

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
  const segments = [SEGMENT, ...path.split('/')]
  return browser.call(
    (request) =>
      (method === 'GET' ? GET : POST)(request, { params: Promise.resolve({ slug: segments }) }),
    {
      method,
      path: `/api/${SEGMENT}/${path}${query}`,
      body,
      // What a browser sends with a same-origin fetch: Payload takes its cookie only then.
      headers: { 'sec-fetch-site': 'same-origin', ...headers },
    },
  )
}

async function loggedIn(email: string, password: string, lang: 'en' | 'ar' = 'en') {
  const browser = new Browser(undefined, lang)
  const answer = await call(browser, 'POST', 'login', { body: { email, password } })
  expect(answer.status, JSON.stringify(answer.json)).toBe(200)
  return browser
}

const linkBody = (extra: Record<string, unknown> = {}) => ({
  amount: '1,250.50',
  customerName: `Laila ${tag}`,
  phone: '0100 555 0123',
  email: `laila.${tag}@example.com`,
  description: 'Extra hour of waiting',
  reservationNumber: '',
  expiresAt: '',
  language: 'en',
  ...extra,
})

let stored = 0

/** A link stored as it is (a state staff cannot give it). */
async function storedLink(
  status: 'active' | 'paid' | 'cancelled',
  { expiresAt = new Date(Date.now() + 48 * 3_600_000), language = 'en' as 'en' | 'ar' } = {},
) {
  stored += 1
  return payload.create({
    collection: 'payment-links',
    overrideAccess: true,
    data: {
      amount: 30000,
      customerName: `Stored ${status} ${tag}`,
      phone: '+201005550199',
      email: `stored.${status}.${stored}.${tag}@example.com`,
      description: `Stored ${status} ${tag}-${stored}`,
      language,
      expiresAt: expiresAt.toISOString(),
      status,
      token: newPaymentLinkToken(),
      ...(status === 'paid' ? { paidAt: new Date().toISOString() } : {}),
    },
  })
}

const linkCount = async () => (await payload.count({ collection: 'payment-links' })).totalDocs

const outboxTo = async (to: string) =>
  (
    await payload.find({
      collection: 'outbox',
      where: { to: { equals: to } },
      sort: 'createdAt',
      pagination: false,
      overrideAccess: true,
    })
  ).docs

const auditOf = async (id: number) =>
  (
    await payload.find({
      collection: 'audit-log',
      where: {
        and: [{ target: { equals: 'payment-links' } }, { documentId: { equals: String(id) } }],
      },
      sort: 'at',
      pagination: false,
      overrideAccess: true,
    })
  ).docs as AuditLog[]

beforeAll(async () => {
  payload = await testPayload()
  const admin = await staffUser(payload, 'admin', 'paylinks')
  operator = await staffUser(payload, 'operator', 'paylinks')
  customer = await signedUpCustomer(payload, { tag: `paylinks${tag}` })
  operatorBrowser = await loggedIn(operator.email, 'operator-password-12')
  adminBrowser = await loggedIn(admin.email, 'admin-password-12')
  reservationNumber = `PL${tag}`
  await payload.create({
    collection: 'reservations',
    overrideAccess: true,
    data: {
      reservationNumber,
      customer: customer.user.id,
      status: 'cash-not-sent',
      statusHistory: [
        { to: 'cash-not-sent', at: new Date().toISOString(), byType: 'system', reason: 'test' },
      ],
      tripType: 'one-way',
      paymentType: 'cash',
      execDate: new Date(Date.now() + 72 * 3_600_000).toISOString(),
      pickupAddress: 'Cairo Airport',
      dropoffAddress: 'Zamalek',
      carType: 'corolla',
      price: 50000,
      priceSnapshot: { cars: { corolla: 50000 } },
    },
  })
})

afterAll(async () => {
  await payload.destroy()
})

describe('creating a payment link', () => {
  it('lets an operator create one: 201 with the link, active, its expiry from the settings', async () => {
    const before = Date.now()
    const answer = await call(operatorBrowser, 'POST', 'paymentlinks', { body: linkBody() })
    expect(answer.status, JSON.stringify(answer.json)).toBe(201)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(answer.json).toMatchObject({
      status: true,
      paymentlink: {
        id: expect.any(Number),
        status: 'active',
        amount: 125050,
        customerName: `Laila ${tag}`,
        phone: '+201005550123',
        email: `laila.${tag}@example.com`,
        description: 'Extra hour of waiting',
        reservation: null,
        language: 'en',
        payUrl: expect.stringMatching(/\/pay\?link=[A-Za-z0-9_-]{32}$/),
      },
    })
    // The settings' hours (48 by default) from now.
    const expires = new Date(answer.json.paymentlink.expiresAt).getTime()
    expect(expires - before).toBeGreaterThanOrEqual(47.9 * 3_600_000)
    expect(expires - before).toBeLessThanOrEqual(48.1 * 3_600_000)
    // The audit trail names the operator.
    const [entry] = await auditOf(answer.json.paymentlink.id)
    expect(entry).toMatchObject({
      action: 'create',
      actorType: 'staff',
      actorId: String(operator.id),
    })
  })

  it('lets an admin create one for a reservation, in Arabic, with an expiry in Cairo time', async () => {
    const answer = await call(adminBrowser, 'POST', 'paymentlinks', {
      body: linkBody({
        reservationNumber: reservationNumber.toLowerCase(),
        language: 'ar',
        // 18:30 in Cairo, in four days.
        expiresAt: `${new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10)}T18:30`,
      }),
    })
    expect(answer.status, JSON.stringify(answer.json)).toBe(201)
    const link = answer.json.paymentlink
    expect(link).toMatchObject({
      language: 'ar',
      reservation: { reservationNumber },
      payUrl: expect.stringMatching(/\/ar\/pay\?link=/),
    })
    const cairo = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Africa/Cairo',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(link.expiresAt))
    expect(cairo).toBe('18:30')
  })

  it('refuses a bad amount with 400 in the caller’s language, and stores nothing', async () => {
    const before = await linkCount()
    for (const [lang, amount] of [
      ['en', '12,50'],
      ['ar', 'abc'],
      ['en', '0'],
    ] as const) {
      const answer = await call(operatorBrowser, 'POST', 'paymentlinks', {
        query: `?lang=${lang}`,
        body: linkBody({ amount }),
      })
      expect(answer.status).toBe(400)
      expect(answer.json).toMatchObject({ status: false, error: 'amount-invalid' })
      expect(answer.json.issues).toEqual([
        { field: 'amount', error: 'amount-invalid', message: answer.json.message },
      ])
      if (lang === 'ar') expect(answer.json.message).toMatch(ARABIC)
      else expect(answer.json.message).not.toMatch(ARABIC)
    }
    const many = await call(operatorBrowser, 'POST', 'paymentlinks', {
      body: linkBody({ amount: '', phone: '12', email: 'nope' }),
    })
    expect(many.status).toBe(400)
    expect(many.json.issues.map((issue: { field: string }) => issue.field)).toEqual([
      'amount',
      'phone',
      'email',
    ])
    expect(await linkCount()).toBe(before)
  })

  it('refuses a reservation number that does not exist', async () => {
    const before = await linkCount()
    const answer = await call(operatorBrowser, 'POST', 'paymentlinks', {
      body: linkBody({ reservationNumber: 'MS-NOSUCH' }),
    })
    expect(answer.status).toBe(400)
    expect(answer.json).toMatchObject({
      status: false,
      error: 'reservation-unknown',
      issues: [{ field: 'reservationNumber', error: 'reservation-unknown' }],
    })
    expect(await linkCount()).toBe(before)
  })

  it('refuses customers and nobody, and stores nothing', async () => {
    const before = await linkCount()
    const byCookie = await call(customer.browser, 'POST', 'paymentlinks', { body: linkBody() })
    expect(byCookie.status).toBe(401)
    const token = customer.browser.cookies.get('masar_session')!
    const byToken = await call(new Browser(), 'POST', 'paymentlinks', {
      body: linkBody(),
      headers: { Authorization: `JWT ${token}` },
    })
    expect(byToken.status).toBe(403)
    expect(byToken.json).toMatchObject({ status: false, error: 'staff-only' })
    const nobody = await call(new Browser(), 'POST', 'paymentlinks', { body: linkBody() })
    expect(nobody.status).toBe(401)
    expect(await linkCount()).toBe(before)
  })
})

describe('sending a link by email', () => {
  it('puts the email in the outbox in the customer’s language, with their address', async () => {
    for (const language of ['ar', 'en'] as const) {
      const email = `mail.${language}.${tag}@example.com`
      const created = await call(operatorBrowser, 'POST', 'paymentlinks', {
        body: linkBody({ email, language }),
      })
      expect(created.status).toBe(201)
      const { id, payUrl } = created.json.paymentlink
      const answer = await call(operatorBrowser, 'POST', `paymentlinks/${id}/email`)
      expect(answer.status, JSON.stringify(answer.json)).toBe(200)
      expect(answer.json).toEqual({ status: true })
      const [message, ...more] = await outboxTo(email)
      expect(more).toHaveLength(0)
      expect(message).toMatchObject({
        channel: 'email',
        locale: language,
        template: 'payment-link',
      })
      expect(message!.body).toContain(payUrl)
      expect(message!.html).toContain(payUrl)
      if (language === 'ar') {
        expect(payUrl).toContain('/ar/pay?link=')
        expect(message!.subject).toMatch(ARABIC)
        expect(message!.body).toContain('بتوقيت القاهرة')
      } else {
        expect(message!.subject).toBe('Masar: your payment link for EGP\u00a01,250.50')
        expect(message!.body).not.toMatch(ARABIC)
      }
    }
  })

  it('sends only an active link; an unknown one is 404', async () => {
    const paid = await storedLink('paid')
    const answer = await call(operatorBrowser, 'POST', `paymentlinks/${paid.id}/email`)
    expect(answer.status).toBe(409)
    expect(answer.json).toMatchObject({ error: 'payment-link-paid' })
    expect(await outboxTo(paid.email)).toHaveLength(0)
    const missing = await call(operatorBrowser, 'POST', 'paymentlinks/987654321/email')
    expect(missing.status).toBe(404)
    expect(missing.json).toMatchObject({ error: 'payment-link-not-found' })
    expect((await call(customer.browser, 'POST', `paymentlinks/${paid.id}/email`)).status).toBe(401)
  })
})

describe('cancelling a link', () => {
  it('cancels an active link, with the reason in the audit trail', async () => {
    const link = await storedLink('active')
    const noReason = await call(operatorBrowser, 'POST', `paymentlinks/${link.id}/cancel`, {
      body: { reason: '  ' },
    })
    expect(noReason.status).toBe(400)
    expect(noReason.json).toMatchObject({ error: 'reason-required' })
    const answer = await call(operatorBrowser, 'POST', `paymentlinks/${link.id}/cancel`, {
      body: { reason: 'Customer paid in cash' },
    })
    expect(answer.status, JSON.stringify(answer.json)).toBe(200)
    expect(answer.json).toMatchObject({
      status: true,
      paymentlink: { id: link.id, status: 'cancelled' },
    })
    const stored = await payload.findByID({ collection: 'payment-links', id: link.id })
    expect(stored.status).toBe('cancelled')
    const entry = (await auditOf(link.id)).find((row) => row.action === 'update')
    expect(entry).toMatchObject({
      actorType: 'staff',
      actorId: String(operator.id),
      reason: 'Customer paid in cash',
    })
    // Once is enough.
    const again = await call(operatorBrowser, 'POST', `paymentlinks/${link.id}/cancel`, {
      body: { reason: 'again' },
    })
    expect(again.status).toBe(409)
    expect(again.json).toMatchObject({ error: 'payment-link-cancelled' })
  })

  it('refuses a paid link with a clear error in the caller’s language', async () => {
    const link = await storedLink('paid')
    for (const lang of ['en', 'ar'] as const) {
      const answer = await call(operatorBrowser, 'POST', `paymentlinks/${link.id}/cancel`, {
        query: `?lang=${lang}`,
        body: { reason: 'Wrong amount' },
      })
      expect(answer.status).toBe(409)
      expect(answer.json).toMatchObject({ status: false, error: 'payment-link-paid' })
      if (lang === 'ar') expect(answer.json.message).toMatch(ARABIC)
      else
        expect(answer.json.message).toBe(
          'This link has already been paid: it can no longer be sent or cancelled.',
        )
    }
    expect((await payload.findByID({ collection: 'payment-links', id: link.id })).status).toBe(
      'paid',
    )
  })

  it('refuses a link past its expiry (410), an unknown one (404), and customers', async () => {
    const old = await storedLink('active', { expiresAt: new Date(Date.now() - 60_000) })
    const expired = await call(operatorBrowser, 'POST', `paymentlinks/${old.id}/cancel`, {
      body: { reason: 'Too late' },
    })
    expect(expired.status).toBe(410)
    expect(expired.json).toMatchObject({ error: 'payment-link-expired' })
    const missing = await call(operatorBrowser, 'POST', 'paymentlinks/987654321/cancel', {
      body: { reason: 'x' },
    })
    expect(missing.status).toBe(404)
    const fresh = await storedLink('active')
    const byCustomer = await call(customer.browser, 'POST', `paymentlinks/${fresh.id}/cancel`, {
      body: { reason: 'x' },
    })
    expect(byCustomer.status).toBe(401)
    expect((await payload.findByID({ collection: 'payment-links', id: fresh.id })).status).toBe(
      'active',
    )
  })
})

describe('the list', () => {
  it('filters by the state a link is in now and shows a paid link’s transaction number', async () => {
    const stale = await storedLink('active', { expiresAt: new Date(Date.now() - 60_000) })
    const paid = await storedLink('paid')
    await payload.create({
      collection: 'payments',
      overrideAccess: true,
      data: {
        reference: `PL-${tag}-P1`,
        paymentLink: paid.id,
        amount: paid.amount,
        currency: 'EGP',
        status: 'paid',
        gateway: 'simulator',
        orderId: `ord-${tag}`,
        transactionId: `tx-${tag}`,
        settledAt: new Date().toISOString(),
      },
    })
    const ids = async (query: string) => {
      const answer = await call(operatorBrowser, 'GET', 'paymentlinks', { query })
      expect(answer.status).toBe(200)
      return answer.json.paymentlinks as { id: number; status: string; transactionIds: string[] }[]
    }
    const expired = await ids(`?q=Stored&status=expired&limit=100`)
    expect(expired.map((row) => row.id)).toContain(stale.id)
    expect(expired.find((row) => row.id === stale.id)!.status).toBe('expired')
    const active = await ids(`?q=Stored&status=active&limit=100`)
    expect(active.map((row) => row.id)).not.toContain(stale.id)
    const paidRows = await ids(`?q=${encodeURIComponent(paid.description)}&status=paid`)
    expect(paidRows).toEqual([
      expect.objectContaining({ id: paid.id, transactionIds: [`tx-${tag}`] }),
    ])
    const byReservation = await ids(`?q=${reservationNumber}`)
    expect(byReservation.length).toBeGreaterThan(0)

    const desk = await deskPaymentLinks(payload, {
      staff: operator,
      query: { q: paid.description },
      locale: 'ar',
    })
    expect(desk.ok && desk.value.rows).toEqual([
      expect.objectContaining({
        id: paid.id,
        state: 'paid',
        transactionIds: [`tx-${tag}`],
        amountText: expect.stringMatching(ARABIC),
        paidText: expect.stringMatching(ARABIC),
      }),
    ])
    const bad = await deskPaymentLinks(payload, {
      staff: operator,
      query: { status: 'lost' },
      locale: 'en',
    })
    expect(bad.ok).toBe(false)
  })
})
