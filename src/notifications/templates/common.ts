import type { Locale } from '@/i18n/locales'
import { translate } from '@/i18n/messages'

/**
 * "10 minutes" / "10 دقائق": the count picks the grammatical form, the digits are passed as text
 * so Arabic keeps the plain digits of the code and never groups them.
 */
export const minutesText = (locale: Locale, minutes: number) =>
  translate(locale, 'notifications.minutes', { count: minutes, countText: String(minutes) })

export const greeting = (locale: Locale, name: string | undefined) =>
  name?.trim() ? translate(locale, 'notifications.greeting', { name: name.trim() }) : null

export const signature = (locale: Locale) => translate(locale, 'notifications.signature')
