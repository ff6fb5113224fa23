import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'

import { messageFormats } from '@/i18n/numerals'

import { routing } from './routing'

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale
  const messages = (await import(`../../messages/${locale}.json`)).default
  return {
    locale,
    messages,
    // Quantities in the reader's digits (docs/decisions.md, "Numerals").
    formats: messageFormats(locale),
    timeZone: 'Africa/Cairo',
  }
})
