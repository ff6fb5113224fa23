import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { fail, ok, type Result } from '@/lib/failure'
import type { Customer } from '@/payload-types'

import { type PublicCustomer, toPublicCustomer } from '../customer'
import { passwordRefused } from './signIn'

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
): Promise<Result<PublicCustomer>> {
  try {
    await payload.login({
      collection: 'customers',
      data: { email: customer.email, password: input.currentPassword },
    })
  } catch (error) {
    return passwordRefused(
      payload,
      customer.email,
      error,
      fail('wrong-password', 'account.errors.currentPasswordWrong'),
    )
  }
  // Payload keeps, of the customer's sessions, only the one of the request's user (`_sid`): the
  // session the password was changed in stays logged in, every other one ends.
  const currentSession = (customer as { _sid?: string })._sid
  const updated = await payload.update({
    collection: 'customers',
    id: customer.id,
    overrideAccess: true,
    data: { password: input.password },
    req: { user: { ...customer, collection: 'customers', _sid: currentSession } },
  })
  return ok(toPublicCustomer(updated))
}
