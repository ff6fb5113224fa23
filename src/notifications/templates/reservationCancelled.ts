import * as z from 'zod'

import { formatPiasters } from '@/booking/money'
import type { Locale } from '@/i18n/locales'
import { typedIn } from '@/i18n/textDirection'

import { bookingConfirmationData, cairoDate, placeOf } from './bookingConfirmation'
import { greeting, signature } from './common'
import { emailHtml } from './html'
import type { EmailContent, SmsContent, Template, Translate } from './types'

/**
 * The customer's notice that staff cancelled their booking: the booking's number and trip, and
 * the refund when a card payment was given back (decisions.md, "Staff cancellation").
 */
export const reservationCancelledData = bookingConfirmationData
  .pick({
    reservationNumber: true,
    name: true,
    tripType: true,
    pickup: true,
    dropoff: true,
    execDate: true,
    hotline: true,
  })
  .extend({
    /** Piasters given back to the card; null when nothing was paid by card. */
    refundedAmount: z.number().int().positive().nullable(),
  })
export type ReservationCancelledData = z.infer<typeof reservationCancelledData>

const KEY = 'notifications.reservationCancelled' as const

/** The amount in an English SMS with a plain space (Intl's no-break space is not GSM-7). */
const smsAmount = (locale: Locale, piasters: number) => {
  const amount = formatPiasters(piasters, locale)
  return locale === 'en' ? amount.replace(/\u00a0/g, ' ') : amount
}

function reservationCancelledEmail(
  locale: Locale,
  data: ReservationCancelledData,
  translate: Translate,
): EmailContent {
  const number = typedIn(locale, data.reservationNumber)
  const subject = translate(locale, `${KEY}.subject`, { number })
  const hello = greeting(locale, data.name, translate)
  const intro = [...(hello ? [hello] : []), translate(locale, `${KEY}.intro`, { number })]
  // The trip line already starts with "Trip:" ("الرحلة:"): it is the confirmation's own line.
  const trip = translate(
    locale,
    `notifications.bookingConfirmation.${data.tripType === 'one-way' ? 'tripOneWay' : 'tripRoundTrip'}`,
    { pickup: placeOf(locale, data.pickup), dropoff: placeOf(locale, data.dropoff) },
  )
  const outro = [
    trip,
    translate(locale, `${KEY}.pickupAt`, { date: cairoDate(locale, data.execDate) }),
    ...(data.refundedAmount === null
      ? []
      : [
          translate(locale, `${KEY}.refunded`, {
            amount: formatPiasters(data.refundedAmount, locale),
          }),
        ]),
    translate(locale, `${KEY}.help`, { phone: typedIn(locale, data.hotline) }),
  ]
  const sign = signature(locale, translate)
  return {
    subject,
    text: [...intro, ...outro, sign].join('\n\n'),
    html: emailHtml(locale, { title: subject, intro, outro, signature: sign }),
  }
}

function reservationCancelledSms(
  locale: Locale,
  data: ReservationCancelledData,
  translate: Translate,
): SmsContent {
  const values = {
    number: typedIn(locale, data.reservationNumber),
    phone: typedIn(locale, data.hotline),
  }
  return {
    text:
      data.refundedAmount === null
        ? translate(locale, `${KEY}.sms`, values)
        : translate(locale, `${KEY}.smsRefunded`, {
            ...values,
            amount: smsAmount(locale, data.refundedAmount),
          }),
  }
}

export const reservationCancelled: Template<ReservationCancelledData> = {
  data: reservationCancelledData,
  email: reservationCancelledEmail,
  sms: reservationCancelledSms,
}
