import type { Payload } from 'payload'

import { deskWrite } from '@/access/deskWrite'
import type { AccessUser } from '@/access/roles'
import { audited, staffActor } from '@/audit/hooks'
import { fail, ok, type Result } from '@/lib/failure'
import type { PaymentLink } from '@/payload-types'
import { newPaymentLinkToken } from '@/payments/paymentLinks'
import { isPayloadError } from '@/infra/payloadErrors'

import { PAYMENT_LINK_ERRORS, readPaymentLinkInput } from '../paymentLinkDesk'
import { findReservation, refuseNonStaff } from './reservations'
import type { StaffUser } from './staffSession'

/**
 * Staff create a payment link (the payment links desk, `POST /api/{staffsegment}/paymentlinks`):
 * the form's fields checked by `readPaymentLinkInput` (an amount in pounds as typed, the phone as
 * E.164, an expiry in Cairo time or the settings' hours), the reservation, when named, must
 * exist. Written through the Local API as the staff user (`overrideAccess: false`), so the
 * collection's access rules and hooks apply; the audit trail names them.
 */
export async function createPaymentLink(
  payload: Payload,
  { staff, body, now = new Date() }: { staff: AccessUser; body: unknown; now?: Date },
): Promise<Result<PaymentLink>> {
  const refused = refuseNonStaff(staff)
  if (refused) return refused
  const input = readPaymentLinkInput(body, now)
  if (!input.ok) return input
  const { reservationNumber, expiresAt, ...fields } = input.value
  let reservation: number | null = null
  if (reservationNumber) {
    const found = await findReservation(payload, reservationNumber)
    if (!found) {
      const issue = {
        field: 'reservationNumber',
        code: 'reservation-unknown',
        messageKey: PAYMENT_LINK_ERRORS.reservationUnknown,
      }
      return fail(issue.code, issue.messageKey, { issues: [issue] })
    }
    reservation = found.id
  }
  try {
    const link = await payload.create({
      collection: 'payment-links',
      overrideAccess: false,
      user: staff as StaffUser,
      // The reservation's number comes with the answer.
      depth: 1,
      context: deskWrite(audited({ actor: staffActor(staff!) })),
      data: {
        ...fields,
        reservation,
        status: 'active',
        // Absent: the collection's hook gives the settings' hours from now.
        ...(expiresAt ? { expiresAt: expiresAt.toISOString() } : {}),
        token: newPaymentLinkToken(),
      },
    })
    return ok(link)
  } catch (error) {
    // The collection's own checks agree with the form's; a refusal of theirs is still a 400.
    if (isPayloadError(error, 400)) {
      return fail('payment-link-invalid', 'backoffice.paymentLinks.errors.linkInvalid')
    }
    throw error
  }
}
