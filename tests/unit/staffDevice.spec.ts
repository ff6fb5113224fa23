import { describe, expect, it } from 'vitest'

import { isKnownStaffDevice, rememberStaffDevice, STAFF_DEVICE } from '@/accounts/staffDevice'

const SECRET = 'a-test-secret-of-at-least-32-characters'
const now = new Date('2027-01-10T10:00:00Z')
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000)

describe('staff known devices', () => {
  it('knows the login that signed in on the device, and no other', () => {
    const value = rememberStaffDevice(SECRET, undefined, 'owner@masar.test', now)
    expect(isKnownStaffDevice(SECRET, value, 'owner@masar.test', later(60))).toBe(true)
    expect(isKnownStaffDevice(SECRET, value, 'other@masar.test', later(60))).toBe(false)
    expect(
      isKnownStaffDevice('another-secret-of-32-characters-xx', value, 'owner@masar.test'),
    ).toBe(false)
    expect(value).not.toContain('owner')
  })

  it('forgets a device after its time, and refuses garbage and forgeries', () => {
    const value = rememberStaffDevice(SECRET, undefined, 'owner@masar.test', now)
    expect(
      isKnownStaffDevice(SECRET, value, 'owner@masar.test', later(STAFF_DEVICE.maxAgeSeconds)),
    ).toBe(false)
    for (const bad of [undefined, '', 'x', `${value}x`, value.replace(/.$/, 'A'), '1-'.repeat(99)])
      expect(isKnownStaffDevice(SECRET, bad, 'owner@masar.test', now)).toBe(false)
  })

  it('remembers the last few logins of a shared device', () => {
    let value: string | undefined
    const logins = Array.from({ length: STAFF_DEVICE.maxEntries + 1 }, (_, i) => `s${i}@masar.test`)
    for (const login of logins) value = rememberStaffDevice(SECRET, value, login, now)
    expect(isKnownStaffDevice(SECRET, value, logins.at(-1)!, now)).toBe(true)
    expect(isKnownStaffDevice(SECRET, value, logins[1]!, now)).toBe(true)
    expect(isKnownStaffDevice(SECRET, value, logins[0]!, now)).toBe(false)
    value = rememberStaffDevice(SECRET, value, logins[1]!, later(10))
    expect(value!.split('~')).toHaveLength(STAFF_DEVICE.maxEntries)
  })
})
