import type { Payload, PayloadRequest } from 'payload'

import { lifecycleFacts, type LifecycleReservation } from '@/booking/lifecycle/facts'
import { type Lifecycle, lifecycle, type LifecycleRules } from '@/booking/lifecycle/lifecycle'
import { changeHoursFromDoc } from '@/booking/lifecycle/rights'
import { policyFromDoc } from '@/booking/policy'
import { ok, type Result } from '@/lib/failure'
import type { Reservation } from '@/payload-types'

import { airportCodes } from './airports'
import { type BookingHolder, heldReservation } from './ownReservation'

/**
 * The reservation's lifecycle as the pages, messages, documents and APIs read it (decision 0184):
 * the company's rules from the settings (the operational policy, the change hours), the places
 * that are airports, and the clock. The rules themselves are the pure core's
 * (`src/booking/lifecycle/lifecycle.ts`).
 */

/** The rules the lifecycle applies, as the admin set them (one settings read). */
export async function lifecycleRules(
  payload: Payload,
  req?: PayloadRequest,
): Promise<LifecycleRules> {
  const settings = await payload.findGlobal({
    slug: 'settings',
    depth: 0,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  return { policy: policyFromDoc(settings), changeHours: changeHoursFromDoc(settings) }
}

/** The airports among the places these reservations start their legs at. */
export const airportsOf = (payload: Payload, reservations: readonly LifecycleReservation[]) =>
  airportCodes(
    payload,
    reservations.flatMap((reservation) => [
      reservation.pickup?.code ?? '',
      reservation.dropoff?.code ?? '',
    ]),
  )

/** Where `reservation` stands at `now`, and what its customer and driver may do. */
export async function reservationLifecycle(
  payload: Payload,
  reservation: LifecycleReservation,
  { now = new Date(), rules }: { now?: Date; rules?: LifecycleRules } = {},
): Promise<Lifecycle> {
  const [applied, airports] = await Promise.all([
    rules ?? lifecycleRules(payload),
    airportsOf(payload, [reservation]),
  ])
  return lifecycle(lifecycleFacts(reservation, airports), now, applied)
}

/** The holder's reservation with where its trip stands (`GET /api/booking/{number}`). */
export async function heldReservationTrip(
  payload: Payload,
  holder: BookingHolder,
  reservationNumber: string,
  now: Date = new Date(),
): Promise<Result<{ reservation: Reservation; lifecycle: Lifecycle }>> {
  const held = await heldReservation(payload, holder, reservationNumber)
  if (!held.ok) return held
  const life = await reservationLifecycle(payload, held.value.reservation, { now })
  return ok({ reservation: held.value.reservation, lifecycle: life })
}
