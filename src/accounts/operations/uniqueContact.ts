import type { Payload } from 'payload'

import { type Failure, type FieldIssue, fail } from '@/lib/failure'
import { releasedEmail, releasedMobile } from '@/lib/releasedContact'
import { isPayloadError } from '@/infra/payloadErrors'

import type { ContactHolding } from '../guestCheckout'

/** The contact fields no two customers share. */
export type ContactField = 'email' | 'mobile'

/** The other customer than `exceptId` holding this email or phone, and whether they proved it. */
export async function contactHolder(
  payload: Payload,
  field: ContactField,
  value: string,
  exceptId?: number,
): Promise<ContactHolding | null> {
  const { docs } = await payload.find({
    collection: 'customers',
    where: {
      and: [
        { [field]: { equals: value } },
        ...(exceptId ? [{ id: { not_equals: exceptId } }] : []),
      ],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const holder = docs[0]
  if (!holder) return null
  return {
    id: holder.id,
    proven: Boolean(field === 'email' ? holder.emailVerified : holder.phoneVerified),
    passwordSet: holder.passwordSet !== false,
  }
}

/**
 * Takes an email or phone its holder never proved off their account (issue 29: someone signed up
 * with another person's mobile, and the owner's own sign-up was refused): the account keeps a
 * stand-in no person has (`releasedEmail`, `releasedMobile`), and the codes still open for that
 * contact stop working.
 */
export async function releaseContact(
  payload: Payload,
  holderId: number,
  field: ContactField,
  value: string,
  now: Date,
): Promise<void> {
  await payload.update({
    collection: 'customers',
    id: holderId,
    overrideAccess: true,
    data:
      field === 'email'
        ? { email: releasedEmail(holderId, now), emailVerified: false }
        : { mobile: releasedMobile(holderId), phoneVerified: false },
  })
  await payload.update({
    collection: 'one-time-codes',
    where: {
      and: [
        { customer: { equals: holderId } },
        { destination: { equals: value } },
        { consumedAt: { exists: false } },
        { voidedAt: { exists: false } },
      ],
    },
    data: { voidedAt: now.toISOString() },
    overrideAccess: true,
  })
}

/**
 * Whether another account than `exceptId` holds this contact proven (then it is theirs); one that
 * holds it unproven loses it to the caller, who is about to take it.
 */
export async function claimContact(
  payload: Payload,
  field: ContactField,
  value: string,
  now: Date,
  exceptId?: number,
): Promise<'taken' | 'free'> {
  const holder = await contactHolder(payload, field, value, exceptId)
  if (!holder) return 'free'
  if (holder.proven) return 'taken'
  await releaseContact(payload, holder.id, field, value, now)
  return 'free'
}

export const contactTakenFailure = (field: ContactField): Failure =>
  field === 'email'
    ? fail('email-exists', 'account.errors.emailExists')
    : fail('phone-exists', 'account.errors.phoneExists')

/**
 * The refusal of a form whose `fields` (one or both, email first) belong to other customers:
 * the first one's code and message, and each of them as a refused field, so the form marks both.
 */
export function contactsTakenFailure(fields: readonly ContactField[]): Failure | null {
  const [first] = fields
  if (!first) return null
  const issues: FieldIssue[] = fields.map((field) => {
    const { code, messageKey } = contactTakenFailure(field)
    return { field, code, messageKey }
  })
  return { ...contactTakenFailure(first), issues }
}

/**
 * Which unique field a failed write ran into: two requests racing for one email or phone pass
 * `contactHolder` together, and the database's unique index refuses the second.
 */
export function duplicateField(error: unknown): ContactField | null {
  if (!isPayloadError(error, 400)) return null
  const data = (error as { data?: { errors?: { path: string }[] } }).data
  const paths = (data?.errors ?? []).map((e) => e.path)
  if (paths.includes('email')) return 'email'
  if (paths.includes('mobile')) return 'mobile'
  return null
}
