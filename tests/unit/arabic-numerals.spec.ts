import { describe, expect, it } from 'vitest'

import { translate } from '@/i18n/messages'

import ar from '../../messages/ar.json'

type Catalogue = { [key: string]: string | Catalogue }

const flatten = (catalogue: Catalogue, prefix = ''): [string, string][] =>
  Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : flatten(value, `${prefix}${key}.`),
  )

const arabic = flatten(ar)

/**
 * Arabic messages that write Western digits on purpose: identifiers people copy or type as they
 * are printed (docs/decisions.md, "Numerals"). Anything else in Arabic writes its quantities in
 * Arabic-Indic digits.
 */
const WESTERN_DIGITS_ALLOWED: Record<string, string> = {
  'booking.errors.flightNumberInvalid': 'a flight number example (MS 985)',
  'booking.errors.phoneInvalid': 'phone number examples (010 1234 5678, +44 7700 900123)',
  'booking.errors.passengerPhoneInvalid': 'phone number examples',
  'backoffice.errors.driverMobileInvalid': 'a phone number example',
  'bookingForm.details.arrivalHint': 'a flight number example',
  'bookingForm.details.arrivalHintReturn': 'a flight number example',
  'bookingForm.details.departureHint': 'a flight number example',
  'bookingForm.details.departureHintReturn': 'a flight number example',
  'bookingForm.details.passengerPhoneHint': 'a phone number example',
  'bookingForm.guest.mobileHint': 'a country calling code example (+44)',
  'backoffice.paymentLinks.create.phoneHint': 'the leading 0 of a phone number',
  'backoffice.paymentLinks.errors.phoneInvalid': 'the leading 0 of a phone number',
  'payment.declines.cardDataInvalid1': "the card gateway's error code (1)",
  'payment.declines.cardDataInvalid2': "the card gateway's error code (2)",
  'paymobSimulator.errors.expiryMonth': "a card's expiry month as printed on the card (01 to 12)",
  'paymobSimulator.secure.codeHint': 'the test one-time code',
  'promo.placeholder': 'a promo code example, typed as printed (WELCOME10)',
  'paymobSimulator.testCards.intro': "the test card's security code and the gateway's code",
  'paymobSimulator.testCards.threeDSecure': 'the test one-time code',
  'paymobSimulator.testCards.luhn': "the gateway's English error, quoted",
}

/** Arguments that hold a quantity: never written as a bare `{name}` (that is Western digits). */
const QUANTITY_ARGUMENTS = [
  'count',
  'hours',
  'minutes',
  'seconds',
  'days',
  'max',
  'persons',
  'luggages',
  'current',
  'total',
  'page',
  'pages',
  'year',
]

/** The text a reader sees: without the arguments' names and formats (`{last4}`, `{n, number}`) and a plural's exact matches (`=0`). */
const withoutArguments = (text: string) => text.replace(/\{\w+(?:, \w+(?:, \w+)?)?|=\d+/g, '{')

describe('the Arabic catalogue writes one numeral system', () => {
  it('writes no Western digit outside the listed identifiers', () => {
    const western = arabic
      .filter(([key]) => !(key in WESTERN_DIGITS_ALLOWED))
      .filter(([, text]) => /[0-9]/.test(withoutArguments(text)))
      .map(([key, text]) => `${key}: ${text}`)
    expect(western).toEqual([])
  })

  it('lists only exceptions that still hold Western digits', () => {
    const stale = Object.keys(WESTERN_DIGITS_ALLOWED).filter((key) => {
      const text = arabic.find(([name]) => name === key)?.[1]
      return text === undefined || !/[0-9]/.test(withoutArguments(text))
    })
    expect(stale).toEqual([])
  })

  it('formats every quantity argument as a number, never as plain text or with #', () => {
    const bare = arabic
      .filter(([, text]) =>
        QUANTITY_ARGUMENTS.some((name) => new RegExp(`\\{${name}\\}`).test(text)),
      )
      .map(([key]) => key)
    expect(bare).toEqual([])
    // A plural's `#` is Intl's 'ar' default, Western digits.
    const pound = arabic.filter(([, text]) => /\{[^{}]*#/.test(text)).map(([key]) => key)
    expect(pound).toEqual([])
  })

  it('renders counts, steps, lead times and years in Arabic-Indic digits', () => {
    expect(translate('ar', 'bookingForm.progress.stepOf', { current: 1, total: 5 })).toBe(
      'الخطوة ١ من ٥',
    )
    expect(translate('ar', 'bookingForm.summary.persons', { count: 12 })).toBe('١٢ راكبًا')
    expect(translate('ar', 'bookingForm.summary.luggages', { count: 3 })).toBe('٣ حقائب')
    expect(
      translate('ar', 'bookingForm.trip.leadHint', { hours: 12, earliest: 'الجمعة' }),
    ).toContain('أي بعد ١٢ ساعة من الآن')
    expect(translate('ar', 'backoffice.desk.count', { count: 25 })).toBe('٢٥ حجزًا')
    expect(translate('ar', 'footer.rights', { year: 2026 })).toContain('© ٢٠٢٦ ')
    // English keeps Western digits, grouped as English writes them.
    expect(translate('en', 'bookingForm.progress.stepOf', { current: 1, total: 5 })).toBe(
      'Step 1 of 5',
    )
    expect(translate('en', 'footer.rights', { year: 2026 })).toContain('© 2026 ')
    expect(translate('en', 'booking.errors.tooLong', { max: 1000 })).toContain('1,000')
  })
})
