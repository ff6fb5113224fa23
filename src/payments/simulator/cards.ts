/**
 * The Paymob simulator's test cards: which card number does what. Pure (no I/O, the clock is an
 * argument), so the whole table is unit-tested.
 *
 * Checks run in this order, the way a card page and an acquirer would:
 * 1. the number: digits only (spaces and dashes are ignored), 13 to 19 of them, passing Luhn;
 *    otherwise 'Card data is invalid (1)';
 * 2. the expiry (month 1-12, year as YY or YYYY, not past, at most 20 years ahead) and the
 *    security code (three digits); otherwise 'Card data is invalid (2)';
 * 3. the number's own behaviour: a decline card declines with its ISO acquirer code whatever the
 *    code typed; every other card needs the test security code 123 (another one is declined as a
 *    CVV failure, code 82); the 3-D Secure card then asks for its one-time code; the rest succeed.
 */

/** The card brands the simulator names in `source_data.sub_type`. */
export type CardBrand = 'Visa' | 'MasterCard' | 'Meeza' | 'Card'

/** Paymob's `data.message` when the card data cannot be used; the customer may correct it. */
export const INVALID_CARD_NUMBER_MESSAGE = 'Card data is invalid (1)'
export const INVALID_CARD_DATA_MESSAGE = 'Card data is invalid (2)'

/** The security code every test card expects, and the 3-D Secure step's one-time code. */
export const TEST_CVV = '123'
export const TEST_OTP = '123456'

/** Cards that always succeed (any future expiry, CVV 123). */
export const SUCCESS_CARDS = ['5123456789012346', '4111111111111111', '5078030000000011'] as const

/** The card that asks for a 3-D Secure code first. */
export const THREE_D_SECURE_CARD = '4000000000003220'

/** What the acquirer answers, as Paymob passes it on in `data`. */
export type AcquirerAnswer = {
  /** ISO 8583 response code (`data.acq_response_code`): '00' approved; null when none. */
  acqResponseCode: string | null
  /** Paymob's `data.txn_response_code`. */
  txnResponseCode: string
  /** Paymob's `data.message`. */
  message: string
}

export const APPROVED: AcquirerAnswer = {
  acqResponseCode: '00',
  txnResponseCode: 'APPROVED',
  message: 'Approved',
}

/** A decline: the catalogue's name for it and what the acquirer answers. */
export type Decline = AcquirerAnswer & { reason: string }

/**
 * A wrong 3-D Secure code: the issuer refused to authenticate, so the payment never reached the
 * acquirer (no acquirer code).
 */
export const AUTHENTICATION_FAILED: Decline = {
  reason: 'authentication-failed',
  acqResponseCode: null,
  txnResponseCode: 'AUTHENTICATION_FAILED',
  message: 'Authentication failed',
}

/** The decline cards, by number, with the ISO acquirer codes Paymob sends. */
export const DECLINE_CARDS: Readonly<Record<string, Decline>> = {
  '4000000000000069': {
    reason: 'card-expired',
    acqResponseCode: '54',
    txnResponseCode: 'EXPIRED_CARD',
    message: 'Expired Card',
  },
  '4000000000009995': {
    reason: 'insufficient-funds',
    acqResponseCode: '51',
    txnResponseCode: 'INSUFFICIENT_FUNDS',
    message: 'Insufficient Funds',
  },
  '4000000000000002': {
    reason: 'do-not-honour',
    acqResponseCode: '05',
    txnResponseCode: 'DO_NOT_HONOUR',
    message: 'Do Not Honour',
  },
  '4000000000009987': {
    reason: 'restricted-card',
    acqResponseCode: '62',
    txnResponseCode: 'RESTRICTED_CARD',
    message: 'Restricted Card',
  },
  '4000000000009979': {
    reason: 'exceeds-withdrawal',
    acqResponseCode: '65',
    txnResponseCode: 'DECLINED',
    message: 'Exceeds Withdrawal Frequency Limit',
  },
  '4000000000000127': {
    reason: 'cvv-validation-error',
    acqResponseCode: '82',
    txnResponseCode: 'DECLINED',
    message: 'CVV Validation Error',
  },
  '4000000000000101': {
    reason: 'invalid-card-number',
    acqResponseCode: '14',
    txnResponseCode: 'INVALID_CARD_NUMBER',
    message: 'Invalid Card Number (No Such Number)',
  },
  '4000000000000119': {
    reason: 'expired-card-capture',
    acqResponseCode: '33',
    txnResponseCode: 'EXPIRED_CARD',
    message: 'Expired Card - Pick Up',
  },
}

/** What a test card with a wrong (well-formed) security code gets. */
const WRONG_CVV = DECLINE_CARDS['4000000000000127']!

/** The card as typed on the card page. */
export type CardInput = {
  number: string
  expiryMonth: string
  expiryYear: string
  cvv: string
}

/** The field a 'Card data is invalid' answer points at, for the page to show and focus. */
export type CardField = 'number' | 'expiryMonth' | 'expiryYear' | 'cvv'

/** A usable card: its digits, brand and last four digits (all Paymob shows of it). */
export type CheckedCard = { number: string; brand: CardBrand; last4: string }

export type CardDecision =
  | { kind: 'invalid'; field: CardField; message: string }
  | ({ kind: 'approved' } & CheckedCard)
  | ({ kind: 'declined'; decline: Decline } & CheckedCard)
  | ({ kind: 'three-d-secure' } & CheckedCard)

/** The number's digits, without the spaces or dashes people type. */
export const cardDigits = (number: string): string => number.replace(/[\s-]/g, '')

/** The Luhn (mod 10) check of a string of digits. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** The brand by the number's first digits (Meeza's BINs before MasterCard's). */
export function brandOf(digits: string): CardBrand {
  if (/^50780[389]|^507810/.test(digits)) return 'Meeza'
  if (digits.startsWith('4')) return 'Visa'
  const two = Number(digits.slice(0, 2))
  const four = Number(digits.slice(0, 4))
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'MasterCard'
  return 'Card'
}

/** Whether a valid, well-formed card number (Luhn, 13-19 digits). */
export function isCardNumber(number: string): boolean {
  const digits = cardDigits(number)
  return /^\d{13,19}$/.test(digits) && passesLuhn(digits)
}

/**
 * Which field of the expiry is wrong, if any: month 1-12 (one or two digits), year YY or YYYY,
 * the card valid to the end of its month (in UTC), and not more than 20 years ahead.
 */
export function expiryProblem(month: string, year: string, now: Date): CardField | null {
  const m = month.trim()
  const y = year.trim()
  if (!/^\d{1,2}$/.test(m) || Number(m) < 1 || Number(m) > 12) return 'expiryMonth'
  if (!/^(\d{2}|\d{4})$/.test(y)) return 'expiryYear'
  const fullYear = y.length === 2 ? 2000 + Number(y) : Number(y)
  const thisYear = now.getUTCFullYear()
  if (fullYear < thisYear || fullYear > thisYear + 20) return 'expiryYear'
  // Valid through the last day of its month.
  if (fullYear === thisYear && Number(m) < now.getUTCMonth() + 1) return 'expiryMonth'
  return null
}

export const isCvv = (cvv: string): boolean => /^\d{3}$/.test(cvv.trim())

/** What the simulator does with a card typed on its page. */
export function decideCard(card: CardInput, now: Date): CardDecision {
  const digits = cardDigits(card.number)
  if (!isCardNumber(digits)) {
    return { kind: 'invalid', field: 'number', message: INVALID_CARD_NUMBER_MESSAGE }
  }
  const expiry = expiryProblem(card.expiryMonth, card.expiryYear, now)
  if (expiry) return { kind: 'invalid', field: expiry, message: INVALID_CARD_DATA_MESSAGE }
  if (!isCvv(card.cvv)) {
    return { kind: 'invalid', field: 'cvv', message: INVALID_CARD_DATA_MESSAGE }
  }
  const checked: CheckedCard = { number: digits, brand: brandOf(digits), last4: digits.slice(-4) }
  const decline = DECLINE_CARDS[digits]
  if (decline) return { kind: 'declined', decline, ...checked }
  if (card.cvv.trim() !== TEST_CVV) return { kind: 'declined', decline: WRONG_CVV, ...checked }
  if (digits === THREE_D_SECURE_CARD) return { kind: 'three-d-secure', ...checked }
  return { kind: 'approved', ...checked }
}

/** Whether the one-time code typed on the 3-D Secure step is the test code. */
export const isTestOtp = (code: string): boolean => code.trim() === TEST_OTP
