import { describe, expect, it } from 'vitest'

import { renderEmail, renderSms } from '@/notifications/render'
import type { TripProgressData } from '@/notifications/templates/tripProgress'

const ARABIC = /[\u0600-\u06FF]/
const WESTERN_DIGIT = /[0-9]/
const GSM_BASIC = /^[\x20-\x7E]+$/

const fromAirport: TripProgressData = {
  reservationNumber: 'MS-7K3Q9D',
  name: 'Laila',
  leg: 'outbound',
  step: 'on-the-way',
  pickupAt: '2026-12-10T10:00',
  driver: { name: 'Ahmed Samir', mobile: '+201001234567', plate: 'ABC 123' },
  carNames: { en: 'Sedan', ar: 'سيدان' },
  from: {
    names: { en: 'Cairo International Airport', ar: 'مطار القاهرة الدولي' },
    locationName: null,
    isAirport: true,
  },
  travellerName: 'Laila Hassan',
  nameSign: false,
  hotline: '+20 100 555 0123',
}

const fromHotel: TripProgressData = {
  ...fromAirport,
  leg: 'return',
  from: {
    names: { en: 'Zamalek', ar: 'الزمالك' },
    locationName: 'Sofitel Cairo Nile El Gezirah',
    isAirport: false,
  },
}

describe("the customer's messages on the trip day", () => {
  it('on the way: the driver, their mobile, the car and the plate, the SMS in plain GSM', () => {
    const email = renderEmail('trip-progress', 'en', fromAirport)
    expect(email.subject).toBe('Masar MS-7K3Q9D: your driver is on the way')
    expect(email.text.split('\n\n')).toEqual([
      'Hello Laila,',
      'Your driver for the outbound trip of booking MS-7K3Q9D is on the way to you.',
      'Driver: Ahmed Samir, +20 10 0123 4567.',
      'Car: Sedan.',
      'Plate: ABC 123.',
      'Questions? Call us on +20 100 555 0123.',
      'Masar Transfers',
    ])
    const sms = renderSms('trip-progress', 'en', fromAirport)
    expect(sms.text).toBe(
      'Masar MS-7K3Q9D: your driver Ahmed Samir (+20 10 0123 4567) is on the way in a Sedan, plate ABC 123. Help: +20 100 555 0123',
    )
    expect(sms.text).toMatch(GSM_BASIC)
    // No plate given: no empty "plate" in either message.
    const noPlate = { ...fromAirport, driver: { ...fromAirport.driver, plate: null } }
    expect(renderSms('trip-progress', 'en', noPlate).text).not.toContain('plate')
    expect(renderEmail('trip-progress', 'en', noPlate).text).not.toContain('Plate')
  })

  it('arrived: where the driver waits, at the airport with the name sign', () => {
    const arrived = { ...fromAirport, step: 'arrived' as const }
    const email = renderEmail('trip-progress', 'en', arrived)
    expect(email.subject).toBe('Masar MS-7K3Q9D: your driver has arrived')
    expect(email.text).toContain('Arrivals hall of Cairo International Airport')
    expect(email.text).toContain('Laila Hassan')
    expect(renderSms('trip-progress', 'en', arrived).text).toContain(
      'waiting in the arrivals hall of Cairo International Airport with a sign with the name Laila Hassan',
    )
  })

  it('arrived at a hotel: the address, and the name sign only when one was ordered', () => {
    const arrived = { ...fromHotel, step: 'arrived' as const }
    const plain = renderEmail('trip-progress', 'en', arrived)
    expect(plain.text).toContain('At the pickup address: Zamalek, Sofitel Cairo Nile El Gezirah.')
    expect(plain.text).not.toContain('holds a sign')
    const signed = renderEmail('trip-progress', 'en', { ...arrived, nameSign: true })
    expect(signed.text).toContain('Your driver holds a sign with the name Laila Hassan.')
    expect(renderSms('trip-progress', 'en', arrived).text).toContain(
      'has arrived at Zamalek, Sofitel Cairo Nile El Gezirah and is waiting for you',
    )
  })

  it('completed: thanks (the review request ends the trip, decision 0161)', () => {
    const done = { ...fromHotel, step: 'completed' as const }
    const email = renderEmail('trip-progress', 'en', done)
    expect(email.subject).toBe('Masar MS-7K3Q9D: thank you for travelling with us')
    expect(email.text).not.toContain('Driver:')
    expect(email.text).not.toContain('Rate')
    expect(renderSms('trip-progress', 'en', done).text).toBe(
      'Masar MS-7K3Q9D: your return trip is complete. Thank you for travelling with us!',
    )
  })

  it('in Arabic: Arabic words and digits, the plate and numbers kept in their order', () => {
    for (const step of ['on-the-way', 'arrived', 'completed'] as const) {
      const data = {
        ...fromAirport,
        step,
        driver: { ...fromAirport.driver, plate: 'ن ط ق 1234' },
      }
      const email = renderEmail('trip-progress', 'ar', data)
      expect(email.subject).toMatch(ARABIC)
      const sms = renderSms('trip-progress', 'ar', data)
      expect(sms.text).toMatch(ARABIC)
      // Western digits only inside the isolated number, mobile, plate, link and hotline.
      const outside = sms.text
        .replace(/\u2066[^\u2069]*\u2069/g, '')
        .replace(/\u2068[^\u2069]*\u2069/g, '')
      expect(outside).not.toMatch(WESTERN_DIGIT)
    }
    const onTheWay = renderSms('trip-progress', 'ar', {
      ...fromAirport,
      driver: { ...fromAirport.driver, plate: 'ن ط ق 1234' },
    })
    expect(onTheWay.text).toContain('في الطريق إليك')
    expect(onTheWay.text).toContain('\u2068ن ط ق 1234\u2069')
  })
})

describe("the customer's message of a flight delayed by hand", () => {
  const delayed = {
    reservationNumber: 'MS-7K3Q9D',
    name: 'Laila',
    changes: [
      { field: 'execDate' as const, before: '2026-12-10T10:00', after: '2026-12-10T12:30' },
    ],
    hotline: '+20 100 555 0123',
    delayedFlight: 'MS985',
  }

  it('says the flight is late and when the driver now meets it, not "as you asked"', () => {
    const email = renderEmail('reservation-changed', 'en', delayed)
    expect(email.subject).toBe('Masar: your flight is late, booking MS-7K3Q9D moved')
    expect(email.text).toContain('Your flight MS 985 is expected later')
    expect(email.text).not.toContain('as you asked')
    expect(email.text).toContain('12:30')
    const sms = renderSms('reservation-changed', 'en', delayed)
    expect(sms.text).toBe(
      'Masar MS-7K3Q9D: flight MS 985 is late; your driver now meets you at Thursday, 10 December 2026 at 12:30. Help: +20 100 555 0123',
    )
    expect(sms.text).toMatch(GSM_BASIC)
  })

  it('in Arabic, with the flight and the time kept in order', () => {
    const sms = renderSms('reservation-changed', 'ar', delayed)
    expect(sms.text).toContain('تأخرت الرحلة')
    expect(sms.text).toContain('١٢:٣٠')
    expect(renderEmail('reservation-changed', 'ar', delayed).subject).toMatch(ARABIC)
  })
})
