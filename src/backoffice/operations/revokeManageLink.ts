import type { Payload } from 'payload'

import { audited, staffActor } from '@/audit/hooks'
import type { AccessUser } from '@/access/roles'
import { fail, ok, type Result } from '@/lib/failure'
import type { Reservation } from '@/payload-types'

import { withStaffReservation } from './reservations'

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
  return withStaffReservation<Reservation>(
    payload,
    { reservationNumber, staff, reason },
    async ({ current, req, why, staff: member }) => {
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
        context: audited({ actor: staffActor(member), reason: why }),
        data: { manageLink: { ...link, revokedAt: now.toISOString() } },
      })
      return { commit: true, value: ok(updated) }
    },
  )
}
