export const LOCALES = ['en', 'ar'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'
export const LOCALE_COOKIE = 'NEXT_LOCALE'
/** A year: the language choice outlives the session. */
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value)

const LOCALE_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]+)`)

/**
 * The caller's language for API answers: an explicit ?lang=, then the language cookie, then the
 * first Accept-Language tag, then English.
 */
export function negotiateLocale({
  query,
  cookie,
  acceptLanguage,
}: {
  query: string | null
  cookie: string | null
  acceptLanguage: string | null
}): Locale {
  if (isLocale(query)) return query
  const fromCookie = cookie ? LOCALE_COOKIE_VALUE.exec(cookie)?.[1] : undefined
  if (isLocale(fromCookie)) return fromCookie
  const preferred = (acceptLanguage ?? '').split(',')[0]?.trim().slice(0, 2).toLowerCase()
  return isLocale(preferred) ? preferred : DEFAULT_LOCALE
}

export const directionOf = (locale: Locale): 'ltr' | 'rtl' => (locale === 'ar' ? 'rtl' : 'ltr')

/** The public path of `pathname` in `locale`: English is unprefixed, Arabic lives under /ar. */
export function localizedPath(locale: Locale, pathname: string): string {
  const clean = pathname.startsWith('/') ? pathname : `/${pathname}`
  if (locale === DEFAULT_LOCALE) return clean
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`
}

/**
 * Each language's name in each reader's language (decision 0182): the one home of these names.
 * A language named as a fact (the customer's language on the desk, in a staff email or an admin
 * field) is written in the reader's language ("Arabic" / "العربية", "English" / "الإنجليزية"); a
 * choice of the language to read in (the site's switch, the account's setting, the run sheet's
 * switch) names each language in its own words, so its reader finds it in any page.
 */
const LANGUAGE_NAMES: Record<Locale, Record<Locale, string>> = {
  en: { en: 'English', ar: 'Arabic' },
  ar: { en: 'الإنجليزية', ar: 'العربية' },
}

/** `language` named in the reader's language. */
export const languageName = (language: Locale, reader: Locale) => LANGUAGE_NAMES[reader][language]

/** `language` in its own words: what a language switch or picker shows. */
export const ownLanguageName = (language: Locale) => LANGUAGE_NAMES[language][language]

/** `language` named in each admin language, as Payload's labels take it. */
export const languageLabel = (language: Locale) =>
  Object.fromEntries(LOCALES.map((reader) => [reader, LANGUAGE_NAMES[reader][language]])) as Record<
    Locale,
    string
  >
