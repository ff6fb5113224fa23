import type { Payload } from 'payload'

import { audited, staffActor } from '@/audit/hooks'
import { cleanReason } from '@/backoffice/staffActions'
import type { AccessUser } from '@/access/roles'
import { withTransaction } from '@/infra/db'
import { fail, ok, type Result } from '@/lib/failure'
import type { Reservation } from '@/payload-types'
import { reservationLock } from '@/payments/operations/expirePayments'

import { findReservation, refuseNonStaff, reservationNotFound } from './reservations'

/**
 * Staff withdraw a booking's private manage link (decisions.md "Beyond the spec: customers"):
 * from then on it opens nothing, and the customer manages the booking from their account or
 * through the desk. Audited with the staff member's reason. A booking whose link was never sent,
 * or already withdrawn, answers `manage-link-none` and changes nothing. The next confirmation sent
 * (a payment, staff resending) issues a new link.
 */
export async function revokeManageLink(
  payload: Payload,
  {
    reservationNumber,
    staff,
    reason,
    now = new Date(),
  }: { reservationNumber: string; staff: AccessUser; reason: string; now?: Date },
): Promise<Result<Reservation>> {
  const refused = refuseNonStaff(staff)
  if (refused) return refused
  const why = cleanReason(reason)
  if (!why) return fail('reason-required', 'backoffice.errors.reasonRequired')
  const found = await findReservation(payload, reservationNumber)
  if (!found) return reservationNotFound()
  return withTransaction<Result<Reservation>>(payload, async ({ req, session }) => {
    await session.execute(reservationLock(found.id))
    const current = await payload.findByID({
      collection: 'reservations',
      id: found.id,
      depth: 0,
      overrideAccess: true,
      req: req(),
    })
    const link = current.manageLink
    if (!link?.tokenHash || link.revokedAt) {
      return { commit: false, value: fail('manage-link-none', 'backoffice.errors.noManageLink') }
    }
    const updated = await payload.update({
      collection: 'reservations',
      id: current.id,
      overrideAccess: true,
      depth: 0,
      req: req(),
      context: audited({ actor: staffActor(staff!), reason: why }),
      data: { manageLink: { ...link, revokedAt: now.toISOString() } },
    })
    return { commit: true, value: ok(updated) }
  })
}
