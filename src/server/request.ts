import { NextResponse } from 'next/server'

import { type Locale, negotiateLocale } from '@/i18n/locales'
import { type MessageKey, translate } from '@/i18n/messages'

/** The caller's language for API answers (`negotiateLocale`). */
export function requestLocale(request: Request): Locale {
  return negotiateLocale({
    query: new URL(request.url).searchParams.get('lang'),
    cookie: request.headers.get('cookie'),
    acceptLanguage: request.headers.get('accept-language'),
  })
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
