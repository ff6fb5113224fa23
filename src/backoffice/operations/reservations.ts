import type { Payload } from 'payload'

import { type AccessUser, isStaffUser } from '@/access/roles'
import { cleanReason } from '@/backoffice/staffActions'
import { fail, type Failure, type Result } from '@/lib/failure'
import type { Reservation } from '@/payload-types'
import { reservationLock } from '@/payments/operations/expirePayments'
import { type TransactionReq, withTransaction } from '@/infra/db'

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

/** What a staff change of one reservation works with, inside its transaction. */
export type StaffChange = {
  /** The reservation as it is now, read under its lock. */
  current: Reservation
  req: () => TransactionReq
  /** The staff member's reason, cleaned. */
  why: string
  staff: NonNullable<AccessUser>
}

/**
 * The prologue every reasoned staff change of one reservation shares: refuse anybody but staff,
 * require a reason, find the reservation, take its lock (the one payments take, so a callback and
 * a staff change take turns) and read it again; `change` then decides with the fresh row whether
 * to commit.
 */
export async function withStaffReservation<T>(
  payload: Payload,
  {
    reservationNumber,
    staff,
    reason,
  }: { reservationNumber: string; staff: AccessUser; reason: string },
  change: (input: StaffChange) => Promise<{ commit: boolean; value: Result<T> }>,
): Promise<Result<T>> {
  const refused = refuseNonStaff(staff)
  if (refused) return refused
  const why = cleanReason(reason)
  if (!why) return fail('reason-required', 'backoffice.errors.reasonRequired')
  const found = await findReservation(payload, reservationNumber)
  if (!found) return reservationNotFound()
  return withTransaction<Result<T>>(payload, async ({ req, session }) => {
    await session.execute(reservationLock(found.id))
    const current = await payload.findByID({
      collection: 'reservations',
      id: found.id,
      depth: 0,
      overrideAccess: true,
      req: req(),
    })
    return change({ current, req, why, staff: staff! })
  })
}
