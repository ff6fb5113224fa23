import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as pay } from '@/app/(frontend)/api/payments/pay/route'
import { RATE_LIMITS } from '@/accounts/rateLimits'
import { fail } from '@/lib/failure'
import type { PaymentGateway } from '@/payments/gateway'
import { payLink as payLinkNow } from '@/payments/operations/openPayment'
import { paymentGateway } from '@/payments/operations/paymentGateway'
import { newPaymentLinkToken } from '@/payments/paymentLinks'
import { simulatorState } from '@/payments/simulator/store'

import {
  bookingBody,
  bookThroughRoute,
  reservationByNumber,
  startSimulatorSite,
} from '../helpers/backoffice'
import {
  createPlace,
  createPriceRow,
  createRegion,
  ensureCars,
  setBookingSettings,
} from '../helpers/bookingData'
import { type Account, signedUpCustomer } from '../helpers/customers'
import { Browser } from '../helpers/http'
import { testPayload } from '../helpers/payload'

/**
 * Payment floods (issue 29, item 2): many "pay" calls for one booking or link open one gateway
 * order at a time, reused while it has time left; new orders are rate-limited per booking, link
 * and address; no call answers 5xx for a race of our own. The gateway is the Paymob simulator
 * behind a local HTTP server, so every order opened is an intention in its store.
 */

let payload: Payload
let closeSite: () => Promise<void> = async () => undefined

/** The gateway orders (simulator intentions) whose reference starts with `prefix`. */
const intentionsFor = (prefix: string) =>
  [...simulatorState().intentions.values()].filter((intention) =>
    intention.specialReference.startsWith(prefix),
  )

const paymentsOf = async (field: 'reservation' | 'paymentLink', id: number) =>
  (
    await payload.find({
      collection: 'payments',
      where: { [field]: { equals: id } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
  ).docs

async function bookByCard(account: Account): Promise<{ id: number; number: string }> {
  const number = await bookThroughRoute(
    account,
    bookingBody(account, { pickupAddress: 'tfl-airport', dropoffAddress: 'tfl-district' }),
  )
  return { id: (await reservationByNumber(payload, number)).id, number }
}

type LinkData = RequiredDataFromCollectionSlug<'payment-links'>

const newLink = (data: Partial<LinkData> = {}) =>
  payload.create({
    collection: 'payment-links',
    overrideAccess: true,
    data: {
      amount: 30000,
      customerName: 'Flood Payer',
      phone: '+201005550177',
      email: 'flood.payer@example.com',
      description: 'Extra stop',
      expiresAt: new Date(Date.now() + 48 * 3_600_000).toISOString(),
      status: 'active',
      token: newPaymentLinkToken(),
      ...data,
    },
  })

const linkPrefix = (token: string) => `LINK-${token.slice(0, 8)}-`

const payLink = (browser: Browser, token: string) =>
  browser.call(pay, { path: '/api/payments/pay', body: { link: token } })

beforeAll(async () => {
  closeSite = (await startSimulatorSite()).close
  payload = await testPayload()
  await setBookingSettings(payload)
  await ensureCars(payload)
  const region = (
    await createRegion(payload, { code: 'TFL', en: 'Flood', ar: 'الفيضان', cashAllowed: false })
  ).id
  const airport = await createPlace(payload, {
    code: 'tfl-airport',
    region,
    en: 'Flood Airport',
    ar: 'مطار الفيضان',
    kind: 'airport',
  })
  const district = await createPlace(payload, {
    code: 'tfl-district',
    region,
    en: 'Flood District',
    ar: 'حي الفيضان',
    kind: 'area',
  })
  await createPriceRow(payload, {
    region,
    from: airport.id,
    to: district.id,
    egp: { corolla: '500', caddy: '600', xpander: '700', h1: '800', hiace: '900' },
  })
})

afterAll(() => closeSite())

describe('one live gateway order per booking or link', () => {
  it('thirty simultaneous pay calls for one booking open one order, and all thirty answer it', async () => {
    const account = await signedUpCustomer(payload, { tag: 'flood' })
    const booking = await bookByCard(account)
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        account.browser.call(pay, {
          path: '/api/payments/pay',
          body: { reservationNumber: booking.number },
        }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200))
    expect(new Set(answers.map((answer) => answer.json.checkoutUrl)).size).toBe(1)
    expect(intentionsFor(`${booking.number}-`)).toHaveLength(1)
    expect(await paymentsOf('reservation', booking.id)).toHaveLength(1)
  })

  it('thirty simultaneous pay calls for one link, from thirty addresses, open one order', async () => {
    const link = await newLink()
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => payLink(new Browser(), link.token)),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200))
    expect(new Set(answers.map((answer) => answer.json.checkoutUrl)).size).toBe(1)
    expect(intentionsFor(linkPrefix(link.token))).toHaveLength(1)
    expect(await paymentsOf('paymentLink', link.id)).toHaveLength(1)
  })

  it('opens orders for more links at once than the database pool has connections, without stalling', async () => {
    // Each opener holds its transaction's connection while it counts its limits and calls the
    // gateway: counting on a second connection would leave 10+ openers waiting for each other.
    const links = await Promise.all(Array.from({ length: 16 }, () => newLink()))
    const answers = await Promise.race([
      Promise.all(links.map((link) => payLink(new Browser(), link.token))),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('the pay calls stalled')), 30_000),
      ),
    ])
    expect(answers.map((answer) => answer.status)).toEqual(Array(16).fill(200))
    for (const link of links) expect(intentionsFor(linkPrefix(link.token))).toHaveLength(1)
  })

  it('opens no order per call for a link with less than a minute left: its open order, or a clear refusal', async () => {
    const browser = new Browser(undefined, 'ar')
    // Never opened, 45 s left: too late for a card, refused with its own code, nothing opened.
    const late = await newLink({ expiresAt: new Date(Date.now() + 45_000).toISOString() })
    for (let i = 0; i < 20; i += 1) {
      const answer = await payLink(browser, late.token)
      expect(answer.status).toBe(410)
      expect(answer.json).toMatchObject({
        error: 'payment-too-late',
        message: expect.stringContaining('أقل من دقيقة'),
      })
    }
    expect(intentionsFor(linkPrefix(late.token))).toHaveLength(0)

    // Opened with minutes left, then down to 40 s: every call gets that same order.
    const closing = await newLink({ expiresAt: new Date(Date.now() + 3 * 60_000).toISOString() })
    const first = await payLink(browser, closing.token)
    expect(first.status).toBe(200)
    const soon = new Date(Date.now() + 40_000).toISOString()
    await payload.update({
      collection: 'payment-links',
      id: closing.id,
      data: { expiresAt: soon },
      overrideAccess: true,
    })
    const [order] = await paymentsOf('paymentLink', closing.id)
    await payload.update({
      collection: 'payments',
      id: order!.id,
      data: { expiresAt: soon },
      overrideAccess: true,
    })
    const loop = []
    for (let i = 0; i < 20; i += 1) loop.push(await payLink(browser, closing.token))
    expect(loop.map((answer) => answer.status)).toEqual(Array(20).fill(200))
    expect(new Set(loop.map((answer) => answer.json.checkoutUrl))).toEqual(
      new Set([first.json.checkoutUrl]),
    )
    expect(intentionsFor(linkPrefix(closing.token))).toHaveLength(1)
  })

  it('opens a bounded number of orders for one link however often its order is used up', async () => {
    const link = await newLink()
    const limit = RATE_LIMITS.paymentOrderPerLink.limit
    const statuses: number[] = []
    let refused: Awaited<ReturnType<typeof payLink>> | null = null
    for (let i = 0; i < limit + 5; i += 1) {
      // Each call from another address: only the link's own limit can stop them.
      const answer = await payLink(new Browser(), link.token)
      statuses.push(answer.status)
      if (answer.status !== 200) {
        refused ??= answer
        continue
      }
      // The order is used up (expired at the gateway): the next call needs a new one.
      const open = (await paymentsOf('paymentLink', link.id)).filter((p) => p.status === 'open')
      for (const payment of open) {
        await payload.update({
          collection: 'payments',
          id: payment.id,
          data: { status: 'expired' },
          overrideAccess: true,
        })
      }
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(limit)
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true)
    expect(refused!.json).toMatchObject({
      error: 'rate-limited',
      message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes\.$/),
    })
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(intentionsFor(linkPrefix(link.token))).toHaveLength(limit)
  })

  it('numbers a new order after the highest reference, so a deleted row cannot make it reuse one', async () => {
    const link = await newLink()
    // Only the second attempt is left (the first deleted by an admin); it is used up.
    await payload.create({
      collection: 'payments',
      overrideAccess: true,
      data: {
        reference: `${linkPrefix(link.token)}P2`,
        paymentLink: link.id,
        amount: 30000,
        currency: 'EGP',
        status: 'expired',
        gateway: 'simulator',
        orderId: String(Date.now()),
      },
    })
    const answer = await payLink(new Browser(), link.token)
    expect(answer.status).toBe(200)
    const references = (await paymentsOf('paymentLink', link.id)).map((p) => p.reference).sort()
    expect(references).toEqual([`${linkPrefix(link.token)}P2`, `${linkPrefix(link.token)}P3`])
  })

  it('takes the next reference after the gateway timed out on an order it may have made', async () => {
    const link = await newLink()
    const real = paymentGateway()
    let calls = 0
    // The gateway makes the first order, but its answer is lost (a time-out): unavailable.
    const flaky: PaymentGateway = {
      ...real,
      createPayment: async (request) => {
        calls += 1
        const made = await real.createPayment(request)
        return calls === 1
          ? fail('payment-gateway-unavailable', 'payment.errors.gatewayUnavailable')
          : made
      },
    }
    const ctx = () => ({
      gateway: flaky,
      siteUrl: process.env.SITE_URL!,
      locale: 'en' as const,
      now: new Date(),
      ip: 'flaky-gateway',
    })
    expect(await payLinkNow(payload, link.token, ctx())).toMatchObject({
      ok: false,
      code: 'payment-gateway-unavailable',
    })
    // The next call does not offer the spent reference again (the gateway would refuse it).
    expect(await payLinkNow(payload, link.token, ctx())).toMatchObject({ ok: true })
    expect(
      intentionsFor(linkPrefix(link.token))
        .map((i) => i.specialReference)
        .sort(),
    ).toEqual([`${linkPrefix(link.token)}P1`, `${linkPrefix(link.token)}P2`])
    const payments = await paymentsOf('paymentLink', link.id)
    expect(payments.map((p) => [p.reference, p.status]).sort()).toEqual([
      [`${linkPrefix(link.token)}P1`, 'expired'],
      [`${linkPrefix(link.token)}P2`, 'open'],
    ])
  })

  it('rate-limits the orders one address opens, in its language, and not another address', async () => {
    const limit = RATE_LIMITS.paymentOrderPerIp.limit
    const links = await Promise.all(Array.from({ length: limit + 1 }, () => newLink()))
    const browser = new Browser(undefined, 'ar')
    for (const link of links.slice(0, limit)) {
      expect((await payLink(browser, link.token)).status).toBe(200)
    }
    const last = links[limit]!
    // Reusing an order it opened is not a new order: still answered.
    expect((await payLink(browser, links[0]!.token)).status).toBe(200)
    const refused = await payLink(browser, last.token)
    expect(refused.status).toBe(429)
    expect(refused.json).toMatchObject({
      error: 'rate-limited',
      message: expect.stringMatching(/^محاولات كثيرة/),
    })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(intentionsFor(linkPrefix(last.token))).toHaveLength(0)
    // Another address pays the same link.
    expect((await payLink(new Browser(), last.token)).status).toBe(200)
  })
})
