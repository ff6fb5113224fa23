import type { Payload, Where } from 'payload'

import { looksLikeEmail, normalizePhone } from '@/lib/phone'
import type { Customer } from '@/payload-types'

/** The customer a login (email or phone) names, or null. */
export async function findCustomerByLogin(
  payload: Payload,
  login: string,
): Promise<Customer | null> {
  const where: Where = looksLikeEmail(login)
    ? { email: { equals: login.trim().toLowerCase() } }
    : { mobile: { equals: normalizePhone(login) ?? '—' } }
  const { docs } = await payload.find({
    collection: 'customers',
    where,
    limit: 1,
    overrideAccess: true,
  })
  return docs[0] ?? null
}
