import * as z from 'zod'

import { isCairoWallTime } from '@/booking/cairoTime'
import type { Locale } from '@/i18n/locales'
import { ltrIn } from '@/i18n/textDirection'

import { bookingConfirmationData, cairoDate, placeOf } from './bookingConfirmation'
import { signature } from './common'
import { emailHtml } from './html'
import type { EmailContent, SmsContent, Template, Translate } from './types'

/**
 * The driver's SMS when staff give them a leg (issue 33 item 1; decision 0160): the leg in one
 * line and the private link to their page of that day's legs. Arabic by default.
 */
export const driverDispatchedData = z.object({
  reservationNumber: z.string().min(1),
  leg: z.enum(['outbound', 'return']),
  /** The leg's pickup, Cairo wall time. */
  pickupAt: z.string().refine(isCairoWallTime),
  from: bookingConfirmationData.shape.pickup,
  to: bookingConfirmationData.shape.dropoff,
  /** The driver's page of that day. */
  url: z.url(),
})
export type DriverDispatchedData = z.infer<typeof driverDispatchedData>

const KEY = 'notifications.driverDispatched' as const

function values(locale: Locale, data: DriverDispatchedData, translate: Translate) {
  return {
    number: ltrIn(locale, data.reservationNumber),
    leg: translate(locale, `notifications.driverTripChanged.legs.${data.leg}`),
    date: cairoDate(locale, data.pickupAt),
    from: placeOf(locale, data.from),
    to: placeOf(locale, data.to),
    url: ltrIn(locale, data.url),
  }
}

function driverDispatchedSms(
  locale: Locale,
  data: DriverDispatchedData,
  translate: Translate,
): SmsContent {
  return { text: translate(locale, `${KEY}.sms`, values(locale, data, translate)) }
}

function driverDispatchedEmail(
  locale: Locale,
  data: DriverDispatchedData,
  translate: Translate,
): EmailContent {
  const all = values(locale, data, translate)
  const subject = translate(locale, `${KEY}.subject`, all)
  const intro = [translate(locale, `${KEY}.sms`, all)]
  const sign = signature(locale, translate)
  return {
    subject,
    text: [...intro, sign].join('\n\n'),
    html: emailHtml(locale, { title: subject, intro, outro: [], signature: sign }),
  }
}

export const driverDispatched: Template<DriverDispatchedData> = {
  data: driverDispatchedData,
  email: driverDispatchedEmail,
  sms: driverDispatchedSms,
}
