import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { audited } from '@/audit/hooks'
import { historyRow } from '@/booking/operations/createReservation'
import { promoUsedUpByPayer } from '@/booking/operations/promo'
import { sendBookingConfirmation } from '@/notifications/booking'
import { transition } from '@/booking/status'
import { fail, ok, type Result } from '@/lib/failure'
import type { Payment, PaymentLink, Reservation } from '@/payload-types'
import type { PaymentEvent, PaymentGateway } from '@/payments/gateway'
import { paymentOutcome } from '@/payments/outcome'
import { type PaymentSource, PROMO_USED_WITH_PAYMENT } from '@/payments/payment'
import { type TransactionReq, withTransaction } from '@/infra/db'

import { reservationLock } from './expirePayments'
import { type PaidPayment, sendPaymentReceipt } from './notifyPayment'
import {
  markRefundDue,
  markRefundedByGateway,
  refundUnserved,
  type UnservedPayment,
} from './refundUnserved'
import { paymentTargets } from './paymentTargets'
import { isPayloadError } from '@/infra/payloadErrors'

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
 * 4. Paid: money that can pay what it was for pays it. The payment becomes `paid`, the
 *    reservation moves pending -> paid-not-sent through `transition()` with the gateway as actor,
 *    a link becomes `paid`, all in the same transaction. Money that cannot (the booking is no
 *    longer pending: expired, cancelled or already paid; the link is paid, cancelled or expired;
 *    the order already paid) pays nothing: it is refunded at once (`refundUnserved`), so no money
 *    is kept for a booking that is not served (decisions.md, "Payments, refined").
 *    Money for a booking whose once-per-customer promo code this card or wallet (or the person
 *    the booking names) has already used as often as the code allows pays nothing either
 *    (`promo-repeat`, docs/decisions/0177): refunded at once, the booking left pending to be
 *    paid another way, the order no longer handed out, as after a decline.
 *    Declined: nothing moves. The booking stays `pending` while its payment window lasts and the
 *    customer may try again (the same card page, or a new order from the pay route: a declined
 *    order is no longer handed out); each attempt is kept as a transaction for the staff.
 *
 * Messages (the receipt and the staff email) are sent after the commit, and so is a refund.
 */

export type AppliedEvent = {
  /** What the customer is shown next. */
  result:
    | 'paid'
    | 'declined'
    | 'pending'
    | 'refunded'
    | 'voided'
    /** Money for something already paid: refunded. */
    | 'duplicate'
    /** Money for a booking or link no longer payable (expired, cancelled): refunded. */
    | 'closed'
    /** Money for a booking whose promo code its payer had used up already: refunded. */
    | 'promo-repeat'
    | 'ignored'
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
  /** Captured money that paid nothing: refunded after the commit. */
  refund: UnservedPayment | null
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

/** What a transaction was paid with, as stored (null fields when the gateway did not say). */
const instrumentData = (event: PaymentEvent) => ({
  method: event.instrument?.method ?? null,
  brand: event.instrument?.brand ?? null,
  masked: event.instrument?.masked ?? null,
  fingerprint: event.instrument?.fingerprint ?? null,
})

/**
 * Stores what a transaction did: a new row, or the row of the same transaction first seen
 * pending (a mobile wallet waiting for the customer's confirmation), now final.
 */
async function recordTransaction(
  payload: Payload,
  req: TransactionReq,
  payment: Payment,
  event: PaymentEvent,
  source: PaymentSource,
  result: AppliedEvent['result'],
  pendingRow: number | null,
): Promise<void> {
  const data = {
    transactionId: event.transactionId,
    payment: payment.id,
    kind: event.kind,
    orderId: event.orderId,
    source,
    amount: event.amount > 0 ? event.amount : null,
    currency: event.currency,
    declineCode: event.declineCode,
    outcome: result,
    instrument: instrumentData(event),
  }
  if (pendingRow !== null) {
    await payload.update({
      collection: 'payment-transactions',
      id: pendingRow,
      overrideAccess: true,
      depth: 0,
      req,
      data,
    })
    return
  }
  await payload.create({ collection: 'payment-transactions', overrideAccess: true, req, data })
}

/** What the first delivery of a transaction did (and its row), or null when it is new. */
async function recordedTransaction(
  payload: Payload,
  transactionId: string,
  req?: TransactionReq,
): Promise<{ id: number; result: AppliedEvent['result'] } | null> {
  const { docs } = await payload.find({
    collection: 'payment-transactions',
    where: { transactionId: { equals: transactionId } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  const row = docs[0]
  if (!row) return null
  return { id: row.id, result: (row.outcome as AppliedEvent['result'] | null) ?? 'ignored' }
}

/** What the first delivery of a transaction did, or null when it is new. */
async function recordedResult(
  payload: Payload,
  transactionId: string,
  req?: TransactionReq,
): Promise<AppliedEvent['result'] | null> {
  return (await recordedTransaction(payload, transactionId, req))?.result ?? null
}

async function moveReservation(
  payload: Payload,
  req: TransactionReq,
  reservation: Reservation,
  event: PaymentEvent,
  gateway: string,
  now: Date,
): Promise<Reservation | null> {
  const reason =
    event.instrument?.method === 'wallet'
      ? `Mobile wallet payment ${event.transactionId} received`
      : `Card payment ${event.transactionId} received`
  const moved = transition(reservation.status, 'paid-not-sent', {
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
      // Paid: its confirmation is due (cleared once stored, src/notifications/booking.ts).
      confirmationDue: true,
      orderNumber: event.orderId,
      transactionNumbers,
    },
  })
}

/**
 * Why captured money cannot pay what its order was for, or null when it can: the order already
 * paid (a second success), the booking or link paid through another order (`already-paid`), or
 * the booking no longer pending, the link no longer active, or either gone (`closed`).
 */
function unservedReason(
  payment: Payment,
  reservation: Reservation | null,
  link: PaymentLink | null,
): UnservedPayment['reason'] | null {
  if (payment.status === 'paid' || payment.status === 'refunded') return 'already-paid'
  if (reservation) {
    if (reservation.status === 'pending') return null
    return PAID_STATUSES.has(reservation.status) ? 'already-paid' : 'closed'
  }
  if (link) {
    if (link.status === 'active') return null
    return link.status === 'paid' ? 'already-paid' : 'closed'
  }
  return 'closed'
}

const PAID_STATUSES = new Set<string>(['paid-not-sent', 'cash-not-sent', 'completed'])

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
        declineCode:
          result === 'promo-repeat'
            ? PROMO_USED_WITH_PAYMENT
            : outcome.kind === 'declined'
              ? outcome.declineCode
              : null,
        reservationNumber: reservation?.reservationNumber ?? null,
        linkToken: link?.token ?? null,
        repeat,
      })
      // Under the lock, a transaction seen before is seen here: it changes nothing again. One
      // exception: a transaction first seen pending (a mobile wallet waiting for the customer's
      // confirmation) that comes again final (the same id) is applied now, once.
      const earlier = await recordedTransaction(payload, event.transactionId, req())
      const settlesPending = earlier?.result === 'pending' && outcome.kind !== 'pending'
      if (earlier && !settlesPending) {
        return {
          commit: false,
          value: { applied: answer(earlier.result, true), paidReservation: null, refund: null },
        }
      }

      let result: AppliedEvent['result'] = 'ignored'
      let paidReservation: Reservation | null = null
      let receipt: PaidPayment | undefined
      let refund: UnservedPayment | null = null
      const unserved = outcome.kind === 'paid' ? unservedReason(payment, reservation, link) : null
      // A booking it could pay, but whose promo code this payer has used up (under the code's lock).
      const promoRepeat =
        outcome.kind === 'paid' &&
        !unserved &&
        reservation !== null &&
        (await promoUsedUpByPayer(payload, { session, req: req() }, reservation, {
          instrument: event.instrument?.fingerprint ?? null,
        }))
      if (outcome.kind === 'paid' && unserved) {
        // The money pays nothing: it goes back, after the commit, and the staff see it due now.
        result = unserved === 'already-paid' ? 'duplicate' : 'closed'
        refund = { reason: unserved, payment, reservation, link, event, source }
        await markRefundDue(payload, req(), payment, event)
      } else if (outcome.kind === 'paid' && promoRepeat) {
        // As after a decline, the booking stays pending and this order is no longer handed out;
        // the money goes back after the commit.
        result = 'promo-repeat'
        refund = { reason: 'promo-repeat', payment, reservation, link, event, source }
        await markRefundDue(payload, req(), payment, event)
        await payload.update({
          collection: 'payments',
          id: payment.id,
          overrideAccess: true,
          depth: 0,
          req: req(),
          data: {
            declineCode: PROMO_USED_WITH_PAYMENT,
            checkoutUrl: null,
            instrument: instrumentData(event),
          },
        })
      } else if (outcome.kind === 'paid') {
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
            declineCode: null,
            instrument: instrumentData(event),
            // Cleared once the receipt is stored (notifyPayment.ts); the jobs queue sends it if not.
            receiptDue: true,
          },
        })
        if (reservation) {
          paidReservation = await moveReservation(
            payload,
            req(),
            reservation,
            event,
            payment.gateway,
            now,
          )
          // unservedReason let only a pending booking through: it always moves.
          if (!paidReservation) throw new Error(`reservation ${reservation.id} did not move`)
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
      } else if (outcome.kind === 'declined') {
        result = 'declined'
        if (payment.status === 'open') {
          // The booking stays pending: the customer may try again. This order is no longer
          // handed out by the pay route (a new one is opened), but its card page may still retry.
          await payload.update({
            collection: 'payments',
            id: payment.id,
            overrideAccess: true,
            depth: 0,
            req: req(),
            data: {
              declineCode: outcome.declineCode,
              checkoutUrl: null,
              instrument: instrumentData(event),
            },
          })
        }
      } else {
        result = outcome.kind
        if (outcome.kind === 'refunded') await markRefundedByGateway(payload, req(), payment)
      }
      await recordTransaction(
        payload,
        req(),
        payment,
        event,
        source,
        result,
        settlesPending ? earlier.id : null,
      )
      return {
        commit: true,
        value: { applied: answer(result), paidReservation, receipt, refund },
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
      refund: null,
    }
  })

  if (effects.paidReservation) await sendBookingConfirmation(payload, effects.paidReservation)
  if (effects.receipt) await sendPaymentReceipt(payload, effects.receipt)
  if (effects.refund) await refundUnserved(payload, gateway, effects.refund)
  return ok(effects.applied)
}
