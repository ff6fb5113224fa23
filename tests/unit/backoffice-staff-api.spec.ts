import { describe, expect, it } from 'vitest'

import { searchDigits } from '@/backoffice/operations/search'
import { cairoDayRange } from '@/backoffice/reservationList'
import {
  paymentLinkListQuery,
  reservationListQuery,
  staffReservationRow,
  staffUserView,
} from '@/backoffice/staffApi'

describe('the staff lists’ pickup days, in Cairo time', () => {
  it('runs from Cairo midnight of the first day to Cairo midnight after the last', () => {
    // Winter: Cairo is UTC+2.
    expect(cairoDayRange('2027-01-10', '2027-01-10')).toEqual({
      from: new Date('2027-01-09T22:00:00Z'),
      before: new Date('2027-01-10T22:00:00Z'),
    })
    // Summer (daylight saving time): UTC+3.
    expect(cairoDayRange('2027-07-01', '2027-07-02')).toEqual({
      from: new Date('2027-06-30T21:00:00Z'),
      before: new Date('2027-07-02T21:00:00Z'),
    })
    expect(cairoDayRange(undefined, '2027-12-31')).toEqual({
      before: new Date('2027-12-31T22:00:00Z'),
    })
    expect(cairoDayRange()).toEqual({})
  })
})

describe('the staff lists’ queries', () => {
  it('gives defaults and reads numbers, statuses, days and a search', () => {
    expect(reservationListQuery.parse({})).toEqual({ page: 1, limit: 20 })
    expect(
      reservationListQuery.parse({
        page: '3',
        limit: '50',
        status: 'paid-not-sent',
        from: '2027-03-01',
        to: '2027-03-31',
        q: '  MS-7K3Q9D ',
      }),
    ).toEqual({
      page: 3,
      limit: 50,
      status: 'paid-not-sent',
      from: '2027-03-01',
      to: '2027-03-31',
      q: 'MS-7K3Q9D',
    })
    expect(reservationListQuery.parse({ q: '   ' }).q).toBeUndefined()
    expect(paymentLinkListQuery.parse({ status: 'paid' }).status).toBe('paid')
  })

  it.each([
    [{ page: '0' }, 'staff.errors.pageInvalid'],
    [{ page: '1.5' }, 'staff.errors.pageInvalid'],
    [{ limit: '101' }, 'staff.errors.limitInvalid'],
    [{ status: 'lost' }, 'staff.errors.statusInvalid'],
    [{ from: '2027-02-29' }, 'staff.errors.dateInvalid'],
    [{ to: '31/12/2027' }, 'staff.errors.dateInvalid'],
    [{ from: '2027-03-02', to: '2027-03-01' }, 'staff.errors.dateRangeInvalid'],
    [{ q: 'a\u0000b' }, 'staff.errors.searchInvalid'],
  ])('refuses %j with %s', (query, message) => {
    const parsed = reservationListQuery.safeParse(query)
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.message).toBe(message)
  })
})

describe('what the staff API shows', () => {
  it('reads a phone search as staff type it', () => {
    expect(searchDigits('0100 555 0177')).toBe('1005550177')
    expect(searchDigits('+20 100-555-0177')).toBe('201005550177')
    expect(searchDigits('MS-7K3Q9D')).toBeNull()
    expect(searchDigits('0123')).toBeNull()
  })

  it('shows a staff user without anything of their session', () => {
    expect(
      staffUserView({
        id: 1,
        name: 'Amira',
        email: 'amira@masar.test',
        role: 'operator',
        // @ts-expect-error what Payload's user also carries must not pass through
        sessions: [{ id: 's' }],
      }),
    ).toEqual({ id: 1, name: 'Amira', email: 'amira@masar.test', role: 'operator' })
  })

  it('gives each reservation its status colour and its Cairo pickup time', () => {
    const row = staffReservationRow({
      id: 7,
      reservationNumber: 'MS-7K3Q9D',
      status: 'cash-not-sent',
      customer: { id: 3, name: 'Omar', email: 'omar@example.com', mobile: '+201005550177' },
      tripType: 'one-way',
      paymentType: 'cash',
      execDate: '2027-03-10T22:30:00.000Z',
      execLocal: '2027-03-11T00:30',
      price: 50000,
      createdAt: '2027-03-01T10:00:00.000Z',
    })
    expect(row).toMatchObject({
      colour: 'orange',
      pickupCairo: '2027-03-11T00:30',
      customer: { id: 3, name: 'Omar' },
    })
  })
})
