import type { Locale } from '@/i18n/locales'
import { typedIn } from '@/i18n/textDirection'

import type { Translate } from './types'

/** "10 minutes" / "١٠ دقائق": the count picks the grammatical form and the reader's digits. */
export const minutesText = (locale: Locale, minutes: number, translate: Translate) =>
  translate(locale, 'notifications.minutes', { count: minutes })

export const greeting = (locale: Locale, name: string | undefined, translate: Translate) =>
  name?.trim()
    ? translate(locale, 'notifications.greeting', { name: typedIn(locale, name.trim()) })
    : null

export const signature = (locale: Locale, translate: Translate) =>
  translate(locale, 'notifications.signature')
