import { describe, expect, it } from 'vitest'

import { formatStaffCairoTime } from '@/backoffice/staffTime'

// Egypt's summer time (UTC+3) runs from the last Friday of April to the last Thursday of October.
const SUMMER = '2026-07-15T11:30:00.000Z' // 14:30 in Cairo (UTC+3)
const WINTER = '2026-01-15T12:30:00.000Z' // 14:30 in Cairo (UTC+2)

describe('staff admin times: Cairo, whatever the machine', () => {
  it('shows a summer (DST, UTC+3) instant in Cairo time, in English', () => {
    expect(formatStaffCairoTime(SUMMER, 'en')).toBe('Wed, 15 Jul 2026, 14:30 (Cairo)')
  })

  it('shows a winter (UTC+2) instant in Cairo time, in English', () => {
    expect(formatStaffCairoTime(WINTER, 'en')).toBe('Thu, 15 Jan 2026, 14:30 (Cairo)')
  })

  it('writes Arabic as in Egypt: Arabic-Indic digits, a 12-hour clock, "Cairo time"', () => {
    const summer = formatStaffCairoTime(SUMMER, 'ar')
    expect(summer).toContain('٢:٣٠')
    expect(summer).toContain('١٥')
    expect(summer).toContain('يوليو')
    expect(summer).toMatch(/\(بتوقيت القاهرة\)$/)
    expect(formatStaffCairoTime(WINTER, 'ar')).toContain('٢:٣٠')
    expect(formatStaffCairoTime(WINTER, 'ar')).toContain('يناير')
  })

  it('reads the change days right: the hour before and after the spring jump', () => {
    // 2026-04-24 00:00 Cairo winter time is 2026-04-23T22:00Z; the clocks then read 01:00.
    expect(formatStaffCairoTime('2026-04-23T21:59:00Z', 'en')).toBe(
      'Thu, 23 Apr 2026, 23:59 (Cairo)',
    )
    expect(formatStaffCairoTime('2026-04-23T22:00:00Z', 'en')).toBe(
      'Fri, 24 Apr 2026, 01:00 (Cairo)',
    )
  })

  it('does not depend on the process time zone', () => {
    // The formatter names its zone; Date objects and strings of the same instant agree.
    expect(formatStaffCairoTime(new Date(SUMMER), 'en')).toBe(formatStaffCairoTime(SUMMER, 'en'))
  })

  it('takes any other language as English and gives nothing for no or a bad date', () => {
    expect(formatStaffCairoTime(WINTER, 'fr')).toBe('Thu, 15 Jan 2026, 14:30 (Cairo)')
    expect(formatStaffCairoTime(null, 'en')).toBe('')
    expect(formatStaffCairoTime(undefined, 'en')).toBe('')
    expect(formatStaffCairoTime('', 'en')).toBe('')
    expect(formatStaffCairoTime('not a date', 'en')).toBe('')
    expect(formatStaffCairoTime(42, 'en')).toBe('')
  })
})
