import type { Payload } from 'payload'

import type { StaffUser } from './staffSession'

/** At most this many customers a search reaches: a search that matches more is too vague. */
const CUSTOMER_MATCHES = 500

/**
 * The digits of a search that looks like a phone number, without the leading 0 of a national
 * number ('0100 555 0177' -> '1005550177'), which then matches the stored '+201005550177'.
 * Null when the search is not a phone number.
 */
export function searchDigits(q: string): string | null {
  if (!/^[\d\s+()-]+$/.test(q)) return null
  const digits = q.replace(/\D/g, '').replace(/^0+/, '')
  return digits.length >= 6 ? digits : null
}

/** Ids of the customers whose name, email or mobile holds the search. */
export async function searchCustomerIds(
  payload: Payload,
  user: StaffUser,
  q: string,
): Promise<number[]> {
  const digits = searchDigits(q)
  const { docs } = await payload.find({
    collection: 'customers',
    where: {
      or: [
        { name: { like: q } },
        { email: { like: q } },
        ...(digits ? [{ mobile: { like: digits } }] : []),
      ],
    },
    limit: CUSTOMER_MATCHES,
    depth: 0,
    select: {},
    overrideAccess: false,
    user,
  })
  return docs.map((doc) => doc.id)
}
