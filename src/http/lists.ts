import { NextResponse } from 'next/server'
import * as z from 'zod'

import { type Locale, LOCALES } from '@/i18n/locales'
import { requestLocale } from '@/http/request'
import { apiError } from '@/http/responses'

import { PLACE_MODES, type PlaceMode } from '../booking/operations/catalog'

/**
 * The list APIs change only when staff edit the lists: browsers keep an answer for a short while,
 * shared caches a little longer, and both may serve it stale while they fetch a fresh one.
 */
export const LIST_CACHE = {
  /** Places and cars: an edit shows within minutes. */
  short: 'public, max-age=60, s-maxage=300, stale-while-revalidate=600',
  /** Nationalities and airlines: almost never change. */
  long: 'public, max-age=3600, s-maxage=86400, stale-while-revalidate=604800',
} as const

/** A list answer; `byLanguage` when it depends on the caller's language beyond ?lang=. */
export function listResponse(data: unknown, cacheControl: string, byLanguage = false) {
  const response = NextResponse.json(data, { headers: { 'Cache-Control': cacheControl } })
  if (byLanguage) response.headers.set('Vary', 'Cookie, Accept-Language')
  return response
}

const listQuerySchema = z.object({
  lang: z.enum(LOCALES).optional(),
  mode: z.enum(PLACE_MODES).optional(),
})

export type ListQuery = { locale: Locale; mode: PlaceMode | null; explicitLanguage: boolean }

/**
 * `?lang=en|ar` and, for the areas, `?MODE=pickup|dropoff` (any case; `mode` works too). A bad
 * value is a 400 in the caller's language, never a silent default.
 */
export function parseListQuery(
  request: Request,
): { ok: true; query: ListQuery } | { ok: false; response: NextResponse } {
  const locale = requestLocale(request)
  const params = new URL(request.url).searchParams
  const mode = params.get('MODE') ?? params.get('mode')
  const parsed = listQuerySchema.safeParse({
    lang: params.get('lang') ?? undefined,
    mode: mode === null ? undefined : mode.trim().toLowerCase(),
  })
  if (parsed.success) {
    return {
      ok: true,
      query: {
        locale: parsed.data.lang ?? locale,
        mode: parsed.data.mode ?? null,
        explicitLanguage: parsed.data.lang !== undefined,
      },
    }
  }
  const badLanguage = parsed.error.issues.some((issue) => issue.path[0] === 'lang')
  return {
    ok: false,
    response: badLanguage
      ? apiError(locale, 'invalid-language', 'api.invalidLanguage')
      : apiError(locale, 'invalid-mode', 'quote.errors.invalidMode'),
  }
}
