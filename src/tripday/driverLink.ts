import { createHash, createHmac, randomBytes } from 'node:crypto'

import { cairoWallTimeToUtc, utcToCairoWallTime } from '@/booking/cairoTime'

/**
 * A driver's private link (issue 33; decision 0160): one per driver and Cairo day, sent by SMS
 * with each leg of that day staff give them. The token is the HMAC of the link's random nonce
 * under the site's secret, so the same link can be sent again with the next leg without keeping
 * the token; the row keeps the nonce (useless without the secret) and the token's SHA-256, by
 * which a token is looked up. Withdrawing a link is a date on the row.
 */

/** A new link's nonce: 16 random bytes, base64url. */
export const newDriverNonce = (): string => randomBytes(16).toString('base64url')

/** The link's token: HMAC-SHA256 of the nonce under `secret`, base64url (43 characters). */
export const driverToken = (secret: string, nonce: string): string =>
  createHmac('sha256', secret).update(`driver-link:${nonce}`, 'utf8').digest('base64url')

/** What the row keeps to find a token: its SHA-256, hex. */
export const hashDriverToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex')

/** Only a string of a token's shape is looked up. */
export const isDriverTokenShape = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value)

/** Whether a link still opens its day at `now`. */
export const driverLinkOpen = (
  link: { expiresAt: Date; revokedAt: Date | null },
  now: Date,
): boolean => link.revokedAt === null && now.getTime() < link.expiresAt.getTime()

/** The Cairo day ('YYYY-MM-DD') of an instant: a driver's link covers one such day. */
export const cairoDayOf = (instant: Date): string => utcToCairoWallTime(instant).slice(0, 10)

/** `day` ('YYYY-MM-DD') plus `days` calendar days. */
function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10)
}

/**
 * When a driver's link for their legs of a day stops working: the end of the day after their last
 * leg of that day (Cairo midnight two days after the leg's Cairo day), so a late return after
 * midnight and the next morning's questions are still covered.
 */
export function driverLinkExpiry(lastLegPickup: Date): Date {
  return cairoWallTimeToUtc(`${addDays(cairoDayOf(lastLegPickup), 2)}T00:00`)!
}
