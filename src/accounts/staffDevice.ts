import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The staff's known devices (docs/decisions.md, "Staff sign-in across addresses"): a successful
 * staff sign-in or password reset leaves an HTTP-only cookie that proves, for that login, that
 * this browser signed in before. While a login is capped (too many wrong passwords from every
 * address together) a try carrying it is still let through, so the owner keeps a way in.
 *
 * The cookie holds no email: each entry is `<issued seconds>-<HMAC-SHA256(secret, login|issued)>`
 * and is checked against the login being tried. A device remembers the last few logins used on it
 * (a shared desk PC), each for `STAFF_DEVICE.maxAgeSeconds`.
 */
export const STAFF_DEVICE = {
  cookie: 'masar_staff_device',
  maxAgeSeconds: 180 * 24 * 60 * 60,
  /** Logins one browser remembers. */
  maxEntries: 5,
} as const

const ENTRY = /^(\d{1,12})-([A-Za-z0-9_-]{43})$/

const mac = (secret: string, subject: string, issued: number): string =>
  createHmac('sha256', secret).update(`staff-device|${subject}|${issued}`).digest('base64url')

const entries = (value: string | undefined): string[] =>
  (value ?? '')
    .split('~')
    .filter((entry) => ENTRY.test(entry))
    .slice(0, STAFF_DEVICE.maxEntries * 2)

const fresh = (issued: number, now: Date): boolean => {
  const age = now.getTime() / 1000 - issued
  return age >= -60 && age < STAFF_DEVICE.maxAgeSeconds
}

/** Whether the cookie's value proves that `subject` (a login as `loginSubject` keys it) signed in on this device. */
export function isKnownStaffDevice(
  secret: string,
  value: string | undefined,
  subject: string,
  now: Date = new Date(),
): boolean {
  return entries(value).some((entry) => {
    const [, issuedText = '', given = ''] = ENTRY.exec(entry) ?? []
    const issued = Number(issuedText)
    if (!fresh(issued, now)) return false
    const expected = Buffer.from(mac(secret, subject, issued))
    const actual = Buffer.from(given)
    return actual.length === expected.length && timingSafeEqual(actual, expected)
  })
}

/**
 * The cookie's new value after `subject` signed in: a fresh entry for it first, then the other
 * logins' entries still valid, at most `maxEntries` in all.
 */
export function rememberStaffDevice(
  secret: string,
  value: string | undefined,
  subject: string,
  now: Date = new Date(),
): string {
  const issued = Math.floor(now.getTime() / 1000)
  const others = entries(value).filter((entry) => {
    const issuedOther = Number(ENTRY.exec(entry)![1])
    return fresh(issuedOther, now) && !isKnownStaffDevice(secret, entry, subject, now)
  })
  return [`${issued}-${mac(secret, subject, issued)}`, ...others]
    .slice(0, STAFF_DEVICE.maxEntries)
    .join('~')
}
