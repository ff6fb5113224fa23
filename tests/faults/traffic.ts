/** Each customer's bookings, a round at a time around the outage, card ones paid. */
import { randomUUID } from 'node:crypto'

import { type Attempt, attempts, cairoDate, quote, sendBooking } from './bookings'
import { BOOKINGS_EACH, servers, sleep } from './config'
import type { Customer } from './customers'
import { untilSettled } from './http'
import { pay } from './payments'

/**
 * When each round of bookings may begin: round 0 before the outage, round 1 as PostgreSQL is being
 * stopped, round 2 while it is down, round 3 once it is back (`main` opens them).
 */
export const rounds = Array.from({ length: BOOKINGS_EACH }, () => {
  let open = () => undefined as void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
})

/** One customer's bookings, one a round, alternating servers; a card booking is paid. */
export async function customerWork(
  customer: Customer,
  index: number,
  deadline: number,
): Promise<void> {
  for (let n = 0; n < BOOKINGS_EACH; n++) {
    await rounds[n]!.opened
    await sleep(index * 150)
    const server = servers[(index + n) % 2]!
    const execDate = `${cairoDate(3 + index * BOOKINGS_EACH + n)}T10:00`
    const offered = await quote(server, execDate)
    const paymentType = (index + n) % 2 === 0 ? 'card' : 'cash'
    // Every third customer's second try has a wrong price: refused, and must leave nothing.
    const refusedOnPurpose = index % 3 === 1 && n === 1
    const attempt: Attempt = {
      key: randomUUID(),
      customer,
      paymentType,
      price: offered.price,
      refusedOnPurpose,
      statuses: [],
      errors: [],
      body: {
        tripType: 'one-way',
        pickupAddress: 'cai-airport',
        dropoffAddress: 'cai-zamalek',
        locationNames: { pickup: '', dropoff: 'Marriott Hotel' },
        personsCount: 2,
        luggagesCount: 1,
        execDate,
        returningDate: null,
        arrivalFlightNumber: 'MS 985',
        departureFlightNumber: null,
        acceptedTerms: true,
        carType: offered.car,
        price: refusedOnPurpose ? offered.price + 100 : offered.price,
        paymentType,
        isAnotherPassengers: false,
        passengerName: '',
        passengerPhone: '',
        notes: `fault test ${index}.${n}`,
        partnerId: null,
        userId: customer.id,
      },
    }
    attempts.push(attempt)
    let tries = 0
    const final = await untilSettled(
      () => sendBooking(attempt, servers[(index + n + tries++) % 2]!),
      deadline,
      (answer) => answer,
    )
    if (final && attempt.accepted && paymentType === 'card') {
      await pay(attempt, servers[(index + n + 1) % 2]!, deadline)
    }
  }
}
