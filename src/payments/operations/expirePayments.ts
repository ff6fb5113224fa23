import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { historyRow } from '@/booking/operations/createReservation'
import { transition } from '@/booking/status'
import type { Reservation } from '@/payload-types'
import { cardPaymentDeadline } from '@/payments/payment'
import { withTransaction } from '@/infra/db'

import { paymentSettings } from './openPayment'

/**
 * The jobs queue's sweep (every minute): card bookings left unpaid past `cardPaymentMinutes`
 * become `fail` (by the system, through `transition()`), their open payments `expired`, and open
 * payment links past their date `expired`. A decline never fails a booking: only this sweep (or a
 * cancellation) moves it on. A payment that arrives later pays nothing: it is refunded at once
 * (`refundUnserved.ts`), so no money stays with a failed booking.
 */
export async function expirePayments(
  payload: Payload,
  now = new Date(),
): Promise<{ reservations: number; links: number }> {
  const { cardPaymentMinutes } = await paymentSettings(payload)
  const cutoff = new Date(now.getTime() - cardPaymentMinutes * 60_000)
  const { docs: unpaid } = await payload.find({
    collection: 'reservations',
    where: {
      and: [
        { status: { equals: 'pending' } },
        { paymentType: { equals: 'card' } },
        { createdAt: { less_than_equal: cutoff.toISOString() } },
      ],
    },
    depth: 0,
    limit: 200,
    pagination: false,
    overrideAccess: true,
  })
  let reservations = 0
  for (const reservation of unpaid) {
    if (await expireReservation(payload, reservation, cardPaymentMinutes, now)) reservations += 1
  }

  const links = await payload.update({
    collection: 'payment-links',
    where: {
      and: [
        { status: { equals: 'active' } },
        { expiresAt: { less_than_equal: now.toISOString() } },
      ],
    },
    data: { status: 'expired' },
    overrideAccess: true,
    depth: 0,
  })
  await payload.update({
    collection: 'payments',
    where: {
      and: [{ status: { equals: 'open' } }, { expiresAt: { less_than_equal: now.toISOString() } }],
    },
    data: { status: 'expired' },
    overrideAccess: true,
    depth: 0,
  })
  return { reservations, links: links.docs.length }
}

/** The advisory lock both expiry and a payment take before they change a reservation. */
export const reservationLock = (id: number) =>
  sql`select pg_advisory_xact_lock(hashtextextended(${`reservation:${id}`}, 0))`

async function expireReservation(
  payload: Payload,
  reservation: Reservation,
  minutes: number,
  now: Date,
): Promise<boolean> {
  if (cardPaymentDeadline(reservation.createdAt, minutes).getTime() > now.getTime()) return false
  return withTransaction(payload, async ({ req, session }) => {
    // A payment being applied right now holds the same lock: one of the two wins, cleanly.
    await session.execute(reservationLock(reservation.id))
    const current = await payload.findByID({
      collection: 'reservations',
      id: reservation.id,
      depth: 0,
      overrideAccess: true,
      req: req(),
    })
    const moved = transition(current.status, 'fail', {
      by: { type: 'system', id: 'payment-expiry' },
      reason: `Card payment not completed within ${minutes} minutes`,
      at: now,
    })
    if (!moved.ok) return { commit: false, value: false }
    await payload.update({
      collection: 'reservations',
      id: current.id,
      data: {
        status: moved.status,
        statusHistory: [...(current.statusHistory ?? []), historyRow(moved.entry)],
      },
      overrideAccess: true,
      depth: 0,
      req: req(),
    })
    return { commit: true, value: true }
  })
}
