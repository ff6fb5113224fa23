import type { Payload } from 'payload'

import { isStaffUser } from '@/access/roles'
import { fail, ok, type Result } from '@/lib/failure'
import type { User } from '@/payload-types'

import { STAFF_ERRORS } from '../staffApi'

/** A logged-in staff user, as Payload's access rules see them. */
export type StaffUser = User & { collection: 'users' }

/**
 * The staff user of a request: Payload's own cookie (`payload-token`, set by the admin's login)
 * or `Authorization: JWT <token>` / `Bearer <token>`, checked by Payload (signature, expiry, the
 * session still open). Nobody: `not-logged-in`; a customer's token: `staff-only`.
 */
export async function staffFromHeaders(
  payload: Payload,
  headers: Headers,
): Promise<Result<StaffUser>> {
  let user: Awaited<ReturnType<Payload['auth']>>['user'] = null
  try {
    ;({ user } = await payload.auth({ headers }))
  } catch {
    // A malformed or forged token is nobody, not an error.
    user = null
  }
  if (!user) return fail('not-logged-in', STAFF_ERRORS.notLoggedIn)
  if (!isStaffUser(user)) return fail('staff-only', STAFF_ERRORS.staffOnly)
  return ok(user as StaffUser)
}
