import { AuthenticationError, type Payload } from 'payload'

import {
  clearLoginFailures,
  loginThrottled,
  recordLoginFailure,
} from '@/accounts/operations/loginThrottle'
import { fail, ok, type Result } from '@/lib/failure'

import { type StaffLoginBody, type StaffUserView, staffUserView } from '../staffApi'

/**
 * A staff login through the staff API, throttled like the admin's (`src/server/staffLogin.ts`):
 * per address and per account and address, the refusal given before the password is looked at.
 * Returns the user and Payload's token; the route sets it as Payload's cookie.
 */
export async function logInStaff(
  payload: Payload,
  body: StaffLoginBody,
  ip: string,
): Promise<Result<{ user: StaffUserView; token: string; exp?: number }>> {
  const refusal = await loginThrottled(payload, 'staff', body.email, ip)
  if (refusal) return refusal
  try {
    const { token, user, exp } = await payload.login({
      collection: 'users',
      data: { email: body.email, password: body.password },
    })
    if (!token || !user) throw new AuthenticationError()
    await clearLoginFailures(payload, 'staff', [body.email], ip)
    return ok({ user: staffUserView(user), token, exp })
  } catch (error) {
    if (!(error instanceof AuthenticationError)) throw error
    await recordLoginFailure(payload, 'staff', body.email, ip)
    return fail('invalid-credentials', 'account.errors.invalidCredentials')
  }
}
