import type { Payload } from 'payload'

import type { Payment, PaymentLink, Reservation } from '@/payload-types'
import type { PaymentEvent, PaymentGateway } from '@/payments/gateway'
import { type PaymentSource, REFUND_OUTCOMES } from '@/payments/payment'
import type { TransactionReq } from '@/infra/db'
import { isPayloadError } from '@/infra/payloadErrors'

import { sendRefundNotice } from './notifyPayment'
import { paymentTargets } from './paymentTargets'

/**
 * Captured money that cannot pay what its order was for goes back at once (decisions.md,
 * "Payments, refined"): a second success for a booking or link already paid, a success for a
 * booking no longer pending (expired, cancelled) or a link no longer active, or one for a booking
 * whose promo code its payer had already used up (`promo-repeat`, docs/decisions/0177).
 *
 * 1. In the transaction that records the captured transaction, a row `refund-of-<id>` of the
 *    payment's transactions says the refund is due (`refund-due`): the staff see it on the
 *    reservation and on the dashboard until it is done, even if the server stops right after.
 * 2. After the commit the gateway is asked about the transaction (inquiry): only a transaction it
 *    knows, with our order, amount and currency, that succeeded and is not yet refunded, is
 *    refunded. An id the gateway does not confirm is never refunded (`refund-unconfirmed`).
 * 3. The refund is recorded as a transaction of the payment, the payment becomes `refunded` (an
 *    order that paid nothing else), the row becomes `refund-done`, and the customer is told by
 *    email and SMS in their language. A refund the gateway refuses, or an inquiry it does not
 *    answer, leaves the row `refund-failed`, logged as an error: the dashboard counts it for the
 *    accountant to refund by hand (a refund made at the gateway later clears it, see
 *    `markRefundedByGateway`). A row left `refund-due` (the server stopped before the refund) is
 *    taken up again by the reconciliation job (`retryDueRefunds`).
 */

export type UnservedPayment = {
  reason: 'already-paid' | 'closed' | 'promo-repeat'
  /** The payment (order) the money was captured on, as it was when the money came. */
  payment: Payment
  reservation: Reservation | null
  link: PaymentLink | null
  event: PaymentEvent
  source: PaymentSource
}

export const refundRowId = (transactionId: string) => `refund-of-${transactionId}`

/** Step 1, inside the transaction that records the captured transaction. */
export async function markRefundDue(
  payload: Payload,
  req: TransactionReq,
  payment: Payment,
  event: PaymentEvent,
): Promise<void> {
  await payload.create({
    collection: 'payment-transactions',
    overrideAccess: true,
    req,
    data: {
      transactionId: refundRowId(event.transactionId),
      payment: payment.id,
      kind: 'refund',
      orderId: event.orderId,
      source: 'refund',
      amount: event.amount > 0 ? event.amount : null,
      currency: event.currency,
      declineCode: null,
      outcome: REFUND_OUTCOMES.due,
    },
  })
}

/** A refund of this payment arrived from the gateway: a refund that failed here was made there. */
export async function markRefundedByGateway(
  payload: Payload,
  req: TransactionReq,
  payment: Payment,
): Promise<void> {
  await payload.update({
    collection: 'payment-transactions',
    where: {
      and: [
        { payment: { equals: payment.id } },
        { outcome: { in: [REFUND_OUTCOMES.failed, REFUND_OUTCOMES.unconfirmed] } },
      ],
    },
    data: { outcome: REFUND_OUTCOMES.doneByHand },
    overrideAccess: true,
    depth: 0,
    req,
  })
}

async function setRefundRow(
  payload: Payload,
  transactionId: string,
  outcome: (typeof REFUND_OUTCOMES)[keyof typeof REFUND_OUTCOMES],
): Promise<void> {
  await payload.update({
    collection: 'payment-transactions',
    where: { transactionId: { equals: refundRowId(transactionId) } },
    data: { outcome },
    overrideAccess: true,
    depth: 0,
  })
}

/** The refund as one more transaction of the payment, unless its own callback recorded it. */
async function recordRefund(payload: Payload, payment: Payment, refund: PaymentEvent) {
  try {
    await payload.create({
      collection: 'payment-transactions',
      overrideAccess: true,
      data: {
        transactionId: refund.transactionId,
        payment: payment.id,
        kind: refund.kind,
        orderId: refund.orderId,
        source: 'refund',
        amount: refund.amount > 0 ? refund.amount : null,
        currency: refund.currency,
        declineCode: null,
        outcome: 'refunded',
      },
    })
  } catch (error) {
    // The refund's callback came first (the unique transaction id): already recorded.
    if (!isPayloadError(error, 400)) throw error
  }
}

/** Steps 2 and 3, after the commit; never throws. */
export async function refundUnserved(
  payload: Payload,
  gateway: PaymentGateway,
  unserved: UnservedPayment,
): Promise<void> {
  const { payment, event } = unserved
  const what = `Payment ${payment.reference}: transaction ${event.transactionId} (${unserved.reason}, from ${unserved.source})`
  try {
    const inquiry = await gateway.transaction(event.transactionId)
    if (!inquiry.ok) {
      payload.logger.error(
        `${what} NOT refunded: the inquiry failed (${inquiry.code}); refund it by hand`,
      )
      await setRefundRow(payload, event.transactionId, REFUND_OUTCOMES.failed)
      return
    }
    const known = inquiry.value
    const confirmed =
      known !== null &&
      known.transactionId === event.transactionId &&
      known.orderId === event.orderId &&
      known.amount === event.amount &&
      known.currency === event.currency
    if (confirmed && known.kind === 'refunded') {
      payload.logger.warn(`${what}: already refunded at the gateway`)
      await setRefundRow(payload, event.transactionId, REFUND_OUTCOMES.done)
      return
    }
    if (!confirmed || known.kind !== 'paid') {
      payload.logger.error(
        `${what} NOT refunded: the gateway does not confirm a payment of ${event.amount} on order ${event.orderId} (${known ? known.kind : 'unknown'})`,
      )
      await setRefundRow(payload, event.transactionId, REFUND_OUTCOMES.unconfirmed)
      return
    }
    const refunded = await gateway.refund({
      transactionId: event.transactionId,
      amount: event.amount,
    })
    if (!refunded.ok) {
      payload.logger.error(`${what} NOT refunded (${refunded.code}); refund it by hand`)
      await setRefundRow(payload, event.transactionId, REFUND_OUTCOMES.failed)
      return
    }
    await recordRefund(payload, payment, refunded.value)
    // Only an order that paid nothing else is closed as refunded.
    await payload.update({
      collection: 'payments',
      where: {
        and: [{ id: { equals: payment.id } }, { status: { in: ['open', 'expired'] } }],
      },
      overrideAccess: true,
      depth: 0,
      data: { status: 'refunded', transactionId: event.transactionId, checkoutUrl: null },
    })
    await setRefundRow(payload, event.transactionId, REFUND_OUTCOMES.done)
    payload.logger.warn(`${what}: refunded (${refunded.value.transactionId})`)
    await sendRefundNotice(payload, {
      payment,
      reservation: unserved.reservation,
      link: unserved.link,
      reason: unserved.reason,
      transactionId: event.transactionId,
      amount: event.amount,
    })
  } catch (error) {
    payload.logger.error(
      `${what}: the refund step failed: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}

/** How long a refund stays `refund-due` before the jobs queue takes it up again. */
const RETRY_AFTER_MS = 2 * 60_000

/**
 * The refunds still `refund-due` two minutes after their money came (a server stopped between the
 * commit and the refund, or the refund step threw): taken up again by the reconciliation job, the
 * same way (inquiry first, so one already made is only marked done). Resolves with how many.
 */
export async function retryDueRefunds(
  payload: Payload,
  gateway: PaymentGateway,
  now: Date = new Date(),
  limit = 20,
): Promise<number> {
  const { docs } = await payload.find({
    collection: 'payment-transactions',
    where: {
      and: [
        { outcome: { equals: REFUND_OUTCOMES.due } },
        { createdAt: { less_than_equal: new Date(now.getTime() - RETRY_AFTER_MS).toISOString() } },
      ],
    },
    sort: 'createdAt',
    depth: 0,
    limit,
    pagination: false,
    overrideAccess: true,
  })
  let retried = 0
  for (const row of docs) {
    const transactionId = row.transactionId.slice(refundRowId('').length)
    const paymentId = typeof row.payment === 'object' ? row.payment?.id : row.payment
    if (!paymentId || !row.orderId || !row.amount || !row.currency) continue
    const [payment, captured] = await Promise.all([
      payload.findByID({
        collection: 'payments',
        id: paymentId,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      }),
      payload.find({
        collection: 'payment-transactions',
        where: { transactionId: { equals: transactionId } },
        limit: 1,
        depth: 0,
        pagination: false,
        overrideAccess: true,
      }),
    ])
    if (!payment) continue
    const { reservation, link } = await paymentTargets(payload, payment)
    const outcome = captured.docs[0]?.outcome
    await refundUnserved(payload, gateway, {
      reason: outcome === 'closed' || outcome === 'promo-repeat' ? outcome : 'already-paid',
      payment,
      reservation,
      link,
      event: {
        kind: 'paid',
        transactionId,
        orderId: row.orderId,
        reference: null,
        amount: row.amount,
        currency: row.currency,
        declineCode: null,
        createdAt: '',
        instrument: null,
      },
      source: 'inquiry',
    })
    retried += 1
  }
  return retried
}
