import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import type { ReservationStatus } from '@/booking/status'
import type { ReservationPaymentType } from '@/booking/trip'
import { type VoucherContent, voucherContent, voucherUrl } from '@/booking/documents/voucher'
import { voucherPdf } from '@/booking/documents/voucherPdf'
import { reservationDetails } from '@/booking/reservationViews'
import { woffToSfnt } from '@/booking/documents/woff'
import { DEFAULT_POLICY, type Policy } from '@/booking/policy'
import type { Locale } from '@/i18n/locales'
import type { Reservation } from '@/payload-types'

import { extractText } from '../helpers/pdfText'

const ARABIC = /[\u0600-\u06FF]/
const LRI = '\u2066'
const PDI = '\u2069'
const HOTLINE = '+20 100 555 0123'
const NOW = new Date('2026-04-20T09:00:00Z')

/** A cash round trip booked for somebody else, as the booking API stores it. */
function reservation(overrides: Partial<Reservation> = {}): Reservation {
  return {
    id: 42,
    reservationNumber: 'MS-7K3Q9D',
    customer: 7,
    status: 'cash-not-sent',
    tripType: 'round-trip',
    paymentType: 'cash',
    execDate: '2026-04-24T10:05:00.000Z',
    execLocal: '2026-04-24T13:05',
    returningDate: '2026-05-02T15:30:00.000Z',
    returningLocal: '2026-05-02T18:30',
    pickupAddress: 'Cairo International Airport (CAI), Terminal 3',
    dropoffAddress: 'Zamalek, Marriott Mena House',
    pickup: {
      code: 'CAI',
      nameEn: 'Cairo International Airport (CAI)',
      nameAr: 'مطار القاهرة الدولي',
      locationName: 'Terminal 3',
    },
    dropoff: {
      code: 'ZAM',
      nameEn: 'Zamalek',
      nameAr: 'الزمالك',
      locationName: 'Marriott Mena House',
    },
    carType: 'sedan',
    carName: { en: 'Sedan', ar: 'سيدان' },
    persons: 3,
    luggages: 2,
    arrivalFlightNumber: 'MS985',
    departureFlightNumber: 'MS986',
    isAnotherPassengers: true,
    passengerName: 'Amira Hassan',
    passengerPhone: '+20 122 333 4444',
    notes: 'Child seat please.',
    price: 125000,
    currency: 'EGP',
    language: 'en',
    updatedAt: '2026-04-20T09:00:00.000Z',
    createdAt: '2026-04-20T09:00:00.000Z',
    ...overrides,
  }
}

/** Cairo airport is an airport; Zamalek is not. */
const isAirport = (code: string) => code === 'CAI'
const AMIRA = { name: 'Amira Hassan', phone: '+20 122 333 4444' }

const content = (
  locale: Locale,
  overrides: Partial<Reservation> = {},
  traveller: { name: string; phone: string | null } = AMIRA,
  policy: Policy = DEFAULT_POLICY,
) =>
  voucherContent(reservationDetails(reservation(overrides)), {
    locale,
    hotline: HOTLINE,
    policy,
    siteUrl: 'https://masar.example/',
    now: NOW,
    traveller,
    isAirport,
  })

/** Each section's rows as label -> value. */
const rowsOf = (voucher: VoucherContent) =>
  Object.fromEntries(
    voucher.sections.flatMap((section) => section.rows.map((row) => [row.label, row.value])),
  )

describe('voucher content', () => {
  it('lists the extras booked, each with its total, in the reader’s language', () => {
    const priceSnapshot = {
      price: 110000,
      extrasTotal: 30000,
      extras: [
        {
          code: 'cai-child-seat',
          kind: 'child-seat',
          nameEn: 'Child seat',
          nameAr: 'مقعد أطفال',
          unitPrice: 15000,
          quantity: 1,
          legs: 2,
          total: 30000,
        },
        {
          code: 'cai-name-sign',
          kind: 'name-sign',
          nameEn: 'Name sign',
          nameAr: 'لافتة بالاسم',
          unitPrice: 0,
          quantity: 1,
          legs: 2,
          total: 0,
        },
      ],
    }
    // The price line by line (decision 0181): each extra on its own row, a free one as free.
    const english = rowsOf(content('en', { priceSnapshot }))
    expect(english['1 × Child seat, both ways']).toBe('EGP\u00a0300')
    expect(english['1 × Name sign, both ways']).toBe('Free')
    expect(english['Car (Sedan), both ways']).toBe('EGP\u00a0950')
    expect(english.Total).toBe('EGP\u00a01,250 per car, for the whole trip')
    const arabic = rowsOf(content('ar', { priceSnapshot }))
    expect(arabic['مقعد أطفال، العدد ١، ذهابًا وعودة']).toContain('٣٠٠')
    expect(arabic['لافتة بالاسم، العدد ١، ذهابًا وعودة']).toBe('مجانًا')
    // No snapshot lines, no extra rows.
    expect(Object.keys(rowsOf(content('en'))).filter((label) => label.includes('×'))).toEqual([])
  })

  it('tells the whole reservation in English', () => {
    const voucher = content('en')
    expect(voucher).toMatchObject({
      direction: 'ltr',
      brand: 'Masar Transfers',
      title: 'Transfer voucher',
      reservationNumber: 'MS-7K3Q9D',
      status: { label: 'Status', value: 'COMPLETED' },
      url: 'https://masar.example/booking/MS-7K3Q9D',
    })
    expect(voucher.sections.map((section) => section.title)).toEqual([
      'Your trip',
      'Car and payment',
      'Passenger and meeting point',
    ])
    expect(rowsOf(voucher)).toEqual({
      Trip: 'Round trip',
      Pickup: 'Cairo International Airport (CAI), Terminal 3',
      'Drop-off': 'Zamalek, Marriott Mena House',
      'Pickup date and time': 'Friday, 24 April 2026 at 13:05 (Cairo time)',
      'Return pickup': 'Saturday, 2 May 2026 at 18:30 (Cairo time)',
      'Arrival flight': 'MS 985',
      'Departure flight': 'MS 986',
      Car: 'Sedan',
      'Passengers and bags': '3 passengers, 2 bags',
      'Car (Sedan), both ways': 'EGP\u00a01,250',
      Total: 'EGP\u00a01,250 per car, for the whole trip',
      Payment: 'Cash, to the driver',
      Passenger: 'Amira Hassan',
      "Passenger's phone": '+20 122 333 4444',
      'Meeting point':
        'Arrivals hall of Cairo International Airport (CAI), Terminal 3: after baggage claim, your driver waits holding a sign with the name Amira Hassan.',
      'Return meeting point':
        'At the pickup address: Zamalek, Marriott Mena House. Your driver waits there at the booked time.',
      Notes: 'Child seat please.',
    })
    expect(voucher.footer[0]).toBe('24-hour hotline: +20 100 555 0123')
    expect(voucher.footer[2]).toBe('Issued on Monday, 20 April 2026 at 11:00, Cairo time.')
  })

  it('tells the same rows in Arabic, with left-to-right numbers isolated', () => {
    const english = content('en')
    const voucher = content('ar')
    expect(voucher.direction).toBe('rtl')
    expect(voucher.brand).toBe('مسار للنقل')
    expect(voucher.url).toBe('https://masar.example/ar/booking/MS-7K3Q9D')
    expect(voucher.sections.map((section) => section.rows.length)).toEqual(
      english.sections.map((section) => section.rows.length),
    )
    for (const text of [
      voucher.title,
      voucher.numberLabel,
      voucher.status.value,
      voucher.scanHint,
      ...voucher.sections.flatMap((section) => [
        section.title,
        ...section.rows.map((row) => row.label),
      ]),
    ]) {
      expect(text).toMatch(ARABIC)
    }
    const rows = rowsOf(voucher)
    expect(rows['مكان الاستلام']).toBe('مطار القاهرة الدولي، \u2068Terminal 3\u2069')
    expect(rows['موعد الاستلام']).toBe('الجمعة، ٢٤ أبريل ٢٠٢٦ في ١:٠٥ م (بتوقيت القاهرة)')
    expect(rows['موعد العودة']).toContain('السبت، ٢ مايو ٢٠٢٦')
    expect(rows['رحلة الوصول']).toBe(`${LRI}MS 985${PDI}`)
    expect(rows['الركاب والحقائب']).toBe('٣ ركاب، حقيبتان')
    expect(rows['الإجمالي']).toContain('١٬٢٥٠')
    expect(rows['الدفع']).toBe('نقدًا للسائق')
    expect(rows['هاتف الراكب']).toBe(`${LRI}+20 122 333 4444${PDI}`)
    expect(voucher.footer[0]).toBe(`الخط الساخن على مدار الساعة: ${LRI}${HOTLINE}${PDI}`)
  })

  it("states the settings' policy, the same figures in both languages (decision 0180)", () => {
    const english = content('en').waiting
    expect(english.title).toBe('Free waiting time')
    expect(english.lines.join(' ')).toMatch(/30 minutes.*45 minutes from the actual landing/)
    expect(english.lines.join(' ')).toMatch(/EGP\s?100 per hour/)
    expect(english.lines.join(' ')).toMatch(/up to 10 km costs EGP\s?100/)
    const arabic = content('ar').waiting.lines.join(' ')
    expect(arabic).toContain('٣٠ دقيقة مجانًا')
    expect(arabic).toContain('٤٥ دقيقة من موعد هبوط الطائرة الفعلي')
    expect(arabic).toContain('١٠ كم')
    expect(arabic).not.toMatch(/١٥|15/)
  })

  it("follows an admin's change of the policy", () => {
    const policy: Policy = {
      ...DEFAULT_POLICY,
      freeWaitAirportMinutes: 60,
      freeWaitElsewhereMinutes: 20,
      waitingHourPiasters: 15_000,
    }
    const english = content('en', {}, AMIRA, policy).waiting.lines.join(' ')
    expect(english).toMatch(/20 minutes.*60 minutes from the actual landing/)
    expect(english).toMatch(/EGP\s?150 per hour/)
    const arabic = content('ar', {}, AMIRA, policy).waiting.lines.join(' ')
    expect(arabic).toContain('٢٠ دقيقة مجانًا')
    expect(arabic).toContain('٦٠ دقيقة')
  })

  it('leaves out the return of a one-way trip, and flights, phone and notes not given', () => {
    const voucher = content(
      'en',
      {
        tripType: 'one-way',
        returningDate: null,
        returningLocal: null,
        arrivalFlightNumber: null,
        departureFlightNumber: '',
        isAnotherPassengers: false,
        notes: '  ',
      },
      { name: 'Omar Farouk', phone: null },
    )
    expect(Object.keys(rowsOf(voucher))).toEqual([
      'Trip',
      'Pickup',
      'Drop-off',
      'Pickup date and time',
      'Car',
      'Passengers and bags',
      'Car (Sedan)',
      'Total',
      'Payment',
      'Passenger',
      'Meeting point',
    ])
    expect(rowsOf(voucher).Trip).toBe('One way')
    expect(rowsOf(voucher).Passenger).toBe('Omar Farouk')
  })

  it('meets at the pickup address away from an airport, in both languages', () => {
    const fromHotel = {
      tripType: 'one-way' as const,
      returningDate: null,
      returningLocal: null,
      pickup: { code: 'ZAM', nameEn: 'Zamalek', nameAr: 'الزمالك', locationName: 'Marriott' },
      dropoff: { code: 'CAI', nameEn: 'Cairo Airport', nameAr: 'مطار القاهرة', locationName: '' },
    }
    const traveller = { name: 'Omar Farouk', phone: '+20 100 111 2222' }
    expect(rowsOf(content('en', fromHotel, traveller))['Meeting point']).toBe(
      'At the pickup address: Zamalek, Marriott. Your driver waits there at the booked time.',
    )
    const arabic = rowsOf(content('ar', fromHotel, traveller))
    expect(arabic['مكان اللقاء']).toBe(
      'في عنوان الاستلام: الزمالك، \u2068Marriott\u2069. ينتظرك السائق هناك في الموعد المحدد.',
    )
    expect(arabic['اسم الراكب']).toBe('\u2068Omar Farouk\u2069')
    expect(arabic['هاتف الراكب']).toBe(`${LRI}+20 100 111 2222${PDI}`)
  })

  it('meets in the arrivals hall with a sign in the Arabic voucher too', () => {
    const rows = rowsOf(content('ar'))
    expect(rows['مكان اللقاء']).toBe(
      'صالة الوصول في مطار القاهرة الدولي، \u2068Terminal 3\u2069: بعد استلام الحقائب ينتظرك السائق حاملًا لافتة باسم \u2068Amira Hassan\u2069.',
    )
    expect(rows['مكان اللقاء في العودة']).toContain('في عنوان الاستلام: الزمالك')
  })

  it('shows only the arrival flight when only that one is given', () => {
    const rows = rowsOf(content('en', { departureFlightNumber: null }))
    expect(rows['Arrival flight']).toBe('MS 985')
    expect(rows).not.toHaveProperty('Departure flight')
  })

  it.each<[ReservationPaymentType, ReservationStatus, string, string, string]>([
    ['cash', 'cash-not-sent', 'Cash, to the driver', 'نقدًا للسائق', 'COMPLETED'],
    // A promo code made it free (decision 0176): nothing is said of a card.
    [
      'complimentary',
      'paid-not-sent',
      'Complimentary: nothing to pay',
      'مجاني: لا يوجد مبلغ مستحق',
      'COMPLETED',
    ],
    ['card', 'pending', 'Awaiting card payment', 'في انتظار الدفع بالبطاقة', 'IN-COMPLETE'],
    ['card', 'paid-not-sent', 'Paid by card', 'مدفوع بالبطاقة', 'COMPLETED'],
    ['card', 'completed', 'Paid by card', 'مدفوع بالبطاقة', 'COMPLETED'],
    ['card', 'fail', 'Card payment not completed', 'لم يكتمل الدفع بالبطاقة', 'FAIL'],
    ['card', 'cancelled', 'By card', 'بالبطاقة', 'CANCELLED'],
  ])('words a %s payment in status %s', (paymentType, status, english, arabic, label) => {
    expect(rowsOf(content('en', { paymentType, status })).Payment).toBe(english)
    expect(rowsOf(content('ar', { paymentType, status }))['الدفع']).toBe(arabic)
    expect(content('en', { paymentType, status }).status.value).toBe(label)
  })

  it('links the reservation page, English unprefixed and Arabic under /ar', () => {
    expect(voucherUrl('https://masar.example', 'en', 'MS-7K3Q9D')).toBe(
      'https://masar.example/booking/MS-7K3Q9D',
    )
    expect(voucherUrl('https://masar.example/', 'ar', 'MS-7K3Q9D')).toBe(
      'https://masar.example/ar/booking/MS-7K3Q9D',
    )
  })
})

describe('voucherPdf', () => {
  const options = {
    hotline: HOTLINE,
    policy: DEFAULT_POLICY,
    siteUrl: 'https://masar.example',
    now: NOW,
    traveller: AMIRA,
    isAirport,
  }

  it.each(['en', 'ar'] as const)('writes a one-page %s PDF with its text', async (locale) => {
    const bytes = await voucherPdf(reservationDetails(reservation()), { ...options, locale })
    expect(bytes).toBeInstanceOf(Uint8Array)
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
    const { glyphs, actual, raw } = extractText(bytes)
    expect(raw.match(/\/Type \/Page\b/g)).toHaveLength(1)
    expect(raw).toContain(`/Lang (${locale})`)
    // No standard font: every font is the embedded Noto Kufi Arabic.
    expect(raw).not.toContain('Helvetica')
    expect(glyphs).toContain('MS-7K3Q9D')
    expect(glyphs.join(' ')).toContain(HOTLINE)
    if (locale === 'en') {
      expect(glyphs).toContain('Transfer voucher')
      expect(actual).toEqual([])
    } else {
      expect(actual).toContain('قسيمة حجز التوصيل')
      expect(actual).toContain('بتوقيت القاهرة')
      expect(actual.join(' ')).toMatch(/الخط الساخن على مدار الساعة/)
    }
  })

  it('keeps very long texts on the page, above the bottom margin', async () => {
    const long = reservation({
      pickup: { nameEn: 'Giza', nameAr: 'الجيزة', locationName: 'Hotel road '.repeat(18) },
      passengerName: 'Muhammad Abdel-Rahman '.repeat(4),
      notes: 'نرجو الانتظار عند البوابة 5 مع لافتة باسمي. Two child seats. '.repeat(16),
    })
    for (const locale of ['en', 'ar'] as const) {
      const { raw, baselines } = extractText(
        await voucherPdf(reservationDetails(long), { ...options, locale }),
      )
      expect(raw.match(/\/Type \/Page\b/g)).toHaveLength(1)
      expect(Math.min(...baselines)).toBeGreaterThan(40)
    }
  })
})

describe('woffToSfnt', () => {
  const woff = readFileSync(
    path.join(
      process.cwd(),
      'node_modules/@fontsource/noto-kufi-arabic/files/noto-kufi-arabic-latin-400-normal.woff',
    ),
  )

  it('unpacks every table of a WOFF font into a TrueType file', () => {
    const sfnt = woffToSfnt(woff)
    const numTables = woff.readUInt16BE(12)
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4))
    expect(sfnt.readUInt16BE(4)).toBe(numTables)
    const tags: string[] = []
    for (let index = 0; index < numTables; index += 1) {
      const record = 12 + index * 16
      const tag = sfnt.toString('latin1', record, record + 4)
      const offset = sfnt.readUInt32BE(record + 8)
      const length = sfnt.readUInt32BE(record + 12)
      expect(offset % 4).toBe(0)
      expect(offset + length).toBeLessThanOrEqual(sfnt.length)
      expect(length).toBe(woff.readUInt32BE(44 + index * 20 + 12))
      if (tag === 'head') expect(sfnt.readUInt32BE(offset + 12)).toBe(0x5f0f3cf5)
      tags.push(tag)
    }
    expect(tags).toEqual([...tags].sort())
    expect(tags).toEqual(expect.arrayContaining(['cmap', 'glyf', 'GSUB', 'head', 'hmtx']))
  })

  it('refuses anything else', () => {
    expect(() => woffToSfnt(Buffer.from('not a font at all, not even close to one'))).toThrow(
      'Not a WOFF font',
    )
  })
})
