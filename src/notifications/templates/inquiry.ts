import * as z from 'zod'

import { type Locale, LOCALES, languageName } from '@/i18n/locales'
import { displayPhone } from '@/lib/phone'

import { signature } from './common'
import { emailHtml } from './html'
import type { EmailContent, SmsContent, Template, Translate } from './types'

/** A message sent with the contact form, for the staff (`Settings.staffEmail`). */
export const inquiryData = z.object({
  name: z.string().min(1),
  email: z.string().min(1),
  phone: z.string().optional(),
  message: z.string().min(1),
  /** The language of the page the message was written on. */
  language: z.enum(LOCALES),
})
export type InquiryData = z.infer<typeof inquiryData>

const details = (locale: Locale, data: InquiryData, translate: Translate) => [
  translate(locale, 'notifications.inquiry.name', { name: data.name }),
  translate(locale, 'notifications.inquiry.email', { email: data.email }),
  ...(data.phone
    ? [translate(locale, 'notifications.inquiry.phone', { phone: displayPhone(data.phone) })]
    : []),
  translate(locale, 'notifications.inquiry.language', {
    language: languageName(data.language, locale),
  }),
]

export function inquiryEmail(
  locale: Locale,
  data: InquiryData,
  translate: Translate,
): EmailContent {
  const subject = translate(locale, 'notifications.inquiry.subject', { name: data.name })
  const intro = [
    translate(locale, 'notifications.inquiry.intro', { name: data.name }),
    ...details(locale, data, translate),
  ]
  // The visitor's paragraphs stay paragraphs in the HTML version.
  const message = data.message.split(/\n{2,}/).map((paragraph) => paragraph.trim())
  const outro = [
    translate(locale, 'notifications.inquiry.message'),
    ...message.filter(Boolean),
    translate(locale, 'notifications.inquiry.reply', { email: data.email }),
  ]
  const text = [
    ...intro,
    `${translate(locale, 'notifications.inquiry.message')}\n${data.message}`,
    translate(locale, 'notifications.inquiry.reply', { email: data.email }),
    signature(locale, translate),
  ].join('\n\n')
  return {
    subject,
    text,
    html: emailHtml(locale, {
      title: subject,
      intro,
      outro,
      signature: signature(locale, translate),
    }),
  }
}

export function inquirySms(locale: Locale, data: InquiryData, translate: Translate): SmsContent {
  return {
    text: translate(locale, 'notifications.inquiry.sms', { name: data.name, email: data.email }),
  }
}

export const inquiry: Template<InquiryData> = {
  data: inquiryData,
  email: inquiryEmail,
  sms: inquirySms,
}
