import type { Locale } from '@/i18n/locales'

/**
 * Business time is the wall clock of Cairo. Pickups are entered and stored as Cairo wall-clock
 * strings ('YYYY-MM-DDTHH:mm', what a `datetime-local` input gives) and turned into instants only
 * to compare and store them, through the time-zone rules of `Intl` (never a fixed +02:00: Egypt
 * has daylight saving time again since 2023).
 */
export const CAIRO_TIME_ZONE = 'Africa/Cairo'

/** A Cairo wall-clock date and time, 'YYYY-MM-DDTHH:mm'. */
export type CairoWallTime = string

/** How a wall-clock time was turned into an instant (see `resolveCairoWallTime`). */
export type WallTimeResolution = 'exact' | 'gap' | 'overlap'

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/
const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

type WallParts = { year: number; month: number; day: number; hour: number; minute: number }

/** The parts of a wall-clock string, or null when it is malformed or not a real calendar time. */
export function parseCairoWallTime(value: string): WallParts | null {
  const match = WALL_TIME.exec(value)
  if (!match) return null
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ]
  // Years before 1970 are out of scope; Date.UTC also reads 0-99 as 1900-1999.
  if (year < 1970 || hour > 23 || minute > 59) return null
  const probe = new Date(Date.UTC(year, month - 1, day))
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null
  return { year, month, day, hour, minute }
}

export const isCairoWallTime = (value: unknown): value is CairoWallTime =>
  typeof value === 'string' && parseCairoWallTime(value) !== null

// One formatter, reused: building an Intl.DateTimeFormat is the expensive part.
let cairoParts: Intl.DateTimeFormat | undefined
function cairoPartsFormatter(): Intl.DateTimeFormat {
  cairoParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: CAIRO_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })
  return cairoParts
}

/**
 * Cairo's offsets from UTC over a span of time, as the server's time-zone rules give them: the
 * offset in force at `from`, then each change (`[instant, offset]`, in milliseconds). A browser
 * handed them (`knowCairoOffsets`) reads Cairo's clock without building an `Intl.DateTimeFormat`
 * (the first one a page builds costs ~25 ms of main thread on a phone) and with the server's rules
 * even where its own time-zone data is older; instants outside the span are read through `Intl`.
 */
export type CairoOffsets = { from: number; until: number; changes: [number, number][] }

/** The last table made, by its first day and length: every page of a day asks for the same. */
let lastTable: { key: string; table: CairoOffsets } | undefined

/**
 * Cairo's offsets for `days` days from `now`'s UTC day (kept per day), and the two days before it:
 * reading a wall-clock time looks at the offsets a day either side (`resolveCairoWallTime`).
 */
export function cairoOffsetsAhead(now: Date, days: number): CairoOffsets {
  const from = (Math.floor(now.getTime() / DAY_MS) - 2) * DAY_MS
  const key = `${from}:${days}`
  if (lastTable?.key === key) return lastTable.table
  const offsetAt = (instant: number) => intlReadingMs(instant) - instant
  const changes: [number, number][] = [[from, offsetAt(from)]]
  const until = from + (days + 2) * DAY_MS
  for (let day = from; day < until; day += DAY_MS) {
    const before = changes[changes.length - 1]![1]
    if (offsetAt(day + DAY_MS) === before) continue
    // The change is within this day: the first whole second with the new offset. Egypt changes
    // at most twice a year, so one change per day is all there can be.
    let [low, high] = [day / 1000, (day + DAY_MS) / 1000]
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2)
      if (offsetAt(middle * 1000) === before) low = middle
      else high = middle
    }
    changes.push([high * 1000, offsetAt(high * 1000)])
  }
  lastTable = { key, table: { from, until, changes } }
  return lastTable.table
}

let knownOffsets: CairoOffsets | null = null

/** Reads Cairo's clock from `offsets` (see `CairoOffsets`) inside their span; ignores a malformed table. */
export function knowCairoOffsets(offsets: CairoOffsets | undefined): void {
  const wellFormed =
    offsets != null &&
    Number.isFinite(offsets.from) &&
    Number.isFinite(offsets.until) &&
    Array.isArray(offsets.changes) &&
    offsets.changes.length > 0 &&
    offsets.changes[0]![0] === offsets.from &&
    offsets.changes.every(
      (change, index, all) =>
        Array.isArray(change) &&
        Number.isFinite(change[0]) &&
        Number.isFinite(change[1]) &&
        (index === 0 || change[0] > all[index - 1]![0]),
    )
  knownOffsets = wellFormed ? offsets : null
}

function knownOffsetAt(instantMs: number): number | undefined {
  if (!knownOffsets || instantMs < knownOffsets.from || instantMs >= knownOffsets.until) return
  let offset: number | undefined
  for (const [at, value] of knownOffsets.changes) {
    if (at > instantMs) break
    offset = value
  }
  return offset
}

/** The Cairo wall clock at an instant, as milliseconds of a UTC date with the same reading. */
function cairoReadingMs(instantMs: number): number {
  const known = knownOffsetAt(instantMs) ?? dayOffsetAt(instantMs)
  // As Intl reads it: to the whole second.
  return known === undefined
    ? intlReadingMs(instantMs)
    : Math.floor(instantMs / 1000) * 1000 + known
}

/**
 * Cairo's offset through one UTC day, as Intl reads it at the day's first and last second, kept
 * once read: the same offset at both ends is the offset of the whole day (Egypt's clocks change at
 * most twice a year, an hour at a time, never twice in a day). A day with a change in it is read
 * through Intl at every instant. Reading Intl costs ~13 µs; a CSV export reads three instants for
 * each of 100,000 rows, over two years of days.
 */
const dayOffsets = new Map<number, number | null>()
const DAY_OFFSETS_KEPT = 20_000

function dayOffsetAt(instantMs: number): number | undefined {
  const day = Math.floor(instantMs / DAY_MS)
  let offset = dayOffsets.get(day)
  if (offset === undefined) {
    const first = day * DAY_MS
    const last = first + DAY_MS - 1000
    const atFirst = intlReadingMs(first) - first
    offset = intlReadingMs(last) - last === atFirst ? atFirst : null
    if (dayOffsets.size >= DAY_OFFSETS_KEPT) dayOffsets.clear()
    dayOffsets.set(day, offset)
  }
  return offset ?? undefined
}

function intlReadingMs(instantMs: number): number {
  const parts = cairoPartsFormatter().formatToParts(new Date(instantMs))
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value)
  // Some ICU versions print midnight as 24 even with h23.
  const hour = part('hour') % 24
  return Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    hour,
    part('minute'),
    part('second'),
  )
}

/** Cairo's offset from UTC at an instant, in milliseconds (+2 h in winter, +3 h in summer). */
export function cairoOffsetMs(instant: Date): number {
  const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000
  return cairoReadingMs(wholeSeconds) - wholeSeconds
}

/**
 * A Cairo wall-clock time to an instant, saying how it was resolved:
 * - `exact`: the time exists once.
 * - `gap`: the time does not exist (spring forward, e.g. 2026-04-24T00:30: the clocks jump from
 *   00:00 to 01:00). It is read with the offset before the change, i.e. shifted forward by the
 *   length of the gap (00:30 becomes 01:30 summer time), as a customer who asked for "half past
 *   midnight" still gets a pickup half an hour after the previous midnight hour.
 * - `overlap`: the time exists twice (fall back, e.g. 2026-10-29T23:30: the clocks go back from
 *   24:00 to 23:00). The earlier instant is taken (summer time), so a pickup is never late.
 * This is what Temporal calls the 'compatible' disambiguation. Returns null for a malformed time.
 */
export function resolveCairoWallTime(
  wallTime: CairoWallTime,
): { utc: Date; resolution: WallTimeResolution } | null {
  const parts = parseCairoWallTime(wallTime)
  if (!parts) return null
  const reading = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute)
  // Offset changes are months apart, so the offsets a day either side cover every candidate.
  const offsetBefore = cairoOffsetMs(new Date(reading - DAY_MS))
  const offsetAfter = cairoOffsetMs(new Date(reading + DAY_MS))
  const instants = [...new Set([offsetBefore, offsetAfter])]
    .map((offset) => reading - offset)
    .filter((instant) => cairoReadingMs(instant) === reading)
    .sort((a, b) => a - b)
  if (instants.length === 0) return { utc: new Date(reading - offsetBefore), resolution: 'gap' }
  return { utc: new Date(instants[0]!), resolution: instants.length > 1 ? 'overlap' : 'exact' }
}

/** A Cairo wall-clock time to its UTC instant (gap: shifted forward; overlap: the earlier one). */
export function cairoWallTimeToUtc(wallTime: CairoWallTime): Date | null {
  return resolveCairoWallTime(wallTime)?.utc ?? null
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0')

/** The Cairo wall-clock time ('YYYY-MM-DDTHH:mm') of an instant; seconds are dropped. */
export function utcToCairoWallTime(instant: Date): CairoWallTime {
  const reading = new Date(cairoReadingMs(instant.getTime()))
  return (
    `${pad(reading.getUTCFullYear(), 4)}-${pad(reading.getUTCMonth() + 1)}-` +
    `${pad(reading.getUTCDate())}T${pad(reading.getUTCHours())}:${pad(reading.getUTCMinutes())}`
  )
}

/** Elapsed hours from `from` to `to` (negative when `to` is earlier); real hours across DST. */
export const hoursBetween = (from: Date, to: Date): number =>
  (to.getTime() - from.getTime()) / HOUR_MS

/** Whether `execUtc` is at least `hours` real hours after `nowUtc` (the lead-time rule). */
export const isAtLeastHoursAhead = (execUtc: Date, nowUtc: Date, hours: number): boolean =>
  execUtc.getTime() - nowUtc.getTime() >= hours * HOUR_MS

/**
 * The same Cairo wall-clock time `years` later (the return-date limit "less than 1 year from
 * now"). 29 February becomes 28 February in a common year; a time that falls into a DST gap is
 * resolved as `resolveCairoWallTime` does.
 */
export function addYears(instant: Date, years: number): Date {
  const parts = parseCairoWallTime(utcToCairoWallTime(instant))!
  const year = parts.year + years
  const lastDay = new Date(Date.UTC(year, parts.month, 0)).getUTCDate()
  const wallTime =
    `${pad(year, 4)}-${pad(parts.month)}-${pad(Math.min(parts.day, lastDay))}` +
    `T${pad(parts.hour)}:${pad(parts.minute)}`
  const shifted = cairoWallTimeToUtc(wallTime)!
  // Keep the seconds and milliseconds the wall-clock string drops.
  return new Date(shifted.getTime() + (instant.getTime() % MINUTE_MS))
}

/**
 * Dates and times as each reader expects them: English in British order with a 24-hour clock
 * ("Friday, 24 April 2026", "13:05"), unambiguous for flight times; Arabic as written in Egypt,
 * with Arabic-Indic digits and a 12-hour clock ("الجمعة، ٢٤ أبريل ٢٠٢٦", "١:٠٥ م").
 */
const LOCALE_TAGS: Record<Locale, string> = { en: 'en-GB', ar: 'ar-EG' }
const CLOCK: Record<Locale, Intl.DateTimeFormatOptions> = {
  en: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  ar: { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' },
}

export type CairoFormatStyle = 'date' | 'time' | 'date-time'

const STYLE_OPTIONS: Record<CairoFormatStyle, Intl.DateTimeFormatOptions> = {
  date: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  // The clock's options come from CLOCK.
  time: {},
  'date-time': { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
}

const formatters = new Map<string, Intl.DateTimeFormat>()

/** An instant as Cairo local date and/or time in the reader's language. */
export function formatCairo(
  instant: Date,
  locale: Locale,
  style: CairoFormatStyle = 'date-time',
): string {
  const key = `${locale}:${style}`
  let formatter = formatters.get(key)
  if (!formatter) {
    const withClock = style === 'date' ? {} : CLOCK[locale]
    formatter = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
      timeZone: CAIRO_TIME_ZONE,
      ...STYLE_OPTIONS[style],
      ...withClock,
    })
    formatters.set(key, formatter)
  }
  return formatter.format(instant)
}

/** A Cairo wall-clock string in the reader's language, or null when it is malformed. */
export function formatCairoWallTime(
  wallTime: CairoWallTime,
  locale: Locale,
  style: CairoFormatStyle = 'date-time',
): string | null {
  const utc = cairoWallTimeToUtc(wallTime)
  return utc ? formatCairo(utc, locale, style) : null
}
