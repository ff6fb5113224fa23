import * as z from 'zod'

import { isCairoWallTime } from '@/booking/cairoTime'
import type { Locale } from '@/i18n/locales'
import { isolateTyped, ltrIn, typedIn } from '@/i18n/textDirection'
import { displayPhone } from '@/lib/phone'

import { cairoDate } from './bookingConfirmation'
import { greeting, signature } from './common'
import { emailHtml } from './html'
import type { EmailContent, SmsContent, Template, Translate } from './types'

/**
 * The customer's driver for one leg (decisions.md, "Driver dispatch"): sent when staff assign
 * the driver, and again whenever the driver, the mobile or the plate changes.
 */
export const driverAssignedData = z.object({
  reservationNumber: z.string().min(1),
  /** The customer's name, for the greeting. */
  name: z.string().optional(),
  leg: z.enum(['outbound', 'return']),
  /** The leg's pickup, Cairo wall-clock time. */
  pickupAt: z.string().refine(isCairoWallTime),
  driver: z.object({
    name: z.string().min(1),
    /** E.164. */
    mobile: z.string().regex(/^\+\d{6,15}$/),
    plate: z.string().min(1),
  }),
  /** The leg had another driver or vehicle before. */
  changed: z.boolean(),
  hotline: z.string().min(1),
})
export type DriverAssignedData = z.infer<typeof driverAssignedData>

const KEY = 'notifications.driverAssigned' as const

/**
 * A plate keeps its order inside either language: an Egyptian plate mixes Arabic letters and
 * digits, so it is isolated wherever it is not plain Latin (a Latin plate in English stays as
 * it is, so the SMS keeps the 7-bit alphabet).
 */
const plateIn = (locale: Locale, plate: string) =>
  locale === 'en' && /^[\x20-\x7e]*$/.test(plate) ? plate : isolateTyped(plate)

function values(locale: Locale, data: DriverAssignedData) {
  return {
    number: typedIn(locale, data.reservationNumber),
    name: typedIn(locale, data.driver.name),
    mobile: ltrIn(locale, displayPhone(data.driver.mobile)),
    plate: plateIn(locale, data.driver.plate),
    date: cairoDate(locale, data.pickupAt),
  }
}

function driverAssignedEmail(
  locale: Locale,
  data: DriverAssignedData,
  translate: Translate,
): EmailContent {
  const v = values(locale, data)
  const subject = translate(locale, `${KEY}.${data.changed ? 'subjectChanged' : 'subject'}`, v)
  const hello = greeting(locale, data.name, translate)
  const intro = [
    ...(hello ? [hello] : []),
    translate(locale, `${KEY}.${data.changed ? 'introChanged' : 'intro'}`, v),
  ]
  const outro = [
    translate(locale, `${KEY}.${data.leg === 'outbound' ? 'legOutbound' : 'legReturn'}`, v),
    translate(locale, `${KEY}.driver`, v),
    translate(locale, `${KEY}.mobile`, v),
    translate(locale, `${KEY}.plate`, v),
    translate(locale, `${KEY}.help`, { phone: typedIn(locale, data.hotline) }),
  ]
  const sign = signature(locale, translate)
  return {
    subject,
    text: [...intro, ...outro, sign].join('\n\n'),
    html: emailHtml(locale, { title: subject, intro, outro, signature: sign }),
  }
}

function driverAssignedSms(
  locale: Locale,
  data: DriverAssignedData,
  translate: Translate,
): SmsContent {
  const v = values(locale, data)
  // Intl's no-break and narrow spaces in a date would push an English SMS out of GSM-7.
  const date = locale === 'en' ? v.date.replace(/[\u00a0\u202f]/g, ' ') : v.date
  return {
    text: translate(locale, `${KEY}.${data.leg === 'outbound' ? 'smsOutbound' : 'smsReturn'}`, {
      ...v,
      date,
      phone: typedIn(locale, data.hotline),
    }),
  }
}

export const driverAssigned: Template<DriverAssignedData> = {
  data: driverAssignedData,
  email: driverAssignedEmail,
  sms: driverAssignedSms,
}
