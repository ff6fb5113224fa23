import type { Payload, Where } from 'payload'

import { ok, type Result } from '@/lib/failure'

import {
  cairoDayRange,
  type ReservationListQuery,
  type ReservationRowInput,
  staffReservationRow,
} from '../staffApi'
import { searchCustomerIds, searchDigits } from './search'
import type { StaffUser } from './staffSession'

/**
 * The staff's reservation list: filtered by status, pickup days in Cairo time and a search by
 * reservation number, customer (name, email, mobile) or passenger; newest first. Read as the staff
 * user (`overrideAccess: false`), so the collection's access rules decide, as everywhere else.
 */
export async function staffApiReservations(
  payload: Payload,
  user: StaffUser,
  query: ReservationListQuery,
): Promise<Result<{ reservations: ReturnType<typeof staffReservationRow>[]; count: number }>> {
  const and: Where[] = []
  if (query.status) and.push({ status: { equals: query.status } })
  const range = cairoDayRange(query.from, query.to)
  if (range.from) and.push({ execDate: { greater_than_equal: range.from.toISOString() } })
  if (range.before) and.push({ execDate: { less_than: range.before.toISOString() } })
  if (query.q) {
    const customers = await searchCustomerIds(payload, user, query.q)
    const digits = searchDigits(query.q)
    and.push({
      or: [
        { reservationNumber: { like: query.q } },
        { passengerName: { like: query.q } },
        ...(digits ? [{ passengerPhone: { like: digits } }] : []),
        ...(customers.length ? [{ customer: { in: customers } }] : []),
      ],
    })
  }
  const found = await payload.find({
    collection: 'reservations',
    where: and.length ? { and } : {},
    sort: '-createdAt',
    page: query.page,
    limit: query.limit,
    depth: 1,
    overrideAccess: false,
    user,
  })
  return ok({
    reservations: found.docs.map((doc) => staffReservationRow(doc as ReservationRowInput)),
    count: found.totalDocs,
  })
}
