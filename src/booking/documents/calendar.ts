import { type Locale, localizedPath } from '@/i18n/locales'
import { type MessageKey, translate } from '@/i18n/messages'
import { typedIn } from '@/i18n/textDirection'

import { cairoWallTimeToUtc, formatCairoWallTime } from '../cairoTime'
import { displayFlightNumber } from '../flightNumber'
import { addressText, type ReservationDetails, type ReservationSummary } from '../reservationViews'
import type { ReservationStatus } from '../status'

/**
 * A reservation as an iCalendar file (RFC 5545) the customer adds to their calendar: one event
 * per drive (the outbound transfer and, for a round trip, the return), in UTC, an hour long, with
 * a reminder a day before. The text is in the requested language.
 */

/** What the calendar tells about a reservation: its summary and the flights. */
export type CalendarReservation = Pick<
  ReservationSummary,
  | 'reservationNumber'
  | 'status'
  | 'tripType'
  | 'carNames'
  | 'pickup'
  | 'dropoff'
  | 'execDate'
  | 'returningDate'
  | 'persons'
  | 'luggages'
> & { arrivalFlightNumber: string | null; departureFlightNumber: string | null }

export const calendarReservation = (details: ReservationDetails): CalendarReservation => ({
  ...details.summary,
  arrivalFlightNumber: details.arrivalFlightNumber,
  departureFlightNumber: details.departureFlightNumber,
})

export type CalendarOptions = {
  locale: Locale
  /** The hotline from the settings. */
  hotline: string
  /** The public address of the site, without a trailing slash. */
  siteUrl: string
  /** When the file is made (DTSTAMP). */
  now: Date
}

/** How long an event lasts: the pickup itself, not the drive (decisions.md). */
const EVENT_MS = 60 * 60 * 1000

/** Events keep the reservation's standing: unpaid is tentative, failed or cancelled is off. */
const EVENT_STATUS: Record<ReservationStatus, 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED'> = {
  pending: 'TENTATIVE',
  'paid-not-sent': 'CONFIRMED',
  'cash-not-sent': 'CONFIRMED',
  completed: 'CONFIRMED',
  fail: 'CANCELLED',
  cancelled: 'CANCELLED',
}

/** A TEXT value with its backslashes, semicolons, commas and line breaks escaped. */
export const escapeText = (value: string) =>
  value.replace(/\r\n|[\\;,\r\n]/g, (match) =>
    match === '\\' || match === ';' || match === ',' ? `\\${match}` : '\\n',
  )

const utf8Length = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4

/** Characters, with an escape such as `\n` kept whole (some readers unfold badly). */
const FOLD_UNITS = /\\[\\;,nN]|[\s\S]/gu

/**
 * A content line folded after at most 75 octets (continuations start with a space, which
 * counts), never inside a UTF-8 character or an escape, joined with CRLF.
 */
export function foldLine(line: string): string {
  const pieces: string[] = []
  let piece = ''
  let size = 0
  let room = 75
  for (const [unit] of line.matchAll(FOLD_UNITS)) {
    let length = 0
    for (const char of unit) length += utf8Length(char.codePointAt(0)!)
    if (size + length > room) {
      pieces.push(piece)
      piece = ''
      size = 0
      room = 74
    }
    piece += unit
    size += length
  }
  pieces.push(piece)
  return pieces.join('\r\n ')
}

/** An instant as an iCalendar UTC date-time: 20261201T123000Z. */
const utcStamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')

type End = CalendarReservation['pickup']

const placeText = (locale: Locale, end: End) =>
  addressText(
    end.names[locale],
    end.locationName === null ? null : typedIn(locale, end.locationName),
    locale,
  )

type Leg = { key: 'out' | 'return'; from: End; to: End; wallTime: string }

function legsOf(reservation: CalendarReservation): Leg[] {
  const { pickup, dropoff, execDate, returningDate } = reservation
  const legs: Leg[] = [{ key: 'out', from: pickup, to: dropoff, wallTime: execDate }]
  if (reservation.tripType === 'round-trip' && returningDate) {
    legs.push({ key: 'return', from: dropoff, to: pickup, wallTime: returningDate })
  }
  return legs
}

function descriptionLines(
  reservation: CalendarReservation,
  leg: Leg,
  { locale, hotline }: CalendarOptions,
  url: string,
): string[] {
  const t = (key: MessageKey, values?: Record<string, string | number>) =>
    translate(locale, key, values)
  const flight = (number: string) => ({ flight: typedIn(locale, displayFlightNumber(number)) })
  const bags =
    reservation.luggages === 0
      ? t('calendar.noBags')
      : t('calendar.bags', {
          luggages: reservation.luggages,
        })
  const passengers = t('calendar.passengers', {
    persons: reservation.persons,
  })
  return [
    t('calendar.number', { number: typedIn(locale, reservation.reservationNumber) }),
    ...(reservation.tripType === 'round-trip'
      ? [t(leg.key === 'out' ? 'calendar.outbound' : 'calendar.return')]
      : []),
    t('calendar.pickupAt', { date: formatCairoWallTime(leg.wallTime, locale) ?? leg.wallTime }),
    t('calendar.from', { place: placeText(locale, leg.from) }),
    t('calendar.to', { place: placeText(locale, leg.to) }),
    t('calendar.car', { car: reservation.carNames[locale] }),
    ...(reservation.persons > 0 ? [t('calendar.party', { passengers, bags })] : []),
    ...(reservation.arrivalFlightNumber
      ? [t('calendar.arrivalFlight', flight(reservation.arrivalFlightNumber))]
      : []),
    ...(reservation.departureFlightNumber
      ? [t('calendar.departureFlight', flight(reservation.departureFlightNumber))]
      : []),
    t('calendar.hotline', { phone: typedIn(locale, hotline) }),
    t('calendar.details', { url }),
  ]
}

function eventLines(
  reservation: CalendarReservation,
  leg: Leg,
  options: CalendarOptions,
  { host, url }: { host: string; url: string },
): string[] {
  const { locale } = options
  const start = cairoWallTimeToUtc(leg.wallTime)
  if (!start) throw new Error(`Malformed pickup time ${leg.wallTime}`)
  const names = { pickup: leg.from.names[locale], dropoff: leg.to.names[locale] }
  const language = `;LANGUAGE=${locale}`
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(`${reservation.reservationNumber}-${leg.key}@${host}`)}`,
    `DTSTAMP:${utcStamp(options.now)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(new Date(start.getTime() + EVENT_MS))}`,
    `SUMMARY${language}:${escapeText(translate(locale, 'calendar.summary', names))}`,
    // Plain text for map apps: no bidi marks.
    `LOCATION${language}:${escapeText(addressText(leg.from.names[locale], leg.from.locationName, locale))}`,
    `DESCRIPTION${language}:${escapeText(descriptionLines(reservation, leg, options, url).join('\n'))}`,
    `URL:${url}`,
    `STATUS:${EVENT_STATUS[reservation.status]}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION${language}:${escapeText(translate(locale, 'calendar.alarm', { pickup: names.pickup }))}`,
    'TRIGGER:-PT24H',
    'END:VALARM',
    'END:VEVENT',
  ]
}

/** The reservation as an iCalendar file's text: CRLF line endings, lines folded at 75 octets. */
export function reservationCalendar(
  reservation: CalendarReservation,
  options: CalendarOptions,
): string {
  const url = `${options.siteUrl}${localizedPath(
    options.locale,
    `/booking/${encodeURIComponent(reservation.reservationNumber)}`,
  )}`
  const host = new URL(options.siteUrl).hostname
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Masar Transfers//Reservations//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...legsOf(reservation).flatMap((leg) => eventLines(reservation, leg, options, { host, url })),
    'END:VCALENDAR',
  ]
  return lines.map((line) => `${foldLine(line)}\r\n`).join('')
}
