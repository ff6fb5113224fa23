import type { Payload, Where } from 'payload'

import { ok, type Result } from '@/lib/failure'

import {
  type PaymentLinkListQuery,
  type PaymentLinkRowInput,
  staffPaymentLinkRow,
} from '../staffApi'
import { searchDigits } from './search'
import type { StaffUser } from './staffSession'

/**
 * The staff's payment links: filtered by state, searched by the customer's name, phone or email
 * and the description; newest first, read as the staff user.
 */
export async function listPaymentLinks(
  payload: Payload,
  user: StaffUser,
  query: PaymentLinkListQuery,
): Promise<Result<{ paymentlinks: ReturnType<typeof staffPaymentLinkRow>[]; count: number }>> {
  const and: Where[] = []
  if (query.status) and.push({ status: { equals: query.status } })
  if (query.q) {
    const digits = searchDigits(query.q)
    and.push({
      or: [
        { customerName: { like: query.q } },
        { email: { like: query.q } },
        { description: { like: query.q } },
        ...(digits ? [{ phone: { like: digits } }] : []),
      ],
    })
  }
  const found = await payload.find({
    collection: 'payment-links',
    where: and.length ? { and } : {},
    sort: '-createdAt',
    page: query.page,
    limit: query.limit,
    depth: 1,
    overrideAccess: false,
    user,
  })
  return ok({
    paymentlinks: found.docs.map((doc) => staffPaymentLinkRow(doc as PaymentLinkRowInput)),
    count: found.totalDocs,
  })
}
