import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { assignDriver } from '@/backoffice/operations/assignDriver'
import { exportReservations } from '@/backoffice/operations/exportReservations'
import { dailyRunSheet, listReservations } from '@/backoffice/operations/listReservations'
import { sendToOperations } from '@/backoffice/operations/sendToOperations'

import {
  bookingBody,
  bookThroughRoute,
  payThroughSimulator,
  startSimulatorSite,
} from '../helpers/backoffice'
import {
  cairoTimeIn,
  createPlace,
  createPriceRow,
  createRegion,
  ensureCars,
  setBookingSettings,
  staffUser,
} from '../helpers/bookingData'
import { type Account, signedUpCustomer } from '../helpers/customers'
import { testPayload } from '../helpers/payload'

/** The desk's list, its CSV and the run sheet, on bookings made through the booking route. */

let payload: Payload
let site: Awaited<ReturnType<typeof startSimulatorSite>>
let staff: Awaited<ReturnType<typeof staffUser>>
let laila: Account
let omar: Account
const numbers: Record<'cash' | 'card' | 'round' | 'other', string> = {
  cash: '',
  card: '',
  round: '',
  other: '',
}
const cashAt = cairoTimeIn(50)
const cardAt = cairoTimeIn(100)
const roundAt = cairoTimeIn(150)
const roundBack = cairoTimeIn(200)

const trip = { pickupAddress: 'tbl-airport', dropoffAddress: 'tbl-district' }
const list = (query: Record<string, unknown>, locale: 'en' | 'ar' = 'en') =>
  listReservations(payload, { staff, query: { region: 'TBL', ...query }, locale })

beforeAll(async () => {
  site = await startSimulatorSite()
  payload = await testPayload()
  await setBookingSettings(payload)
  await ensureCars(payload)
  for (const [code, en, ar] of [
    ['TBL', 'List Cairo', 'قائمة القاهرة'],
    ['TBM', 'List Hurghada', 'قائمة الغردقة'],
  ] as const) {
    const region = (await createRegion(payload, { code, en, ar, cashAllowed: true })).id
    const prefix = code.toLowerCase()
    const airport = await createPlace(payload, {
      code: `${prefix}-airport`,
      region,
      en: `${en} Airport`,
      ar: `مطار ${ar}`,
      kind: 'airport',
    })
    const district = await createPlace(payload, {
      code: `${prefix}-district`,
      region,
      en: `${en} District`,
      ar: `حي ${ar}`,
      kind: 'area',
    })
    await createPriceRow(payload, {
      region,
      from: airport.id,
      to: district.id,
      egp: { corolla: '500', caddy: '600', xpander: '700', h1: '800', hiace: '900' },
    })
  }
  staff = await staffUser(payload, 'operator', 'list')
  laila = await signedUpCustomer(payload, { tag: 'laila-list' })
  omar = await signedUpCustomer(payload, { tag: 'omar-list', lang: 'ar' })
  numbers.cash = await bookThroughRoute(
    laila,
    bookingBody(laila, { ...trip, paymentType: 'cash', execDate: cashAt }),
  )
  numbers.card = await bookThroughRoute(
    omar,
    bookingBody(omar, { ...trip, execDate: cardAt, carType: 'h1', price: 80000 }),
  )
  await payThroughSimulator(payload, omar, site.url, numbers.card)
  numbers.round = await bookThroughRoute(
    laila,
    bookingBody(laila, {
      ...trip,
      paymentType: 'cash',
      tripType: 'round-trip',
      execDate: roundAt,
      returningDate: roundBack,
      departureFlightNumber: 'MS 986',
      price: 100000,
      isAnotherPassengers: true,
      passengerName: 'Youssef Passenger',
      passengerPhone: '01119876543',
    }),
  )
  numbers.other = await bookThroughRoute(
    laila,
    bookingBody(laila, {
      pickupAddress: 'tbm-airport',
      dropoffAddress: 'tbm-district',
      paymentType: 'cash',
      execDate: cashAt,
    }),
  )
})

afterAll(async () => {
  await site?.close()
})

const numbersOf = (answer: Awaited<ReturnType<typeof list>>) => {
  if (!answer.ok) throw new Error(answer.code)
  return answer.value.rows.map((row) => row.reservationNumber)
}

describe('the reservations list', () => {
  it('filters by region, status, payment type, car and Cairo pickup days', async () => {
    expect(new Set(numbersOf(await list({})))).toEqual(
      new Set([numbers.cash, numbers.card, numbers.round]),
    )
    expect(numbersOf(await list({ region: 'TBM' }))).toEqual([numbers.other])
    expect(numbersOf(await list({ region: 'NOPE' }))).toEqual([])
    expect(numbersOf(await list({ status: 'paid-not-sent' }))).toEqual([numbers.card])
    expect(new Set(numbersOf(await list({ paymentType: 'cash' })))).toEqual(
      new Set([numbers.cash, numbers.round]),
    )
    expect(numbersOf(await list({ car: 'h1' }))).toEqual([numbers.card])
    const cardDay = cardAt.slice(0, 10)
    expect(numbersOf(await list({ from: cardDay, to: cardDay }))).toEqual([numbers.card])
    expect(
      numbersOf(await list({ from: cashAt.slice(0, 10), to: cardDay, sort: 'pickup' })),
    ).toEqual([numbers.cash, numbers.card])
  })

  it('searches by number, customer name, email and phone in any form', async () => {
    expect(numbersOf(await list({ q: numbers.card.toLowerCase() }))).toEqual([numbers.card])
    expect(numbersOf(await list({ q: 'omar-list' }))).toEqual([numbers.card])
    expect(numbersOf(await list({ q: omar.user.email.toUpperCase() }))).toEqual([numbers.card])
    // +2012xxxxxxxx typed as the national 012...
    const national = `0${omar.user.mobile.slice(3)}`
    expect(numbersOf(await list({ q: national }))).toEqual([numbers.card])
    expect(numbersOf(await list({ q: omar.user.mobile.slice(-6) }))).toEqual([numbers.card])
    // The passenger booked for by someone else.
    expect(numbersOf(await list({ q: 'Youssef' }))).toEqual([numbers.round])
    expect(numbersOf(await list({ q: '0111 987 6543' }))).toEqual([numbers.round])
  })

  it('sorts and pages, and each row carries what the list shows', async () => {
    const first = await list({ sort: 'pickup', limit: 2, page: 1 })
    const second = await list({ sort: 'pickup', limit: 2, page: 2 })
    expect(first).toMatchObject({ ok: true, value: { count: 3, pages: 2, page: 1 } })
    expect([...numbersOf(first), ...numbersOf(second)]).toEqual([
      numbers.cash,
      numbers.card,
      numbers.round,
    ])
    expect(numbersOf(await list({ sort: '-price' }))[0]).toBe(numbers.round)

    const answer = await list({ q: numbers.card }, 'ar')
    if (!answer.ok) throw new Error(answer.code)
    expect(answer.value.rows[0]).toMatchObject({
      reservationNumber: numbers.card,
      pickupAt: cardAt,
      route: { from: 'مطار قائمة القاهرة', to: 'حي قائمة القاهرة' },
      customer: { email: omar.user.email, mobile: omar.user.mobile },
      status: 'paid-not-sent',
      colour: 'orange',
      paymentType: 'card',
      price: 80000,
    })
  })

  it('refuses a caller who is not staff and a filter that is not one', async () => {
    const customer = { id: laila.user.id, collection: 'customers' }
    expect(
      await listReservations(payload, { staff: customer, query: {}, locale: 'en' }),
    ).toMatchObject({ ok: false, code: 'not-staff' })
    expect(await list({ status: 'lost' })).toMatchObject({ ok: false, code: 'filter-invalid' })
    expect(await list({ from: '2026-13-01' })).toMatchObject({ ok: false, code: 'filter-invalid' })
    expect(await list({ limit: 500 })).toMatchObject({ ok: false, code: 'filter-invalid' })
  })
})

describe('the CSV export', () => {
  it('exports every row of the filter with a byte order mark, in Arabic', async () => {
    const exported = await exportReservations(payload, {
      staff,
      query: { region: 'TBL', sort: 'pickup', limit: 1 },
      locale: 'ar',
    })
    if (!exported.ok) throw new Error(exported.code)
    // The byte order mark kept: `Response.text()` would drop it.
    const bytes = await new Response(exported.value.stream).arrayBuffer()
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).split('\r\n')
    expect(lines[0]!.startsWith('\uFEFFالحجز,')).toBe(true)
    expect(lines).toHaveLength(5)
    expect(lines[1]!.startsWith(`${numbers.cash},`)).toBe(true)
    expect(lines[1]).toContain(`,${cashAt.replace('T', ' ')},`)
    expect(lines[1]).toContain(',مطار قائمة القاهرة,')
    // Paid by card online: the payment type, then what paid it.
    expect(lines[2]).toContain(',مدفوع، لم يُرسل,بطاقة,بطاقة,800')
  })
})

describe('the run sheet', () => {
  it('lists each leg on its own Cairo day with passenger, sign, phone, flight and driver', async () => {
    await sendToOperations(payload, { reservationNumber: numbers.round, staff, reason: 'sent' })
    await assignDriver(payload, {
      reservationNumber: numbers.round,
      leg: 'return',
      driver: { name: 'Mona Adel', mobile: '01001234567', plate: 'XY 42' },
      staff,
    })
    const outbound = await dailyRunSheet(payload, {
      staff,
      day: roundAt.slice(0, 10),
      locale: 'en',
    })
    if (!outbound.ok) throw new Error(outbound.code)
    const going = outbound.value.entries.find((entry) => entry.reservationNumber === numbers.round)
    expect(going).toMatchObject({
      leg: 'outbound',
      pickupAt: roundAt,
      flight: 'MS985',
      passenger: 'Youssef Passenger',
      signName: 'Youssef Passenger',
      phone: '+20 11 1987 6543',
      driver: null,
      from: 'List Cairo Airport',
    })
    const back = await dailyRunSheet(payload, { staff, day: roundBack.slice(0, 10), locale: 'ar' })
    if (!back.ok) throw new Error(back.code)
    const returning = back.value.entries.filter(
      (entry) => entry.reservationNumber === numbers.round,
    )
    expect(returning).toHaveLength(1)
    expect(returning[0]).toMatchObject({
      leg: 'return',
      pickupAt: roundBack,
      flight: 'MS986',
      from: 'حي قائمة القاهرة',
      driver: { name: 'Mona Adel', mobile: '+20 10 0123 4567', plate: 'XY 42' },
    })
    expect(back.value.title).toContain('جدول التشغيل')

    const cashDay = await dailyRunSheet(payload, { staff, day: cashAt.slice(0, 10), locale: 'en' })
    if (!cashDay.ok) throw new Error(cashDay.code)
    const times = cashDay.value.entries.map((entry) => entry.instant)
    expect([...times].sort()).toEqual(times)
    expect(cashDay.value.entries.map((entry) => entry.reservationNumber)).toEqual(
      expect.arrayContaining([numbers.cash, numbers.other]),
    )
    expect(await dailyRunSheet(payload, { staff, day: '2026-02-30', locale: 'en' })).toMatchObject({
      ok: false,
      code: 'filter-invalid',
    })
  })
})
