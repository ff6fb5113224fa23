import * as z from 'zod'

import type { Locale } from '@/i18n/locales'

import { greeting, minutesText, signature } from './common'
import { emailHtml } from './html'
import type { EmailContent, SmsContent, Template, Translate } from './types'

export const oneTimeCodeData = z.object({
  code: z.string().regex(/^\d{6}$/),
  minutes: z.number().int().positive(),
  purpose: z.enum(['verify', 'reset', 'change-contact', 'login']),
  name: z.string().optional(),
})
export type OneTimeCodeData = z.infer<typeof oneTimeCodeData>

const PURPOSE_KEY = {
  verify: 'verify',
  reset: 'reset',
  'change-contact': 'changeContact',
  login: 'login',
} as const

const values = (locale: Locale, data: OneTimeCodeData, translate: Translate) => ({
  code: data.code,
  duration: minutesText(locale, data.minutes, translate),
})

export function oneTimeCodeEmail(
  locale: Locale,
  data: OneTimeCodeData,
  translate: Translate,
): EmailContent {
  const purpose = PURPOSE_KEY[data.purpose]
  const v = values(locale, data, translate)
  const subject = translate(locale, `notifications.oneTimeCode.subject.${purpose}`, v)
  const hello = greeting(locale, data.name, translate)
  const intro = [
    ...(hello ? [hello] : []),
    translate(locale, `notifications.oneTimeCode.body.${purpose}`, v),
  ]
  const outro = [
    translate(locale, 'notifications.oneTimeCode.expiry', v),
    translate(locale, 'notifications.oneTimeCode.ignore'),
  ]
  const text = [
    ...intro,
    translate(locale, 'notifications.oneTimeCode.code', v),
    ...outro,
    signature(locale, translate),
  ].join('\n\n')
  return {
    subject,
    text,
    html: emailHtml(locale, {
      title: subject,
      intro,
      highlight: data.code,
      outro,
      signature: signature(locale, translate),
    }),
  }
}

export function oneTimeCodeSms(
  locale: Locale,
  data: OneTimeCodeData,
  translate: Translate,
): SmsContent {
  const purpose = PURPOSE_KEY[data.purpose]
  return {
    text: translate(
      locale,
      `notifications.oneTimeCode.sms.${purpose}`,
      values(locale, data, translate),
    ),
  }
}

export const oneTimeCode: Template<OneTimeCodeData> = {
  data: oneTimeCodeData,
  email: oneTimeCodeEmail,
  sms: oneTimeCodeSms,
}
