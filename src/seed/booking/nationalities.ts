import countries from 'i18n-iso-countries'
import arabic from 'i18n-iso-countries/langs/ar.json'
import type { Payload } from 'payload'

import { SEED_CONTEXT } from '../media'

/**
 * English names are the ones people use (CLDR through Intl: "United States", "Czechia"), with a
 * few of CLDR's administrative forms shortened; Arabic names come from i18n-iso-countries, which
 * writes them as Egyptians do ("فلسطين", "السعودية").
 */
const ENGLISH_NAMES: Record<string, string> = {
  PS: 'Palestine',
  HK: 'Hong Kong',
  MO: 'Macao',
  MM: 'Myanmar',
}

countries.registerLocale(arabic)

export function nationalityNames(): { code: string; en: string; ar: string }[] {
  const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' })
  return Object.keys(countries.getAlpha2Codes()).map((code) => ({
    code,
    en: ENGLISH_NAMES[code] ?? english.of(code) ?? code,
    ar: countries.getName(code, 'ar') ?? english.of(code) ?? code,
  }))
}

/** Every ISO 3166-1 country, in both languages. */
export async function seedNationalities(payload: Payload): Promise<boolean> {
  if ((await payload.count({ collection: 'nationalities' })).totalDocs > 0) return false
  const all = nationalityNames()
  // A few at a time: about 250 countries, each written in two languages.
  for (let start = 0; start < all.length; start += 10) {
    await Promise.all(
      all.slice(start, start + 10).map(async ({ code, en, ar }) => {
        const created = await payload.create({
          collection: 'nationalities',
          locale: 'en',
          data: { code, name: en },
          context: SEED_CONTEXT,
        })
        await payload.update({
          collection: 'nationalities',
          id: created.id,
          locale: 'ar',
          data: { name: ar },
          context: SEED_CONTEXT,
        })
      }),
    )
  }
  return true
}
