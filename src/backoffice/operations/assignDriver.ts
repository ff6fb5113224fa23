import type { Payload } from 'payload'
import * as z from 'zod'

import type { AccessUser } from '@/access/roles'
import { audited, staffActor } from '@/audit/hooks'
import {
  type DispatchLeg,
  type DriverAssignment,
  dispatchRefusal,
  driverInput,
  hadDriver,
  isDispatchLeg,
  legsOf,
  sameAssignment,
} from '@/backoffice/dispatch'
import { cleanReason, STAFF_ACTIONS } from '@/backoffice/staffActions'
import { historyRow } from '@/booking/operations/createReservation'
import { transition } from '@/booking/status'
import { reservationSummary } from '@/booking/reservationViews'
import { fail, ok, type Result } from '@/lib/failure'
import { zodFailure } from '@/lib/zodFailure'
import type { Reservation } from '@/payload-types'
import { reservationLock } from '@/payments/operations/expirePayments'
import { sendDriverLink } from '@/tripday/operations/dispatchLink'
import { withTransaction } from '@/infra/db'
import { rosterAssignment } from '@/fleet/operations/rosterDispatch'

import { recipientOf, tellCustomer } from '@/notifications/customer'

import { findReservation, refuseNonStaff, reservationNotFound } from './reservations'

export type AssignDriverInput = {
  reservationNumber: string
  leg: string
  /**
   * A driver and vehicle of the roster (`{driverId, vehicleId, override?}`, decision 0185), or a
   * one-off driver as staff typed them: name, mobile (national or international, `country` for
   * national), plate.
   */
  driver: unknown
  staff: AccessUser
  /** Optional words for the dispatch history ("driver fell ill"). */
  reason?: string
  now?: Date
}

export type AssignedDriver = {
  reservation: Reservation
  leg: DispatchLeg
  driver: DriverAssignment
  /** False when the leg already had exactly this driver, mobile and plate: nothing was sent. */
  changed: boolean
}

/** The status history's reason when the last leg's driver sends a booking to operations. */
export const EVERY_LEG_DISPATCHED = 'Every leg dispatched'

/** A driver and vehicle of the roster; `override` is the reason to send them despite a conflict. */
const rosterInput = z.object({
  driverId: z.coerce.number().int().positive(),
  vehicleId: z.coerce.number().int().positive(),
  override: z.string().max(2_000).optional(),
})

/** What the leg stores: the driver as the customer is told, and the roster's ids when chosen there. */
type Stored = DriverAssignment & {
  nameAr: string | null
  driverId: number | null
  vehicleId: number | null
  overrideReason: string | null
}

const driverOf = ({ name, mobile, plate }: Stored): DriverAssignment => ({ name, mobile, plate })

const stored = (assignment: Stored) => ({
  driverName: assignment.name,
  driverNameAr: assignment.nameAr,
  driverMobile: assignment.mobile,
  vehiclePlate: assignment.plate,
  driver: assignment.driverId,
  vehicle: assignment.vehicleId,
  overrideReason: assignment.overrideReason,
})

const idOf = (value: unknown): number | null =>
  typeof value === 'number'
    ? value
    : typeof value === 'object' && value && 'id' in value
      ? Number((value as { id: unknown }).id)
      : null

/**
 * Driver dispatch (decisions.md, "Driver dispatch"): staff set the driver, the driver's mobile
 * and the vehicle's plate of one leg of a booking that will be served (`dispatchRefusal`: an
 * unpaid, failed or cancelled one gets none, 409 with the reason). The leg keeps the current one
 * (with who and when), the dispatch history every assignment and change. Under the reservation's
 * lock, so two staff assigning at once take turns and a cancel cannot slip between the check and
 * the write. The
 * customer gets the driver's details by email and SMS in their language after the commit, on the
 * first assignment and on every change; the same details again send nothing.
 */
export async function assignDriver(
  payload: Payload,
  { reservationNumber, leg, driver, staff, reason, now = new Date() }: AssignDriverInput,
): Promise<Result<AssignedDriver>> {
  const refused = refuseNonStaff(staff)
  if (refused) return refused
  if (!isDispatchLeg(leg)) return fail('leg-not-in-trip', 'backoffice.errors.legNotInTrip')
  const fromRoster =
    typeof driver === 'object' && driver !== null && ('driverId' in driver || 'vehicleId' in driver)
  const roster = rosterInput.safeParse(fromRoster ? driver : null)
  if (fromRoster && !roster.success)
    return fail('dispatch-roster-invalid', 'backoffice.errors.dispatchRosterInvalid')
  const typed = fromRoster ? null : driverInput.safeParse(driver)
  if (typed && !typed.success) return zodFailure(typed.error)
  const found = await findReservation(payload, reservationNumber)
  if (!found) return reservationNotFound()
  // The leg's driver until now: their day link is withdrawn if this was their last leg that day.
  const previousMobile = found.dispatch?.[leg as 'outbound' | 'return']?.driverMobile ?? null

  const result = await withTransaction<Result<AssignedDriver & { hadDriver: boolean }>>(
    payload,
    async ({ req, session }) => {
      await session.execute(reservationLock(found.id))
      const current = await payload.findByID({
        collection: 'reservations',
        id: found.id,
        depth: 0,
        overrideAccess: true,
        req: req(),
      })
      // Checked under the lock: a booking paid, failed or cancelled meanwhile is read as it is.
      const refused = dispatchRefusal(current.status)
      if (refused) return { commit: false, value: fail(refused.code, refused.messageKey) }
      if (!legsOf(current.tripType).includes(leg)) {
        return { commit: false, value: fail('leg-not-in-trip', 'backoffice.errors.legNotInTrip') }
      }
      let assignment: Stored
      if (roster.success) {
        const pickupAt = leg === 'outbound' ? current.execDate : current.returningDate
        const [from, to] = [current.pickup?.code ?? '', current.dropoff?.code ?? '']
        const chosen = await rosterAssignment(
          payload,
          session,
          req(),
          { ...roster.data, override: roster.data.override ?? null },
          {
            reservationNumber: current.reservationNumber,
            leg,
            pickupAt: new Date(pickupAt ?? current.execDate),
            from: leg === 'outbound' ? from : to,
            to: leg === 'outbound' ? to : from,
            persons: current.persons ?? 1,
            luggages: current.luggages ?? 0,
          },
        )
        if (!chosen.ok) return { commit: false, value: chosen }
        assignment = chosen.value
      } else {
        assignment = {
          ...typed!.data!,
          nameAr: null,
          driverId: null,
          vehicleId: null,
          overrideReason: null,
        }
      }
      const before = current.dispatch?.[leg]
      if (
        sameAssignment(before, assignment) &&
        (idOf(before?.driver) ?? null) === assignment.driverId &&
        (idOf(before?.vehicle) ?? null) === assignment.vehicleId
      ) {
        return {
          commit: false,
          value: ok({
            reservation: current,
            leg,
            driver: driverOf(assignment),
            changed: false,
            hadDriver: true,
          }),
        }
      }
      const at = now.toISOString()
      const byId = String(staff!.id)
      // Every leg now has a driver: a paid or cash booking is sent to operations with it (the
      // spec's `completed`), recorded as such in the status history (decision 0185).
      const dispatch = { ...current.dispatch, [leg]: { ...stored(assignment) } }
      const allDispatched = legsOf(current.tripType).every((each) =>
        Boolean(dispatch[each]?.driverName),
      )
      const sent = allDispatched
        ? transition(current.status, STAFF_ACTIONS['send-to-operations'], {
            by: { type: 'staff', id: staff!.id },
            reason: EVERY_LEG_DISPATCHED,
            at: now,
          })
        : null
      const reservation = await payload.update({
        collection: 'reservations',
        id: current.id,
        overrideAccess: true,
        depth: 0,
        req: req(),
        context: audited({ actor: staffActor(staff!), reason: cleanReason(reason) || null }),
        data: {
          dispatch: {
            ...current.dispatch,
            [leg]: {
              ...stored(assignment),
              assignedAt: at,
              assignedBy: byId,
            },
          },
          dispatchHistory: [
            ...(current.dispatchHistory ?? []),
            {
              leg,
              at,
              byId,
              ...stored(assignment),
              reason: cleanReason(reason) || null,
            },
          ],
          ...(sent?.ok
            ? {
                status: sent.status,
                statusHistory: [...(current.statusHistory ?? []), historyRow(sent.entry)],
              }
            : {}),
        },
      })
      return {
        commit: true,
        value: ok({
          reservation,
          leg,
          driver: driverOf(assignment),
          changed: true,
          hadDriver: hadDriver(before),
        }),
      }
    },
  )
  if (!result.ok) return result
  const { hadDriver: changedDriver, ...assigned } = result.value
  if (assigned.changed) {
    await sendDriverDetails(payload, assigned, changedDriver)
    await sendDriverLink(payload, assigned.reservation, assigned.leg, previousMobile)
  }
  return ok(assigned)
}

/** The driver's details to the customer by email and SMS in their language; never throws. */
async function sendDriverDetails(
  payload: Payload,
  { reservation, leg, driver }: AssignedDriver,
  changed: boolean,
): Promise<void> {
  const what = `Reservation ${reservation.reservationNumber}: driver of the ${leg} leg`
  try {
    const { customer, language, hotline } = await recipientOf(payload, reservation)
    const summary = reservationSummary(reservation)
    const pickupAt = leg === 'return' ? summary.returningDate : summary.execDate
    if (!pickupAt) throw new Error(`no pickup time for the ${leg} leg`)
    const data = {
      reservationNumber: summary.reservationNumber,
      name: customer.name,
      leg,
      pickupAt,
      driver,
      changed,
      hotline,
    }
    await tellCustomer(payload, what, { customer, language }, 'driver-assigned', data)
  } catch (error) {
    payload.logger.error(
      `${what}: the message failed: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}
