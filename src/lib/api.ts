import { NextResponse } from 'next/server'

import { DEFAULT_LOCALE, isLocale, type Locale, LOCALE_COOKIE } from '@/i18n/locales'
import { type MessageKey, translate } from '@/i18n/messages'

/**
 * The caller's language for API answers: an explicit ?lang=, then the language cookie, then
 * Accept-Language, then English.
 */
export function requestLocale(request: Request): Locale {
  const url = new URL(request.url)
  const fromQuery = url.searchParams.get('lang')
  if (isLocale(fromQuery)) return fromQuery
  const cookie = request.headers.get('cookie') ?? ''
  const fromCookie = cookie.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]+)`))?.[1]
  if (isLocale(fromCookie)) return fromCookie
  const accept = request.headers.get('accept-language') ?? ''
  const preferred = accept.split(',')[0]?.trim().slice(0, 2).toLowerCase()
  return isLocale(preferred) ? preferred : DEFAULT_LOCALE
}

/** Reads a JSON body without throwing: malformed JSON is the caller's error, never a 500. */
export async function readJson(
  request: Request,
): Promise<{ ok: true; value: unknown } | { ok: false }> {
  try {
    return { ok: true, value: await request.json() }
  } catch {
    return { ok: false }
  }
}

/** An API error: a stable code plus the message in the caller's language. */
export function apiError(
  locale: Locale,
  code: string,
  messageKey: MessageKey,
  status: number,
  values?: Record<string, string | number>,
) {
  return NextResponse.json(
    { status: false, error: code, message: translate(locale, messageKey, values) },
    { status },
  )
}
