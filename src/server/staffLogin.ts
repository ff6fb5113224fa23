import config from '@payload-config'
import { getPayload } from 'payload'

import {
  clearLoginFailures,
  loginThrottled,
  recordLoginFailure,
} from '@/accounts/operations/loginThrottle'
import { translate } from '@/i18n/messages'

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

/**
 * Payload's REST POST with the staff login (`/api/cms/users/login`) throttled like the customers'
 * sign-in (no lockout; per address, per account and address with growing waits, a ceiling per
 * account): a throttled try gets Payload's JSON error shape with 429 and `Retry-After`, whatever
 * the account or the password. Every other route passes through untouched.
 */
export function throttledStaffLogin(post: RestHandler): RestHandler {
  return async (request, args) => {
    const { slug } = await args.params
    if (slug.length !== 2 || slug[0] !== 'users' || slug[1] !== 'login') {
      return post(request, args)
    }
    const payload = await getPayload({ config })
    const ip = clientIp(request)
    const email = await loginEmail(request)
    const refusal = await loginThrottled(payload, 'staff', email, ip)
    if (refusal) {
      const message = translate(requestLocale(request), refusal.messageKey, refusal.values)
      return Response.json(
        { errors: [{ message }] },
        { status: 429, headers: { 'Retry-After': String(refusal.retryAfter ?? 60) } },
      )
    }
    const response = await post(request, args)
    if (response.status === 401) await recordLoginFailure(payload, 'staff', email, ip)
    else if (response.ok) await clearLoginFailures(payload, 'staff', [email], ip)
    return response
  }
}
