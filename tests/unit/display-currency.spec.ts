import { describe, expect, it } from 'vitest'

import {
  approximateAmount,
  chosenCurrency,
  displayRatesFromDoc,
  currencyCookie,
  formatApproximate,
  formatRatesDate,
  offeredCurrencies,
} from '@/booking/displayCurrency'

const DEMO = { rates: { USD: 4950, EUR: 5400, GBP: 6300 }, date: '2026-11-20' }

describe('approximate prices in the visitor currency', () => {
  it('rounds every amount to whole units from one unit up, and to cents only below', () => {
    // 2,100 EGP at 49.50 EGP a dollar is 42.42...: "about 42 dollars".
    expect(approximateAmount(210_000, 4950)).toBe(42)
    expect(approximateAmount(212_000, 4950)).toBe(43)
    // 20 EGP is 0.404... dollars: not "0".
    expect(approximateAmount(2000, 4950)).toBe(0.4)
    // A car of 450 EGP beside a total of 630: "$9" and "$13", not "$9.09" and "$13".
    expect(approximateAmount(45_000, 4950)).toBe(9)
    expect(approximateAmount(63_000, 4950)).toBe(13)
    expect(approximateAmount(4940, 4950)).toBe(1)
    expect(approximateAmount(0, 4950)).toBe(0)
  })

  it('writes English with the symbol in front and Western digits', () => {
    expect(formatApproximate(210_000, 'USD', 4950, 'en')).toBe('$42')
    expect(formatApproximate(210_000, 'EUR', 5400, 'en')).toBe('€39')
    expect(formatApproximate(210_000, 'GBP', 6300, 'en')).toBe('£33')
    expect(formatApproximate(2000, 'USD', 4950, 'en')).toBe('$0.40')
    expect(formatApproximate(100_000_000, 'USD', 4950, 'en')).toBe('$20,202')
  })

  it('writes Arabic with Arabic-Indic digits and the currency named in Arabic, never US$', () => {
    expect(formatApproximate(210_000, 'USD', 4950, 'ar')).toBe('٤٢ دولار أمريكي')
    expect(formatApproximate(210_000, 'EUR', 5400, 'ar')).toBe('٣٩ يورو')
    expect(formatApproximate(210_000, 'GBP', 6300, 'ar')).toBe('٣٣ جنيه إسترليني')
    expect(formatApproximate(2000, 'USD', 4950, 'ar')).toBe('٠٫٤٠ دولار أمريكي')
    for (const currency of ['USD', 'EUR', 'GBP'] as const)
      expect(formatApproximate(210_000, currency, 5000, 'ar')).not.toMatch(/[0-9A-Z$£€]/)
  })

  it('writes the rates date in the page language', () => {
    expect(formatRatesDate('2026-11-20', 'en')).toBe('20 November 2026')
    expect(formatRatesDate('2026-11-20', 'ar')).toBe('٢٠ نوفمبر ٢٠٢٦')
    // A calendar day, whatever the time zone of the one reading it.
    expect(formatRatesDate('2026-01-01', 'en')).toBe('1 January 2026')
  })
})

describe('the currencies offered', () => {
  it('offers every currency with a rate', () => {
    expect(offeredCurrencies(DEMO)).toEqual(['USD', 'EUR', 'GBP'])
  })

  it('does not offer a currency without a rate, nor a rate that is not whole piasters above 0', () => {
    expect(offeredCurrencies({ rates: { EUR: 5400 }, date: '2026-11-20' })).toEqual(['EUR'])
    expect(
      offeredCurrencies({
        rates: { USD: 0, EUR: -5, GBP: 63.5 } as Record<string, number>,
        date: '2026-11-20',
      }),
    ).toEqual([])
  })

  it('offers nothing without the rates date, or without settings', () => {
    expect(offeredCurrencies({ rates: DEMO.rates, date: null })).toEqual([])
    expect(offeredCurrencies(null)).toEqual([])
    expect(offeredCurrencies(undefined)).toEqual([])
  })

  it('reads the settings group: rates set, and the Cairo day the admin picked', () => {
    expect(
      displayRatesFromDoc({ usd: 4950, eur: null, gbp: 6300, date: '2026-11-19T22:30:00.000Z' }),
    ).toEqual({ rates: { USD: 4950, GBP: 6300 }, date: '2026-11-20' })
    expect(displayRatesFromDoc(undefined)).toEqual({ rates: {}, date: null })
  })
})

describe('the remembered choice', () => {
  it('reads the cookie while that currency is still offered', () => {
    const offered = offeredCurrencies(DEMO)
    expect(chosenCurrency('NEXT_LOCALE=ar; masar-currency=EUR', offered)).toBe('EUR')
    expect(chosenCurrency('masar-currency=GBP', ['USD'])).toBeNull()
    expect(chosenCurrency('masar-currency=XYZ', offered)).toBeNull()
    expect(chosenCurrency('', offered)).toBeNull()
  })

  it('remembers a choice for a year on every page and forgets "EGP only"', () => {
    expect(currencyCookie('USD')).toBe('masar-currency=USD; path=/; max-age=31536000; samesite=lax')
    expect(currencyCookie(null)).toBe('masar-currency=; path=/; max-age=0; samesite=lax')
  })
})
