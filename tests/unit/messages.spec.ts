import { describe, expect, it } from 'vitest'

import { translate } from '@/i18n/messages'

import ar from '../../messages/ar.json'
import en from '../../messages/en.json'

type Catalogue = { [key: string]: string | Catalogue }

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else for (const [k, v] of flatten(value, path)) out.set(k, v)
  }
  return out
}

/**
 * The arguments of an ICU message (`{name}`, `{count, plural, ...}`), not the words that open a
 * plural's branches (`one {# booking}`, `=0 {No bookings}`), which differ between languages.
 */
const placeholders = (text: string) =>
  [...text.matchAll(/(?<!(?:=\d+|zero|one|two|few|many|other)\s*)\{(\w+)\s*[,}]/g)]
    .map((m) => m[1])
    // Each argument once: a plural's branches may each write the count ({count, number, ...}).
    .filter((name, index, all) => all.indexOf(name) === index)
    .sort()

const english = flatten(en)
const arabic = flatten(ar)

describe('message catalogues', () => {
  it('have exactly the same keys in English and Arabic', () => {
    const missingInArabic = [...english.keys()].filter((key) => !arabic.has(key))
    const missingInEnglish = [...arabic.keys()].filter((key) => !english.has(key))
    expect({ missingInArabic, missingInEnglish }).toEqual({
      missingInArabic: [],
      missingInEnglish: [],
    })
  })

  it('have no empty texts', () => {
    const empty = [...english, ...arabic]
      .filter(([, text]) => text.trim() === '')
      .map(([key]) => key)
    expect(empty).toEqual([])
  })

  it('use the same placeholders in both languages', () => {
    const mismatched = [...english]
      .filter(([key]) => arabic.has(key))
      .filter(([key, text]) => placeholders(text).join() !== placeholders(arabic.get(key)!).join())
      .map(([key]) => key)
    expect(mismatched).toEqual([])
  })

  it('are really translated: Arabic texts are written in Arabic script', () => {
    const notArabic = [...arabic]
      .filter(([, text]) => !/[\u0600-\u06FF]/.test(text))
      // Names of languages and brands may legitimately stay Latin.
      .filter(([key]) => key !== 'nav.switchLanguage')
      .map(([key]) => key)
    expect(notArabic).toEqual([])
  })

  it('agree an Arabic count with its noun: a plural, never "٧ يومًا" or "١٠ دقيقة"', () => {
    // A count of minutes, hours or days outside a plural: one noun form for every number.
    const bare = /\{\w+, number, quantity\} (دقيقة|ساعة|يوم|يومًا)/
    const unagreed = [...arabic].filter(([, text]) => !/, plural,/.test(text) && bare.test(text))
    expect(unagreed.map(([key]) => key)).toEqual([])
    expect(translate('ar', 'backoffice.dashboard.booked', { days: 7 })).toBe(
      'الحجوزات في آخر ٧ أيام',
    )
    expect(translate('ar', 'backoffice.dashboard.revenue', { days: 30 })).toBe(
      'الإيرادات في آخر ٣٠ يومًا',
    )
    expect(translate('ar', 'account.errors.rateLimited', { minutes: 10 })).toContain(
      'بعد ١٠ دقائق.',
    )
    expect(translate('ar', 'account.errors.rateLimited', { minutes: 15 })).toContain(
      'بعد ١٥ دقيقة.',
    )
  })
})
