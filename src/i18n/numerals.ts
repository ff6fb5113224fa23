import type { Locale } from './locales'

import { isolateLtr } from './textDirection'

/**
 * One numeral system per language (docs/decisions.md, "Numerals"): English writes Western digits
 * (0-9); Arabic writes Arabic-Indic digits (٠-٩) for every quantity a person reads (prices, dates,
 * times, counts, durations, steps). Identifiers that are copied, typed or dialled (phone, flight
 * and reservation numbers, one-time codes) keep their Latin digits in a left-to-right isolate, in
 * both languages' digits the same as on a boarding pass or a keypad.
 *
 * The one home of this rule: pages, emails, SMS, the voucher and the calendar call it. Reading
 * what people type, in either system, is `src/lib/digits.ts`.
 */

const ARABIC_INDIC_ZERO = 0x0660

/** The locale tag Intl formats a language's numbers with. */
export const numberLocale = (locale: Locale) => (locale === 'ar' ? 'ar-EG' : 'en-GB')

/**
 * The catalogues' number format (next-intl's and use-intl's `formats`): a quantity inside a
 * message is written `{count, number, quantity}` (also inside a plural's branches, never `#`,
 * which Intl writes in Western digits for 'ar'), its value a number; `{year, number, plain}`
 * writes a year without grouping. Handed to next-intl's request config and the server
 * translator, so the pages, emails, SMS, the voucher and the calendar write the same digits.
 */
export const messageFormats = (locale: Locale) => {
  const numberingSystem = locale === 'ar' ? 'arab' : 'latn'
  return {
    number: {
      quantity: { numberingSystem },
      plain: { numberingSystem, useGrouping: false },
    },
  }
}

/** A count or a quantity in the reader's digits: `12` or `١٢` (grouped: `1,210` / `١٬٢١٠`). */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(numberLocale(locale), { maximumFractionDigits: 2 }).format(value)
}

/** Western digits of a text in the reader's digits (`الخطوة 1 من 5` -> `الخطوة ١ من ٥`). */
export function localDigits(text: string, locale: Locale): string {
  if (locale !== 'ar') return text
  return text.replace(/[0-9]/g, (digit) =>
    String.fromCharCode(ARABIC_INDIC_ZERO + digit.charCodeAt(0) - 48),
  )
}

/** An identifier (phone, flight or reservation number, code): Latin digits, left to right. */
export const identifier = (text: string, locale: Locale) =>
  locale === 'ar' ? isolateLtr(text) : text
