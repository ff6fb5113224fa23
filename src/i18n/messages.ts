// use-intl's core is next-intl's formatter without the framework (next-intl re-exports it), so
// the framework-free cores (documents, templates) may translate too.
import { createTranslator } from 'use-intl/core'

import { messageFormats } from '@/i18n/numerals'

import ar from '../../messages/ar.json'
import en from '../../messages/en.json'

import { type Locale } from './locales'
import type { MessageKey, MessageValues } from './messageKeys'

export type { MessageKey, MessageValues }

export const catalogues = { en, ar } as const

/** Translates one catalogue key outside React (API answers, emails, SMS). */
export function translate(locale: Locale, key: MessageKey, values?: MessageValues): string {
  const t = createTranslator({
    locale,
    messages: catalogues[locale],
    formats: messageFormats(locale),
  })
  return t(key as never, values as never)
}
