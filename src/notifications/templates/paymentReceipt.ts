import * as z from 'zod'

import { formatCairo } from '@/booking/cairoTime'
import { formatPiasters } from '@/booking/money'
import type { Locale } from '@/i18n/locales'
import { ltrIn, typedIn } from '@/i18n/textDirection'

import { bookingConfirmationData, cairoDate, placeOf } from './bookingConfirmation'
import { greeting, signature } from './common'
import { emailHtml } from './html'
import type { EmailContent, SmsContent, Template, Translate } from './types'

/** What a card payment paid for: a booking (its number and trip) or a payment link. */
const paidForData = z.discriminatedUnion('kind', [
  bookingConfirmationData
    .pick({ reservationNumber: true, tripType: true, pickup: true, dropoff: true, execDate: true })
    .extend({ kind: z.literal('reservation') }),
  z.object({
    kind: z.literal('link'),
    /** The staff's words on the link ("Extra hour of waiting"). */
    description: z.string().trim().min(1),
    /** The booking the staff named on the link, if any. */
    reservationNumber: z.string().min(1).nullable(),
  }),
])

/**
 * A payment that counted, as the customer's bank statement and our accountant know it: the
 * amount, what it paid, when (an instant, told in Cairo time), and the gateway's numbers. The
 * staff email (`staffPaymentReceived.ts`) adds who paid.
 */
export const paymentFactsData = z.object({
  /** Piasters. */
  amount: z.number().int().positive(),
  paidFor: paidForData,
  /** The gateway's transaction id (Paymob's "transaction number"). */
  transactionId: z.string().min(1),
  /** The gateway's order id (our "order number"). */
  orderId: z.string().min(1),
  paidAt: z.iso.datetime({ offset: true }),
  /**
   * The card's brand and last four digits, shown only when the gateway's transaction gave them
   * (`src/payments/instrument.ts`); a receipt never guesses.
   */
  card: z
    .object({ brand: z.string().trim().min(1), last4: z.string().regex(/^\d{4}$/) })
    .optional(),
  /** Paid by mobile wallet: its number with the middle hidden (`010•••••010`), when given. */
  wallet: z
    .object({
      number: z
        .string()
        .regex(/^\d{3}•+\d{3}$/)
        .nullable(),
    })
    .optional(),
})
export type PaymentFactsData = z.infer<typeof paymentFactsData>

export const paymentReceiptData = paymentFactsData.extend({
  /** The customer's name, for the greeting. */
  name: z.string().optional(),
  /** The hotline from the settings. */
  hotline: z.string().min(1),
})
export type PaymentReceiptData = z.infer<typeof paymentReceiptData>

type Namespace = 'notifications.paymentReceipt' | 'notifications.staffPaymentReceived'
const KEY = 'notifications.paymentReceipt' as const

/** When, with which card or wallet, and the gateway's numbers (Latin, isolated in Arabic): one line each. */
export function paymentRecordLines(
  locale: Locale,
  data: PaymentFactsData,
  translate: Translate,
  namespace: Namespace,
): string[] {
  return [
    translate(locale, `${namespace}.paidAt`, {
      date: formatCairo(new Date(data.paidAt), locale),
    }),
    ...(data.card
      ? [
          translate(locale, `${namespace}.card`, {
            brand: typedIn(locale, data.card.brand),
            last4: ltrIn(locale, data.card.last4),
          }),
        ]
      : []),
    ...(data.wallet
      ? [
          data.wallet.number
            ? translate(locale, `${namespace}.walletNumber`, {
                number: ltrIn(locale, data.wallet.number),
              })
            : translate(locale, `${namespace}.wallet`),
        ]
      : []),
    translate(locale, `${namespace}.transaction`, {
      transaction: ltrIn(locale, data.transactionId),
    }),
    translate(locale, `${namespace}.order`, { order: ltrIn(locale, data.orderId) }),
  ]
}

/** The booking's number and trip, or the link's description (and its booking, if named). */
function paidForLines(locale: Locale, data: PaymentReceiptData, translate: Translate): string[] {
  const paid = data.paidFor
  if (paid.kind === 'link') {
    return [
      translate(locale, `${KEY}.forLink`, { description: typedIn(locale, paid.description) }),
      ...(paid.reservationNumber
        ? [
            translate(locale, `${KEY}.linkBooking`, {
              number: typedIn(locale, paid.reservationNumber),
            }),
          ]
        : []),
    ]
  }
  // The trip in the confirmation's own words.
  const booking = 'notifications.bookingConfirmation' as const
  return [
    translate(locale, `${KEY}.forBooking`, { number: typedIn(locale, paid.reservationNumber) }),
    translate(
      locale,
      `${booking}.${paid.tripType === 'one-way' ? 'tripOneWay' : 'tripRoundTrip'}`,
      {
        pickup: placeOf(locale, paid.pickup),
        dropoff: placeOf(locale, paid.dropoff),
      },
    ),
    translate(locale, `${booking}.pickupAt`, { date: cairoDate(locale, paid.execDate) }),
  ]
}

export function paymentReceiptEmail(
  locale: Locale,
  data: PaymentReceiptData,
  translate: Translate,
): EmailContent {
  const amount = formatPiasters(data.amount, locale)
  const subject =
    data.paidFor.kind === 'reservation'
      ? translate(locale, `${KEY}.subjectBooking`, {
          amount,
          number: typedIn(locale, data.paidFor.reservationNumber),
        })
      : translate(locale, `${KEY}.subjectLink`, { amount })
  const hello = greeting(locale, data.name, translate)
  const intro = [...(hello ? [hello] : []), translate(locale, `${KEY}.intro`)]
  const outro = [
    translate(locale, `${KEY}.amount`, { amount }),
    ...paidForLines(locale, data, translate),
    ...paymentRecordLines(locale, data, translate, KEY),
    translate(locale, `${KEY}.keep`),
    translate(locale, `${KEY}.help`, { phone: typedIn(locale, data.hotline) }),
  ]
  const sign = signature(locale, translate)
  return {
    subject,
    text: [...intro, ...outro, sign].join('\n\n'),
    html: emailHtml(locale, { title: subject, intro, outro, signature: sign }),
  }
}

/** How much of a link's description an SMS carries, so the message stays short. */
const SMS_DESCRIPTION_LENGTH: Record<Locale, number> = { en: 40, ar: 20 }

/** The description cut at a word when it is too long for the SMS. */
function shortened(locale: Locale, text: string): string {
  const max = SMS_DESCRIPTION_LENGTH[locale]
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  // English keeps to the GSM alphabet (three dots); Arabic is UCS-2 anyway (one character).
  const ellipsis = locale === 'en' ? '...' : '…'
  const cut = clean.slice(0, max - ellipsis.length)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}${ellipsis}`
}

/**
 * One GSM-7 message in English (160 characters: the no-break space Intl puts in the amount would
 * make it UCS-2, so it becomes a space), at most two UCS-2 messages in Arabic (134 characters).
 */
export function paymentReceiptSms(
  locale: Locale,
  data: PaymentReceiptData,
  translate: Translate,
): SmsContent {
  const amount = formatPiasters(data.amount, locale)
  const values = {
    amount: locale === 'en' ? amount.replace(/\u00a0/g, ' ') : amount,
    transaction: ltrIn(locale, data.transactionId),
    phone: typedIn(locale, data.hotline),
  }
  const text =
    data.paidFor.kind === 'reservation'
      ? translate(locale, `${KEY}.smsBooking`, {
          ...values,
          number: typedIn(locale, data.paidFor.reservationNumber),
        })
      : translate(locale, `${KEY}.smsLink`, {
          ...values,
          description: typedIn(locale, shortened(locale, data.paidFor.description)),
        })
  return { text }
}

/** The customer's receipt of a card payment: a booking's, or a payment link's. */
export const paymentReceipt: Template<PaymentReceiptData> = {
  data: paymentReceiptData,
  email: paymentReceiptEmail,
  sms: paymentReceiptSms,
}
