import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { expect } from 'vitest'

import { POST as book } from '@/app/(frontend)/api/booking/route'
import { POST as paymobCallback } from '@/app/(frontend)/api/payments/paymob/callback/route'
import { POST as pay } from '@/app/(frontend)/api/payments/pay/route'
import { POST as refund } from '@/app/(simulator)/paymob-simulator/api/acceptance/void_refund/refund/route'
import { POST as authTokens } from '@/app/(simulator)/paymob-simulator/api/auth/tokens/route'
import { POST as payWithCard } from '@/app/(simulator)/paymob-simulator/api/checkout/pay/route'
import { POST as inquiry } from '@/app/(simulator)/paymob-simulator/api/ecommerce/orders/transaction_inquiry/route'
import { GET as retrieveTransaction } from '@/app/(simulator)/paymob-simulator/api/acceptance/transactions/[id]/route'
import { POST as createIntention } from '@/app/(simulator)/paymob-simulator/v1/intention/route'
import { SIMULATOR_KEYS } from '@/payments/simulatorKeys'
import { configureSimulator } from '@/payments/simulator/store'
import { utcToCairoWallTime } from '@/booking/cairoTime'

import { cairoTimeIn } from './bookingData'
import type { Account } from './customers'
import type { Handler } from './http'

/**
 * The back office's integration tests book as customers do (the booking route) and pay through
 * the Paymob simulator, whose callbacks (payments and refunds) reach the site's callback route on
 * a local HTTP server, as in `payments.int.spec.ts`.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Route = (request: Request, context: any) => Promise<Response> | Response

const ROUTES: Record<string, Route> = {
  'POST /paymob-simulator/v1/intention/': createIntention,
  'POST /paymob-simulator/api/acceptance/void_refund/refund': refund,
  'POST /paymob-simulator/api/auth/tokens': authTokens,
  'POST /paymob-simulator/api/ecommerce/orders/transaction_inquiry': inquiry,
  'POST /api/payments/paymob/callback': paymobCallback,
}

/** Starts the site's gateway routes on a local port and points SITE_URL and the gateway at it. */
export async function startSimulatorSite(): Promise<{ url: string; close: () => Promise<void> }> {
  let url = ''
  const site: Server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk as Buffer)
    const target = new URL(incoming.url ?? '/', url)
    // The inquiry of one transaction, asked before an automatic refund.
    const transaction = /^\/paymob-simulator\/api\/acceptance\/transactions\/([^/]+)$/.exec(
      target.pathname,
    )
    const route =
      incoming.method === 'GET' && transaction
        ? (request: Request) =>
            retrieveTransaction(request, { params: Promise.resolve({ id: transaction[1]! }) })
        : ROUTES[`${incoming.method} ${target.pathname}`]
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
      new Request(target, {
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
  await new Promise<void>((resolve) =>
    site.listen(0, '127.0.0.1', () => {
      url = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
      resolve()
    }),
  )
  Object.assign(process.env, { SITE_URL: url, PAYMENT_GATEWAY: 'simulator' })
  configureSimulator({ attemptTimeoutMs: 5_000 })
  return { url, close: () => new Promise((resolve) => site.close(() => resolve())) }
}

/** A booking between two places of a test region, as the booking form sends it. */
export function bookingBody(account: Account, overrides: Record<string, unknown> = {}) {
  return {
    tripType: 'one-way',
    pickupAddress: '',
    dropoffAddress: '',
    locationNames: { pickup: '', dropoff: 'Nile Tower, 5 Corniche' },
    personsCount: 1,
    luggagesCount: 1,
    execDate: cairoTimeIn(72),
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
    ...overrides,
  }
}

/** Books through the booking route; answers the reservation number. */
export async function bookThroughRoute(
  account: Account,
  body: Record<string, unknown>,
): Promise<string> {
  const withKey: Handler = async (request) => {
    const headers = new Headers(request.headers)
    headers.set('idempotency-key', crypto.randomUUID())
    return book(new Request(request.url, { method: 'POST', headers, body: await request.text() }))
  }
  const answer = await account.browser.call(withKey, { path: '/api/booking', body })
  expect(answer.status, JSON.stringify(answer.json)).toBe(201)
  return answer.json.reservation.reservationNumber as string
}

/** Pays a card booking with the simulator's approved card and waits for the callback to land. */
export async function payThroughSimulator(
  payload: Payload,
  account: Account,
  siteUrl: string,
  reservationNumber: string,
): Promise<void> {
  const opened = await account.browser.call(pay, {
    path: '/api/payments/pay',
    body: { reservationNumber },
  })
  expect(opened.status).toBe(200)
  const clientSecret = new URL(opened.json.checkoutUrl).searchParams.get('clientSecret')!
  const response = await payWithCard(
    new Request(`${siteUrl}/paymob-simulator/api/checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        publicKey: SIMULATOR_KEYS.publicKey,
        clientSecret,
        lang: 'en',
        number: '4111111111111111',
        expiryMonth: '12',
        expiryYear: String((new Date().getUTCFullYear() + 3) % 100),
        cvv: '123',
      }),
    }),
    {} as never,
  )
  expect(response.status).toBe(200)
  await until(
    () => reservationByNumber(payload, reservationNumber),
    (reservation) => reservation.status === 'paid-not-sent',
  )
}

/**
 * Tries a card the simulator declines (insufficient funds unless told) on a new order of the
 * booking, and waits for the decline to be recorded: the booking stays pending.
 */
export async function declineThroughSimulator(
  payload: Payload,
  account: Account,
  siteUrl: string,
  reservationNumber: string,
  card = '4000000000009995',
): Promise<void> {
  const opened = await account.browser.call(pay, {
    path: '/api/payments/pay',
    body: { reservationNumber },
  })
  expect(opened.status).toBe(200)
  const clientSecret = new URL(opened.json.checkoutUrl).searchParams.get('clientSecret')!
  const reservation = await reservationByNumber(payload, reservationNumber)
  const declinedBefore = await declinedCount(payload, reservation.id)
  const response = await payWithCard(
    new Request(`${siteUrl}/paymob-simulator/api/checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        publicKey: SIMULATOR_KEYS.publicKey,
        clientSecret,
        lang: 'en',
        number: card,
        expiryMonth: '12',
        expiryYear: String((new Date().getUTCFullYear() + 3) % 100),
        cvv: '123',
      }),
    }),
    {} as never,
  )
  expect(response.status).toBe(200)
  await until(
    () => declinedCount(payload, reservation.id),
    (count) => count > declinedBefore,
  )
}

/** The declined card transactions of a reservation's payments. */
async function declinedCount(payload: Payload, reservationId: number): Promise<number> {
  const { docs: payments } = await payload.find({
    collection: 'payments',
    where: { reservation: { equals: reservationId } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  if (payments.length === 0) return 0
  const { totalDocs } = await payload.count({
    collection: 'payment-transactions',
    where: {
      and: [
        { payment: { in: payments.map((payment) => payment.id) } },
        { kind: { equals: 'declined' } },
      ],
    },
    overrideAccess: true,
  })
  return totalDocs
}

/**
 * Moves a booked outbound pickup to `minutes` from now (whole minutes), as if it had been booked
 * for then: the booking rules keep a new booking 12 hours ahead, and the driver's taps follow the
 * real pickup (decision 0170), so a test that taps now needs a pickup due now. Dispatch after it:
 * the driver's link is for the pickup's Cairo day.
 */
export async function movePickup(payload: Payload, reservationNumber: string, minutes: number) {
  const pickup = new Date(Date.now() + minutes * 60_000)
  pickup.setUTCSeconds(0, 0)
  const { id } = await reservationByNumber(payload, reservationNumber)
  await payload.update({
    collection: 'reservations',
    id,
    overrideAccess: true,
    data: { execDate: pickup.toISOString(), execLocal: utcToCairoWallTime(pickup) },
  })
  return pickup
}

export async function reservationByNumber(payload: Payload, reservationNumber: string) {
  const { docs } = await payload.find({
    collection: 'reservations',
    where: { reservationNumber: { equals: reservationNumber } },
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]!
}

export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 8_000) {
  const started = Date.now()
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() - started > ms) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Every message the outbox holds for `to`, oldest first. */
export async function outboxTo(payload: Payload, to: string) {
  const { docs } = await payload.find({
    collection: 'outbox',
    where: { to: { equals: to } },
    sort: 'createdAt',
    pagination: false,
    overrideAccess: true,
  })
  return docs
}
