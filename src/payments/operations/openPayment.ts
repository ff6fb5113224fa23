import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { limited } from '@/accounts/operations/limited'
import type { RateLimitName } from '@/accounts/rateLimits'
import { type BookingHolder, heldReservation } from '@/booking/operations/ownReservation'
import type { Locale } from '@/i18n/locales'
import { fail, ok, type Result } from '@/lib/failure'
import type { Payment, PaymentLink, Reservation } from '@/payload-types'
import { paymobCallbackUrls } from '@/payments/config'
import type { PaymentGateway, PaymentRequest } from '@/payments/gateway'
import {
  cardPaymentDeadline,
  linkPaymentReference,
  reservationPaymentReference,
} from '@/payments/payment'
import { isPaymentLinkToken, paymentLinkState } from '@/payments/paymentLinks'
import { sessionQuery, type SqlPool, type TransactionReq, withTransaction } from '@/infra/db'

/**
 * Opening a card payment at the gateway for a customer's pending card booking or for a payment
 * link, and where to send the customer. One live gateway order per booking or link at a time:
 * an open order with time left is reused (a reload of /pay, or thirty pay calls at once, get the
 * same checkout); a new one is opened only under an advisory lock on the booking or link, by one
 * call while the others wait for it and then reuse what it opened, and only within the rate
 * limits per booking, link and client address.
 */

export type PaymentContext = {
  gateway: PaymentGateway
  /** The public address of the site, without a trailing slash: the callback and the way back. */
  siteUrl: string
  locale: Locale
  now: Date
  /** The caller's address as the rate limits count it (`clientIp`); none: not counted by address. */
  ip?: string
}

export type CheckoutTarget = { checkoutUrl: string; amount: number; expiresAt: string }

/** The settings the payment screens and operations read: minutes to pay, hours of a link. */
export async function paymentSettings(payload: Payload) {
  const settings = await payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: true })
  return {
    cardPaymentMinutes: settings.cardPaymentMinutes ?? 30,
    paymentLinkHours: settings.paymentLinkHours ?? 48,
  }
}

type PaymentTarget = { reservation: number } | { paymentLink: number }

async function paymentsOf(
  payload: Payload,
  where: PaymentTarget,
  req?: TransactionReq,
): Promise<Payment[]> {
  const [field, id] = Object.entries(where)[0]!
  const { docs } = await payload.find({
    collection: 'payments',
    where: { [field]: { equals: id } },
    sort: '-createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  return docs
}

/**
 * The least time a new order must have left: the customer has to reach the card page and type a
 * card. A booking or link with less left gets no new order (its open one, if any, is reused).
 */
const MIN_ORDER_TIME_MS = 60_000

/** How long a pay call waits for another call opening the same booking's or link's order. */
const OPENING_WAIT_MS = 25_000
/** A waiting call looks again after 50 ms, then half as long again each time, up to 500 ms. */
const OPENING_POLL_MS = { first: 50, factor: 1.5, most: 500 }

const openOrder = (payment: Payment, now: Date, leftMs: number) =>
  payment.status === 'open' &&
  !!payment.checkoutUrl &&
  !!payment.expiresAt &&
  new Date(payment.expiresAt).getTime() - leftMs > now.getTime()

/**
 * The order to send the customer to instead of opening one: an open order with more than a
 * minute left; or, when the booking or link itself has less than a minute left (a new order would
 * last no longer), any open order not yet expired.
 */
function reusable(payments: Payment[], now: Date, deadline: Date): Payment | undefined {
  const live = payments.find((payment) => openOrder(payment, now, MIN_ORDER_TIME_MS))
  if (live) return live
  if (deadline.getTime() - now.getTime() > MIN_ORDER_TIME_MS) return undefined
  return payments.find((payment) => openOrder(payment, now, 0))
}

const checkoutOf = (payment: Payment): CheckoutTarget => ({
  checkoutUrl: payment.checkoutUrl!,
  amount: payment.amount,
  expiresAt: payment.expiresAt!,
})

type Opening = {
  target: PaymentTarget
  /** The advisory lock's key: one opener per booking or link. */
  lockKey: string
  /** When the booking or the link can no longer be paid. */
  deadline: Date
  /** The rate limits a new order counts against. */
  limits: [RateLimitName, string][]
  /** The gateway request of the `attempt`-th order. */
  request: (
    attempt: number,
  ) => Omit<PaymentRequest, 'notificationUrl' | 'redirectionUrl' | 'currency'>
}

/** The next attempt's number: one more than the highest reference's `-P<n>` (rows may be deleted). */
const nextAttempt = (payments: Payment[]) =>
  Math.max(
    payments.length,
    ...payments.map((p) => Number(/-P(\d+)$/.exec(p.reference)?.[1] ?? 0)),
  ) + 1

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The checkout of a booking or link: its live order, or a new one. A new order is opened only by
 * the caller that holds the advisory lock of the booking or link (`pg_try_advisory_xact_lock`);
 * the others wait without holding a database connection, then find and reuse that order, so
 * simultaneous calls open one order and all answer it. Nothing of a race answers 5xx.
 */
async function checkout(
  payload: Payload,
  ctx: PaymentContext,
  opening: Opening,
): Promise<Result<CheckoutTarget>> {
  const started = Date.now()
  let pause = OPENING_POLL_MS.first
  for (;;) {
    // Without the lock first: the common case (a reload, a twin call) reads and answers.
    const current = reusable(await paymentsOf(payload, opening.target), ctx.now, opening.deadline)
    if (current) return ok(checkoutOf(current))
    const settled = await withTransaction<Result<CheckoutTarget> | null>(
      payload,
      async ({ req, session }) => {
        const { rows } = await session.execute(
          sql`select pg_try_advisory_xact_lock(hashtextextended(${opening.lockKey}, 0)) as "locked"`,
        )
        if (rows[0]?.locked !== true) return { commit: false, value: null }
        const opened = await openUnderLock(payload, ctx, opening, req(), sessionQuery(session))
        return { commit: true, value: opened }
      },
    )
    if (settled) return settled
    if (Date.now() - started > OPENING_WAIT_MS) {
      return fail('payment-busy', 'payment.errors.busy', { retryAfter: 5 })
    }
    await sleep(pause)
    pause = Math.min(pause * OPENING_POLL_MS.factor, OPENING_POLL_MS.most)
  }
}

/** Under the booking's or link's lock: reuse what a twin call opened, or open one order. */
async function openUnderLock(
  payload: Payload,
  ctx: PaymentContext,
  opening: Opening,
  req: TransactionReq,
  db: SqlPool,
): Promise<Result<CheckoutTarget>> {
  const payments = await paymentsOf(payload, opening.target, req)
  const current = reusable(payments, ctx.now, opening.deadline)
  if (current) return ok(checkoutOf(current))
  if (opening.deadline.getTime() - ctx.now.getTime() <= MIN_ORDER_TIME_MS) {
    return fail('payment-too-late', 'payment.errors.tooLate')
  }
  // Counted before the gateway is asked, and committed whatever it answers: a failed call counts.
  // On this transaction's connection: a holder of the lock never waits for a second one.
  const tooMany = await limited(
    payload,
    ctx.ip ? [...opening.limits, ['paymentOrderPerIp', ctx.ip]] : opening.limits,
    ctx.now,
    db,
  )
  if (tooMany) return tooMany
  const request = opening.request(nextAttempt(payments))
  const opened = await ctx.gateway.createPayment({
    ...request,
    currency: 'EGP',
    ...paymobCallbackUrls(ctx.siteUrl),
  })
  if (!opened.ok) {
    // A time-out or a 5xx may come after the gateway made the order, and it never takes a
    // reference twice: the attempt is kept, closed, so the next one takes the next number.
    if (opened.code === 'payment-gateway-unavailable') {
      await payload.create({
        collection: 'payments',
        overrideAccess: true,
        req,
        data: {
          reference: request.reference,
          ...opening.target,
          amount: request.amount,
          currency: 'EGP',
          status: 'expired',
          gateway: ctx.gateway.name,
          expiresAt: request.expiresAt.toISOString(),
        },
      })
    }
    return opened
  }
  await payload.create({
    collection: 'payments',
    overrideAccess: true,
    req,
    data: {
      reference: request.reference,
      ...opening.target,
      amount: request.amount,
      currency: 'EGP',
      status: 'open',
      gateway: ctx.gateway.name,
      orderId: opened.value.orderId,
      checkoutUrl: opened.value.checkoutUrl,
      expiresAt: request.expiresAt.toISOString(),
    },
  })
  return ok({
    checkoutUrl: opened.value.checkoutUrl,
    amount: request.amount,
    expiresAt: request.expiresAt.toISOString(),
  })
}

/** Whether a reservation may be paid by card now, and until when. */
export async function payableReservation(
  payload: Payload,
  reservation: Reservation,
  now: Date,
): Promise<Result<{ deadline: Date }>> {
  // Nothing to pay: a promo code made it free (docs/decisions/0176).
  if (reservation.paymentType === 'complimentary') {
    return fail('payment-complimentary', 'payment.errors.complimentary')
  }
  if (reservation.paymentType !== 'card') return fail('payment-not-card', 'payment.errors.notCard')
  if (reservation.status !== 'pending') {
    return fail('payment-not-pending', 'payment.errors.notPending')
  }
  const { cardPaymentMinutes } = await paymentSettings(payload)
  const deadline = cardPaymentDeadline(reservation.createdAt, cardPaymentMinutes)
  if (deadline.getTime() <= now.getTime()) return fail('payment-expired', 'payment.errors.expired')
  return ok({ deadline })
}

/**
 * `POST /api/payments/pay {reservationNumber}`: the pending card booking its holder holds (the
 * customer's own, or a guest checkout's by its pass).
 */
export async function payReservation(
  payload: Payload,
  holder: BookingHolder,
  reservationNumber: string,
  ctx: PaymentContext,
): Promise<Result<CheckoutTarget>> {
  const found = await heldReservation(payload, holder, reservationNumber)
  if (!found.ok) return found
  const { reservation, customer } = found.value
  const payable = await payableReservation(payload, reservation, ctx.now)
  if (!payable.ok) return payable
  const carName = (ctx.locale === 'ar' ? reservation.carName?.ar : reservation.carName?.en) ?? ''
  return checkout(payload, ctx, {
    target: { reservation: reservation.id },
    lockKey: `payment-open:reservation:${reservation.id}`,
    deadline: payable.value.deadline,
    limits: [['paymentOrderPerReservation', String(reservation.id)]],
    request: (attempt) => ({
      reference: reservationPaymentReference(reservation.reservationNumber, attempt),
      amount: reservation.price,
      items: [
        {
          name: `${reservation.reservationNumber} ${carName}`.trim().slice(0, 50),
          amount: reservation.price,
          quantity: 1,
          description: `${reservation.pickupAddress} - ${reservation.dropoffAddress}`.slice(0, 255),
        },
      ],
      billing: { name: customer.name, email: customer.email, phone: customer.mobile },
      expiresAt: payable.value.deadline,
      language: ctx.locale,
    }),
  })
}

/** The link a token names, or null. */
export async function findPaymentLink(
  payload: Payload,
  token: string,
): Promise<PaymentLink | null> {
  if (!isPaymentLinkToken(token)) return null
  const { docs } = await payload.find({
    collection: 'payment-links',
    where: { token: { equals: token } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** Whether a link can be paid now: found, active (not paid or cancelled) and not past its expiry. */
export function payableLink(link: PaymentLink | null, now: Date): Result<PaymentLink> {
  if (!link) return fail('payment-link-not-found', 'payment.errors.linkNotFound')
  const state = paymentLinkState(link, now)
  if (state === 'paid') return fail('payment-link-paid', 'payment.errors.linkPaid')
  if (state === 'cancelled') return fail('payment-link-cancelled', 'payment.errors.linkCancelled')
  if (state !== 'active') return fail('payment-link-expired', 'payment.errors.linkExpired')
  return ok(link)
}

/** `POST /api/payments/pay {link}`: anybody holding the link may pay it, once. */
export async function payLink(
  payload: Payload,
  token: string,
  ctx: PaymentContext,
): Promise<Result<CheckoutTarget>> {
  const payable = payableLink(await findPaymentLink(payload, token), ctx.now)
  if (!payable.ok) return payable
  const link = payable.value
  // payableLink checked it is set and ahead.
  const deadline = new Date(link.expiresAt!)
  return checkout(payload, ctx, {
    target: { paymentLink: link.id },
    lockKey: `payment-open:link:${link.id}`,
    deadline,
    limits: [['paymentOrderPerLink', String(link.id)]],
    request: (attempt) => ({
      reference: linkPaymentReference(link.token, attempt),
      amount: link.amount,
      items: [{ name: link.description.slice(0, 50), amount: link.amount, quantity: 1 }],
      billing: { name: link.customerName, email: link.email, phone: link.phone },
      expiresAt: deadline,
      language: link.language === 'ar' ? 'ar' : ctx.locale,
    }),
  })
}
