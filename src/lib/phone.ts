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

/**
 * A phone number as people read it, in international form so that it dials from any phone: an
 * Egyptian number grouped as Egyptians write it (`+20 10 1234 5678`, `+20 2 2555 1234`,
 * `+20 40 234 5678`: the area or mobile prefix, then the subscriber's digits in fours, a three
 * first when they are seven), another country's as libphonenumber groups it (`+44 20 7946 0958`).
 * Takes E.164 or the admin's own writing of a number; what is not a number is returned as is.
 * The one home of how a phone number is written: pages, desk, run sheet, messages, voucher.
 */
export function displayPhone(phone: string): string {
  const parsed = parsePhoneNumberFromString(normalizePhone(phone) ?? phone)
  if (!parsed) return phone
  const international = parsed.formatInternational()
  if (parsed.countryCallingCode !== '20') return international
  const [code, prefix, ...rest] = international.split(' ')
  if (!rest.length) return international
  const subscriber = rest.join('')
  const groups =
    subscriber.length === 8
      ? [subscriber.slice(0, 4), subscriber.slice(4)]
      : subscriber.length === 7
        ? [subscriber.slice(0, 3), subscriber.slice(3)]
        : [subscriber]
  return [code, prefix, ...groups].join(' ')
}

/** Whether a login identifier is an email address (otherwise it is read as a phone number). */
export const looksLikeEmail = (login: string) => login.includes('@')
