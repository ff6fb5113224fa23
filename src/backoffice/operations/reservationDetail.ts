import type { Payload } from 'payload'

import type { AccessUser } from '@/access/roles'
import { ok, type Result } from '@/lib/failure'
import type { Payment, PaymentTransaction, Reservation } from '@/payload-types'

import { refuseNonStaff, reservationNotFound } from './reservations'

export type ReservationDetail = {
  reservation: Reservation
  /** The reservation's payments, newest first, each with its gateway transactions. */
  payments: (Payment & { transactions: PaymentTransaction[] })[]
  /** The names of the staff members its histories mention, by id (the history shows names). */
  staffNames: Map<string, string>
}

/**
 * Everything the desk shows of one reservation: what the customer entered (with the customer),
 * the price snapshot, the status and dispatch histories, and its payments with their transaction
 * numbers. Read as the system after the staff check: staff read all of it (the access matrix).
 */
export async function reservationDetail(
  payload: Payload,
  { staff, reservationNumber }: { staff: AccessUser; reservationNumber: string },
): Promise<Result<ReservationDetail>> {
  const refused = refuseNonStaff(staff)
  if (refused) return refused
  const number = reservationNumber.trim().toUpperCase()
  if (!/^[A-Z0-9-]{1,20}$/.test(number)) return reservationNotFound()
  const { docs } = await payload.find({
    collection: 'reservations',
    where: { reservationNumber: { equals: number } },
    limit: 1,
    depth: 1,
    overrideAccess: true,
  })
  const reservation = docs[0]
  if (!reservation) return reservationNotFound()
  const { docs: payments } = await payload.find({
    collection: 'payments',
    where: { reservation: { equals: reservation.id } },
    sort: '-createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const { docs: transactions } = payments.length
    ? await payload.find({
        collection: 'payment-transactions',
        where: { payment: { in: payments.map((payment) => payment.id) } },
        sort: 'createdAt',
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
    : { docs: [] as PaymentTransaction[] }
  const staffIds = [
    ...(reservation.statusHistory ?? [])
      .filter((entry) => entry.byType === 'staff')
      .map((entry) => entry.byId),
    ...(reservation.dispatchHistory ?? []).map((entry) => entry.byId),
    ...(reservation.progressHistory ?? [])
      .filter((entry) => entry.byType === 'staff')
      .map((entry) => entry.byId),
  ].filter((id): id is string => typeof id === 'string' && /^\d{1,12}$/.test(id))
  const { docs: mentioned } = staffIds.length
    ? await payload.find({
        collection: 'users',
        where: { id: { in: [...new Set(staffIds)].map(Number) } },
        select: { name: true, email: true },
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
    : { docs: [] as { id: number; name?: string | null; email?: string | null }[] }
  const staffNames = new Map(
    mentioned.map((user): [string, string] => [
      String(user.id),
      user.name || user.email || String(user.id),
    ]),
  )
  const paymentOf = (transaction: PaymentTransaction) =>
    typeof transaction.payment === 'object' ? transaction.payment?.id : transaction.payment
  return ok({
    reservation,
    payments: payments.map((payment) => ({
      ...payment,
      transactions: transactions.filter((transaction) => paymentOf(transaction) === payment.id),
    })),
    staffNames,
  })
}
