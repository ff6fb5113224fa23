import type { Payload } from 'payload'

import { airportCodes } from '@/booking/operations/airports'
import { extrasOfSnapshot } from '@/booking/extras'
import { reservationSummary } from '@/booking/reservationViews'
import { recipientOf, tellCustomer } from '@/notifications/customer'
import { requestReview } from '@/reviews/operations/requestReview'
import type { Reservation } from '@/payload-types'

import { customerNoticeOf, type LegProgress } from '@/booking/lifecycle/progress'

type Leg = 'outbound' | 'return'

/**
 * The customer's message for a step the driver's tap made (issue 33 item 3; decision 0162): on the
 * way, arrived, completed, in the customer's language by email and SMS. Sent after the tap's
 * commit and only for a tap that moved the leg, so each goes once per leg. Never throws: a failed message is logged and left to the
 * outbox's retries, the tap stays recorded.
 */
async function tellCustomerOfStep(
  payload: Payload,
  reservation: Reservation,
  leg: Leg,
  step: LegProgress,
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
        hotline: recipient.hotline,
      },
    )
  } catch (error) {
    payload.logger.error(
      `Reservation ${reservation.reservationNumber}: the ${leg} leg's ${step} message failed: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}

/**
 * What a driver's tap that moved a leg tells the customer (decision 0162): the step's message; the
 * tap that ends a trip with a completed leg sends the one review request instead (decision 0161),
 * which thanks them and links the review page: one message, not two.
 */
export async function tellOfStep(
  payload: Payload,
  reservation: Reservation,
  leg: Leg,
  step: LegProgress,
): Promise<void> {
  if (step === 'completed' && reservation.progress?.outcome) {
    const asked = await requestReview(payload, reservation.id).catch((error: unknown) => {
      payload.logger.error(
        `Reservation ${reservation.reservationNumber}: the review request failed: ${error instanceof Error ? error.message : String(error)}`,
      )
      return null
    })
    if (asked?.ok && asked.value.sent) return
  }
  await tellCustomerOfStep(payload, reservation, leg, step)
}
