import { sql } from '@payloadcms/db-postgres'
import type { Payload, RequestContext } from 'payload'

import { audited, type AuditActor, auditRefund, staffActor } from '@/audit/hooks'

import { wholeRefundAmount } from '@/backoffice/refundRights'
import { cleanReason, STAFF_ACTIONS, transitionFailure } from '@/backoffice/staffActions'
import { historyRow } from '@/booking/operations/createReservation'
import { reservationSummary } from '@/booking/reservationViews'
import { type StatusChange, transition } from '@/booking/status'
import { fail, ok, type Result } from '@/lib/failure'
import type { Payment, Reservation } from '@/payload-types'
import type { PaymentEvent, PaymentGateway } from '@/payments/gateway'
import { reservationLock } from '@/payments/operations/expirePayments'
import { paymentGateway } from '@/payments/operations/paymentGateway'
import { type TransactionReq, withTransaction } from '@/infra/db'

import { recipientOf, tellCustomer } from '@/notifications/customer'

import { findReservation, refuseNonStaff, reservationNotFound } from './reservations'
import type { StaffTransitionInput } from './sendToOperations'

export type CancelledReservation = {
  reservation: Reservation
  /** The refund of the captured card payment, or null when nothing was paid by card. */
  refund: { transactionId: string; amount: number } | null
}

export const paymentLock = (id: number) =>
  sql`select pg_advisory_xact_lock(hashtextextended(${`payment:${id}`}, 0))`

/** Two cancels of one booking take turns on this lock, held across the gateway's refund call. */
export const cancelLock = (id: number) =>
  sql`select pg_advisory_xact_lock(hashtextextended(${`reservation-cancel:${id}`}, 0))`

export async function paymentsOf(payload: Payload, reservationId: number, req?: TransactionReq) {
  const { docs } = await payload.find({
    collection: 'payments',
    where: { reservation: { equals: reservationId } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs
}

/** What the gateway gave back of a payment so far (piasters): its refund transactions. */
export async function refundedSoFar(
  payload: Payload,
  paymentId: number,
  req?: TransactionReq,
): Promise<number> {
  const { docs } = await payload.find({
    collection: 'payment-transactions',
    where: { and: [{ payment: { equals: paymentId } }, { kind: { equals: 'refunded' } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs.reduce((sum, transaction) => sum + (transaction.amount ?? 0), 0)
}

/**
 * The refund as one more transaction of the payment, unless its callback recorded it first; the
 * payment becomes `refunded` once nothing of it is held (`whole`).
 */
export async function recordRefund(
  payload: Payload,
  req: TransactionReq,
  payment: Payment,
  event: PaymentEvent,
  context: RequestContext,
  { whole = true }: { whole?: boolean } = {},
): Promise<void> {
  const { totalDocs } = await payload.count({
    collection: 'payment-transactions',
    where: { transactionId: { equals: event.transactionId } },
    overrideAccess: true,
    req,
  })
  if (totalDocs === 0) {
    await payload.create({
      collection: 'payment-transactions',
      overrideAccess: true,
      req,
      data: {
        transactionId: event.transactionId,
        payment: payment.id,
        kind: event.kind,
        orderId: event.orderId,
        source: 'refund',
        amount: event.amount > 0 ? event.amount : null,
        currency: event.currency,
        declineCode: null,
        outcome: 'refunded',
      },
    })
  }
  if (!whole) return
  await payload.update({
    collection: 'payments',
    id: payment.id,
    overrideAccess: true,
    depth: 0,
    req,
    context,
    data: { status: 'refunded' },
  })
}

/**
 * Staff cancel a reservation (any status but fail -> cancelled, through `transition()`).
 *
 * A card booking whose payment was captured is refunded first, in full (all that the payment still
 * holds after any partial refund of an admin's), at the gateway; operators refund only this way
 * (refund rights, `src/backoffice/refundRights.ts`), and the refund is audited with the reason. A refund
 * the gateway refuses leaves the reservation and the payment as they were and answers
 * `refund-failed`. The refund is recorded as a transaction of the payment (which becomes
 * `refunded`) and its number joins the reservation's transaction numbers. A pending card booking's
 * open payments are closed (`expired`), so a card paid on the gateway's page after this is
 * refunded by the payment step as a duplicate.
 *
 * Concurrency: two cancels of one booking take turns on a lock of their own held across the
 * refund call (one refund, never two); the status then changes under the payment's and the
 * reservation's locks, taken in the order the payment step takes them. The refund's own callback
 * (the simulator sends it before answering) needs neither lock held during the call.
 *
 * The customer is told by email and SMS in their language after the commit.
 */
export async function cancelReservation(
  payload: Payload,
  {
    reservationNumber,
    staff,
    reason,
    now = new Date(),
    gateway = paymentGateway(),
  }: StaffTransitionInput & { gateway?: PaymentGateway },
): Promise<Result<CancelledReservation>> {
  const refused = refuseNonStaff(staff)
  if (refused) return refused
  const why = cleanReason(reason)
  if (!why) return fail('reason-required', 'backoffice.errors.reasonRequired')
  const found = await findReservation(payload, reservationNumber)
  if (!found) return reservationNotFound()
  return cancelAndRefund(
    payload,
    found,
    {
      change: { by: { type: 'staff', id: staff!.id }, reason: why, at: now },
      actor: staffActor(staff!),
      // Operators refund only this way: all that the payment still holds, nothing chosen.
      refundOf: (held) => held,
    },
    gateway,
  )
}

/** Who cancels, why, and how much of what the payment still holds goes back. */
export type CancelBy = {
  change: StatusChange
  actor: AuditActor
  /** The refund of `held` piasters (all of it for staff; less the bank charge for a customer). */
  refundOf: (held: number) => number
}

/**
 * The cancellation itself, staff's or the customer's own (`selfCancel`,
 * `src/booking/operations/manageBooking.ts`): the refund at the gateway, the status, the payments,
 * the audit, then the customer's notice. Described at `cancelReservation`.
 */
export async function cancelAndRefund(
  payload: Payload,
  found: Reservation,
  { change, actor, refundOf }: CancelBy,
  gateway: PaymentGateway = paymentGateway(),
): Promise<Result<CancelledReservation>> {
  const why = change.reason
  const context = audited({ actor, reason: why })

  const result = await withTransaction<Result<CancelledReservation>>(
    payload,
    async ({ req, session }) => {
      await session.execute(cancelLock(found.id))
      const before = await payload.findByID({
        collection: 'reservations',
        id: found.id,
        depth: 0,
        overrideAccess: true,
        req: req(),
      })
      const allowed = transition(before.status, STAFF_ACTIONS.cancel, change)
      if (!allowed.ok) return { commit: false, value: transitionFailure(allowed.refusal) }

      const payments = await paymentsOf(payload, before.id, req())
      const captured = payments.find((payment) => payment.status === 'paid') ?? null
      // An admin may have given all of it back already (partial refunds, refundPayment.ts).
      const givenBack = payments.some((payment) => payment.status === 'refunded')
      if (before.paymentType === 'card' && before.status !== 'pending' && !captured && !givenBack) {
        payload.logger.error(
          `Reservation ${before.reservationNumber}: cancel refused, no captured payment to refund`,
        )
        return {
          commit: false,
          value: fail('captured-payment-missing', 'backoffice.errors.capturedPaymentMissing'),
        }
      }

      let refund: PaymentEvent | null = null
      const refundedBefore = captured ? await refundedSoFar(payload, captured.id, req()) : 0
      const toRefund = captured ? refundOf(wholeRefundAmount(captured.amount, refundedBefore)) : 0
      if (captured && toRefund > 0) {
        const answer = await gateway.refund({
          transactionId: captured.transactionId ?? '',
          amount: toRefund,
        })
        if (!answer.ok) {
          payload.logger.error(
            `Reservation ${before.reservationNumber}: refund of ${captured.reference} refused (${answer.code}); not cancelled`,
          )
          return { commit: false, value: fail('refund-failed', 'backoffice.errors.refundFailed') }
        }
        refund = answer.value
      }

      // The payment's lock, then the reservation's: the order of the payment step.
      for (const payment of payments) await session.execute(paymentLock(payment.id))
      await session.execute(reservationLock(before.id))
      const current = await payload.findByID({
        collection: 'reservations',
        id: before.id,
        depth: 0,
        overrideAccess: true,
        req: req(),
      })
      // A payment arrived between the first read and the locks (the booking was pending, nothing
      // to refund, and is paid now): cancelling it now would keep the money. Nothing changes; the
      // staff cancel again, which refunds it.
      if (current.status !== before.status && !refund) {
        return {
          commit: false,
          value: fail('reservation-changed', 'backoffice.errors.reservationChanged'),
        }
      }
      /** The refund made: one more transaction of the payment, and its entry in the audit trail. */
      const keepRefund = async (payment: Payment, made: PaymentEvent) => {
        await recordRefund(payload, req(), payment, made, context)
        await auditRefund(payload, req(), {
          actor,
          reason: why,
          paymentId: payment.id,
          reference: payment.reference,
          transactionId: made.transactionId,
          amount: toRefund,
          refundedBefore,
          by: 'cancel',
        })
      }
      const moved = transition(current.status, STAFF_ACTIONS.cancel, change)
      if (!moved.ok) {
        // Cannot happen after a refund (only a cancel leaves a cancellable status, and cancels
        // take turns); said loudly if it ever does, the refund kept on the payment.
        if (refund && captured) {
          await keepRefund(captured, refund)
          payload.logger.error(
            `Reservation ${current.reservationNumber}: refunded but status ${current.status} refused the cancel`,
          )
          return { commit: true, value: transitionFailure(moved.refusal) }
        }
        return { commit: false, value: transitionFailure(moved.refusal) }
      }
      if (refund && captured) await keepRefund(captured, refund)
      for (const payment of payments) {
        if (payment.status !== 'open') continue
        await payload.update({
          collection: 'payments',
          where: { and: [{ id: { equals: payment.id } }, { status: { equals: 'open' } }] },
          overrideAccess: true,
          depth: 0,
          req: req(),
          context,
          data: { status: 'expired' },
        })
      }
      const transactionNumbers = [
        ...(current.transactionNumbers ?? []).map(({ transactionNumber }) => ({
          transactionNumber,
        })),
        ...(refund ? [{ transactionNumber: refund.transactionId }] : []),
      ]
      const reservation = await payload.update({
        collection: 'reservations',
        id: current.id,
        overrideAccess: true,
        depth: 0,
        req: req(),
        context,
        data: {
          status: moved.status,
          statusHistory: [...(current.statusHistory ?? []), historyRow(moved.entry)],
          transactionNumbers,
        },
      })
      return {
        commit: true,
        value: ok({
          reservation,
          refund: refund ? { transactionId: refund.transactionId, amount: refund.amount } : null,
        }),
      }
    },
  )
  if (result.ok) await sendCancellation(payload, result.value)
  return result
}

/** The customer's notice of the cancellation, by email and SMS in their language; never throws. */
async function sendCancellation(
  payload: Payload,
  { reservation, refund }: CancelledReservation,
): Promise<void> {
  const what = `Reservation ${reservation.reservationNumber} cancelled`
  try {
    const { customer, language, hotline } = await recipientOf(payload, reservation)
    const summary = reservationSummary(reservation)
    const data = {
      reservationNumber: summary.reservationNumber,
      name: customer.name,
      tripType: summary.tripType,
      pickup: { names: summary.pickup.names, locationName: summary.pickup.locationName },
      dropoff: { names: summary.dropoff.names, locationName: summary.dropoff.locationName },
      execDate: summary.execDate,
      hotline,
      refundedAmount: refund && refund.amount > 0 ? refund.amount : null,
    }
    await tellCustomer(payload, what, { customer, language }, 'reservation-cancelled', data)
  } catch (error) {
    payload.logger.error(
      `${what}: the notice failed: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}
