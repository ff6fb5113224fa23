import { addYears, utcToCairoWallTime } from '@/booking/cairoTime'
import type { Locale } from '@/i18n/locales'

/**
 * The choices of the date and time pickers. Times are Cairo wall-clock times in 15-minute steps;
 * Cairo's offset from UTC is whole hours, so a quarter hour of UTC is a quarter hour in Cairo.
 */
export const TIME_STEP_MINUTES = 15
const STEP_MS = TIME_STEP_MINUTES * 60_000
const HOUR_MS = 3_600_000

const pad = (value: number) => String(value).padStart(2, '0')

/** Every time of a day: '00:00', '00:15', ... '23:45'. */
export const DAY_TIMES: readonly string[] = Array.from(
  { length: (24 * 60) / TIME_STEP_MINUTES },
  (_, index) => {
    const minutes = index * TIME_STEP_MINUTES
    return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`
  },
)

export type PickupLimits = {
  /** The earliest pickup the lead time allows, rounded up to the next quarter hour. */
  earliest: { day: string; time: string }
  /** The last day a pickup (or return) can be on: less than a year from now. */
  lastDay: string
}

export function pickupLimits(now: Date, minLeadHours: number): PickupLimits {
  const earliestMs = Math.ceil((now.getTime() + minLeadHours * HOUR_MS) / STEP_MS) * STEP_MS
  const earliest = utcToCairoWallTime(new Date(earliestMs))
  // "Less than 1 year from now": the last whole minute before the same wall time next year.
  const last = utcToCairoWallTime(new Date(addYears(now, 1).getTime() - 60_000))
  return {
    earliest: { day: earliest.slice(0, 10), time: earliest.slice(11) },
    lastDay: last.slice(0, 10),
  }
}

/**
 * The times the time select offers on `day`: those at or after the earliest moment allowed
 * (after it, with `after`), none inside the lead time. A `chosen` time that `day` makes too soon
 * (the day changed under it, or an old draft) is kept as a disabled option, so the select shows
 * what is refused, and `chosenTooSoon` says so.
 */
export function offeredTimes(
  day: string,
  chosen: string,
  earliest: { day: string; time: string } | null,
  { after = false }: { after?: boolean } = {},
): { times: { time: string; disabled: boolean }[]; chosenTooSoon: boolean } {
  const tooSoon = (time: string) =>
    earliest !== null &&
    day !== '' &&
    (day < earliest.day ||
      (day === earliest.day && (after ? time <= earliest.time : time < earliest.time)))
  const chosenTooSoon = chosen !== '' && tooSoon(chosen)
  const times = DAY_TIMES.filter((time) => !tooSoon(time) || time === chosen).map((time) => ({
    time,
    disabled: tooSoon(time),
  }))
  return { times, chosenTooSoon }
}

const clockFormats = new Map<Locale, Intl.DateTimeFormat>()

/**
 * A wall-clock 'HH:mm' as the reader expects it: '13:45' in English (24-hour, as flight times
 * are printed), '١:٤٥ م' in Arabic (12-hour, as written in Egypt), like the rest of the site.
 */
export function clockLabel(time: string, locale: Locale): string {
  if (locale === 'en') return time
  let format = clockFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat('ar-EG', {
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h12',
      timeZone: 'UTC',
    })
    clockFormats.set(locale, format)
  }
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return format.format(new Date(Date.UTC(2000, 0, 1, hours, minutes)))
}

const shortFormats = new Map<string, Intl.DateTimeFormat>()

/**
 * The few-words form of a Cairo day ("Thu 26 Nov"), with its year and its time when asked, in the
 * reader's language; one formatter per form, kept. The parts given are Cairo's already, so they
 * are formatted as they are (UTC).
 */
function shortFormat(locale: Locale, withYear: boolean, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}:${withYear}:${withTime}`
  let format = shortFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-EG' : 'en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      ...(withYear ? { year: 'numeric' } : {}),
      ...(withTime
        ? {
            hour: locale === 'ar' ? 'numeric' : '2-digit',
            minute: '2-digit',
            hourCycle: locale === 'ar' ? 'h12' : 'h23',
          }
        : {}),
      timeZone: 'UTC',
    })
    shortFormats.set(key, format)
  }
  return format
}

/**
 * A Cairo wall-clock 'YYYY-MM-DDTHH:mm' in a few words for the trip summary: "Thu 26 Nov,
 * 10:00" / "الخميس ٢٦ نوفمبر، ١٠:٠٠ ص", with the year only when it is not this year's.
 */
export function shortWallTime(wallTime: string, locale: Locale, now = new Date()): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wallTime)
  if (!match) return wallTime
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as number[]
  const withYear = year !== now.getUTCFullYear()
  return shortFormat(locale, withYear, true).format(
    new Date(Date.UTC(year!, month! - 1, day!, hours!, minutes!)),
  )
}

/**
 * A Cairo calendar day 'YYYY-MM-DD' as the calendar widget's date: midnight of that day on the
 * browser's clock. The widget only shows and compares days, so the browser's own zone never
 * moves a day; `calendarDay` reads it back.
 */
export function calendarDate(day: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number)
  return new Date(year, month - 1, date)
}

/** The Cairo calendar day 'YYYY-MM-DD' a calendar widget's date stands for. */
export const calendarDay = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`

/**
 * A Cairo calendar day in a few words for the date button: "Thu 3 Dec" / "الخميس، ٣ ديسمبر",
 * with the year only when it is not this year's ("Fri 5 Nov 2027").
 */
export function shortDay(day: string, locale: Locale, now = new Date()): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number)
  const withYear = String(year) !== utcToCairoWallTime(now).slice(0, 4)
  return shortFormat(locale, withYear, false).format(new Date(Date.UTC(year, month - 1, date, 12)))
}
