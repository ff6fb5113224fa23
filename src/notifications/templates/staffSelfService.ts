import * as z from 'zod'

import { isCairoWallTime } from '@/booking/cairoTime'
import { formatPiasters } from '@/booking/money'
import type { Locale } from '@/i18n/locales'
import { ltrIn, typedIn } from '@/i18n/textDirection'
import { displayPhone } from '@/lib/phone'

import { cairoDate } from './bookingConfirmation'
import { signature } from './common'
import { emailHtml } from './html'
import { changeLinesData, changeLineText, changedFieldsText } from './reservationChanged'
import type { EmailContent, SmsContent, Template, Translate } from './types'

/**
 * The staff's notice (`Settings.staffEmail`) that a customer changed or cancelled their booking
 * by themselves (issue 32 item 2): what changed, the refund of a cancellation, and which drivers
 * the site told by SMS, so the desk knows what is left to do.
 */
export const staffSelfServiceData = z.object({
  reservationNumber: z.string().min(1),
  customer: z.object({ name: z.string().min(1), mobile: z.string() }),
  /** The first pickup as it now is, Cairo wall time. */
  execDate: z.string().refine(isCairoWallTime),
  event: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('changed'), changes: changeLinesData }),
    z.object({
      kind: z.literal('cancelled'),
      /** Piasters given back to the card (0: nothing was paid by card). */
      refunded: z.number().int().min(0),
    }),
  ]),
  /** The drivers told by SMS, leg by leg. */
  driversTold: z.array(z.object({ leg: z.enum(['outbound', 'return']), name: z.string().min(1) })),
})
export type StaffSelfServiceData = z.infer<typeof staffSelfServiceData>

const KEY = 'notifications.staffSelfService' as const

function staffSelfServiceEmail(
  locale: Locale,
  data: StaffSelfServiceData,
  translate: Translate,
): EmailContent {
  const number = ltrIn(locale, data.reservationNumber)
  const kind = data.event.kind
  const subject = translate(locale, `${KEY}.subject.${kind}`, { number })
  const intro = [
    translate(locale, `${KEY}.intro.${kind}`, {
      name: typedIn(locale, data.customer.name),
      phone: ltrIn(locale, displayPhone(data.customer.mobile)),
      number,
      date: cairoDate(locale, data.execDate),
    }),
  ]
  const what =
    data.event.kind === 'changed'
      ? data.event.changes.map((line) => changeLineText(locale, line, translate))
      : [
          data.event.refunded > 0
            ? translate(locale, `${KEY}.refunded`, {
                amount: formatPiasters(data.event.refunded, locale),
              })
            : translate(locale, `${KEY}.nothingRefunded`),
        ]
  const drivers =
    data.driversTold.length === 0
      ? [translate(locale, `${KEY}.noDriver`)]
      : data.driversTold.map((driver) =>
          translate(locale, `${KEY}.driverTold`, {
            leg: translate(locale, `${KEY}.legs.${driver.leg}`),
            name: typedIn(locale, driver.name),
          }),
        )
  const outro = [...what, ...drivers, translate(locale, `${KEY}.outro`)]
  const sign = signature(locale, translate)
  return {
    subject,
    text: [...intro, ...outro, sign].join('\n\n'),
    html: emailHtml(locale, { title: subject, intro, outro, signature: sign }),
  }
}

function staffSelfServiceSms(
  locale: Locale,
  data: StaffSelfServiceData,
  translate: Translate,
): SmsContent {
  const number = ltrIn(locale, data.reservationNumber)
  return {
    text:
      data.event.kind === 'changed'
        ? translate(locale, `${KEY}.smsChanged`, {
            number,
            fields: changedFieldsText(locale, data.event.changes, translate),
          })
        : translate(locale, `${KEY}.smsCancelled`, { number }),
  }
}

export const staffSelfService: Template<StaffSelfServiceData> = {
  data: staffSelfServiceData,
  email: staffSelfServiceEmail,
  sms: staffSelfServiceSms,
}
