import type { Payload } from 'payload'

import { audited } from '@/audit/hooks'
import { tellOfChange } from '@/backoffice/operations/selfServiceNotices'
import { isCairoWallTime, utcToCairoWallTime } from '@/booking/cairoTime'
import { airportCodes } from '@/booking/operations/airports'
import { historyRow } from '@/booking/operations/createReservation'
import { addressText } from '@/booking/reservationViews'
import { historyEntry } from '@/booking/status'
import { isTripType } from '@/booking/trip'
import { settingsFromDoc } from '@/content/shapes'
import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales'
import { withTransaction } from '@/infra/db'
import { fail, ok, type Result } from '@/lib/failure'
import { displayPhone, normalizePhone } from '@/lib/phone'
import type { Reservation } from '@/payload-types'
import { reservationLock } from '@/payments/operations/expirePayments'

import {
  type ChangeableBooking,
  type ChangeLine,
  type ChangeRequest,
  changeReason,
  planSelfChange,
} from '../selfChange'
import { manageLinkExpiry } from '../selfService'
import { changeHoursFromDoc } from '@/booking/lifecycle/rights'
import { customerIdOf, type ManageCaller, managedReservation } from './manageBooking'

/**
 * The customer changes their own booking (issue 32 item 2; decision 0155): the rules are the pure
 * `planSelfChange`; this reads the reservation under its lock, writes the change with its line in
 * the status history and its audit entry (the customer as the actor), and after the commit tells
 * the customer, the staff and the driver of each leg it touches.
 */

/** The self-service settings a change reads. */
async function changeSettings(payload: Payload) {
  const doc = await payload.findGlobal({
    slug: 'settings',
    depth: 0,
    locale: 'en',
    overrideAccess: true,
  })
  return {
    changeHours: changeHoursFromDoc(doc),
    minLeadHours: settingsFromDoc(doc).minLeadHours,
  }
}

/** The reservation as the change rules read it. */
export async function changeableBooking(
  payload: Payload,
  reservation: Reservation,
): Promise<ChangeableBooking> {
  const airports = await airportCodes(payload, [
    reservation.pickup?.code ?? '',
    reservation.dropoff?.code ?? '',
  ])
  const wall = (local: string | null | undefined, instant: string | null | undefined) =>
    local && isCairoWallTime(local) ? local : instant ? utcToCairoWallTime(new Date(instant)) : null
  const roundTrip = reservation.tripType === 'round-trip'
  return {
    status: reservation.status,
    tripType: isTripType(reservation.tripType) ? reservation.tripType : 'one-way',
    execLocal: wall(reservation.execLocal, reservation.execDate)!,
    execAt: new Date(reservation.execDate),
    returningLocal: roundTrip ? wall(reservation.returningLocal, reservation.returningDate) : null,
    returnAt: roundTrip && reservation.returningDate ? new Date(reservation.returningDate) : null,
    airports: {
      pickup: airports.has(reservation.pickup?.code ?? ''),
      dropoff: airports.has(reservation.dropoff?.code ?? ''),
    },
    arrivalFlightNumber: reservation.arrivalFlightNumber ?? null,
    departureFlightNumber: reservation.departureFlightNumber ?? null,
    passenger:
      reservation.isAnotherPassengers && reservation.passengerName
        ? { name: reservation.passengerName, phone: reservation.passengerPhone ?? '' }
        : null,
    locationNames: {
      pickup: reservation.pickup?.locationName ?? null,
      dropoff: reservation.dropoff?.locationName ?? null,
    },
    notes: reservation.notes ?? null,
  }
}

/** What the screen needs to offer a change: the fields still open and each leg's limit. */
export async function changeContext(payload: Payload, reservation: Reservation) {
  const [booking, settings] = await Promise.all([
    changeableBooking(payload, reservation),
    changeSettings(payload),
  ])
  return { booking, ...settings }
}

/** A change as the messages carry it: the passenger written for reading. */
function messageLine(line: ChangeLine) {
  if (line.field !== 'passenger') return line
  const text = (value: { name: string; phone: string } | null) =>
    value ? `${value.name}, ${displayPhone(value.phone)}` : null
  return { field: line.field, before: text(line.before), after: text(line.after) }
}

export type ChangedBooking = {
  reservationNumber: string
  changed: ChangeLine['field'][]
}

/** The caller (the link's holder, or the logged-in customer) changes the booking. */
export async function changeFor(
  payload: Payload,
  caller: ManageCaller,
  request: ChangeRequest,
  now: Date = new Date(),
): Promise<Result<ChangedBooking>> {
  const found = await managedReservation(payload, caller, now)
  if (!found.ok) return found
  const customerId = customerIdOf(found.value)
  if (customerId === null) return fail('self-cancel-not-allowed', 'manage.errors.notManageable')
  const settings = await changeSettings(payload)
  const actor = { type: 'customer' as const, id: customerId }

  const result = await withTransaction<
    Result<{ reservation: Reservation; lines: ChangeLine[]; legs: ('outbound' | 'return')[] }>
  >(payload, async ({ req, session }) => {
    await session.execute(reservationLock(found.value.id))
    const current = await payload.findByID({
      collection: 'reservations',
      id: found.value.id,
      depth: 0,
      overrideAccess: true,
      req: req(),
    })
    const plan = planSelfChange(await changeableBooking(payload, current), request, {
      now,
      changeHours: settings.changeHours,
      minLeadHours: settings.minLeadHours,
      normalizePhone: (input) => normalizePhone(input),
    })
    if (!plan.ok) {
      const [first] = plan.issues
      return {
        commit: false,
        value: fail(first!.code, first!.messageKey, {
          values: first!.values,
          issues: plan.issues,
        }),
      }
    }
    const { patch, lines } = plan
    const reason = changeReason(lines)
    const language = isLocale(current.language) ? current.language : DEFAULT_LOCALE
    const end = (which: 'pickup' | 'dropoff') => {
      const snapshot = current[which]
      const locationName = patch.locationNames?.[which]
      if (!snapshot || locationName === undefined) return {}
      const names = { en: snapshot.nameEn ?? '', ar: snapshot.nameAr ?? '' }
      return {
        [which]: { ...snapshot, locationName },
        [`${which}Address`]: addressText(names[language] || names.en, locationName, language),
      }
    }
    const execDate = patch.execDate ?? new Date(current.execDate)
    const returningDate =
      patch.returningDate ?? (current.returningDate ? new Date(current.returningDate) : null)
    const reservation = await payload.update({
      collection: 'reservations',
      id: current.id,
      overrideAccess: true,
      depth: 0,
      req: req(),
      context: audited({ actor, reason }),
      data: {
        ...(patch.execDate
          ? { execDate: patch.execDate.toISOString(), execLocal: patch.execLocal }
          : {}),
        ...(patch.returningDate
          ? {
              returningDate: patch.returningDate.toISOString(),
              returningLocal: patch.returningLocal,
            }
          : {}),
        ...(patch.arrivalFlightNumber !== undefined
          ? { arrivalFlightNumber: patch.arrivalFlightNumber }
          : {}),
        ...(patch.departureFlightNumber !== undefined
          ? { departureFlightNumber: patch.departureFlightNumber }
          : {}),
        ...(patch.passenger !== undefined
          ? {
              isAnotherPassengers: patch.passenger !== null,
              passengerName: patch.passenger?.name ?? null,
              passengerPhone: patch.passenger?.phone ?? null,
            }
          : {}),
        ...end('pickup'),
        ...end('dropoff'),
        ...(patch.notes !== undefined ? { notes: patch.notes } : {}),
        // A new time moves the end of the private link with the last leg.
        ...((patch.execDate || patch.returningDate) && current.manageLink?.expiresAt
          ? {
              manageLink: {
                ...current.manageLink,
                expiresAt: manageLinkExpiry(execDate, returningDate).toISOString(),
              },
            }
          : {}),
        statusHistory: [
          ...(current.statusHistory ?? []),
          // The status stays: the line records who changed what, and when.
          historyRow(
            historyEntry(current.status, current.status, {
              by: { type: 'customer', id: customerId },
              reason,
              at: now,
            }),
          ),
        ],
      },
    })
    return { commit: true, value: ok({ reservation, lines, legs: plan.legs }) }
  })
  if (!result.ok) return result
  const { reservation, lines, legs } = result.value
  await tellOfChange(payload, reservation, lines.map(messageLine), legs)
  return ok({
    reservationNumber: reservation.reservationNumber,
    changed: lines.map((line) => line.field),
  })
}
