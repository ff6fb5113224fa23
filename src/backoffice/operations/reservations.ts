import type { Payload } from 'payload'

import { type AccessUser, isStaffUser } from '@/access/roles'
import { fail, type Failure } from '@/lib/failure'
import type { Reservation } from '@/payload-types'
import type { TransactionReq } from '@/infra/db'

/**
 * What every staff operation shares: who may call them and finding a reservation by its number
 * (the customer a message goes to is `@/notifications/customer`'s).
 */

/** Refuses anybody but a logged-in staff member (admin or operator). */
export const refuseNonStaff = (staff: AccessUser): Failure | null =>
  isStaffUser(staff) ? null : fail('not-staff', 'backoffice.errors.notStaff')

export const reservationNotFound = () =>
  fail('reservation-not-found', 'backoffice.errors.reservationNotFound')

export async function findReservation(
  payload: Payload,
  reservationNumber: string,
  req?: TransactionReq,
): Promise<Reservation | null> {
  const { docs } = await payload.find({
    collection: 'reservations',
    where: { reservationNumber: { equals: reservationNumber.trim().toUpperCase() } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  return docs[0] ?? null
}
