import type { z } from 'zod'

import { type Locale, negotiateLocale } from '@/i18n/locales'
import { type Failure, fail, type Result, ok } from '@/lib/failure'
import { zodFailure } from '@/lib/zodFailure'

/** The caller's language for API answers (`negotiateLocale`). */
export function requestLocale(request: Request): Locale {
  return negotiateLocale({
    query: new URL(request.url).searchParams.get('lang'),
    cookie: request.headers.get('cookie'),
    acceptLanguage: request.headers.get('accept-language'),
  })
}

/** The caller's address, for per-address rate limits. */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || request.headers.get('x-real-ip') || 'local'
}

const invalidBody = (): Failure => fail('invalid-body', 'api.invalidBody')

/** Reads a JSON body without throwing: malformed JSON is the caller's error, never a 500. */
export async function readJson(request: Request): Promise<Result<unknown>> {
  try {
    return ok(await request.json())
  } catch {
    return invalidBody()
  }
}

/** Reads and validates a JSON body; a bad one becomes the first rule's message, never a 500. */
export async function parseBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<Result<z.output<S>>> {
  const body = await readJson(request)
  if (!body.ok) return body
  const parsed = schema.safeParse(body.value)
  return parsed.success ? ok(parsed.data) : zodFailure(parsed.error)
}
