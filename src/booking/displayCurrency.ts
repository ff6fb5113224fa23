import type { Locale } from '@/i18n/locales'

import { utcToCairoWallTime } from './cairoTime'
import type { Piasters } from './money'

/**
 * Prices in the visitor's currency (decision 0135): an approximate amount in US dollars, euros or
 * pounds sterling beside the EGP price, at rates the admin sets with their date. Display only:
 * every charge is in EGP, and nothing here reaches a quote, a booking or a payment.
 */
export const DISPLAY_CURRENCIES = ['USD', 'EUR', 'GBP'] as const
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number]

/** The visitor's choice, read by the browser on every page (a year, like the language's). */
const CURRENCY_COOKIE = 'masar-currency'

/**
 * What `GET /api/setting` gives under `booking.displayCurrencies`: piasters per one unit of each
 * currency the admin priced, and the Cairo day of the rates (`YYYY-MM-DD`).
 */
export type DisplayRates = {
  rates: Partial<Record<DisplayCurrency, number>>
  date: string | null
}

/** A rate is a whole number of piasters above zero. */
export const isRate = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The settings' group as stored: a rate per currency, and the rates' date as an instant. */
type StoredRates = {
  usd?: number | null
  eur?: number | null
  gbp?: number | null
  date?: string | null
}

/**
 * The admin's display rates as the public settings give them: only the currencies with a rate, and
 * the rates' date as the Cairo calendar day the admin picked (the date field stores an instant).
 */
export function displayRatesFromDoc(stored: StoredRates | null | undefined): DisplayRates {
  const rates: DisplayRates['rates'] = {}
  for (const currency of DISPLAY_CURRENCIES) {
    const rate = stored?.[currency.toLowerCase() as 'usd' | 'eur' | 'gbp']
    if (isRate(rate)) rates[currency] = rate
  }
  const instant = stored?.date ? new Date(stored.date) : null
  const date =
    instant && !Number.isNaN(instant.getTime()) ? utcToCairoWallTime(instant).slice(0, 10) : null
  return { rates, date }
}

/** The currencies a visitor may pick: those with a rate, and only when the rates have a date. */
export function offeredCurrencies(rates: DisplayRates | null | undefined): DisplayCurrency[] {
  if (!rates || typeof rates.date !== 'string' || !DAY.test(rates.date)) return []
  return DISPLAY_CURRENCIES.filter((currency) => isRate(rates.rates?.[currency]))
}

/**
 * Piasters in another currency, rounded as a traveller reads an estimate, one rule for every
 * amount on a screen (decision 0182): whole units from one unit up ("≈ $42", "≈ $10" for a car of
 * 480 EGP, never "$9.70" beside a total of "$13"), cents only below one unit (an extra of 20 EGP
 * is "≈ $0.40", not "$0").
 */
export function approximateAmount(piasters: Piasters, piastersPerUnit: number): number {
  const amount = piasters / piastersPerUnit
  const cents = Math.round(amount * 100) / 100
  return cents >= 1 ? Math.round(amount) : cents
}

// Arabic-Indic digits in Arabic, as money.ts writes EGP; the currency after the number.
const MONEY_TAGS: Record<Locale, string> = { en: 'en', ar: 'ar-EG' }
const DATE_TAGS: Record<Locale, string> = { en: 'en-GB', ar: 'ar-EG' }
/**
 * English writes the symbol ("$42"); Arabic the currency's Arabic name after the number, as a
 * price tag or an exchange board in Egypt does ("٤٢ دولار أمريكي", "٣٩ يورو", "٣٣ جنيه إسترليني"),
 * never "US$" or "UK£" in Latin letters inside an Arabic sentence (decision 0182).
 */
const CURRENCY_DISPLAY: Record<Locale, 'symbol' | 'name'> = { en: 'symbol', ar: 'name' }

/** "$42" / "٤٢ دولار أمريكي": the approximate amount in the page's language ("≈" is the message's). */
export function formatApproximate(
  piasters: Piasters,
  currency: DisplayCurrency,
  piastersPerUnit: number,
  locale: Locale,
): string {
  const amount = approximateAmount(piasters, piastersPerUnit)
  const digits = Number.isInteger(amount) ? 0 : 2
  return new Intl.NumberFormat(MONEY_TAGS[locale], {
    style: 'currency',
    currency,
    currencyDisplay: CURRENCY_DISPLAY[locale],
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount)
}

/** The rates' day ("20 November 2026" / "٢٠ نوفمبر ٢٠٢٦"), as the calendar day it is. */
export function formatRatesDate(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(DATE_TAGS[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`))
}

/** The remembered choice from `document.cookie`, when it is still offered (null: EGP only). */
export function chosenCurrency(cookies: string, offered: readonly DisplayCurrency[]) {
  const match = new RegExp(`(?:^|;\\s*)${CURRENCY_COOKIE}=([A-Z]{3})`).exec(cookies)
  const value = match?.[1] as DisplayCurrency | undefined
  return value && offered.includes(value) ? value : null
}

/** The cookie that remembers a choice for a year, or forgets it (EGP only). */
export const currencyCookie = (choice: DisplayCurrency | null) =>
  `${CURRENCY_COOKIE}=${choice ?? ''}; path=/; max-age=${choice ? 31536000 : 0}; samesite=lax`
