import { describe, expect, it } from 'vitest'

import { formatNumber, identifier, localDigits } from '@/lib/numerals'

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
})
