import type { Locale } from '@/i18n/locales'

/**
 * Money is a whole number of piasters (1 EGP = 100 piasters) everywhere: in price lists,
 * quotes, reservations and payments. Arithmetic never touches floating point; pounds appear only
 * when a price is read from an admin or shown to a reader.
 */
export type Piasters = number

export const PIASTERS_PER_POUND = 100

/**
 * The least a booking asks anyone to pay: EGP 1. Paymob takes only a positive amount, and a
 * charge of a few piasters costs more than it brings; a promo code that would leave less is
 * taken to zero instead, and the booking is complimentary (docs/decisions/0176).
 */
export const MINIMUM_CHARGE: Piasters = 100

/** Whether a value is a valid amount: a non-negative whole number of piasters. */
export const isPiasters = (value: unknown): value is Piasters =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0

const POUNDS = /^(\d{1,12})(?:\.(\d{1,2}))?$/

/**
 * An amount in pounds ("1250", "1250.5", 1250.75) to piasters, read as decimal text so that
 * 0.1 + 0.2-style float errors cannot creep in. More than two decimals, negative amounts and
 * anything that is not a plain number throw a RangeError.
 */
export function egpToPiasters(egp: number | string): Piasters {
  const text = typeof egp === 'number' ? String(egp) : egp.trim()
  const match = POUNDS.exec(text)
  if (!match) throw new RangeError(`Not an amount in EGP: ${JSON.stringify(egp)}`)
  const [, pounds, fraction = ''] = match
  return Number(pounds) * PIASTERS_PER_POUND + Number(fraction.padEnd(2, '0'))
}

/** The sum of several amounts, refusing anything that is not whole piasters. */
export function sumPiasters(...amounts: Piasters[]): Piasters {
  let total = 0
  for (const amount of amounts) {
    if (!isPiasters(amount)) throw new RangeError(`Not an amount in piasters: ${amount}`)
    total += amount
  }
  if (!Number.isSafeInteger(total)) throw new RangeError('Amount too large')
  return total
}

/** Piasters as exact decimal text in pounds ("1250", "1250.05"): what Intl formats. */
export function piastersToPoundsText(piasters: Piasters): string {
  if (!isPiasters(piasters)) throw new RangeError(`Not an amount in piasters: ${piasters}`)
  const pounds = Math.floor(piasters / PIASTERS_PER_POUND)
  const rest = piasters % PIASTERS_PER_POUND
  return rest === 0 ? String(pounds) : `${pounds}.${String(rest).padStart(2, '0')}`
}

/**
 * English: "EGP 1,250" (ISO code, as travellers see it on Egyptian price lists). Arabic: the
 * Egyptian Arabic form of Intl ('ar-EG'), "١٬٢٥٠ ج.م." with Arabic-Indic digits and the
 * pound's abbreviation after the number, as Egyptian shops and banks write it. Intl wraps the
 * Arabic amount in right-to-left marks (U+200F), which keeps it in place inside mixed text, and
 * joins number and currency with a no-break space (U+00A0). Whole pounds show no decimals;
 * piasters, when there are any, show two.
 */
const LOCALE_TAGS: Record<Locale, string> = { en: 'en', ar: 'ar-EG' }
const formatters = new Map<string, Intl.NumberFormat>()

export function formatPiasters(piasters: Piasters, locale: Locale): string {
  const text = piastersToPoundsText(piasters)
  const digits = text.includes('.') ? 2 : 0
  const key = `${locale}:${digits}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE_TAGS[locale], {
      style: 'currency',
      currency: 'EGP',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    })
    formatters.set(key, formatter)
  }
  // A decimal string is formatted exactly (Intl reads it as a decimal, not as a float).
  return formatter.format(text as unknown as number)
}
