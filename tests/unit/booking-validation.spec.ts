import { describe, expect, it } from 'vitest'

import { normalizePhone } from '@/lib/phone'
import { CARS } from '@/booking/cars'
import { displayFlightNumber, normalizeFlightNumber } from '@/booking/flightNumber'
import type { PriceRow } from '@/booking/pricing'
import type { PromoCode } from '@/booking/promo'
import {
  BOOKING_ERRORS,
  type BookingContext,
  type BookingErrorCode,
  type BookingIssue,
  type BookingPayload,
  bookingPayloadSchema,
  validateBooking,
} from '@/booking/validation'
import { LOCALES } from '@/i18n/locales'
import { translate } from '@/i18n/messages'
import { localDigits } from '@/i18n/numerals'

const HOTLINE = '+20 2 1234 5678'
const EGP = (pounds: number) => pounds * 100

const prices = (corolla: number, caddy: number, xpander: number, h1: number, hiace: number) => ({
  corolla: EGP(corolla),
  caddy: EGP(caddy),
  xpander: EGP(xpander),
  h1: EGP(h1),
  hiace: EGP(hiace),
})

const PRICE_ROWS: PriceRow[] = [
  {
    regionCode: 'CAI',
    from: 'CAI',
    to: 'zamalek',
    oneDirectional: false,
    cashAllowed: true,
    prices: prices(600, 700, 800, 1000, 1400),
  },
  {
    regionCode: 'CAI',
    from: 'CAI',
    to: 'maadi',
    oneDirectional: false,
    cashAllowed: false,
    prices: prices(550, 650, 750, 950, 1300),
  },
]

// 10:00 in Cairo on Thursday 23 April 2026, the day before the clocks go forward.
const NOW = new Date('2026-04-23T08:00:00Z')

const CONTEXT: BookingContext = {
  now: NOW,
  minLeadHours: 12,
  places: [
    { code: 'CAI', isAirport: true },
    { code: 'HRG', isAirport: true },
    { code: 'zamalek', isAirport: false },
    { code: 'maadi', isAirport: false },
    { code: 'giza', isAirport: false },
  ],
  cars: CARS,
  priceRows: PRICE_ROWS,
  hotline: HOTLINE,
  userId: 42,
  customerMayPayCash: true,
  partnerIds: [7],
  normalizePhone: (input) => normalizePhone(input),
}

/** 10 % off the car, every region, no limits. */
const PROMO: PromoCode = {
  code: 'WELCOME10',
  kind: 'percent',
  percent: 10,
  amount: null,
  regions: [],
  validFrom: null,
  validTo: null,
  totalUses: null,
  usesPerCustomer: null,
  minimumPrice: 0,
  includesExtras: false,
  active: true,
}
const NO_USES = { total: 0, byPerson: 0 }

/** A valid one-way booking from Cairo airport to a Zamalek hotel in a Caddy. */
const VALID = {
  tripType: 'one-way',
  pickupAddress: 'CAI',
  dropoffAddress: 'zamalek',
  locationNames: { pickup: '', dropoff: 'Cairo Marriott Hotel, Zamalek' },
  personsCount: 2,
  luggagesCount: 3,
  execDate: '2026-05-10T14:30',
  returningDate: '',
  arrivalFlightNumber: 'ms 985',
  departureFlightNumber: '',
  acceptedTerms: true,
  carType: 'caddy',
  price: EGP(700),
  paymentType: 'card',
  isAnotherPassengers: false,
  passengerName: '',
  passengerPhone: '',
  notes: '',
  partnerId: null,
  userId: 42,
} satisfies BookingPayload

const ROUND_TRIP = {
  ...VALID,
  tripType: 'round-trip',
  returningDate: '2026-05-17T09:00',
  departureFlightNumber: 'SM 123',
  price: EGP(1400),
}

/** Hotels (decision 0137): one in Zamalek, one in Giza. */
const NAMED_PLACES = [
  { id: 1, placeCode: 'zamalek', names: { en: 'Sofitel Gezirah', ar: 'سوفيتيل الجزيرة' } },
  { id: 2, placeCode: 'giza', names: { en: 'Marriott Mena House', ar: 'ماريوت مينا هاوس' } },
]

const issuesOf = (payload: unknown, context: Partial<BookingContext> = {}): BookingIssue[] => {
  const result = validateBooking(payload, { ...CONTEXT, ...context })
  return result.ok ? [] : result.issues
}

const without = (key: keyof typeof VALID) => {
  const copy: Record<string, unknown> = { ...VALID }
  delete copy[key]
  return copy
}

type Case = [
  name: string,
  payload: unknown,
  expected: { field: string; code: BookingErrorCode },
  context?: Partial<BookingContext>,
]

const CASES: Case[] = [
  [
    'pickup empty',
    { ...VALID, pickupAddress: ' ' },
    { field: 'pickupAddress', code: 'pickup-required' },
  ],
  ['pickup missing', without('pickupAddress'), { field: 'pickupAddress', code: 'pickup-required' }],
  [
    'dropoff empty',
    { ...VALID, dropoffAddress: '' },
    { field: 'dropoffAddress', code: 'dropoff-required' },
  ],
  [
    'both addresses missing',
    { ...VALID, pickupAddress: '', dropoffAddress: null },
    { field: 'addresses', code: 'addresses-required' },
  ],
  [
    'pickup not in the list',
    { ...VALID, pickupAddress: 'atlantis' },
    { field: 'pickupAddress', code: 'pickup-unknown' },
  ],
  [
    'dropoff not in the list',
    { ...VALID, dropoffAddress: 'atlantis' },
    { field: 'dropoffAddress', code: 'dropoff-unknown' },
  ],
  [
    'same pickup and dropoff',
    { ...VALID, dropoffAddress: 'CAI' },
    { field: 'dropoffAddress', code: 'same-places' },
  ],
  [
    'no hotel or street',
    { ...VALID, locationNames: { pickup: 'Terminal 2' } },
    { field: 'locationNames.dropoff', code: 'location-names-required' },
  ],
  [
    // Decision 0137: a hotel is booked at its own district's price, never another's.
    'a hotel of another place',
    { ...VALID, namedPlaces: { dropoff: 2 } },
    { field: 'namedPlaces.dropoff', code: 'named-place-invalid' },
    { namedPlaces: NAMED_PLACES },
  ],
  [
    'a hotel no longer listed',
    { ...VALID, namedPlaces: { dropoff: 99 } },
    { field: 'namedPlaces.dropoff', code: 'named-place-invalid' },
    { namedPlaces: NAMED_PLACES },
  ],
  [
    'a hotel not by its id',
    { ...VALID, namedPlaces: { dropoff: 'Marriott' } },
    { field: 'namedPlaces.dropoff', code: 'named-place-invalid' },
    { namedPlaces: NAMED_PLACES },
  ],
  [
    'location names missing',
    without('locationNames'),
    { field: 'locationNames.dropoff', code: 'location-names-required' },
  ],
  [
    'location names of a wrong type',
    { ...VALID, locationNames: 'Zamalek' },
    { field: 'locationNames', code: 'location-names-required' },
  ],
  ['no persons', { ...VALID, personsCount: 0 }, { field: 'personsCount', code: 'persons-invalid' }],
  [
    'persons not a number',
    { ...VALID, personsCount: 'two' },
    { field: 'personsCount', code: 'persons-invalid' },
  ],
  [
    'persons above the car',
    { ...VALID, personsCount: 5 },
    { field: 'personsCount', code: 'persons-invalid' },
  ],
  [
    'negative luggage',
    { ...VALID, luggagesCount: -1 },
    { field: 'luggagesCount', code: 'luggages-invalid' },
  ],
  [
    'luggage above the car',
    { ...VALID, luggagesCount: 5 },
    { field: 'luggagesCount', code: 'luggages-invalid' },
  ],
  ['no date', { ...VALID, execDate: '' }, { field: 'execDate', code: 'exec-date-required' }],
  [
    'impossible date',
    { ...VALID, execDate: '2026-04-31T10:00' },
    { field: 'execDate', code: 'exec-date-required' },
  ],
  [
    'date within the lead time',
    { ...VALID, execDate: '2026-04-23T21:59' },
    { field: 'execDate', code: 'exec-date-invalid' },
  ],
  [
    'date in the past',
    { ...VALID, execDate: '2026-04-01T10:00' },
    { field: 'execDate', code: 'exec-date-invalid' },
  ],
  [
    'date a year ahead',
    { ...VALID, execDate: '2027-04-23T10:00' },
    { field: 'execDate', code: 'exec-date-too-far' },
  ],
  [
    'round trip without return',
    { ...ROUND_TRIP, returningDate: '' },
    { field: 'returningDate', code: 'returning-date-required' },
  ],
  [
    'return before the pickup',
    { ...ROUND_TRIP, returningDate: '2026-05-10T14:00' },
    { field: 'returningDate', code: 'returning-date-invalid' },
  ],
  [
    'return at the pickup time',
    { ...ROUND_TRIP, returningDate: '2026-05-10T14:30' },
    { field: 'returningDate', code: 'returning-date-invalid' },
  ],
  [
    'return a year ahead',
    { ...ROUND_TRIP, returningDate: '2027-04-23T10:00' },
    { field: 'returningDate', code: 'returning-date-invalid' },
  ],
  [
    'malformed return',
    { ...ROUND_TRIP, returningDate: 'next week' },
    { field: 'returningDate', code: 'returning-date-invalid' },
  ],
  [
    'no arrival flight from the airport',
    { ...VALID, arrivalFlightNumber: '' },
    { field: 'arrivalFlightNumber', code: 'arrival-flight-required' },
  ],
  [
    'no departure flight for the return to the airport',
    { ...ROUND_TRIP, departureFlightNumber: null },
    { field: 'departureFlightNumber', code: 'departure-flight-required' },
  ],
  [
    'malformed flight number',
    { ...VALID, arrivalFlightNumber: 'MSR 98765' },
    { field: 'arrivalFlightNumber', code: 'flight-number-invalid' },
  ],
  [
    'terms not accepted',
    { ...VALID, acceptedTerms: false },
    { field: 'acceptedTerms', code: 'terms-not-accepted' },
  ],
  [
    'terms missing',
    without('acceptedTerms'),
    { field: 'acceptedTerms', code: 'terms-not-accepted' },
  ],
  ['another customer', { ...VALID, userId: 43 }, { field: 'userId', code: 'user-id-invalid' }],
  ['no user id', without('userId'), { field: 'userId', code: 'user-id-invalid' }],
  [
    'price of another car',
    { ...VALID, price: EGP(600) },
    { field: 'price', code: 'price-invalid' },
  ],
  [
    'an extra no region offers',
    { ...VALID, extras: [{ code: 'child-seat', quantity: 1 }] },
    { field: 'extras', code: 'extras-invalid' },
  ],
  [
    'price in pounds with decimals',
    { ...VALID, price: 700.5 },
    { field: 'price', code: 'price-invalid' },
  ],
  [
    'route without a price',
    { ...VALID, dropoffAddress: 'giza' },
    { field: 'price', code: 'no-price' },
  ],
  [
    'unknown car',
    { ...VALID, carType: 'limousine' },
    { field: 'carType', code: 'car-type-invalid' },
  ],
  ['no car', { ...VALID, carType: '' }, { field: 'carType', code: 'car-type-invalid' }],
  [
    'unknown payment',
    { ...VALID, paymentType: 'bitcoin' },
    { field: 'paymentType', code: 'payment-type-invalid' },
  ],
  [
    'cash where the route refuses it',
    { ...VALID, dropoffAddress: 'maadi', price: EGP(650), paymentType: 'cash' },
    { field: 'paymentType', code: 'cash-not-allowed' },
  ],
  [
    'cash for a customer who may not pay cash',
    { ...VALID, paymentType: 'cash' },
    { field: 'paymentType', code: 'cash-not-allowed' },
    { customerMayPayCash: false },
  ],
  [
    'cash for a customer whose mobile no SMS code proved',
    { ...VALID, paymentType: 'cash' },
    { field: 'paymentType', code: 'phone-not-verified' },
    { customerPhoneVerified: false },
  ],
  [
    'cash where the route refuses it, whatever the phone (no proof can help)',
    { ...VALID, dropoffAddress: 'maadi', price: EGP(650), paymentType: 'cash' },
    { field: 'paymentType', code: 'cash-not-allowed' },
    { customerPhoneVerified: false },
  ],
  [
    'a promo code that does not exist',
    { ...VALID, promoCode: 'nope', price: EGP(630) },
    { field: 'promoCode', code: 'promo-unknown' },
    { promo: { code: null, uses: NO_USES } },
  ],
  [
    'a promo code that cannot be one',
    { ...VALID, promoCode: 'WEL COME', price: EGP(630) },
    { field: 'promoCode', code: 'promo-unknown' },
    { promo: { code: PROMO, uses: NO_USES } },
  ],
  [
    'a promo code past its last day',
    { ...VALID, promoCode: 'welcome10', price: EGP(630) },
    { field: 'promoCode', code: 'promo-expired' },
    { promo: { code: { ...PROMO, validTo: '2026-04-22' }, uses: NO_USES } },
  ],
  [
    'a promo code of another region',
    { ...VALID, promoCode: 'welcome10', price: EGP(630) },
    { field: 'promoCode', code: 'promo-region' },
    { promo: { code: { ...PROMO, regions: ['HRG'] }, uses: NO_USES } },
  ],
  [
    'a promo code above the price',
    { ...VALID, promoCode: 'welcome10', price: EGP(630) },
    { field: 'promoCode', code: 'promo-minimum' },
    { promo: { code: { ...PROMO, minimumPrice: EGP(1000) }, uses: NO_USES } },
  ],
  [
    'a promo code used up',
    { ...VALID, promoCode: 'welcome10', price: EGP(630) },
    { field: 'promoCode', code: 'promo-used-up' },
    { promo: { code: { ...PROMO, totalUses: 3 }, uses: { total: 3, byPerson: 0 } } },
  ],
  [
    'a promo code the customer has used',
    { ...VALID, promoCode: 'welcome10', price: EGP(630) },
    { field: 'promoCode', code: 'promo-used-by-you' },
    { promo: { code: { ...PROMO, usesPerCustomer: 1 }, uses: { total: 1, byPerson: 1 } } },
  ],
  [
    'a price that ignores the promo code',
    { ...VALID, promoCode: 'welcome10', price: EGP(700) },
    { field: 'price', code: 'price-invalid' },
    { promo: { code: PROMO, uses: NO_USES } },
  ],
  [
    'another passenger not a boolean',
    { ...VALID, isAnotherPassengers: 'yes' },
    { field: 'isAnotherPassengers', code: 'another-passengers-invalid' },
  ],
  [
    'second car not a boolean',
    { ...VALID, allowDuplicate: 'yes' },
    { field: 'allowDuplicate', code: 'allow-duplicate-invalid' },
  ],
  [
    'second car as a number',
    { ...VALID, allowDuplicate: 1 },
    { field: 'allowDuplicate', code: 'allow-duplicate-invalid' },
  ],
  [
    'another passenger without a name',
    { ...VALID, isAnotherPassengers: true, passengerPhone: '01005550123' },
    { field: 'passengerName', code: 'passenger-name-required' },
  ],
  [
    'another passenger without a real phone',
    { ...VALID, isAnotherPassengers: true, passengerName: 'Mona Adel', passengerPhone: '0100' },
    { field: 'passengerPhone', code: 'passenger-phone-invalid' },
  ],
  [
    'unknown trip type',
    { ...VALID, tripType: 'both-ways' },
    { field: 'tripType', code: 'trip-type-invalid' },
  ],
  ['notes too long', { ...VALID, notes: 'x'.repeat(1001) }, { field: 'notes', code: 'too-long' }],
  [
    'a control character in the notes',
    { ...VALID, notes: 'Two seats\u0000' },
    { field: 'notes', code: 'text-invalid' },
  ],
]

/** The exact English text of some cases: the spec's own wording, and the values filled in. */
const ENGLISH: Record<string, string> = {
  'date within the lead time': `Execution date is invalid: the pickup should be after 12 hrs from now. For an earlier pickup, call ${HOTLINE} to check availability.`,
  'return before the pickup':
    'Returning date must be after the execution date and less than 1 year from now.',
  'route without a price': `Unable to calculate price for your data, please contact our customer service on ${HOTLINE}`,
  'cash where the route refuses it': `Cash payment is not allowed for this booking, please call ${HOTLINE}.`,
  'persons above the car': 'Persons count is invalid: it must be between 1 and 4.',
  'no persons': 'Persons count is invalid: it must be between 1 and 4.',
  'luggage above the car': 'Luggages count is invalid: it must be between 0 and 4.',
  'notes too long': 'This text is too long (at most 1,000 characters).',
  'another customer': 'Invalid user id.',
  'second car not a boolean': 'Invalid value for booking a second car: it must be true or false.',
  'terms not accepted': 'Please accept the terms and conditions first.',
}

describe('validateBooking', () => {
  it('accepts the valid booking and answers it normalised, with the server price', () => {
    const result = validateBooking(
      { ...VALID, personsCount: '٢', partnerId: 7, notes: ' Child seat please ' },
      CONTEXT,
    )
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.booking).toMatchObject({
      tripType: 'one-way',
      pickup: 'CAI',
      dropoff: 'zamalek',
      locationNames: { pickup: null, dropoff: 'Cairo Marriott Hotel, Zamalek' },
      persons: 2,
      luggages: 3,
      execDate: '2026-05-10T14:30',
      returningDate: null,
      returnAt: null,
      arrivalFlightNumber: 'MS985',
      departureFlightNumber: null,
      carType: 'caddy',
      price: EGP(700),
      paymentType: 'card',
      passenger: null,
      notes: 'Child seat please',
      partnerId: '7',
      userId: '42',
    })
    // 14:30 in Cairo summer time is 11:30 UTC.
    expect(result.booking.execAt.toISOString()).toBe('2026-05-10T11:30:00.000Z')
    expect(result.booking.quote.legs).toEqual([
      { from: 'CAI', to: 'zamalek', regionCode: 'CAI', price: EGP(700), cashAllowed: true },
    ])
  })

  it('accepts a round trip for another passenger paying cash, and drops an unknown partner', () => {
    const result = validateBooking(
      {
        ...ROUND_TRIP,
        paymentType: 'cash',
        isAnotherPassengers: true,
        passengerName: 'Mona Adel',
        passengerPhone: '٠١٠٠ ٥٥٥ ٠١٢٣',
        partnerId: 'ghost',
      },
      CONTEXT,
    )
    expect(result.ok && result.booking).toMatchObject({
      returningDate: '2026-05-17T09:00',
      departureFlightNumber: 'SM123',
      price: EGP(1400),
      passenger: { name: 'Mona Adel', phone: '+201005550123' },
      partnerId: null,
    })
    expect(result.ok && result.booking.returnAt?.toISOString()).toBe('2026-05-17T06:00:00.000Z')
  })

  it('ignores a return date left over in a one-way booking', () => {
    const result = validateBooking({ ...VALID, returningDate: 'garbage' }, CONTEXT)
    expect(result.ok && result.booking.returningDate).toBeNull()
  })

  it('answers only no-price when the route has none, whatever the price sent', () => {
    expect(issuesOf({ ...VALID, dropoffAddress: 'giza', price: 'free' })).toMatchObject([
      { field: 'price', code: 'no-price' },
    ])
  })

  it('lets the browser check before login (userId null) and the server always', () => {
    expect(validateBooking(without('userId'), { ...CONTEXT, userId: null }).ok).toBe(true)
    expect(validateBooking(without('userId'), CONTEXT).ok).toBe(false)
  })

  it.each(CASES)(
    '%s: exactly one issue, on the right field',
    (_name, payload, expected, context) => {
      expect(issuesOf(payload, context).map(({ field, code }) => ({ field, code }))).toEqual([
        expected,
      ])
    },
  )

  it("tells a count's limit from the car, whatever number was sent", () => {
    const maxOf = (payload: unknown, field: string) =>
      issuesOf(payload).find((issue) => issue.field === field)?.values.max
    // The chosen car (a Caddy) takes 4 and 4; with no car, the largest takes 12 and 12.
    expect(maxOf({ ...VALID, personsCount: 100 }, 'personsCount')).toBe(4)
    expect(maxOf({ ...VALID, luggagesCount: 1e308 }, 'luggagesCount')).toBe(4)
    expect(maxOf({ ...VALID, carType: undefined, personsCount: 1e308 }, 'personsCount')).toBe(12)
    // A text's limit is still its own.
    expect(maxOf({ ...VALID, notes: 'x'.repeat(5000) }, 'notes')).toBeGreaterThan(0)
  })

  it('reports every problem at once', () => {
    const codes = issuesOf({ tripType: 'one-way' }).map((issue) => issue.code)
    expect(codes).toEqual(
      expect.arrayContaining([
        'addresses-required',
        'persons-invalid',
        'luggages-invalid',
        'exec-date-required',
        'terms-not-accepted',
        'car-type-invalid',
        'price-invalid',
        'payment-type-invalid',
        'another-passengers-invalid',
        'user-id-invalid',
      ]),
    )
    expect(issuesOf(null).length).toBeGreaterThan(5)
  })

  it('counts the lead time in real hours across the spring-forward night', () => {
    // 20:00 on 23 April to 08:00 on 24 April reads 12 hours but lasts 11: too soon.
    const evening = new Date('2026-04-23T18:00:00Z')
    expect(issuesOf({ ...VALID, execDate: '2026-04-24T08:00' }, { now: evening })).toMatchObject([
      { code: 'exec-date-invalid' },
    ])
    expect(issuesOf({ ...VALID, execDate: '2026-04-24T09:00' }, { now: evening })).toEqual([])
  })

  it('counts the lead time in real hours across the fall-back night', () => {
    // 20:00 on 29 October to 07:00 on 30 October reads 11 hours but lasts 12: allowed.
    const evening = new Date('2026-10-29T17:00:00Z')
    const execDate = '2026-10-30T07:00'
    expect(issuesOf({ ...VALID, execDate }, { now: evening })).toEqual([])
    expect(issuesOf({ ...VALID, execDate: '2026-10-30T06:59' }, { now: evening })).toMatchObject([
      { code: 'exec-date-invalid' },
    ])
  })

  it.each([
    ['one-way', 'CAI', 'zamalek', ['arrival-flight-required']],
    ['one-way', 'zamalek', 'CAI', ['departure-flight-required']],
    ['one-way', 'zamalek', 'maadi', []],
    ['one-way', 'CAI', 'HRG', ['arrival-flight-required', 'departure-flight-required']],
    ['round-trip', 'CAI', 'zamalek', ['arrival-flight-required', 'departure-flight-required']],
    ['round-trip', 'zamalek', 'CAI', ['arrival-flight-required', 'departure-flight-required']],
    ['round-trip', 'zamalek', 'maadi', []],
  ])('a %s trip from %s to %s needs %j', (tripType, pickup, dropoff, flights) => {
    const payload = {
      ...ROUND_TRIP,
      tripType,
      pickupAddress: pickup,
      dropoffAddress: dropoff,
      locationNames: { pickup: 'Hotel', dropoff: 'Hotel' },
      arrivalFlightNumber: '',
      departureFlightNumber: '',
    }
    const codes = issuesOf(payload).map((issue) => issue.code)
    expect(codes.filter((code) => code.endsWith('-flight-required'))).toEqual(flights)
  })

  it.each([
    ['MS 985', 'MS985'],
    ['ms-985', 'MS985'],
    ['SM123', 'SM123'],
    ['G9 ٥٣١', 'G9531'],
    ['3U 8971', '3U8971'],
    ['MS 0985', 'MS0985'],
  ])('reads the flight number %j as %s', (input, expected) => {
    expect(normalizeFlightNumber(input)).toBe(expected)
  })

  it.each(['MSR985', 'MS', 'MS 12345', '985', '12 345', 'M 985', 'مصر 985'])(
    'refuses the flight number %j',
    (input) => {
      expect(normalizeFlightNumber(input)).toBeNull()
    },
  )

  it('shows flight numbers with the airline code apart', () => {
    expect(displayFlightNumber('MS985')).toBe('MS 985')
    expect(displayFlightNumber('G9531')).toBe('G9 531')
  })

  it('takes allowDuplicate as true, false, null or absent: only true means a second car', () => {
    const secondCar = (value: unknown) => {
      const result = validateBooking({ ...VALID, allowDuplicate: value }, CONTEXT)
      return result.ok ? result.booking.allowDuplicate : result.issues.map((issue) => issue.code)
    }
    expect(secondCar(true)).toBe(true)
    expect(secondCar(false)).toBe(false)
    expect(secondCar(null)).toBe(false)
    expect(secondCar(undefined)).toBe(false)
    expect(secondCar('true')).toEqual(['allow-duplicate-invalid'])
    expect(secondCar({})).toEqual(['allow-duplicate-invalid'])
  })

  it('takes a hotel of the drop-off as its location name, and books the district', () => {
    const result = validateBooking(
      { ...VALID, locationNames: { dropoff: '' }, namedPlaces: { pickup: null, dropoff: 1 } },
      { ...CONTEXT, namedPlaces: NAMED_PLACES },
    )
    expect(result.ok && result.booking.namedPlaces).toEqual({
      pickup: null,
      dropoff: NAMED_PLACES[0],
    })
    expect(result.ok && result.booking.dropoff).toBe('zamalek')
    expect(result.ok && result.booking.price).toBe(VALID.price)
  })

  it('has one schema for the shape of the payload, usable on its own', () => {
    expect(bookingPayloadSchema.safeParse(VALID).success).toBe(true)
    expect(bookingPayloadSchema.safeParse({ ...VALID, tripType: 'x' }).success).toBe(false)
  })
})

describe('booking messages in both languages', () => {
  const issuesByCode = new Map<BookingErrorCode, BookingIssue>()
  for (const [, payload, , context] of CASES) {
    for (const issue of issuesOf(payload, context)) issuesByCode.set(issue.code, issue)
  }

  it('cover every rule of spec section 5 with a message of its own', () => {
    const keys = new Set([...issuesByCode.values()].map((issue) => issue.messageKey))
    expect(keys.size).toBe(issuesByCode.size)
    expect([...issuesByCode.keys()].sort()).toEqual(
      (Object.keys(BOOKING_ERRORS) as BookingErrorCode[])
        .filter(
          (code) =>
            ![
              'no-car-fits',
              'try-again-later',
              'duplicate-booking',
              'payment-failed',
              'unknown',
            ].includes(code),
        )
        .sort(),
    )
  })

  const table = CASES.map(
    ([name, payload, expected, context]) => [name, expected.code, payload, context] as const,
  )

  it.each(LOCALES.flatMap((locale) => table.map((row) => [locale, ...row] as const)))(
    '%s: %s (%s) renders completely',
    (locale, name, code, payload, context) => {
      const issue = issuesOf(payload, context).find((candidate) => candidate.code === code)!
      const text = translate(locale, issue.messageKey, issue.values)
      expect(text).not.toMatch(/[{}]|booking\.errors/)
      if (locale === 'ar') expect(text).toMatch(/[\u0600-\u06ff]/)
      if ('phone' in issue.values) expect(text).toContain(HOTLINE)
      if (locale === 'en' && ENGLISH[name]) expect(text).toBe(ENGLISH[name])
    },
  )

  it.each([
    [1, 'ساعة واحدة', '1 hr'],
    [2, 'ساعتين', '2 hrs'],
    [5, '٥ ساعات', '5 hrs'],
    [12, '١٢ ساعة', '12 hrs'],
    [24, '٢٤ ساعة', '24 hrs'],
  ])('words a lead time of %i hours: %s / %s', (hours, arabic, english) => {
    const issue = issuesOf({ ...VALID, execDate: '2026-04-23T10:30' }, { minLeadHours: hours })[0]!
    expect(translate('ar', issue.messageKey, issue.values)).toContain(`بعد ${arabic} من الآن`)
    expect(translate('en', issue.messageKey, issue.values)).toContain(`after ${english} from now`)
  })

  it.each([
    ['no-car-fits', { persons: 14, luggages: 3, phone: HOTLINE }],
    ['try-again-later', { seconds: 30 }],
    ['duplicate-booking', { number: 'MS-7K3Q9D' }],
    ['payment-failed', { phone: HOTLINE }],
    ['unknown', {}],
  ] as const)('render the booking error %s in both languages', (code, values) => {
    const en = translate('en', BOOKING_ERRORS[code], values)
    const ar = translate('ar', BOOKING_ERRORS[code], values)
    expect(en).not.toMatch(/[{}]/)
    expect(ar).not.toMatch(/[{}]/)
    expect(ar).toMatch(/[\u0600-\u06ff]/)
    // Quantities in each language's digits, identifiers (phone, reservation number) as they are.
    for (const value of Object.values(values)) {
      expect(en).toContain(String(value))
      expect(ar).toContain(typeof value === 'number' ? localDigits(String(value), 'ar') : value)
    }
  })

  it('keep the spec wording of the section 8 errors in English', () => {
    expect(translate('en', BOOKING_ERRORS['payment-failed'], { phone: HOTLINE })).toBe(
      `We couldn't process your payment, You can book though call center at ${HOTLINE}.`,
    )
    expect(translate('en', BOOKING_ERRORS['try-again-later'], { seconds: 30 })).toBe(
      'You cannot book right now, please retry after 30 seconds.',
    )
  })
})

describe('a promo code in the booking', () => {
  it('prices the booking after the discount and keeps it, any case', () => {
    const result = validateBooking(
      { ...VALID, promoCode: ' welcome10 ', price: EGP(630) },
      { ...CONTEXT, promo: { code: PROMO, uses: NO_USES } },
    )
    expect(result.ok && result.booking.price).toBe(EGP(630))
    expect(result.ok && result.booking.promo).toMatchObject({
      code: 'WELCOME10',
      discount: EGP(70),
      priceBefore: EGP(700),
    })
  })

  it('is not checked by the browser, which cannot see codes', () => {
    const result = validateBooking({ ...VALID, promoCode: 'WELCOME10' }, CONTEXT)
    expect(result.ok && result.booking.promo).toBeNull()
  })
})
