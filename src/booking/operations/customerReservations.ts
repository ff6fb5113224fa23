import type { Payload } from 'payload'

import { type CustomerReservation, customerReservation } from '@/booking/reservationViews'
import { lifecycleFacts } from '@/booking/lifecycle/facts'
import { lifecycle } from '@/booking/lifecycle/lifecycle'
import type { Customer } from '@/payload-types'

import { airportsOf, lifecycleRules } from './lifecycle'

/**
 * The customer's own reservations, newest first, and how many they have in all. A declined card
 * never makes a reservation of its own: the retry pays the same one (decisions.md, "Payments,
 * refined"), so each card shows how many of its attempts were declined instead.
 */
export async function customerReservations(
  payload: Payload,
  customer: Customer,
  { limit }: { limit: number },
): Promise<{ count: number; reservations: CustomerReservation[] }> {
  const result = await payload.find({
    collection: 'reservations',
    where: { customer: { equals: customer.id } },
    sort: '-createdAt',
    limit,
    depth: 0,
    // `/api/cms` gives customers no reservation (staff only); the filter above keeps to theirs.
    overrideAccess: true,
  })
  const [declined, rules, airports] = await Promise.all([
    declinedAttemptsOf(
      payload,
      result.docs.filter((reservation) => reservation.paymentType === 'card').map((r) => r.id),
    ),
    lifecycleRules(payload),
    airportsOf(payload, result.docs),
  ])
  const now = new Date()
  return {
    count: result.totalDocs,
    reservations: result.docs.map((reservation) =>
      customerReservation(
        reservation,
        declined.get(reservation.id) ?? 0,
        lifecycle(lifecycleFacts(reservation, airports), now, rules),
      ),
    ),
  }
}

/** How many declined card transactions each of these reservations' payments had. */
async function declinedAttemptsOf(
  payload: Payload,
  reservationIds: number[],
): Promise<Map<number, number>> {
  const counts = new Map<number, number>()
  if (reservationIds.length === 0) return counts
  const { docs: payments } = await payload.find({
    collection: 'payments',
    where: { reservation: { in: reservationIds } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { reservation: true },
  })
  if (payments.length === 0) return counts
  const reservationOf = new Map(
    payments.map((payment) => [
      payment.id,
      typeof payment.reservation === 'object' ? payment.reservation?.id : payment.reservation,
    ]),
  )
  // The payment step records each declined card as a `declined` transaction of its order.
  const { docs: declined } = await payload.find({
    collection: 'payment-transactions',
    where: {
      and: [{ payment: { in: [...reservationOf.keys()] } }, { kind: { equals: 'declined' } }],
    },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { payment: true },
  })
  for (const transaction of declined) {
    const paymentId =
      typeof transaction.payment === 'object' ? transaction.payment?.id : transaction.payment
    const reservationId =
      paymentId === null || paymentId === undefined ? null : reservationOf.get(paymentId)
    if (reservationId === null || reservationId === undefined) continue
    counts.set(reservationId, (counts.get(reservationId) ?? 0) + 1)
  }
  return counts
}
