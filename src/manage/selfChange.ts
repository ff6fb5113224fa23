import type * as z from 'zod/mini'

import {
  addYears,
  type CairoWallTime,
  cairoWallTimeToUtc,
  isAtLeastHoursAhead,
} from '@/booking/cairoTime'
import type { TripType } from '@/booking/trip'
import { BOOKING_ERRORS, type BookingErrorCode, bookingFields } from '@/booking/validation'
import type { MessageKey } from '@/i18n/messageKeys'
import type { FieldIssue } from '@/lib/failure'

import { canSelfChange, changeDeadline, isManageable } from '@/booking/lifecycle/rights'

/**
 * Self-service changes (issue 32 item 2; decisions.md "Beyond the spec: customers"; decision 0155):
 * what a customer may change in their own booking without changing its price, and until when.
 * Pure: the operation (`src/manage/operations/changeBooking.ts`) reads the reservation, the
 * settings and the clock, and writes what `planSelfChange` answers.
 *
 * Each field serves one or both legs, and may be changed while every leg it serves that is still
 * ahead is more than `changeHours` before its pickup (real hours, as the cancel limit):
 * - the pickup time serves the outbound leg, the return time the return leg;
 * - the arrival flight serves the legs that start at an airport, the departure flight those that
 *   end at one;
 * - the passenger, the hotel or address names and the notes serve both legs.
 * A new time keeps the booking's rules: the lead time, within a year, the return after the
 * outbound. Places, car, trip type and extras are never changed in place (cancel and book again).
 */

export type ChangeField =
  | 'execDate'
  | 'returningDate'
  | 'arrivalFlightNumber'
  | 'departureFlightNumber'
  | 'passenger'
  | 'pickupLocationName'
  | 'dropoffLocationName'
  | 'notes'

/** The order in which changes are listed (history, messages). */
export const CHANGE_FIELDS: readonly ChangeField[] = [
  'execDate',
  'returningDate',
  'arrivalFlightNumber',
  'departureFlightNumber',
  'passenger',
  'pickupLocationName',
  'dropoffLocationName',
  'notes',
]

type Leg = 'outbound' | 'return'

/** The reservation as the rules read it. */
export type ChangeableBooking = {
  status: string
  tripType: TripType
  /** Cairo wall time of each pickup, and the instant it resolved to. */
  execLocal: CairoWallTime
  execAt: Date
  returningLocal: CairoWallTime | null
  returnAt: Date | null
  /** Whether each end is an airport (its flight is then required, its address name is not). */
  airports: { pickup: boolean; dropoff: boolean }
  arrivalFlightNumber: string | null
  departureFlightNumber: string | null
  /** Someone else travels (their name and E.164 phone); null: the customer travels. */
  passenger: { name: string; phone: string } | null
  locationNames: { pickup: string | null; dropoff: string | null }
  notes: string | null
}

export type ChangeRules = {
  now: Date
  /** `selfServiceChangeHours`. */
  changeHours: number
  /** `minLeadHours`: a new pickup time is at least this far ahead, as for a new booking. */
  minLeadHours: number
  /** A phone number as typed to E.164, or null when it is not valid (`src/lib/phone.ts`). */
  normalizePhone: (input: string) => string | null
}

/** What the customer asks to change: a field left out stays as it is. */
export type ChangeRequest = {
  execDate?: string
  returningDate?: string
  arrivalFlightNumber?: string | null
  departureFlightNumber?: string | null
  /** null: the customer travels themselves. */
  passenger?: { name: string; phone: string } | null
  locationNames?: { pickup?: string | null; dropoff?: string | null }
  notes?: string | null
}

/** One change, as the history, the messages and the desk show it. */
export type ChangeLine =
  | { field: 'execDate' | 'returningDate'; before: CairoWallTime | null; after: CairoWallTime }
  | {
      field: Exclude<ChangeField, 'execDate' | 'returningDate' | 'passenger'>
      before: string | null
      after: string | null
    }
  | {
      field: 'passenger'
      before: { name: string; phone: string } | null
      after: { name: string; phone: string } | null
    }

/** The reservation's fields as they become (only those that change). */
export type ChangePatch = {
  execDate?: Date
  execLocal?: CairoWallTime
  returningDate?: Date
  returningLocal?: CairoWallTime
  arrivalFlightNumber?: string | null
  departureFlightNumber?: string | null
  passenger?: { name: string; phone: string } | null
  locationNames?: { pickup?: string | null; dropoff?: string | null }
  notes?: string | null
}

export type ChangePlan =
  | { ok: true; patch: ChangePatch; lines: ChangeLine[]; legs: Leg[] }
  | { ok: false; issues: FieldIssue[] }

const MANAGE_ERRORS = {
  'change-too-late': 'manage.errors.changeTooLate',
  'nothing-changed': 'manage.errors.nothingChanged',
  'self-change-not-allowed': 'manage.errors.notManageable',
} as const satisfies Record<string, MessageKey>

type ChangeErrorCode = keyof typeof MANAGE_ERRORS | BookingErrorCode

const messageKeyOf = (code: ChangeErrorCode): MessageKey =>
  code in MANAGE_ERRORS
    ? MANAGE_ERRORS[code as keyof typeof MANAGE_ERRORS]
    : BOOKING_ERRORS[code as BookingErrorCode]

/** The legs a field serves on this booking (before the time of the leg is considered). */
export function legsServed(field: ChangeField, booking: ChangeableBooking): Leg[] {
  const roundTrip = booking.tripType === 'round-trip'
  const both: Leg[] = roundTrip ? ['outbound', 'return'] : ['outbound']
  switch (field) {
    case 'execDate':
      return ['outbound']
    case 'returningDate':
      return roundTrip ? ['return'] : []
    case 'arrivalFlightNumber':
      // Outbound runs pickup -> dropoff, the return dropoff -> pickup.
      return both.filter((leg) =>
        leg === 'outbound' ? booking.airports.pickup : booking.airports.dropoff,
      )
    case 'departureFlightNumber':
      return both.filter((leg) =>
        leg === 'outbound' ? booking.airports.dropoff : booking.airports.pickup,
      )
    default:
      return both
  }
}

const pickupOf = (leg: Leg, booking: ChangeableBooking): Date | null =>
  leg === 'outbound' ? booking.execAt : booking.returnAt

/**
 * Whether `field` may still be changed at `now`: every leg it serves that is still ahead is
 * before its change limit, and at least one is still ahead. A flight no leg uses may be changed
 * while the booking's first pickup is.
 */
export function canChangeField(
  field: ChangeField,
  booking: ChangeableBooking,
  now: Date,
  changeHours: number,
): boolean {
  const served = legsServed(field, booking)
  const legs: Leg[] = served.length > 0 ? served : ['outbound']
  const ahead = legs
    .map((leg) => pickupOf(leg, booking))
    .filter((pickup): pickup is Date => pickup !== null && pickup.getTime() > now.getTime())
  if (ahead.length === 0) return false
  return ahead.every((pickup) => canSelfChange(pickup, now, changeHours))
}

/** Each leg's change limit, for the screen (null: no such leg). */
export function changeLimits(
  booking: ChangeableBooking,
  changeHours: number,
): { outbound: Date; return: Date | null } {
  return {
    outbound: changeDeadline(booking.execAt, changeHours),
    return: booking.returnAt ? changeDeadline(booking.returnAt, changeHours) : null,
  }
}

/** The fields the customer may still change at `now` (what the form offers). */
export function changeableFields(
  booking: ChangeableBooking,
  now: Date,
  changeHours: number,
): ChangeField[] {
  if (!isManageable(booking.status)) return []
  return CHANGE_FIELDS.filter((field) => {
    if (field === 'returningDate' && booking.tripType !== 'round-trip') return false
    return canChangeField(field, booking, now, changeHours)
  })
}

/** Reads one value with the booking form's own schema; its error message is a booking code. */
function read<T>(
  schema: z.ZodMiniType<T>,
  value: unknown,
): { ok: true; value: T } | { ok: false; code: BookingErrorCode } {
  const result = schema.safeParse(value)
  if (result.success) return { ok: true, value: result.data }
  const message = result.error.issues[0]?.message ?? 'unknown'
  return { ok: false, code: (message in BOOKING_ERRORS ? message : 'unknown') as BookingErrorCode }
}

const samePassenger = (
  a: { name: string; phone: string } | null,
  b: { name: string; phone: string } | null,
) => (a === null || b === null ? a === b : a.name === b.name && a.phone === b.phone)

/**
 * What a change request does to `booking` at `rules.now`: the fields that change and their new
 * values, or every refusal (each field's own message, as the booking form's). A request that
 * changes nothing is refused (`nothing-changed`), so a history line always says something.
 */
export function planSelfChange(
  booking: ChangeableBooking,
  request: ChangeRequest,
  rules: ChangeRules,
): ChangePlan {
  const issues: FieldIssue[] = []
  const refuse = (field: string, code: ChangeErrorCode, values?: FieldIssue['values']) =>
    issues.push({ field, code, messageKey: messageKeyOf(code), ...(values ? { values } : {}) })
  if (!isManageable(booking.status)) {
    refuse('reservation', 'self-change-not-allowed')
    return { ok: false, issues }
  }
  const patch: ChangePatch = {}
  const lines: ChangeLine[] = []
  const touched = new Set<ChangeField>()
  /** Refuses a field past its limit; answers whether it may change. */
  const open = (field: ChangeField, requestField: string): boolean => {
    if (canChangeField(field, booking, rules.now, rules.changeHours)) return true
    refuse(requestField, 'change-too-late', { hours: rules.changeHours })
    return false
  }

  // Times: Cairo wall times, the booking's rules counted from now.
  const yearFromNow = addYears(rules.now, 1)
  let execAt = booking.execAt
  if (request.execDate !== undefined) {
    const parsed = read(bookingFields.execDate, request.execDate)
    if (!parsed.ok) refuse('execDate', parsed.code)
    else if (parsed.value !== booking.execLocal && open('execDate', 'execDate')) {
      const at = cairoWallTimeToUtc(parsed.value)
      if (!at || !isAtLeastHoursAhead(at, rules.now, rules.minLeadHours)) {
        refuse('execDate', 'exec-date-invalid')
      } else if (at.getTime() >= yearFromNow.getTime()) {
        refuse('execDate', 'exec-date-too-far')
      } else {
        execAt = at
        patch.execDate = at
        patch.execLocal = parsed.value
        touched.add('execDate')
        lines.push({ field: 'execDate', before: booking.execLocal, after: parsed.value })
      }
    }
  }
  let returnAt = booking.returnAt
  if (request.returningDate !== undefined && booking.tripType === 'round-trip') {
    const parsed = read(bookingFields.returningDate, request.returningDate)
    if (!parsed.ok || parsed.value === null) {
      refuse('returningDate', parsed.ok ? 'returning-date-required' : parsed.code)
    } else if (parsed.value !== booking.returningLocal && open('returningDate', 'returningDate')) {
      const at = cairoWallTimeToUtc(parsed.value)
      if (!at || !isAtLeastHoursAhead(at, rules.now, rules.minLeadHours)) {
        refuse('returningDate', 'returning-date-invalid')
      } else if (at.getTime() >= yearFromNow.getTime()) {
        refuse('returningDate', 'returning-date-invalid')
      } else {
        returnAt = at
        patch.returningDate = at
        patch.returningLocal = parsed.value
        touched.add('returningDate')
        lines.push({ field: 'returningDate', before: booking.returningLocal, after: parsed.value })
      }
    }
  }
  // The return stays after the outbound, whichever of the two moved.
  if (
    booking.tripType === 'round-trip' &&
    returnAt &&
    returnAt.getTime() <= execAt.getTime() &&
    (touched.has('execDate') || touched.has('returningDate'))
  ) {
    refuse('returningDate', 'returning-date-invalid')
  }

  // Flights: required wherever a leg meets or leaves an airport.
  for (const field of ['arrivalFlightNumber', 'departureFlightNumber'] as const) {
    const asked = request[field]
    if (asked === undefined) continue
    const parsed = read(bookingFields[field], asked)
    if (!parsed.ok) {
      refuse(field, parsed.code)
      continue
    }
    const before = booking[field]
    if (parsed.value === before) continue
    if (parsed.value === null && legsServed(field, booking).length > 0) {
      refuse(
        field,
        field === 'arrivalFlightNumber' ? 'arrival-flight-required' : 'departure-flight-required',
      )
      continue
    }
    if (!open(field, field)) continue
    patch[field] = parsed.value
    touched.add(field)
    lines.push({ field, before, after: parsed.value })
  }

  // The passenger: someone else's name and phone, or null for the customer themselves.
  if (request.passenger !== undefined) {
    let after: { name: string; phone: string } | null = null
    let valid = true
    if (request.passenger !== null) {
      const name = read(bookingFields.passengerName, request.passenger.name)
      const phone = read(bookingFields.passengerPhone, request.passenger.phone)
      if (!name.ok || !name.value) {
        refuse('passenger.name', name.ok ? 'passenger-name-required' : name.code)
        valid = false
      }
      const e164 = phone.ok && phone.value ? rules.normalizePhone(phone.value) : null
      if (!e164) {
        refuse('passenger.phone', 'passenger-phone-invalid')
        valid = false
      }
      if (valid && name.ok && name.value && e164) after = { name: name.value, phone: e164 }
    }
    if (valid && !samePassenger(after, booking.passenger) && open('passenger', 'passenger')) {
      patch.passenger = after
      touched.add('passenger')
      lines.push({ field: 'passenger', before: booking.passenger, after })
    }
  }

  // The hotel, street or building at each end: required wherever the end is not an airport.
  if (request.locationNames !== undefined) {
    const parsed = read(bookingFields.locationNames, request.locationNames)
    if (!parsed.ok) refuse('locationNames', parsed.code)
    else {
      for (const end of ['pickup', 'dropoff'] as const) {
        if (request.locationNames[end] === undefined) continue
        const after = parsed.value[end] ?? null
        const before = booking.locationNames[end]
        if (after === before) continue
        const field = end === 'pickup' ? 'pickupLocationName' : 'dropoffLocationName'
        if (after === null && !booking.airports[end]) {
          refuse(`locationNames.${end}`, 'location-names-required')
          continue
        }
        if (!open(field, `locationNames.${end}`)) continue
        patch.locationNames = { ...patch.locationNames, [end]: after }
        touched.add(field)
        lines.push({ field, before, after })
      }
    }
  }

  if (request.notes !== undefined) {
    const parsed = read(bookingFields.notes, request.notes ?? undefined)
    if (!parsed.ok) refuse('notes', parsed.code)
    else {
      const after = parsed.value ?? null
      if (after !== booking.notes && open('notes', 'notes')) {
        patch.notes = after
        touched.add('notes')
        lines.push({ field: 'notes', before: booking.notes, after })
      }
    }
  }

  if (issues.length > 0) return { ok: false, issues }
  if (lines.length === 0) {
    refuse('reservation', 'nothing-changed')
    return { ok: false, issues }
  }
  lines.sort((a, b) => CHANGE_FIELDS.indexOf(a.field) - CHANGE_FIELDS.indexOf(b.field))
  const legs = new Set<Leg>()
  for (const field of touched) for (const leg of legsServed(field, booking)) legs.add(leg)
  return { ok: true, patch, lines, legs: [...legs] }
}

/** The history's reason for a change (English, as every reason the site writes; the desk
 * translates it: `src/backoffice/historyLines.ts`). */
export const changeReason = (lines: readonly ChangeLine[]): string =>
  `Changed by the customer: ${lines.map((line) => line.field).join(', ')}`
