import type { Payload } from 'payload'

import { type Failure, fail } from '@/lib/failure'
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
