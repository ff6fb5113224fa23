import { z } from 'zod'

import type { Locale } from '@/i18n/locales'
import { translate } from '@/i18n/messages'

import { emailHtml } from './html'

export const oneTimeCodeData = z.object({
  code: z.string().regex(/^\d{6}$/),
  minutes: z.number().int().positive(),
  purpose: z.enum(['verify', 'reset', 'change-contact']),
  name: z.string().optional(),
})
export type OneTimeCodeData = z.infer<typeof oneTimeCodeData>

const PURPOSE_KEY = { verify: 'verify', reset: 'reset', 'change-contact': 'changeContact' } as const

export function oneTimeCode(locale: Locale, data: OneTimeCodeData) {
  const purpose = PURPOSE_KEY[data.purpose]
  const values = { code: data.code, minutes: String(data.minutes) }
  const subject = translate(locale, `notifications.oneTimeCode.subject.${purpose}`, values)
  const paragraphs = [
    data.name ? translate(locale, 'notifications.greeting', { name: data.name }) : '',
    translate(locale, `notifications.oneTimeCode.body.${purpose}`, values),
    translate(locale, 'notifications.oneTimeCode.code', values),
    translate(locale, 'notifications.oneTimeCode.expiry', values),
    translate(locale, 'notifications.oneTimeCode.ignore'),
  ].filter(Boolean)
  return {
    subject,
    text: paragraphs.join('\n\n'),
    html: emailHtml(locale, subject, paragraphs),
    sms: translate(locale, 'notifications.oneTimeCode.sms', values),
  }
}
