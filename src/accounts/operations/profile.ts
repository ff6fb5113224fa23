import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { fail, ok, type Result } from '@/lib/failure'
import type { Customer } from '@/payload-types'

import { type PublicCustomer, toPublicCustomer } from '../customer'
import type { AccountContext } from './context'
import { loginThrottled, recordLoginFailure } from './loginThrottle'
import { isWrongPassword } from './signIn'

/** The customer's name and language (the fields given; the others stay). */
export async function updateProfile(
  payload: Payload,
  customer: Customer,
  input: { name?: string; lang?: Locale },
): Promise<Result<PublicCustomer>> {
  const updated = await payload.update({
    collection: 'customers',
    id: customer.id,
    overrideAccess: true,
    data: {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.lang !== undefined ? { preferredLanguage: input.lang } : {}),
    },
  })
  return ok(toPublicCustomer(updated))
}

/**
 * A new password, once the current one is proved. `customer` is the session's (from
 * `customerFromToken`, which carries the session id): that session stays, the others end.
 */
export async function changePassword(
  payload: Payload,
  customer: Customer,
  input: { currentPassword: string; password: string },
  ctx: AccountContext,
): Promise<Result<PublicCustomer>> {
  // A wrong current password is a wrong password like any other: throttled the same way.
  const now = ctx.now ?? new Date()
  const tooMany = await loginThrottled(payload, 'customer', customer.email, ctx.ip, now)
  if (tooMany) return tooMany
  try {
    await payload.login({
      collection: 'customers',
      data: { email: customer.email, password: input.currentPassword },
    })
  } catch (error) {
    if (!isWrongPassword(error)) throw error
    await recordLoginFailure(payload, 'customer', customer.email, ctx.ip, now)
    return fail('wrong-password', 'account.errors.currentPasswordWrong')
  }
  // Payload keeps, of the customer's sessions, only the one of the request's user (`_sid`): the
  // session the password was changed in stays logged in, every other one ends.
  const sessionUser = Object.assign(
    { ...customer, collection: 'customers' as const },
    {
      _sid: (customer as { _sid?: string })._sid,
    },
  )
  const updated = await payload.update({
    collection: 'customers',
    id: customer.id,
    overrideAccess: true,
    data: { password: input.password },
    req: { user: sessionUser },
  })
  return ok(toPublicCustomer(updated))
}
