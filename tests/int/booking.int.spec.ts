import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as getReservation } from '@/app/(frontend)/api/booking/[reservationNumber]/route'
import { POST as book } from '@/app/(frontend)/api/booking/route'
import { POST as otpSend } from '@/app/(frontend)/api/otp/send/route'
import { GET as info } from '@/app/(frontend)/api/user/info/route'
import { POST as verify } from '@/app/(frontend)/api/user/verify/route'
import { GET as userReservations } from '@/app/(frontend)/api/user/reservations/route'
import { cairoWallTimeToUtc } from '@/booking/cairoTime'
import { BOOKING_RATE_LIMIT } from '@/booking/bookingRequest'
import { sendDueConfirmations } from '@/notifications/booking'
import { DUE_AFTER_MS as CONFIRMATION_DUE_AFTER_MS } from '@/notifications/due'
import { sqlPool } from '@/infra/db'

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
import { latestCode } from '../helpers/outbox'
import { whileOutboxRefuses } from '../helpers/outboxDb'
import { testPayload } from '../helpers/payload'

let payload: Payload
let previousStaffEmail: string | null = null
const STAFF_EMAIL = 'bookings-desk@masar.test'

/** One pickup time for every booking of the file, so that identical requests really are. */
const execDate = cairoTimeIn(72)
const returningDate = cairoTimeIn(120)

/** A customer who signed up (in `lang`) and, unless told otherwise, verified their phone. */
const customer = (options: { verified?: boolean; lang?: 'en' | 'ar' } = {}) =>
  signedUpCustomer(payload, { ...options, tag: 'booker' })

/** A cash booking from Cairo airport to Zamalek that every rule accepts. */
function booking(account: Account, overrides: Record<string, unknown> = {}) {
  return {
    tripType: 'one-way',
    pickupAddress: 'tbk-airport',
    dropoffAddress: 'tbk-zamalek',
    locationNames: { pickup: '', dropoff: 'Marriott Hotel, 19 Saray El Gezira' },
    personsCount: 2,
    luggagesCount: 2,
    execDate,
    returningDate: null,
    arrivalFlightNumber: 'ms 985',
    departureFlightNumber: null,
    acceptedTerms: true,
    carType: 'corolla',
    price: 50000,
    paymentType: 'cash',
    isAnotherPassengers: false,
    passengerName: '',
    passengerPhone: '',
    notes: 'Two child seats, please.',
    partnerId: null,
    userId: account.user.id,
    ...overrides,
  }
}

/** The booking handler with an Idempotency-Key header (or none). */
const keyed =
  (key: string | null): Handler =>
  async (request) => {
    const headers = new Headers(request.headers)
    if (key !== null) headers.set('idempotency-key', key)
    return book(new Request(request.url, { method: 'POST', headers, body: await request.text() }))
  }

const newKey = () => crypto.randomUUID()

const submit = (account: Account | Browser, body: unknown, key: string | null = newKey()) =>
  (account instanceof Browser ? account : account.browser).call(keyed(key), {
    path: '/api/booking',
    body,
  })

const read = (browser: Browser, reservationNumber: string) =>
  browser.call(
    (request) => getReservation(request, { params: Promise.resolve({ reservationNumber }) }),
    { method: 'GET', path: `/api/booking/${reservationNumber}` },
  )

async function reservationsOf(account: Account) {
  const { docs } = await payload.find({
    collection: 'reservations',
    where: { customer: { equals: account.user.id } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs
}

async function messages(to: string) {
  const { docs } = await payload.find({
    collection: 'outbox',
    where: { to: { equals: to } },
    sort: 'createdAt',
    pagination: false,
    overrideAccess: true,
  })
  return docs
}

beforeAll(async () => {
  payload = await testPayload()
  await setBookingSettings(payload)
  const settings = await payload.findGlobal({ slug: 'settings', overrideAccess: true })
  previousStaffEmail = settings.staffEmail ?? null
  await payload.updateGlobal({ slug: 'settings', data: { staffEmail: STAFF_EMAIL } })
  await ensureCars(payload)

  // TBK takes cash (like Cairo); TBN does not (like Borg Al-Arab).
  const cairo = await createRegion(payload, { code: 'TBK', en: 'Book Cairo', ar: 'القاهرة للحجز' })
  const borg = await createRegion(payload, {
    code: 'TBN',
    en: 'Book Borg',
    ar: 'برج الحجز',
    cashAllowed: false,
  })
  const place = async (code: string, region: number, en: string, ar: string, airport = false) =>
    (
      await createPlace(payload, {
        code,
        region,
        en,
        ar,
        kind: airport ? 'airport' : 'area',
      })
    ).id
  const cairoAirport = await place(
    'tbk-airport',
    cairo.id,
    'Book Cairo Airport',
    'مطار القاهرة للحجز',
    true,
  )
  const zamalek = await place('tbk-zamalek', cairo.id, 'Book Zamalek', 'الزمالك للحجز')
  const borgAirport = await place(
    'tbn-airport',
    borg.id,
    'Book Borg Airport',
    'مطار برج الحجز',
    true,
  )
  const smouha = await place('tbn-smouha', borg.id, 'Book Smouha', 'سموحة للحجز')
  const prices = { corolla: '500', caddy: '600', xpander: '650', h1: '850', hiace: '1100' }
  await createPriceRow(payload, { region: cairo.id, from: cairoAirport, to: zamalek, egp: prices })
  await createPriceRow(payload, { region: borg.id, from: borgAirport, to: smouha, egp: prices })
  await payload.create({
    collection: 'partners',
    locale: 'en',
    data: { name: 'Nile Crown Hotel', kind: 'hotel', code: 'BOOKCROWN' },
  })
})

afterAll(async () => {
  await payload.updateGlobal({ slug: 'settings', data: { staffEmail: previousStaffEmail } })
  await payload.destroy()
})

describe('POST /api/booking', () => {
  it('books cash in Cairo for a verified customer, stores the snapshot and confirms by email and SMS', async () => {
    const account = await customer()
    const answer = await submit(account, booking(account, { partnerId: 'bookcrown' }))
    expect(answer.status).toBe(201)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(answer.json).toMatchObject({
      status: true,
      next: 'confirmation',
      reservation: {
        status: 'cash-not-sent',
        label: 'COMPLETED',
        paymentType: 'cash',
        tripType: 'one-way',
        carType: 'corolla',
        carName: 'Toyota Corolla',
        pickup: { code: 'tbk-airport', name: 'Book Cairo Airport' },
        dropoff: { code: 'tbk-zamalek', name: 'Book Zamalek' },
        execDate,
        returningDate: null,
        persons: 2,
        luggages: 2,
        price: 50000,
        priceText: 'EGP\u00a0500',
      },
    })
    const { reservation } = answer.json
    expect(reservation.reservationNumber).toMatch(/^MS-[23456789A-HJ-NP-Z]{6}$/)
    expect(Object.keys(reservation).sort()).toEqual(
      [
        'id',
        'reservationNumber',
        'status',
        'label',
        'paymentType',
        'tripType',
        'carType',
        'carName',
        'pickup',
        'dropoff',
        'execDate',
        'returningDate',
        'persons',
        'luggages',
        'price',
        'priceText',
        'extras',
        'promo',
        'createdAt',
      ].sort(),
    )

    const [row] = await reservationsOf(account)
    expect(row).toMatchObject({
      reservationNumber: reservation.reservationNumber,
      status: 'cash-not-sent',
      execLocal: execDate,
      arrivalFlightNumber: 'MS985',
      pickupAddress: 'Book Cairo Airport',
      dropoffAddress: 'Book Zamalek, Marriott Hotel, 19 Saray El Gezira',
      pickup: { code: 'tbk-airport', nameEn: 'Book Cairo Airport', nameAr: 'مطار القاهرة للحجز' },
      dropoff: { code: 'tbk-zamalek', locationName: 'Marriott Hotel, 19 Saray El Gezira' },
      carName: { en: 'Toyota Corolla', ar: 'تويوتا كورولا' },
      cashAllowed: true,
      currency: 'EGP',
      language: 'en',
      notes: 'Two child seats, please.',
      statusHistory: [{ from: null, to: 'cash-not-sent', byType: 'system' }],
    })
    expect(row!.execDate).toBe(cairoWallTimeToUtc(execDate)!.toISOString())
    expect(row!.priceSnapshot).toMatchObject({
      price: 50000,
      legs: [{ from: 'tbk-airport', to: 'tbk-zamalek', price: 50000, regionCode: 'TBK' }],
      carPrices: { corolla: 50000, caddy: 60000, hiace: 110000 },
    })
    expect(row!.partner).toEqual(expect.any(Number))

    const [email, sms] = await messages(account.user.email).then(async (emails) => [
      emails.find((message) => message.template === 'booking-confirmation'),
      (await messages(account.user.mobile)).find(
        (message) => message.template === 'booking-confirmation',
      ),
    ])
    expect(email?.channel).toBe('email')
    expect(email?.subject).toContain(reservation.reservationNumber)
    expect(email?.body).toContain('Book Cairo Airport')
    expect(email?.body).toContain('Book Zamalek, Marriott Hotel')
    expect(email?.body).toContain('Toyota Corolla')
    expect(email?.body).toContain('EGP\u00a0500')
    expect(email?.body).toContain('in cash, to the driver')
    expect(email?.body).toContain('MS 985')
    expect(email?.body).toContain(HOTLINE)
    expect(sms?.channel).toBe('sms')
    expect(sms?.body).toContain(reservation.reservationNumber)
    expect(sms?.body).toContain('Cairo time')
    expect(sms?.body).toContain(HOTLINE)

    const staff = (await messages(STAFF_EMAIL)).find((message) =>
      message.subject?.includes(reservation.reservationNumber),
    )
    expect(staff?.template).toBe('staff-new-booking')
    expect(staff?.body).toContain(account.user.email)
    expect(staff?.body).toContain('Two child seats, please.')
    expect(staff?.body).toContain('Nile Crown Hotel')

    // The account screen lists it at once.
    const listed = await account.browser.call(userReservations, {
      method: 'GET',
      path: '/api/user/reservations',
    })
    expect(listed.json[0]).toMatchObject({
      reservationNumber: reservation.reservationNumber,
      label: 'COMPLETED',
    })
  })

  it('confirms in the language of an Arabic customer, in Arabic words and digits', async () => {
    const account = await customer({ lang: 'ar' })
    const answer = await submit(account, booking(account))
    expect(answer.status).toBe(201)
    expect(answer.json.reservation.carName).toBe('تويوتا كورولا')
    expect(answer.json.reservation.priceText).toContain('٥٠٠')
    const sms = (await messages(account.user.mobile)).find(
      (message) => message.template === 'booking-confirmation',
    )
    expect(sms?.locale).toBe('ar')
    expect(sms?.body).toContain('استلمنا الحجز')
    expect(sms?.body).toContain(answer.json.reservation.reservationNumber)
    expect(sms?.body).toContain('بتوقيت القاهرة')
    const [row] = await reservationsOf(account)
    expect(row?.dropoffAddress).toBe('الزمالك للحجز، Marriott Hotel, 19 Saray El Gezira')
  })

  it('starts a card booking as pending, hands it to the payment and confirms nothing yet', async () => {
    const account = await customer()
    const answer = await submit(account, booking(account, { paymentType: 'card' }))
    expect(answer.status).toBe(201)
    expect(answer.json).toMatchObject({
      next: 'payment',
      reservation: { status: 'pending', label: 'IN-COMPLETE', paymentType: 'card' },
    })
    const number = answer.json.reservation.reservationNumber
    const all = [...(await messages(account.user.email)), ...(await messages(account.user.mobile))]
    expect(all.filter((message) => message.template === 'booking-confirmation')).toEqual([])
    const staff = await messages(STAFF_EMAIL)
    expect(staff.filter((message) => message.subject?.includes(number))).toEqual([])
  })

  it('books a round trip for another passenger with both flights and a return time', async () => {
    const account = await customer()
    const answer = await submit(
      account,
      booking(account, {
        tripType: 'round-trip',
        returningDate,
        departureFlightNumber: 'SM-123',
        price: 100000,
        isAnotherPassengers: true,
        passengerName: 'Laila Hassan',
        passengerPhone: '010 9876 5432',
      }),
    )
    expect(answer.status).toBe(201)
    expect(answer.json.reservation).toMatchObject({ tripType: 'round-trip', returningDate })
    const [row] = await reservationsOf(account)
    expect(row).toMatchObject({
      returningLocal: returningDate,
      departureFlightNumber: 'SM123',
      isAnotherPassengers: true,
      passengerName: 'Laila Hassan',
      passengerPhone: '+201098765432',
    })
    expect(row!.priceSnapshot).toMatchObject({
      legs: [
        { from: 'tbk-airport', to: 'tbk-zamalek', price: 50000 },
        { from: 'tbk-zamalek', to: 'tbk-airport', price: 50000 },
      ],
    })
  })

  it('refuses a tampered price with 409 and stores nothing', async () => {
    const account = await customer()
    const answer = await submit(account, booking(account, { price: 100 }))
    expect(answer.status).toBe(409)
    expect(answer.json).toMatchObject({ status: false, error: 'invalid-price' })
    expect(answer.json.message).toContain('Invalid price')
    expect(await reservationsOf(account)).toEqual([])
  })

  it("refuses to book for somebody else's user id with 403", async () => {
    const account = await customer()
    const other = await customer()
    const answer = await submit(account, booking(other))
    expect(answer.status).toBe(403)
    expect(answer.json).toMatchObject({ error: 'invalid-user-id', message: 'Invalid user id.' })
    const withoutUser = await submit(account, { ...booking(account), userId: null })
    expect(withoutUser.status).toBe(403)
    expect(await reservationsOf(account)).toEqual([])
    expect(await reservationsOf(other)).toEqual([])
  })

  it('answers 401 to a visitor who is not logged in', async () => {
    const account = await customer()
    const answer = await submit(new Browser(), booking(account))
    expect(answer.status).toBe(401)
    expect(answer.json.error).toBe('not-logged-in')
  })

  it('wants an Idempotency-Key of 8 to 128 safe characters', async () => {
    const account = await customer()
    for (const key of [null, 'short', 'has spaces in it', 'x'.repeat(129)]) {
      const answer = await submit(account, booking(account), key)
      expect(answer.status).toBe(400)
      expect(answer.json.error).toBe('idempotency-key-required')
    }
    const arabic = new Browser(account.browser.ip, 'ar')
    arabic.cookies = account.browser.cookies
    const inArabic = await submit(arabic, booking(account), null)
    expect(inArabic.json.message).toMatch(/[\u0600-\u06FF]/)
    expect(await reservationsOf(account)).toEqual([])
  })

  it('refuses cash to a customer who has not verified their account', async () => {
    const account = await customer({ verified: false })
    const answer = await submit(account, booking(account))
    expect(answer.status).toBe(422)
    expect(answer.json.error).toBe('cash-not-allowed')
    expect(answer.json.message).toBe(
      `Cash payment is not allowed for this booking, please call ${HOTLINE}.`,
    )
    // The same customer may still book by card.
    const card = await submit(account, booking(account, { paymentType: 'card' }))
    expect(card.status).toBe(201)
  })

  it('refuses cash until an SMS code proves the mobile (an account verified by email is not enough)', async () => {
    const account = await customer({ verified: false })
    // Each code may follow the last only after 60 s: the test skips the wait.
    const skipResendDelay = () =>
      payload.delete({
        collection: 'rate-limits',
        where: { key: { equals: `codeResend:${account.user.id}:verify` } },
        overrideAccess: true,
      })
    await skipResendDelay()
    const byEmail = await account.browser.call(otpSend, {
      body: { id: account.user.id, email: account.user.email },
    })
    expect(byEmail.status).toBe(200)
    const emailCode = await latestCode(payload, account.user.email)
    expect((await account.browser.call(verify, { body: { code: emailCode } })).status).toBe(200)
    const me = await account.browser.call(info, { method: 'GET' })
    expect(me.json).toMatchObject({ verified: true, phoneVerified: false })

    const refused = await submit(account, booking(account))
    expect(refused.status).toBe(422)
    expect(refused.json.error).toBe('phone-not-verified')
    expect(refused.json.message).toMatch(
      /verify your mobile number with a code we send to it by SMS/,
    )
    account.browser.lang = 'ar'
    const inArabic = await submit(account, booking(account))
    account.browser.lang = 'en'
    expect(inArabic.json.message).toMatch(/تحقّق أولًا من رقم جوالك/)
    expect(await reservationsOf(account)).toEqual([])

    // The way on: a code by SMS to the account's own number (after the 60 s resend delay).
    await skipResendDelay()
    const bySms = await account.browser.call(otpSend, {
      body: { id: account.user.id, mobile: account.user.mobile },
    })
    expect(bySms.status).toBe(200)
    const smsCode = await latestCode(payload, account.user.mobile)
    const proved = await account.browser.call(verify, { body: { code: smsCode } })
    expect(proved.json.user).toMatchObject({ verified: true, phoneVerified: true })
    const booked = await submit(account, booking(account))
    expect(booked.status).toBe(201)
  })

  it('refuses cash where the region takes none (Borg Al-Arab)', async () => {
    const account = await customer()
    const answer = await submit(
      account,
      booking(account, { pickupAddress: 'tbn-airport', dropoffAddress: 'tbn-smouha' }),
    )
    expect(answer.status).toBe(422)
    expect(answer.json.error).toBe('cash-not-allowed')
    expect(await reservationsOf(account)).toEqual([])
  })

  it('refuses cash everywhere while the settings switch it off', async () => {
    const account = await customer()
    await setBookingSettings(payload, { cashEnabled: false })
    try {
      const answer = await submit(account, booking(account))
      expect(answer.status).toBe(422)
      expect(answer.json.error).toBe('cash-not-allowed')
    } finally {
      await setBookingSettings(payload)
    }
  })
})

describe('a confirmation the server could not store after its answer', () => {
  const outboxRefusing = <T>(work: () => Promise<T>) => whileOutboxRefuses(sqlPool(payload), work)
  const confirmations = async (account: Account) =>
    [...(await messages(account.user.email)), ...(await messages(account.user.mobile))]
      .filter((message) => message.template === 'booking-confirmation')
      .map((message) => message.channel)
      .sort()
  const dueFlag = async (reservationNumber: string) =>
    (
      await payload.find({
        collection: 'reservations',
        where: { reservationNumber: { equals: reservationNumber } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]!.confirmationDue

  it('is sent by the jobs queue once the booking has waited two minutes, and only once', async () => {
    const account = await customer()
    const answer = await outboxRefusing(() => submit(account, booking(account)))
    expect(answer.status).toBe(201)
    const number = answer.json.reservation.reservationNumber as string
    expect(await confirmations(account)).toEqual([])
    expect(await dueFlag(number)).toBe(true)

    // Within two minutes the server's own send may still be under way: the queue leaves it.
    await sendDueConfirmations(payload, new Date(Date.now() + CONFIRMATION_DUE_AFTER_MS / 2))
    expect(await confirmations(account)).toEqual([])

    await sendDueConfirmations(payload, new Date(Date.now() + CONFIRMATION_DUE_AFTER_MS + 1_000))
    expect(await confirmations(account)).toEqual(['email', 'sms'])
    const staff = (await messages(STAFF_EMAIL)).filter((message) =>
      message.subject?.includes(number),
    )
    expect(staff).toHaveLength(1)
    expect(await dueFlag(number)).toBe(false)

    await sendDueConfirmations(payload, new Date(Date.now() + CONFIRMATION_DUE_AFTER_MS + 1_000))
    expect(await confirmations(account)).toEqual(['email', 'sms'])
  })

  it('is not due once the server stored it, nor for a card booking not yet paid', async () => {
    const account = await customer()
    const cardCustomer = await customer()
    const cash = await submit(account, booking(account))
    const card = await submit(cardCustomer, booking(cardCustomer, { paymentType: 'card' }))
    expect([cash.status, card.status]).toEqual([201, 201])
    expect(await dueFlag(cash.json.reservation.reservationNumber)).toBe(false)
    expect(await dueFlag(card.json.reservation.reservationNumber)).toBe(false)
    await sendDueConfirmations(payload, new Date(Date.now() + CONFIRMATION_DUE_AFTER_MS + 1_000))
    expect(await confirmations(account)).toEqual(['email', 'sms'])
    expect(await confirmations(cardCustomer)).toEqual([])
  })
})

describe('repeats and races', () => {
  it('answers a repeated key with the first result and creates one reservation', async () => {
    const account = await customer()
    const key = newKey()
    const first = await submit(account, booking(account), key)
    // The keys of the body in another order are the same request.
    const reordered = Object.fromEntries(Object.entries(booking(account)).reverse())
    const again = await submit(account, reordered, key)
    expect(first.status).toBe(201)
    expect(again.status).toBe(201)
    expect(again.json).toEqual(first.json)
    expect(await reservationsOf(account)).toHaveLength(1)
    // Confirmed once, not twice.
    const confirmations = (await messages(account.user.mobile)).filter(
      (message) => message.template === 'booking-confirmation',
    )
    expect(confirmations).toHaveLength(1)
  })

  it('refuses the same key with another body (409) and keeps the first booking', async () => {
    const account = await customer()
    const key = newKey()
    expect((await submit(account, booking(account), key)).status).toBe(201)
    const changed = await submit(account, booking(account, { personsCount: 3 }), key)
    expect(changed.status).toBe(409)
    expect(changed.json.error).toBe('idempotency-key-reused')
    expect(await reservationsOf(account)).toHaveLength(1)
  })

  it('keeps keys per customer: two customers may send the same key', async () => {
    const a = await customer()
    const b = await customer()
    const key = newKey()
    expect((await submit(a, booking(a), key)).status).toBe(201)
    expect((await submit(b, booking(b), key)).status).toBe(201)
  })

  it('has PostgreSQL refuse a second reservation with the same customer and key', async () => {
    const account = await customer()
    const key = newKey()
    expect((await submit(account, booking(account), key)).status).toBe(201)
    const [first] = await reservationsOf(account)
    const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...copy } = first!
    await expect(
      payload.create({
        collection: 'reservations',
        overrideAccess: true,
        data: { ...copy, reservationNumber: 'MS-TWN2K7', statusHistory: [] },
      }),
    ).rejects.toThrow()
    expect(await reservationsOf(account)).toHaveLength(1)
  })

  it('creates exactly one reservation from 20 identical submissions at once', async () => {
    const account = await customer()
    const key = newKey()
    const body = booking(account)
    const answers = await Promise.all(Array.from({ length: 20 }, () => submit(account, body, key)))
    expect(await reservationsOf(account)).toHaveLength(1)
    const created = answers.filter((answer) => answer.status === 201)
    expect(created.length).toBeGreaterThanOrEqual(1)
    for (const answer of created) expect(answer.json).toEqual(created[0]!.json)
    for (const answer of answers.filter((candidate) => candidate.status !== 201)) {
      expect(answer.status).toBe(429)
      expect(answer.json).toMatchObject({ error: 'try-again-later', retryAfter: 30 })
      expect(answer.json.message).toBe('You cannot book right now, please retry after 30 seconds.')
      expect(answer.headers.get('retry-after')).toBe('30')
    }
  })

  it('answers identical bookings sent at once under other keys as duplicates of the first', async () => {
    const account = await customer()
    const body = booking(account)
    const answers = await Promise.all(Array.from({ length: 6 }, () => submit(account, body)))
    const rows = await reservationsOf(account)
    expect(rows).toHaveLength(1)
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1)
    for (const answer of answers.filter((candidate) => candidate.status !== 201)) {
      expect(answer.status).toBe(409)
      expect(answer.json.error).toBe('duplicate-booking')
      expect(answer.json.reservationNumber).toBe(rows[0]!.reservationNumber)
    }
  })

  it(`allows ${BOOKING_RATE_LIMIT.limit} bookings per customer in 10 minutes, then asks to wait`, async () => {
    const account = await customer()
    for (let n = 0; n < BOOKING_RATE_LIMIT.limit; n += 1) {
      // The same trip each time: the customer says they mean another car.
      const car = booking(account, { notes: `Car ${n}`, allowDuplicate: true })
      expect((await submit(account, car)).status).toBe(201)
    }
    const burst = await submit(
      account,
      booking(account, { notes: 'One too many', allowDuplicate: true }),
    )
    expect(burst.status).toBe(429)
    expect(burst.json).toMatchObject({ error: 'try-again-later', retryAfter: 30 })
    expect(burst.headers.get('retry-after')).toBe('30')
    expect(await reservationsOf(account)).toHaveLength(BOOKING_RATE_LIMIT.limit)
  })
})

describe('validation', () => {
  it('answers every problem with its field, code and message, in English and in Arabic', async () => {
    const account = await customer()
    const body = {
      ...booking(account),
      pickupAddress: '',
      dropoffAddress: '',
      personsCount: 0,
      luggagesCount: -1,
      execDate: cairoTimeIn(2),
      acceptedTerms: false,
      carType: 'rocket',
      paymentType: 'cheque',
      isAnotherPassengers: 'maybe',
      tripType: 'there-and-back',
      price: 'free',
    }
    const english = await submit(account, body)
    expect(english.status).toBe(400)
    expect(english.json.status).toBe(false)
    const codes = english.json.issues.map((issue: { error: string }) => issue.error)
    expect(codes).toEqual(
      expect.arrayContaining([
        'addresses-required',
        'persons-invalid',
        'luggages-invalid',
        'exec-date-invalid',
        'terms-not-accepted',
        'car-type-invalid',
        'payment-type-invalid',
        'another-passengers-invalid',
        'trip-type-invalid',
        'price-invalid',
      ]),
    )
    expect(english.json.error).toBe(english.json.issues[0].error)
    expect(english.json.message).toBe(english.json.issues[0].message)

    const arabicBrowser = new Browser(account.browser.ip, 'ar')
    arabicBrowser.cookies = account.browser.cookies
    const arabic = await submit(arabicBrowser, body)
    expect(arabic.status).toBe(400)
    expect(arabic.json.issues).toHaveLength(english.json.issues.length)
    for (const [index, issue] of arabic.json.issues.entries()) {
      expect(issue.field).toBe(english.json.issues[index].field)
      expect(issue.message).toMatch(/[\u0600-\u06FF]/)
      expect(issue.message).not.toBe(english.json.issues[index].message)
    }
    expect(await reservationsOf(account)).toEqual([])
  })

  it('wants the flights, the location names and the passenger that the trip needs', async () => {
    const account = await customer()
    const answer = await submit(
      account,
      booking(account, {
        arrivalFlightNumber: null,
        locationNames: {},
        isAnotherPassengers: true,
      }),
    )
    expect(answer.status).toBe(400)
    const fields = answer.json.issues.map((issue: { field: string }) => issue.field)
    expect(fields).toEqual(
      expect.arrayContaining([
        'arrivalFlightNumber',
        'locationNames.dropoff',
        'passengerName',
        'passengerPhone',
      ]),
    )
  })

  it('answers malformed JSON with 400 invalid-body', async () => {
    const account = await customer()
    const answer = await submit(account, '{"tripType":')
    expect(answer.status).toBe(400)
    expect(answer.json.error).toBe('invalid-body')
  })
})

describe('GET /api/booking/{reservationNumber}', () => {
  it('shows the owner their reservation and nobody else', async () => {
    const owner = await customer()
    const made = await submit(owner, booking(owner, { paymentType: 'card' }))
    const number = made.json.reservation.reservationNumber as string

    const mine = await read(owner.browser, number)
    expect(mine.status).toBe(200)
    expect(mine.json).toMatchObject({ status: true, reservation: made.json.reservation })
    // With where the trip stands: a card booking waiting for its payment (decision 0184).
    expect(mine.json.trip).toMatchObject({
      stage: 'awaiting-payment',
      legs: [{ leg: 'outbound', stage: 'awaiting-payment', live: false }],
      change: { kind: 'open' },
      reviewable: false,
    })
    // Typed as customers say it on the phone.
    expect((await read(owner.browser, number.toLowerCase().replace('-', ' '))).status).toBe(200)

    const stranger = await customer()
    const theirs = await read(stranger.browser, number)
    expect(theirs.status).toBe(404)
    expect(theirs.json.error).toBe('reservation-not-found')
    expect((await read(owner.browser, 'MS-ZZZZZZ')).status).toBe(404)
    expect((await read(new Browser(), number)).status).toBe(401)
  })
})
