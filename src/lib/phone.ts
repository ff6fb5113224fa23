import {
  type CountryCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/max'

import { toAsciiDigits } from './digits'

export const DEFAULT_PHONE_COUNTRY: CountryCode = 'EG'

/**
 * A phone number as typed (any digits, spaces, dashes, `00` or `+` prefix, or national form of
 * `country`) to E.164, or null when it is not a real number of its country. Uses the full
 * ("max") metadata: the default metadata only checks the length.
 */
export function normalizePhone(
  input: string,
  country: string = DEFAULT_PHONE_COUNTRY,
): string | null {
  let value = toAsciiDigits(input).replace(/[\s\-().\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
  if (value.startsWith('00')) value = `+${value.slice(2)}`
  if (!/^\+?\d{4,17}$/.test(value)) return null
  const region = isSupportedCountry(country) ? country : DEFAULT_PHONE_COUNTRY
  const parsed = parsePhoneNumberFromString(value, region)
  if (!parsed || !parsed.isValid()) return null
  return parsed.number
}

/** A stored (E.164) number as people read it, grouped: `+20 100 555 0123`; anything else as is. */
export function displayPhone(phone: string): string {
  return parsePhoneNumberFromString(phone)?.formatInternational() ?? phone
}

/** Whether a login identifier is an email address (otherwise it is read as a phone number). */
export const looksLikeEmail = (login: string) => login.includes('@')
