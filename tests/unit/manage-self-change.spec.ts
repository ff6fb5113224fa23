import { describe, expect, it } from 'vitest'

import { cairoWallTimeToUtc } from '@/booking/cairoTime'
import {
  type ChangeableBooking,
  changeableFields,
  changeReason,
  legsServed,
  planSelfChange,
} from '@/manage/selfChange'

const cairo = (wall: string) => cairoWallTimeToUtc(wall)!
const MINUTE = 60_000
const phone = (input: string) =>
  /^\+?20\d{10}$/.test(input.replace(/\s/g, '')) ? '+201005550123' : null

/** Zamalek hotel -> Cairo airport and back: the return starts at the airport. */
const roundTrip = (overrides: Partial<ChangeableBooking> = {}): ChangeableBooking => ({
  status: 'cash-not-sent',
  tripType: 'round-trip',
  execLocal: '2026-03-10T10:00',
  execAt: cairo('2026-03-10T10:00'),
  returningLocal: '2026-03-20T18:00',
  returnAt: cairo('2026-03-20T18:00'),
  airports: { pickup: false, dropoff: true },
  arrivalFlightNumber: 'MS986',
  departureFlightNumber: 'MS985',
  passenger: null,
  locationNames: { pickup: 'Marriott Zamalek', dropoff: null },
  notes: null,
  ...overrides,
})

const rules = (now: string, changeHours = 24) => ({
  now: cairo(now),
  changeHours,
  minLeadHours: 12,
  normalizePhone: phone,
})

describe('which legs a change serves', () => {
  it('times one leg each, flights by the airport they meet, the rest both legs', () => {
    const booking = roundTrip()
    expect(legsServed('execDate', booking)).toEqual(['outbound'])
    expect(legsServed('returningDate', booking)).toEqual(['return'])
    // Outbound ends at the airport (departure), the return starts there (arrival).
    expect(legsServed('departureFlightNumber', booking)).toEqual(['outbound'])
    expect(legsServed('arrivalFlightNumber', booking)).toEqual(['return'])
    expect(legsServed('notes', booking)).toEqual(['outbound', 'return'])
    expect(legsServed('returningDate', roundTrip({ tripType: 'one-way' }))).toEqual([])
  })
})

describe('until when: selfServiceChangeHours before each leg it serves, in real hours', () => {
  it('a minute before the outbound limit everything is open; at it, only the return leg', () => {
    const booking = roundTrip()
    expect(
      changeableFields(booking, new Date(cairo('2026-03-09T10:00').getTime() - MINUTE), 24),
    ).toHaveLength(8)
    // Past the outbound limit: the pickup time, its flight and the shared fields close; the return
    // time and the return's own flight stay open.
    expect(changeableFields(booking, cairo('2026-03-09T10:00'), 24)).toEqual([
      'returningDate',
      'arrivalFlightNumber',
    ])
  })

  it('once the outbound has happened, the shared fields reopen for the return alone', () => {
    expect(changeableFields(roundTrip(), cairo('2026-03-12T09:00'), 24)).toEqual([
      'returningDate',
      'arrivalFlightNumber',
      'passenger',
      'pickupLocationName',
      'dropoffLocationName',
      'notes',
    ])
  })

  it('across the spring change the limit is a Cairo hour earlier than the same wall time', () => {
    const booking = roundTrip({
      tripType: 'one-way',
      execLocal: '2026-04-24T10:00',
      execAt: cairo('2026-04-24T10:00'),
      returningLocal: null,
      returnAt: null,
    })
    // Clocks went forward at 00:00 on 24 April: 10:00 that day is +03 (07:00 UTC); 24 real hours
    // earlier is 23 April 07:00 UTC, 09:00 in Cairo (+02), not 10:00.
    expect(changeableFields(booking, cairo('2026-04-23T08:59'), 24)).toContain('execDate')
    expect(changeableFields(booking, cairo('2026-04-23T09:00'), 24)).toEqual([])
  })

  it('a cancelled or failed booking cannot be changed at all', () => {
    expect(
      changeableFields(roundTrip({ status: 'cancelled' }), cairo('2026-03-01T10:00'), 24),
    ).toEqual([])
    const plan = planSelfChange(
      roundTrip({ status: 'fail' }),
      { notes: 'x' },
      rules('2026-03-01T10:00'),
    )
    expect(plan.ok).toBe(false)
  })
})

describe('planSelfChange: what changes, and every refusal with its own message', () => {
  it('moves the pickup and writes one line per field changed, in order', () => {
    const plan = planSelfChange(
      roundTrip(),
      { notes: 'Child seat please', execDate: '2026-03-10T12:30' },
      rules('2026-03-01T10:00'),
    )
    expect(plan.ok).toBe(true)
    if (!plan.ok) return
    expect(plan.patch.execLocal).toBe('2026-03-10T12:30')
    expect(plan.patch.execDate?.toISOString()).toBe('2026-03-10T10:30:00.000Z')
    expect(plan.lines.map((line) => line.field)).toEqual(['execDate', 'notes'])
    expect(plan.lines[0]).toEqual({
      field: 'execDate',
      before: '2026-03-10T10:00',
      after: '2026-03-10T12:30',
    })
    expect(plan.legs.sort()).toEqual(['outbound', 'return'])
    expect(changeReason(plan.lines)).toBe('Changed by the customer: execDate, notes')
  })

  it('refuses a change of a closed field with the limit in hours, and changes nothing', () => {
    const plan = planSelfChange(
      roundTrip(),
      { execDate: '2026-03-10T12:00', notes: 'later' },
      rules('2026-03-09T11:00'),
    )
    expect(plan.ok).toBe(false)
    if (plan.ok) return
    expect(plan.issues).toEqual([
      expect.objectContaining({
        field: 'execDate',
        code: 'change-too-late',
        values: { hours: 24 },
      }),
      expect.objectContaining({ field: 'notes', code: 'change-too-late' }),
    ])
  })

  it('keeps the lead time, the one-year limit and the return after the outbound', () => {
    const now = '2026-03-01T10:00'
    const refusal = (request: Parameters<typeof planSelfChange>[1]) => {
      const plan = planSelfChange(roundTrip(), request, rules(now))
      return plan.ok ? null : plan.issues.map((issue) => `${issue.field}:${issue.code}`)
    }
    expect(refusal({ execDate: '2026-03-01T20:00' })).toEqual(['execDate:exec-date-invalid'])
    expect(refusal({ execDate: '2027-03-02T10:00' })).toEqual(['execDate:exec-date-too-far'])
    expect(refusal({ execDate: '2026-03-21T10:00' })).toEqual([
      'returningDate:returning-date-invalid',
    ])
    expect(refusal({ returningDate: '2026-03-09T10:00' })).toEqual([
      'returningDate:returning-date-invalid',
    ])
    expect(refusal({ execDate: 'tomorrow' })).toEqual(['execDate:exec-date-required'])
    // Both moved together, still in order: accepted.
    expect(refusal({ execDate: '2026-03-22T10:00', returningDate: '2026-03-25T10:00' })).toBeNull()
  })

  it('a flight is required where a leg meets an airport, and must look like a flight', () => {
    const plan = planSelfChange(
      roundTrip(),
      { arrivalFlightNumber: null, departureFlightNumber: 'not a flight' },
      rules('2026-03-01T10:00'),
    )
    expect(plan.ok ? [] : plan.issues.map((issue) => issue.code)).toEqual([
      'arrival-flight-required',
      'flight-number-invalid',
    ])
    const fixed = planSelfChange(
      roundTrip(),
      { departureFlightNumber: 'ms 987' },
      rules('2026-03-01T10:00'),
    )
    expect(fixed.ok && fixed.patch.departureFlightNumber).toBe('MS987')
  })

  it('the passenger: someone else needs a name and a real phone; null is the customer again', () => {
    const now = rules('2026-03-01T10:00')
    const bad = planSelfChange(roundTrip(), { passenger: { name: ' ', phone: '123' } }, now)
    expect(bad.ok ? [] : bad.issues.map((issue) => `${issue.field}:${issue.code}`)).toEqual([
      'passenger.name:passenger-name-required',
      'passenger.phone:passenger-phone-invalid',
    ])
    const other = planSelfChange(
      roundTrip(),
      { passenger: { name: 'Mona Adel', phone: '+20 100 555 0123' } },
      now,
    )
    expect(other.ok && other.patch.passenger).toEqual({ name: 'Mona Adel', phone: '+201005550123' })
    const back = planSelfChange(
      roundTrip({ passenger: { name: 'Mona Adel', phone: '+201005550123' } }),
      { passenger: null },
      now,
    )
    expect(back.ok && back.patch.passenger).toBeNull()
  })

  it('a hotel name cannot be emptied where the car is not at an airport', () => {
    const now = rules('2026-03-01T10:00')
    const plan = planSelfChange(roundTrip(), { locationNames: { pickup: '' } }, now)
    expect(plan.ok ? [] : plan.issues.map((issue) => issue.code)).toEqual([
      'location-names-required',
    ])
    const renamed = planSelfChange(
      roundTrip(),
      { locationNames: { pickup: 'Sofitel Gezirah' } },
      now,
    )
    expect(renamed.ok && renamed.lines).toEqual([
      { field: 'pickupLocationName', before: 'Marriott Zamalek', after: 'Sofitel Gezirah' },
    ])
  })

  it('the same details again change nothing and say so', () => {
    const plan = planSelfChange(
      roundTrip(),
      { execDate: '2026-03-10T10:00', departureFlightNumber: 'MS985', notes: '' },
      rules('2026-03-01T10:00'),
    )
    expect(plan.ok ? [] : plan.issues.map((issue) => issue.code)).toEqual(['nothing-changed'])
  })
})
