import type { Locale } from '@/i18n/locales'
import { translate } from '@/i18n/messages'
import { identifier } from '@/i18n/numerals'

import type { PaymentInstrument } from './instrument'

/**
 * How a payment was made, in the reader's language, for receipts, payment screens and the desk:
 * "MasterCard card ending in 2346", "Mobile wallet 010•••••010". The numbers stay Latin and
 * left to right in Arabic, as every identifier. Null when the gateway did not say.
 */
/** An instrument as stored (each field may be empty). */
export type StoredInstrument = {
  method?: PaymentInstrument['method'] | null
  brand?: string | null
  masked?: string | null
}

export function instrumentText(
  instrument: StoredInstrument | null | undefined,
  locale: Locale,
): string | null {
  if (!instrument?.method) return null
  const masked = instrument.masked ? identifier(instrument.masked, locale) : null
  if (instrument.method === 'wallet') {
    return masked
      ? translate(locale, 'payment.instrument.walletNumber', { number: masked })
      : translate(locale, 'payment.instrument.wallet')
  }
  if (masked && instrument.brand) {
    return translate(locale, 'payment.instrument.cardBrand', {
      brand: identifier(instrument.brand, locale),
      last4: masked,
    })
  }
  if (masked) return translate(locale, 'payment.instrument.cardEnding', { last4: masked })
  return translate(locale, 'payment.instrument.card')
}
