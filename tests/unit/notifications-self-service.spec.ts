import { describe, expect, it } from 'vitest'

import { renderEmail, renderSms } from '@/notifications/render'
import type { DriverTripChangedData } from '@/notifications/templates/driverTripChanged'
import type { ReservationChangedData } from '@/notifications/templates/reservationChanged'
import type { StaffSelfServiceData } from '@/notifications/templates/staffSelfService'

const ARABIC = /[\u0600-\u06FF]/
const WESTERN_DIGIT = /[0-9]/
const GSM_BASIC = /^[\x20-\x7E]+$/

const changed: ReservationChangedData = {
  reservationNumber: 'MS-7K3Q9D',
  name: 'Laila',
  changes: [
    { field: 'execDate', before: '2026-12-10T10:00', after: '2026-12-10T12:30' },
    { field: 'arrivalFlightNumber', before: 'MS986', after: 'MS988' },
    { field: 'notes', before: null, after: 'Child seat please' },
  ],
  bookingUrl: 'https://masar.example/en/booking/MS-7K3Q9D',
  hotline: '+20 100 555 0123',
}

describe("the customer's confirmation of their own change", () => {
  it('lists each change from what it was to what it is, and links the booking page', () => {
    const email = renderEmail('reservation-changed', 'en', changed)
    expect(email.subject).toBe('Masar: booking MS-7K3Q9D changed')
    expect(email.text.split('\n\n')).toEqual([
      'Hello Laila,',
      'We have changed your booking MS-7K3Q9D as you asked:',
      'Pickup time: Thursday, 10 December 2026 at 12:30 (was Thursday, 10 December 2026 at 10:00)',
      'Arrival flight: MS 988 (was MS 986)',
      'Notes: Child seat please (was none)',
      'Your voucher and calendar file now show the new details: download them again from your booking page.',
      'Questions? Call us on +20 100 555 0123.',
      'https://masar.example/en/booking/MS-7K3Q9D',
      'Masar Transfers',
    ])
    expect(email.html).toContain('href="https://masar.example/en/booking/MS-7K3Q9D"')
    const sms = renderSms('reservation-changed', 'en', changed)
    expect(sms.text).toBe(
      'Masar: booking MS-7K3Q9D changed as you asked (Pickup time, Arrival flight, Notes). Details by email. Help: +20 100 555 0123',
    )
    expect(sms.text).toMatch(GSM_BASIC)
  })

  it('in Arabic: Arabic words and digits, the numbers kept left to right', () => {
    const email = renderEmail('reservation-changed', 'ar', { ...changed, bookingUrl: undefined })
    expect(email.subject).toMatch(ARABIC)
    const lines = email.text.split('\n\n')
    expect(lines[2]).toMatch(/^موعد الاستلام: .*١٢:٣٠.*\(كان: .*١٠:٠٠.*\)$/)
    expect(lines[3]).toContain('\u2066MS 988\u2069')
    // Without the page's address there is no download line.
    expect(email.text).not.toContain('نزّلهما')
    const sms = renderSms('reservation-changed', 'ar', changed)
    expect(sms.text).toContain('موعد الاستلام، رحلة الوصول، الملاحظات')
  })
})

const staffChanged: StaffSelfServiceData = {
  reservationNumber: 'MS-7K3Q9D',
  customer: { name: 'Laila Hassan', mobile: '+201005550123' },
  execDate: '2026-12-10T12:30',
  event: { kind: 'changed', changes: changed.changes },
  driversTold: [{ leg: 'outbound', name: 'Ahmed Samir' }],
}

describe("the staff's email of a customer's change or cancellation", () => {
  it('a change: who, what changed, and which driver the site told', () => {
    const email = renderEmail('staff-self-service', 'en', staffChanged)
    expect(email.subject).toBe('Customer changed booking MS-7K3Q9D')
    expect(email.text).toContain(
      'Laila Hassan (+20 10 0555 0123) changed booking MS-7K3Q9D on the site. First pickup now: Thursday, 10 December 2026 at 12:30.',
    )
    expect(email.text).toContain('Notes: Child seat please (was none)')
    expect(email.text).toContain('The outbound driver, Ahmed Samir, was told by SMS.')
  })

  it('a cancellation: the refund made, and no driver to tell', () => {
    const email = renderEmail('staff-self-service', 'en', {
      ...staffChanged,
      event: { kind: 'cancelled', refunded: 97501 },
      driversTold: [],
    })
    expect(email.subject).toBe('Customer cancelled booking MS-7K3Q9D')
    expect(email.text).toContain('Refunded to the card: EGP\u00a0975.01.')
    expect(email.text).toContain('No driver was assigned: nobody else was told.')
    const arabic = renderEmail('staff-self-service', 'ar', {
      ...staffChanged,
      event: { kind: 'cancelled', refunded: 0 },
    })
    expect(arabic.text).toContain('لم يُدفع شيء بالبطاقة')
  })
})

const driver: DriverTripChangedData = {
  reservationNumber: 'MS-7K3Q9D',
  kind: 'changed',
  leg: 'return',
  pickupAt: '2026-12-20T18:00',
  from: { names: { en: 'Cairo Airport', ar: 'مطار القاهرة' }, locationName: null },
  to: { names: { en: 'Zamalek', ar: 'الزمالك' }, locationName: 'Marriott' },
  traveller: { name: 'Mona Adel', phone: '+20 100 555 0124' },
  hotline: '+20 100 555 0123',
}

describe("the driver's SMS", () => {
  it('in Arabic by default: the leg as it now is, Arabic digits, numbers left to right', () => {
    const sms = renderSms('driver-trip-changed', 'ar', driver)
    expect(sms.text).toMatch(/^مسار: عدّل العميل الرحلة \u2066MS-7K3Q9D\u2069 \(العودة\)/)
    expect(sms.text).toContain('من مطار القاهرة إلى الزمالك')
    expect(sms.text).toContain('\u2066+20 100 555 0124\u2069')
    // Dates in Arabic digits: the only Western digits are inside the isolated numbers.
    const outsideIsolates = sms.text.replace(/\u2066[^\u2069]*\u2069/g, '')
    expect(outsideIsolates).not.toMatch(WESTERN_DIGIT)
  })

  it('a cancellation tells the driver not to go', () => {
    const sms = renderSms('driver-trip-changed', 'en', { ...driver, kind: 'cancelled' })
    expect(sms.text).toBe(
      'Masar: trip MS-7K3Q9D (return, Sunday, 20 December 2026 at 18:00) is cancelled by the customer. Do not go. Office: +20 100 555 0123',
    )
  })
})
