import { describe, expect, it } from 'vitest'

import {
  addYears,
  cairoOffsetMs,
  cairoOffsetsAhead,
  cairoWallTimeToUtc,
  formatCairo,
  formatCairoWallTime,
  hoursBetween,
  isAtLeastHoursAhead,
  isCairoWallTime,
  knowCairoOffsets,
  resolveCairoWallTime,
  utcToCairoWallTime,
} from '@/booking/cairoTime'

const HOUR = 3_600_000
const utc = (iso: string) => new Date(iso)

// Egypt's 2026 changes, as Node's Intl (tz database) has them:
// spring forward on Friday 24 April 2026: 00:00 (+02) -> 01:00 (+03), i.e. 2026-04-23T22:00Z;
// fall back on Thursday 29 October 2026: 24:00 (+03) -> 23:00 (+02), i.e. 2026-10-29T21:00Z.
describe('Cairo offsets in 2026, straight from Intl', () => {
  it.each([
    ['2026-01-15T10:00:00Z', 2],
    ['2026-04-23T21:59:00Z', 2],
    ['2026-04-23T22:00:00Z', 3],
    ['2026-07-01T10:00:00Z', 3],
    ['2026-10-29T20:59:00Z', 3],
    ['2026-10-29T21:00:00Z', 2],
    ['2026-12-01T10:00:00Z', 2],
  ])('at %s Cairo is UTC+%i', (instant, hours) => {
    expect(cairoOffsetMs(utc(instant))).toBe(hours * HOUR)
  })
})

describe('Cairo wall-clock time to UTC', () => {
  it.each([
    ['2026-01-15T10:00', '2026-01-15T08:00:00.000Z'],
    ['2026-04-23T23:59', '2026-04-23T21:59:00.000Z'],
    ['2026-04-24T01:00', '2026-04-23T22:00:00.000Z'],
    ['2026-07-01T13:00', '2026-07-01T10:00:00.000Z'],
    ['2026-10-29T22:59', '2026-10-29T19:59:00.000Z'],
    ['2026-10-30T00:00', '2026-10-29T22:00:00.000Z'],
  ])('reads %s as %s', (wall, expected) => {
    expect(resolveCairoWallTime(wall)).toEqual({ utc: utc(expected), resolution: 'exact' })
  })

  it('shifts a time in the spring-forward gap forward by its length (00:30 -> 01:30)', () => {
    const resolved = resolveCairoWallTime('2026-04-24T00:30')
    expect(resolved).toEqual({ utc: utc('2026-04-23T22:30:00.000Z'), resolution: 'gap' })
    expect(utcToCairoWallTime(resolved!.utc)).toBe('2026-04-24T01:30')
    expect(cairoWallTimeToUtc('2026-04-24T00:00')).toEqual(utc('2026-04-23T22:00:00.000Z'))
  })

  it('takes the earlier of the two instants of a fall-back time (summer time)', () => {
    const resolved = resolveCairoWallTime('2026-10-29T23:30')
    expect(resolved).toEqual({ utc: utc('2026-10-29T20:30:00.000Z'), resolution: 'overlap' })
    // Both instants read 23:30 in Cairo; the later one is an hour after.
    expect(utcToCairoWallTime(utc('2026-10-29T20:30:00Z'))).toBe('2026-10-29T23:30')
    expect(utcToCairoWallTime(utc('2026-10-29T21:30:00Z'))).toBe('2026-10-29T23:30')
    expect(resolveCairoWallTime('2026-10-29T23:00')?.resolution).toBe('overlap')
  })

  it('round-trips every quarter hour across both 2026 changes', () => {
    for (const start of ['2026-04-23T18:00:00Z', '2026-10-29T17:00:00Z']) {
      for (let step = 0; step < 32; step++) {
        const instant = new Date(utc(start).getTime() + step * 15 * 60_000)
        const wall = utcToCairoWallTime(instant)
        const back = cairoWallTimeToUtc(wall)!
        // Overlap times come back as the earlier instant, an hour before.
        expect([0, HOUR]).toContain(instant.getTime() - back.getTime())
        expect(utcToCairoWallTime(back)).toBe(wall)
      }
    }
  })

  it.each(['', '2026-02-29T10:00', '2026-04-31T10:00', '2026-01-01T24:00', '2026-1-1T10:00', 'x'])(
    'refuses the malformed or impossible %j',
    (wall) => {
      expect(isCairoWallTime(wall)).toBe(false)
      expect(cairoWallTimeToUtc(wall)).toBeNull()
    },
  )
})

describe('hours and years', () => {
  it('counts real hours across the spring-forward night', () => {
    // 20:00 on 23 April to 08:00 on 24 April is 12 hours on the clock but 11 real hours.
    const evening = cairoWallTimeToUtc('2026-04-23T20:00')!
    const morning = cairoWallTimeToUtc('2026-04-24T08:00')!
    expect(hoursBetween(evening, morning)).toBe(11)
    expect(isAtLeastHoursAhead(morning, evening, 12)).toBe(false)
    expect(isAtLeastHoursAhead(morning, evening, 11)).toBe(true)
  })

  it('counts real hours across the fall-back night', () => {
    const evening = cairoWallTimeToUtc('2026-10-29T20:00')!
    const morning = cairoWallTimeToUtc('2026-10-30T07:00')!
    expect(hoursBetween(evening, morning)).toBe(12)
    expect(isAtLeastHoursAhead(morning, evening, 12)).toBe(true)
    expect(hoursBetween(morning, evening)).toBe(-12)
  })

  it('adds a year on the Cairo wall clock, whatever the offsets', () => {
    const winter = cairoWallTimeToUtc('2026-01-15T10:00')!
    expect(utcToCairoWallTime(addYears(winter, 1))).toBe('2027-01-15T10:00')
    const summer = cairoWallTimeToUtc('2026-07-01T09:45')!
    expect(utcToCairoWallTime(addYears(summer, 1))).toBe('2027-07-01T09:45')
    const leapDay = cairoWallTimeToUtc('2028-02-29T12:00')!
    expect(utcToCairoWallTime(addYears(leapDay, 1))).toBe('2029-02-28T12:00')
    const withSeconds = utc('2026-01-15T08:00:42.500Z')
    expect(addYears(withSeconds, 1).toISOString()).toBe('2027-01-15T08:00:42.500Z')
  })
})

describe('formatting Cairo times', () => {
  const afternoon = utc('2026-04-24T10:05:00Z') // 13:05 in Cairo (summer time)

  it('writes English with a 24-hour clock', () => {
    expect(formatCairo(afternoon, 'en', 'date')).toBe('Friday, 24 April 2026')
    expect(formatCairo(afternoon, 'en', 'time')).toBe('13:05')
    expect(formatCairo(afternoon, 'en')).toBe('Friday, 24 April 2026 at 13:05')
  })

  it('writes Arabic as in Egypt: Arabic-Indic digits, 12-hour clock', () => {
    expect(formatCairo(afternoon, 'ar', 'date')).toBe('الجمعة، ٢٤ أبريل ٢٠٢٦')
    expect(formatCairo(afternoon, 'ar', 'time')).toBe('١:٠٥ م')
    expect(formatCairo(afternoon, 'ar')).toBe('الجمعة، ٢٤ أبريل ٢٠٢٦ في ١:٠٥ م')
  })

  it('formats wall-clock strings in Cairo time, whatever the server zone', () => {
    expect(formatCairoWallTime('2026-10-29T23:30', 'en', 'time')).toBe('23:30')
    expect(formatCairoWallTime('2026-01-01T00:15', 'en')).toBe('Thursday, 1 January 2026 at 00:15')
    expect(formatCairoWallTime('not a time', 'ar')).toBeNull()
  })
})

describe("Cairo's offsets handed to a browser (the booking screens' table)", () => {
  const table = cairoOffsetsAhead(utc('2026-01-10T15:00:00Z'), 400)
  const readings = (instants: Date[]) =>
    instants.map((instant) => [utcToCairoWallTime(instant), cairoOffsetMs(instant)])
  // Every 7 h 13 min over the table's span, and each side of each change.
  const probes = [
    ...Array.from({ length: 1400 }, (_, index) => new Date(table.from + index * 26_000_000)),
    ...table.changes.flatMap(([at]) => [new Date(at - 1000), new Date(at), new Date(at + 1000)]),
  ]

  it("starts two days before the day asked for and holds the year's two changes", () => {
    expect(new Date(table.from).toISOString()).toBe('2026-01-08T00:00:00.000Z')
    expect(
      table.changes.map(([at, offset]) => [new Date(at).toISOString(), offset / HOUR]),
    ).toEqual([
      ['2026-01-08T00:00:00.000Z', 2],
      ['2026-04-23T22:00:00.000Z', 3],
      ['2026-10-29T21:00:00.000Z', 2],
    ])
    expect(table.until - table.from).toBe(402 * 24 * HOUR)
  })

  it('reads every time as Intl does, the DST gap and overlap included', () => {
    const fromIntl = readings(probes)
    const wallTimes = ['2026-04-24T00:30', '2026-10-29T23:30', '2027-01-01T00:00']
    const resolvedByIntl = wallTimes.map(resolveCairoWallTime)
    knowCairoOffsets(table)
    try {
      expect(readings(probes)).toEqual(fromIntl)
      expect(wallTimes.map(resolveCairoWallTime)).toEqual(resolvedByIntl)
    } finally {
      knowCairoOffsets(undefined)
    }
  })

  it('is what the clock says inside its span, and Intl outside it or when malformed', () => {
    // A made-up table (Cairo at +5 h) shows which one answered.
    const fake = {
      from: table.from,
      until: table.from + 24 * HOUR,
      changes: [[table.from, 5 * HOUR]] as [number, number][],
    }
    const inside = new Date(table.from + HOUR)
    const outside = new Date(table.from + 30 * HOUR)
    try {
      knowCairoOffsets(fake)
      expect(cairoOffsetMs(inside)).toBe(5 * HOUR)
      expect(cairoOffsetMs(outside)).toBe(2 * HOUR)
      knowCairoOffsets({ ...fake, changes: [[table.from + 1, 5 * HOUR]] })
      expect(cairoOffsetMs(inside)).toBe(2 * HOUR)
      knowCairoOffsets({ ...fake, changes: [] })
      expect(cairoOffsetMs(inside)).toBe(2 * HOUR)
      knowCairoOffsets(JSON.parse('{"from":"x","until":1,"changes":[[1,2]]}'))
      expect(cairoOffsetMs(inside)).toBe(2 * HOUR)
      knowCairoOffsets({ ...fake, changes: [fake.changes[0]!, JSON.parse('null')] })
      expect(cairoOffsetMs(inside)).toBe(2 * HOUR)
      knowCairoOffsets(JSON.parse('null'))
      expect(cairoOffsetMs(inside)).toBe(2 * HOUR)
    } finally {
      knowCairoOffsets(undefined)
    }
  })
})

describe("Cairo's clock kept per day (the server reads it for every row of an export)", () => {
  const intl = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Africa/Cairo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  const straight = (instant: Date) => intl.format(instant).replace(' ', 'T')

  it.each([
    ['spring forward', '2026-04-23T18:00:00Z'],
    ['fall back', '2026-10-29T17:00:00Z'],
  ])('reads every minute across the %s as Intl does, again and again', (_, start) => {
    knowCairoOffsets(undefined)
    for (let pass = 0; pass < 2; pass++) {
      for (let minute = 0; minute < 8 * 60; minute += 1) {
        const instant = new Date(Date.parse(start) + minute * 60_000 + 59_000)
        expect(utcToCairoWallTime(instant)).toBe(straight(instant))
      }
    }
    // The hour that changes: one side of it and the other.
    expect(utcToCairoWallTime(utc('2026-04-23T21:59:59Z'))).toBe('2026-04-23T23:59')
    expect(utcToCairoWallTime(utc('2026-04-23T22:00:00Z'))).toBe('2026-04-24T01:00')
    expect(utcToCairoWallTime(utc('2026-10-29T20:59:59Z'))).toBe('2026-10-29T23:59')
    expect(utcToCairoWallTime(utc('2026-10-29T21:00:00Z'))).toBe('2026-10-29T23:00')
  })
})
