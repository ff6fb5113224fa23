import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as calendar } from '@/app/(frontend)/api/booking/[reservationNumber]/calendar/route'
import { GET as voucher } from '@/app/(frontend)/api/booking/[reservationNumber]/voucher/route'
import { POST as book } from '@/app/(frontend)/api/booking/route'
import { cairoWallTimeToUtc } from '@/booking/cairoTime'
import { translate } from '@/i18n/messages'
import { newManageLink } from '@/manage/operations/manageBooking'

import {
  cairoTimeIn,
  createPlace,
  createPriceRow,
  createRegion,
  ensureCars,
  HOTLINE,
  setBookingSettings,
} from '../helpers/bookingData'
import { type Account, signedUpCustomer } from '../helpers/customers'
import { Browser, type Handler } from '../helpers/http'
import { testPayload } from '../helpers/payload'

let payload: Payload

/** A verified customer who signed up in `lang` (their browser keeps that language). */
const customer = (lang: 'en' | 'ar' = 'en') => signedUpCustomer(payload, { lang, tag: 'voucher' })

const execDate = cairoTimeIn(72)
const returningDate = cairoTimeIn(120)

/** A cash round trip from the airport to a Zamalek hotel and back; its reservation number. */
async function roundTrip(account: Account): Promise<string> {
  const handler: Handler = async (request) => {
    const headers = new Headers(request.headers)
    headers.set('idempotency-key', crypto.randomUUID())
    return book(new Request(request.url, { method: 'POST', headers, body: await request.text() }))
  }
  const answer = await account.browser.call(handler, {
    path: '/api/booking',
    body: {
      tripType: 'round-trip',
      pickupAddress: 'tvc-airport',
      dropoffAddress: 'tvc-zamalek',
      locationNames: { pickup: '', dropoff: 'Marriott Hotel; Saray El Gezira, Zamalek' },
      personsCount: 2,
      luggagesCount: 2,
      execDate,
      returningDate,
      arrivalFlightNumber: 'MS 985',
      departureFlightNumber: 'MS 986',
      acceptedTerms: true,
      carType: 'corolla',
      price: 100000,
      paymentType: 'cash',
      isAnotherPassengers: false,
      passengerName: '',
      passengerPhone: '',
      notes: '',
      partnerId: null,
      userId: account.user.id,
    },
  })
  expect(answer.status).toBe(201)
  return answer.json.reservation.reservationNumber
}

type Route = (
  request: Request,
  context: { params: Promise<{ reservationNumber: string }> },
) => Promise<Response>

/** GET /api/booking/{number}/{document}{query} as `browser` (the body is read as text). */
const download = (
  browser: Browser,
  route: Route,
  document: 'voucher' | 'calendar',
  reservationNumber: string,
  query = '',
) =>
  browser.call((request) => route(request, { params: Promise.resolve({ reservationNumber }) }), {
    method: 'GET',
    path: `/api/booking/${encodeURIComponent(reservationNumber)}/${document}${query}`,
  })

/** The calendar's text with its folded lines joined again. */
const unfold = (text: string) => text.replace(/\r\n /g, '')

let owner: Account
let number: string

beforeAll(async () => {
  payload = await testPayload()
  await setBookingSettings(payload)
  await ensureCars(payload)
  const region = await createRegion(payload, {
    code: 'TVC',
    en: 'Voucher Cairo',
    ar: 'قاهرة القسائم',
  })
  const airport = await createPlace(payload, {
    code: 'tvc-airport',
    region: region.id,
    en: 'Voucher Cairo Airport',
    ar: 'مطار القاهرة للقسائم',
    kind: 'airport',
  })
  const zamalek = await createPlace(payload, {
    code: 'tvc-zamalek',
    region: region.id,
    en: 'Voucher Zamalek',
    ar: 'الزمالك للقسائم',
  })
  await createPriceRow(payload, {
    region: region.id,
    from: airport.id,
    to: zamalek.id,
    egp: { corolla: '500', caddy: '600', xpander: '650', h1: '850', hiace: '1100' },
  })
  owner = await customer()
  number = await roundTrip(owner)
})

afterAll(async () => {
  await payload.destroy()
})

describe('GET /api/booking/{reservationNumber}/voucher', () => {
  it.each(['en', 'ar'] as const)(
    'gives the owner the %s voucher as a PDF download',
    async (lang) => {
      const answer = await download(owner.browser, voucher, 'voucher', number, `?lang=${lang}`)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-type')).toBe('application/pdf')
      expect(answer.headers.get('content-disposition')).toBe(
        `attachment; filename="masar-${number}-${lang}.pdf"`,
      )
      expect(answer.headers.get('cache-control')).toBe('private, no-store')
      expect(String(answer.json).startsWith('%PDF-')).toBe(true)
    },
  )

  it("is in the caller's language without ?lang=", async () => {
    owner.browser.lang = 'ar'
    try {
      const answer = await download(owner.browser, voucher, 'voucher', number)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-disposition')).toBe(
        `attachment; filename="masar-${number}-ar.pdf"`,
      )
    } finally {
      owner.browser.lang = 'en'
    }
  })

  it('is for the owner only', async () => {
    const anonymous = await download(new Browser(), voucher, 'voucher', number, '?lang=en')
    expect(anonymous.status).toBe(401)
    expect(anonymous.json.error).toBe('not-logged-in')
    const stranger = await customer()
    const theirs = await download(stranger.browser, voucher, 'voucher', number, '?lang=en')
    expect(theirs.status).toBe(404)
    expect(theirs.json.error).toBe('reservation-not-found')
    const unknown = await download(owner.browser, voucher, 'voucher', 'MS-ZZZZZZ', '?lang=en')
    expect(unknown.status).toBe(404)
    expect(unknown.json).toEqual(theirs.json)
  })

  it("opens with the private link's token without logging in, for that booking only", async () => {
    const reservation = (
      await payload.find({
        collection: 'reservations',
        where: { reservationNumber: { equals: number } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]!
    const link = newManageLink(new Date(reservation.execDate), null)
    await payload.update({
      collection: 'reservations',
      id: reservation.id,
      data: { manageLink: link.manageLink },
      overrideAccess: true,
    })
    const token = `&token=${encodeURIComponent(link.token)}`
    const pdf = await download(new Browser(), voucher, 'voucher', number, `?lang=ar${token}`)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const ics = await download(new Browser(), calendar, 'calendar', number, `?lang=en${token}`)
    expect(ics.status).toBe(200)
    expect(String(ics.json)).toContain(number)
    // The token opens its own booking only; a wrong one is the same 404 as an unknown number.
    const other = await download(new Browser(), voucher, 'voucher', 'MS-ZZZZZZ', `?lang=en${token}`)
    expect(other.status).toBe(404)
    const wrong = await download(new Browser(), voucher, 'voucher', number, '?lang=en&token=abc')
    expect(wrong.status).toBe(404)
    expect(wrong.json.error).toBe('manage-link-invalid')
  })

  it("refuses another language with a 400 in the caller's language", async () => {
    const arabic = new Browser(undefined, 'ar')
    arabic.cookies = new Map(owner.browser.cookies)
    const answer = await download(arabic, voucher, 'voucher', number, '?lang=fr')
    expect(answer.status).toBe(400)
    expect(answer.json).toEqual({
      status: false,
      error: 'invalid-language',
      message: translate('ar', 'api.invalidLanguage'),
    })
  })
})

describe('GET /api/booking/{reservationNumber}/calendar', () => {
  it('gives the owner both pickups of a round trip as an iCalendar file', async () => {
    const answer = await download(owner.browser, calendar, 'calendar', number, '?lang=en')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="masar-${number}.ics"`,
    )
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    const text = String(answer.json)
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
    const ics = unfold(text)
    expect(ics).toContain(`UID:${number}-out@`)
    expect(ics).toContain(`UID:${number}-return@`)
    const stamp = (wallTime: string) =>
      cairoWallTimeToUtc(wallTime)!
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z')
        .replace(/[-:]/g, '')
    expect(ics).toContain(`DTSTART:${stamp(execDate)}\r\n`)
    expect(ics).toContain(`DTSTART:${stamp(returningDate)}\r\n`)
    expect(ics).toContain(
      'SUMMARY;LANGUAGE=en:Masar transfer: Voucher Cairo Airport → Voucher Zamalek',
    )
    expect(ics).toContain(
      'LOCATION;LANGUAGE=en:Voucher Zamalek\\, Marriott Hotel\\; Saray El Gezira\\, Zamalek',
    )
    expect(ics).toContain(`Reservation number: ${number}`)
    expect(ics).toContain(`Hotline: ${HOTLINE}`)
    expect(ics).toContain('Arrival flight: MS 985')
    expect(ics).toContain(`/booking/${number}`)
  })

  it('is written in Arabic for ?lang=ar and, without it, for an Arabic caller', async () => {
    const explicit = await download(owner.browser, calendar, 'calendar', number, '?lang=ar')
    expect(explicit.status).toBe(200)
    expect(unfold(String(explicit.json))).toContain(
      'SUMMARY;LANGUAGE=ar:توصيلة مسار: مطار القاهرة للقسائم ← الزمالك للقسائم',
    )
    const arabic = await customer('ar')
    const theirs = await roundTrip(arabic)
    const implicit = await download(arabic.browser, calendar, 'calendar', theirs)
    expect(implicit.status).toBe(200)
    const ics = unfold(String(implicit.json))
    expect(ics).toContain(`/ar/booking/${theirs}`)
    expect(ics).toContain('رقم الحجز')
  })

  it('is for the owner only, and refuses another language', async () => {
    expect((await download(new Browser(), calendar, 'calendar', number)).status).toBe(401)
    const stranger = await customer()
    const theirs = await download(stranger.browser, calendar, 'calendar', number)
    expect(theirs.status).toBe(404)
    expect(theirs.json.error).toBe('reservation-not-found')
    expect((await download(owner.browser, calendar, 'calendar', 'MS-ZZZZZZ')).status).toBe(404)
    const bad = await download(owner.browser, calendar, 'calendar', number, '?lang=de')
    expect(bad.status).toBe(400)
    expect(bad.json).toMatchObject({
      error: 'invalid-language',
      message: translate('en', 'api.invalidLanguage'),
    })
  })
})
