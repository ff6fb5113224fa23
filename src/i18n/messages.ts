import { createTranslator } from 'next-intl'

import ar from '../../messages/ar.json'
import en from '../../messages/en.json'

import { type Locale } from './locales'

export const catalogues = { en, ar } as const

export type MessageKey = NestedKeys<typeof en>

type NestedKeys<T> = {
  [K in keyof T & string]: T[K] extends Record<string, unknown> ? `${K}.${NestedKeys<T[K]>}` : K
}[keyof T & string]

/** Translates one catalogue key outside React (API answers, emails, SMS). */
export function translate(
  locale: Locale,
  key: MessageKey,
  values?: Record<string, string | number>,
): string {
  const t = createTranslator({ locale, messages: catalogues[locale] })
  return t(key as never, values as never)
}
