import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'

import { toAsciiDigits } from '../lib/digits'

/** decisions.md, "Accounts and codes". */
export const ONE_TIME_CODE = {
  length: 6,
  validMinutes: 10,
  resendAfterSeconds: 60,
  maxWrongTries: 5,
} as const

export const CODE_PURPOSES = ['verify', 'reset', 'change-email', 'change-mobile', 'login'] as const
export type CodePurpose = (typeof CODE_PURPOSES)[number]

export const CODE_CHANNELS = ['sms', 'email'] as const
export type CodeChannel = (typeof CODE_CHANNELS)[number]

export function generateCode(): string {
  return String(randomInt(0, 10 ** ONE_TIME_CODE.length)).padStart(ONE_TIME_CODE.length, '0')
}

/**
 * Codes are stored as a keyed hash bound to the customer and the purpose: a leaked table alone
 * cannot be searched for the million possible codes without the server's secret.
 */
export function hashCode(
  code: string,
  binding: { customerId: string | number; purpose: CodePurpose },
  secret: string,
): string {
  return createHmac('sha256', secret)
    .update(`${binding.purpose}:${binding.customerId}:${code}`)
    .digest('hex')
}

export function codeMatches(
  candidate: string,
  storedHash: string,
  binding: Parameters<typeof hashCode>[1],
  secret: string,
): boolean {
  const normalized = toAsciiDigits(candidate).replace(/\s/g, '')
  if (!/^\d{6}$/.test(normalized)) return false
  const a = Buffer.from(hashCode(normalized, binding, secret), 'hex')
  const b = Buffer.from(storedHash, 'hex')
  return a.length === b.length && timingSafeEqual(a, b)
}

/** Seconds left before a new code may be sent, 0 when it may be sent now. */
export function resendWaitSeconds(lastSentAt: Date | null, now: Date): number {
  if (!lastSentAt) return 0
  const elapsed = (now.getTime() - lastSentAt.getTime()) / 1000
  return Math.max(0, Math.ceil(ONE_TIME_CODE.resendAfterSeconds - elapsed))
}

export const codeExpiry = (now: Date) =>
  new Date(now.getTime() + ONE_TIME_CODE.validMinutes * 60_000)
