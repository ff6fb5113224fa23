import type { Payload } from 'payload'

import { airportCodes } from '@/booking/operations/airports'
import { extrasOfSnapshot } from '@/booking/extras'
import { reservationSummary } from '@/booking/reservationViews'
import { recipientOf, tellCustomer } from '@/notifications/customer'
import type { Reservation } from '@/payload-types'

import { customerNoticeOf, type LegProgress } from '../progress'

type Leg = 'outbound' | 'return'

/**
 * The customer's message for a step the driver's tap made (issue 33 item 3; decision 0162): on the
 * way, arrived, completed, in the customer's language by email and SMS. Sent after the tap's
 * commit and only for a tap that moved the leg, so each goes once per leg. `reviewUrl` rides on
 * the message that ends the trip. Never throws: a failed message is logged and left to the
 * outbox's retries, the tap stays recorded.
 */
export async function tellCustomerOfStep(
  payload: Payload,
  reservation: Reservation,
  leg: Leg,
  step: LegProgress,
  reviewUrl?: string,
): Promise<void> {
  const notice = customerNoticeOf(step)
  const driver = reservation.dispatch?.[leg]
  if (!notice || !driver?.driverName || !driver.driverMobile) return
  try {
    const recipient = await recipientOf(payload, reservation)
    const summary = reservationSummary(reservation)
    const pickupAt = leg === 'outbound' ? summary.execDate : summary.returningDate
    if (!pickupAt) return
    const airports = await airportCodes(payload, [summary.pickup.code, summary.dropoff.code])
    const start = leg === 'outbound' ? summary.pickup : summary.dropoff
    const other = reservation.isAnotherPassengers && reservation.passengerName
    await tellCustomer(
      payload,
      `Reservation ${reservation.reservationNumber}: the ${leg} leg's ${step} message`,
      recipient,
      'trip-progress',
      {
        reservationNumber: reservation.reservationNumber,
        name: recipient.customer.name,
        leg,
        step: step as 'on-the-way' | 'arrived' | 'completed',
        pickupAt,
        driver: {
          name: driver.driverName,
          mobile: driver.driverMobile,
          plate: driver.vehiclePlate?.trim() || null,
        },
        carNames: summary.carNames,
        from: {
          names: start.names,
          locationName: start.locationName,
          isAirport: airports.has(start.code),
        },
        travellerName: other ? reservation.passengerName! : recipient.customer.name,
        nameSign: extrasOfSnapshot(reservation.priceSnapshot).some(
          (line) => line.kind === 'name-sign',
        ),
        ...(reviewUrl ? { reviewUrl } : {}),
        hotline: recipient.hotline,
      },
    )
  } catch (error) {
    payload.logger.error(
      `Reservation ${reservation.reservationNumber}: the ${leg} leg's ${step} message failed: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}
