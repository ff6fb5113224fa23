import { describe, expect, it } from 'vitest'

import {
  customerReservation,
  declinedAttemptsShown,
  legDrivers,
  reservationDetails,
  type StoredReservation,
} from '@/booking/reservationViews'

/** A paid card round trip as the booking API stores it (issue 32: drivers, extras, attempts). */
const stored: StoredReservation = {
  id: 9,
  reservationNumber: 'MS-DRV001',
  status: 'paid-not-sent',
  paymentType: 'card',
  tripType: 'round-trip',
  carType: 'corolla',
  pickupAddress: 'Cairo Airport',
  dropoffAddress: 'Zamalek',
  execDate: '2026-11-24T07:30:00.000Z',
  returningDate: '2026-11-30T16:00:00.000Z',
  price: 100000,
  priceSnapshot: {
    extras: [
      {
        code: 'child-seat',
        kind: 'child-seat',
        nameEn: 'Child seat',
        nameAr: 'مقعد طفل',
        unitPrice: 15000,
        quantity: 1,
        legs: 2,
        total: 30000,
      },
    ],
    promo: { code: 'WELCOME10', discount: 10000, priceBefore: 110000 },
  },
  createdAt: '2026-11-20T10:00:00.000Z',
}

describe("the reservation's drivers (issue 32 item 2)", () => {
  it('has none before staff assign one', () => {
    expect(legDrivers(stored)).toEqual([])
    expect(legDrivers({ ...stored, dispatch: { outbound: {}, return: null } })).toEqual([])
    expect(reservationDetails(stored).drivers).toEqual([])
  })

  it('gives each assigned leg, outbound first; a leg without a mobile is not assigned', () => {
    const dispatch = {
      outbound: {
        driverName: 'Mahmoud Adel',
        driverMobile: '+201001234567',
        vehiclePlate: 'ن ط ق 1234',
      },
      return: { driverName: 'Karim Samy', driverMobile: '+201112223334', vehiclePlate: 'ABC 123' },
    }
    const outbound = {
      leg: 'outbound',
      name: 'Mahmoud Adel',
      mobile: '+201001234567',
      plate: 'ن ط ق 1234',
      pickupAt: '2026-11-24T07:30:00.000Z',
      progress: null,
    }
    const back = {
      leg: 'return',
      name: 'Karim Samy',
      mobile: '+201112223334',
      plate: 'ABC 123',
      pickupAt: '2026-11-30T16:00:00.000Z',
      progress: null,
    }
    expect(reservationDetails({ ...stored, dispatch }).drivers).toEqual([outbound, back])
    expect(
      legDrivers({ ...stored, dispatch: { ...dispatch, outbound: { driverName: 'X' } } }),
    ).toEqual([back])
    // On the trip day each leg carries where it stands, as the driver tapped it.
    const tapped = legDrivers({
      ...stored,
      dispatch,
      progress: { outbound: { state: 'arrived', at: '2026-11-24T07:25:00.000Z' }, return: null },
    })
    expect(tapped.map((driver) => driver.progress)).toEqual([
      { state: 'arrived', at: '2026-11-24T07:25:00.000Z' },
      null,
    ])
    // A one-way trip has no return leg, whatever is stored.
    expect(legDrivers({ ...stored, tripType: 'one-way', dispatch }).map((d) => d.leg)).toEqual([
      'outbound',
    ])
  })
})

describe("the account card's data (issue 32 items 3 and 4)", () => {
  it('carries the extras, the promo code and the declined attempts', () => {
    const trip = {
      current: { stage: 'booked' },
      promises: { confirmation: 'before-pickup', cancellation: null },
    } as unknown as Parameters<typeof customerReservation>[2]
    const card = customerReservation(stored, 2, trip)
    expect(card.extras.map((line) => line.code)).toEqual(['child-seat'])
    expect(card.promo).toEqual({ code: 'WELCOME10', discount: 10000, priceBefore: 110000 })
    expect(card.declinedAttempts).toBe(2)
    expect(card).toMatchObject({ stage: 'booked', confirmation: 'before-pickup' })
    expect(customerReservation({ ...stored, priceSnapshot: null }, 0, trip)).toMatchObject({
      extras: [],
      promo: null,
      declinedAttempts: 0,
    })
  })

  it('says how many attempts were declined only while the booking is waiting or paid', () => {
    expect(declinedAttemptsShown({ status: 'pending', declinedAttempts: 1 })).toBe(true)
    expect(declinedAttemptsShown({ status: 'paid-not-sent', declinedAttempts: 1 })).toBe(true)
    expect(declinedAttemptsShown({ status: 'completed', declinedAttempts: 3 })).toBe(true)
    expect(declinedAttemptsShown({ status: 'paid-not-sent', declinedAttempts: 0 })).toBe(false)
    expect(declinedAttemptsShown({ status: 'fail', declinedAttempts: 1 })).toBe(false)
    expect(declinedAttemptsShown({ status: 'cancelled', declinedAttempts: 1 })).toBe(false)
  })
})
