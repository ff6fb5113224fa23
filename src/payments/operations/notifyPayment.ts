import type { Payload } from 'payload'

import { reservationSummary } from '@/booking/reservationViews'
import { settingsFromDoc } from '@/content/shapes'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales'
import { readServerEnv } from '@/lib/env'
import { normalizePhone } from '@/lib/phone'
import { sendNotification } from '@/notifications'
import { stillDue } from '@/notifications/due'
import { sqlPool } from '@/infra/db'

import { paymentTargets } from './paymentTargets'
import type { PaymentFactsData } from '@/notifications/templates/paymentReceipt'
import type { PaymentRefundedData } from '@/notifications/templates/paymentRefunded'
import type { Payment, PaymentLink, Reservation } from '@/payload-types'

/**
 * The messages of a card payment that counted, sent after its transaction has committed: the
 * customer's receipt by email and SMS in their language, and the staff's email. A paid booking
 * also gets its booking confirmation (`sendBookingConfirmation`), sent before this: the
 * confirmation tells the trip, the receipt the payment (docs/decisions.md, "Payment messages").
 * A failed message is logged and left to the outbox's retries: it never fails the payment.
 * As for a booking's confirmation, the payment's `receiptDue` is set with `paid` and cleared once
 * the messages are in the outbox; the jobs queue sends those still due (`sendDueReceipts`).
 */

export type PaidPayment = {
  /** The payment as it was marked paid (its transaction id and settlement time set). */
  payment: Payment
  /** The booking it paid, for a booking's payment. */
  reservation?: Reservation | null
  /** The link it paid, for a payment link's payment. */
  link?: PaymentLink | null
}

type Payer = {
  name: string
  email: string
  /** E.164, for the SMS; null when there is no real number. */
  phone: string | null
  /** The number as we have it, for the staff. */
  phoneText: string
  language: Locale
}

const idOf = (value: number | { id: number } | null | undefined) =>
  value === null || value === undefined ? null : typeof value === 'number' ? value : value.id

const languageOf = (...choices: unknown[]): Locale => choices.find(isLocale) ?? DEFAULT_LOCALE

async function bookingPayer(payload: Payload, reservation: Reservation): Promise<Payer> {
  const customerId = idOf(reservation.customer)
  const customer =
    customerId === null
      ? null
      : await payload.findByID({
          collection: 'customers',
          id: customerId,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        })
  if (!customer) throw new Error('the customer is gone')
  return {
    name: customer.name,
    email: customer.email,
    phone: customer.mobile,
    phoneText: customer.mobile,
    language: languageOf(reservation.language, customer.preferredLanguage),
  }
}

/** The link's payer as the staff typed them; a phone that is no real number gets no SMS. */
const linkPayer = (link: PaymentLink): Payer => ({
  name: link.customerName,
  email: link.email,
  phone: normalizePhone(link.phone),
  phoneText: link.phone,
  language: languageOf(link.language),
})

async function paidFor(
  payload: Payload,
  { reservation, link }: PaidPayment,
): Promise<PaymentFactsData['paidFor']> {
  if (reservation) {
    const summary = reservationSummary(reservation)
    return {
      kind: 'reservation',
      reservationNumber: summary.reservationNumber,
      tripType: summary.tripType,
      pickup: { names: summary.pickup.names, locationName: summary.pickup.locationName },
      dropoff: { names: summary.dropoff.names, locationName: summary.dropoff.locationName },
      execDate: summary.execDate,
    }
  }
  if (!link) throw new Error('the payment pays for nothing we know')
  const named = link.reservation
  const reservationId = idOf(named as number | Reservation | null | undefined)
  const numbered =
    typeof named === 'object' && named !== null
      ? named
      : reservationId === null
        ? null
        : await payload.findByID({
            collection: 'reservations',
            id: reservationId,
            depth: 0,
            overrideAccess: true,
            disableErrors: true,
          })
  return {
    kind: 'link',
    description: link.description,
    reservationNumber: numbered?.reservationNumber ?? null,
  }
}

/** The card or wallet a payment was made with, as the receipt names it (nothing it cannot). */
function receiptInstrument(payment: Payment): Pick<PaymentFactsData, 'card' | 'wallet'> {
  const { method, brand, masked } = payment.instrument ?? {}
  if (method === 'card' && brand && masked && /^\d{4}$/.test(masked)) {
    return { card: { brand, last4: masked } }
  }
  if (method === 'wallet') {
    return { wallet: { number: masked && /^\d{3}•+\d{3}$/.test(masked) ? masked : null } }
  }
  return {}
}

/** The payment in the staff admin, or null when the site's address cannot be read. */
function adminUrlOf(payment: Payment): string | null {
  try {
    const env = readServerEnv()
    return `${env.SITE_URL.replace(/\/+$/, '')}${env.STAFF_PATH}/collections/payments/${payment.id}`
  } catch {
    return null
  }
}

/** Sends the customer's receipt and the staff's email of a paid payment; never throws. */
export async function sendPaymentReceipt(payload: Payload, paid: PaidPayment): Promise<void> {
  const { payment } = paid
  const log = (what: string, error: unknown) =>
    payload.logger.error(
      `Payment ${payment.reference}: ${what} failed: ${error instanceof Error ? error.message : String(error)}`,
    )
  try {
    const [settingsDoc, payer, what] = await Promise.all([
      // The staff inbox is a staff-only setting.
      payload.findGlobal({ slug: 'settings', depth: 0, locale: 'en', overrideAccess: true }),
      paid.reservation
        ? bookingPayer(payload, paid.reservation)
        : paid.link
          ? linkPayer(paid.link)
          : null,
      paidFor(payload, paid),
    ])
    if (!payer) throw new Error('the payment pays for nothing we know')
    const facts: PaymentFactsData = {
      amount: payment.amount,
      paidFor: what,
      transactionId: payment.transactionId ?? '',
      orderId: payment.orderId ?? '',
      paidAt: payment.settledAt ?? new Date().toISOString(),
      ...receiptInstrument(payment),
    }
    const { hotline } = settingsFromDoc(settingsDoc)
    const receipt = { ...facts, name: payer.name, hotline }
    const staffEmail = settingsDoc.staffEmail?.trim()

    const sends: [string, () => Promise<unknown>][] = [
      [
        'the receipt email',
        () =>
          sendNotification(payload, {
            channel: 'email',
            to: payer.email,
            locale: payer.language,
            template: 'payment-receipt',
            data: receipt,
          }),
      ],
    ]
    const phone = payer.phone
    if (phone) {
      sends.push([
        'the receipt SMS',
        () =>
          sendNotification(payload, {
            channel: 'sms',
            to: phone,
            locale: payer.language,
            template: 'payment-receipt',
            data: receipt,
          }),
      ])
    } else {
      payload.logger.warn(`Payment ${payment.reference}: no valid phone number, no receipt SMS`)
    }
    if (staffEmail) {
      sends.push([
        'the staff email',
        () =>
          // Staff read the back office in English, as the other staff emails.
          sendNotification(payload, {
            channel: 'email',
            to: staffEmail,
            locale: DEFAULT_LOCALE,
            template: 'staff-payment-received',
            data: {
              ...facts,
              customer: { name: payer.name, email: payer.email, phone: payer.phoneText },
              language: payer.language,
              reference: payment.reference,
              gateway: payment.gateway,
              bookingStatus: paid.reservation?.status ?? null,
              adminUrl: adminUrlOf(payment),
            },
          }),
      ])
    }
    const results = await Promise.allSettled(sends.map(([, send]) => send()))
    results.forEach((result, index) => {
      if (result.status === 'rejected') log(sends[index]![0], result.reason)
    })
    if (results.every((result) => result.status === 'fulfilled')) {
      await sqlPool(payload).query('update payments set receipt_due = false where id = $1', [
        payment.id,
      ])
    }
  } catch (error) {
    log('the receipt', error)
  }
}

/**
 * Sends the receipts still due of payments marked paid more than two minutes ago (the server
 * sends them right after the callback's answer), oldest first. Resolves with how many it sent.
 */
export async function sendDueReceipts(
  payload: Payload,
  now: Date = new Date(),
  limit = 50,
): Promise<number> {
  const { docs } = await payload.find({
    collection: 'payments',
    where: {
      and: [...stillDue('receiptDue', now), { status: { equals: 'paid' } }],
    },
    sort: 'updatedAt',
    depth: 0,
    limit,
    pagination: false,
    overrideAccess: true,
  })
  for (const payment of docs) {
    const { reservation, link } = await paymentTargets(payload, payment)
    await sendPaymentReceipt(payload, { payment, reservation, link })
  }
  return docs.length
}

/** What `sendRefundNotice` tells: the money that paid nothing, and why. */
export type RefundedPayment = {
  payment: Payment
  reservation: Reservation | null
  link: PaymentLink | null
  reason: PaymentRefundedData['reason']
  /** The captured transaction that was refunded. */
  transactionId: string
  /** Piasters. */
  amount: number
}

/**
 * Tells the payer, by email and SMS in their language, that money which could not pay their
 * booking or link was refunded (`refundUnserved.ts`); never throws.
 */
export async function sendRefundNotice(payload: Payload, refunded: RefundedPayment): Promise<void> {
  const { payment, reservation, link } = refunded
  const log = (what: string, error: unknown) =>
    payload.logger.error(
      `Payment ${payment.reference}: ${what} failed: ${error instanceof Error ? error.message : String(error)}`,
    )
  try {
    const [settingsDoc, payer] = await Promise.all([
      payload.findGlobal({ slug: 'settings', depth: 0, locale: 'en', overrideAccess: true }),
      reservation ? bookingPayer(payload, reservation) : link ? linkPayer(link) : null,
    ])
    if (!payer) throw new Error('the payment pays for nothing we know')
    const { hotline } = settingsFromDoc(settingsDoc)
    const data: PaymentRefundedData = {
      name: payer.name,
      amount: refunded.amount,
      reason: refunded.reason,
      ...(refunded.reason === 'promo-repeat' && reservation?.promoCode
        ? { promoCode: reservation.promoCode }
        : {}),
      refundedFor: reservation
        ? { kind: 'reservation', reservationNumber: reservation.reservationNumber }
        : { kind: 'link', description: link!.description },
      transactionId: refunded.transactionId,
      hotline,
    }
    const sends: [string, () => Promise<unknown>][] = [
      [
        'the refund email',
        () =>
          sendNotification(payload, {
            channel: 'email',
            to: payer.email,
            locale: payer.language,
            template: 'payment-refunded',
            data,
          }),
      ],
    ]
    const phone = payer.phone
    if (phone) {
      sends.push([
        'the refund SMS',
        () =>
          sendNotification(payload, {
            channel: 'sms',
            to: phone,
            locale: payer.language,
            template: 'payment-refunded',
            data,
          }),
      ])
    }
    const results = await Promise.allSettled(sends.map(([, send]) => send()))
    results.forEach((result, index) => {
      if (result.status === 'rejected') log(sends[index]![0], result.reason)
    })
  } catch (error) {
    log('the refund notice', error)
  }
}
