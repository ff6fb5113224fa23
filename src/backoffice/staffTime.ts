import { CAIRO_TIME_ZONE } from '@/booking/cairoTime'
import { isLocale, type Locale } from '@/i18n/locales'

/**
 * Dates and times in the staff admin: always Cairo's wall clock (pickups are Cairo times), never
 * the time zone of the computer the admin runs on, and said so. English in British order with a
 * 24-hour clock ("Fri, 24 Apr 2026, 14:30 (Cairo)"); Arabic as written in Egypt, with
 * Arabic-Indic digits and a 12-hour clock, like the customers' messages (`formatCairo`).
 */
const LOCALE_TAGS: Record<Locale, string> = { en: 'en-GB', ar: 'ar-EG' }
const CLOCK: Record<Locale, Intl.DateTimeFormatOptions> = {
  en: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  ar: { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' },
}
export const CAIRO_LABEL: Record<Locale, string> = { en: 'Cairo', ar: 'بتوقيت القاهرة' }

const formatters = new Map<Locale, Intl.DateTimeFormat>()

function formatter(locale: Locale): Intl.DateTimeFormat {
  let format = formatters.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
      timeZone: CAIRO_TIME_ZONE,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...CLOCK[locale],
    })
    formatters.set(locale, format)
  }
  return format
}

/**
 * A stored instant (an ISO string or a Date, as the admin hands a date cell) as Cairo date and
 * time in the admin's language (`en` or `ar`; any other reads as English), followed by the label
 * "(Cairo)". An empty or unreadable value gives an empty string.
 */
export function formatStaffCairoTime(value: unknown, language: string): string {
  if (!(value instanceof Date) && typeof value !== 'string') return ''
  if (value === '') return ''
  const instant = new Date(value)
  if (Number.isNaN(instant.getTime())) return ''
  const locale: Locale = isLocale(language) ? language : 'en'
  return `${formatter(locale).format(instant)} (${CAIRO_LABEL[locale]})`
}
