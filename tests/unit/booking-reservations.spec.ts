import { describe, expect, it } from 'vitest'

import {
  bookingRefusal,
  canonicalJson,
  isIdempotencyKey,
  nextStepOf,
} from '@/booking/bookingRequest'
import {
  addressText,
  promoOfSnapshot,
  type ReservationSummary,
  reservationView,
} from '@/booking/reservationViews'
import { BOOKING_ERRORS, type BookingErrorCode, type BookingIssue } from '@/booking/validation'
import { renderEmail, renderSms } from '@/notifications/render'
import type { BookingConfirmationData } from '@/notifications/templates/bookingConfirmation'
import { httpStatusOf } from '@/http/errors'

const issue = (code: BookingErrorCode, field = 'x'): BookingIssue => ({
  field,
  code,
  messageKey: BOOKING_ERRORS[code],
  values: {},
})

describe('Idempotency-Key', () => {
  it.each([
    ['0b7f3a52-6c1e-4f0e-9a57-2a5d8f1c9e11', true],
    ['abc_DEF-12', true],
    ['x'.repeat(128), true],
    ['short', false],
    ['x'.repeat(129), false],
    ['has space-123', false],
    ['ümlaut-1234', false],
    [undefined, false],
  ])('%j is valid: %s', (key, valid) => {
    expect(isIdempotencyKey(key)).toBe(valid)
  })
})

describe('canonicalJson', () => {
  it('is the same whatever the order of the keys, nested too', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe(
      canonicalJson({ a: { c: null, d: [2, { e: 0, f: 1 }] }, b: 1 }),
    )
    expect(canonicalJson({ a: 1, skipped: undefined })).toBe('{"a":1}')
  })

  it('tells different content apart', () => {
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: '1' }))
    expect(canonicalJson([1, 2])).not.toBe(canonicalJson([2, 1]))
  })
})

describe('bookingRefusal', () => {
  /** The refusal as the API answers it: the code and the HTTP status of the one table. */
  const answered = (issues: BookingIssue[]) => {
    const refusal = bookingRefusal(issues)
    return { httpStatus: httpStatusOf(refusal.code), error: refusal.code, issues: refusal.issues }
  }

  it('puts a wrong user id first, whatever else is wrong', () => {
    const refusal = answered([issue('persons-invalid'), issue('user-id-invalid', 'userId')])
    expect(refusal).toMatchObject({ httpStatus: 403, error: 'invalid-user-id' })
    expect(refusal.issues).toHaveLength(2)
  })

  it('answers form mistakes with 400 and the first of them', () => {
    const refusal = answered([
      issue('price-invalid'),
      issue('terms-not-accepted'),
      issue('persons-invalid'),
    ])
    expect(refusal).toMatchObject({ httpStatus: 400, error: 'terms-not-accepted' })
  })

  it('answers a price alone with 409, no price or cash alone with 422', () => {
    expect(answered([issue('cash-not-allowed'), issue('price-invalid')])).toMatchObject({
      httpStatus: 409,
      error: 'invalid-price',
    })
    expect(answered([issue('no-price')])).toMatchObject({
      httpStatus: 422,
      error: 'no-price',
    })
    expect(answered([issue('cash-not-allowed')])).toMatchObject({
      httpStatus: 422,
      error: 'cash-not-allowed',
    })
    expect(answered([issue('phone-not-verified')])).toMatchObject({
      httpStatus: 422,
      error: 'phone-not-verified',
    })
  })
})

describe('reservationView', () => {
  const summary: ReservationSummary = {
    id: 7,
    reservationNumber: 'MS-7K3Q9D',
    status: 'pending',
    paymentType: 'card',
    tripType: 'one-way',
    carType: 'h1',
    carNames: { en: 'Hyundai H1', ar: 'هيونداي H1' },
    pickup: {
      code: 'cai-airport',
      names: { en: 'Cairo Airport', ar: 'مطار القاهرة' },
      locationName: null,
    },
    dropoff: {
      code: 'cai-zamalek',
      names: { en: 'Zamalek', ar: 'الزمالك' },
      locationName: 'Hotel',
    },
    execDate: '2026-12-01T14:30',
    returningDate: null,
    persons: 5,
    luggages: 3,
    price: 125050,
    extras: [
      {
        code: 'cai-child-seat',
        kind: 'child-seat',
        nameEn: 'Child seat',
        nameAr: 'مقعد أطفال',
        unitPrice: 15000,
        quantity: 1,
        legs: 1,
        total: 15000,
      },
    ],
    promo: null,
    breakdown: [],
    createdAt: '2026-11-23T06:00:00.000Z',
  }

  it('names a promo code, its discount and the price before it from the snapshot', () => {
    expect(
      promoOfSnapshot({
        price: 112545,
        promo: { code: 'WELCOME10', discount: 12505, priceBefore: 125050 },
      }),
    ).toEqual({ code: 'WELCOME10', discount: 12505, priceBefore: 125050 })
    expect(promoOfSnapshot({ price: 125050 })).toBeNull()
    expect(promoOfSnapshot({ promo: { code: 'X', discount: 'much' } })).toBeNull()
    const promo = { code: 'WELCOME10', discount: 12505, priceBefore: 125050 }
    expect(reservationView({ ...summary, price: 112545, promo }, 'ar').promo).toMatchObject({
      code: 'WELCOME10',
      discountText: expect.stringMatching(/١٢٥/),
      priceBeforeText: expect.stringMatching(/١٬?٢٥٠/),
    })
  })

  it('shows the reservation in the reader’s language with its customer label', () => {
    expect(reservationView(summary, 'en')).toMatchObject({
      label: 'IN-COMPLETE',
      carName: 'Hyundai H1',
      pickup: { code: 'cai-airport', name: 'Cairo Airport' },
      priceText: 'EGP\u00a01,250.50',
    })
    const arabic = reservationView(summary, 'ar')
    expect(arabic.dropoff).toEqual({ code: 'cai-zamalek', name: 'الزمالك' })
    expect(arabic.extras).toEqual([
      { code: 'cai-child-seat', name: 'مقعد أطفال', quantity: 1, unitPrice: 15000, total: 15000 },
    ])
    expect(arabic.priceText).toContain('١٬٢٥٠٫٥٠')
    expect(nextStepOf('card')).toBe('payment')
    expect(nextStepOf('cash')).toBe('confirmation')
  })

  it('writes the address as the area, then the hotel or street', () => {
    expect(addressText('Zamalek', 'Marriott', 'en')).toBe('Zamalek, Marriott')
    expect(addressText('الزمالك', 'ماريوت', 'ar')).toBe('الزمالك، ماريوت')
    expect(addressText('Zamalek', null, 'en')).toBe('Zamalek')
  })
})

describe('booking confirmation messages', () => {
  const data: BookingConfirmationData = {
    reservationNumber: 'MS-7K3Q9D',
    name: 'Laila',
    tripType: 'round-trip',
    pickup: { names: { en: 'Cairo Airport', ar: 'مطار القاهرة' }, locationName: null },
    dropoff: { names: { en: 'Zamalek', ar: 'الزمالك' }, locationName: 'Marriott' },
    // In the spring-forward gap of 2026: read as 01:30 summer time.
    execDate: '2026-04-24T00:30',
    returningDate: '2026-04-30T18:00',
    carNames: { en: 'Hyundai H1', ar: 'هيونداي H1' },
    persons: 1,
    luggages: 0,
    price: 125000,
    paymentType: 'cash',
    arrivalFlightNumber: 'MS985',
    departureFlightNumber: null,
    passengerName: null,
    hotline: '+20 100 555 0123',
  }

  it.each([
    // [promises, the confirmation, the manage line] (decision 0180)
    [
      undefined,
      'we confirm it within one business day',
      'See, change or cancel your booking at any time, without logging in (free cancellation up to 72 hours before the pickup)',
    ],
    [
      { confirmation: 'within-business-day', cancelOnline: true, cancelHours: 48 },
      'we confirm it within one business day',
      'free cancellation up to 48 hours before the pickup',
    ],
    [
      { confirmation: 'before-pickup', cancelOnline: false, cancelHours: 72 },
      'we confirm it before your pickup',
      'It can no longer be cancelled online (free cancellation ends 72 hours before the pickup): to cancel it, call us on +20 100 555 0123',
    ],
  ] as const)('promises what this booking carries: %o', (promises, confirmation, manage) => {
    const withPromises = {
      ...data,
      manageUrl: 'https://masar.example/en/manage?token=abc',
      ...(promises ? { promises } : {}),
    }
    const email = renderEmail('booking-confirmation', 'en', withPromises).text
    expect(email).toContain(confirmation)
    expect(email).toContain(manage)
    // The link for what it offers, the hotline for the rest: never both for the same thing.
    expect(email).not.toContain('To change or cancel the booking, call us')
    expect(email.match(/call us on/g)).toHaveLength(1)
    const sms = renderSms('booking-confirmation', 'en', withPromises).text
    expect(sms).toContain(confirmation.replace('one business day', '1 business day'))
    if (promises?.confirmation === 'before-pickup') {
      expect(email).not.toMatch(/business day|free cancellation up to/)
      const arabic = renderEmail('booking-confirmation', 'ar', withPromises).text
      expect(arabic).toContain('نؤكدها قبل موعد الاستلام')
      expect(arabic).toContain('لم يعد إلغاؤه ممكنًا عبر الموقع')
      expect(arabic).not.toContain('يوم عمل')
    }
  })

  it('tells the trip, the Cairo time, the car, the price, the payment and the hotline', () => {
    const email = renderEmail('booking-confirmation', 'en', data)
    // Sent before staff confirm it: never "confirmed" (decisions.md, reservation statuses).
    expect(email.subject).toBe('Masar booking MS-7K3Q9D received')
    expect(email.text).not.toMatch(/confirmed/i)
    expect(email.text).toContain('we confirm it within one business day')
    expect(email.text).toContain(
      'Trip: round trip, from Cairo Airport to Zamalek, Marriott and back.',
    )
    expect(email.text).toContain('Pickup: Friday, 24 April 2026 at 01:30, Cairo time.')
    expect(email.text).toContain('Car: Hyundai H1, for 1 passenger and no bags.')
    expect(email.text).toContain('Arrival flight: MS 985.')
    // The price line by line (decision 0181): the car both ways, then the total.
    expect(email.text).toContain(
      'Car (Hyundai H1), both ways: EGP\u00a01,250\n\nTotal: EGP\u00a01,250 per car, for the whole trip.',
    )
    expect(email.text).toContain('Payment: in cash, to the driver.')
    expect(email.html).toContain('MS-7K3Q9D')
    const sms = renderSms('booking-confirmation', 'en', data).text
    expect(sms).toContain('MS-7K3Q9D')
    expect(sms).not.toMatch(/confirmed/i)
    expect(sms).toContain('return Thursday, 30 April 2026 at 18:00')
    expect(sms).toContain('+20 100 555 0123')
  })

  it('writes Arabic with its plural forms and isolates the Latin numbers', () => {
    const email = renderEmail('booking-confirmation', 'ar', { ...data, persons: 2, luggages: 4 })
    expect(email.html).toContain('dir="rtl"')
    expect(email.text).toContain('لعدد راكبين و٤ حقائب')
    expect(email.text).toContain('\u2068+20 100 555 0123\u2069')
    const sms = renderSms('booking-confirmation', 'ar', data).text
    expect(sms).toContain('استلمنا الحجز \u2068MS-7K3Q9D\u2069 ونؤكده خلال يوم عمل')
    expect(sms).not.toContain('تم تأكيد')
    expect(email.text).not.toContain('تم تأكيد')
    expect(sms).toContain('نقدًا للسائق')
  })

  it('says a complimentary trip has nothing to pay, never a card, in both languages', () => {
    const free = {
      ...data,
      price: 0,
      paymentType: 'complimentary' as const,
      promo: { code: 'FREE100', discount: 125000 },
    }
    const email = renderEmail('booking-confirmation', 'en', free).text
    expect(email).toContain('Payment: none, the trip is complimentary.')
    expect(email).not.toMatch(/card/i)
    expect(renderSms('booking-confirmation', 'en', free).text).toContain(
      'complimentary, nothing to pay',
    )
    expect(renderEmail('booking-confirmation', 'ar', free).text).toContain(
      'الدفع: لا شيء، فالرحلة مجانية.',
    )
    expect(renderSms('booking-confirmation', 'ar', free).text).toContain('مجانية بلا مقابل')
  })

  it('names the extras and prices the car with them, in the email and the SMS of both languages', () => {
    const extras = [{ nameEn: 'Child seat', nameAr: 'مقعد أطفال', quantity: 2, total: 30000 }]
    const withExtras = { ...data, extras }
    const email = renderEmail('booking-confirmation', 'en', withExtras).text
    expect(email).toContain(
      [
        'Car (Hyundai H1), both ways: EGP\u00a0950',
        '2 × Child seat: EGP\u00a0300',
        'Total: EGP\u00a01,250 per car, for the whole trip.',
      ].join('\n\n'),
    )
    expect(renderSms('booking-confirmation', 'en', withExtras).text).toMatch(
      /Extras: 2 × Child seat \(EGP\u00a0300\)\.$/,
    )
    const arabic = renderSms('booking-confirmation', 'ar', withExtras).text
    expect(arabic).toContain('الإضافات: مقعد أطفال، العدد ٢ (')
    expect(renderEmail('booking-confirmation', 'ar', withExtras).text).toContain(
      'مقعد أطفال، العدد ٢: ',
    )
    // Without extras: no extra line.
    expect(renderEmail('booking-confirmation', 'en', data).text).not.toContain('×')
  })

  it("tells who travels and where the driver meets, leg by leg, in the traveller's words", () => {
    const withTraveller: BookingConfirmationData = {
      ...data,
      pickup: { ...data.pickup, isAirport: true },
      dropoff: { ...data.dropoff, isAirport: false },
      traveller: { name: 'Laila Hassan', phone: '+20 100 555 0199' },
    }
    const english = renderEmail('booking-confirmation', 'en', withTraveller).text
    expect(english).toContain('Passenger: Laila Hassan.')
    expect(english).toContain("Passenger's phone: +20 100 555 0199.")
    expect(english).toContain(
      'Meeting point: Arrivals hall of Cairo Airport: after baggage claim, your driver waits holding a sign with the name Laila Hassan.',
    )
    expect(english).toContain(
      'Return meeting point: At the pickup address: Zamalek, Marriott. Your driver waits there at the booked time.',
    )
    const arabic = renderEmail('booking-confirmation', 'ar', { ...withTraveller, persons: 12 })
    expect(arabic.text).toContain('لعدد ١٢ راكبًا')
    expect(arabic.text).toContain('هاتف الراكب: \u2066+20 100 555 0199\u2069.')
    expect(arabic.text).toContain(
      'مكان اللقاء: صالة الوصول في مطار القاهرة: بعد استلام الحقائب ينتظرك السائق حاملًا لافتة باسم \u2068Laila Hassan\u2069.',
    )
    expect(arabic.text).toContain('مكان اللقاء في العودة: في عنوان الاستلام: الزمالك')
    // A message queued before the traveller was recorded still renders, without these lines.
    expect(renderEmail('booking-confirmation', 'en', data).text).not.toContain('Meeting point')
  })

  it('gives the staff the customer, the notes and the partner, in English', () => {
    const email = renderEmail('staff-new-booking', 'en', {
      ...data,
      status: 'cash-not-sent',
      customer: { name: 'Laila', email: 'laila@example.com', mobile: '+201005550123' },
      passengerPhone: null,
      notes: 'Child seat',
      partner: 'Nile Crown Hotel',
      language: 'ar',
    })
    expect(email.subject).toBe(
      'New booking MS-7K3Q9D (Cash), pickup Friday, 24 April 2026 at 01:30',
    )
    expect(email.text).toContain('Customer: Laila, laila@example.com, +20 10 0555 0123.')
    expect(email.text).toContain('Notes from the customer: Child seat')
    expect(email.text).toContain('Referred by: Nile Crown Hotel.')
    expect(email.text).toContain("Customer's language: Arabic.")
  })
})
