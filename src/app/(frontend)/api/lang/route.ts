import { NextResponse } from 'next/server'
import * as z from 'zod'

import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALES } from '@/i18n/locales'
import { readJson, requestLocale } from '@/http/request'
import { apiError, errorResponse } from '@/http/responses'

const bodySchema = z.object({ lang: z.enum(LOCALES) })

/** POST /api/lang {lang}: remembers the visitor's language in a cookie and answers {lang}. */
export async function POST(request: Request) {
  const locale = requestLocale(request)
  const body = await readJson(request)
  if (!body.ok) return errorResponse(body, locale)
  const parsed = bodySchema.safeParse(body.value)
  if (!parsed.success) return apiError(locale, 'invalid-language', 'api.invalidLanguage')
  const response = NextResponse.json({ lang: parsed.data.lang })
  response.cookies.set(LOCALE_COOKIE, parsed.data.lang, {
    path: '/',
    maxAge: LOCALE_COOKIE_MAX_AGE,
    sameSite: 'lax',
    httpOnly: false,
    secure: process.env.NODE_ENV === 'production',
  })
  return response
}
