import { fail, type Failure } from '@/lib/failure'

/**
 * Who may refund what (docs/decisions.md, "Payments, refined": refund rights). Operators refund
 * only by cancelling a booking, and then the whole amount still held (`cancelReservation`); a
 * partial refund, of a booking that stays as it is, is an admin's alone. Every refund names its
 * reason and is kept in the audit trail.
 */

/** Whether `amount` piasters may be refunded now of a payment that captured `paid` and has had
 * `refunded` given back already, by a staff member (`isAdmin` or not): null when it may, else the
 * refusal. */
export function partialRefundRefusal(
  isAdmin: boolean,
  { amount, paid, refunded }: { amount: number; paid: number; refunded: number },
): Failure | null {
  if (!isAdmin) return fail('admin-only', 'backoffice.errors.refundAdminOnly')
  const left = Math.max(0, paid - refunded)
  if (left === 0) return fail('nothing-to-refund', 'backoffice.errors.nothingToRefund')
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > left) {
    return fail('refund-amount-invalid', 'backoffice.errors.refundAmountInvalid', {
      values: { max: left / 100 },
    })
  }
  return null
}

/** What a cancel refunds: all that the payment still holds (what it captured, less refunds). */
export const wholeRefundAmount = (paid: number, refunded: number): number =>
  Math.max(0, paid - refunded)
