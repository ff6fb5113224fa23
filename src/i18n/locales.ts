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
