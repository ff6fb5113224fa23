import type { Payload } from 'payload'

import { type Failure, type FieldIssue, fail } from '@/lib/failure'
import { isPayloadError } from '@/server/payloadErrors'

/** The contact fields no two customers share. */
export type ContactField = 'email' | 'mobile'

/** Whether another customer than `exceptId` already has this email or phone. */
export async function contactTaken(
  payload: Payload,
  field: ContactField,
  value: string,
  exceptId?: number,
): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'customers',
    where: {
      and: [
        { [field]: { equals: value } },
        ...(exceptId ? [{ id: { not_equals: exceptId } }] : []),
      ],
    },
    overrideAccess: true,
  })
  return totalDocs > 0
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
 * `contactTaken` together, and the database's unique index refuses the second.
 */
export function duplicateField(error: unknown): ContactField | null {
  if (!isPayloadError(error, 400)) return null
  const data = (error as { data?: { errors?: { path: string }[] } }).data
  const paths = (data?.errors ?? []).map((e) => e.path)
  if (paths.includes('email')) return 'email'
  if (paths.includes('mobile')) return 'mobile'
  return null
}
