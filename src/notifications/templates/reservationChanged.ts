import * as z from 'zod'

import { isCairoWallTime } from '@/booking/cairoTime'
import { displayFlightNumber } from '@/booking/flightNumber'
import type { Locale } from '@/i18n/locales'
import { ltrIn, typedIn } from '@/i18n/textDirection'

import { cairoDate } from './bookingConfirmation'
import { greeting, signature } from './common'
import { emailHtml } from './html'
import type { EmailContent, SmsContent, Template, Translate } from './types'

/** The fields a customer changes by themselves (`src/manage/selfChange.ts`), in its order. */
const CHANGE_FIELDS = [
  'execDate',
  'returningDate',
  'arrivalFlightNumber',
  'departureFlightNumber',
  'passenger',
  'pickupLocationName',
  'dropoffLocationName',
  'notes',
] as const

/**
 * One change as the messages tell it: the times as Cairo wall times, a flight as stored, the
 * passenger as "name, phone" (already written for reading), a name or note as typed; null: none.
 */
export const changeLineData = z.object({
  field: z.enum(CHANGE_FIELDS),
  before: z.string().nullable(),
  after: z.string().nullable(),
})
export type ChangeLineData = z.infer<typeof changeLineData>

export const changeLinesData = z.array(changeLineData).min(1)

const LINE_KEY = 'notifications.selfService' as const

/** A value of a change in the reader's words (times in Cairo time, numbers left to right). */
function valueText(
  locale: Locale,
  field: ChangeLineData['field'],
  value: string | null,
  translate: Translate,
) {
  if (value === null || value.trim() === '') return translate(locale, `${LINE_KEY}.none`)
  if ((field === 'execDate' || field === 'returningDate') && isCairoWallTime(value)) {
    return cairoDate(locale, value)
  }
  if (field === 'arrivalFlightNumber' || field === 'departureFlightNumber') {
    return ltrIn(locale, displayFlightNumber(value))
  }
  return typedIn(locale, value)
}

/** The name of a changed field ("Pickup time"). */
export const changeFieldName = (
  locale: Locale,
  field: ChangeLineData['field'],
  translate: Translate,
) => translate(locale, `${LINE_KEY}.fields.${field}`)

/** "Pickup time: 12 December 2026, 10:00 (was 11 December 2026, 09:00)". */
export const changeLineText = (locale: Locale, line: ChangeLineData, translate: Translate) =>
  translate(locale, `${LINE_KEY}.line`, {
    field: changeFieldName(locale, line.field, translate),
    after: valueText(locale, line.field, line.after, translate),
    before: valueText(locale, line.field, line.before, translate),
  })

/** The changed fields' names in one list ("pickup time, notes"). */
export const changedFieldsText = (
  locale: Locale,
  lines: readonly ChangeLineData[],
  translate: Translate,
) =>
  lines
    .map((line) => changeFieldName(locale, line.field, translate))
    .join(locale === 'ar' ? '، ' : ', ')

/**
 * The customer's confirmation of a change they made themselves (issue 32 item 2), or of staff
 * moving the pickup after their flight's delay (issue 33 item 6): what changed, from what to
 * what, and where the voucher and calendar file with the new details are.
 */
export const reservationChangedData = z.object({
  reservationNumber: z.string().min(1),
  name: z.string().optional(),
  changes: changeLinesData,
  /** The booking's page, where the voucher and the calendar file are downloaded again. */
  bookingUrl: z.url().optional(),
  hotline: z.string().min(1),
  /**
   * Staff moved the pickup because this arriving flight is delayed (issue 33 item 6); absent: the
   * customer changed the booking themselves.
   */
  delayedFlight: z.string().min(1).optional(),
})
export type ReservationChangedData = z.infer<typeof reservationChangedData>

const KEY = 'notifications.reservationChanged' as const

function reservationChangedEmail(
  locale: Locale,
  data: ReservationChangedData,
  translate: Translate,
): EmailContent {
  const number = ltrIn(locale, data.reservationNumber)
  const flight = data.delayedFlight ? ltrIn(locale, displayFlightNumber(data.delayedFlight)) : ''
  const subject = translate(locale, data.delayedFlight ? `${KEY}.subjectDelay` : `${KEY}.subject`, {
    number,
  })
  const hello = greeting(locale, data.name, translate)
  const intro = [
    ...(hello ? [hello] : []),
    translate(locale, data.delayedFlight ? `${KEY}.introDelay` : `${KEY}.intro`, {
      number,
      flight,
    }),
  ]
  const outro = [
    ...data.changes.map((line) => changeLineText(locale, line, translate)),
    ...(data.bookingUrl ? [translate(locale, `${KEY}.documents`)] : []),
    translate(locale, `${KEY}.help`, { phone: ltrIn(locale, data.hotline) }),
  ]
  const sign = signature(locale, translate)
  const link = data.bookingUrl
    ? { href: data.bookingUrl, label: translate(locale, `${KEY}.open`) }
    : undefined
  return {
    subject,
    text: [...intro, ...outro, ...(link ? [link.href] : []), sign].join('\n\n'),
    html: emailHtml(locale, { title: subject, intro, outro, link, signature: sign }),
  }
}

function reservationChangedSms(
  locale: Locale,
  data: ReservationChangedData,
  translate: Translate,
): SmsContent {
  const number = ltrIn(locale, data.reservationNumber)
  const phone = ltrIn(locale, data.hotline)
  const pickup = data.changes.find((line) => line.field === 'execDate')?.after
  if (data.delayedFlight && pickup) {
    const date = cairoDate(locale, pickup)
    return {
      text: translate(locale, `${KEY}.smsDelay`, {
        number,
        flight: ltrIn(locale, displayFlightNumber(data.delayedFlight)),
        // Intl's no-break and narrow spaces would push an English SMS out of GSM-7.
        date: locale === 'en' ? date.replace(/[\u00a0\u202f]/g, ' ') : date,
        phone,
      }),
    }
  }
  return {
    text: translate(locale, `${KEY}.sms`, {
      number,
      fields: changedFieldsText(locale, data.changes, translate),
      phone,
    }),
  }
}

export const reservationChanged: Template<ReservationChangedData> = {
  data: reservationChangedData,
  email: reservationChangedEmail,
  sms: reservationChangedSms,
}
