import { describe, expect, it } from 'vitest'

import {
  endsOtherSessions,
  GUEST_PASS_HOURS,
  isUnclaimedGuestAccount,
  newGuestPass,
  readGuestPass,
  signGuestPass,
} from '@/accounts/guestPass'

const SECRET = 'unit-secret-0123456789abcdef0123456789'
const NOW = new Date('2026-12-07T10:00:00.400Z')
const HOUR = 3_600_000

describe('the guest pass: one booking, a day, signed', () => {
  const pass = newGuestPass(41, 7, NOW)
  const value = signGuestPass(SECRET, pass)

  it('reads back what it was given, for a day in whole seconds', () => {
    expect(pass.expiresAt.getTime()).toBe(Date.parse('2026-12-08T10:00:00.000Z'))
    expect(GUEST_PASS_HOURS).toBe(24)
    expect(readGuestPass(SECRET, value, NOW)).toEqual(pass)
  })

  it('ends at its end: a second before it opens, at it nothing', () => {
    expect(readGuestPass(SECRET, value, new Date(pass.expiresAt.getTime() - 1000))).toEqual(pass)
    expect(readGuestPass(SECRET, value, pass.expiresAt)).toBeNull()
    expect(readGuestPass(SECRET, value, new Date(NOW.getTime() + 25 * HOUR))).toBeNull()
  })

  it('refuses another secret, any altered part and anything not of its shape', () => {
    const [rid, cid, exp, mac] = value.split('.')
    expect(readGuestPass('another-secret-0123456789abcdef0123', value, NOW)).toBeNull()
    for (const altered of [
      `42.${cid}.${exp}.${mac}`,
      `${rid}.8.${exp}.${mac}`,
      `${rid}.${cid}.${Number(exp) + 3600}.${mac}`,
      `${rid}.${cid}.${exp}.${mac!.slice(0, -1)}${mac!.endsWith('A') ? 'B' : 'A'}`,
      `${value}.`,
      `0.${cid}.${exp}.${mac}`,
      '',
      'garbage',
      `${rid}.${cid}.${exp}.${mac}\u0000`,
    ]) {
      expect(readGuestPass(SECRET, altered, NOW), altered).toBeNull()
    }
    expect(readGuestPass(SECRET, undefined, NOW)).toBeNull()
    expect(readGuestPass(SECRET, 41, NOW)).toBeNull()
  })
})

describe('claiming the account', () => {
  it('a pass holds only while the account has no password and no proven contact', () => {
    expect(isUnclaimedGuestAccount({ passwordSet: false })).toBe(true)
    expect(isUnclaimedGuestAccount({ passwordSet: false, emailVerified: true })).toBe(false)
    expect(isUnclaimedGuestAccount({ passwordSet: false, phoneVerified: true })).toBe(false)
    expect(isUnclaimedGuestAccount({ passwordSet: true })).toBe(false)
    // Accounts from before `passwordSet` existed had passwords.
    expect(isUnclaimedGuestAccount({ passwordSet: null })).toBe(false)
  })

  const account = {
    email: 'owner@example.com',
    mobile: '+201012345678',
    passwordSet: false,
    emailVerified: false,
    phoneVerified: false,
  }

  it.each([
    ['the first proof of the email, no password', account, 'owner@example.com', true],
    ['the first proof of the mobile, no password', account, '+201012345678', true],
    ['the email proven before', { ...account, emailVerified: true }, 'owner@example.com', false],
    ['the mobile proven before', { ...account, phoneVerified: true }, '+201012345678', false],
    ['an account with a password', { ...account, passwordSet: true }, 'owner@example.com', false],
    ['a destination that is neither contact', account, 'other@example.com', false],
  ])('%s: ends the other sessions = %s', (_name, holder, destination, ends) => {
    expect(endsOtherSessions(holder, destination)).toBe(ends)
  })
})
