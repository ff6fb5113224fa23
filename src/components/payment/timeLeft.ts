import type { Locale } from '@/i18n/locales'
import { localDigits } from '@/i18n/numerals'

/**
 * Seconds as a clock of the time left: "29:05", "1:02:03" past an hour; Arabic-Indic digits in
 * Arabic, as the site writes its other numbers there.
 */
export function formatTimeLeft(seconds: number, locale: Locale): string {
  const whole = Math.max(0, Math.floor(seconds))
  const two = (value: number) => String(value).padStart(2, '0')
  const hours = Math.floor(whole / 3600)
  const minutes = Math.floor((whole % 3600) / 60)
  const rest = whole % 60
  const clock = `${two(minutes)}:${two(rest)}`
  return localDigits(hours > 0 ? `${two(hours)}:${clock}` : clock, locale)
}
