/**
 * How a customer paid, as the gateway's transaction says it (`source_data`): a card or a mobile
 * wallet, and what of its number may be shown on a receipt, a screen or the desk. Pure.
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
 * The instrument of a transaction from its `source_data` (`type`, `sub_type`, `pan`); null when
 * the type is neither a card nor a wallet (or missing: a refund answer, an old record).
 */
export function instrumentOf(source: {
  type?: string | null
  subType?: string | null
  pan?: string | null
}): PaymentInstrument | null {
  const type = source.type?.trim().toLowerCase()
  const pan = source.pan?.trim() ?? ''
  const subType = source.subType?.trim() ?? ''
  if (type === 'wallet') {
    return { method: 'wallet', brand: null, masked: pan ? maskWalletNumber(pan) : null }
  }
  if (type === 'card') {
    const brand = BRAND.test(subType) && subType.toLowerCase() !== 'card' ? subType : null
    return { method: 'card', brand, masked: pan ? lastFour(pan) : null }
  }
  return null
}
