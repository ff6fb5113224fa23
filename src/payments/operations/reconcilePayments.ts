import type { Payload } from 'payload'

import type { PaymentGateway } from '@/payments/gateway'

import { applyPaymentEvent } from './applyPaymentEvent'

/** An open payment older than this is asked about: its callback may have been lost. */
const ASK_AFTER_MS = 5 * 60_000

/**
 * The jobs queue's reconciliation (every few minutes): for open payments whose callback never
 * came, the gateway is asked what happened, and its answer is applied exactly as a callback would
 * be (the transaction id keeps it from counting twice).
 */
export async function reconcilePayments(
  payload: Payload,
  gateway: PaymentGateway,
  now = new Date(),
): Promise<{ asked: number; settled: number }> {
  const { docs } = await payload.find({
    collection: 'payments',
    where: {
      and: [
        { status: { equals: 'open' } },
        { gateway: { equals: gateway.name } },
        { createdAt: { less_than_equal: new Date(now.getTime() - ASK_AFTER_MS).toISOString() } },
      ],
    },
    depth: 0,
    limit: 50,
    pagination: false,
    overrideAccess: true,
  })
  let settled = 0
  for (const payment of docs) {
    if (!payment.orderId) continue
    const answer = await gateway.inquire(payment.orderId)
    if (!answer.ok) {
      payload.logger.warn(`Reconciliation of ${payment.reference} failed: ${answer.code}`)
      continue
    }
    if (!answer.value) continue
    const applied = await applyPaymentEvent(payload, answer.value, {
      source: 'inquiry',
      gateway,
      now,
    })
    if (applied.ok && !applied.value.repeat && applied.value.result === 'paid') settled += 1
  }
  return { asked: docs.length, settled }
}
