import config from '@payload-config'
import { getPayload } from 'payload'

import {
  clearLoginFailures,
  loginThrottled,
  recordLoginFailure,
} from '@/accounts/operations/loginThrottle'
import { loginSubject } from '@/accounts/loginThrottle'
import { isKnownStaffDevice, rememberStaffDevice, STAFF_DEVICE } from '@/accounts/staffDevice'
import { translate } from '@/i18n/messages'
import { readServerEnv } from '@/lib/env'

import { clientIp, requestLocale } from './request'

type RouteArgs = { params: Promise<{ slug: string[] }> }
type RestHandler = (request: Request, args: RouteArgs) => Promise<Response>

/**
 * The email of a staff login request, as Payload reads it: a JSON body, or the admin form's
 * multipart or urlencoded body with the fields as JSON in `_payload`. '' when there is none.
 */
async function loginEmail(request: Request): Promise<string> {
  const copy = request.clone()
  const type = request.headers.get('content-type') ?? ''
  try {
    if (type.includes('application/json')) {
      const body = (await copy.json()) as { email?: unknown }
      return typeof body?.email === 'string' ? body.email : ''
    }
    const form = await copy.formData()
    const fields = form.get('_payload')
    const email =
      typeof fields === 'string'
        ? (JSON.parse(fields) as { email?: unknown }).email
        : form.get('email')
    return typeof email === 'string' ? email : ''
  } catch {
    return ''
  }
}

const DEVICE_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${STAFF_DEVICE.cookie}=([^;]{1,1024})`)

/** The request's known-device cookie, as sent (entries of `[0-9A-Za-z_-]` joined by `~`). */
const deviceCookie = (request: Request): string | undefined =>
  (request.headers.get('cookie') ?? '').match(DEVICE_COOKIE_VALUE)?.[1]

/** Whether `email` signed in before on the browser that sent `request` (`staffDevice.ts`). */
export function fromKnownStaffDevice(request: Request, email: string): boolean {
  return isKnownStaffDevice(
    readServerEnv().PAYLOAD_SECRET,
    deviceCookie(request),
    loginSubject(email),
  )
}

/**
 * The `Set-Cookie` that remembers this browser for `email` after a successful staff sign-in or
 * password reset: HTTP-only, SameSite=Lax, Secure in production, sent only to the API (both staff
 * logins live under `/api`).
 */
export function staffDeviceCookie(request: Request, email: string, now = new Date()): string {
  const value = rememberStaffDevice(
    readServerEnv().PAYLOAD_SECRET,
    deviceCookie(request),
    loginSubject(email),
    now,
  )
  const secure = process.env.NODE_ENV === 'production' ? '; Secure' : ''
  return `${STAFF_DEVICE.cookie}=${value}; Path=/api; Max-Age=${STAFF_DEVICE.maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`
}

/** The email of the user in a successful reset's answer (Payload's `{message, token, user}`). */
async function resetUserEmail(response: Response): Promise<string> {
  try {
    const body = (await response.clone().json()) as { user?: { email?: unknown } }
    return typeof body?.user?.email === 'string' ? body.user.email : ''
  } catch {
    return ''
  }
}

/** The same answer with one more `Set-Cookie` (Payload's answers may have immutable headers). */
function withCookie(response: Response, cookie: string): Response {
  const headers = new Headers(response.headers)
  headers.append('Set-Cookie', cookie)
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}

/**
 * Payload's REST POST with the staff login (`/api/cms/users/login`) throttled like the customers'
 * sign-in (no lockout; per address, per account and address with growing waits, a ceiling per
 * account of 20 an hour, which a known device passes; a success remembers the device): a throttled try gets Payload's JSON error shape with 429 and `Retry-After`, whatever
 * the account or the password. Every other route passes through untouched.
 */
export function throttledStaffLogin(post: RestHandler): RestHandler {
  return async (request, args) => {
    const { slug } = await args.params
    if (slug.length === 2 && slug[0] === 'users' && slug[1] === 'reset-password') {
      // A reset by the emailed link signs the owner in whatever the throttle says (the way in
      // while a login is capped), and the browser becomes a known device for the login.
      const response = await post(request, args)
      if (!response.ok) return response
      const email = await resetUserEmail(response)
      return email ? withCookie(response, staffDeviceCookie(request, email)) : response
    }
    if (slug.length !== 2 || slug[0] !== 'users' || slug[1] !== 'login') {
      return post(request, args)
    }
    const payload = await getPayload({ config })
    const ip = clientIp(request)
    const email = await loginEmail(request)
    const refusal = await loginThrottled(payload, 'staff', email, ip, new Date(), {
      knownDevice: fromKnownStaffDevice(request, email),
    })
    if (refusal) {
      const message = translate(requestLocale(request), refusal.messageKey, refusal.values)
      return Response.json(
        { errors: [{ message }] },
        { status: 429, headers: { 'Retry-After': String(refusal.retryAfter ?? 60) } },
      )
    }
    const response = await post(request, args)
    if (response.status === 401) await recordLoginFailure(payload, 'staff', email, ip)
    else if (response.ok) {
      await clearLoginFailures(payload, 'staff', [email], ip)
      return withCookie(response, staffDeviceCookie(request, email))
    }
    return response
  }
}
