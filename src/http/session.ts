import config from '@payload-config'
import type { NextResponse } from 'next/server'
import { getPayload, type Payload } from 'payload'

import { type GuestPass, readGuestPass, signGuestPass } from '@/accounts/guestPass'
import { customerFromToken, isSessionToken, type Session } from '@/accounts/operations/session'
import type { BookingHolder } from '@/booking/operations/ownReservation'
import type { Locale } from '@/i18n/locales'
import { fail } from '@/lib/failure'
import type { Customer } from '@/payload-types'

import { errorResponse } from './responses'
import { clientIp, requestLocale } from './request'

/** The customer's session cookie: HTTP-only, SameSite=Lax, Secure in production. */
export const SESSION_COOKIE = 'masar_session'

/** The guest pass's cookie (decision 0164): the one booking a guest checkout made, for a day. */
export const GUEST_PASS_COOKIE = 'masar_guest'

const cookieValue = (request: Request, name: string): string | undefined => {
  const value = (request.headers.get('cookie') ?? '').match(
    new RegExp(`(?:^|;\\s*)${name}=([^;]*)`),
  )?.[1]
  if (!value) return undefined
  try {
    return decodeURIComponent(value)
  } catch {
    return undefined
  }
}

/**
 * The session token of the request's cookie; `undefined` when there is none or it cannot be one
 * (malformed percent-encoding, garbage, too long): a broken cookie is no session, never a 500.
 */
export function sessionToken(request: Request): string | undefined {
  const token = cookieValue(request, SESSION_COOKIE)
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

/** Gives the browser the guest pass of the booking it just made (HTTP-only, until it ends). */
export function setGuestPassCookie(
  response: NextResponse,
  payload: Payload,
  pass: GuestPass,
): NextResponse {
  response.cookies.set(GUEST_PASS_COOKIE, signGuestPass(payload.secret, pass), {
    httpOnly: true,
    sameSite: 'lax',
    secure: process.env.NODE_ENV === 'production',
    path: '/',
    expires: pass.expiresAt,
  })
  return response
}

/** The guest pass a cookie's value carries, checked (signature, end), or null. */
export const guestPassOf = (
  payload: Payload,
  value: string | undefined,
  now: Date = new Date(),
): GuestPass | null => (value ? readGuestPass(payload.secret, value, now) : null)

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
  /** The guest pass cookie's value, when the request has one (not yet checked). */
  guestPass: string | undefined
}

export async function requestContext(request: Request): Promise<RequestContext> {
  return {
    payload: await getPayload({ config }),
    locale: requestLocale(request),
    ip: clientIp(request),
    token: sessionToken(request),
    guestPass: cookieValue(request, GUEST_PASS_COOKIE),
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

/**
 * Who holds the booking the request is about: the logged-in customer, else the guest pass of the
 * booking a guest checkout made (which holds that booking only: `heldReservation`); otherwise the
 * 401 answer to send.
 */
export async function requireHolder(
  ctx: RequestContext,
): Promise<{ ok: true; holder: BookingHolder } | { ok: false; response: NextResponse }> {
  const customer = await customerFromToken(ctx.payload, ctx.token)
  if (customer) return { ok: true, holder: { customer } }
  const guest = guestPassOf(ctx.payload, ctx.guestPass)
  if (guest) return { ok: true, holder: { guest } }
  return { ok: false, response: notLoggedIn(ctx.locale) }
}
