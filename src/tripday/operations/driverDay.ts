import type { Payload } from 'payload'

import { formatCairo } from '@/booking/cairoTime'
import { airportCodes } from '@/booking/operations/airports'
import { namedPlaceNames } from '@/booking/operations/namedPlaceNames'
import { getPolicy } from '@/booking/operations/policy'
import type { Locale } from '@/i18n/locales'
import { type MessageKey, translate } from '@/i18n/messages'
import { withTransaction } from '@/infra/db'
import { fail, ok, type Result } from '@/lib/failure'
import type { Customer, DriverLink, Reservation } from '@/payload-types'
import { reservationLock } from '@/payments/operations/expirePayments'

import { legProgressOf } from '@/booking/lifecycle/facts'
import { type DriverLegView, driverLegsOf } from '../driverLegs'
import {
  type DriverStep,
  driverStep,
  type LegProgress,
  type StepRefusal,
  tripOutcome,
} from '@/booking/lifecycle/progress'
import { cairoDayOf } from '../driverLink'
import { cairoDayBounds, driverLinkByToken } from './driverLinks'

/**
 * The driver's page and taps (issue 33 items 1 and 2; decision 0160): the legs a driver's link
 * covers (their legs of its day, as dispatched now: a leg given to someone else leaves the list),
 * and a tap recorded on one of them under the reservation's lock.
 */

type Leg = 'outbound' | 'return'

const customerOf = (reservation: Reservation): Pick<Customer, 'name' | 'mobile'> =>
  typeof reservation.customer === 'object' && reservation.customer
    ? reservation.customer
    : { name: '', mobile: '' }

/** The reservations with a leg of `link`'s driver on its day, the customer read with each. */
async function reservationsOf(payload: Payload, link: DriverLink) {
  const { from, to } = cairoDayBounds(link.day)
  const within = (field: 'execDate' | 'returningDate') => [
    { [field]: { greater_than_equal: from.toISOString() } },
    { [field]: { less_than: to.toISOString() } },
  ]
  const { docs } = await payload.find({
    collection: 'reservations',
    where: {
      or: [
        {
          and: [
            { 'dispatch.outbound.driverMobile': { equals: link.driverMobile } },
            ...within('execDate'),
          ],
        },
        {
          and: [
            { 'dispatch.return.driverMobile': { equals: link.driverMobile } },
            ...within('returningDate'),
          ],
        },
      ],
    },
    depth: 1,
    pagination: false,
    overrideAccess: true,
    populate: { customers: { name: true, mobile: true } },
  })
  return { docs, from, to }
}

/** The link's legs, as dispatched now, in pickup order. */
export async function legsOfLink(payload: Payload, link: DriverLink): Promise<DriverLegView[]> {
  const { docs, from, to } = await reservationsOf(payload, link)
  const codes = docs.flatMap((reservation) => [
    reservation.pickup?.code ?? '',
    reservation.dropoff?.code ?? '',
  ])
  const [airports, named] = await Promise.all([
    airportCodes(payload, codes),
    namedPlaceNames(payload, codes),
  ])
  return docs
    .flatMap((reservation) =>
      driverLegsOf(reservation, {
        driverMobile: link.driverMobile,
        from,
        to,
        isAirport: (code) => airports.has(code),
        namedPlaces: (code) => named.get(code) ?? [],
        customer: { ...customerOf(reservation), mobile: customerOf(reservation).mobile || null },
      }),
    )
    .sort((a, b) => a.pickupAt.getTime() - b.pickupAt.getTime())
}

/** What the driver's page shows: the driver, the day and its legs in order. */
export async function driverDay(
  payload: Payload,
  token: unknown,
  client: string,
  now: Date = new Date(),
): Promise<Result<{ driverName: string; day: string; legs: DriverLegView[] }>> {
  const found = await driverLinkByToken(payload, token, client, now)
  if (!found.ok) return found
  const legs = await legsOfLink(payload, found.value)
  return ok({ driverName: found.value.driverName, day: found.value.day, legs })
}

export type DriverTap = {
  reservationNumber: string
  leg: Leg
  step: DriverStep
  /** Where the driver was, when their phone shared it. */
  position?: { latitude: number; longitude: number } | null
}

/**
 * A tap's answer: the leg's progress, and whether this tap moved it (with the reservation as saved,
 * for the customer's message the route sends after answering).
 */
export type TapResult =
  | { progress: LegProgress; changed: false }
  | { progress: LegProgress; changed: true; reservation: Reservation; leg: Leg }

const STEP_REFUSALS: Record<StepRefusal, MessageKey> = {
  'trip-not-paid': 'driver.errors.tripNotPaid',
  'leg-cancelled': 'driver.errors.legCancelled',
  'leg-closed': 'driver.errors.legClosed',
  'not-arrived': 'driver.errors.notArrived',
  'not-on-board': 'driver.errors.notOnBoard',
  'step-too-early': 'driver.errors.stepTooEarly',
  'wait-not-over': 'driver.errors.waitNotOver',
}

/**
 * A refused tap in the driver's language: the reason, and for a step tapped before its time, the
 * step and from when (the time alone on the same Cairo day, else the date too).
 */
function stepRefused(
  refusal: StepRefusal,
  step: DriverStep,
  from: Date | undefined,
  { locale, now }: { locale: Locale; now: Date },
) {
  if (!from) return fail(refusal, STEP_REFUSALS[refusal])
  const time = formatCairo(
    from,
    locale,
    cairoDayOf(from) === cairoDayOf(now) ? 'time' : 'date-time',
  )
  return fail(refusal, STEP_REFUSALS[refusal], {
    values: { time, step: translate(locale, `driver.page.steps.${step}`) },
  })
}

/**
 * A driver's tap on one of their legs: the rules of `driverStep` under the reservation's lock (the
 * booking's status and the leg's pickup as they are then). A repeated or late tap answers
 * `changed: false` and records nothing; a refused one records nothing and says why in `locale`
 * (the driver's page's language; Arabic unless said). A leg that is not the link's (another
 * driver's, another day's, given to someone else since) is `leg-not-found`.
 */
export async function recordDriverStep(
  payload: Payload,
  {
    token,
    client,
    tap,
    locale = 'ar',
    now = new Date(),
  }: { token: unknown; client: string; tap: DriverTap; locale?: Locale; now?: Date },
): Promise<Result<TapResult>> {
  const found = await driverLinkByToken(payload, token, client, now)
  if (!found.ok) return found
  const link = found.value
  const legs = await legsOfLink(payload, link)
  const view = legs.find(
    (candidate) =>
      candidate.reservationNumber === tap.reservationNumber && candidate.leg === tap.leg,
  )
  if (!view) return fail('leg-not-found', 'driver.errors.legNotFound')
  // The free wait before a no-show is the settings' policy (decision 0180).
  const policy = await getPolicy(payload)

  return withTransaction<Result<TapResult>>(payload, async ({ req, session }) => {
    const { docs } = await payload.find({
      collection: 'reservations',
      where: { reservationNumber: { equals: tap.reservationNumber } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req: req(),
    })
    const first = docs[0]!
    await session.execute(reservationLock(first.id))
    const current = await payload.findByID({
      collection: 'reservations',
      id: first.id,
      depth: 0,
      overrideAccess: true,
      req: req(),
    })
    // Given to another driver between the page and the tap: not this driver's any more.
    if (current.dispatch?.[tap.leg]?.driverMobile !== link.driverMobile) {
      return { commit: false, value: fail('leg-not-found', 'driver.errors.legNotFound') }
    }
    const instant = tap.leg === 'outbound' ? current.execDate : current.returningDate
    if (!instant) {
      return { commit: false, value: fail('leg-not-found', 'driver.errors.legNotFound') }
    }
    const before = legProgressOf(current, tap.leg)
    const result = driverStep(
      before,
      tap.step,
      { status: current.status, pickupAt: new Date(instant), atAirport: view.fromAirport },
      now,
      policy,
    )
    if (!result.ok) {
      return {
        commit: false,
        value: stepRefused(result.refusal, tap.step, result.values?.from, { locale, now }),
      }
    }
    if (!result.changed) {
      return { commit: false, value: ok({ progress: result.progress, changed: false }) }
    }
    const at = now.toISOString()
    const tripLegs: Leg[] =
      current.tripType === 'round-trip' ? ['outbound', 'return'] : ['outbound']
    const states = tripLegs.map((leg) =>
      leg === tap.leg ? result.progress : legProgressOf(current, leg),
    )
    const saved = await payload.update({
      collection: 'reservations',
      id: current.id,
      overrideAccess: true,
      depth: 0,
      req: req(),
      data: {
        progress: {
          ...current.progress,
          [tap.leg]: { state: result.progress, at },
          outcome: tripOutcome(states),
        },
        progressHistory: [
          ...(current.progressHistory ?? []),
          {
            leg: tap.leg,
            step: result.progress,
            at,
            byType: 'driver' as const,
            byId: link.driverMobile,
            latitude: tap.position?.latitude ?? null,
            longitude: tap.position?.longitude ?? null,
          },
        ],
      },
    })
    return {
      commit: true,
      value: ok({ progress: result.progress, changed: true, reservation: saved, leg: tap.leg }),
    }
  })
}
