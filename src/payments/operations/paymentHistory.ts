import type { Payload } from 'payload'

import { type PaymentHistory, paymentHistory } from '@/payments/paymentHistory'

/**
 * The card payments of one reservation as its customer sees them (`src/payments/paymentHistory.ts`):
 * read as the system, so the caller has checked the reader first (the reservation page checks the
 * owner; the manage link, its token). Only this reservation's payments and their transactions.
 */
export async function reservationPaymentHistory(
  payload: Payload,
  reservationId: number,
): Promise<PaymentHistory> {
  const { docs: payments } = await payload.find({
    collection: 'payments',
    where: { reservation: { equals: reservationId } },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  if (payments.length === 0) return { attempts: [], captured: [] }
  const { docs: transactions } = await payload.find({
    collection: 'payment-transactions',
    where: { payment: { in: payments.map((payment) => payment.id) } },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return paymentHistory(payments, transactions)
}
