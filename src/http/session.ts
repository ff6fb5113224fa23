import config from '@payload-config'
import type { NextResponse } from 'next/server'
import { getPayload, type Payload } from 'payload'

import { customerFromToken, isSessionToken, type Session } from '@/accounts/operations/session'
import type { Locale } from '@/i18n/locales'
import { fail } from '@/lib/failure'
import type { Customer } from '@/payload-types'

import { errorResponse } from './responses'
import { clientIp, requestLocale } from './request'

/** The customer's session cookie: HTTP-only, SameSite=Lax, Secure in production. */
export const SESSION_COOKIE = 'masar_session'

const SESSION_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]*)`)

/**
 * The session token of the request's cookie; `undefined` when there is none or it cannot be one
 * (malformed percent-encoding, garbage, too long): a broken cookie is no session, never a 500.
 */
export function sessionToken(request: Request): string | undefined {
  const value = (request.headers.get('cookie') ?? '').match(SESSION_COOKIE_VALUE)?.[1]
  if (!value) return undefined
  let token: string
  try {
    token = decodeURIComponent(value)
  } catch {
    return undefined
  }
  return isSessionToken(token) ? token : undefined
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

/** What every API route reads from its request before it calls an operation. */
export type RequestContext = {
  payload: Payload
  /** The caller's language: answers and messages. */
  locale: Locale
  /** The caller's address, for rate limits. */
  ip: string
  /** The customer's session token, when the request has one. */
  token: string | undefined
}

export async function requestContext(request: Request): Promise<RequestContext> {
  return {
    payload: await getPayload({ config }),
    locale: requestLocale(request),
    ip: clientIp(request),
    token: sessionToken(request),
  }
}

/** 401 `not-logged-in`, and the stale session cookie cleared. */
export const notLoggedIn = (locale: Locale): NextResponse =>
  clearSessionCookie(errorResponse(fail('not-logged-in', 'account.errors.notLoggedIn'), locale))

/** The logged-in customer, or the 401 answer to send instead. */
export async function requireCustomer(
  ctx: RequestContext,
): Promise<{ ok: true; customer: Customer } | { ok: false; response: NextResponse }> {
  const customer = await customerFromToken(ctx.payload, ctx.token)
  return customer ? { ok: true, customer } : { ok: false, response: notLoggedIn(ctx.locale) }
}
