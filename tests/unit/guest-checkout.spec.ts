import { describe, expect, it } from 'vitest'

import {
  guestBookingLimits,
  guestContactsTaken,
  guestLogInFirst,
  isOwnGuestRepeat,
} from '@/accounts/guestCheckout'
import { RATE_LIMITS } from '@/accounts/rateLimits'
import { guestContactSchema } from '@/accounts/schemas'
import { guestBookingSchema, guestPaymentRefusal } from '@/booking/guestBooking'
import { bookingConfirmationEmail } from '@/notifications/templates/bookingConfirmation'
import { translate } from '@/i18n/messages'

const holding = (id: number, passwordSet = true, proven = false) => ({ id, proven, passwordSet })

describe('guest checkout rules', () => {
  it('counts a guest booking per address and per email and mobile', () => {
    expect(guestBookingLimits('10.0.0.1', { email: 'a@b.eg', mobile: '+201001234567' })).toEqual([
      ['guestBookingPerIp', '10.0.0.1'],
      ['guestBookingPerContact', 'a@b.eg'],
      ['guestBookingPerContact', '+201001234567'],
    ])
    expect(RATE_LIMITS.guestBookingPerContact.limit).toBeLessThan(
      RATE_LIMITS.guestBookingPerIp.limit,
    )
  })

  it('takes any account holding a contact, proven or not, as taken (email first)', () => {
    expect(guestContactsTaken({ email: null, mobile: null })).toEqual([])
    expect(guestContactsTaken({ email: holding(1), mobile: null })).toEqual(['email'])
    expect(guestContactsTaken({ email: null, mobile: holding(2, true, true) })).toEqual(['mobile'])
    expect(guestContactsTaken({ email: holding(1), mobile: holding(2) })).toEqual([
      'email',
      'mobile',
    ])
  })

  it('answers a repeat only from one passwordless account holding both contacts', () => {
    expect(isOwnGuestRepeat({ email: holding(7, false), mobile: holding(7, false) })).toBe(7)
    expect(isOwnGuestRepeat({ email: holding(7, true), mobile: holding(7, true) })).toBeNull()
    expect(isOwnGuestRepeat({ email: holding(7, false), mobile: holding(8, false) })).toBeNull()
    expect(isOwnGuestRepeat({ email: holding(7, false), mobile: null })).toBeNull()
  })

  it('asks to log in first, marking each contact field', () => {
    const refusal = guestLogInFirst(['email', 'mobile'])
    expect(refusal.code).toBe('log-in-first')
    expect(refusal.messageKey).toBe('booking.guest.errors.emailHasAccount')
    expect(refusal.issues?.map((issue) => issue.field)).toEqual(['guest.email', 'guest.mobile'])
    expect(guestLogInFirst(['mobile']).messageKey).toBe('booking.guest.errors.mobileHasAccount')
    expect(translate('ar', 'booking.guest.errors.emailHasAccount')).toMatch(/سجّل الدخول/)
  })

  it('lets a guest pay by card only', () => {
    expect(guestPaymentRefusal({ paymentType: 'card' })).toBeNull()
    expect(guestPaymentRefusal({ paymentType: 'cash' })?.code).toBe('guest-card-only')
  })

  it('reads the contact as the sign-up does, without a password', () => {
    const parsed = guestContactSchema.safeParse({
      name: ' Mona ',
      email: 'Mona@Example.COM',
      mobile: '010 0123 4567',
      country: 'EG',
    })
    expect(parsed.success && parsed.data).toEqual({
      name: 'Mona',
      email: 'mona@example.com',
      mobile: '+201001234567',
      lang: undefined,
    })
    const refused = guestContactSchema.safeParse({ name: '', email: 'x', mobile: '1' })
    expect(refused.success).toBe(false)
    expect(guestBookingSchema.safeParse({ guest: {}, booking: [] }).success).toBe(false)
  })

  it('refuses a mobile typed without a country picker in words that name Egypt, with examples', () => {
    const guest = { name: 'Mona', email: 'mona@example.com' }
    const refusal = (body: object) => {
      const parsed = guestContactSchema.safeParse(body)
      return parsed.success
        ? null
        : parsed.error.issues.find((i) => i.path[0] === 'mobile')?.message
    }
    // The checkout has no picker: the number is read as Egyptian, and the message says so.
    const key = refusal({ ...guest, mobile: '0100 12' })
    expect(key).toBe('booking.errors.phoneInvalid')
    expect(translate('en', 'booking.errors.phoneInvalid')).toContain(
      'Egyptian mobile number (e.g. 010 1234 5678)',
    )
    expect(translate('ar', 'booking.errors.phoneInvalid')).toContain('رقم موبايل مصريًا')
    expect(translate('en', 'booking.errors.passengerPhoneInvalid')).toContain('Egyptian number')
    // With a country picked beside it, the sign-up's words.
    expect(refusal({ ...guest, mobile: '0100 12', country: 'GB' })).toBe(
      'account.errors.phoneInvalid',
    )
  })
})

describe('the confirmation email of a guest account', () => {
  const data = {
    reservationNumber: 'MSR-1',
    name: 'Mona',
    tripType: 'one-way' as const,
    pickup: { names: { en: 'Cairo Airport', ar: 'مطار القاهرة' }, locationName: null },
    dropoff: { names: { en: 'Zamalek', ar: 'الزمالك' }, locationName: null },
    execDate: '2026-12-01T10:00',
    returningDate: null,
    carNames: { en: 'Corolla', ar: 'كورولا' },
    persons: 1,
    luggages: 1,
    price: 50000,
    paymentType: 'card' as const,
    arrivalFlightNumber: null,
    departureFlightNumber: null,
    passengerName: null,
    hotline: '+20 100 555 0123',
  }

  it('says how to set a password, in both languages, only when the account has none', () => {
    for (const locale of ['en', 'ar'] as const) {
      const url = `https://masar.example/${locale}/reset-password`
      const email = bookingConfirmationEmail(locale, { ...data, setPasswordUrl: url }, translate)
      expect(email.text).toContain(url)
      expect(email.html).toContain(url)
      expect(bookingConfirmationEmail(locale, data, translate).text).not.toContain('reset-password')
    }
    expect(
      bookingConfirmationEmail(
        'ar',
        { ...data, setPasswordUrl: 'https://m.example/ar/reset-password' },
        translate,
      ).text,
    ).toContain('كلمة مرور')
  })
})
