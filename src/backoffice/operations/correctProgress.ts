import type { Payload } from 'payload'

import { audited, staffActor } from '@/audit/hooks'
import type { AccessUser } from '@/access/roles'
import { fail, ok, type Result } from '@/lib/failure'
import type { Reservation } from '@/payload-types'
import { legProgressOf } from '@/booking/lifecycle/facts'
import {
  LEG_PROGRESS,
  type LegProgress,
  tripOutcome,
  tripRefusal,
} from '@/booking/lifecycle/progress'

import { isDispatchLeg, legsOf } from '../dispatch'
import { withStaffReservation } from './reservations'

export type CorrectProgressInput = {
  reservationNumber: string
  leg: string
  state: string
  staff: AccessUser
  reason: string
  now?: Date
}

const isProgress = (value: string): value is LegProgress =>
  (LEG_PROGRESS as readonly string[]).includes(value)

/**
 * Staff correct a leg's trip progress (issue 33 item 4; decision 0162): any state, forward or
 * back, at any time (a driver who tapped "completed" on the wrong leg, a no-show the driver
 * forgot), with a reason; the driver's windows (decision 0170) do not bind staff. Only a booking
 * that will be served has a trip to correct: an unpaid, failed or cancelled one is refused. The
 * trip's outcome follows the legs; the progress history keeps who, when and why, and the change
 * is audited. No message goes to the customer: a correction fixes the record.
 */
export async function correctProgress(
  payload: Payload,
  { reservationNumber, leg, state, staff, reason, now = new Date() }: CorrectProgressInput,
): Promise<Result<Reservation>> {
  if (!isDispatchLeg(leg)) return fail('leg-not-in-trip', 'backoffice.errors.legNotInTrip')
  if (!isProgress(state)) return fail('progress-invalid', 'backoffice.errors.progressInvalid')
  return withStaffReservation<Reservation>(
    payload,
    { reservationNumber, staff, reason },
    async ({ current, req, why, staff: member }) => {
      const legs = legsOf(current.tripType)
      if (!legs.includes(leg)) {
        return { commit: false, value: fail('leg-not-in-trip', 'backoffice.errors.legNotInTrip') }
      }
      // Free of the driver's order and windows, but only on a trip: a booking that will be served.
      if (tripRefusal(current.status)) {
        return {
          commit: false,
          value: fail('progress-not-allowed', 'backoffice.errors.progressNotAllowed'),
        }
      }
      if (legProgressOf(current, leg) === state) {
        return {
          commit: false,
          value: fail('progress-unchanged', 'backoffice.errors.progressUnchanged'),
        }
      }
      const at = now.toISOString()
      const states = legs.map((each) => (each === leg ? state : legProgressOf(current, each)))
      const updated = await payload.update({
        collection: 'reservations',
        id: current.id,
        overrideAccess: true,
        depth: 0,
        req: req(),
        context: audited({ actor: staffActor(member), reason: why }),
        data: {
          progress: {
            ...current.progress,
            [leg]: { state, at },
            outcome: tripOutcome(states),
          },
          progressHistory: [
            ...(current.progressHistory ?? []),
            {
              leg,
              step: state,
              at,
              byType: 'staff' as const,
              byId: String(member.id),
              reason: why,
            },
          ],
        },
      })
      return { commit: true, value: ok(updated) }
    },
  )
}
