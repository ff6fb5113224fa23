import * as z from 'zod'

import { isCairoWallTime } from '@/booking/cairoTime'
import { meetingPointText } from '@/booking/meetingPoint'
import type { Locale } from '@/i18n/locales'
import { isolateTyped, ltrIn, typedIn } from '@/i18n/textDirection'
import { displayPhone } from '@/lib/phone'

import { bookingConfirmationData, cairoDate, placeOf } from './bookingConfirmation'
import { greeting, signature } from './common'
import { emailHtml } from './html'
import type { EmailContent, SmsContent, Template, Translate } from './types'

/**
 * The customer's messages on the trip day (issue 33 item 3; decision 0162), once per leg and
 * step, sent when the driver's tap moved the leg: the driver is on the way (name, mobile, car,
 * plate), has arrived (where they wait, and the name sign when one was ordered), the leg is
 * completed (thanks). The trip's last leg ends with the review request instead (decision 0161).
 */
export const tripProgressData = z.object({
  reservationNumber: z.string().min(1),
  /** The customer's name, for the greeting. */
  name: z.string().optional(),
  leg: z.enum(['outbound', 'return']),
  step: z.enum(['on-the-way', 'arrived', 'completed']),
  /** The leg's pickup, Cairo wall time. */
  pickupAt: z.string().refine(isCairoWallTime),
  driver: z.object({
    name: z.string().min(1),
    /** E.164. */
    mobile: z.string().regex(/^\+\d{6,15}$/),
    plate: z.string().nullable(),
  }),
  /** The car booked, in both languages. */
  carNames: z.object({ en: z.string(), ar: z.string() }),
  /** Where the leg starts: where the driver waits. */
  from: bookingConfirmationData.shape.pickup,
  /** The name on the driver's sign (the traveller's). */
  travellerName: z.string().min(1),
  /** A name sign was ordered: the driver holds it anywhere, not only at an airport. */
  nameSign: z.boolean(),
  hotline: z.string().min(1),
})
export type TripProgressData = z.infer<typeof tripProgressData>

const KEY = 'notifications.tripProgress' as const

const STEP_KEY = {
  'on-the-way': 'onTheWay',
  arrived: 'arrived',
  completed: 'completed',
} as const

/** A plate keeps its order in either language (Egyptian plates mix Arabic letters and digits). */
const plateIn = (locale: Locale, plate: string) =>
  locale === 'en' && /^[\x20-\x7e]*$/.test(plate) ? plate : isolateTyped(plate)

function values(locale: Locale, data: TripProgressData, translate: Translate) {
  return {
    number: ltrIn(locale, data.reservationNumber),
    driver: typedIn(locale, data.driver.name),
    mobile: ltrIn(locale, displayPhone(data.driver.mobile)),
    plate: data.driver.plate ? plateIn(locale, data.driver.plate) : '',
    car: data.carNames[locale],
    date: cairoDate(locale, data.pickupAt),
    leg: translate(locale, `notifications.driverTripChanged.legs.${data.leg}`),
    phone: typedIn(locale, data.hotline),
  }
}

/** Where the driver waits, as the voucher says it (the name sign added away from airports). */
function meetingLines(locale: Locale, data: TripProgressData, translate: Translate): string[] {
  const place = placeOf(locale, data.from)
  const name = typedIn(locale, data.travellerName)
  return [
    meetingPointText(translate, locale, { place, atAirport: Boolean(data.from.isAirport), name }),
    ...(data.nameSign && !data.from.isAirport ? [translate(locale, `${KEY}.sign`, { name })] : []),
  ]
}

function tripProgressEmail(
  locale: Locale,
  data: TripProgressData,
  translate: Translate,
): EmailContent {
  const v = values(locale, data, translate)
  const step = STEP_KEY[data.step]
  const subject = translate(locale, `${KEY}.${step}.subject`, v)
  const hello = greeting(locale, data.name, translate)
  const intro = [...(hello ? [hello] : []), translate(locale, `${KEY}.${step}.intro`, v)]
  const driverLines =
    data.step === 'completed'
      ? []
      : [
          translate(locale, `${KEY}.driver`, v),
          translate(locale, `${KEY}.car`, v),
          ...(v.plate ? [translate(locale, `${KEY}.plate`, v)] : []),
        ]
  const outro = [
    ...driverLines,
    ...(data.step === 'arrived' ? meetingLines(locale, data, translate) : []),
    translate(locale, `${KEY}.help`, v),
  ]
  const sign = signature(locale, translate)
  return {
    subject,
    text: [...intro, ...outro, sign].join('\n\n'),
    html: emailHtml(locale, {
      title: subject,
      intro,
      outro,
      signature: sign,
    }),
  }
}

function tripProgressSms(locale: Locale, data: TripProgressData, translate: Translate): SmsContent {
  const v = values(locale, data, translate)
  if (data.step === 'on-the-way') {
    const key = v.plate ? 'smsOnTheWay' : 'smsOnTheWayNoPlate'
    return { text: translate(locale, `${KEY}.${key}`, v) }
  }
  if (data.step === 'arrived') {
    const where = data.from.isAirport ? 'smsArrivedAirport' : 'smsArrived'
    return {
      text: translate(locale, `${KEY}.${where}`, {
        ...v,
        place: placeOf(locale, data.from),
        name: typedIn(locale, data.travellerName),
      }),
    }
  }
  return { text: translate(locale, `${KEY}.smsCompleted`, v) }
}

export const tripProgress: Template<TripProgressData> = {
  data: tripProgressData,
  email: tripProgressEmail,
  sms: tripProgressSms,
}
