import type { Payload } from 'payload'

import { namedPlaceNames } from '@/booking/operations/namedPlaceNames'
import { reservationSummary } from '@/booking/reservationViews'
import { sendNotification } from '@/notifications'
import type { Reservation } from '@/payload-types'

import { cairoDayOf } from '../driverLink'
import { legsOfLink } from './driverDay'
import { driverLinkFor, driverLinkUrl, withdrawDriverLink } from './driverLinks'

type Leg = 'outbound' | 'return'

/**
 * After staff give a leg to a driver (issue 33 item 1): the driver's link for that day by SMS in
 * Arabic, and the link of the driver it was taken from withdrawn when they have no leg left that
 * day. Never throws: the dispatch stands, a failed message is logged and left to the outbox.
 */
export async function sendDriverLink(
  payload: Payload,
  reservation: Reservation,
  leg: Leg,
  previousMobile: string | null,
): Promise<void> {
  const what = `Reservation ${reservation.reservationNumber}: the ${leg} driver's link`
  try {
    const driver = reservation.dispatch?.[leg]
    const instant = leg === 'outbound' ? reservation.execDate : reservation.returningDate
    if (!driver?.driverMobile || !driver.driverName || !instant) return
    const pickup = new Date(instant)
    if (previousMobile && previousMobile !== driver.driverMobile) {
      await withdrawIfIdle(payload, previousMobile, cairoDayOf(pickup))
    }
    const token = await driverLinkFor(payload, {
      driverMobile: driver.driverMobile,
      driverName: driver.driverName,
      pickup,
    })
    const url = driverLinkUrl(token)
    if (!url) return
    const summary = reservationSummary(reservation)
    const named = await namedPlaceNames(payload, [summary.pickup.code, summary.dropoff.code])
    const end = (which: 'pickup' | 'dropoff') => ({
      names: summary[which].names,
      locationName: summary[which].locationName,
      // A listed hotel is named in the SMS's language (decision 0171).
      named: named.get(summary[which].code) ?? [],
    })
    await sendNotification(payload, {
      channel: 'sms',
      to: driver.driverMobile,
      locale: 'ar',
      template: 'driver-dispatched',
      data: {
        reservationNumber: reservation.reservationNumber,
        leg,
        pickupAt: (leg === 'outbound' ? summary.execDate : summary.returningDate)!,
        from: leg === 'outbound' ? end('pickup') : end('dropoff'),
        to: leg === 'outbound' ? end('dropoff') : end('pickup'),
        url,
      },
    })
  } catch (error) {
    payload.logger.error(
      `${what} failed: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}

/** Withdraws a replaced driver's link of `day` when no leg of theirs is left on it. */
async function withdrawIfIdle(payload: Payload, driverMobile: string, day: string) {
  const { docs } = await payload.find({
    collection: 'driver-links',
    where: { and: [{ driverMobile: { equals: driverMobile } }, { day: { equals: day } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const link = docs[0]
  if (!link || link.revokedAt) return
  const left = await legsOfLink(payload, link)
  if (left.length === 0) await withdrawDriverLink(payload, { driverMobile, day })
}
