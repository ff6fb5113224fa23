import { describe, expect, it } from 'vitest'

import { formatNumber, identifier, localDigits, messageFormats } from '@/i18n/numerals'

describe('one numeral system per language', () => {
  it('writes counts in Western digits in English and Arabic-Indic digits in Arabic', () => {
    expect(formatNumber(12, 'en')).toBe('12')
    expect(formatNumber(12, 'ar')).toBe('١٢')
    expect(formatNumber(1210, 'en')).toBe('1,210')
    expect(formatNumber(1210, 'ar')).toBe('١٬٢١٠')
  })

  it('turns the digits of an Arabic text into Arabic-Indic digits and leaves English alone', () => {
    expect(localDigits('الخطوة 1 من 5', 'ar')).toBe('الخطوة ١ من ٥')
    expect(localDigits('Step 1 of 5', 'en')).toBe('Step 1 of 5')
  })

  it('keeps an identifier in Latin digits, isolated left to right inside Arabic', () => {
    expect(identifier('+20 100 555 0123', 'ar')).toBe('\u2066+20 100 555 0123\u2069')
    expect(identifier('MS985', 'en')).toBe('MS985')
  })

  it("gives the catalogues a quantity format in each language's digits", () => {
    const format = (locale: 'en' | 'ar', name: 'quantity' | 'plain', value: number) =>
      new Intl.NumberFormat(locale, messageFormats(locale).number[name]).format(value)
    expect(format('ar', 'quantity', 1210)).toBe('١٬٢١٠')
    expect(format('ar', 'plain', 2026)).toBe('٢٠٢٦')
    expect(format('en', 'quantity', 1210)).toBe('1,210')
    expect(format('en', 'plain', 2026)).toBe('2026')
  })
})
