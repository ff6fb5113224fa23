import config from '@payload-config'
import { NextResponse } from 'next/server'
import { getPayload, type Payload } from 'payload'
import type { z } from 'zod'

import type { Locale } from '@/i18n/locales'
import { type MessageKey, translate } from '@/i18n/messages'
import { apiError, readJson, requestLocale } from '@/server/request'
import type { Customer } from '@/payload-types'

import { firstErrorKey } from '../accounts/schemas'
import type { AccountResult, RequestContext, Session } from '../accounts/operations/service'
import { customerFromToken } from '../accounts/operations/service'

/** The customer's session cookie: HTTP-only, SameSite=Lax, Secure in production. */
export const SESSION_COOKIE = 'masar_session'

export function clientIp(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || request.headers.get('x-real-ip') || 'local'
}

export function sessionToken(request: Request): string | undefined {
  const cookie = request.headers.get('cookie') ?? ''
  const match = cookie.match(new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]+)`))
  return match?.[1] ? decodeURIComponent(match[1]) : undefined
}

export function setSessionCookie(response: NextResponse, session: Session): NextResponse {
  response.cookies.set(SESSION_COOKIE, session.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: process.env.NODE_ENV === 'production',
    path: '/',
    expires: session.expiresAt,
  })
  return response
}

export function clearSessionCookie(response: NextResponse): NextResponse {
  response.cookies.set(SESSION_COOKIE, '', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: 0,
  })
  return response
}

export type AccountRequest = {
  payload: Payload
  locale: Locale
  ctx: RequestContext
  token: string | undefined
}

export async function accountRequest(request: Request): Promise<AccountRequest> {
  const locale = requestLocale(request)
  return {
    payload: await getPayload({ config }),
    locale,
    ctx: { ip: clientIp(request), locale },
    token: sessionToken(request),
  }
}

/** Reads and validates a JSON body; a bad one becomes the first rule's message, never a 500. */
export async function parseBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  locale: Locale,
): Promise<{ ok: true; data: z.output<S> } | { ok: false; response: NextResponse }> {
  const body = await readJson(request)
  if (!body.ok)
    return { ok: false, response: apiError(locale, 'invalid-body', 'api.invalidBody', 400) }
  const parsed = schema.safeParse(body.value)
  if (!parsed.success) {
    const key = firstErrorKey(parsed.error) as MessageKey
    return { ok: false, response: apiError(locale, errorCodeOf(key), key, 400) }
  }
  return { ok: true, data: parsed.data }
}

const errorCodeOf = (key: string) =>
  key === 'api.invalidBody'
    ? 'invalid-body'
    : key.replace('account.errors.', '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** A failed result as the API's error answer, in the caller's language. */
export function failureResponse(
  result: Extract<AccountResult<unknown>, { ok: false }>,
  locale: Locale,
): NextResponse {
  const response = NextResponse.json(
    {
      status: false,
      error: result.error,
      message: translate(locale, result.messageKey, result.values),
      ...(result.retryAfter !== undefined ? { retryAfter: result.retryAfter } : {}),
    },
    { status: result.status },
  )
  if (result.retryAfter !== undefined)
    response.headers.set('Retry-After', String(result.retryAfter))
  return response
}

export function notLoggedIn(locale: Locale): NextResponse {
  return clearSessionCookie(apiError(locale, 'not-logged-in', 'account.errors.notLoggedIn', 401))
}

/** The logged-in customer, or the 401 answer to send instead. */
export async function requireCustomer(
  req: AccountRequest,
): Promise<{ ok: true; customer: Customer } | { ok: false; response: NextResponse }> {
  const customer = await customerFromToken(req.payload, req.token)
  return customer ? { ok: true, customer } : { ok: false, response: notLoggedIn(req.locale) }
}
