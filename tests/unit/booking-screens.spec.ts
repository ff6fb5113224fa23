import { describe, expect, it } from 'vitest'

import { BOOKING_ERRORS } from '@/booking/validation'
import {
  payloadFieldOfQuote,
  placeIssues,
  stepOfField,
  withoutStaleErrors,
} from '@/components/booking/fields'
import { type BookingReaction, bookingReaction } from '@/components/booking/refusals'

const issue = (field: string, code = 'x') => ({ field, code, message: `${field}: ${code}` })

describe('bookingReaction', () => {
  it('decides on the code of the answer (docs/api.md, "Bookings")', () => {
    const cases: [code: string, hasIssues: boolean, reaction: BookingReaction][] = [
      ['idempotency-key-required', false, 'message'],
      ['invalid-body', false, 'message'],
      ['not-logged-in', false, 'log-in-again'],
      ['invalid-user-id', true, 'check-session'],
      ['invalid-price', true, 'refresh-price'],
      ['idempotency-key-reused', false, 'new-key'],
      ['no-price', true, 'call-us'],
      ['cash-not-allowed', true, 'card-only'],
      ['phone-not-verified', true, 'prove-phone'],
      ['try-again-later', false, 'wait'],
      ['duplicate-booking', false, 'second-car'],
      ['unknown', false, 'call-us'],
      ['body-too-large', false, 'call-us'],
    ]
    for (const [code, hasIssues, reaction] of cases) {
      const issues = hasIssues ? [issue('price', code)] : []
      expect(bookingReaction({ code, issues }), code).toBe(reaction)
    }
  })

  it('shows the fields of every rule the form breaks', () => {
    const answeredOnTheirOwn = [
      'no-price',
      'cash-not-allowed',
      'phone-not-verified',
      'try-again-later',
      'duplicate-booking',
    ]
    for (const code of Object.keys(BOOKING_ERRORS)) {
      if (answeredOnTheirOwn.includes(code)) continue
      expect(bookingReaction({ code, issues: [issue('notes', code)] }), code).toBe('fix-fields')
    }
  })

  it('never needs the HTTP status: the same reactions as the statuses gave, code by code', () => {
    // The answers of POST /api/booking (docs/api.md) and what the screens did by status before.
    const byStatus = (status: number, hasIssues: boolean): BookingReaction => {
      switch (status) {
        case 400:
          return hasIssues ? 'fix-fields' : 'message'
        case 401:
          return 'log-in-again'
        case 403:
          return 'check-session'
        case 409:
          return 'refresh-price'
        case 422:
          return 'call-us'
        case 429:
          return 'wait'
        default:
          return 'call-us'
      }
    }
    const answers: [code: string, status: number, hasIssues: boolean][] = [
      ['idempotency-key-required', 400, false],
      ['invalid-body', 400, false],
      ['addresses-required', 400, true],
      ['exec-date-invalid', 400, true],
      ['no-car-fits', 400, true],
      ['not-logged-in', 401, false],
      ['invalid-user-id', 403, true],
      ['invalid-price', 409, true],
      ['no-price', 422, true],
      ['try-again-later', 429, false],
      ['unknown', 500, false],
    ]
    for (const [code, status, hasIssues] of answers) {
      const issues = hasIssues ? [issue('pickupAddress', code)] : []
      expect(bookingReaction({ code, issues }), code).toBe(byStatus(status, hasIssues))
    }
    // 422 `cash-not-allowed` also turns the payment to card (and keeps the hotline);
    // 409 `idempotency-key-reused` now forgets the key instead of pricing the trip again.
    expect(bookingReaction({ code: 'cash-not-allowed', issues: [] })).toBe('card-only')
    expect(bookingReaction({ code: 'idempotency-key-reused', issues: [] })).toBe('new-key')
    // 409 `duplicate-booking` (new) offers the booking made already, or a second car.
    expect(bookingReaction({ code: 'duplicate-booking', issues: [] })).toBe('second-car')
  })

  it('is not fooled by codes that name properties of objects', () => {
    expect(bookingReaction({ code: 'constructor', issues: [] })).toBe('call-us')
    expect(bookingReaction({ code: 'toString', issues: [issue('notes')] })).toBe('fix-fields')
  })
})

describe('the field tables', () => {
  it('puts each field on the step that asks for it', () => {
    expect(stepOfField('pickupAddress')).toBe('trip')
    // The cars are chosen under the trip, on its screen (decision 0183).
    expect(stepOfField('carType')).toBe('trip')
    expect(stepOfField('userId')).toBe('account')
    // The driver's details and the payment are one checkout screen.
    expect(stepOfField('locationNames.dropoff')).toBe('checkout')
    expect(stepOfField('paymentType')).toBe('checkout')
    expect(stepOfField('price')).toBe('checkout')
    expect(stepOfField('somethingNew')).toBe('checkout')
  })

  it('names the quote’s fields as the booking does', () => {
    expect(payloadFieldOfQuote('pickup')).toBe('pickupAddress')
    expect(payloadFieldOfQuote('persons')).toBe('personsCount')
    expect(payloadFieldOfQuote('execDate')).toBe('execDate')
  })

  it('shows issues on the earliest step, the first message of a field, the focus in screen order', () => {
    const placed = placeIssues([
      issue('acceptedTerms', 'terms-not-accepted'),
      issue('locationNames.dropoff', 'location-names-required'),
      issue('paymentType', 'cash-not-allowed'),
      issue('locationNames.dropoff', 'too-long'),
    ])
    expect(placed).toEqual({
      step: 'checkout',
      errors: {
        acceptedTerms: 'acceptedTerms: terms-not-accepted',
        'locationNames.dropoff': 'locationNames.dropoff: location-names-required',
        paymentType: 'paymentType: cash-not-allowed',
      },
      focus: 'booking-dropoff-location',
    })
    expect(placeIssues([issue('execDate'), issue('carType')])?.step).toBe('trip')
    expect(placeIssues([issue('userId')])).toEqual({
      step: 'account',
      errors: { userId: 'userId: x' },
      focus: null,
    })
    expect(placeIssues([])).toBeNull()
  })

  it('drops the errors a change makes stale, and keeps the same object when none is', () => {
    const errors = { pickupAddress: 'a', addresses: 'b', notes: 'c' }
    expect(withoutStaleErrors(errors, ['pickupText'])).toEqual({ notes: 'c' })
    expect(withoutStaleErrors(errors, ['luggages'])).toBe(errors)
    expect(withoutStaleErrors(errors, ['step', 'idempotencyKey'])).toBe(errors)
  })
})
