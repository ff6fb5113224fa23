import { formatCairo, utcToCairoWallTime } from '@/booking/cairoTime'
import type { ExtraLine } from '@/booking/extras'
import { type ReservationStatus, SERVED_STATUSES } from '@/booking/status'
import type { Locale } from '@/i18n/locales'
import { translate } from '@/i18n/messages'
import { toAsciiDigits } from '@/lib/digits'
import { displayPhone } from '@/lib/phone'

import type en from '../../messages/en.json'

import { legProgressOf } from '@/booking/lifecycle/facts'
import type { LegProgress } from '@/booking/lifecycle/progress'

import { toCsv } from './csv'
import type { DispatchLeg } from './dispatch'

/**
 * The daily run sheet: one Cairo day's pickups in time order, each leg on the day it is driven
 * (a round trip's return on its own day), with what the driver and the desk need (the customer's
 * notes included: a child seat is asked for there), and its CSV. Pure: the operation reads the
 * reservations (operations/sheetRows.ts); texts come from the catalogue.
 */

/** Reservations that are driven: paid, accepted cash, or sent to operations (the served ones). */
export const RUN_STATUSES: readonly ReservationStatus[] = SERVED_STATUSES

type Names = { en: string; ar: string }
type Driver = {
  driverName?: string | null
  driverMobile?: string | null
  vehiclePlate?: string | null
} | null

/** What the run sheet reads of a stored reservation and its customer. */
export type RunSheetReservation = {
  reservationNumber: string
  status: ReservationStatus
  tripType: 'one-way' | 'round-trip'
  /** Instants (ISO) and their Cairo wall-clock text as booked. */
  execDate: string
  returningDate?: string | null
  pickup: Names & { locationName?: string | null }
  dropoff: Names & { locationName?: string | null }
  car: Names
  persons: number
  luggages: number
  arrivalFlightNumber?: string | null
  departureFlightNumber?: string | null
  isAnotherPassengers?: boolean | null
  passengerName?: string | null
  passengerPhone?: string | null
  /** The customer's notes (a late flight). */
  notes?: string | null
  /** The extras booked (a child seat, a name sign: decision 0130); none when absent. */
  extras?: readonly Pick<ExtraLine, 'nameEn' | 'nameAr' | 'quantity' | 'total'>[]
  customer: { name: string; mobile: string; email?: string | null } | null
  dispatch?: { outbound?: Driver; return?: Driver } | null
  /** Each leg's trip progress as stored (decision 0160); a leg never tapped is `assigned`. */
  progress?: {
    outbound?: { state?: string | null } | null
    return?: { state?: string | null } | null
  } | null
}

export type RunSheetEntry = {
  leg: DispatchLeg
  reservationNumber: string
  /** Cairo wall-clock time of this leg's pickup ('YYYY-MM-DDTHH:mm'), and its instant. */
  pickupAt: string
  instant: string
  /** 'HH:mm' as the reader writes it. */
  timeText: string
  from: string
  fromDetail: string | null
  to: string
  toDetail: string | null
  flight: string | null
  passenger: string
  /** The name on the greeter's sign: the passenger's. */
  signName: string
  phone: string
  persons: number
  luggages: number
  car: string
  driver: { name: string; mobile: string | null; plate: string | null } | null
  status: ReservationStatus
  notes: string | null
  /** The extras to bring ('2 × Child seat, 1 × Name sign'), or null. */
  extras: string | null
  /** Where the leg stands on the trip day (decision 0160). */
  progress: LegProgress
}

export type RunSheet = { day: string; title: string; entries: RunSheetEntry[] }

/** Who travels: the other passenger the customer named, else the customer. */
export function passengerOf(reservation: RunSheetReservation): {
  passenger: string
  phone: string
} {
  const other = Boolean(reservation.isAnotherPassengers)
  return {
    passenger:
      other && reservation.passengerName
        ? reservation.passengerName
        : (reservation.customer?.name ?? ''),
    phone:
      other && reservation.passengerPhone
        ? reservation.passengerPhone
        : (reservation.customer?.mobile ?? ''),
  }
}

/**
 * The extras as the desk and the driver read them: '2 × Child seat, 1 × Name sign' in the
 * reader's language (Western digits, as the CSV's other counts), or null without extras.
 */
export function extrasList(extras: RunSheetReservation['extras'], locale: Locale): string | null {
  if (!extras?.length) return null
  return extras
    .map((line) => `${line.quantity} × ${locale === 'ar' ? line.nameAr : line.nameEn}`)
    .join(locale === 'ar' ? '، ' : ', ')
}

/**
 * The dispatcher's digits (decision 0182): the run sheet, its CSV and the trip board write Western
 * digits and the 24-hour clock in both languages, as the flight, phone and reservation numbers
 * beside them, the drivers' SMS times read on a keypad phone and the CSV: "13:05", not "١:٠٥ م".
 * The customer's pages keep the reader's digits (decision 0032).
 */
export const sheetTime = (instant: Date) => formatCairo(instant, 'en', 'time')

/** A text of the sheet (its day's title) in Western digits, whatever the language's own. */
export const sheetDigits = (text: string) => toAsciiDigits(text)

/** The legs of a reservation that are driven on `day` (a Cairo 'YYYY-MM-DD'). */
function legsOnDay(reservation: RunSheetReservation, day: string, locale: Locale): RunSheetEntry[] {
  const legs: { leg: DispatchLeg; instant: string }[] = [
    { leg: 'outbound', instant: reservation.execDate },
  ]
  if (reservation.tripType === 'round-trip' && reservation.returningDate) {
    legs.push({ leg: 'return', instant: reservation.returningDate })
  }
  const { passenger, phone } = passengerOf(reservation)
  // Every leg's driver sees them: seats and the sign are needed on each leg, and a stop may be
  // on either (the customer's notes say which).
  const extras = extrasList(reservation.extras, locale)
  return legs.flatMap(({ leg, instant }) => {
    const moment = new Date(instant)
    // The day and time from the instant: DST-proof, whatever the stored text says.
    const pickupAt = utcToCairoWallTime(moment)
    if (pickupAt.slice(0, 10) !== day) return []
    const [start, end] =
      leg === 'outbound'
        ? [reservation.pickup, reservation.dropoff]
        : [reservation.dropoff, reservation.pickup]
    const flight =
      leg === 'outbound'
        ? (reservation.arrivalFlightNumber ?? reservation.departureFlightNumber)
        : (reservation.departureFlightNumber ?? reservation.arrivalFlightNumber)
    const stored = reservation.dispatch?.[leg]
    return [
      {
        leg,
        reservationNumber: reservation.reservationNumber,
        pickupAt,
        instant: moment.toISOString(),
        timeText: sheetTime(moment),
        from: start[locale],
        fromDetail: start.locationName || null,
        to: end[locale],
        toDetail: end.locationName || null,
        flight: flight || null,
        passenger,
        signName: passenger,
        phone: displayPhone(phone),
        persons: reservation.persons,
        luggages: reservation.luggages,
        car: reservation.car[locale],
        driver: stored?.driverName
          ? {
              name: stored.driverName,
              mobile: stored.driverMobile ? displayPhone(stored.driverMobile) : null,
              plate: stored.vehiclePlate ?? null,
            }
          : null,
        status: reservation.status,
        notes: reservation.notes || null,
        extras,
        progress: legProgressOf(reservation, leg),
      },
    ]
  })
}

/**
 * One Cairo day's run sheet: every leg driven that day by a reservation that runs, by pickup
 * instant (two pickups at 23:30 on the night clocks go back keep their real order), then number.
 */
export function buildRunSheet(
  reservations: readonly RunSheetReservation[],
  day: string,
  locale: Locale,
): RunSheet {
  const entries = reservations
    .filter((reservation) => RUN_STATUSES.includes(reservation.status))
    .flatMap((reservation) => legsOnDay(reservation, day, locale))
    .sort(
      (a, b) =>
        a.instant.localeCompare(b.instant) ||
        a.reservationNumber.localeCompare(b.reservationNumber) ||
        a.leg.localeCompare(b.leg),
    )
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  // Noon of the day names it in any time zone.
  const title = translate(locale, 'backoffice.runSheet.title', {
    date: sheetDigits(formatCairo(new Date(Date.UTC(year, month - 1, date, 10)), locale, 'date')),
  })
  return { day, title, entries }
}

type Column = keyof (typeof en)['backoffice']['columns']

const header = (locale: Locale, keys: readonly Column[]) =>
  keys.map((key) => translate(locale, `backoffice.columns.${key}`))

/** The run sheet as CSV, in the reader's language. */
export function runSheetCsv(sheet: RunSheet, locale: Locale): string {
  const columns = header(locale, [
    'time',
    'leg',
    'reservationNumber',
    'flight',
    'passenger',
    'signName',
    'phone',
    'from',
    'to',
    'car',
    'persons',
    'luggages',
    'driver',
    'driverMobile',
    'vehiclePlate',
    'notes',
    'extras',
  ])
  return toCsv(
    columns,
    sheet.entries.map((entry) => [
      entry.pickupAt.slice(11),
      translate(locale, `backoffice.legs.${entry.leg}`),
      entry.reservationNumber,
      entry.flight,
      entry.passenger,
      entry.signName,
      entry.phone,
      [entry.from, entry.fromDetail].filter(Boolean).join(', '),
      [entry.to, entry.toDetail].filter(Boolean).join(', '),
      entry.car,
      entry.persons,
      entry.luggages,
      entry.driver?.name ?? translate(locale, 'backoffice.runSheet.noDriver'),
      entry.driver?.mobile,
      entry.driver?.plate,
      entry.notes,
      entry.extras,
    ]),
  )
}
