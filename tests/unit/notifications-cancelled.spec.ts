import { describe, expect, it } from 'vitest'

import { renderEmail } from '@/notifications/render'
import type { ReservationCancelledData } from '@/notifications/templates/reservationCancelled'

const cancelled: ReservationCancelledData = {
  reservationNumber: 'MS-7K3Q9D',
  name: 'Laila',
  tripType: 'round-trip',
  pickup: { names: { en: 'Cairo Airport', ar: 'مطار القاهرة' }, locationName: null },
  dropoff: { names: { en: 'Zamalek', ar: 'الزمالك' }, locationName: null },
  execDate: '2026-11-24T09:30',
  hotline: '+20 100 555 0123',
  refundedAmount: null,
}

describe('cancellation email (issue 31)', () => {
  it('names the trip once in English: "Trip: round trip, ...", never "Trip: Trip:"', () => {
    const { text } = renderEmail('reservation-cancelled', 'en', cancelled)
    expect(text).not.toMatch(/Trip:\s*Trip:/)
    expect(text.split('\n\n')).toContain(
      'Trip: round trip, from Cairo Airport to Zamalek and back.',
    )
  })

  it('names the trip once in Arabic: one "الرحلة:" label', () => {
    const { text, html } = renderEmail('reservation-cancelled', 'ar', cancelled)
    expect(text.match(/الرحلة:/g)).toHaveLength(1)
    expect(html.match(/الرحلة:/g)).toHaveLength(1)
    expect(text).not.toMatch(/\.\./)
  })
})
