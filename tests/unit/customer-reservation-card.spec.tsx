import { NextIntlClientProvider } from 'next-intl'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { CustomerReservation } from '@/booking/reservationViews'
import { customerStatusNote, willTravel } from '@/booking/status'
import { ReservationCard } from '@/components/account/ReservationCard'
import { catalogues } from '@/i18n/messages'

// A new cash round trip: staff have not sent it to operations yet.
const cashRoundTrip: CustomerReservation = {
  id: 7,
  reservationNumber: 'MS-7K3Q9D',
  status: 'cash-not-sent',
  label: 'COMPLETED',
  // 09:30 and 18:00 in Cairo (UTC+2 in November).
  execDate: '2026-11-24T07:30:00.000Z',
  returningDate: '2026-11-30T16:00:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
  paymentType: 'cash',
  tripType: 'round-trip',
  carType: 'h1',
  carName: { en: 'Hyundai H1', ar: 'هيونداي H1' },
  pickupAddress: 'Cairo Airport',
  dropoffAddress: 'Zamalek',
  price: 125000,
  orderNumber: null,
  transactionNumbers: [],
}

const render = (locale: 'en' | 'ar', reservation: CustomerReservation) =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={catalogues[locale]} timeZone="Africa/Cairo">
      <ReservationCard reservation={reservation} />
    </NextIntlClientProvider>,
  )
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

describe("the customer's reservation card (issue 31)", () => {
  it('says a new cash booking is booked, not confirmed, beside COMPLETED (decisions.md)', () => {
    const english = text(render('en', cashRoundTrip))
    expect(english).toContain('COMPLETED')
    expect(english).toContain('Booked - we confirm within one business day')
    expect(english).not.toContain('Confirmed')
    const arabic = text(render('ar', cashRoundTrip))
    expect(arabic).toContain('محجوز - نؤكده خلال يوم عمل واحد')
    // Once staff send it to operations: "Confirmed".
    expect(text(render('en', { ...cashRoundTrip, status: 'completed' }))).toContain('Confirmed')
    expect(customerStatusNote('paid-not-sent')).toBe('booked')
    expect(customerStatusNote('pending')).toBeNull()
    expect(customerStatusNote('fail')).toBeNull()
  })

  it("shows a round trip's return date and time in Cairo time, in both languages", () => {
    const english = text(render('en', cashRoundTrip))
    expect(english).toMatch(/Return 30 Nov 2026, 18:00/)
    const arabic = text(render('ar', cashRoundTrip))
    expect(arabic).toContain('موعد العودة')
    expect(arabic).toContain('٣٠')
    expect(arabic).toMatch(/٦:٠٠|١٨:٠٠/)
    expect(
      text(render('en', { ...cashRoundTrip, tripType: 'one-way', returningDate: null })),
    ).not.toContain('Return')
  })

  it('offers no voucher or calendar for a failed or cancelled booking', () => {
    for (const status of ['fail', 'cancelled'] as const) {
      const label = status === 'fail' ? 'FAIL' : 'CANCELLED'
      for (const locale of ['en', 'ar'] as const) {
        const html = render(locale, { ...cashRoundTrip, status, label })
        expect(html).not.toContain('/voucher')
        expect(html).not.toContain('/calendar')
      }
      expect(willTravel(status)).toBe(false)
    }
    expect(render('en', cashRoundTrip)).toContain('/voucher')
  })
})
