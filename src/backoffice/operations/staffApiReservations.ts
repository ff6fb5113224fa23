import type { Payload } from 'payload'

import { ok, type Result } from '@/lib/failure'

import { listQuery } from '../reservationList'
import {
  type ReservationListQuery,
  type ReservationRowInput,
  staffReservationRow,
} from '../staffApi'
import { inOrder, listIds, listTotals } from './reservationQuery'
import type { StaffUser } from './staffSession'

/**
 * The spec's staff reservation list: the desk's filters (status, pickup days in Cairo time) and
 * search (reservation number, customer's name, email or mobile, passenger), newest first (a
 * search's exact matches first). The ids and the count come from the desk's SQL
 * (`reservationQuery.ts`, decision 0121); the page's documents are read as the staff user
 * (`overrideAccess: false`), so the collection's access rules decide, as everywhere else.
 */
export async function staffApiReservations(
  payload: Payload,
  user: StaffUser,
  query: ReservationListQuery,
): Promise<Result<{ reservations: ReturnType<typeof staffReservationRow>[]; count: number }>> {
  // The API's query is a subset of the desk's.
  const desk = listQuery.parse({
    status: query.status,
    from: query.from,
    to: query.to,
    q: query.q,
    sort: '-created',
  })
  const [ids, totals] = await Promise.all([
    listIds(payload, desk, undefined, {
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    }),
    listTotals(payload, desk, undefined, { revenue: false }),
  ])
  const found = ids.length
    ? await payload.find({
        collection: 'reservations',
        where: { id: { in: ids } },
        depth: 1,
        pagination: false,
        overrideAccess: false,
        user,
      })
    : { docs: [] }
  return ok({
    reservations: inOrder(ids, found.docs).map((doc) =>
      staffReservationRow(doc as ReservationRowInput),
    ),
    count: totals.count,
  })
}
