import type { Payload } from 'payload'

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
import { cleanReason } from '@/backoffice/staffActions'
import { reservationSummary } from '@/booking/reservationViews'
import { fail, ok, type Result } from '@/lib/failure'
import { zodFailure } from '@/lib/zodFailure'
import type { Reservation } from '@/payload-types'
import { reservationLock } from '@/payments/operations/expirePayments'
import { sendDriverLink } from '@/tripday/operations/dispatchLink'
import { withTransaction } from '@/infra/db'

import { recipientOf, tellCustomer } from '@/notifications/customer'

import { findReservation, refuseNonStaff, reservationNotFound } from './reservations'

export type AssignDriverInput = {
  reservationNumber: string
  leg: string
  /** What staff typed: name, mobile (national or international, `country` for national), plate. */
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
  const parsed = driverInput.safeParse(driver)
  if (!parsed.success) return zodFailure(parsed.error)
  const assignment = parsed.data
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
      const before = current.dispatch?.[leg]
      if (sameAssignment(before, assignment)) {
        return {
          commit: false,
          value: ok({
            reservation: current,
            leg,
            driver: assignment,
            changed: false,
            hadDriver: true,
          }),
        }
      }
      const at = now.toISOString()
      const byId = String(staff!.id)
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
              driverName: assignment.name,
              driverMobile: assignment.mobile,
              vehiclePlate: assignment.plate,
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
              driverName: assignment.name,
              driverMobile: assignment.mobile,
              vehiclePlate: assignment.plate,
              reason: cleanReason(reason) || null,
            },
          ],
        },
      })
      return {
        commit: true,
        value: ok({
          reservation,
          leg,
          driver: assignment,
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
