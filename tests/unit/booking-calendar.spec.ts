import { describe, expect, it } from 'vitest'

import {
  type CalendarReservation,
  escapeText,
  foldLine,
  reservationCalendar,
} from '@/booking/documents/calendar'

const NOW = new Date('2026-10-01T09:15:42.123Z')
const OPTIONS = {
  hotline: '+20 100 555 0123',
  siteUrl: 'https://masar.example',
  now: NOW,
}

/** Airport to a Zamalek hotel, picked up on the last Thursday of October 2026 (summer time). */
const ONE_WAY: CalendarReservation = {
  reservationNumber: 'MS-7K3Q9D',
  status: 'cash-not-sent',
  tripType: 'one-way',
  carNames: { en: 'Toyota Corolla', ar: 'تويوتا كورولا' },
  pickup: {
    code: 'cai-airport',
    names: { en: 'Cairo International Airport', ar: 'مطار القاهرة الدولي' },
    locationName: null,
  },
  dropoff: {
    code: 'cai-zamalek',
    names: { en: 'Zamalek', ar: 'الزمالك' },
    locationName: 'Marriott Hotel, 19 Saray El Gezira',
  },
  execDate: '2026-10-29T10:00',
  returningDate: null,
  persons: 2,
  luggages: 1,
  arrivalFlightNumber: 'MS985',
  departureFlightNumber: null,
}

/** The same trip and back the next day, after the clocks went back. */
const ROUND_TRIP: CalendarReservation = {
  ...ONE_WAY,
  tripType: 'round-trip',
  returningDate: '2026-10-30T10:00',
  departureFlightNumber: 'MS986',
}

const encoder = new TextEncoder()

/** The physical lines, each without its CRLF. */
const physicalLines = (text: string) => text.split('\r\n').slice(0, -1)

/** RFC 5545 unfolding: a CRLF followed by a space disappears. */
const unfold = (text: string) => text.replace(/\r\n /g, '')

const logicalLines = (text: string) => physicalLines(unfold(text))

/** The values of a property (by name, any parameters) in document order, unescaped. */
function values(text: string, name: string): string[] {
  return logicalLines(text)
    .filter((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    .map((line) =>
      line
        .slice(line.indexOf(':') + 1)
        .replace(/\\([\\;,nN])/g, (_, char: string) => (char.toLowerCase() === 'n' ? '\n' : char)),
    )
}

/** The text between BEGIN:VEVENT and END:VEVENT, one entry per event. */
const events = (text: string) =>
  unfold(text)
    .split('BEGIN:VEVENT\r\n')
    .slice(1)
    .map((event) => event.slice(0, event.indexOf('END:VEVENT')))

describe('reservationCalendar', () => {
  it('makes one event for a one-way trip, in UTC, an hour long, with a reminder a day before', () => {
    const ics = reservationCalendar(ONE_WAY, { ...OPTIONS, locale: 'en' })
    const lines = logicalLines(ics)
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Masar Transfers//Reservations//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
    ])
    expect(lines.at(-1)).toBe('END:VCALENDAR')
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)

    expect(events(ics)).toHaveLength(1)
    expect(values(ics, 'UID')).toEqual(['MS-7K3Q9D-out@masar.example'])
    expect(values(ics, 'DTSTAMP')).toEqual(['20261001T091542Z'])
    // 10:00 in Cairo on 29 October 2026 is still summer time (UTC+3).
    expect(values(ics, 'DTSTART')).toEqual(['20261029T070000Z'])
    expect(values(ics, 'DTEND')).toEqual(['20261029T080000Z'])
    expect(values(ics, 'SUMMARY')).toEqual([
      'Masar transfer: Cairo International Airport → Zamalek',
    ])
    expect(values(ics, 'LOCATION')).toEqual(['Cairo International Airport'])
    expect(values(ics, 'URL')).toEqual(['https://masar.example/booking/MS-7K3Q9D'])
    expect(values(ics, 'STATUS')).toEqual(['CONFIRMED'])
    expect(lines).toContain(
      'SUMMARY;LANGUAGE=en:Masar transfer: Cairo International Airport → Zamalek',
    )

    const [description, alarm] = values(ics, 'DESCRIPTION')
    expect(description!.split('\n')).toEqual([
      'Reservation number: MS-7K3Q9D',
      expect.stringMatching(/^Pickup: Thursday.*29 October 2026.*10:00, Cairo time$/),
      'From: Cairo International Airport',
      'To: Zamalek, Marriott Hotel, 19 Saray El Gezira',
      'Car: Toyota Corolla',
      'Travelling: 2 passengers, 1 bag',
      'Arrival flight: MS 985',
      'Hotline: +20 100 555 0123',
      'Your reservation online: https://masar.example/booking/MS-7K3Q9D',
    ])
    expect(alarm).toBe('Your Masar transfer from Cairo International Airport is in 24 hours.')
    const valarm = events(ics)[0]!
    expect(valarm).toContain('BEGIN:VALARM\r\nACTION:DISPLAY\r\n')
    expect(valarm).toContain('TRIGGER:-PT24H\r\nEND:VALARM\r\n')
  })

  it('adds the return of a round trip, each leg in UTC across the end of summer time', () => {
    const ics = reservationCalendar(ROUND_TRIP, { ...OPTIONS, locale: 'en' })
    expect(events(ics)).toHaveLength(2)
    expect(values(ics, 'UID')).toEqual([
      'MS-7K3Q9D-out@masar.example',
      'MS-7K3Q9D-return@masar.example',
    ])
    // The clocks go back at the end of 29 October: 10:00 on the 30th is UTC+2.
    expect(values(ics, 'DTSTART')).toEqual(['20261029T070000Z', '20261030T080000Z'])
    expect(values(ics, 'DTEND')).toEqual(['20261029T080000Z', '20261030T090000Z'])
    expect(values(ics, 'SUMMARY')).toEqual([
      'Masar transfer: Cairo International Airport → Zamalek',
      'Masar transfer: Zamalek → Cairo International Airport',
    ])
    // The return starts at the hotel.
    expect(values(ics, 'LOCATION')).toEqual([
      'Cairo International Airport',
      'Zamalek, Marriott Hotel, 19 Saray El Gezira',
    ])
    const descriptions = values(ics, 'DESCRIPTION').filter((text) => text.includes('\n'))
    expect(descriptions[0]).toContain('Round trip: the outward transfer')
    expect(descriptions[1]).toContain('Round trip: the return transfer')
    expect(descriptions[1]).toMatch(/Pickup: Friday.*30 October 2026.*10:00, Cairo time/)
    expect(descriptions[1]).toContain('From: Zamalek, Marriott Hotel, 19 Saray El Gezira')
    expect(descriptions[1]).toContain('Departure flight: MS 986')
  })

  it('follows spring forward too: a pickup before and after the last Friday of April', () => {
    const ics = reservationCalendar(
      { ...ROUND_TRIP, execDate: '2026-04-23T12:00', returningDate: '2026-04-24T12:00' },
      { ...OPTIONS, locale: 'en' },
    )
    expect(values(ics, 'DTSTART')).toEqual(['20260423T100000Z', '20260424T090000Z'])
  })

  it('marks an unpaid reservation tentative and a cancelled one cancelled', () => {
    const status = (value: CalendarReservation['status']) =>
      values(
        reservationCalendar({ ...ONE_WAY, status: value }, { ...OPTIONS, locale: 'en' }),
        'STATUS',
      )
    expect(status('pending')).toEqual(['TENTATIVE'])
    expect(status('cancelled')).toEqual(['CANCELLED'])
    expect(status('completed')).toEqual(['CONFIRMED'])
  })

  it('writes Arabic, with the Arabic address of the confirmation page', () => {
    const ics = reservationCalendar(ROUND_TRIP, { ...OPTIONS, locale: 'ar' })
    expect(values(ics, 'UID')).toEqual([
      'MS-7K3Q9D-out@masar.example',
      'MS-7K3Q9D-return@masar.example',
    ])
    expect(values(ics, 'DTSTART')).toEqual(['20261029T070000Z', '20261030T080000Z'])
    expect(values(ics, 'SUMMARY')).toEqual([
      'توصيلة مسار: مطار القاهرة الدولي ← الزمالك',
      'توصيلة مسار: الزمالك ← مطار القاهرة الدولي',
    ])
    expect(logicalLines(ics)).toContain(
      'SUMMARY;LANGUAGE=ar:توصيلة مسار: مطار القاهرة الدولي ← الزمالك',
    )
    expect(values(ics, 'LOCATION')[1]).toBe('الزمالك، Marriott Hotel, 19 Saray El Gezira')
    expect(values(ics, 'URL')).toEqual([
      'https://masar.example/ar/booking/MS-7K3Q9D',
      'https://masar.example/ar/booking/MS-7K3Q9D',
    ])
    const description = values(ics, 'DESCRIPTION')[0]!
    expect(description).toContain('رقم الحجز: \u2068MS-7K3Q9D\u2069')
    expect(description).toContain('ذهاب وعودة: توصيلة الذهاب')
    expect(description).toContain('السيارة: تويوتا كورولا')
    expect(description).toContain('المسافرون: راكبان، حقيبة واحدة')
    expect(description).toContain('رحلة الوصول: \u2068MS 985\u2069')
    expect(description).toContain('رحلة المغادرة: \u2068MS 986\u2069')
    expect(description).toContain('الخط الساخن: \u2068+20 100 555 0123\u2069')
    expect(description).toContain('بتوقيت القاهرة')
    expect(description).toContain('https://masar.example/ar/booking/MS-7K3Q9D')
    expect(values(ics, 'DESCRIPTION')[1]).toBe(
      'موعد توصيلتك مع مسار من مطار القاهرة الدولي بعد ٢٤ ساعة.',
    )
  })

  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf')
    const ics = reservationCalendar(
      {
        ...ONE_WAY,
        pickup: {
          ...ONE_WAY.pickup,
          names: { en: 'Gate 3; Hall 2, \\Terminal', ar: 'البوابة ٣' },
          locationName: 'Line one\nLine two',
        },
      },
      { ...OPTIONS, locale: 'en' },
    )
    const location = logicalLines(ics).find((line) => line.startsWith('LOCATION'))
    expect(location).toBe(
      'LOCATION;LANGUAGE=en:Gate 3\\; Hall 2\\, \\\\Terminal\\, Line one\\nLine two',
    )
    expect(values(ics, 'LOCATION')).toEqual(['Gate 3; Hall 2, \\Terminal, Line one\nLine two'])
  })
})

describe('line folding', () => {
  it('keeps every line within 75 octets in both languages', () => {
    for (const locale of ['en', 'ar'] as const) {
      const ics = reservationCalendar(ROUND_TRIP, { ...OPTIONS, locale })
      const lines = physicalLines(ics)
      expect(lines.length).toBeGreaterThan(logicalLines(ics).length)
      for (const line of lines) expect(encoder.encode(line).length).toBeLessThanOrEqual(75)
    }
  })

  it('never splits a UTF-8 character, so unfolded Arabic is intact', () => {
    const ics = reservationCalendar(ROUND_TRIP, { ...OPTIONS, locale: 'ar' })
    const decoder = new TextDecoder('utf-8', { fatal: true })
    for (const line of physicalLines(ics)) {
      // Every folded piece is valid UTF-8 on its own.
      expect(() => decoder.decode(encoder.encode(line))).not.toThrow()
      expect(line).not.toContain('\uFFFD')
    }
    const bytes = encoder.encode(unfold(ics))
    expect(decoder.decode(bytes)).toContain('مطار القاهرة الدولي ← الزمالك')
  })

  it('folds at exactly 75 octets, then 74 after the leading space', () => {
    const folded = foldLine('x'.repeat(200))
    expect(folded.split('\r\n').map((line) => line.length)).toEqual([75, 75, 52])
    expect(
      folded
        .split('\r\n')
        .slice(1)
        .every((line) => line.startsWith(' ')),
    ).toBe(true)
    expect(folded.replace(/\r\n /g, '')).toBe('x'.repeat(200))
  })

  it('moves a two-octet Arabic letter to the next line rather than cut it', () => {
    // 74 ASCII octets leave one octet: the letter (two octets) goes on the next line.
    const line = `${'a'.repeat(74)}مسار`
    const [first, second] = foldLine(line).split('\r\n')
    expect(first).toBe('a'.repeat(74))
    expect(second).toBe(' مسار')
    expect(foldLine('short')).toBe('short')
  })

  it('keeps an escape such as \\n on one line', () => {
    const [first, second] = foldLine(`${'a'.repeat(74)}\\nb`).split('\r\n')
    expect(first).toBe('a'.repeat(74))
    expect(second).toBe(' \\nb')
  })
})
