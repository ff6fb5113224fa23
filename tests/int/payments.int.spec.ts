import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import pg from 'pg'

import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as book } from '@/app/(frontend)/api/booking/route'
import { POST as paymobCallback } from '@/app/(frontend)/api/payments/paymob/callback/route'
import { GET as paymobRedirect } from '@/app/(frontend)/api/payments/paymob/redirect/route'
import { POST as pay } from '@/app/(frontend)/api/payments/pay/route'
import { POST as refund } from '@/app/(simulator)/paymob-simulator/api/acceptance/void_refund/refund/route'
import { POST as authTokens } from '@/app/(simulator)/paymob-simulator/api/auth/tokens/route'
import { POST as payWithCard } from '@/app/(simulator)/paymob-simulator/api/checkout/pay/route'
import { POST as inquiry } from '@/app/(simulator)/paymob-simulator/api/ecommerce/orders/transaction_inquiry/route'
import { GET as retrieveTransaction } from '@/app/(simulator)/paymob-simulator/api/acceptance/transactions/[id]/route'
import { cancelReservation } from '@/backoffice/operations/cancelReservation'
import { dashboard } from '@/backoffice/operations/dashboard'
import { POST as createIntention } from '@/app/(simulator)/paymob-simulator/v1/intention/route'
import { paymobTransactionHmac, signedFieldsOfTransaction } from '@/payments/hmac'
import { fail } from '@/lib/failure'
import { readServerEnv } from '@/lib/env'
import type { PaymentGateway } from '@/payments/gateway'
import { applyPaymentEvent } from '@/payments/operations/applyPaymentEvent'
import { declinedAttempt } from '@/payments/operations/latestPayment'
import { expirePayments } from '@/payments/operations/expirePayments'
import { paymentGateway } from '@/payments/operations/paymentGateway'
import { sendDueReceipts } from '@/payments/operations/notifyPayment'
import { sendDueConfirmations } from '@/notifications/booking'
import { sqlPool } from '@/infra/db'
import { newPaymentLinkToken } from '@/payments/paymentLinks'
import { SIMULATOR_KEYS } from '@/payments/simulatorKeys'
import { APPROVED } from '@/payments/simulator/cards'
import { configureSimulator, intentionByOrderId, transactionById } from '@/payments/simulator/store'
import { recordPayment } from '@/payments/simulator/transactions'
import { eventOfTransaction } from '@/payments/transaction'
import { retryDueRefunds } from '@/payments/operations/refundUnserved'

import {
  cairoTimeIn,
  createPlace,
  createPriceRow,
  createRegion,
  ensureCars,
  setBookingSettings,
  staffUser,
} from '../helpers/bookingData'
import { type Account, signedUpCustomer } from '../helpers/customers'
import { whileOutboxRefuses } from '../helpers/outboxDb'
import type { Handler } from '../helpers/http'
import { testPayload } from '../helpers/payload'

/**
 * Card payments end to end without a browser: the site's routes and the Paymob simulator's behind
 * one local HTTP server (the simulator posts its callbacks to the site, as Paymob would), and the
 * rules that keep a payment from being forged, doubled or lost.
 */

let payload: Payload
let site: Server
let siteUrl = ''

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Route = (request: Request, context: any) => Promise<Response> | Response

const ROUTES: Record<string, Route> = {
  'POST /paymob-simulator/v1/intention/': createIntention,
  'POST /paymob-simulator/api/acceptance/void_refund/refund': refund,
  'POST /paymob-simulator/api/auth/tokens': authTokens,
  'POST /paymob-simulator/api/ecommerce/orders/transaction_inquiry': inquiry,
  'POST /api/payments/paymob/callback': paymobCallback,
}

/** The site on a local port: the few routes the gateway and the site call on each other. */
function startSite(): Promise<void> {
  site = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk as Buffer)
    const url = new URL(incoming.url ?? '/', siteUrl)
    const transaction = /^\/paymob-simulator\/api\/acceptance\/transactions\/([^/]+)$/.exec(
      url.pathname,
    )
    const route =
      incoming.method === 'GET' && transaction
        ? (request: Request) =>
            retrieveTransaction(request, { params: Promise.resolve({ id: transaction[1]! }) })
        : ROUTES[`${incoming.method} ${url.pathname}`]
    if (!route) {
      outgoing.statusCode = 404
      outgoing.end()
      return
    }
    const headers = new Headers()
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (typeof value === 'string') headers.set(name, value)
    }
    const response = await route(
      new Request(url, {
        method: incoming.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      }),
      {},
    )
    outgoing.statusCode = response.status
    response.headers.forEach((value, name) => outgoing.setHeader(name, value))
    outgoing.end(Buffer.from(await response.arrayBuffer()))
  })
  return new Promise((resolve) =>
    site.listen(0, '127.0.0.1', () => {
      siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
      resolve()
    }),
  )
}

const execDate = cairoTimeIn(72)

/** A card booking from the test airport to the test district, priced at EGP 500. */
function cardBooking(account: Account) {
  return {
    tripType: 'one-way',
    pickupAddress: 'tpy-airport',
    dropoffAddress: 'tpy-district',
    locationNames: { pickup: '', dropoff: 'Nile Tower, 5 Corniche' },
    personsCount: 1,
    luggagesCount: 1,
    execDate,
    returningDate: null,
    arrivalFlightNumber: 'MS 985',
    departureFlightNumber: null,
    acceptedTerms: true,
    carType: 'corolla',
    price: 50000,
    paymentType: 'card',
    isAnotherPassengers: false,
    passengerName: '',
    passengerPhone: '',
    notes: '',
    partnerId: null,
    userId: account.user.id,
  }
}

async function submitBooking(account: Account, overrides: Record<string, unknown> = {}) {
  const withKey: Handler = async (request) => {
    const headers = new Headers(request.headers)
    headers.set('idempotency-key', crypto.randomUUID())
    return book(new Request(request.url, { method: 'POST', headers, body: await request.text() }))
  }
  return account.browser.call(withKey, {
    path: '/api/booking',
    body: { ...cardBooking(account), ...overrides },
  })
}

async function bookByCard(
  account: Account,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const answer = await submitBooking(account, overrides)
  expect(answer.status).toBe(201)
  expect(answer.json.next).toBe('payment')
  return answer.json.reservation.reservationNumber
}

const reservationOf = async (reservationNumber: string) =>
  (
    await payload.find({
      collection: 'reservations',
      where: { reservationNumber: { equals: reservationNumber } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]!

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

/** The card page's submit, as the customer's browser sends it. */
async function submitCard(checkoutUrl: string, number: string) {
  const clientSecret = new URL(checkoutUrl).searchParams.get('clientSecret')!
  const response = await payWithCard(
    new Request(`${siteUrl}/paymob-simulator/api/checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        publicKey: SIMULATOR_KEYS.publicKey,
        clientSecret,
        lang: 'en',
        number,
        expiryMonth: '12',
        expiryYear: String((new Date().getUTCFullYear() + 3) % 100),
        cvv: '123',
      }),
    }),
    {} as never,
  )
  return { status: response.status, json: await response.json() }
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 8_000) {
  const started = Date.now()
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() - started > ms) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** A transaction object as Paymob posts it in a callback, for one of our orders. */
function transaction(
  orderId: string,
  id: number,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    id,
    pending: false,
    amount_cents: 50000,
    success: true,
    is_auth: false,
    is_capture: false,
    is_standalone_payment: true,
    is_voided: false,
    is_refunded: false,
    is_3d_secure: true,
    integration_id: SIMULATOR_KEYS.integrationId,
    profile_id: 1,
    has_parent_transaction: false,
    order: { id: Number(orderId), merchant_order_id: 'ref' },
    created_at: '2026-11-23T12:00:00.000000',
    currency: 'EGP',
    source_data: { pan: '2346', type: 'card', sub_type: 'MasterCard' },
    error_occured: false,
    owner: SIMULATOR_KEYS.owner,
    data: { message: 'Approved', txn_response_code: 'APPROVED', acq_response_code: '00' },
    ...overrides,
  }
}

const sign = (obj: Record<string, unknown>, secret: string = SIMULATOR_KEYS.hmacSecret) =>
  paymobTransactionHmac(signedFieldsOfTransaction(obj), secret)

async function callback(obj: Record<string, unknown>, hmac = sign(obj)) {
  const response = await paymobCallback(
    new Request(`${siteUrl}/api/payments/paymob/callback?hmac=${hmac}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'TRANSACTION', obj }),
    }),
  )
  return { status: response.status, json: await response.json() }
}

/** The redirect's flat query of a transaction, signed as Paymob signs it. */
function redirectQuery(obj: Record<string, unknown>): string {
  const source = obj.source_data as Record<string, unknown>
  const flat: Record<string, string> = {}
  for (const [key, value] of Object.entries(obj)) {
    if (value === null || typeof value !== 'object') flat[key] = String(value)
  }
  flat.order = String((obj.order as { id: number }).id)
  flat['source_data.pan'] = String(source.pan)
  flat['source_data.type'] = String(source.type)
  flat['source_data.sub_type'] = String(source.sub_type)
  const data = obj.data as Record<string, unknown>
  flat['data.message'] = String(data.message)
  flat.acq_response_code = String(data.acq_response_code ?? '')
  flat.txn_response_code = String(data.txn_response_code ?? '')
  flat.hmac = sign(obj)
  return new URLSearchParams(flat).toString()
}

/** Every message the outbox holds for `to`, oldest first. */
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

/** Runs `work` with the settings' staff inbox set to `staffEmail`, then puts the old one back. */
async function withStaffEmail(staffEmail: string, work: () => Promise<void>) {
  const before = await payload.findGlobal({ slug: 'settings', overrideAccess: true })
  await payload.updateGlobal({ slug: 'settings', data: { staffEmail }, overrideAccess: true })
  try {
    await work()
  } finally {
    await payload.updateGlobal({
      slug: 'settings',
      data: { staffEmail: before.staffEmail ?? null },
      overrideAccess: true,
    })
  }
}

let region = 0

beforeAll(async () => {
  await startSite()
  Object.assign(process.env, { SITE_URL: siteUrl, PAYMENT_GATEWAY: 'simulator' })
  configureSimulator({ attemptTimeoutMs: 5_000 })
  payload = await testPayload()
  await setBookingSettings(payload)
  await ensureCars(payload)
  // Like Borg Al-Arab: no cash, so the card is the only way to book online.
  region = (
    await createRegion(payload, {
      code: 'TPY',
      en: 'Pay Borg',
      ar: 'برج الدفع',
      cashAllowed: false,
    })
  ).id
  const airport = await createPlace(payload, {
    code: 'tpy-airport',
    region,
    en: 'Pay Airport',
    ar: 'مطار الدفع',
    kind: 'airport',
  })
  const district = await createPlace(payload, {
    code: 'tpy-district',
    region,
    en: 'Pay District',
    ar: 'حي الدفع',
    kind: 'area',
  })
  await createPriceRow(payload, {
    region,
    from: airport.id,
    to: district.id,
    egp: { corolla: '500', caddy: '600', xpander: '700', h1: '800', hiace: '900' },
  })
})

afterAll(async () => {
  await new Promise((resolve) => site?.close(resolve))
})

describe('paying a card booking', () => {
  it('pays once through the simulator: the callback marks it paid, the redirect changes nothing more', async () => {
    const account = await signedUpCustomer(payload, { tag: 'payer' })
    // Cash is refused on this route (a Borg Al-Arab trip): the card is the way to book it.
    const cash = await submitBooking(account, { paymentType: 'cash' })
    expect(cash).toMatchObject({ status: 422, json: { error: 'cash-not-allowed' } })
    const number = await bookByCard(account)

    const opened = await account.browser.call(pay, {
      path: '/api/payments/pay',
      body: { reservationNumber: number },
    })
    expect(opened.status).toBe(200)
    expect(opened.json).toMatchObject({ status: true, amount: 50000 })
    expect(opened.json.checkoutUrl).toContain('/paymob-simulator/unifiedcheckout/')

    // Opening it again (a reload of /pay) reuses the same order.
    const again = await account.browser.call(pay, {
      path: '/api/payments/pay',
      body: { reservationNumber: number },
    })
    expect(again.json.checkoutUrl).toBe(opened.json.checkoutUrl)

    const submitted = await submitCard(opened.json.checkoutUrl, '4111111111111111')
    expect(submitted.status).toBe(200)
    const paid = await until(
      () => reservationOf(number),
      (reservation) => reservation.status === 'paid-not-sent',
    )
    expect(paid.orderNumber).toBeTruthy()
    expect(paid.transactionNumbers).toHaveLength(1)
    const last = paid.statusHistory!.at(-1)!
    expect(last).toMatchObject({ from: 'pending', to: 'paid-not-sent', byType: 'payment' })

    const [payment] = await paymentsOf('reservation', paid.id)
    expect(payment).toMatchObject({ status: 'paid', amount: 50000, gateway: 'simulator' })

    // The browser's redirect arrives after the callback: it only shows the way on.
    expect(submitted.json).toMatchObject({ next: 'merchant', success: true })
    const redirectUrl = new URL(submitted.json.url)
    expect(redirectUrl.pathname).toBe('/api/payments/paymob/redirect')
    const response = await paymobRedirect(new Request(redirectUrl))
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toContain(`/success?reservation=${number}`)
    const after = await reservationOf(number)
    expect(after.statusHistory).toHaveLength(paid.statusHistory!.length)
  })

  it('answers a replayed, reordered or forged callback without changing anything twice', async () => {
    const account = await signedUpCustomer(payload, { tag: 'replay' })
    const number = await bookByCard(account)
    await account.browser.call(pay, {
      path: '/api/payments/pay',
      body: { reservationNumber: number },
    })
    const reservation = await reservationOf(number)
    const [payment] = await paymentsOf('reservation', reservation.id)
    const orderId = payment!.orderId!
    const success = transaction(orderId, Date.now())

    // A forged signature, a signature of other data, a tampered amount: refused, nothing stored.
    expect((await callback(success, 'f'.repeat(128))).status).toBe(403)
    expect((await callback(success, sign(success, 'another-secret'))).status).toBe(403)
    const tampered = { ...success, amount_cents: 100 }
    expect((await callback(tampered)).status).toBe(409)
    const unknown = transaction('999999999', Date.now() + 1)
    expect((await callback(unknown)).status).toBe(404)
    expect((await reservationOf(number)).status).toBe('pending')

    // The redirect first, then the callback, then the callback again, all at once twice over.
    const redirect = await paymobRedirect(
      new Request(`${siteUrl}/api/payments/paymob/redirect?${redirectQuery(success)}`),
    )
    expect(redirect.status).toBe(303)
    expect(redirect.headers.get('location')).toContain(`/success?reservation=${number}`)
    const answers = await Promise.all([1, 2, 3, 4].map(() => callback(success)))
    for (const answer of answers) expect(answer.status).toBe(200)

    const paid = await reservationOf(number)
    expect(paid.status).toBe('paid-not-sent')
    expect(paid.transactionNumbers).toHaveLength(1)
    expect(paid.statusHistory!.filter((entry) => entry.to === 'paid-not-sent')).toHaveLength(1)
    const { totalDocs } = await payload.count({
      collection: 'payment-transactions',
      where: { transactionId: { equals: String(success.id) } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)

    // A decline arriving after the success changes nothing either.
    const lateDecline = transaction(orderId, Date.now() + 2, {
      success: false,
      data: { message: 'Insufficient Funds', acq_response_code: '51' },
    })
    expect((await callback(lateDecline)).status).toBe(200)
    expect((await reservationOf(number)).status).toBe('paid-not-sent')
  })

  it('keeps a declined booking pending: a good card on the same card page pays the same reservation', async () => {
    const account = await signedUpCustomer(payload, { tag: 'declined', lang: 'ar' })
    const number = await bookByCard(account)
    const opened = await account.browser.call(pay, {
      path: '/api/payments/pay',
      body: { reservationNumber: number },
    })
    const declined = await submitCard(opened.json.checkoutUrl, '4000000000009995')
    expect(declined.status).toBe(200)
    const reservation = await reservationOf(number)
    const [payment] = await until(
      () => paymentsOf('reservation', reservation.id),
      (payments) => payments[0]?.declineCode === 'insufficient-funds',
    )
    // The decline moves nothing: the booking waits for its payment, the attempt is kept.
    expect((await reservationOf(number)).status).toBe('pending')
    expect(payment).toMatchObject({ status: 'open', checkoutUrl: null })
    const redirect = await paymobRedirect(
      new Request(declined.json.url, { headers: { cookie: 'NEXT_LOCALE=ar' } }),
    )
    expect(redirect.headers.get('location')).toMatch(
      new RegExp(`/ar/fail-pay\\?reservation=${number}&code=insufficient-funds$`),
    )

    // The customer tries again on the same card page, with a good card.
    const good = await submitCard(opened.json.checkoutUrl, '4111111111111111')
    expect(good.status).toBe(200)
    const paid = await until(
      () => reservationOf(number),
      (stored) => stored.status === 'paid-not-sent',
    )
    expect(paid.statusHistory!.map((entry) => entry.to)).toEqual(['pending', 'paid-not-sent'])
    expect((await paymentsOf('reservation', reservation.id))[0]).toMatchObject({
      status: 'paid',
      declineCode: null,
    })
    const attempts = await payload.find({
      collection: 'payment-transactions',
      where: { payment: { equals: payment!.id } },
      sort: 'createdAt',
      overrideAccess: true,
    })
    expect(attempts.docs.map((row) => row.outcome)).toEqual(['declined', 'paid'])
    const emails = await outboxTo(account.user.email)
    expect(emails.filter((message) => message.template === 'booking-confirmation')).toHaveLength(1)
    expect(emails.filter((message) => message.template === 'payment-receipt')).toHaveLength(1)
    expect(emails.filter((message) => message.template === 'payment-refunded')).toHaveLength(0)
  })

  it('opens a new order for a declined booking, and the good card there pays the same reservation once', async () => {
    const account = await signedUpCustomer(payload, { tag: 'retry' })
    const number = await bookByCard(account)
    const first = await account.browser.call(pay, {
      path: '/api/payments/pay',
      body: { reservationNumber: number },
    })
    await submitCard(first.json.checkoutUrl, '4000000000000002')
    const reservation = await reservationOf(number)
    await until(
      () => paymentsOf('reservation', reservation.id),
      (payments) => payments[0]?.declineCode !== null && payments[0]?.declineCode !== undefined,
    )
    // "Try again" on the failure screen: the pay route, which opens a fresh order.
    const second = await account.browser.call(pay, {
      path: '/api/payments/pay',
      body: { reservationNumber: number },
    })
    expect(second.status).toBe(200)
    expect(second.json.checkoutUrl).not.toBe(first.json.checkoutUrl)
    const good = await submitCard(second.json.checkoutUrl, '4111111111111111')
    expect(good.status).toBe(200)
    await until(
      () => reservationOf(number),
      (stored) => stored.status === 'paid-not-sent',
    )
    const payments = await paymentsOf('reservation', reservation.id)
    expect(payments.map((payment) => payment.status).sort()).toEqual(['open', 'paid'])
    // The redirect of the good card, twice, and the expiry sweep later change nothing more.
    for (let i = 0; i < 2; i += 1) await paymobRedirect(new Request(good.json.url))
    await expirePayments(payload, new Date(Date.now() + 31 * 60_000))
    const after = await reservationOf(number)
    expect(after.status).toBe('paid-not-sent')
    expect(after.reservationNumber).toBe(number)
    const emails = await outboxTo(account.user.email)
    expect(emails.filter((message) => message.template === 'booking-confirmation')).toHaveLength(1)
    expect(emails.filter((message) => message.template === 'payment-receipt')).toHaveLength(1)
  })

  it('is for the owner only, and needs a login', async () => {
    const owner = await signedUpCustomer(payload, { tag: 'owner' })
    const other = await signedUpCustomer(payload, { tag: 'other' })
    const number = await bookByCard(owner)
    const answer = await other.browser.call(pay, {
      path: '/api/payments/pay',
      body: { reservationNumber: number },
    })
    expect(answer.status).toBe(404)
    const bad = await other.browser.call(pay, { path: '/api/payments/pay', body: { what: 1 } })
    expect(bad.status).toBe(400)
  })

  it('expires an unpaid card booking, which stops counting against the booking limit', async () => {
    const account = await signedUpCustomer(payload, { tag: 'expiry' })
    const number = await bookByCard(account)
    const later = new Date(Date.now() + 31 * 60_000)
    await expirePayments(payload, later)
    const expired = await reservationOf(number)
    expect(expired.status).toBe('fail')
    expect(expired.statusHistory!.at(-1)).toMatchObject({
      from: 'pending',
      to: 'fail',
      byType: 'system',
    })
    // Expiring again changes nothing.
    await expirePayments(payload, later)
    expect((await reservationOf(number)).statusHistory).toHaveLength(expired.statusHistory!.length)
    const refused = await account.browser.call(pay, {
      path: '/api/payments/pay',
      body: { reservationNumber: number },
    })
    expect(refused.json.error).toBe('payment-not-pending')
    // Five more bookings fit in the window: the failed one no longer counts (the same trip:
    // five cars, as the customer says).
    for (let i = 0; i < 5; i += 1) await bookByCard(account, { allowDuplicate: true })
  })

  it("sends the receipt (email and SMS, in the customer's language) and the staff email once, however often the callback comes", async () => {
    const staffEmail = `payments.staff.${Date.now()}@masar.example`
    await withStaffEmail(staffEmail, async () => {
      const account = await signedUpCustomer(payload, { tag: 'receipt', lang: 'ar' })
      const number = await bookByCard(account)
      await account.browser.call(pay, {
        path: '/api/payments/pay',
        body: { reservationNumber: number },
      })
      const reservation = await reservationOf(number)
      const [payment] = await paymentsOf('reservation', reservation.id)
      const success = transaction(payment!.orderId!, Date.now() + 20)

      expect((await callback(success)).json.result).toBe('paid')
      // Replayed, with the browser's redirect among the copies.
      await Promise.all([
        callback(success),
        callback(success),
        paymobRedirect(
          new Request(`${siteUrl}/api/payments/paymob/redirect?${redirectQuery(success)}`),
        ),
      ])
      expect((await callback(success)).status).toBe(200)

      const emails = await outboxTo(account.user.email)
      const sms = await outboxTo(account.user.mobile)
      const receiptEmails = emails.filter((message) => message.template === 'payment-receipt')
      const receiptSms = sms.filter((message) => message.template === 'payment-receipt')
      expect(receiptEmails).toHaveLength(1)
      expect(receiptSms).toHaveLength(1)
      // The booking confirmation stays as it is, once, beside the receipt.
      expect(emails.filter((message) => message.template === 'booking-confirmation')).toHaveLength(
        1,
      )
      expect(sms.filter((message) => message.template === 'booking-confirmation')).toHaveLength(1)

      const [email] = receiptEmails
      expect(email).toMatchObject({ channel: 'email', locale: 'ar' })
      expect(email!.subject).toContain(number)
      expect(email!.body).toContain(`\u2066${success.id}\u2069`)
      expect(email!.body).toContain(`\u2066${payment!.orderId}\u2069`)
      expect(email!.body).toContain('٥٠٠')
      expect(receiptSms[0]).toMatchObject({ channel: 'sms', locale: 'ar' })
      expect(receiptSms[0]!.body).toContain(String(success.id))
      expect(receiptSms[0]!.body.length).toBeLessThanOrEqual(134)

      const staff = await outboxTo(staffEmail)
      const received = staff.filter((message) => message.template === 'staff-payment-received')
      expect(received).toHaveLength(1)
      expect(staff.filter((message) => message.template === 'staff-new-booking')).toHaveLength(1)
      expect(received[0]).toMatchObject({ locale: 'en' })
      expect(received[0]!.subject).toBe(`Payment received: EGP\u00a0500 for booking ${number}`)
      expect(received[0]!.body).toContain(`Transaction number: ${success.id}.`)
      expect(received[0]!.body).toContain(`Order number: ${payment!.orderId}.`)
      expect(received[0]!.body).toContain(
        `Our reference: ${payment!.reference} (gateway: simulator).`,
      )
      expect(received[0]!.body).toContain(account.user.email)
      expect(received[0]!.body).toMatch(new RegExp(`/collections/payments/${payment!.id}$`, 'm'))
    })
  })

  it('sends the confirmation and the receipt from the jobs queue when the outbox could not take them after the callback', async () => {
    const account = await signedUpCustomer(payload, { tag: 'receipt-due' })
    const number = await bookByCard(account)
    await account.browser.call(pay, {
      path: '/api/payments/pay',
      body: { reservationNumber: number },
    })
    const reservation = await reservationOf(number)
    const [payment] = await paymentsOf('reservation', reservation.id)
    const success = transaction(payment!.orderId!, Date.now() + 20)

    // Every insert into the outbox fails while the callback is applied, as when the database goes
    // away right after the payment's commit.
    await whileOutboxRefuses(sqlPool(payload), async () => {
      expect((await callback(success)).json.result).toBe('paid')
    })
    const templates = async () =>
      [...(await outboxTo(account.user.email)), ...(await outboxTo(account.user.mobile))]
        .filter((message) => message.template !== 'one-time-code')
        .map((message) => `${message.template} ${message.channel}`)
        .sort()
    expect(await templates()).toEqual([])
    expect((await reservationOf(number)).confirmationDue).toBe(true)
    expect((await paymentsOf('reservation', reservation.id))[0]!.receiptDue).toBe(true)

    const later = new Date(Date.now() + 3 * 60_000)
    expect(await sendDueConfirmations(payload, later)).toBeGreaterThanOrEqual(1)
    expect(await sendDueReceipts(payload, later)).toBeGreaterThanOrEqual(1)
    const sent = [
      'booking-confirmation email',
      'booking-confirmation sms',
      'payment-receipt email',
      'payment-receipt sms',
    ]
    expect(await templates()).toEqual(sent)
    expect((await reservationOf(number)).confirmationDue).toBe(false)
    expect((await paymentsOf('reservation', reservation.id))[0]!.receiptDue).toBe(false)

    // Nothing more on the next runs, nor from a replayed callback.
    await sendDueConfirmations(payload, later)
    await sendDueReceipts(payload, later)
    expect((await callback(success)).status).toBe(200)
    expect(await templates()).toEqual(sent)
  })
})

describe('paying by mobile wallet (issue 34): the same exactly-once rules', () => {
  /** A wallet transaction as Paymob posts it: the wallet's integration and `source_data`. */
  const walletTransaction = (
    orderId: string,
    id: number,
    overrides: Record<string, unknown> = {},
  ) =>
    transaction(orderId, id, {
      integration_id: SIMULATOR_KEYS.walletIntegrationId,
      is_3d_secure: false,
      source_data: { pan: '01010101010', type: 'wallet', sub_type: 'wallet' },
      data: { message: 'Approved', txn_response_code: 'APPROVED', acq_response_code: null },
      ...overrides,
    })
  const pendingOf = (orderId: string, id: number) =>
    walletTransaction(orderId, id, {
      pending: true,
      success: false,
      data: { message: 'Pending', txn_response_code: 'PENDING', acq_response_code: null },
    })

  async function openedWalletBooking(tag: string) {
    const account = await signedUpCustomer(payload, { tag })
    const number = await bookByCard(account)
    await account.browser.call(pay, {
      path: '/api/payments/pay',
      body: { reservationNumber: number },
    })
    const reservation = await reservationOf(number)
    const [payment] = await paymentsOf('reservation', reservation.id)
    return { account, number, reservation, payment: payment!, orderId: payment!.orderId! }
  }

  const rowsOf = async (transactionId: number) =>
    (
      await payload.find({
        collection: 'payment-transactions',
        where: { transactionId: { equals: String(transactionId) } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs

  it('waits on a pending wallet payment, then pays once when the same transaction comes final, however often', async () => {
    const { account, number, payment, orderId } = await openedWalletBooking('wallet-pending')
    const id = Date.now()
    const pending = pendingOf(orderId, id)

    // Pending: the callback and the redirect change nothing; the customer waits on "confirming".
    expect((await callback(pending)).status).toBe(200)
    const redirect = await paymobRedirect(
      new Request(`${siteUrl}/api/payments/paymob/redirect?${redirectQuery(pending)}`),
    )
    expect(redirect.headers.get('location')).toContain(`/success?reservation=${number}`)
    expect((await reservationOf(number)).status).toBe('pending')
    expect(await rowsOf(id)).toMatchObject([{ outcome: 'pending', kind: 'pending' }])

    // The same transaction, final: twin deliveries and replays pay once.
    const paid = walletTransaction(orderId, id)
    const answers = await Promise.all([1, 2, 3, 4].map(() => callback(paid)))
    for (const answer of answers) expect(answer.status).toBe(200)
    // A late copy of the pending state changes nothing back.
    expect((await callback(pending)).status).toBe(200)

    const after = await reservationOf(number)
    expect(after.status).toBe('paid-not-sent')
    expect(after.transactionNumbers).toEqual([
      expect.objectContaining({ transactionNumber: String(id) }),
    ])
    const moves = after.statusHistory!.filter((entry) => entry.to === 'paid-not-sent')
    expect(moves).toHaveLength(1)
    expect(moves[0]!.reason).toBe(`Mobile wallet payment ${id} received`)
    // One row for the transaction, now final; the payment names the wallet, never its number.
    expect(await rowsOf(id)).toMatchObject([
      { outcome: 'paid', kind: 'paid', instrument: { method: 'wallet', masked: '010•••••010' } },
    ])
    const [stored] = await paymentsOf('reservation', after.id)
    expect(stored).toMatchObject({
      id: payment.id,
      status: 'paid',
      instrument: { method: 'wallet', brand: null, masked: '010•••••010' },
    })
    expect(JSON.stringify(stored)).not.toContain('01010101010')
    // One receipt, naming the wallet.
    const receipts = (await outboxTo(account.user.email)).filter(
      (message) => message.template === 'payment-receipt',
    )
    expect(receipts).toHaveLength(1)
    expect(String(receipts[0]!.body)).toContain('010•••••010')
  })

  it('keeps the booking payable when a pending wallet payment is declined later, by callback only', async () => {
    const { number, orderId } = await openedWalletBooking('wallet-late-decline')
    const id = Date.now()
    expect((await callback(pendingOf(orderId, id))).status).toBe(200)
    const declined = walletTransaction(orderId, id, {
      success: false,
      data: { message: 'OTP Expired', txn_response_code: 'OTP_EXPIRED', acq_response_code: null },
    })
    const answers = await Promise.all([1, 2].map(() => callback(declined)))
    for (const answer of answers) expect(answer.status).toBe(200)
    expect((await callback(pendingOf(orderId, id))).status).toBe(200)

    const reservation = await reservationOf(number)
    expect(reservation.status).toBe('pending')
    expect(await rowsOf(id)).toMatchObject([
      { outcome: 'declined', declineCode: 'wallet-otp-expired' },
    ])
    const [payment] = await paymentsOf('reservation', reservation.id)
    expect(payment).toMatchObject({
      status: 'open',
      declineCode: 'wallet-otp-expired',
      checkoutUrl: null,
      instrument: { method: 'wallet' },
    })
    // The confirming screen learns it: the newest attempt ended in that decline.
    expect(await declinedAttempt(payload, { reservation: reservation.id })).toBe(
      'wallet-otp-expired',
    )
  })

  it('refuses a wallet transaction of an integration that is not ours', async () => {
    const { number, orderId } = await openedWalletBooking('wallet-foreign')
    const foreign = walletTransaction(orderId, Date.now(), { integration_id: 4999999 })
    expect((await callback(foreign)).status).toBe(400)
    expect((await reservationOf(number)).status).toBe('pending')
  })
})

describe('money that cannot pay its booking (issue #29)', () => {
  /** A card booking with its checkout open at the simulator. */
  async function openBooking(tag: string, lang?: 'ar') {
    const account = await signedUpCustomer(payload, { tag, ...(lang ? { lang } : {}) })
    const number = await bookByCard(account)
    const opened = await account.browser.call(pay, {
      path: '/api/payments/pay',
      body: { reservationNumber: number },
    })
    expect(opened.status).toBe(200)
    const reservation = await reservationOf(number)
    return { account, number, reservation, checkoutUrl: opened.json.checkoutUrl as string }
  }

  const rowsOf = async (paymentId: number) =>
    (
      await payload.find({
        collection: 'payment-transactions',
        where: { payment: { equals: paymentId } },
        sort: 'createdAt',
        pagination: false,
        overrideAccess: true,
      })
    ).docs

  /** The simulator's own transaction of a payment (genuine: its signature is the gateway's). */
  const simulatorTransaction = (transactionId: string) =>
    transactionById(Number(transactionId)) as unknown as Record<string, unknown>

  it('refunds a card paid after the booking expired, records it and tells the customer in Arabic, once', async () => {
    const { account, number, reservation, checkoutUrl } = await openBooking('late', 'ar')
    await expirePayments(payload, new Date(Date.now() + 31 * 60_000))
    expect((await reservationOf(number)).status).toBe('fail')

    // The card page was still open: the customer pays there after the window.
    const paid = await submitCard(checkoutUrl, '4111111111111111')
    expect(paid.status).toBe(200)
    const [payment] = await until(
      () => paymentsOf('reservation', reservation.id),
      (payments) => payments[0]?.status === 'refunded',
    )
    const stored = await reservationOf(number)
    expect(stored.status).toBe('fail')
    const rows = await rowsOf(payment!.id)
    const captured = rows.find((row) => row.outcome === 'closed')!
    expect(captured).toMatchObject({ kind: 'paid', amount: 50000 })
    expect(
      rows.find((row) => row.transactionId === `refund-of-${captured.transactionId}`),
    ).toMatchObject({
      outcome: 'refund-done',
    })
    expect(rows.filter((row) => row.kind === 'refunded')).toHaveLength(1)
    // The gateway has it back: nothing left to refund there.
    expect(transactionById(Number(captured.transactionId))).toMatchObject({ is_refunded: true })

    // The browser's redirect, and the genuine callback delivered again four times at once.
    const redirect = await paymobRedirect(new Request(paid.json.url))
    expect(redirect.headers.get('location')).toContain(
      `/fail-pay?reservation=${number}&code=payment-closed`,
    )
    const obj = simulatorTransaction(captured.transactionId)
    const answers = await Promise.all([1, 2, 3, 4].map(() => callback(obj)))
    expect(answers.map((answer) => answer.json.result)).toEqual([
      'closed',
      'closed',
      'closed',
      'closed',
    ])
    expect((await rowsOf(payment!.id)).filter((row) => row.kind === 'refunded')).toHaveLength(1)

    const emails = await outboxTo(account.user.email)
    const sms = await outboxTo(account.user.mobile)
    const refundEmails = emails.filter((message) => message.template === 'payment-refunded')
    expect(refundEmails).toHaveLength(1)
    expect(refundEmails[0]).toMatchObject({ locale: 'ar' })
    expect(refundEmails[0]!.subject).toContain(number)
    expect(refundEmails[0]!.body).toContain('رددنا')
    expect(refundEmails[0]!.body).toContain('٥٠٠')
    const refundSms = sms.filter((message) => message.template === 'payment-refunded')
    expect(refundSms).toHaveLength(1)
    expect(refundSms[0]!.body.length).toBeLessThanOrEqual(134)
    // No receipt, no confirmation for money that paid nothing.
    expect(emails.filter((message) => message.template === 'payment-receipt')).toHaveLength(0)
    expect(emails.filter((message) => message.template === 'booking-confirmation')).toHaveLength(0)
  })

  it('refunds a card paid after a staff cancel and tells the customer in English', async () => {
    const { account, number, reservation, checkoutUrl } = await openBooking('after-cancel')
    const staff = await staffUser(payload, 'operator', `late-${Date.now()}`)
    const cancelled = await cancelReservation(payload, {
      reservationNumber: number,
      staff,
      reason: 'Customer called to cancel',
    })
    expect(cancelled.ok).toBe(true)
    await submitCard(checkoutUrl, '4111111111111111')
    const [payment] = await until(
      () => paymentsOf('reservation', reservation.id),
      (payments) => payments[0]?.status === 'refunded',
    )
    expect((await reservationOf(number)).status).toBe('cancelled')
    expect((await rowsOf(payment!.id)).map((row) => row.outcome)).toEqual(
      expect.arrayContaining(['closed', 'refund-done', 'refunded']),
    )
    const refundEmails = (await outboxTo(account.user.email)).filter(
      (message) => message.template === 'payment-refunded',
    )
    expect(refundEmails).toHaveLength(1)
    expect(refundEmails[0]).toMatchObject({ locale: 'en' })
    expect(refundEmails[0]!.subject).toBe(
      `Masar: your payment of EGP\u00a0500 for booking ${number} is refunded`,
    )
    expect(refundEmails[0]!.body).toContain(`booking ${number} had closed`)
    const refundSms = (await outboxTo(account.user.mobile)).filter(
      (message) => message.template === 'payment-refunded',
    )
    expect(refundSms).toHaveLength(1)
    expect(refundSms[0]!.body.length).toBeLessThanOrEqual(160)
  })

  it('does not cancel a booking paid while the cancel waited: cancelling again refunds it', async () => {
    const { account, number, reservation, checkoutUrl } = await openBooking('cancel-race')
    // A declined card, then a new order: the booking has two orders.
    await submitCard(checkoutUrl, '4000000000000002')
    await until(
      () => paymentsOf('reservation', reservation.id),
      (payments) => Boolean(payments[0]?.declineCode),
    )
    const second = await account.browser.call(pay, {
      path: '/api/payments/pay',
      body: { reservationNumber: number },
    })
    expect(second.status).toBe(200)
    // The cancel locks the orders in the order it reads them: hold the first one's lock, so it
    // waits there after reading the booking as pending with nothing captured.
    const payments = await paymentsOf('reservation', reservation.id)
    const held = payments[0]!
    const paidOn = held.checkoutUrl ? checkoutUrl : second.json.checkoutUrl
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    const staff = await staffUser(payload, 'operator', `race-${Date.now()}`)
    let cancelling: ReturnType<typeof cancelReservation>
    try {
      await client.query('begin')
      await client.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [
        `payment:${held.id}`,
      ])
      cancelling = cancelReservation(payload, {
        reservationNumber: number,
        staff,
        reason: 'Customer called to cancel',
      })
      await until(
        async () =>
          (
            await client.query(
              "select count(*)::int as waiting from pg_locks where locktype = 'advisory' and not granted",
            )
          ).rows[0].waiting as number,
        (waiting) => waiting > 0,
      )
      // Meanwhile the customer pays on the other order: the booking is paid.
      await submitCard(paidOn, '4111111111111111')
      await until(
        () => reservationOf(number),
        (stored) => stored.status === 'paid-not-sent',
      )
    } finally {
      await client.query('commit')
      await client.end()
    }
    expect(await cancelling!).toMatchObject({ ok: false, code: 'reservation-changed' })
    expect((await reservationOf(number)).status).toBe('paid-not-sent')
    expect((await paymentsOf('reservation', reservation.id)).map((p) => p.status)).toContain('paid')

    // Cancelling again refunds the payment: no money is kept for a cancelled booking.
    const again = await cancelReservation(payload, {
      reservationNumber: number,
      staff,
      reason: 'Customer called to cancel',
    })
    expect(again).toMatchObject({ ok: true, value: { refund: { amount: 50000 } } })
    expect((await paymentsOf('reservation', reservation.id)).map((p) => p.status)).not.toContain(
      'paid',
    )
  })

  it('never refunds a transaction the gateway does not confirm, and flags it for the staff', async () => {
    const { number, reservation } = await openBooking('unconfirmed')
    await expirePayments(payload, new Date(Date.now() + 31 * 60_000))
    const [payment] = await paymentsOf('reservation', reservation.id)
    const staff = await staffUser(payload, 'operator', `flag-${Date.now()}`)
    const before = await dashboard(payload, { staff, locale: 'en' })
    // Signed with the gateway's secret, every field of its shape, but no such transaction exists.
    const invented = transaction(payment!.orderId!, Date.now() + 50)
    expect((await callback(invented)).json.result).toBe('closed')
    const rows = await rowsOf(payment!.id)
    expect(rows.find((row) => row.transactionId === `refund-of-${invented.id}`)).toMatchObject({
      outcome: 'refund-unconfirmed',
    })
    expect(rows.filter((row) => row.kind === 'refunded')).toHaveLength(0)
    expect((await paymentsOf('reservation', reservation.id))[0]!.status).toBe('expired')
    expect((await reservationOf(number)).status).toBe('fail')
    const after = await dashboard(payload, { staff, locale: 'en' })
    expect(before.ok && after.ok).toBe(true)
    if (before.ok && after.ok) {
      expect(after.value.refundsToCheck).toBe(before.value.refundsToCheck + 1)
    }
  })

  it('flags a refund the gateway refuses for the staff, and tells the customer nothing yet', async () => {
    const { account, number, reservation } = await openBooking('refund-refused')
    await expirePayments(payload, new Date(Date.now() + 31 * 60_000))
    const [payment] = await paymentsOf('reservation', reservation.id)
    const event = {
      kind: 'paid' as const,
      transactionId: String(Date.now() + 60),
      orderId: payment!.orderId!,
      reference: null,
      amount: 50000,
      currency: 'EGP',
      declineCode: null,
      createdAt: '',
      instrument: null,
    }
    const real = paymentGateway()
    const refunds: unknown[] = []
    const gateway: PaymentGateway = {
      ...real,
      // The gateway confirms the transaction, then refuses to refund it.
      transaction: async () => ({ ok: true, value: event }),
      refund: async (request) => {
        refunds.push(request)
        return fail('payment-gateway-refused', 'payment.errors.gatewayRefused')
      },
    }
    const applied = await applyPaymentEvent(payload, event, { source: 'inquiry', gateway })
    expect(applied).toMatchObject({ ok: true, value: { result: 'closed' } })
    expect(refunds).toEqual([{ transactionId: event.transactionId, amount: 50000 }])
    const rows = await rowsOf(payment!.id)
    expect(
      rows.find((row) => row.transactionId === `refund-of-${event.transactionId}`),
    ).toMatchObject({
      outcome: 'refund-failed',
    })
    expect((await paymentsOf('reservation', reservation.id))[0]!.status).toBe('expired')
    expect((await reservationOf(number)).status).toBe('fail')
    const emails = await outboxTo(account.user.email)
    expect(emails.filter((message) => message.template === 'payment-refunded')).toHaveLength(0)
  })

  it('takes up a refund left due by a server that stopped before it, once, from the reconciliation job', async () => {
    const { account, number, reservation } = await openBooking('refund-due')
    await expirePayments(payload, new Date(Date.now() + 31 * 60_000))
    const [payment] = await paymentsOf('reservation', reservation.id)
    // A success the gateway made (its callback lost), applied by a server that stops right after
    // its commit: the refund step never runs (here: the gateway call throws).
    const intention = intentionByOrderId(Number(payment!.orderId))!
    const captured = recordPayment(
      intention,
      { number: '4111111111111111', brand: 'Visa', last4: '1111' },
      APPROVED,
      { threeDSecure: false, now: new Date() },
    )
    const event = eventOfTransaction(
      captured as unknown as Record<string, unknown>,
      readServerEnv().PAYLOAD_SECRET,
    )
    if (!event.ok) throw new Error('unreadable transaction')
    const stopped: PaymentGateway = {
      ...paymentGateway(),
      transaction: () => Promise.reject(new Error('the server stopped')),
    }
    expect(
      await applyPaymentEvent(payload, event.value, { source: 'inquiry', gateway: stopped }),
    ).toMatchObject({
      ok: true,
      value: { result: 'closed' },
    })
    const dueRow = async () =>
      (await rowsOf(payment!.id)).find((row) => row.transactionId === `refund-of-${captured.id}`)
    expect(await dueRow()).toMatchObject({ outcome: 'refund-due' })

    // Not yet two minutes: left alone. Then taken up, once.
    await retryDueRefunds(payload, paymentGateway())
    expect(await dueRow()).toMatchObject({ outcome: 'refund-due' })
    const later = new Date(Date.now() + 3 * 60_000)
    expect(await retryDueRefunds(payload, paymentGateway(), later)).toBeGreaterThanOrEqual(1)
    expect(await dueRow()).toMatchObject({ outcome: 'refund-done' })
    await retryDueRefunds(payload, paymentGateway(), later)
    expect((await rowsOf(payment!.id)).filter((row) => row.kind === 'refunded')).toHaveLength(1)
    expect(transactionById(captured.id)).toMatchObject({ is_refunded: true })
    expect((await paymentsOf('reservation', reservation.id))[0]!.status).toBe('refunded')
    expect((await reservationOf(number)).status).toBe('fail')
    const refundEmails = (await outboxTo(account.user.email)).filter(
      (message) => message.template === 'payment-refunded',
    )
    expect(refundEmails).toHaveLength(1)
  })

  it('refuses a genuinely signed callback or redirect whose fields moved, and refunds nothing', async () => {
    const { number, reservation, checkoutUrl } = await openBooking('shifted')
    const paid = await submitCard(checkoutUrl, '4111111111111111')
    await until(
      () => reservationOf(number),
      (stored) => stored.status === 'paid-not-sent',
    )
    const [payment] = await paymentsOf('reservation', reservation.id)
    const genuine = simulatorTransaction(payment!.transactionId!)
    const hmac = sign(genuine)
    const id = String(genuine.id)
    const integration = String(genuine.integration_id)
    // One digit of the integration id moved into the transaction id; `false` split in two.
    const shifts = [
      { ...genuine, id: Number(`${id}${integration[0]}`), integration_id: integration.slice(1) },
      { ...genuine, error_occured: 'fals', has_parent_transaction: 'efalse' },
    ]
    for (const shifted of shifts) {
      expect(sign(shifted)).toBe(hmac)
      const answer = await callback(shifted, hmac)
      expect(answer.status).toBe(400)
      expect(answer.json.error).toBe('payment-callback-malformed')
    }
    const query = new URL(paid.json.url).searchParams
    query.set('id', `${id}${integration[0]}`)
    query.set('integration_id', integration.slice(1))
    const redirect = await paymobRedirect(
      new Request(`${siteUrl}/api/payments/paymob/redirect?${query.toString()}`),
    )
    expect(redirect.status).toBe(303)
    expect(redirect.headers.get('location')).toContain('/fail-pay')
    // Nothing written, nothing refunded: the one payment stands.
    const rows = await rowsOf(payment!.id)
    expect(rows.map((row) => row.outcome)).toEqual(['paid'])
    expect(transactionById(Number(id))).toMatchObject({ is_refunded: false })
    expect((await reservationOf(number)).status).toBe('paid-not-sent')
  })
})

describe('payment links', () => {
  type LinkData = RequiredDataFromCollectionSlug<'payment-links'>
  const newLink = (data: Partial<LinkData> = {}) => {
    const link: LinkData = {
      amount: 125050,
      customerName: 'Link Payer',
      phone: '+201005550199',
      email: 'link.payer@example.com',
      description: 'Extra hour of waiting',
      expiresAt: new Date(Date.now() + 48 * 3_600_000).toISOString(),
      status: 'active',
      token: newPaymentLinkToken(),
      ...data,
    }
    return payload.create({ collection: 'payment-links', overrideAccess: true, data: link })
  }

  it('is paid by anyone holding it, once, even when two orders succeed at the same moment', async () => {
    const link = await newLink()
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{32}$/)
    const opened = await pay(
      new Request(`${siteUrl}/api/payments/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ link: link.token }),
      }),
    )
    expect(opened.status).toBe(200)
    const [first] = await paymentsOf('paymentLink', link.id)
    // A second order for the same link (another payer's tab), made at the gateway meanwhile.
    const second = await payload.create({
      collection: 'payments',
      overrideAccess: true,
      data: {
        reference: `${first!.reference}-B`,
        paymentLink: link.id,
        amount: 125050,
        currency: 'EGP',
        status: 'open',
        gateway: 'simulator',
        orderId: String(Number(first!.orderId) + 7_000_000),
        expiresAt: first!.expiresAt,
      },
    })
    const answers = await Promise.all([
      callback(transaction(first!.orderId!, Date.now() + 10, { amount_cents: 125050 })),
      callback(transaction(second.orderId!, Date.now() + 11, { amount_cents: 125050 })),
    ])
    const results = answers.map((answer) => answer.json.result).sort()
    expect(results).toEqual(['duplicate', 'paid'])
    const paidLink = await payload.findByID({
      collection: 'payment-links',
      id: link.id,
      overrideAccess: true,
    })
    expect(paidLink.status).toBe('paid')
    const payments = await paymentsOf('paymentLink', link.id)
    expect(payments.filter((payment) => payment.status === 'paid')).toHaveLength(1)

    const again = await pay(
      new Request(`${siteUrl}/api/payments/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ link: link.token }),
      }),
    )
    expect(again.status).toBe(409)
    expect((await again.json()).error).toBe('payment-link-paid')
  })

  it('refuses an expired, cancelled or unknown link', async () => {
    const expired = await newLink({ expiresAt: new Date(Date.now() - 60_000).toISOString() })
    const cancelled = await newLink({ status: 'cancelled' })
    const ask = async (token: string) => {
      const response = await pay(
        new Request(`${siteUrl}/api/payments/pay`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: 'NEXT_LOCALE=ar' },
          body: JSON.stringify({ link: token }),
        }),
      )
      return { status: response.status, json: await response.json() }
    }
    expect(await ask(expired.token)).toMatchObject({
      status: 410,
      json: { error: 'payment-link-expired', message: 'انتهت صلاحية رابط الدفع هذا' },
    })
    // A cancelled link says so, with its own code, rather than that it expired.
    expect(await ask(cancelled.token)).toMatchObject({
      status: 409,
      json: {
        error: 'payment-link-cancelled',
        message: 'أُلغي رابط الدفع هذا. يُرجى الاتصال بنا إذا كنت لا تزال بحاجة إلى الدفع.',
      },
    })
    expect((await ask('x'.repeat(32))).status).toBe(404)
    await expirePayments(payload)
    const swept = await payload.findByID({
      collection: 'payment-links',
      id: expired.id,
      overrideAccess: true,
    })
    expect(swept.status).toBe('expired')
  })

  it('sends the payer a receipt and the staff an email once when a link is paid', async () => {
    const staffEmail = `links.staff.${Date.now()}@masar.example`
    const serial = String(Date.now()).slice(-4)
    const payer = { email: `link.receipt.${serial}@example.com`, phone: `0100557${serial}` }
    await withStaffEmail(staffEmail, async () => {
      const link = await newLink({
        email: payer.email,
        phone: payer.phone,
        description: 'Waiting at the airport, 2 extra hours',
      })
      await pay(
        new Request(`${siteUrl}/api/payments/pay`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ link: link.token }),
        }),
      )
      const [payment] = await paymentsOf('paymentLink', link.id)
      const success = transaction(payment!.orderId!, Date.now() + 30, { amount_cents: 125050 })
      const answers = await Promise.all([callback(success), callback(success)])
      expect(answers.map((answer) => answer.json.result)).toEqual(['paid', 'paid'])
      await callback(success)

      const emails = await outboxTo(payer.email)
      // The link's phone as staff typed it, sent to as E.164.
      const sms = await outboxTo(`+20100557${serial}`)
      expect(emails.map((message) => message.template)).toEqual(['payment-receipt'])
      expect(sms.map((message) => message.template)).toEqual(['payment-receipt'])
      expect(emails[0]).toMatchObject({ locale: 'en' })
      expect(emails[0]!.subject).toBe('Masar receipt: EGP\u00a01,250.50 paid')
      expect(emails[0]!.body).toContain('For: Waiting at the airport, 2 extra hours')
      expect(emails[0]!.body).toContain(`Transaction number: ${success.id}.`)
      expect(emails[0]!.body).toContain(`Order number: ${payment!.orderId}.`)
      expect(sms[0]!.body).toBe(
        `Masar: we received EGP 1,250.50 for "Waiting at the airport, 2 extra hours". Transaction ${success.id}. Receipt sent by email. Help: +20 10 0555 0123`,
      )

      const staff = await outboxTo(staffEmail)
      expect(staff.map((message) => message.template)).toEqual(['staff-payment-received'])
      expect(staff[0]!.subject).toBe('Payment received: EGP\u00a01,250.50 by payment link')
      expect(staff[0]!.body).toContain('For (payment link): Waiting at the airport, 2 extra hours')
      // The phone as staff typed it, written as Egyptians group a number (decision 0182).
      expect(staff[0]!.body).toContain(
        `Customer: Link Payer, ${payer.email}, +20 10 0557 ${serial}.`,
      )
    })
  })
})
