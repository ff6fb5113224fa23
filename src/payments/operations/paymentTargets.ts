import type { Payload } from 'payload'

import type { Payment, PaymentLink, Reservation } from '@/payload-types'
import type { TransactionReq } from '@/infra/db'

const idOf = (value: number | { id: number } | null | undefined) =>
  value === null || value === undefined ? null : typeof value === 'number' ? value : value.id

/** What a payment pays for: its booking or its payment link (null where it has none, or it is gone). */
export async function paymentTargets(
  payload: Payload,
  payment: Payment,
  req?: TransactionReq,
): Promise<{ reservation: Reservation | null; link: PaymentLink | null }> {
  const reservationId = idOf(payment.reservation)
  const linkId = idOf(payment.paymentLink)
  const [reservation, link] = await Promise.all([
    reservationId === null
      ? null
      : payload.findByID({
          collection: 'reservations',
          id: reservationId,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
          ...(req ? { req } : {}),
        }),
    linkId === null
      ? null
      : payload.findByID({
          collection: 'payment-links',
          id: linkId,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
          ...(req ? { req } : {}),
        }),
  ])
  return { reservation, link }
}
