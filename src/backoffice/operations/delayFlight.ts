import type { Payload } from 'payload'

import { audited, staffActor } from '@/audit/hooks'
import type { AccessUser } from '@/access/roles'
import { cairoWallTimeToUtc, isCairoWallTime, utcToCairoWallTime } from '@/booking/cairoTime'
import { displayFlightNumber } from '@/booking/flightNumber'
import { airportCodes } from '@/booking/operations/airports'
import { historyRow } from '@/booking/operations/createReservation'
import { historyEntry } from '@/booking/status'
import { fail, ok, type Result } from '@/lib/failure'
import type { Reservation } from '@/payload-types'
import { cairoDayOf } from '@/tripday/driverLink'
import { sendDriverLink } from '@/tripday/operations/dispatchLink'
import { cairoDayBounds } from '@/tripday/operations/driverLinks'

import { cleanReason } from '../staffActions'
import {
  findReservation,
  refuseNonStaff,
  reservationNotFound,
  withStaffReservation,
} from './reservations'
import { tellOfChange } from './selfServiceNotices'

/** A delay moves a pickup this much at most: later than that is a new booking, by phone. */
const MAX_DELAY_HOURS = 24

export type DelayFlightInput = {
  /** The reservation whose flight is late: its arrival flight, on its pickup's Cairo day. */
  reservationNumber: string
  /** When the flight is now expected, Cairo wall time ('YYYY-MM-DDTHH:mm'). */
  expectedArrival: string
  reason: string
  staff: AccessUser
  now?: Date
}

const isActive = (status: Reservation['status']) => status !== 'cancelled' && status !== 'fail'

/**
 * A flight's delay by hand (issue 33 item 6; decision 0162): staff give the new expected arrival
 * of a reservation's arriving flight, and every airport pickup on that flight that Cairo day moves
 * to it, each under its own lock, with a line in its history and the reason audited. The customer
 * is told in their language and the leg's driver by SMS; a pickup moved past midnight sends the
 * driver that day's link. A pickup already at or after the new time stays.
 */
export async function delayFlight(
  payload: Payload,
  { reservationNumber, expectedArrival, reason, staff, now = new Date() }: DelayFlightInput,
): Promise<Result<{ flight: string; moved: string[] }>> {
  const refused = refuseNonStaff(staff)
  if (refused) return refused
  const why = cleanReason(reason)
  if (!why) return fail('reason-required', 'backoffice.errors.reasonRequired')
  const arrival = isCairoWallTime(expectedArrival) ? cairoWallTimeToUtc(expectedArrival) : null
  if (!arrival) return fail('flight-delay-invalid', 'backoffice.errors.flightDelayInvalid')
  const found = await findReservation(payload, reservationNumber)
  if (!found) return reservationNotFound()
  const flight = found.arrivalFlightNumber?.trim()
  const airports = await airportCodes(payload, [found.pickup?.code ?? ''])
  if (!flight || !airports.has(found.pickup?.code ?? '')) {
    return fail('flight-delay-no-flight', 'backoffice.errors.flightDelayNoFlight')
  }
  const booked = new Date(found.execDate)
  if (
    arrival.getTime() <= booked.getTime() ||
    arrival.getTime() <= now.getTime() ||
    arrival.getTime() - booked.getTime() > MAX_DELAY_HOURS * 3_600_000
  ) {
    return fail('flight-delay-not-later', 'backoffice.errors.flightDelayNotLater', {
      values: { hours: MAX_DELAY_HOURS },
    })
  }

  // The same flight's airport pickups of that Cairo day, this one included.
  const { from, to } = cairoDayBounds(cairoDayOf(booked))
  const { docs } = await payload.find({
    collection: 'reservations',
    where: {
      and: [
        { arrivalFlightNumber: { equals: flight } },
        { 'pickup.code': { equals: found.pickup!.code } },
        { execDate: { greater_than_equal: from.toISOString() } },
        { execDate: { less_than: to.toISOString() } },
      ],
    },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const wall = utcToCairoWallTime(arrival)
  const moved: { reservation: Reservation; before: string }[] = []
  for (const candidate of docs) {
    const result = await withStaffReservation<{ reservation: Reservation; before: string } | null>(
      payload,
      { reservationNumber: candidate.reservationNumber, staff, reason: why },
      async ({ current, req, staff: member }) => {
        const pickup = new Date(current.execDate)
        if (!isActive(current.status) || pickup.getTime() >= arrival.getTime()) {
          return { commit: false, value: ok(null) }
        }
        const before = current.execLocal || utcToCairoWallTime(pickup)
        const line = `Flight ${displayFlightNumber(flight)} delayed: pickup ${before} -> ${wall}. ${why}`
        const reservation = await payload.update({
          collection: 'reservations',
          id: current.id,
          overrideAccess: true,
          depth: 0,
          req: req(),
          context: audited({ actor: staffActor(member), reason: why }),
          data: {
            execDate: arrival.toISOString(),
            execLocal: wall,
            statusHistory: [
              ...(current.statusHistory ?? []),
              // The status stays: the line records the move, who made it and why.
              historyRow(
                historyEntry(current.status, current.status, {
                  by: { type: 'staff', id: member.id },
                  reason: line,
                  at: now,
                }),
              ),
            ],
          },
        })
        return { commit: true, value: ok({ reservation, before }) }
      },
    )
    if (result.ok && result.value) moved.push(result.value)
  }

  for (const { reservation, before } of moved) {
    await tellOfChange(
      payload,
      reservation,
      [{ field: 'execDate', before, after: wall }],
      ['outbound'],
      { delayedFlight: flight },
    )
    // Past midnight: the driver's list of the new day carries it, by that day's link.
    if (
      cairoDayOf(new Date(before ? cairoWallTimeToUtc(before)! : booked)) !== cairoDayOf(arrival)
    ) {
      await sendDriverLink(payload, reservation, 'outbound', null)
    }
  }
  return ok({ flight, moved: moved.map(({ reservation }) => reservation.reservationNumber) })
}
