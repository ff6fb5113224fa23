import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET, POST } from '@/app/(frontend)/api/[...slug]/route'
import { dashboard } from '@/backoffice/operations/dashboard'
import { listReservations } from '@/backoffice/operations/listReservations'
import { reservationDetail } from '@/backoffice/operations/reservationDetail'
import { cairoWallTimeToUtc, utcToCairoWallTime } from '@/booking/cairoTime'
import { staffPath } from '@/lib/staffPath'

import {
  bookingBody,
  bookThroughRoute,
  outboxTo,
  reservationByNumber,
  startSimulatorSite,
} from '../helpers/backoffice'
import {
  createPlace,
  createPriceRow,
  createRegion,
  ensureCars,
  setBookingSettings,
  staffUser,
} from '../helpers/bookingData'
import { type Account, signedUpCustomer } from '../helpers/customers'
import { Browser } from '../helpers/http'
import { testPayload } from '../helpers/payload'

/**
 * Issue 13, items 3 and 4: the desk's actions over the staff API as the screens call them (send
 * to operations, cancel, dispatch, the CSV of the filtered list), the dashboard's figures against
 * the lists they open, and the detail of one reservation.
 */
const SEGMENT = staffPath().slice(1)

let payload: Payload
let site: Awaited<ReturnType<typeof startSimulatorSite>>
let operator: Awaited<ReturnType<typeof staffUser>>
let account: Account
const trip = {
  pickupAddress: 'dsk-airport',
  dropoffAddress: 'dsk-district',
  paymentType: 'cash',
  allowDuplicate: true,
}

async function staffBrowser(email: string, password: string) {
  const browser = new Browser()
  const answer = await browser.call(
    (request) => POST(request, { params: Promise.resolve({ slug: [SEGMENT, 'login'] }) }),
    {
      path: `/api/${SEGMENT}/login`,
      body: { email, password },
      headers: { 'sec-fetch-site': 'same-origin' },
    },
  )
  expect(answer.status, JSON.stringify(answer.json)).toBe(200)
  return browser
}

/** One staff API call, as the desk's screens make it (same-origin fetch, JSON). */
const call = (
  browser: Browser,
  method: 'GET' | 'POST',
  path: string,
  { body, query = '' }: { body?: unknown; query?: string } = {},
) =>
  browser.call(
    (request) =>
      (method === 'GET' ? GET : POST)(request, {
        params: Promise.resolve({ slug: [SEGMENT, ...path.split('/')] }),
      }),
    {
      method,
      path: `/api/${SEGMENT}/${path}${query}`,
      body,
      headers: { 'sec-fetch-site': 'same-origin' },
    },
  )

beforeAll(async () => {
  site = await startSimulatorSite()
  payload = await testPayload()
  await setBookingSettings(payload)
  await ensureCars(payload)
  const region = (
    await createRegion(payload, {
      code: 'DSK',
      en: 'Desk Town',
      ar: 'مدينة المكتب',
      cashAllowed: true,
    })
  ).id
  const airport = await createPlace(payload, {
    code: 'dsk-airport',
    region,
    en: 'Desk Airport',
    ar: 'مطار المكتب',
    kind: 'airport',
  })
  const district = await createPlace(payload, {
    code: 'dsk-district',
    region,
    en: 'Desk District',
    ar: 'حي المكتب',
    kind: 'area',
  })
  await createPriceRow(payload, {
    region,
    from: airport.id,
    to: district.id,
    egp: { corolla: '500', caddy: '600', xpander: '700', h1: '800', hiace: '900' },
  })
  operator = await staffUser(payload, 'operator', 'desk')
  account = await signedUpCustomer(payload, { tag: 'desk-customer' })
})

afterAll(async () => {
  await site?.close()
})

describe('the desk over the staff API', () => {
  it('finds a booking by phone, sends it to operations, dispatches it, in the staff language', async () => {
    const number = await bookThroughRoute(account, bookingBody(account, trip))
    const browser = await staffBrowser(operator.email, 'operator-password-12')

    // Found by the customer's phone typed in national form.
    const national = `0${account.user.mobile.slice(3)}`
    const listed = await listReservations(payload, {
      staff: operator,
      query: { q: national },
      locale: 'en',
    })
    expect(listed.ok && listed.value.rows.map((row) => row.reservationNumber)).toContain(number)

    // No reason: refused, in Arabic when the screen is in Arabic; nothing changed.
    const noReason = await call(browser, 'POST', `reservations/${number}/send-to-operations`, {
      body: { reason: '  ' },
      query: '?lang=ar',
    })
    expect(noReason.status).toBe(400)
    expect(noReason.json).toMatchObject({ status: false, error: 'reason-required' })
    expect(noReason.json.message).toMatch(/[\u0600-\u06ff]/)
    expect((await reservationByNumber(payload, number)).status).toBe('cash-not-sent')

    const sent = await call(browser, 'POST', `reservations/${number}/send-to-operations`, {
      body: { reason: 'Driver confirmed' },
    })
    expect(sent.status, JSON.stringify(sent.json)).toBe(200)
    expect(sent.json).toMatchObject({
      status: true,
      reservation: { reservationNumber: number, status: 'completed' },
    })

    // Twice: the state machine refuses it.
    const again = await call(browser, 'POST', `reservations/${number}/send-to-operations`, {
      body: { reason: 'Again' },
    })
    expect(again.status).toBe(409)
    expect(again.json.error).toBe('transition-not-allowed')

    const dispatched = await call(browser, 'POST', `reservations/${number}/dispatch`, {
      body: { leg: 'outbound', name: 'Karim Adel', mobile: '0100 765 4321', plate: 'abc 987' },
    })
    expect(dispatched.status, JSON.stringify(dispatched.json)).toBe(200)
    expect(dispatched.json).toMatchObject({
      status: true,
      leg: 'outbound',
      changed: true,
      driver: { mobile: '+201007654321', plate: 'ABC 987' },
    })
    const sms = (await outboxTo(payload, account.user.mobile)).filter(
      (doc) => doc.template === 'driver-assigned',
    )
    expect(sms).toHaveLength(1)

    const badDriver = await call(browser, 'POST', `reservations/${number}/dispatch`, {
      body: { leg: 'return', name: 'Karim', mobile: '0100 765 4321', plate: 'abc 987' },
    })
    expect(badDriver.status).toBe(400)
    expect(badDriver.json.error).toBe('leg-not-in-trip')

    const detail = await reservationDetail(payload, { staff: operator, reservationNumber: number })
    expect(detail.ok).toBe(true)
    if (detail.ok) {
      expect(detail.value.reservation.statusHistory?.map((entry) => entry.to)).toEqual([
        'cash-not-sent',
        'completed',
      ])
      expect(detail.value.reservation.statusHistory?.[1]?.reason).toBe('Driver confirmed')
    }
  })

  it('cancels with a reason; a cancelled reservation takes no driver', async () => {
    const number = await bookThroughRoute(account, bookingBody(account, { ...trip, persons: 2 }))
    const browser = await staffBrowser(operator.email, 'operator-password-12')
    const cancelled = await call(browser, 'POST', `reservations/${number}/cancel`, {
      body: { reason: 'Customer called to cancel' },
    })
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200)
    expect(cancelled.json).toMatchObject({ reservation: { status: 'cancelled' }, refund: null })
    const driver = await call(browser, 'POST', `reservations/${number}/dispatch`, {
      body: { leg: 'outbound', name: 'Karim Adel', mobile: '0100 765 4321', plate: 'abc 987' },
    })
    expect(driver.status).toBe(409)
    expect(driver.json.error).toBe('dispatch-not-allowed')
  })

  it('refuses to dispatch an unpaid card booking: 409 with the reason in the staff language (issue 42)', async () => {
    const number = await bookThroughRoute(
      account,
      bookingBody(account, { ...trip, paymentType: 'card', persons: 3 }),
    )
    expect((await reservationByNumber(payload, number)).status).toBe('pending')
    const browser = await staffBrowser(operator.email, 'operator-password-12')
    const driver = {
      leg: 'outbound',
      name: 'Karim Adel',
      mobile: '0100 765 4321',
      plate: 'abc 987',
    }
    const english = await call(browser, 'POST', `reservations/${number}/dispatch`, {
      body: driver,
      query: '?lang=en',
    })
    expect(english.status).toBe(409)
    expect(english.json).toMatchObject({
      status: false,
      error: 'dispatch-not-paid',
      message:
        'This card booking is not paid yet: an unpaid booking gets no driver. Assign one once it is paid.',
    })
    const arabic = await call(browser, 'POST', `reservations/${number}/dispatch`, {
      body: driver,
      query: '?lang=ar',
    })
    expect(arabic.status).toBe(409)
    expect(arabic.json).toMatchObject({
      error: 'dispatch-not-paid',
      message: 'حجز البطاقة هذا لم يُدفع بعد: لا يُعيَّن سائق لحجز غير مدفوع. عيّن السائق بعد الدفع.',
    })
    const stored = await reservationByNumber(payload, number)
    expect(stored.dispatch?.outbound?.driverName ?? null).toBeNull()
    expect(stored.dispatchHistory ?? []).toHaveLength(0)
    expect(
      (await outboxTo(payload, account.user.mobile)).filter(
        (doc) => doc.template === 'driver-assigned' && doc.body.includes(number),
      ),
    ).toHaveLength(0)
  })

  it('refuses anybody but staff, and an unknown reservation', async () => {
    const anonymous = await call(new Browser(), 'POST', 'reservations/MS-ABC234/cancel', {
      body: { reason: 'x' },
    })
    expect(anonymous.status).toBe(401)
    const asCustomer = await call(account.browser, 'POST', 'reservations/MS-ABC234/cancel', {
      body: { reason: 'x' },
    })
    // A customer's session is nobody to the staff API.
    expect(asCustomer.status).toBe(401)
    const browser = await staffBrowser(operator.email, 'operator-password-12')
    const unknown = await call(browser, 'POST', 'reservations/MS-ZZZZZZ/cancel', {
      body: { reason: 'x' },
    })
    expect(unknown.status).toBe(404)
    expect(unknown.json.error).toBe('reservation-not-found')
  })

  it('downloads the filtered list as CSV', async () => {
    const number = await bookThroughRoute(account, bookingBody(account, { ...trip, persons: 3 }))
    const browser = await staffBrowser(operator.email, 'operator-password-12')
    const answer = await call(browser, 'GET', 'reservations.csv', {
      query: `?q=${number}&status=cash-not-sent&lang=ar`,
    })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toContain('text/csv')
    expect(answer.headers.get('content-disposition')).toMatch(/attachment; filename="reservations-/)
    expect(answer.json).toContain(number)
    expect(answer.json.trim().split('\n')).toHaveLength(2)
    const refused = await call(new Browser(), 'GET', 'reservations.csv')
    expect(refused.status).toBe(401)
    const bad = await call(browser, 'GET', 'reservations.csv', { query: '?from=2027-13-45' })
    expect(bad.status).toBe(400)
  })
})

describe('the dashboard', () => {
  it("counts what its lists show: today's pickups, statuses, bookings of the last days", async () => {
    const before = await dashboard(payload, { staff: operator, locale: 'en' })
    expect(before.ok).toBe(true)
    if (!before.ok) return
    const number = await bookThroughRoute(account, bookingBody(account, { ...trip, persons: 4 }))
    const after = await dashboard(payload, { staff: operator, locale: 'en' })
    if (!after.ok) throw new Error('dashboard failed')
    expect(after.value.byStatus['cash-not-sent']).toBe(before.value.byStatus['cash-not-sent'] + 1)
    expect(after.value.booked7.count).toBe(before.value.booked7.count + 1)
    expect(after.value.booked30.revenue).toBeGreaterThan(before.value.booked30.revenue)
    expect(after.value.latest.map((row) => row.reservationNumber)).toContain(number)

    // Each figure is the count of the list it opens.
    for (const [figure, link] of [
      ['pickupsToday', after.value.links.pickupsToday],
      ['pickupsTomorrow', after.value.links.pickupsTomorrow],
    ] as const) {
      const list = await listReservations(payload, { staff: operator, query: link, locale: 'en' })
      expect(list.ok && list.value.count, figure).toBe(after.value[figure])
    }
    const booked = await listReservations(payload, {
      staff: operator,
      query: after.value.links.booked7,
      locale: 'en',
    })
    expect(booked.ok && booked.value.count).toBe(after.value.booked7.count)

    // Days are Cairo days: at 23:30 UTC in winter it is already tomorrow in Cairo.
    const lateNight = new Date('2027-01-10T23:30:00Z')
    const days = await dashboard(payload, { staff: operator, locale: 'en', now: lateNight })
    expect(days.ok && days.value.days).toMatchObject({
      today: '2027-01-11',
      tomorrow: '2027-01-12',
    })
  })

  it('counts a pickup made for today (Cairo) under today', async () => {
    const soon = cairoWallTimeToUtc(utcToCairoWallTime(new Date()))!
    const today = utcToCairoWallTime(soon).slice(0, 10)
    const figures = await dashboard(payload, { staff: operator, locale: 'ar' })
    expect(figures.ok && figures.value.days.today).toBe(today)
  })

  it('is for staff only', async () => {
    const refused = await dashboard(payload, { staff: null, locale: 'en' })
    expect(refused).toMatchObject({ ok: false, code: 'not-staff' })
  })
})
