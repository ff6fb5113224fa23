import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as stepRoute } from '@/app/(frontend)/api/driver/step/route'
import { assignDriver } from '@/backoffice/operations/assignDriver'
import { correctProgress } from '@/backoffice/operations/correctProgress'
import { delayFlight } from '@/backoffice/operations/delayFlight'
import { formatCairo, utcToCairoWallTime } from '@/booking/cairoTime'
import { translate } from '@/i18n/messages'
import { displayPhone } from '@/lib/phone'
import { driverDay, recordDriverStep } from '@/tripday/operations/driverDay'
import { sendDriverLink } from '@/tripday/operations/dispatchLink'

import {
  bookingBody,
  bookThroughRoute,
  movePickup,
  outboxTo,
  reservationByNumber,
} from '../helpers/backoffice'
import {
  airportAndDistrict,
  cairoTimeIn,
  ensureCars,
  setBookingSettings,
  staffUser,
} from '../helpers/bookingData'
import { signedUpCustomer } from '../helpers/customers'
import { Browser } from '../helpers/http'
import { testPayload } from '../helpers/payload'

/**
 * The trip day (issue 33 items 1 and 2; decisions 0160 and 0170) on a real database: the driver's
 * link by SMS on dispatch, the day's legs it shows (that driver's only), the taps with their rules
 * (the trip's own time windows, the booking's status), and the link withdrawn when the driver is
 * replaced on their last leg of the day.
 */
const AHMED = { name: 'Ahmed Samir', mobile: '+201001234567', plate: 'ن ط ق 1234' }
const KARIM = { name: 'Karim Adel', mobile: '+201007654321', plate: 'ABC 123' }

let payload: Payload
let staff: Awaited<ReturnType<typeof staffUser>>

beforeAll(async () => {
  payload = await testPayload()
  await setBookingSettings(payload)
  await ensureCars(payload)
  staff = await staffUser(payload, 'operator', 'drv')
  await airportAndDistrict(payload, {
    prefix: 'drv',
    region: { code: 'DRV', en: 'Driver Giza', ar: 'جيزة السائقين' },
  })
})

/**
 * A cash booking from the airport `hoursAhead` from now, its outbound given to `driver`; with
 * `pickupIn`, its pickup moved to that many minutes from now before the dispatch (a tap through
 * the API happens now, and the driver's taps follow the real pickup).
 */
async function dispatched(
  tag: string,
  hoursAhead: number,
  driver = AHMED,
  lang: 'en' | 'ar' = 'en',
  { pickupIn, body = {} }: { pickupIn?: number; body?: Record<string, unknown> } = {},
) {
  const account = await signedUpCustomer(payload, { tag, lang })
  const number = await bookThroughRoute(
    account,
    bookingBody(account, {
      pickupAddress: 'drv-airport',
      dropoffAddress: 'drv-district',
      paymentType: 'cash',
      execDate: cairoTimeIn(hoursAhead),
      ...body,
    }),
  )
  if (pickupIn !== undefined) await movePickup(payload, number, pickupIn)
  const assigned = await assignDriver(payload, {
    reservationNumber: number,
    leg: 'outbound',
    driver,
    staff,
  })
  expect(assigned.ok).toBe(true)
  return { account, number, reservation: await reservationByNumber(payload, number) }
}

/** The token of the newest dispatch SMS to `mobile`. */
async function tokenSentTo(mobile: string) {
  const sms = (await outboxTo(payload, mobile)).filter((m) => m.template === 'driver-dispatched')
  const body = sms.at(-1)?.body ?? ''
  const token = /\/ar\/driver\?token=([A-Za-z0-9_-]{43})/.exec(body)?.[1]
  expect(token, body).toBeTruthy()
  return token!
}

describe("the driver's link", () => {
  it('comes by SMS in Arabic with the dispatch and shows that driver their legs of the day', async () => {
    const { number, reservation } = await dispatched('drv-show', 30)
    const sms = (await outboxTo(payload, AHMED.mobile)).at(-1)!
    expect(sms.locale).toBe('ar')
    expect(sms.body).toContain('رحلاتك اليوم')
    const token = await tokenSentTo(AHMED.mobile)

    const day = await driverDay(payload, token, `drv-${Date.now()}`)
    expect(day.ok).toBe(true)
    if (!day.ok) return
    const leg = day.value.legs.find((candidate) => candidate.reservationNumber === number)
    expect(leg).toMatchObject({
      leg: 'outbound',
      fromAirport: true,
      flight: 'MS985',
      collect: reservation.price,
      progress: 'assigned',
      // Its only leg dispatched: sent to operations (decision 0185).
      status: 'completed',
      noTrip: null,
    })
    expect(leg!.traveller.name).toBeTruthy()

    // Another driver's link never shows it; a token of the wrong shape opens nothing.
    await dispatched('drv-other', 30, KARIM)
    const karim = await driverDay(payload, await tokenSentTo(KARIM.mobile), `drv-k-${Date.now()}`)
    expect(karim.ok && karim.value.legs.map((l) => l.reservationNumber)).not.toContain(number)
    expect(await driverDay(payload, 'nope', 'drv-x')).toMatchObject({
      ok: false,
      code: 'driver-link-invalid',
    })
  })

  it('is withdrawn when the driver is replaced on their last leg of the day', async () => {
    const driver = { name: 'Hany Fathy', mobile: '+201009998877', plate: 'XYZ 9' }
    const { number } = await dispatched('drv-replace', 200, driver)
    const token = await tokenSentTo(driver.mobile)
    expect((await driverDay(payload, token, 'drv-r1')).ok).toBe(true)
    await assignDriver(payload, {
      reservationNumber: number,
      leg: 'outbound',
      driver: KARIM,
      staff,
    })
    expect(await driverDay(payload, token, 'drv-r2')).toMatchObject({
      ok: false,
      code: 'driver-link-invalid',
    })
  })
})

describe("a driver's taps", () => {
  it('follow the rules: in order, idempotent, a no-show only after arriving and the free wait', async () => {
    const { number, reservation } = await dispatched('drv-taps', 30)
    const token = await tokenSentTo(AHMED.mobile)
    const pickup = new Date(reservation.execDate)
    const at = (minutes: number) => new Date(pickup.getTime() + minutes * 60_000)
    const tap = (
      step: 'on-the-way' | 'arrived' | 'on-board' | 'completed' | 'no-show',
      now: Date,
    ) =>
      recordDriverStep(payload, {
        token,
        client: 'drv-taps',
        tap: { reservationNumber: number, leg: 'outbound', step },
        locale: 'en',
        now,
      })

    expect(await tap('no-show', at(60))).toMatchObject({ ok: false, code: 'not-arrived' })
    expect(await tap('on-the-way', at(-40))).toMatchObject({
      ok: true,
      value: { progress: 'on-the-way', changed: true },
    })
    // A double tap changes nothing.
    expect(await tap('on-the-way', at(-39))).toMatchObject({ ok: true, value: { changed: false } })
    expect(await tap('arrived', at(-5))).toMatchObject({ ok: true, value: { changed: true } })
    // At an airport the wait is 45 minutes after landing.
    expect(await tap('no-show', at(44))).toMatchObject({ ok: false, code: 'wait-not-over' })
    expect(await tap('no-show', at(45))).toMatchObject({
      ok: true,
      value: { progress: 'no-show', changed: true },
    })
    expect(await tap('completed', at(50))).toMatchObject({ ok: false, code: 'leg-closed' })

    const after = await reservationByNumber(payload, number)
    expect(after.progress?.outbound?.state).toBe('no-show')
    expect(after.progress?.outcome).toBe('no-show')
    expect(after.status).toBe(reservation.status)
    expect(after.progressHistory?.map((row) => row.step)).toEqual([
      'on-the-way',
      'arrived',
      'no-show',
    ])
    expect(after.progressHistory?.[0]).toMatchObject({ byType: 'driver', byId: AHMED.mobile })
  })

  it('follow the real trip: each step from its time before the pickup, completed only after on board', async () => {
    const { number, reservation } = await dispatched('drv-windows', 30, AHMED, 'en')
    const token = await tokenSentTo(AHMED.mobile)
    const pickup = new Date(reservation.execDate)
    const at = (minutes: number) => new Date(pickup.getTime() + minutes * 60_000)
    const tap = (
      step: 'on-the-way' | 'arrived' | 'on-board' | 'completed' | 'no-show',
      now: Date,
      locale: 'en' | 'ar' = 'en',
    ) =>
      recordDriverStep(payload, {
        token,
        client: 'drv-windows',
        tap: { reservationNumber: number, leg: 'outbound', step },
        locale,
        now,
      })
    const time = (minutes: number, locale: 'en' | 'ar') => formatCairo(at(minutes), locale, 'time')

    // "On my way" opens 3 hours before the pickup, "arrived" and "on board" 2 hours before it.
    const early = await tap('on-the-way', at(-181))
    expect(early).toMatchObject({ ok: false, code: 'step-too-early' })
    // The time it opens (with the date too when that falls on another Cairo day than the tap).
    const english = !early.ok ? translate('en', early.messageKey, early.values) : ''
    expect(english).toMatch(/^It is too early for “I am on my way”: you can tap it from .+\.$/)
    expect(english).toContain(time(-180, 'en'))
    const earlyAr = await tap('on-the-way', at(-181), 'ar')
    const arabic = !earlyAr.ok ? translate('ar', earlyAr.messageKey, earlyAr.values) : ''
    expect(arabic).toMatch(/^ما زال الوقت مبكرًا على «أنا في الطريق»: يمكنك الضغط عليه من .+\.$/)
    expect(arabic).toContain(time(-180, 'ar'))
    expect(await tap('on-the-way', at(-180))).toMatchObject({ ok: true, value: { changed: true } })
    expect(await tap('arrived', at(-121))).toMatchObject({ ok: false, code: 'step-too-early' })
    expect(await tap('on-board', at(-121))).toMatchObject({ ok: false, code: 'step-too-early' })
    // Completed never before the passenger is on board.
    expect(await tap('completed', at(30))).toMatchObject({ ok: false, code: 'not-on-board' })
    expect(await tap('arrived', at(-120))).toMatchObject({ ok: true, value: { changed: true } })
    expect(await tap('on-board', at(-100))).toMatchObject({ ok: true, value: { changed: true } })
    expect(await tap('completed', at(-60))).toMatchObject({
      ok: true,
      value: { progress: 'completed', changed: true },
    })
    const after = await reservationByNumber(payload, number)
    expect(after.progressHistory?.map((row) => row.step)).toEqual([
      'on-the-way',
      'arrived',
      'on-board',
      'completed',
    ])
  })

  it('through the API: a malformed body is a 400, another driver a 404, in the caller’s language', async () => {
    const { number } = await dispatched('drv-api', 30, AHMED, 'en', { pickupIn: 60 })
    await dispatched('drv-api-karim', 30, KARIM, 'en', { pickupIn: 60 })
    const browser = new Browser(undefined, 'ar')
    const bad = await browser.call(stepRoute, {
      path: '/api/driver/step',
      body: { token: 'x', reservationNumber: number, leg: 'outbound', step: 'flying' },
    })
    expect(bad.status).toBe(400)
    const theirs = await browser.call(stepRoute, {
      path: '/api/driver/step',
      body: {
        token: await tokenSentTo(KARIM.mobile),
        reservationNumber: number,
        leg: 'outbound',
        step: 'on-the-way',
      },
    })
    expect(theirs.status).toBe(404)
    expect(theirs.json).toMatchObject({ error: 'leg-not-found' })
    expect(JSON.stringify(theirs.json)).toMatch(/[\u0600-\u06FF]/)
    const mine = await browser.call(stepRoute, {
      path: '/api/driver/step',
      body: {
        token: await tokenSentTo(AHMED.mobile),
        reservationNumber: number,
        leg: 'outbound',
        step: 'on-the-way',
        position: { latitude: 30.1219, longitude: 31.4056 },
      },
    })
    expect(mine.status, JSON.stringify(mine.json)).toBe(200)
    expect(mine.json).toMatchObject({ progress: 'on-the-way', changed: true })
    const after = await reservationByNumber(payload, number)
    expect(after.progressHistory?.at(-1)).toMatchObject({ latitude: 30.1219, longitude: 31.4056 })
  })
})

describe('taps the trip does not allow (issue 42 item 3; decision 0170)', () => {
  it('"completed" 30 hours before the pickup is refused with the reason, in English and Arabic; nothing is recorded or sent', async () => {
    const driver = { name: 'Sameh Early', mobile: '+201004440001', plate: 'ERL 30' }
    const { account, number } = await dispatched('drv-early', 30, driver)
    const token = await tokenSentTo(driver.mobile)
    const step = (name: string, lang: 'en' | 'ar') =>
      new Browser(undefined, lang).call(stepRoute, {
        path: '/api/driver/step',
        body: { token, reservationNumber: number, leg: 'outbound', step: name },
      })

    const english = await step('completed', 'en')
    expect(english.status).toBe(409)
    expect(english.json).toMatchObject({
      error: 'not-on-board',
      message:
        'Tap “Passenger on board” first: a trip is completed only after the passenger got in.',
    })
    const arabic = await step('completed', 'ar')
    expect(arabic.status).toBe(409)
    expect(arabic.json).toMatchObject({
      error: 'not-on-board',
      message: 'اضغط «الراكب في السيارة» أولًا: لا تكتمل الرحلة إلا بعد ركوب الراكب.',
    })
    // Every other step is too early a day ahead, with the day and time it opens.
    for (const name of ['on-the-way', 'arrived', 'on-board']) {
      const answer = await step(name, 'ar')
      expect(answer.status, name).toBe(409)
      expect(answer.json.error, name).toBe('step-too-early')
      expect(answer.json.message, name).toMatch(
        /^ما زال الوقت مبكرًا على «.+»: يمكنك الضغط عليه من .+\.$/,
      )
    }
    expect((await step('on-the-way', 'en')).json.message).toMatch(
      /^It is too early for “I am on my way”: you can tap it from .+\d{4}.+\.$/,
    )
    expect((await step('no-show', 'en')).json.error).toBe('not-arrived')

    const after = await reservationByNumber(payload, number)
    expect(after.progress?.outbound?.state ?? 'assigned').toBe('assigned')
    expect(after.progressHistory ?? []).toHaveLength(0)
    expect(after.reviewLink?.requestedAt ?? null).toBeNull()
    const told = (await outboxTo(payload, account.user.mobile)).map((message) => message.template)
    expect(told).not.toContain('trip-progress')
    expect(told).not.toContain('review-request')
  })

  it('an unpaid card booking gets no driver; one given a driver before takes no tap and says why', async () => {
    const driver = { name: 'Fathy Unpaid', mobile: '+201004440002', plate: 'UNP 1' }
    const account = await signedUpCustomer(payload, { tag: 'drv-unpaid' })
    const number = await bookThroughRoute(
      account,
      bookingBody(account, {
        pickupAddress: 'drv-airport',
        dropoffAddress: 'drv-district',
        execDate: cairoTimeIn(30),
      }),
    )
    expect((await reservationByNumber(payload, number)).status).toBe('pending')
    expect(
      await assignDriver(payload, { reservationNumber: number, leg: 'outbound', driver, staff }),
    ).toMatchObject({
      ok: false,
      code: 'dispatch-not-paid',
      messageKey: 'backoffice.errors.dispatchNotPaid',
    })
    expect(await outboxTo(payload, driver.mobile)).toHaveLength(0)

    // As an earlier release let staff do: the leg given while the booking was unpaid.
    await movePickup(payload, number, 30)
    const stored = await reservationByNumber(payload, number)
    const legacy = await payload.update({
      collection: 'reservations',
      id: stored.id,
      overrideAccess: true,
      data: {
        dispatch: {
          outbound: { driverName: driver.name, driverMobile: driver.mobile, vehiclePlate: 'UNP 1' },
        },
      },
    })
    await sendDriverLink(payload, legacy, 'outbound', null)
    const token = await tokenSentTo(driver.mobile)

    const day = await driverDay(payload, token, 'drv-unpaid')
    expect(day.ok && day.value.legs.find((leg) => leg.reservationNumber === number)).toMatchObject({
      noTrip: 'trip-not-paid',
      status: 'pending',
    })
    for (const name of ['on-the-way', 'arrived', 'completed']) {
      const answer = await new Browser(undefined, 'ar').call(stepRoute, {
        path: '/api/driver/step',
        body: { token, reservationNumber: number, leg: 'outbound', step: name },
      })
      expect(answer.status, name).toBe(409)
      expect(answer.json).toMatchObject({
        error: 'trip-not-paid',
        message: 'هذا الحجز لم يُدفع بعد، فلا توجد رحلة: لا تذهب. اتصل بالمكتب.',
      })
    }
    // Staff correct no progress on it either: it has no trip.
    expect(
      await correctProgress(payload, {
        reservationNumber: number,
        leg: 'outbound',
        state: 'completed',
        reason: 'The driver says they drove it',
        staff,
      }),
    ).toMatchObject({ ok: false, code: 'progress-not-allowed' })
    const after = await reservationByNumber(payload, number)
    expect(after.progressHistory ?? []).toHaveLength(0)
    expect(after.reviewLink?.requestedAt ?? null).toBeNull()
  })
})

describe("a listed hotel in the driver's Arabic (issue 42 item 7; decision 0171)", () => {
  it('the SMS and the page name the hotel booked in English by its Arabic name', async () => {
    const district = await payload.find({
      collection: 'places',
      where: { code: { equals: 'drv-district' } },
      limit: 1,
      overrideAccess: true,
    })
    const hotel = await payload.create({
      collection: 'named-places',
      locale: 'en',
      data: { name: 'Nile Driver Plaza', place: district.docs[0]!.id, kind: 'hotel' },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'named-places',
      id: hotel.id,
      locale: 'ar',
      data: { name: 'فندق نايل درايفر بلازا' },
      overrideAccess: true,
    })
    const driver = { name: 'Hotel Driver', mobile: '+201004440003', plate: 'HTL 7' }
    const { number, reservation } = await dispatched('drv-hotel', 30, driver, 'en', {
      body: {
        locationNames: { pickup: '', dropoff: '' },
        namedPlaces: { pickup: null, dropoff: hotel.id },
      },
    })
    // The booking keeps the name in its customer's language.
    expect(reservation.dropoff?.locationName).toBe('Nile Driver Plaza')

    const sms = (await outboxTo(payload, driver.mobile)).filter(
      (message) => message.template === 'driver-dispatched',
    )
    expect(sms.at(-1)!.body).toContain('فندق نايل درايفر بلازا')
    expect(sms.at(-1)!.body).not.toContain('Nile Driver Plaza')

    const day = await driverDay(payload, await tokenSentTo(driver.mobile), 'drv-hotel')
    const leg = day.ok ? day.value.legs.find((each) => each.reservationNumber === number) : null
    expect(leg?.to.locationNames).toEqual({
      en: 'Nile Driver Plaza',
      ar: 'فندق نايل درايفر بلازا',
    })
  })
})

describe('the customer on the day', () => {
  it('hears on the way and arrived once each, then the review request, in their language', async () => {
    const { account, number } = await dispatched('drv-tell', 30, AHMED, 'ar', { pickupIn: 20 })
    const token = await tokenSentTo(AHMED.mobile)
    const driver = new Browser(undefined, 'ar')
    const step = (name: 'on-the-way' | 'arrived' | 'on-board' | 'completed') =>
      driver.call(stepRoute, {
        path: '/api/driver/step',
        body: { token, reservationNumber: number, leg: 'outbound', step: name },
      })
    const told = async (to: string) =>
      (await outboxTo(payload, to)).filter((message) => message.template === 'trip-progress')

    expect((await step('on-the-way')).status).toBe(200)
    // A retry over a weak network changes nothing and tells nobody twice.
    expect((await step('on-the-way')).json).toMatchObject({ changed: false })
    let sms = await told(account.user.mobile)
    expect(sms).toHaveLength(1)
    expect(sms[0]).toMatchObject({ channel: 'sms', locale: 'ar' })
    expect(sms[0]!.body).toContain('في الطريق إليك')
    expect(sms[0]!.body).toContain(AHMED.name)
    // The driver's mobile as Egyptians group it (decision 0182).
    expect(sms[0]!.body).toContain(displayPhone(AHMED.mobile))
    expect(sms[0]!.body).toContain(AHMED.plate)

    await step('arrived')
    sms = await told(account.user.mobile)
    expect(sms).toHaveLength(2)
    // From the airport: in the arrivals hall, with the traveller's name on the sign.
    expect(sms[1]!.body).toContain('صالة الوصول')
    const customer = await payload.findByID({ collection: 'customers', id: account.user.id })
    expect(sms[1]!.body).toContain(customer.name)

    // Passenger on board is the driver's own record: the customer is in the car.
    await step('on-board')
    expect(await told(account.user.mobile)).toHaveLength(2)

    // The last leg completed ends the trip: the review request thanks them, with its link, in
    // place of a third message.
    await step('completed')
    expect(await told(account.user.mobile)).toHaveLength(2)
    const review = (await outboxTo(payload, account.user.mobile)).filter(
      (message) => message.template === 'review-request',
    )
    expect(review).toHaveLength(1)
    expect(review[0]!.body).toMatch(/\/ar\/review\?token=/)

    const emails = await told(account.user.email)
    expect(emails.map((email) => email.channel)).toEqual(['email', 'email'])
    expect(emails[0]!.subject).toContain('السائق في الطريق إليك')
    expect(emails[0]!.body).toContain('السيارة:')
    expect(emails[1]!.subject).toContain('وصل السائق')
    expect(emails.every((email) => /[\u0600-\u06FF]/.test(email.body))).toBe(true)
  })
})

describe("staff's corrections", () => {
  it('set any step of a leg with a reason, audited; the outcome follows; nobody is messaged', async () => {
    const { account, number, reservation } = await dispatched('drv-fix', 30)
    const messagesBefore = (await outboxTo(payload, account.user.mobile)).length
    const fix = (input: { leg?: string; state: string; reason: string }) =>
      correctProgress(payload, {
        reservationNumber: number,
        leg: input.leg ?? 'outbound',
        state: input.state,
        reason: input.reason,
        staff,
      })

    expect(await fix({ state: 'completed', reason: '  ' })).toMatchObject({
      ok: false,
      code: 'reason-required',
    })
    expect(await fix({ state: 'flying', reason: 'x' })).toMatchObject({
      ok: false,
      code: 'progress-invalid',
    })
    // A one-way trip has no return leg.
    expect(await fix({ leg: 'return', state: 'completed', reason: 'x' })).toMatchObject({
      ok: false,
      code: 'leg-not-in-trip',
    })
    // A customer is not staff.
    expect(
      await correctProgress(payload, {
        reservationNumber: number,
        leg: 'outbound',
        state: 'completed',
        reason: 'x',
        staff: { ...account.user, collection: 'customers' },
      }),
    ).toMatchObject({ ok: false, code: 'not-staff' })

    const why = 'The driver forgot to tap; the passenger called to thank us'
    expect((await fix({ state: 'completed', reason: why })).ok).toBe(true)
    let after = await reservationByNumber(payload, number)
    expect(after.progress?.outbound?.state).toBe('completed')
    expect(after.progress?.outcome).toBe('completed')
    expect(after.status).toBe(reservation.status)
    expect(after.progressHistory?.at(-1)).toMatchObject({
      leg: 'outbound',
      step: 'completed',
      byType: 'staff',
      byId: String(staff!.id),
      reason: why,
    })
    expect(await fix({ state: 'completed', reason: 'again' })).toMatchObject({
      ok: false,
      code: 'progress-unchanged',
    })

    // Back, as far as the start: the trip is open again and has no outcome.
    expect((await fix({ state: 'assigned', reason: 'Tapped on the wrong booking' })).ok).toBe(true)
    after = await reservationByNumber(payload, number)
    expect(after.progress?.outbound?.state).toBe('assigned')
    expect(after.progress?.outcome ?? null).toBeNull()

    const { docs: audit } = await payload.find({
      collection: 'audit-log',
      where: {
        and: [
          { target: { equals: 'reservations' } },
          { documentId: { equals: String(reservation.id) } },
          { reason: { equals: why } },
        ],
      },
      overrideAccess: true,
    })
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ actorType: 'staff', actorId: String(staff!.id) })
    // A correction fixes the record: the customer hears nothing of it.
    expect(await outboxTo(payload, account.user.mobile)).toHaveLength(messagesBefore)
  })
})

describe('a flight delayed by hand', () => {
  it('moves every airport pickup on that flight that day, and tells each customer and driver', async () => {
    const first = await dispatched('delay-a', 30)
    const second = await dispatched('delay-b', 30, KARIM)
    const otherDay = await dispatched('delay-c', 30 + 72)
    const pickup = new Date(first.reservation.execDate)
    const later = utcToCairoWallTime(new Date(pickup.getTime() + 2 * 3_600_000))
    const delay = (expectedArrival: string, reason = 'Flight tracker: MS985 two hours late') =>
      delayFlight(payload, {
        reservationNumber: first.number,
        expectedArrival,
        reason,
        staff,
      })

    expect(await delay(later, ' ')).toMatchObject({ ok: false, code: 'reason-required' })
    expect(await delay('tomorrow')).toMatchObject({ ok: false, code: 'flight-delay-invalid' })
    // Earlier than booked, or a day and more later: not a delay to follow by hand.
    expect(await delay(utcToCairoWallTime(new Date(pickup.getTime() - 3_600_000)))).toMatchObject({
      ok: false,
      code: 'flight-delay-not-later',
    })
    expect(
      await delay(utcToCairoWallTime(new Date(pickup.getTime() + 25 * 3_600_000))),
    ).toMatchObject({ ok: false, code: 'flight-delay-not-later' })

    const result = await delay(later)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.value.flight).toBe('MS985')
    expect(result.value.moved).toEqual(expect.arrayContaining([first.number, second.number]))
    expect(result.value.moved).not.toContain(otherDay.number)

    for (const { number } of [first, second]) {
      const moved = await reservationByNumber(payload, number)
      expect(moved.execLocal).toBe(later)
      expect(moved.status).toBe(first.reservation.status)
      expect(moved.statusHistory?.at(-1)?.reason).toMatch(/^Flight MS 985 delayed: pickup /)
    }
    expect((await reservationByNumber(payload, otherDay.number)).execDate).toBe(
      otherDay.reservation.execDate,
    )

    // The customer, in their language, and each leg's driver.
    const told = (await outboxTo(payload, first.account.user.mobile)).filter(
      (message) => message.template === 'reservation-changed',
    )
    expect(told).toHaveLength(1)
    expect(told[0]!.body).toContain('MS 985')
    expect(told[0]!.body).toMatch(/late; your driver now meets you at/)
    const drivers = (await outboxTo(payload, KARIM.mobile)).filter(
      (message) => message.template === 'driver-trip-changed',
    )
    expect(drivers.map((message) => message.body).join('\n')).toContain(second.number)

    // Sent twice (a double click): the pickup is at that time already, so nothing moves again.
    expect(await delay(later)).toMatchObject({ ok: false, code: 'flight-delay-not-later' })
  })
})
