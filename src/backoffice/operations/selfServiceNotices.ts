import type { Payload } from 'payload'

import { namedPlaceNames } from '@/booking/operations/namedPlaceNames'
import { reservationSummary } from '@/booking/reservationViews'
import { DEFAULT_LOCALE } from '@/i18n/locales'
import { readServerEnv } from '@/lib/env'
import { displayPhone } from '@/lib/phone'
import { sendNotification } from '@/notifications'
import type { ChangeLineData } from '@/notifications/templates/reservationChanged'
import { recipientOf, tellCustomer } from '@/notifications/customer'
import type { Customer, Reservation } from '@/payload-types'

/**
 * Who hears of a customer's own change or cancellation (issue 32 item 2): the customer (a change's
 * confirmation; a cancellation's notice is `cancelAndRefund`'s own), the staff by email, and the
 * driver assigned to each leg it touches, by SMS in Arabic (decision 0155). Sent after the commit;
 * a message that fails is logged and left to the outbox's retries, never undoing the change.
 */

type Leg = 'outbound' | 'return'

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** The booking's page in the customer's language (its voucher and calendar file). */
function bookingUrl(reservation: Reservation, language: string): { bookingUrl?: string } {
  try {
    const site = readServerEnv().SITE_URL.replace(/\/+$/, '')
    return {
      bookingUrl: `${site}/${language}/booking/${encodeURIComponent(reservation.reservationNumber)}`,
    }
  } catch {
    return {}
  }
}

/** Tells each assigned driver of `legs`; answers who was told. */
async function tellDrivers(
  payload: Payload,
  reservation: Reservation,
  customer: Customer,
  hotline: string,
  legs: readonly Leg[],
  kind: 'changed' | 'cancelled',
): Promise<{ leg: Leg; name: string }[]> {
  const summary = reservationSummary(reservation)
  const named = await namedPlaceNames(payload, [summary.pickup.code, summary.dropoff.code])
  const travellerPhone =
    reservation.isAnotherPassengers && reservation.passengerName
      ? (reservation.passengerPhone ?? null)
      : customer.mobile || null
  const traveller = {
    name:
      reservation.isAnotherPassengers && reservation.passengerName
        ? reservation.passengerName
        : customer.name,
    phone: travellerPhone ? displayPhone(travellerPhone) : null,
  }
  const end = (which: 'pickup' | 'dropoff') => ({
    names: summary[which].names,
    locationName: summary[which].locationName,
    // A listed hotel is named in the SMS's language (decision 0171).
    named: named.get(summary[which].code) ?? [],
  })
  const told: { leg: Leg; name: string }[] = []
  for (const leg of legs) {
    const driver = reservation.dispatch?.[leg]
    const pickupAt = leg === 'outbound' ? summary.execDate : summary.returningDate
    if (!driver?.driverMobile || !driver.driverName || !pickupAt) continue
    try {
      await sendNotification(payload, {
        channel: 'sms',
        to: driver.driverMobile,
        locale: 'ar',
        template: 'driver-trip-changed',
        data: {
          reservationNumber: reservation.reservationNumber,
          kind,
          leg,
          pickupAt,
          from: leg === 'outbound' ? end('pickup') : end('dropoff'),
          to: leg === 'outbound' ? end('dropoff') : end('pickup'),
          traveller,
          hotline,
        },
      })
      told.push({ leg, name: driver.driverName })
    } catch (error) {
      payload.logger.error(
        `Reservation ${reservation.reservationNumber}: the ${leg} driver's SMS failed: ${errorText(error)}`,
      )
    }
  }
  return told
}

async function tellStaff(
  payload: Payload,
  reservation: Reservation,
  customer: Customer,
  event: { kind: 'changed'; changes: ChangeLineData[] } | { kind: 'cancelled'; refunded: number },
  driversTold: { leg: Leg; name: string }[],
): Promise<void> {
  const settings = await payload.findGlobal({
    slug: 'settings',
    depth: 0,
    locale: 'en',
    overrideAccess: true,
  })
  const staffEmail = settings.staffEmail?.trim()
  if (!staffEmail) return
  await sendNotification(payload, {
    channel: 'email',
    to: staffEmail,
    // Staff read the back office in English, as the new-booking email.
    locale: DEFAULT_LOCALE,
    template: 'staff-self-service',
    data: {
      reservationNumber: reservation.reservationNumber,
      customer: { name: customer.name, mobile: customer.mobile ?? '' },
      execDate: reservationSummary(reservation).execDate,
      event,
      driversTold,
    },
  })
}

/** After a customer's own change: their confirmation, the drivers of the legs it touched, the staff. */
export async function tellOfChange(
  payload: Payload,
  reservation: Reservation,
  changes: ChangeLineData[],
  legs: readonly Leg[],
  { delayedFlight }: { delayedFlight?: string } = {},
): Promise<void> {
  const what = `Reservation ${reservation.reservationNumber} changed by ${delayedFlight ? 'a flight delay' : 'the customer'}`
  try {
    const { customer, language, hotline } = await recipientOf(payload, reservation)
    await tellCustomer(payload, what, { customer, language }, 'reservation-changed', {
      reservationNumber: reservation.reservationNumber,
      name: customer.name,
      changes,
      ...bookingUrl(reservation, language),
      hotline,
      ...(delayedFlight ? { delayedFlight } : {}),
    })
    const told = await tellDrivers(payload, reservation, customer, hotline, legs, 'changed')
    // Staff moved it for a flight's delay: the desk knows; only a customer's own change is news.
    if (delayedFlight) return
    await tellStaff(payload, reservation, customer, { kind: 'changed', changes }, told)
  } catch (error) {
    payload.logger.error(`${what}: the notices failed: ${errorText(error)}`)
  }
}

/** After a customer's own cancellation: the drivers of its legs, and the staff. */
export async function tellOfSelfCancel(
  payload: Payload,
  reservation: Reservation,
  refunded: number,
): Promise<void> {
  const what = `Reservation ${reservation.reservationNumber} cancelled by the customer`
  try {
    const { customer, hotline } = await recipientOf(payload, reservation)
    const legs: Leg[] =
      reservation.tripType === 'round-trip' ? ['outbound', 'return'] : ['outbound']
    const ahead = legs.filter((leg) => {
      const at = leg === 'outbound' ? reservation.execDate : reservation.returningDate
      return at ? new Date(at).getTime() > Date.now() : false
    })
    const told = await tellDrivers(payload, reservation, customer, hotline, ahead, 'cancelled')
    await tellStaff(payload, reservation, customer, { kind: 'cancelled', refunded }, told)
  } catch (error) {
    payload.logger.error(`${what}: the notices failed: ${errorText(error)}`)
  }
}
