/**
 * Reservation numbers customers read out on the phone: 'MS-' and six characters from an
 * alphabet without the look-alikes 0/O and 1/I. 32 symbols give 32^6 (about a billion) numbers;
 * the database's unique index is the real guarantee, and the caller draws again on a clash.
 */
export const RESERVATION_NUMBER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
export const RESERVATION_NUMBER_PREFIX = 'MS-'
const LENGTH = 6

const RESERVATION_NUMBER = new RegExp(
  `^${RESERVATION_NUMBER_PREFIX}[${RESERVATION_NUMBER_ALPHABET}]{${LENGTH}}$`,
)

/** Fills a byte array with cryptographically strong random values (Web Crypto by default). */
export type RandomBytes = (bytes: Uint8Array) => Uint8Array

const webCryptoBytes: RandomBytes = (bytes) => globalThis.crypto.getRandomValues(bytes)

export function generateReservationNumber(randomBytes: RandomBytes = webCryptoBytes): string {
  const bytes = randomBytes(new Uint8Array(LENGTH))
  // 256 is a multiple of 32, so taking the low five bits keeps every symbol equally likely.
  const symbols = Array.from(bytes, (byte) => RESERVATION_NUMBER_ALPHABET[byte & 31])
  return `${RESERVATION_NUMBER_PREFIX}${symbols.join('')}`
}

/**
 * A reservation number as a customer types it ("ms 7k3q9d", "7K3Q9D") in its canonical form,
 * or null when it cannot be one. The look-alikes left out of the alphabet (0, O, 1, I) are
 * refused rather than guessed.
 */
export function normalizeReservationNumber(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]/g, '')
  const body =
    compact.length === LENGTH + 2 && compact.startsWith('MS') ? compact.slice(2) : compact
  const candidate = `${RESERVATION_NUMBER_PREFIX}${body}`
  return RESERVATION_NUMBER.test(candidate) ? candidate : null
}

export const isReservationNumber = (value: unknown): value is string =>
  typeof value === 'string' && RESERVATION_NUMBER.test(value)
