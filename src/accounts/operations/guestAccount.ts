import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { ok, type Result } from '@/lib/failure'
import type { Customer } from '@/payload-types'

import type { GuestContact } from '../schemas'
import type { AccountContext } from './context'
import { contactHolder, duplicateField } from './uniqueContact'
import { type ContactHolding, guestLogInFirst } from '../guestCheckout'

/**
 * A password nobody ever sees: Payload's local strategy needs one, and this one is never sent or
 * stored in clear, so the account cannot be signed into by password until its owner sets one
 * through the password reset (decision 0140), which also marks `passwordSet`.
 */
const unknowablePassword = () => randomBytes(32).toString('base64url')

/** The accounts holding the guest's email and mobile, if any. */
export async function guestContactHolders(
  payload: Payload,
  contact: Pick<GuestContact, 'email' | 'mobile'>,
): Promise<{ email: ContactHolding | null; mobile: ContactHolding | null }> {
  const [email, mobile] = await Promise.all([
    contactHolder(payload, 'email', contact.email),
    contactHolder(payload, 'mobile', contact.mobile),
  ])
  return { email, mobile }
}

/**
 * Creates the account of a guest card booking: no password (`passwordSet: false`), nothing
 * proven (a card payment proves neither the email nor the mobile, so cash stays closed to it until
 * an SMS code proves the mobile). It opens no session: the guest follows its booking to the
 * payment and its confirmation with the guest pass (`src/accounts/guestPass.ts`, decision 0164).
 * Contacts another account holds refuse it (`log-in-first`), also when two guests race for one of
 * them (the unique index).
 */
export async function createGuestAccount(
  payload: Payload,
  contact: GuestContact,
  ctx: AccountContext & { locale: Locale },
): Promise<Result<Customer>> {
  try {
    const created = await payload.create({
      collection: 'customers',
      overrideAccess: true,
      data: {
        name: contact.name,
        email: contact.email,
        mobile: contact.mobile,
        password: unknowablePassword(),
        passwordSet: false,
        verified: false,
        preferredLanguage: contact.lang ?? ctx.locale,
        accountType: 'individual',
      },
    })
    return ok(created)
  } catch (error) {
    const field = duplicateField(error)
    if (field) return guestLogInFirst([field])
    throw error
  }
}

/** Removes a guest account whose booking was refused, so the visitor can simply try again. */
export async function dropGuestAccount(payload: Payload, customerId: number): Promise<void> {
  await payload.delete({ collection: 'customers', id: customerId, overrideAccess: true })
}
