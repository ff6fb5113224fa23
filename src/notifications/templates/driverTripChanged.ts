import * as z from 'zod'

import { isCairoWallTime } from '@/booking/cairoTime'
import type { Locale } from '@/i18n/locales'
import { ltrIn, typedIn } from '@/i18n/textDirection'

import { bookingConfirmationData, cairoDate, placeOf } from './bookingConfirmation'
import { signature } from './common'
import { emailHtml } from './html'
import type { EmailContent, SmsContent, Template, Translate } from './types'

/**
 * The assigned driver's SMS when the customer changes or cancels the leg they drive (issue 32
 * item 2): the leg as it now is (pickup time, from, to, who to meet), or that it is cancelled.
 * Drivers read Arabic by default (decision 0155).
 */
export const driverTripChangedData = z.object({
  reservationNumber: z.string().min(1),
  kind: z.enum(['changed', 'cancelled']),
  leg: z.enum(['outbound', 'return']),
  /** The leg's pickup, Cairo wall time (as it now is). */
  pickupAt: z.string().refine(isCairoWallTime),
  from: bookingConfirmationData.shape.pickup,
  to: bookingConfirmationData.shape.dropoff,
  /** Who the driver meets, the phone written for reading. */
  traveller: z.object({ name: z.string().min(1), phone: z.string().nullable() }),
  hotline: z.string().min(1),
})
export type DriverTripChangedData = z.infer<typeof driverTripChangedData>

const KEY = 'notifications.driverTripChanged' as const

function values(locale: Locale, data: DriverTripChangedData, translate: Translate) {
  return {
    number: ltrIn(locale, data.reservationNumber),
    leg: translate(locale, `${KEY}.legs.${data.leg}`),
    date: cairoDate(locale, data.pickupAt),
    from: placeOf(locale, data.from),
    to: placeOf(locale, data.to),
    name: typedIn(locale, data.traveller.name),
    phone: data.traveller.phone ? ltrIn(locale, data.traveller.phone) : '',
    hotline: ltrIn(locale, data.hotline),
  }
}

function driverTripChangedSms(
  locale: Locale,
  data: DriverTripChangedData,
  translate: Translate,
): SmsContent {
  return { text: translate(locale, `${KEY}.sms.${data.kind}`, values(locale, data, translate)) }
}

function driverTripChangedEmail(
  locale: Locale,
  data: DriverTripChangedData,
  translate: Translate,
): EmailContent {
  const all = values(locale, data, translate)
  const subject = translate(locale, `${KEY}.subject.${data.kind}`, all)
  const intro = [translate(locale, `${KEY}.sms.${data.kind}`, all)]
  const sign = signature(locale, translate)
  return {
    subject,
    text: [...intro, sign].join('\n\n'),
    html: emailHtml(locale, { title: subject, intro, outro: [], signature: sign }),
  }
}

export const driverTripChanged: Template<DriverTripChangedData> = {
  data: driverTripChangedData,
  email: driverTripChangedEmail,
  sms: driverTripChangedSms,
}
