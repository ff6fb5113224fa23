import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { audited } from '@/audit/hooks'
import { historyRow } from '@/booking/operations/createReservation'
import { sendBookingConfirmation } from '@/booking/operations/notify'
import { transition } from '@/booking/status'
import { fail, ok, type Result } from '@/lib/failure'
import type { Payment, PaymentLink, Reservation } from '@/payload-types'
import type { PaymentEvent, PaymentGateway } from '@/payments/gateway'
import { paymentOutcome } from '@/payments/outcome'
import { type TransactionReq, withTransaction } from '@/server/db'

import { reservationLock } from './expirePayments'
import { type PaidPayment, sendPaymentReceipt } from './notifyPayment'
import { paymentTargets } from './paymentTargets'
import { isPayloadError } from '@/server/payloadErrors'

/**
 * What a verified gateway transaction does to our records, exactly once:
 *
 * 1. The payment it belongs to is found by the gateway's order id (unknown: refused, nothing
 *    written).
 * 2. In one transaction, under an advisory lock on that payment (so the server callback and the
 *    browser redirect, arriving together, take turns), the transaction id is recorded; a unique
 *    index makes a repeat of the same transaction a no-op that answers what the first did.
 * 3. The outcome rule (`src/payments/outcome.ts`) decides: paid (success, not pending, voided,
 *    refunded or errored, and our order, amount and currency), declined, or nothing to do. A wrong
 *    amount or currency is refused and logged.
 * 4. Paid: the payment becomes `paid` only if it was `open` (compare-and-set), the reservation
 *    moves pending -> paid-not-sent through `transition()` with the gateway as actor, and a link
 *    becomes `paid` only if it was `active`. A second success for something already paid (two
 *    payers of one link at once) is refunded at the gateway.
 *    Declined: a reservation moves pending -> fail; a link stays open for another card.
 *
 * Messages (the receipt and the staff email) are sent after the commit.
 */

export type PaymentSource = 'callback' | 'redirect' | 'inquiry' | 'refund'

export type AppliedEvent = {
  /** What the customer is shown next. */
  result: 'paid' | 'declined' | 'pending' | 'refunded' | 'voided' | 'duplicate' | 'ignored'
  declineCode: string | null
  reservationNumber: string | null
  linkToken: string | null
  /** The same transaction was already applied: nothing changed now. */
  repeat: boolean
}

type Effects = {
  applied: AppliedEvent
  paidReservation: Reservation | null
  /** The payment this event marked paid, with what it paid: its receipt goes after the commit. */
  receipt?: PaidPayment
  refundDuplicate: boolean
}

const idOf = (value: number | { id: number } | null | undefined) =>
  value === null || value === undefined ? null : typeof value === 'number' ? value : value.id

async function findPayment(payload: Payload, orderId: string): Promise<Payment | null> {
  const { docs } = await payload.find({
    collection: 'payments',
    where: { orderId: { equals: orderId } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

async function recordTransaction(
  payload: Payload,
  req: TransactionReq,
  payment: Payment,
  event: PaymentEvent,
  source: PaymentSource,
  result: AppliedEvent['result'],
): Promise<void> {
  await payload.create({
    collection: 'payment-transactions',
    overrideAccess: true,
    req,
    data: {
      transactionId: event.transactionId,
      payment: payment.id,
      kind: event.kind,
      orderId: event.orderId,
      source,
      amount: event.amount > 0 ? event.amount : null,
      currency: event.currency,
      declineCode: event.declineCode,
      outcome: result,
    },
  })
}

/** What the first delivery of a transaction did, or null when it is new. */
async function recordedResult(
  payload: Payload,
  transactionId: string,
  req?: TransactionReq,
): Promise<AppliedEvent['result'] | null> {
  const { docs } = await payload.find({
    collection: 'payment-transactions',
    where: { transactionId: { equals: transactionId } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  const outcome = docs[0]?.outcome
  return docs[0] ? ((outcome as AppliedEvent['result'] | null) ?? 'ignored') : null
}

async function moveReservation(
  payload: Payload,
  req: TransactionReq,
  reservation: Reservation,
  to: 'paid-not-sent' | 'fail',
  event: PaymentEvent,
  gateway: string,
  now: Date,
): Promise<Reservation | null> {
  const reason =
    to === 'paid-not-sent'
      ? `Card payment ${event.transactionId} received`
      : `Card declined (${event.declineCode ?? 'payment-failed'}), transaction ${event.transactionId}`
  const moved = transition(reservation.status, to, {
    by: { type: 'payment', id: gateway },
    reason,
    at: now,
  })
  if (!moved.ok) return null
  const transactionNumbers = [
    ...(reservation.transactionNumbers ?? []).map(({ transactionNumber }) => ({
      transactionNumber,
    })),
    { transactionNumber: event.transactionId },
  ]
  return payload.update({
    collection: 'reservations',
    id: reservation.id,
    overrideAccess: true,
    depth: 0,
    req,
    data: {
      status: moved.status,
      statusHistory: [...(reservation.statusHistory ?? []), historyRow(moved.entry)],
      // Paid: its confirmation is due (cleared once stored, notify.ts).
      ...(moved.status === 'paid-not-sent' ? { confirmationDue: true } : {}),
      orderNumber: event.orderId,
      transactionNumbers,
    },
  })
}

/**
 * A second success for something already paid: refunded at once. A refund the gateway refuses is
 * logged for the accountant to do by hand.
 */
async function refundDuplicate(
  payload: Payload,
  gateway: PaymentGateway,
  payment: Payment,
  event: PaymentEvent,
): Promise<void> {
  const refunded = await gateway.refund({
    transactionId: event.transactionId,
    amount: event.amount,
  })
  if (!refunded.ok) {
    payload.logger.error(
      `Payment ${payment.reference}: duplicate transaction ${event.transactionId} NOT refunded (${refunded.code}); refund it by hand`,
    )
    return
  }
  payload.logger.warn(
    `Payment ${payment.reference}: duplicate transaction ${event.transactionId} refunded`,
  )
  // Only an order that paid nothing else is closed as refunded (a link's second order).
  await payload.update({
    collection: 'payments',
    where: { and: [{ id: { equals: payment.id } }, { status: { equals: 'open' } }] },
    overrideAccess: true,
    depth: 0,
    data: { status: 'refunded', transactionId: event.transactionId },
  })
}

export async function applyPaymentEvent(
  payload: Payload,
  event: PaymentEvent,
  {
    source,
    gateway,
    now = new Date(),
  }: { source: PaymentSource; gateway: PaymentGateway; now?: Date },
): Promise<Result<AppliedEvent>> {
  const found = await findPayment(payload, event.orderId)
  if (!found) {
    payload.logger.warn(`Payment event for unknown order ${event.orderId} (${source})`)
    return fail('payment-unknown-order', 'payment.errors.unknownOrder')
  }
  const outcome = paymentOutcome(event, {
    orderId: found.orderId ?? '',
    amount: found.amount,
    currency: found.currency,
  })
  if (outcome.kind === 'refused') {
    payload.logger.error(
      `Payment ${found.reference}: transaction ${event.transactionId} refused (${outcome.reason}) from ${source}`,
    )
    return fail('payment-mismatch', 'payment.errors.mismatch')
  }

  const effects = await withTransaction<Effects>(
    payload,
    async ({ req, session }) => {
      await session.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`payment:${found.id}`}, 0))`,
      )
      const payment = await payload.findByID({
        collection: 'payments',
        id: found.id,
        depth: 0,
        overrideAccess: true,
        req: req(),
      })
      // The booking's expiry takes the same lock: it reads the reservation only after this.
      const reservationId = idOf(payment.reservation as number | Reservation | null)
      if (reservationId !== null) await session.execute(reservationLock(reservationId))
      // Two orders of one link (two payers at once) take turns on the link itself.
      const linkId = idOf(payment.paymentLink as number | PaymentLink | null)
      if (linkId !== null) {
        await session.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`payment-link:${linkId}`}, 0))`,
        )
      }
      const { reservation, link } = await paymentTargets(payload, payment, req())
      const answer = (result: AppliedEvent['result'], repeat = false): AppliedEvent => ({
        result,
        declineCode: outcome.kind === 'declined' ? outcome.declineCode : null,
        reservationNumber: reservation?.reservationNumber ?? null,
        linkToken: link?.token ?? null,
        repeat,
      })
      // Under the lock, a transaction seen before is seen here: it changes nothing again.
      const earlier = await recordedResult(payload, event.transactionId, req())
      if (earlier) {
        return {
          commit: false,
          value: { applied: answer(earlier, true), paidReservation: null, refundDuplicate: false },
        }
      }

      let result: AppliedEvent['result'] = 'ignored'
      let paidReservation: Reservation | null = null
      let refundDuplicate = false
      let receipt: PaidPayment | undefined
      if (outcome.kind === 'paid') {
        if (payment.status !== 'open') {
          // A second success on an order already settled: the money goes back.
          result = 'duplicate'
          refundDuplicate = true
        } else if (link && link.status !== 'active' && link.status !== 'expired') {
          // The link was paid through another order, or cancelled meanwhile: the money goes back.
          result = 'duplicate'
          refundDuplicate = true
        } else {
          result = 'paid'
          const paidPayment = await payload.update({
            collection: 'payments',
            id: payment.id,
            overrideAccess: true,
            depth: 0,
            req: req(),
            data: {
              status: 'paid',
              transactionId: event.transactionId,
              settledAt: now.toISOString(),
              // Cleared once the receipt is stored (notifyPayment.ts); the jobs queue sends it if not.
              receiptDue: true,
            },
          })
          if (reservation) {
            paidReservation = await moveReservation(
              payload,
              req(),
              reservation,
              'paid-not-sent',
              event,
              payment.gateway,
              now,
            )
          }
          let paidLink: PaymentLink | null = null
          if (link) {
            paidLink = await payload.update({
              collection: 'payment-links',
              id: link.id,
              overrideAccess: true,
              depth: 0,
              req: req(),
              data: { status: 'paid', paidAt: now.toISOString() },
            })
          }
          receipt = {
            payment: paidPayment,
            reservation: paidReservation ?? reservation,
            link: paidLink,
          }
        }
      } else if (outcome.kind === 'declined') {
        result = 'declined'
        if (reservation && payment.status === 'open') {
          await moveReservation(payload, req(), reservation, 'fail', event, payment.gateway, now)
        }
      } else {
        result = outcome.kind
      }
      await recordTransaction(payload, req(), payment, event, source, result)
      return {
        commit: true,
        value: { applied: answer(result), paidReservation, receipt, refundDuplicate },
      }
    },
    { context: audited({ actor: { type: 'payment', id: found.gateway, name: source } }) },
  ).catch(async (error: unknown): Promise<Effects> => {
    // A twin delivery committed the same transaction id first (the unique index): answer as it did.
    if (!isPayloadError(error, 400)) throw error
    const earlier = await recordedResult(payload, event.transactionId)
    if (!earlier) throw error
    const { reservation, link } = await paymentTargets(payload, found)
    return {
      applied: {
        result: earlier,
        declineCode: event.declineCode,
        reservationNumber: reservation?.reservationNumber ?? null,
        linkToken: link?.token ?? null,
        repeat: true,
      },
      paidReservation: null,
      refundDuplicate: false,
    }
  })

  if (effects.paidReservation) await sendBookingConfirmation(payload, effects.paidReservation)
  if (effects.receipt) await sendPaymentReceipt(payload, effects.receipt)
  if (effects.refundDuplicate) await refundDuplicate(payload, gateway, found, event)
  return ok(effects.applied)
}
