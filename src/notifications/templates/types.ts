import type { z } from 'zod'

import type { Locale } from '@/i18n/locales'
import type { MessageKey, MessageValues } from '@/i18n/messageKeys'

export type EmailContent = { subject: string; text: string; html: string }
export type SmsContent = { text: string }

/**
 * Writes one message of the catalogue in a language. The templates are handed it
 * (`src/notifications/render.ts` passes next-intl's `translate`), so they import no framework.
 */
export type Translate = (locale: Locale, key: MessageKey, values?: MessageValues) => string

/**
 * One kind of message: the schema of its data, and pure functions that write it as an email and
 * as an SMS in the reader's language.
 */
export type Template<Data> = {
  data: z.ZodType<Data>
  email: (locale: Locale, data: Data, translate: Translate) => EmailContent
  sms: (locale: Locale, data: Data, translate: Translate) => SmsContent
}
