import { NextIntlClientProvider } from 'next-intl'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { CustomerReservation } from '@/booking/reservationViews'
import { lifecycle, stageNote } from '@/booking/lifecycle/lifecycle'
import { DEFAULT_POLICY } from '@/booking/policy'
import { willTravel } from '@/booking/status'
import { ReservationCard } from '@/components/account/ReservationCard'
import { catalogues } from '@/i18n/messages'
import { messageFormats } from '@/i18n/numerals'

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
  dropoffAddress: 'Zamalek, Marriott Zamalek',
  pickup: {
    code: 'CAI',
    names: { en: 'Cairo Airport', ar: 'مطار القاهرة' },
    locationName: null,
  },
  dropoff: {
    code: 'ZMK',
    names: { en: 'Zamalek', ar: 'الزمالك' },
    locationName: 'Marriott Zamalek',
  },
  price: 125000,
  extras: [],
  promo: null,
  orderNumber: null,
  transactionNumbers: [],
  declinedAttempts: 0,
  stage: 'booked',
  confirmation: 'within-business-day',
}

/** The card as the account's operation makes it: its stage and promise from the lifecycle. */
function asListed(card: CustomerReservation): CustomerReservation {
  const trip = lifecycle(
    {
      status: card.status,
      legs: [
        {
          leg: 'outbound',
          pickupAt: new Date(card.execDate),
          atAirport: true,
          driverAssigned: false,
          progress: 'assigned',
        },
      ],
      selfCancelUntil: null,
    },
    new Date(),
    { policy: DEFAULT_POLICY, changeHours: 24 },
  )
  return { ...card, stage: trip.current.stage, confirmation: trip.promises.confirmation }
}

const render = (locale: 'en' | 'ar', reservation: CustomerReservation) =>
  renderToStaticMarkup(
    <NextIntlClientProvider
      locale={locale}
      messages={catalogues[locale]}
      formats={messageFormats(locale)}
      timeZone="Africa/Cairo"
    >
      <ReservationCard reservation={reservation} />
    </NextIntlClientProvider>,
  )
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

describe("the customer's reservation card (issue 31)", () => {
  it('says a new cash booking is booked, not confirmed, beside COMPLETED (decisions.md)', () => {
    // Ten days ahead: the confirmation comes within one business day (decision 0180).
    const ahead = asListed({
      ...cashRoundTrip,
      execDate: new Date(Date.now() + 10 * 86_400_000).toISOString(),
    })
    const english = text(render('en', ahead))
    expect(english).toContain('COMPLETED')
    expect(english).toContain('Booked - we confirm within one business day')
    expect(english).not.toContain('Confirmed')
    const arabic = text(render('ar', ahead))
    expect(arabic).toContain('محجوز - نؤكده خلال يوم عمل واحد')
    // Tomorrow at the latest: never "one business day", but before the pickup.
    const soon = asListed({
      ...cashRoundTrip,
      execDate: new Date(Date.now() + 13 * 3_600_000).toISOString(),
    })
    expect(text(render('en', soon))).toContain('Booked - we confirm before your pickup')
    expect(text(render('ar', soon))).toContain('محجوز - نؤكده قبل موعد الاستلام')
    // Once staff send it to operations: "Confirmed".
    expect(text(render('en', asListed({ ...cashRoundTrip, status: 'completed' })))).toContain(
      'Confirmed',
    )
    expect(stageNote('booked')).toBe('booked')
    expect(stageNote('awaiting-payment')).toBeNull()
    expect(stageNote('payment-failed')).toBeNull()
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

  it("names the places in the reader's language, the hotel or street as typed", () => {
    const arabic = text(render('ar', cashRoundTrip))
    expect(arabic).toContain('مطار القاهرة')
    expect(arabic).toContain('الزمالك، Marriott Zamalek')
    expect(arabic).not.toContain('Cairo Airport')
    const english = text(render('en', cashRoundTrip))
    expect(english).toContain('Cairo Airport')
    expect(english).toContain('Zamalek, Marriott Zamalek')
  })

  it('lists the extras and the promo code when there are any (issue 32)', () => {
    const withExtras: CustomerReservation = {
      ...cashRoundTrip,
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
        {
          code: 'name-sign',
          kind: 'name-sign',
          nameEn: 'Name sign',
          nameAr: 'لافتة باسمك',
          unitPrice: 0,
          quantity: 1,
          legs: 2,
          total: 0,
        },
      ],
      promo: { code: 'WELCOME10', discount: 12500, priceBefore: 137500 },
    }
    const english = text(render('en', withExtras))
    expect(english).toContain('Extras')
    expect(english).toMatch(/1 × Child seat \(EGP\s300\), 1 × Name sign \(Free\)/)
    expect(english).toMatch(/Promo code Code \u2066WELCOME10\u2069 applied: EGP\s125 off/)
    const arabic = text(render('ar', withExtras))
    expect(arabic).toContain('مقعد طفل، العدد ١')
    expect(arabic).toContain('مجانًا')
    expect(arabic).toContain('\u2066WELCOME10\u2069')
    // None: neither row.
    const plain = text(render('en', cashRoundTrip))
    expect(plain).not.toContain('Extras')
    expect(plain).not.toContain('Promo code')
  })

  it('says how many card attempts were declined on a pending or paid booking, with plural rules', () => {
    const card: CustomerReservation = {
      ...cashRoundTrip,
      paymentType: 'card',
      status: 'paid-not-sent',
      label: 'COMPLETED',
    }
    const line = (locale: 'en' | 'ar', reservation: CustomerReservation) =>
      /data-testid="reservation-declined"[^>]*>(.*?)<\/p>/.exec(render(locale, reservation))?.[1]
    expect(line('en', card)).toBeUndefined()
    expect(text(line('en', { ...card, declinedAttempts: 1 }) ?? '')).toContain(
      '1 declined card attempt',
    )
    expect(text(line('en', { ...card, declinedAttempts: 3 }) ?? '')).toContain(
      '3 declined card attempts',
    )
    expect(text(line('ar', { ...card, declinedAttempts: 1 }) ?? '')).toContain(
      'محاولة دفع واحدة مرفوضة',
    )
    expect(text(line('ar', { ...card, declinedAttempts: 2 }) ?? '')).toContain(
      'محاولتا دفع مرفوضتان',
    )
    expect(text(line('ar', { ...card, declinedAttempts: 3 }) ?? '')).toContain(
      '٣ محاولات دفع مرفوضة',
    )
    expect(text(line('ar', { ...card, declinedAttempts: 11 }) ?? '')).toContain(
      '١١ محاولة دفع مرفوضة',
    )
    // It links to the attempts on the reservation's page.
    expect(render('en', { ...card, declinedAttempts: 1 })).toContain(
      '/booking/MS-7K3Q9D#reservation-attempts-title',
    )
    // Pending: shown; failed or cancelled: not.
    expect(
      line('en', { ...card, status: 'pending', label: 'IN-COMPLETE', declinedAttempts: 2 }),
    ).toBeDefined()
    for (const [status, label] of [
      ['fail', 'FAIL'],
      ['cancelled', 'CANCELLED'],
    ] as const) {
      expect(line('en', { ...card, status, label, declinedAttempts: 2 })).toBeUndefined()
    }
  })
})
