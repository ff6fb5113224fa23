import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The guest pass (issue 42 item 1; shared decisions, "Guest sessions"; decision 0164): what a
 * guest checkout gives the browser that made it, in place of an account session. It names the one
 * booking it made (and the account made for it), for a day, and reaches only that booking: its
 * page, its payment, its documents and its own changes. It opens no account: `/api/user/*`, the
 * account's other bookings and its addresses stay closed to it. Pure: the signature with the
 * site's secret, the reading, and whether the account is still the unclaimed one the pass was
 * made for.
 */

/** How long a guest pass opens its booking. */
export const GUEST_PASS_HOURS = 24

export type GuestPass = {
  reservationId: number
  customerId: number
  expiresAt: Date
}

const HOUR_MS = 3_600_000

/** A pass for the booking a guest checkout just made, ending `GUEST_PASS_HOURS` after `now`. */
export const newGuestPass = (reservationId: number, customerId: number, now: Date): GuestPass => ({
  reservationId,
  customerId,
  // Whole seconds: what the cookie carries.
  expiresAt: new Date(Math.floor((now.getTime() + GUEST_PASS_HOURS * HOUR_MS) / 1000) * 1000),
})

const mac = (secret: string, reservationId: number, customerId: number, expires: number) =>
  createHmac('sha256', secret)
    .update(`guest-pass:${reservationId}:${customerId}:${expires}`, 'utf8')
    .digest('base64url')

/** The cookie's value: `reservation.customer.expiry.signature` (HMAC-SHA256 under `secret`). */
export function signGuestPass(secret: string, pass: GuestPass): string {
  const expires = Math.floor(pass.expiresAt.getTime() / 1000)
  return `${pass.reservationId}.${pass.customerId}.${expires}.${mac(secret, pass.reservationId, pass.customerId, expires)}`
}

const PASS_SHAPE = /^([1-9][0-9]{0,14})\.([1-9][0-9]{0,14})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/

/**
 * The pass a cookie's value carries, or null: anything of another shape, a signature that does not
 * match (compared in constant time), or a pass past its end at `now`.
 */
export function readGuestPass(secret: string, value: unknown, now: Date): GuestPass | null {
  if (typeof value !== 'string') return null
  const parts = PASS_SHAPE.exec(value)
  if (!parts) return null
  const [, rid, cid, exp, signature] = parts
  const reservationId = Number(rid)
  const customerId = Number(cid)
  const expires = Number(exp)
  const expected = Buffer.from(mac(secret, reservationId, customerId, expires))
  const given = Buffer.from(signature!)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  if (expires * 1000 <= now.getTime()) return null
  return { reservationId, customerId, expiresAt: new Date(expires * 1000) }
}

/** What the pass needs to know of the account it names. */
export type PassAccount = {
  passwordSet?: boolean | null
  emailVerified?: boolean | null
  phoneVerified?: boolean | null
}

/**
 * Whether the account is still the unclaimed guest account the pass was made for: no password, no
 * contact proven. Its owner claiming it (a log-in code proving a contact, a password set by the
 * reset) ends every pass on it, as it ends every other session (`endsOtherSessions`).
 */
export const isUnclaimedGuestAccount = (account: PassAccount): boolean =>
  account.passwordSet === false && !account.emailVerified && !account.phoneVerified

/**
 * Whether a log-in code that reached `destination` ends every other session of the account: it is
 * the first proof of that contact on an account that has no password yet. Whoever else holds a
 * session there never proved anything (a guest checkout typed the contact), so the owner who just
 * proved it is the only one left signed in, as after a password reset.
 */
export function endsOtherSessions(
  account: PassAccount & { email: string; mobile?: string | null },
  destination: string,
): boolean {
  if (account.passwordSet !== false) return false
  if (destination === account.email) return !account.emailVerified
  if (destination === account.mobile) return !account.phoneVerified
  return false
}
