import { getCountries, getCountryCallingCode } from 'libphonenumber-js/max'

import type { Locale } from '@/i18n/locales'

export type PhoneCountry = { code: string; dial: string; name: string }

/** Every country with its calling code and its name in `locale`; Egypt first, then by name. */
export function phoneCountries(locale: Locale): PhoneCountry[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' })
  const collator = new Intl.Collator(locale)
  return getCountries()
    .map((code) => ({
      code,
      dial: `+${getCountryCallingCode(code)}`,
      name: names.of(code) ?? code,
    }))
    .sort((a, b) => (a.code === 'EG' ? -1 : b.code === 'EG' ? 1 : collator.compare(a.name, b.name)))
}
