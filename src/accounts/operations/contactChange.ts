import type { Payload } from 'payload'

import { fail, ok, type Result } from '@/lib/failure'
import type { Customer } from '@/payload-types'

import { EMAIL_PROVEN, MOBILE_PROVEN, type PublicCustomer, toPublicCustomer } from '../customer'
import { type CodeSent, consumeCode, issueCode } from './codes'
import type { AccountContext } from './context'
import {
  claimContact,
  type ContactField,
  contactHolder,
  contactTakenFailure,
  duplicateField,
} from './uniqueContact'

/** Sends a code to the new email or phone; the change applies when that code comes back. */
export async function requestContactChange(
  payload: Payload,
  customer: Customer,
  input: { email: string } | { mobile: string },
  ctx: AccountContext,
): Promise<Result<CodeSent>> {
  const field = 'email' in input ? 'email' : 'mobile'
  const value = 'email' in input ? input.email : input.mobile
  if (value === customer[field]) return fail('unchanged', 'account.errors.contactUnchanged')
  const holder = await contactHolder(payload, field, value, customer.id)
  if (holder?.proven) return contactTakenFailure(field)
  return issueCode(
    payload,
    customer,
    field === 'email' ? 'change-email' : 'change-mobile',
    field === 'email' ? 'email' : 'sms',
    ctx,
    value,
  )
}

/** Applies the new email or phone the code was sent to, unless another account took it since. */
export async function confirmContactChange(
  payload: Payload,
  customer: Customer,
  input: { kind: ContactField; code: string },
  ctx: AccountContext,
): Promise<Result<PublicCustomer>> {
  const consumed = await consumeCode(
    payload,
    customer,
    input.kind === 'email' ? 'change-email' : 'change-mobile',
    input.code,
    ctx,
  )
  if (!consumed.ok) return consumed
  // The code proved it: an account that holds it unproven loses it; a proven holder keeps it.
  const now = ctx.now ?? new Date()
  const claim = await claimContact(
    payload,
    input.kind,
    consumed.value.destination,
    now,
    customer.id,
  )
  if (claim === 'taken') return contactTakenFailure(input.kind)
  try {
    const updated = await payload.update({
      collection: 'customers',
      id: customer.id,
      overrideAccess: true,
      // A new mobile or email arrives proven: its code came back to it.
      data:
        input.kind === 'mobile'
          ? { mobile: consumed.value.destination, phoneVerified: true }
          : { email: consumed.value.destination, emailVerified: true },
      context: { [MOBILE_PROVEN]: input.kind === 'mobile', [EMAIL_PROVEN]: input.kind === 'email' },
    })
    return ok(toPublicCustomer(updated))
  } catch (error) {
    const field = duplicateField(error)
    if (field) return contactTakenFailure(field)
    throw error
  }
}
