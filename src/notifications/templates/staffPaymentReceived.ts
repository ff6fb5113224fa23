import * as z from 'zod'

import { formatPiasters } from '@/booking/money'
import { RESERVATION_STATUSES } from '@/booking/status'
import { type Locale, LOCALES, languageName } from '@/i18n/locales'
import { ltrIn, typedIn } from '@/i18n/textDirection'
import { displayPhone } from '@/lib/phone'

import { cairoDate, placeOf } from './bookingConfirmation'
import { signature } from './common'
import { emailHtml } from './html'
import { paymentFactsData, paymentRecordLines } from './paymentReceipt'
import type { EmailContent, SmsContent, Template, Translate } from './types'

/**
 * A card payment for the staff (`Settings.staffEmail`), for the accountant's day: the amount, what
 * it paid, who paid, the gateway's numbers and our reference, and the way to the payment in the
 * back office. A paid booking also sends the new-booking email, which is for operations.
 */
export const staffPaymentReceivedData = paymentFactsData.extend({
  customer: z.object({ name: z.string().min(1), email: z.string().min(1), phone: z.string() }),
  /** The customer's language (their receipt went out in it). */
  language: z.enum(LOCALES),
  /** Our reference of the payment attempt (`MS-7K3Q9D-P1`). */
  reference: z.string().min(1),
  /** `paymob` or `simulator`. */
  gateway: z.string().min(1),
  /**
   * The paid booking's status now: `paid-not-sent` normally; anything else (a payment arriving
   * after the booking expired) asks the staff to refund or rebook. Null for a payment link.
   */
  bookingStatus: z.enum(RESERVATION_STATUSES).nullable(),
  /** The payment in the staff admin (`SITE_URL` + `STAFF_PATH`), when known. */
  adminUrl: z.url({ protocol: /^https?$/ }).nullable(),
})
export type StaffPaymentReceivedData = z.infer<typeof staffPaymentReceivedData>

const KEY = 'notifications.staffPaymentReceived' as const

function paidForLines(
  locale: Locale,
  data: StaffPaymentReceivedData,
  translate: Translate,
): string[] {
  const paid = data.paidFor
  if (paid.kind === 'reservation') {
    return [
      translate(locale, `${KEY}.forBooking`, {
        number: typedIn(locale, paid.reservationNumber),
        pickup: placeOf(locale, paid.pickup),
        dropoff: placeOf(locale, paid.dropoff),
        date: cairoDate(locale, paid.execDate),
      }),
    ]
  }
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

export function staffPaymentReceivedEmail(
  locale: Locale,
  data: StaffPaymentReceivedData,
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
  const intro = [
    translate(locale, `${KEY}.intro`),
    translate(locale, `${KEY}.amount`, { amount }),
    ...paidForLines(locale, data, translate),
    translate(locale, `${KEY}.customer`, {
      name: typedIn(locale, data.customer.name),
      email: typedIn(locale, data.customer.email),
      phone: typedIn(locale, displayPhone(data.customer.phone)),
    }),
  ]
  const details = [
    ...paymentRecordLines(locale, data, translate, KEY),
    translate(locale, `${KEY}.reference`, {
      reference: typedIn(locale, data.reference),
      gateway: typedIn(locale, data.gateway),
    }),
    translate(locale, `${KEY}.language`, {
      language: languageName(data.language, locale),
    }),
    ...(data.paidFor.kind !== 'reservation'
      ? []
      : data.bookingStatus === 'paid-not-sent'
        ? [translate(locale, `${KEY}.outroBooking`)]
        : [
            translate(locale, `${KEY}.bookingNotPaid`, {
              status: typedIn(locale, data.bookingStatus ?? '?'),
            }),
          ]),
  ]
  const way = data.adminUrl
    ? translate(locale, `${KEY}.open`, { url: data.adminUrl })
    : translate(locale, `${KEY}.find`)
  const sign = signature(locale, translate)
  return {
    subject,
    text: [...intro, ...details, way, sign].join('\n\n'),
    html: emailHtml(locale, {
      title: subject,
      intro,
      // The HTML version links the payment instead of printing its address.
      outro: data.adminUrl ? details : [...details, way],
      ...(data.adminUrl
        ? { link: { href: data.adminUrl, label: translate(locale, `${KEY}.openLabel`) } }
        : {}),
      signature: sign,
    }),
  }
}

export function staffPaymentReceivedSms(
  locale: Locale,
  data: StaffPaymentReceivedData,
  translate: Translate,
): SmsContent {
  return {
    text: translate(locale, `${KEY}.sms`, {
      amount: formatPiasters(data.amount, locale),
      transaction: ltrIn(locale, data.transactionId),
    }),
  }
}

export const staffPaymentReceived: Template<StaffPaymentReceivedData> = {
  data: staffPaymentReceivedData,
  email: staffPaymentReceivedEmail,
  sms: staffPaymentReceivedSms,
}
