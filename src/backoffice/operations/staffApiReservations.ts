import type { Payload, Where } from 'payload'

import { ok, type Result } from '@/lib/failure'

import { listQuery, listWhere } from '../reservationList'
import {
  type ReservationListQuery,
  type ReservationRowInput,
  staffReservationRow,
} from '../staffApi'
import type { StaffUser } from './staffSession'

/**
 * The spec's staff reservation list: the desk's filters (status, pickup days in Cairo time) and
 * search (reservation number, customer's name, email or mobile, passenger), newest first. Read as the staff
 * user (`overrideAccess: false`), so the collection's access rules decide, as everywhere else.
 */
export async function staffApiReservations(
  payload: Payload,
  user: StaffUser,
  query: ReservationListQuery,
): Promise<Result<{ reservations: ReturnType<typeof staffReservationRow>[]; count: number }>> {
  // The desk's filters and search (`listWhere`): the API's query is a subset of the desk's.
  const where = listWhere(
    listQuery.parse({ status: query.status, from: query.from, to: query.to, q: query.q }),
  )
  const found = await payload.find({
    collection: 'reservations',
    where: where as Where,
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
