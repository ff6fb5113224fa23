import { describe, expect, it } from 'vitest'

import {
  calendarDate,
  calendarDay,
  offeredTimes,
  pickupLimits,
  shortDay,
} from '@/components/booking/pickupTimes'

describe('pickupLimits', () => {
  it('puts the earliest pickup the lead time ahead, on the next quarter hour of Cairo time', () => {
    // 10:10 in Cairo (UTC+2 in December): 12 hours on is 22:10, rounded up to 22:15.
    expect(pickupLimits(new Date('2026-12-02T08:10:00Z'), 12)).toEqual({
      earliest: { day: '2026-12-02', time: '22:15' },
      lastDay: '2027-12-02',
    })
    // Past midnight: the earliest day is the next one.
    expect(pickupLimits(new Date('2026-12-02T20:00:00Z'), 12).earliest).toEqual({
      day: '2026-12-03',
      time: '10:00',
    })
  })
})

describe('offeredTimes', () => {
  const earliest = { day: '2026-12-02', time: '22:15' }
  const values = (times: { time: string; disabled: boolean }[]) =>
    times.filter((option) => !option.disabled).map((option) => option.time)

  it('offers no time inside the lead time on the earliest day, every quarter hour after it', () => {
    const { times, chosenTooSoon } = offeredTimes('2026-12-02', '', earliest)
    expect(values(times)).toEqual(['22:15', '22:30', '22:45', '23:00', '23:15', '23:30', '23:45'])
    expect(times.every((option) => !option.disabled)).toBe(true)
    expect(chosenTooSoon).toBe(false)
    expect(offeredTimes('2026-12-03', '', earliest).times).toHaveLength(96)
  })

  it('keeps a chosen time that the day makes too soon, disabled, and says so', () => {
    const { times, chosenTooSoon } = offeredTimes('2026-12-02', '09:00', earliest)
    expect(chosenTooSoon).toBe(true)
    expect(times[0]).toEqual({ time: '09:00', disabled: true })
    expect(values(times)[0]).toBe('22:15')
    expect(offeredTimes('2026-12-01', '23:00', earliest).chosenTooSoon).toBe(true)
    expect(offeredTimes('2026-12-03', '09:00', earliest).chosenTooSoon).toBe(false)
    expect(offeredTimes('2026-12-02', '22:15', earliest).chosenTooSoon).toBe(false)
  })

  it('for a return, offers only times after the pickup', () => {
    const pickup = { day: '2026-12-05', time: '07:30' }
    expect(values(offeredTimes('2026-12-05', '', pickup, { after: true }).times)[0]).toBe('07:45')
    expect(offeredTimes('2026-12-05', '07:30', pickup, { after: true }).chosenTooSoon).toBe(true)
  })

  it('offers every time until a day is chosen', () => {
    expect(offeredTimes('', '09:00', earliest)).toMatchObject({ chosenTooSoon: false })
    expect(offeredTimes('', '', earliest).times).toHaveLength(96)
  })
})

describe('the calendar days', () => {
  it('are the same Cairo day there and back, whatever the month', () => {
    for (const day of ['2026-01-01', '2026-02-28', '2026-03-29', '2026-10-29', '2026-12-31']) {
      expect(calendarDay(calendarDate(day))).toBe(day)
    }
    expect(calendarDate('2026-12-02').getDate()).toBe(2)
  })

  it('read in a few words in the reader language and digits, the year only when not this one', () => {
    const now = new Date('2026-12-02T08:10:00Z')
    expect(shortDay('2026-12-03', 'en', now)).toMatch(/^Thu,? 3 Dec$/)
    expect(shortDay('2026-12-03', 'ar', now)).toBe('الخميس، ٣ ديسمبر')
    expect(shortDay('2027-01-05', 'en', now)).toMatch(/^Tue,? 5 Jan 2027$/)
    expect(shortDay('2027-01-05', 'ar', now)).toBe('الثلاثاء، ٥ يناير ٢٠٢٧')
    // New Year's Eve, 23:30 in Cairo, is still 2026 there.
    expect(shortDay('2026-12-31', 'en', new Date('2026-12-31T21:30:00Z'))).toMatch(/^Thu,? 31 Dec$/)
  })
})
