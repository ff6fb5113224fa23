import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as book } from '@/app/(frontend)/api/booking/route'
import { historyRow } from '@/booking/operations/createReservation'
import { transition } from '@/booking/status'
import type { Reservation } from '@/payload-types'
import { expirePayments } from '@/payments/operations/expirePayments'

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
 * Identical bookings (docs/decisions.md): the same customer booking the same trip again while the
 * first is open and recent is answered 409 `duplicate-booking` naming it, stores nothing and sends
 * nothing, unless the body says `allowDuplicate: true`.
 */

let payload: Payload
let previousStaffEmail: string | null = null
const STAFF_EMAIL = 'duplicates-desk@masar.test'

const execDate = cairoTimeIn(72)
const returningDate = cairoTimeIn(120)

const customer = (lang: 'en' | 'ar' = 'en') => signedUpCustomer(payload, { lang, tag: 'twice' })

/** A cash booking from the airport to Zamalek that every rule accepts. */
function booking(account: Account, overrides: Record<string, unknown> = {}) {
  return {
    tripType: 'one-way',
    pickupAddress: 'tdb-airport',
    dropoffAddress: 'tdb-zamalek',
    locationNames: { pickup: '', dropoff: 'Marriott Hotel' },
    personsCount: 2,
    luggagesCount: 2,
    execDate,
    returningDate: null,
    arrivalFlightNumber: 'MS 985',
    departureFlightNumber: null,
    acceptedTerms: true,
    carType: 'corolla',
    price: 50000,
    paymentType: 'cash',
    isAnotherPassengers: false,
    passengerName: '',
    passengerPhone: '',
    notes: '',
    partnerId: null,
    userId: account.user.id,
    ...overrides,
  }
}

const keyed =
  (key: string): Handler =>
  async (request) => {
    const headers = new Headers(request.headers)
    headers.set('idempotency-key', key)
    return book(new Request(request.url, { method: 'POST', headers, body: await request.text() }))
  }

/** One booking attempt, each with a key of its own unless told. */
const submit = (account: Account | Browser, body: unknown, key: string = crypto.randomUUID()) =>
  (account instanceof Browser ? account : account.browser).call(keyed(key), {
    path: '/api/booking',
    body,
  })

async function reservationsOf(account: Account) {
  const { docs } = await payload.find({
    collection: 'reservations',
    where: { customer: { equals: account.user.id } },
    depth: 0,
    sort: 'createdAt',
    pagination: false,
    overrideAccess: true,
  })
  return docs
}

/** The notifications of a new booking in the outbox: the customer's email and SMS, the staff's. */
async function notificationsOf(account: Account) {
  const { docs } = await payload.find({
    collection: 'outbox',
    where: {
      to: { in: [account.user.email, account.user.mobile, STAFF_EMAIL] },
      template: { in: ['booking-confirmation', 'staff-new-booking'] },
    },
    pagination: false,
    overrideAccess: true,
  })
  // The staff's desk receives every customer's bookings: keep this customer's.
  return docs.filter((message) => message.to !== STAFF_EMAIL || mentions(message, account))
}

const mentions = (message: { body?: string | null }, account: Account) =>
  String(message.body ?? '').includes(account.user.email)

/** Staff cancel a reservation, through the status machine. */
async function cancel(reservation: Reservation) {
  const moved = transition(reservation.status, 'cancelled', {
    by: { type: 'staff', id: 'duplicate-tests' },
    reason: 'Customer called to cancel',
    at: new Date(),
  })
  if (!moved.ok) throw new Error(`cannot cancel: ${moved.refusal.code}`)
  await payload.update({
    collection: 'reservations',
    id: reservation.id,
    data: {
      status: moved.status,
      statusHistory: [...(reservation.statusHistory ?? []), historyRow(moved.entry)],
    },
    overrideAccess: true,
  })
}

beforeAll(async () => {
  payload = await testPayload()
  await setBookingSettings(payload)
  const settings = await payload.findGlobal({ slug: 'settings', overrideAccess: true })
  previousStaffEmail = settings.staffEmail ?? null
  await payload.updateGlobal({ slug: 'settings', data: { staffEmail: STAFF_EMAIL } })
  await ensureCars(payload)
  const region = await createRegion(payload, {
    code: 'TDB',
    en: 'Twice Cairo',
    ar: 'القاهرة مرتين',
  })
  const airport = await createPlace(payload, {
    code: 'tdb-airport',
    region: region.id,
    en: 'Twice Airport',
    ar: 'مطار مرتين',
    kind: 'airport',
  })
  const zamalek = await createPlace(payload, {
    code: 'tdb-zamalek',
    region: region.id,
    en: 'Twice Zamalek',
    ar: 'الزمالك مرتين',
  })
  await createPriceRow(payload, {
    region: region.id,
    from: airport.id,
    to: zamalek.id,
    egp: { corolla: '500', caddy: '600', xpander: '650', h1: '850', hiace: '1100' },
  })
})

afterAll(async () => {
  await payload.updateGlobal({ slug: 'settings', data: { staffEmail: previousStaffEmail } })
  await payload.destroy()
})

describe('identical bookings', () => {
  it('makes one reservation of 20 identical bookings sent at once under different keys', async () => {
    const account = await customer()
    const body = booking(account)
    const answers = await Promise.all(Array.from({ length: 20 }, () => submit(account, body)))

    const rows = await reservationsOf(account)
    expect(rows).toHaveLength(1)
    const number = rows[0]!.reservationNumber
    const created = answers.filter((answer) => answer.status === 201)
    expect(created).toHaveLength(1)
    expect(created[0]!.json.reservation.reservationNumber).toBe(number)
    // Every other one is told which reservation it would repeat: once the first is committed,
    // the duplicate answer wins over "try again later".
    for (const answer of answers.filter((candidate) => candidate.status !== 201)) {
      expect(answer.status).toBe(409)
      expect(answer.json).toEqual({
        status: false,
        error: 'duplicate-booking',
        message: `You already have a booking for this trip: reservation ${number}. Do you need a second car?`,
        reservationNumber: number,
      })
    }

    // One confirmation email, one SMS, one staff email.
    const sent = await notificationsOf(account)
    expect(sent.map((message) => `${message.template} ${message.channel}`).sort()).toEqual([
      'booking-confirmation email',
      'booking-confirmation sms',
      'staff-new-booking email',
    ])
    for (const message of sent) expect(`${message.subject} ${message.body}`).toContain(number)
  })

  it('refuses the same trip later with other details (passengers, notes, payment), naming the first', async () => {
    const account = await customer()
    const first = await submit(account, booking(account))
    expect(first.status).toBe(201)
    const number = first.json.reservation.reservationNumber

    const again = await submit(
      account,
      booking(account, {
        personsCount: 3,
        notes: 'Please bring a child seat.',
        paymentType: 'card',
        arrivalFlightNumber: 'MS 777',
        locationNames: { pickup: '', dropoff: 'Sofitel' },
      }),
    )
    expect(again.status).toBe(409)
    expect(again.json).toMatchObject({ error: 'duplicate-booking', reservationNumber: number })
    expect(again.json.message).toContain(number)
    expect(await reservationsOf(account)).toHaveLength(1)
    expect(await notificationsOf(account)).toHaveLength(3)
  })

  it('books a second car when the body says allowDuplicate: true, with its own notifications', async () => {
    const account = await customer()
    expect((await submit(account, booking(account))).status).toBe(201)
    expect((await submit(account, booking(account))).status).toBe(409)

    const second = await submit(account, booking(account, { allowDuplicate: true }))
    expect(second.status).toBe(201)
    const rows = await reservationsOf(account)
    expect(rows).toHaveLength(2)
    expect(rows[1]!.reservationNumber).toBe(second.json.reservation.reservationNumber)
    expect(rows[1]!.reservationNumber).not.toBe(rows[0]!.reservationNumber)
    expect(await notificationsOf(account)).toHaveLength(6)

    // A third without saying so names the newest of the two.
    const third = await submit(account, booking(account))
    expect(third.status).toBe(409)
    expect(third.json.reservationNumber).toBe(rows[1]!.reservationNumber)
  })

  it('holds back the copies of "Book a second car" sent at once while one is being booked', async () => {
    const account = await customer()
    expect((await submit(account, booking(account))).status).toBe(201)
    const secondCar = booking(account, { allowDuplicate: true })
    const answers = await Promise.all(Array.from({ length: 5 }, () => submit(account, secondCar)))
    // Those that came while another was being booked are told to wait, never booked. (One that
    // arrives after the first has committed is a third car, as asked: hence "fewer than five".)
    const created = answers.filter((answer) => answer.status === 201)
    expect(created.length).toBeGreaterThanOrEqual(1)
    expect(created.length).toBeLessThan(5)
    for (const answer of answers.filter((candidate) => candidate.status !== 201)) {
      expect(answer.status).toBe(429)
      expect(answer.json.error).toBe('try-again-later')
    }
    expect(await reservationsOf(account)).toHaveLength(1 + created.length)
  })

  it('says "false" and null mean no second car, and refuses a value that is not a boolean', async () => {
    const account = await customer()
    expect((await submit(account, booking(account))).status).toBe(201)
    for (const allowDuplicate of [false, null]) {
      const answer = await submit(account, booking(account, { allowDuplicate }))
      expect(answer.status).toBe(409)
      expect(answer.json.error).toBe('duplicate-booking')
    }
    for (const allowDuplicate of ['true', 1, {}]) {
      const answer = await submit(account, booking(account, { allowDuplicate }))
      expect(answer.status).toBe(400)
      expect(answer.json).toMatchObject({
        error: 'allow-duplicate-invalid',
        message: 'Invalid value for booking a second car: it must be true or false.',
        issues: [{ field: 'allowDuplicate', error: 'allow-duplicate-invalid' }],
      })
    }
    expect(await reservationsOf(account)).toHaveLength(1)
  })

  it('does not count another car, another pickup time, another return or another customer', async () => {
    const account = await customer()
    expect((await submit(account, booking(account))).status).toBe(201)
    const others = [
      booking(account, { carType: 'caddy', price: 60000 }),
      booking(account, { execDate: cairoTimeIn(73) }),
      booking(account, {
        tripType: 'round-trip',
        returningDate,
        departureFlightNumber: 'MS 986',
        price: 100000,
      }),
      booking(account, {
        tripType: 'round-trip',
        returningDate: cairoTimeIn(121),
        departureFlightNumber: 'MS 986',
        price: 100000,
      }),
    ]
    for (const body of others) expect((await submit(account, body)).status).toBe(201)
    expect(await reservationsOf(account)).toHaveLength(1 + others.length)

    const someoneElse = await customer()
    expect((await submit(someoneElse, booking(someoneElse))).status).toBe(201)
  })

  it('accepts the same booking again once the first is cancelled', async () => {
    const account = await customer()
    expect((await submit(account, booking(account))).status).toBe(201)
    expect((await submit(account, booking(account))).status).toBe(409)
    const [first] = await reservationsOf(account)
    await cancel(first!)
    const again = await submit(account, booking(account))
    expect(again.status).toBe(201)
    expect(again.json.reservation.reservationNumber).not.toBe(first!.reservationNumber)
  })

  it('accepts the same card booking again once the first has failed (payment not made)', async () => {
    const account = await customer()
    const first = await submit(account, booking(account, { paymentType: 'card' }))
    expect(first.status).toBe(201)
    // Still waiting for its payment: a duplicate, which the customer can pay from its page.
    const meanwhile = await submit(account, booking(account, { paymentType: 'card' }))
    expect(meanwhile.json).toMatchObject({
      error: 'duplicate-booking',
      reservationNumber: first.json.reservation.reservationNumber,
    })
    await expirePayments(payload, new Date(Date.now() + 31 * 60_000))
    const [failed] = await reservationsOf(account)
    expect(failed!.status).toBe('fail')

    const again = await submit(account, booking(account, { paymentType: 'card' }))
    expect(again.status).toBe(201)
    expect(await reservationsOf(account)).toHaveLength(2)
  })

  it('names the reservation in Arabic to an Arabic caller', async () => {
    const account = await customer('ar')
    const first = await submit(account, booking(account))
    expect(first.status).toBe(201)
    const number = first.json.reservation.reservationNumber as string
    const again = await submit(account, booking(account))
    expect(again.status).toBe(409)
    expect(again.json.error).toBe('duplicate-booking')
    expect(again.json.reservationNumber).toBe(number)
    // The number is isolated inside the Arabic sentence, so it reads left to right.
    expect(again.json.message).toBe(
      `لديك حجز لهذه الرحلة بالفعل: الحجز رقم \u2068${number}\u2069. هل تحتاج إلى سيارة ثانية؟`,
    )
  })

  it('still answers a repeated key with its own reservation, not as a duplicate', async () => {
    const account = await customer()
    const key = crypto.randomUUID()
    const first = await submit(account, booking(account), key)
    const again = await submit(account, booking(account), key)
    expect(first.status).toBe(201)
    expect(again.status).toBe(201)
    expect(again.json).toEqual(first.json)
  })
})
