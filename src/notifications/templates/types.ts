import type { z } from 'zod'

import type { Locale } from '@/i18n/locales'

export type EmailContent = { subject: string; text: string; html: string }
export type SmsContent = { text: string }

/**
 * One kind of message: the schema of its data, and pure functions that write it as an email and
 * as an SMS in the reader's language.
 */
export type Template<Data> = {
  data: z.ZodType<Data>
  email: (locale: Locale, data: Data) => EmailContent
  sms: (locale: Locale, data: Data) => SmsContent
}
