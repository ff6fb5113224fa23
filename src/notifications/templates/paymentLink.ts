import * as z from 'zod'

import { formatCairo } from '@/booking/cairoTime'
import { formatPiasters } from '@/booking/money'
import type { Locale } from '@/i18n/locales'
import { typedIn } from '@/i18n/textDirection'

import { greeting, signature } from './common'
import { emailHtml } from './html'
import type { EmailContent, SmsContent, Template, Translate } from './types'

/**
 * A payment link sent to its customer by the staff (the payment links desk's "Send by email"):
 * how much, what for, the address to pay at (in the customer's language) and until when.
 */
export const paymentLinkData = z.object({
  /** The customer's name, for the greeting. */
  name: z.string().optional(),
  /** Piasters. */
  amount: z.number().int().positive(),
  /** The staff's words on the link ("Extra hour of waiting"). */
  description: z.string().trim().min(1),
  /** The booking the staff named on the link, if any. */
  reservationNumber: z.string().min(1).nullable(),
  /** `/pay?link=<token>` on the site, `/ar/pay?...` for an Arabic-speaking customer. */
  payUrl: z.url({ protocol: /^https?$/ }),
  expiresAt: z.iso.datetime({ offset: true }),
  /** The hotline from the settings. */
  hotline: z.string().min(1),
})
export type PaymentLinkData = z.infer<typeof paymentLinkData>

const KEY = 'backoffice.paymentLinks.customerEmail' as const

function paymentLinkEmail(
  locale: Locale,
  data: PaymentLinkData,
  translate: Translate,
): EmailContent {
  const amount = formatPiasters(data.amount, locale)
  const subject = translate(locale, `${KEY}.subject`, { amount })
  const hello = greeting(locale, data.name, translate)
  const intro = [...(hello ? [hello] : []), translate(locale, `${KEY}.intro`, { amount })]
  const outro = [
    translate(locale, `${KEY}.for`, { description: typedIn(locale, data.description) }),
    ...(data.reservationNumber
      ? [translate(locale, `${KEY}.booking`, { number: typedIn(locale, data.reservationNumber) })]
      : []),
    translate(locale, `${KEY}.expires`, { date: formatCairo(new Date(data.expiresAt), locale) }),
    translate(locale, `${KEY}.help`, { phone: typedIn(locale, data.hotline) }),
  ]
  const pay = translate(locale, `${KEY}.pay`, { amount })
  const sign = signature(locale, translate)
  return {
    subject,
    // The address on a line of its own: mail programs make it a link, whatever the direction.
    text: [...intro, `${pay}:\n${data.payUrl}`, ...outro, sign].join('\n\n'),
    html: emailHtml(locale, {
      title: subject,
      intro,
      outro,
      link: { href: data.payUrl, label: pay },
      signature: sign,
    }),
  }
}

/** The same in one SMS: the amount, what for (cut short), the address, the expiry, the hotline. */
function paymentLinkSms(locale: Locale, data: PaymentLinkData, translate: Translate): SmsContent {
  const amount = formatPiasters(data.amount, locale)
  const date = formatCairo(new Date(data.expiresAt), locale)
  const description = data.description.replace(/\s+/g, ' ').trim()
  const short = description.length > 40 ? `${description.slice(0, 37).trimEnd()}...` : description
  // Intl's no-break and narrow spaces would push an English SMS out of the 7-bit alphabet.
  const gsm = (text: string) => (locale === 'en' ? text.replace(/[\u00a0\u202f]/g, ' ') : text)
  return {
    text: translate(locale, `${KEY}.sms`, {
      amount: gsm(amount),
      description: typedIn(locale, short),
      url: data.payUrl,
      date: gsm(date),
      phone: typedIn(locale, data.hotline),
    }),
  }
}

export const paymentLink: Template<PaymentLinkData> = {
  data: paymentLinkData,
  email: paymentLinkEmail,
  sms: paymentLinkSms,
}
