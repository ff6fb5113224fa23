import type { Locale } from '@/i18n/locales'

/**
 * Seconds as a clock of the time left: "29:05", "1:02:03" past an hour; Arabic-Indic digits in
 * Arabic, as the site writes its other numbers there.
 */
export function formatTimeLeft(seconds: number, locale: Locale): string {
  const whole = Math.max(0, Math.floor(seconds))
  const digits = new Intl.NumberFormat(locale === 'ar' ? 'ar-EG' : 'en', {
    minimumIntegerDigits: 2,
    useGrouping: false,
  })
  const hours = Math.floor(whole / 3600)
  const minutes = Math.floor((whole % 3600) / 60)
  const rest = whole % 60
  const clock = `${digits.format(minutes)}:${digits.format(rest)}`
  return hours > 0 ? `${digits.format(hours)}:${clock}` : clock
}
