import type { Locale } from '@/i18n/locales'

import type { Translate } from './types'

/**
 * "10 minutes" / "10 دقائق": the count picks the grammatical form, the digits are passed as text
 * so Arabic keeps the plain digits of the code and never groups them.
 */
export const minutesText = (locale: Locale, minutes: number, translate: Translate) =>
  translate(locale, 'notifications.minutes', { count: minutes })

export const greeting = (locale: Locale, name: string | undefined, translate: Translate) =>
  name?.trim() ? translate(locale, 'notifications.greeting', { name: name.trim() }) : null

export const signature = (locale: Locale, translate: Translate) =>
  translate(locale, 'notifications.signature')
