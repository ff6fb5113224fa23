import * as z from 'zod'

import type { Locale } from '@/i18n/locales'
import { typedIn } from '@/i18n/textDirection'

import { greeting, signature } from './common'
import { emailHtml } from './html'
import type { EmailContent, SmsContent, Template, Translate } from './types'

/**
 * The one review request after a completed trip (issue 33 item 5; decision 0161): thanks, and the
 * private link to rate the driver and the service, in the customer's language.
 */
export const reviewRequestData = z.object({
  /** The customer's name, for the greeting. */
  name: z.string().optional(),
  reservationNumber: z.string().min(1),
  /** `/review?token=...` on the site, `/ar/review?...` for an Arabic-speaking customer. */
  reviewUrl: z.url({ protocol: /^https?$/ }),
})
export type ReviewRequestData = z.infer<typeof reviewRequestData>

const KEY = 'reviews.request' as const

function reviewRequestEmail(
  locale: Locale,
  data: ReviewRequestData,
  translate: Translate,
): EmailContent {
  const number = typedIn(locale, data.reservationNumber)
  const subject = translate(locale, `${KEY}.subject`, { number })
  const hello = greeting(locale, data.name, translate)
  const intro = [...(hello ? [hello] : []), translate(locale, `${KEY}.intro`, { number })]
  const outro = [translate(locale, `${KEY}.once`)]
  const action = translate(locale, `${KEY}.action`)
  const sign = signature(locale, translate)
  return {
    subject,
    // The address on a line of its own: mail programs make it a link, whatever the direction.
    text: [...intro, `${action}:\n${data.reviewUrl}`, ...outro, sign].join('\n\n'),
    html: emailHtml(locale, {
      title: subject,
      intro,
      outro,
      link: { href: data.reviewUrl, label: action },
      signature: sign,
    }),
  }
}

function reviewRequestSms(
  locale: Locale,
  data: ReviewRequestData,
  translate: Translate,
): SmsContent {
  return {
    text: translate(locale, `${KEY}.sms`, {
      number: typedIn(locale, data.reservationNumber),
      url: data.reviewUrl,
    }),
  }
}

export const reviewRequest: Template<ReviewRequestData> = {
  data: reviewRequestData,
  email: reviewRequestEmail,
  sms: reviewRequestSms,
}
