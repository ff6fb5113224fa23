import type { Payload } from 'payload'

import { audited, staffActor } from '@/audit/hooks'

import { STAFF_ACTIONS, transitionFailure } from '@/backoffice/staffActions'
import { historyRow } from '@/booking/operations/createReservation'
import { transition } from '@/booking/status'
import type { AccessUser } from '@/access/roles'
import { ok, type Result } from '@/lib/failure'
import type { Reservation } from '@/payload-types'

import { withStaffReservation } from './reservations'

export type StaffTransitionInput = {
  reservationNumber: string
  staff: AccessUser
  reason: string
  now?: Date
}

/**
 * "Send to operations": a paid or accepted cash booking (paid-not-sent, cash-not-sent) becomes
 * `completed` through `transition()`, with the staff member, the time and the reason in the
 * status history. Under the reservation's advisory lock (the one the payment operations take), so
 * a payment callback, an expiry or another staff action on the same booking take turns.
 */
export async function sendToOperations(
  payload: Payload,
  { reservationNumber, staff, reason, now = new Date() }: StaffTransitionInput,
): Promise<Result<Reservation>> {
  return withStaffReservation<Reservation>(
    payload,
    { reservationNumber, staff, reason },
    async ({ current, req, why, staff: member }) => {
      const moved = transition(current.status, STAFF_ACTIONS['send-to-operations'], {
        by: { type: 'staff', id: member.id },
        reason: why,
        at: now,
      })
      if (!moved.ok) return { commit: false, value: transitionFailure(moved.refusal) }
      const updated = await payload.update({
        collection: 'reservations',
        id: current.id,
        overrideAccess: true,
        depth: 0,
        req: req(),
        context: audited({ actor: staffActor(member), reason: why }),
        data: {
          status: moved.status,
          statusHistory: [...(current.statusHistory ?? []), historyRow(moved.entry)],
        },
      })
      return { commit: true, value: ok(updated) }
    },
  )
}
