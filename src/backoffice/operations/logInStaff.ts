import type { Payload } from 'payload'

import {
  clearLoginFailures,
  loginThrottled,
  recordLoginFailure,
} from '@/accounts/operations/loginThrottle'
import { fail, ok, type Result } from '@/lib/failure'
import { isPayloadError } from '@/infra/payloadErrors'

import { type StaffLoginBody, type StaffUserView, staffUserView } from '../staffApi'

const refused = async (payload: Payload, email: string, ip: string) => {
  await recordLoginFailure(payload, 'staff', email, ip)
  return fail('invalid-credentials', 'account.errors.invalidCredentials')
}

/**
 * A staff login through the staff API, throttled like the admin's (`src/http/staffLogin.ts`):
 * per address, per account and address, and per account across all addresses (which a
 * `knownDevice` passes), the refusal given before the password is looked at. A wrong password is
 * always a 401 with its failure counted: Payload's refusal is recognised by its status, never by
 * its class (two copies of the class may be loaded, `src/infra/payloadErrors.ts`). Returns the
 * user and Payload's token; the route sets it as Payload's cookie.
 */
export async function logInStaff(
  payload: Payload,
  body: StaffLoginBody,
  ip: string,
  { knownDevice = false }: { knownDevice?: boolean } = {},
): Promise<Result<{ user: StaffUserView; token: string; exp?: number }>> {
  const refusal = await loginThrottled(payload, 'staff', body.email, ip, new Date(), {
    knownDevice,
  })
  if (refusal) return refusal
  let login: Awaited<ReturnType<typeof payload.login<'users'>>>
  try {
    login = await payload.login({
      collection: 'users',
      data: { email: body.email, password: body.password },
    })
  } catch (error) {
    if (!isPayloadError(error, 401)) throw error
    return refused(payload, body.email, ip)
  }
  const { token, user, exp } = login
  if (!token || !user) return refused(payload, body.email, ip)
  await clearLoginFailures(payload, 'staff', [body.email], ip)
  return ok({ user: staffUserView(user), token, exp })
}
