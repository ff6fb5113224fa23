import type { Payload } from 'payload'

import { isAdminUser } from '@/access/roles'
import { audited, auditRefund, staffActor } from '@/audit/hooks'
import { partialRefundRefusal } from '@/backoffice/refundRights'
import { cleanReason } from '@/backoffice/staffActions'
import { fail, ok, type Result } from '@/lib/failure'
import type { Reservation } from '@/payload-types'
import type { PaymentGateway } from '@/payments/gateway'
import { reservationLock } from '@/payments/operations/expirePayments'
import { paymentGateway } from '@/payments/operations/paymentGateway'
import { type RefundedPayment, sendRefundNotice } from '@/payments/operations/notifyPayment'
import { withTransaction } from '@/infra/db'

import {
  cancelLock,
  paymentLock,
  paymentsOf,
  recordRefund,
  refundedSoFar,
} from './cancelReservation'
import { findReservation, refuseNonStaff, reservationNotFound } from './reservations'
import type { StaffTransitionInput } from './sendToOperations'

export type PartialRefund = {
  reservation: Reservation
  refund: { transactionId: string; amount: number }
  /** What the payment still holds after it (piasters). */
  left: number
}

/**
 * An admin gives back part of a booking's captured card payment, the booking staying as it is
 * (`POST /api/{staffsegment}/reservations/{number}/refund {amount, reason}`): admins only
 * (operators refund only by cancelling, `cancelReservation`), at most what the payment still holds,
 * with a reason, kept in the audit trail. The refund is one more transaction of the payment and its
 * number joins the reservation's; the payment becomes `refunded` when nothing of it is left. The
 * customer is told by email and SMS in their language once it is committed.
 *
 * Takes the cancel's lock of the booking across the gateway's call, so a refund and a cancel (or two
 * refunds) take turns and never give back more than was paid.
 */
export async function refundPayment(
  payload: Payload,
  {
    reservationNumber,
    staff,
    reason,
    amount,
    gateway = paymentGateway(),
  }: StaffTransitionInput & { amount: number; gateway?: PaymentGateway },
): Promise<Result<PartialRefund>> {
  const refused = refuseNonStaff(staff)
  if (refused) return refused
  if (!isAdminUser(staff)) return fail('admin-only', 'backoffice.errors.refundAdminOnly')
  const why = cleanReason(reason)
  if (!why) return fail('reason-required', 'backoffice.errors.reasonRequired')
  const found = await findReservation(payload, reservationNumber)
  if (!found) return reservationNotFound()
  const actor = staffActor(staff!)
  const context = audited({ actor, reason: why })

  let notice: RefundedPayment | null = null
  const result = await withTransaction<Result<PartialRefund>>(payload, async ({ req, session }) => {
    await session.execute(cancelLock(found.id))
    const payments = await paymentsOf(payload, found.id, req())
    const captured = payments.find((payment) => payment.status === 'paid') ?? null
    if (!captured) {
      return {
        commit: false,
        value: fail('nothing-to-refund', 'backoffice.errors.nothingToRefund'),
      }
    }
    const refundedBefore = await refundedSoFar(payload, captured.id, req())
    const refusal = partialRefundRefusal(isAdminUser(staff), {
      amount,
      paid: captured.amount,
      refunded: refundedBefore,
    })
    if (refusal) return { commit: false, value: refusal }

    const answer = await gateway.refund({ transactionId: captured.transactionId ?? '', amount })
    if (!answer.ok) {
      payload.logger.error(
        `Reservation ${found.reservationNumber}: partial refund of ${captured.reference} refused (${answer.code})`,
      )
      return {
        commit: false,
        value: fail('refund-failed', 'backoffice.errors.partialRefundFailed'),
      }
    }
    const refund = answer.value
    const left = captured.amount - refundedBefore - amount
    await session.execute(paymentLock(captured.id))
    await session.execute(reservationLock(found.id))
    await recordRefund(payload, req(), captured, refund, context, { whole: left === 0 })
    await auditRefund(payload, req(), {
      actor,
      reason: why,
      paymentId: captured.id,
      reference: captured.reference,
      transactionId: refund.transactionId,
      amount,
      refundedBefore,
      by: 'partial',
    })
    const current = await payload.findByID({
      collection: 'reservations',
      id: found.id,
      depth: 0,
      overrideAccess: true,
      req: req(),
    })
    const reservation = await payload.update({
      collection: 'reservations',
      id: current.id,
      overrideAccess: true,
      depth: 0,
      req: req(),
      context,
      data: {
        transactionNumbers: [
          ...(current.transactionNumbers ?? []).map(({ transactionNumber }) => ({
            transactionNumber,
          })),
          { transactionNumber: refund.transactionId },
        ],
      },
    })
    payload.logger.info(
      `Reservation ${found.reservationNumber}: ${amount} piasters of ${captured.reference} refunded by staff ${staff!.id}`,
    )
    notice = {
      payment: captured,
      reservation,
      link: null,
      reason: 'partial',
      transactionId: captured.transactionId ?? refund.transactionId,
      amount,
    }
    return {
      commit: true,
      value: ok({ reservation, refund: { transactionId: refund.transactionId, amount }, left }),
    }
  })
  // After the commit: the customer hears of the money given back, in their language.
  if (result.ok && notice) await sendRefundNotice(payload, notice)
  return result
}
