import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as book } from '@/app/(frontend)/api/booking/route'
import { POST as quote } from '@/app/(frontend)/api/booking/quote/route'
import { sheetRowsByIds } from '@/backoffice/operations/sheetRows'
import { exportHeader, exportLine } from '@/backoffice/reservationsExport'
import { buildRunSheet, runSheetCsv } from '@/backoffice/runSheet'
import { bookingConfirmationData } from '@/notifications/templates/bookingConfirmation'

import {
  cairoTimeIn,
  createPlace,
  createPriceRow,
  createRegion,
  ensureCars,
  setBookingSettings,
} from '../helpers/bookingData'
import { type Account, signedUpCustomer } from '../helpers/customers'
import { Browser, type Handler } from '../helpers/http'
import { testPayload } from '../helpers/payload'

/**
 * Priced extras (issue 32 item 4, decision 0130) through the real quote and booking handlers:
 * the server prices them, a tampered total or unit price is refused, the reservation keeps them
 * in its price snapshot and its price, and the CSV and the run sheet show them.
 */

let payload: Payload
const execDate = cairoTimeIn(80)
const returningDate = cairoTimeIn(130)
const extraIds: Record<string, number> = {}

const english = new Browser(undefined, 'en')
const arabic = new Browser(undefined, 'ar')
const ask = (body: unknown, browser = english) =>
  browser.call(quote, { path: '/api/booking/quote', body })

const trip = (overrides: Record<string, unknown> = {}) => ({
  tripType: 'one-way',
  pickup: 'tex-airport',
  dropoff: 'tex-town',
  execDate,
  persons: 2,
  luggages: 2,
  ...overrides,
})

const keyed: Handler = async (request) => {
  const headers = new Headers(request.headers)
  headers.set('idempotency-key', crypto.randomUUID())
  return book(new Request(request.url, { method: 'POST', headers, body: await request.text() }))
}
const submit = (account: Account, body: unknown) =>
  account.browser.call(keyed, { path: '/api/booking', body })

function booking(account: Account, overrides: Record<string, unknown> = {}) {
  return {
    tripType: 'one-way',
    pickupAddress: 'tex-airport',
    dropoffAddress: 'tex-town',
    locationNames: { pickup: '', dropoff: 'Extras Hotel' },
    personsCount: 2,
    luggagesCount: 2,
    execDate,
    returningDate: null,
    arrivalFlightNumber: 'MS 777',
    departureFlightNumber: null,
    acceptedTerms: true,
    carType: 'corolla',
    price: 50000,
    paymentType: 'cash',
    isAnotherPassengers: false,
    notes: '',
    userId: account.user.id,
    ...overrides,
  }
}

async function createExtra(
  region: number,
  data: { code: string; kind: string; en: string; ar: string; unitPrice: number; max: number },
  order: number,
) {
  const created = await payload.create({
    collection: 'extras',
    locale: 'en',
    data: {
      code: data.code,
      kind: data.kind as 'child-seat',
      name: data.en,
      region,
      unitPrice: data.unitPrice,
      maxQuantity: data.max,
      active: true,
      order,
    },
  })
  await payload.update({
    collection: 'extras',
    id: created.id,
    locale: 'ar',
    data: { name: data.ar },
  })
  extraIds[data.code] = created.id
}

beforeAll(async () => {
  payload = await testPayload()
  await setBookingSettings(payload)
  await ensureCars(payload)
  const tex = await createRegion(payload, { code: 'TEX', en: 'Extras Bay', ar: 'خليج الإضافات' })
  const tey = await createRegion(payload, { code: 'TEY', en: 'Other Bay', ar: 'الخليج الآخر' })
  const place = async (code: string, region: number, kind: 'area' | 'airport' = 'area') =>
    (await createPlace(payload, { code, region, en: code, ar: `مكان ${code}`, kind })).id
  const airport = await place('tex-airport', tex.id, 'airport')
  const town = await place('tex-town', tex.id)
  await createPriceRow(payload, {
    region: tex.id,
    from: airport,
    to: town,
    egp: { corolla: '500', caddy: '600', xpander: '650', h1: '850', hiace: '1100' },
  })
  await createExtra(
    tex.id,
    {
      code: 'tex-child-seat',
      kind: 'child-seat',
      en: 'Child seat',
      ar: 'مقعد أطفال',
      unitPrice: 15000,
      max: 2,
    },
    1,
  )
  await createExtra(
    tex.id,
    {
      code: 'tex-name-sign',
      kind: 'name-sign',
      en: 'Name sign',
      ar: 'لافتة بالاسم',
      unitPrice: 0,
      max: 1,
    },
    2,
  )
  await createExtra(
    tex.id,
    {
      code: 'tex-extra-stop',
      kind: 'extra-stop',
      en: 'Extra stop',
      ar: 'توقف إضافي',
      unitPrice: 20000,
      max: 3,
    },
    3,
  )
  await createExtra(
    tex.id,
    {
      code: 'tex-retired',
      kind: 'extra-luggage',
      en: 'Retired',
      ar: 'متوقفة',
      unitPrice: 100,
      max: 1,
    },
    4,
  )
  await payload.update({
    collection: 'extras',
    id: extraIds['tex-retired']!,
    data: { active: false },
  })
  await createExtra(
    tey.id,
    {
      code: 'tey-child-seat',
      kind: 'child-seat',
      en: 'Other seat',
      ar: 'مقعد آخر',
      unitPrice: 100,
      max: 2,
    },
    1,
  )
})

afterAll(async () => {
  await payload.destroy()
})

describe('the quote offers and prices extras', () => {
  it("lists the region's active extras in their order, the free one free", async () => {
    const answer = await ask(trip())
    expect(answer.status).toBe(200)
    expect(answer.json.extras).toEqual([
      expect.objectContaining({
        code: 'tex-child-seat',
        unitPrice: 15000,
        maxQuantity: 2,
        perLeg: true,
        name: 'Child seat',
      }),
      expect.objectContaining({ code: 'tex-name-sign', unitPrice: 0, maxQuantity: 1 }),
      expect.objectContaining({ code: 'tex-extra-stop', unitPrice: 20000, perLeg: false }),
    ])
    expect(answer.json.extrasTotal).toBe(0)
    const arabicAnswer = await ask(trip(), arabic)
    expect(arabicAnswer.json.extras[0].name).toBe('مقعد أطفال')
  })

  it('prices the chosen extras into each car’s total, a seat on both legs of a round trip', async () => {
    const chosen = [
      { code: 'tex-child-seat', quantity: 2 },
      { code: 'tex-extra-stop', quantity: 1 },
    ]
    const oneWay = await ask(trip({ extras: chosen }))
    expect(oneWay.json.extrasTotal).toBe(2 * 15000 + 20000)
    const corolla = oneWay.json.cars.find((car: { code: string }) => car.code === 'corolla')
    expect(corolla).toMatchObject({ price: 50000, total: 100000 })
    const round = await ask(trip({ tripType: 'round-trip', returningDate, extras: chosen }))
    expect(round.json.extrasTotal).toBe(2 * 15000 * 2 + 20000)
  })

  it("refuses another region's, an inactive or too many extras in the caller's language", async () => {
    for (const extras of [
      [{ code: 'tey-child-seat', quantity: 1 }],
      [{ code: 'tex-retired', quantity: 1 }],
      [{ code: 'tex-child-seat', quantity: 3 }],
    ]) {
      const answer = await ask(trip({ extras }))
      expect(answer.status).toBe(400)
      expect(answer.json).toMatchObject({ error: 'extras-invalid' })
      expect(answer.json.message).toMatch(/extras/)
      const inArabic = await ask(trip({ extras }), arabic)
      expect(inArabic.json.message).toMatch(/الإضافات/)
    }
  })
})

describe('a booking with extras', () => {
  let account: Account

  beforeAll(async () => {
    account = await signedUpCustomer(payload, { tag: 'extras' })
  })

  it('is priced by the server: the car plus the extras, kept in the snapshot and the view', async () => {
    const answer = await submit(
      account,
      booking(account, {
        extras: [
          { code: 'tex-name-sign', quantity: 1, unitPrice: 0 },
          { code: 'tex-child-seat', quantity: 1, unitPrice: 15000 },
        ],
        price: 65000,
      }),
    )
    expect(answer.status, JSON.stringify(answer.json)).toBe(201)
    expect(answer.json.reservation).toMatchObject({
      price: 65000,
      extras: [
        { code: 'tex-child-seat', name: 'Child seat', quantity: 1, unitPrice: 15000, total: 15000 },
        { code: 'tex-name-sign', name: 'Name sign', quantity: 1, unitPrice: 0, total: 0 },
      ],
    })
    const { docs } = await payload.find({
      collection: 'reservations',
      where: { reservationNumber: { equals: answer.json.reservation.reservationNumber } },
      overrideAccess: true,
    })
    const row = docs[0]!
    expect(row.price).toBe(65000)
    expect(row.priceSnapshot).toMatchObject({
      price: 50000,
      extrasTotal: 15000,
      extras: [
        {
          code: 'tex-child-seat',
          kind: 'child-seat',
          nameEn: 'Child seat',
          nameAr: 'مقعد أطفال',
          unitPrice: 15000,
          quantity: 1,
          legs: 1,
          total: 15000,
        },
        expect.objectContaining({ code: 'tex-name-sign', total: 0 }),
      ],
    })

    // The confirmation's email and SMS name them.
    const { docs: outbox } = await payload.find({
      collection: 'outbox',
      where: { to: { equals: account.user.email } },
      sort: '-createdAt',
      limit: 5,
      overrideAccess: true,
    })
    const email = outbox.find((message) => String(message.subject).includes(row.reservationNumber))
    // The email tells the price line by line (decision 0181): each extra, the free one as free.
    expect(email?.body).toContain('1 × Child seat: EGP\u00a0150')
    expect(email?.body).toContain('1 × Name sign: Free')
    expect(email?.body).toContain('Total: EGP\u00a0650 per car, for the whole trip.')
    const { docs: texts } = await payload.find({
      collection: 'outbox',
      where: { to: { equals: account.user.mobile }, template: { equals: 'booking-confirmation' } },
      overrideAccess: true,
    })
    expect(texts[0]?.body).toContain('Extras: 1 × Child seat (EGP\u00a0150), 1 × Name sign (Free).')

    // The CSV export and the run sheet read them from the snapshot.
    const [sheetRow] = await sheetRowsByIds(payload, [row.id])
    const header = exportHeader('en')
    const line = exportLine(sheetRow!, 'en')
    expect(line[header.indexOf('Extras')]).toBe('1 × Child seat, 1 × Name sign')
    expect(line[header.indexOf('Extras (EGP)')]).toBe('150')
    const day = execDate.slice(0, 10)
    const sheet = buildRunSheet([sheetRow!], day, 'ar')
    expect(sheet.entries[0]?.extras).toBe('1 × مقعد أطفال، 1 × لافتة بالاسم')
    expect(runSheetCsv(sheet, 'ar')).toContain('1 × مقعد أطفال، 1 × لافتة بالاسم')
  })

  it('gives the confirmation template the extras of the stored reservation', () => {
    expect(
      bookingConfirmationData.shape.extras.safeParse([
        { nameEn: 'Child seat', nameAr: 'مقعد أطفال', quantity: 1, total: 15000 },
      ]).success,
    ).toBe(true)
  })

  it('refuses a total without the extras or a seat priced by the client, in both languages', async () => {
    const cases = [
      booking(account, { extras: [{ code: 'tex-child-seat', quantity: 1 }], price: 50000 }),
      booking(account, {
        extras: [{ code: 'tex-child-seat', quantity: 1, unitPrice: 1 }],
        price: 50001,
      }),
    ]
    for (const body of cases) {
      const answer = await submit(account, body)
      // The price-mismatch answer of a car's changed price (HTTP_STATUS: 409).
      expect(answer.status).toBe(409)
      expect(answer.json).toMatchObject({ error: 'invalid-price' })
      expect(answer.json.message).toMatch(/price/i)
      account.browser.lang = 'ar'
      const inArabic = await submit(account, body)
      account.browser.lang = 'en'
      expect(inArabic.json).toMatchObject({ error: 'invalid-price' })
      expect(inArabic.json.message).toMatch(/السعر/)
    }
    const { totalDocs } = await payload.count({
      collection: 'reservations',
      where: { customer: { equals: account.user.id } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)
  })

  it("refuses another region's extra with extras-invalid", async () => {
    const answer = await submit(
      account,
      booking(account, { extras: [{ code: 'tey-child-seat', quantity: 1 }], price: 50100 }),
    )
    expect(answer.status).toBe(400)
    expect(answer.json).toMatchObject({ error: 'extras-invalid' })
  })
})
