import * as z from 'zod'

import { RESERVATION_STATUSES } from '@/booking/status'
import { type Locale, LOCALES, languageName } from '@/i18n/locales'
import { typedIn } from '@/i18n/textDirection'
import { displayPhone } from '@/lib/phone'

import { bookingConfirmationData, bookingDetailLines, cairoDate } from './bookingConfirmation'
import { signature } from './common'
import { emailHtml } from './html'
import type { EmailContent, SmsContent, Template, Translate } from './types'

/**
 * A new booking for the staff (`Settings.staffEmail`): a cash booking as soon as it is made, a
 * card booking once it is paid. The trip as the customer's confirmation tells it, plus who booked,
 * how to reach the passenger, the notes and the referring partner.
 */
export const staffNewBookingData = bookingConfirmationData.extend({
  status: z.enum(RESERVATION_STATUSES),
  customer: z.object({ name: z.string().min(1), email: z.string().min(1), mobile: z.string() }),
  passengerPhone: z.string().nullable(),
  notes: z.string().nullable(),
  partner: z.string().nullable(),
  /** The customer's language (their messages go out in it). */
  language: z.enum(LOCALES),
})
export type StaffNewBookingData = z.infer<typeof staffNewBookingData>

const KEY = 'notifications.bookingStaff' as const

const paymentName = (locale: Locale, data: StaffNewBookingData, translate: Translate) =>
  translate(locale, `reservation.paymentTypes.${data.paymentType}`)

export function staffNewBookingEmail(
  locale: Locale,
  data: StaffNewBookingData,
  translate: Translate,
): EmailContent {
  const subject = translate(locale, `${KEY}.subject`, {
    number: typedIn(locale, data.reservationNumber),
    payment: paymentName(locale, data, translate),
    date: cairoDate(locale, data.execDate),
  })
  const intro = [
    translate(locale, `${KEY}.intro`, { status: typedIn(locale, data.status) }),
    translate(locale, `${KEY}.customer`, {
      name: data.customer.name,
      email: typedIn(locale, data.customer.email),
      phone: typedIn(locale, displayPhone(data.customer.mobile)),
    }),
  ]
  const outro = [
    ...bookingDetailLines(locale, data, translate),
    ...(data.passengerPhone
      ? [
          translate(locale, `${KEY}.passengerPhone`, {
            phone: typedIn(locale, displayPhone(data.passengerPhone)),
          }),
        ]
      : []),
    ...(data.notes ? [translate(locale, `${KEY}.notes`, { notes: data.notes })] : []),
    ...(data.partner ? [translate(locale, `${KEY}.partner`, { partner: data.partner })] : []),
    translate(locale, `${KEY}.language`, {
      language: languageName(data.language, locale),
    }),
    translate(locale, `${KEY}.outro`),
  ]
  const text = [...intro, data.reservationNumber, ...outro, signature(locale, translate)].join(
    '\n\n',
  )
  return {
    subject,
    text,
    html: emailHtml(locale, {
      title: subject,
      intro,
      highlight: data.reservationNumber,
      outro,
      signature: signature(locale, translate),
    }),
  }
}

export function staffNewBookingSms(
  locale: Locale,
  data: StaffNewBookingData,
  translate: Translate,
): SmsContent {
  return {
    text: translate(locale, `${KEY}.sms`, {
      number: typedIn(locale, data.reservationNumber),
      payment: paymentName(locale, data, translate),
      date: cairoDate(locale, data.execDate),
    }),
  }
}

export const staffNewBooking: Template<StaffNewBookingData> = {
  data: staffNewBookingData,
  email: staffNewBookingEmail,
  sms: staffNewBookingSms,
}
