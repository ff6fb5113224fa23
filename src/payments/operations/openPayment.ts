import type { Payload } from 'payload'

import { ownReservation } from '@/booking/operations/ownReservation'
import type { Locale } from '@/i18n/locales'
import { fail, ok, type Result } from '@/lib/failure'
import type { Customer, Payment, PaymentLink, Reservation } from '@/payload-types'
import type { PaymentGateway, PaymentRequest } from '@/payments/gateway'
import {
  cardPaymentDeadline,
  linkPaymentReference,
  reservationPaymentReference,
} from '@/payments/payment'
import { isPaymentLinkToken, paymentLinkState } from '@/payments/paymentLinks'

/**
 * Opening a card payment at the gateway for a customer's pending card booking or for a payment
 * link, and where to send the customer. An open payment still valid is reused (a reload of /Pay
 * does not open a second order); otherwise a new attempt gets the next reference.
 */

export type PaymentContext = {
  gateway: PaymentGateway
  /** The public address of the site, without a trailing slash: the callback and the way back. */
  siteUrl: string
  locale: Locale
  now: Date
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

const callbackUrls = (siteUrl: string) => ({
  notificationUrl: `${siteUrl}/api/payments/paymob/callback`,
  redirectionUrl: `${siteUrl}/api/payments/paymob/redirect`,
})

async function paymentsOf(
  payload: Payload,
  where: { reservation: number } | { paymentLink: number },
): Promise<Payment[]> {
  const [field, id] = Object.entries(where)[0]!
  const { docs } = await payload.find({
    collection: 'payments',
    where: { [field]: { equals: id } },
    sort: '-createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs
}

/** An open payment that the customer can still use until it expires. */
const reusable = (payments: Payment[], now: Date) =>
  payments.find(
    (payment) =>
      payment.status === 'open' &&
      payment.checkoutUrl &&
      payment.expiresAt &&
      new Date(payment.expiresAt).getTime() - 60_000 > now.getTime(),
  )

async function open(
  payload: Payload,
  ctx: PaymentContext,
  request: Omit<PaymentRequest, 'notificationUrl' | 'redirectionUrl' | 'currency'>,
  target: { reservation: number } | { paymentLink: number },
): Promise<Result<CheckoutTarget>> {
  const opened = await ctx.gateway.createPayment({
    ...request,
    currency: 'EGP',
    ...callbackUrls(ctx.siteUrl),
  })
  if (!opened.ok) return opened
  await payload.create({
    collection: 'payments',
    overrideAccess: true,
    data: {
      reference: request.reference,
      ...target,
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
  if (reservation.paymentType !== 'card') return fail('payment-not-card', 'payment.errors.notCard')
  if (reservation.status !== 'pending') {
    return fail('payment-not-pending', 'payment.errors.notPending')
  }
  const { cardPaymentMinutes } = await paymentSettings(payload)
  const deadline = cardPaymentDeadline(reservation.createdAt, cardPaymentMinutes)
  if (deadline.getTime() <= now.getTime()) return fail('payment-expired', 'payment.errors.expired')
  return ok({ deadline })
}

/** `POST /api/payments/pay {reservationNumber}`: the customer's own pending card booking. */
export async function payReservation(
  payload: Payload,
  customer: Customer,
  reservationNumber: string,
  ctx: PaymentContext,
): Promise<Result<CheckoutTarget>> {
  const found = await ownReservation(payload, customer, reservationNumber)
  if (!found.ok) return found
  const reservation = found.value
  const payable = await payableReservation(payload, reservation, ctx.now)
  if (!payable.ok) return payable
  const payments = await paymentsOf(payload, { reservation: reservation.id })
  const current = reusable(payments, ctx.now)
  if (current) {
    return ok({
      checkoutUrl: current.checkoutUrl!,
      amount: current.amount,
      expiresAt: current.expiresAt!,
    })
  }
  const carName = (ctx.locale === 'ar' ? reservation.carName?.ar : reservation.carName?.en) ?? ''
  return open(
    payload,
    ctx,
    {
      reference: reservationPaymentReference(reservation.reservationNumber, payments.length + 1),
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
    },
    { reservation: reservation.id },
  )
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

/** Whether a link can be paid now: found, active and not past its expiry. */
export function payableLink(link: PaymentLink | null, now: Date): Result<PaymentLink> {
  if (!link) return fail('payment-link-not-found', 'payment.errors.linkNotFound')
  const state = paymentLinkState(link, now)
  if (state === 'paid') return fail('payment-link-paid', 'payment.errors.linkPaid')
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
  const payments = await paymentsOf(payload, { paymentLink: link.id })
  const current = reusable(payments, ctx.now)
  if (current) {
    return ok({
      checkoutUrl: current.checkoutUrl!,
      amount: current.amount,
      expiresAt: current.expiresAt!,
    })
  }
  return open(
    payload,
    ctx,
    {
      reference: linkPaymentReference(link.token, payments.length + 1),
      amount: link.amount,
      items: [{ name: link.description.slice(0, 50), amount: link.amount, quantity: 1 }],
      billing: { name: link.customerName, email: link.email, phone: link.phone },
      // payableLink checked it is set and ahead.
      expiresAt: new Date(link.expiresAt!),
      language: link.language === 'ar' ? 'ar' : ctx.locale,
    },
    { paymentLink: link.id },
  )
}
