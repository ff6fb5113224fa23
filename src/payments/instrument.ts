import { createHmac } from 'node:crypto'

/**
 * How a customer paid, as the gateway's transaction says it (`source_data`): a card or a mobile
 * wallet, what of its number may be shown on a receipt, a screen or the desk, and a fingerprint
 * that tells the same card or wallet again without revealing it. Pure.
 */

export const PAYMENT_METHODS = ['card', 'wallet'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export type PaymentInstrument = {
  method: PaymentMethod
  /** The card's brand (`MasterCard`, `Visa`, `Meeza`), or null (a wallet, or a card unnamed). */
  brand: string | null
  /**
   * What may be shown of the number: a card's last four digits (`2346`), a wallet's mobile number
   * with its middle hidden (`010•••••010`); null when the gateway sent none we can read.
   */
  masked: string | null
  /**
   * The same card or wallet gives the same fingerprint (`instrumentFingerprint`); a promo code's
   * uses are counted by it (docs/decisions/0177). Null when the gateway named too little (a card
   * without its last four digits). Stored, never shown.
   */
  fingerprint: string | null
}

/** The dots that stand for hidden digits. */
const HIDDEN = '•'

/**
 * A wallet's mobile number with all but its first three and last three digits hidden. A number
 * already masked by the gateway (`010*****010`, `010xxxxx010`) is shown the same way.
 */
export function maskWalletNumber(pan: string): string | null {
  const compact = pan.replace(/[\s-]/g, '')
  const national = compact.replace(/^(\+|00)20/, '0')
  if (!/^[0-9*xX•]{8,15}$/.test(national)) return null
  const head = national.slice(0, 3)
  const tail = national.slice(-3)
  if (!/^\d+$/.test(head + tail)) return null
  return `${head}${HIDDEN.repeat(national.length - 6)}${tail}`
}

/** A card's last four digits from Paymob's `pan` (`2346`, or a masked `xxxx-xxxx-xxxx-2346`). */
function lastFour(pan: string): string | null {
  const match = /(\d{4})\s*$/.exec(pan)
  return match ? match[1]! : null
}

/** The card brands worth naming; anything else is just "card". */
const BRAND = /^[A-Za-z][A-Za-z0-9 ]{0,19}$/

/**
 * What tells one card or wallet from another, keyed with the site's secret (HMAC-SHA256) so that
 * the stored value reveals neither: a wallet's number has too few possible values for a plain hash
 * to hide it. A card is its brand and last four digits: Paymob signs `source_data` (type, brand,
 * last four) and sends no expiry date; the unsigned `data.card_num` is not trusted for this. A
 * wallet is its whole number, in national form (`+20 10...` and `010...` are one wallet).
 */
export function instrumentFingerprint(identity: string, key: string): string {
  return createHmac('sha256', key).update(`instrument|${identity}`, 'utf8').digest('base64url')
}

/** A wallet's whole number in national form, or (a number the gateway masked) its mask. */
function walletIdentity(pan: string): string | null {
  const national = pan.replace(/[\s-]/g, '').replace(/^(\+|00)20/, '0')
  if (/^\d{8,15}$/.test(national)) return national
  return maskWalletNumber(pan)
}

/**
 * The instrument of a transaction from its `source_data` (`type`, `sub_type`, `pan`); null when
 * the type is neither a card nor a wallet (or missing: a refund answer, an old record).
 * `fingerprintKey` keys its fingerprint (the site's secret).
 */
export function instrumentOf(
  source: {
    type?: string | null
    subType?: string | null
    pan?: string | null
  },
  fingerprintKey: string,
): PaymentInstrument | null {
  const type = source.type?.trim().toLowerCase()
  const pan = source.pan?.trim() ?? ''
  const subType = source.subType?.trim() ?? ''
  const fingerprint = (identity: string | null) =>
    identity ? instrumentFingerprint(identity, fingerprintKey) : null
  if (type === 'wallet') {
    const identity = pan ? walletIdentity(pan) : null
    return {
      method: 'wallet',
      brand: null,
      masked: pan ? maskWalletNumber(pan) : null,
      fingerprint: fingerprint(identity && `wallet|${identity}`),
    }
  }
  if (type === 'card') {
    const brand = BRAND.test(subType) && subType.toLowerCase() !== 'card' ? subType : null
    const last = pan ? lastFour(pan) : null
    return {
      method: 'card',
      brand,
      masked: last,
      fingerprint: fingerprint(last && `card|${(brand ?? '').toLowerCase()}|${last}`),
    }
  }
  return null
}
