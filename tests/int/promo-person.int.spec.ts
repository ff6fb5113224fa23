import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET, POST } from '@/app/(frontend)/api/[...slug]/route'
import { GET as getReservation } from '@/app/(frontend)/api/booking/[reservationNumber]/route'
import { POST as bookAsGuest } from '@/app/(frontend)/api/booking/guest/route'
import { POST as book } from '@/app/(frontend)/api/booking/route'
import { POST as quote } from '@/app/(frontend)/api/booking/quote/route'
import { POST as paymobCallback } from '@/app/(frontend)/api/payments/paymob/callback/route'
import { GET as paymobRedirect } from '@/app/(frontend)/api/payments/paymob/redirect/route'
import { POST as pay } from '@/app/(frontend)/api/payments/pay/route'
import { POST as signup } from '@/app/(frontend)/api/user/signup/route'
import { POST as verify } from '@/app/(frontend)/api/user/verify/route'
import { POST as payWithCard } from '@/app/(simulator)/paymob-simulator/api/checkout/pay/route'
import { staffPath } from '@/lib/staffPath'
import { expirePayments } from '@/payments/operations/expirePayments'
import { declinedAttempt } from '@/payments/operations/latestPayment'
import { paymobTransactionHmac, signedFieldsOfTransaction } from '@/payments/hmac'
import { SIMULATOR_KEYS } from '@/payments/simulatorKeys'
import { transactionById } from '@/payments/simulator/store'

import { outboxTo, reservationByNumber, startSimulatorSite, until } from '../helpers/backoffice'
import {
  cairoTimeIn,
  createPlace,
  createPriceRow,
  createRegion,
  ensureCars,
  setBookingSettings,
  staffUser,
} from '../helpers/bookingData'
import type { Account } from '../helpers/customers'
import { Browser, type Handler } from '../helpers/http'
import { latestCode } from '../helpers/outbox'
import { testPayload } from '../helpers/payload'

/**
 * decisions.md "Promo codes" (docs/decisions/0176-0177): a once-per-customer code counts the
 * person (every contact the booking carries, and the card or wallet that pays), not the email; a
 * code may make a trip free, which is then complimentary and confirmed without the card step; and
 * no code leaves a card booking at an amount the gateway cannot take. Through the routes, against
 * PostgreSQL, and paid through the Paymob simulator.
 */

const SEGMENT = staffPath().slice(1)
let payload: Payload
let siteUrl = ''
let closeSite: () => Promise<void> = async () => {}
let day = 60
let serial = 0

/** An email and Egyptian mobile nobody has used: what a person invents at each checkout. */
function invented(tag: string) {
  serial += 1
  const digits = String(Date.now() % 1e6).padStart(6, '0') + String(serial).padStart(2, '0')
  return { name: `${tag} ${serial}`, email: `${tag}.${digits}@example.com`, mobile: `010${digits}` }
}

/** A trip from the test airport to the test district (car EGP 500), each on a day of its own. */
function trip(overrides: Record<string, unknown> = {}) {
  day += 2
  return {
    tripType: 'one-way',
    pickupAddress: 'tpp-airport',
    dropoffAddress: 'tpp-district',
    locationNames: { pickup: '', dropoff: 'Nile Tower, 5 Corniche' },
    personsCount: 1,
    luggagesCount: 1,
    execDate: cairoTimeIn(day),
    returningDate: null,
    arrivalFlightNumber: 'MS 985',
    departureFlightNumber: null,
    acceptedTerms: true,
    carType: 'corolla',
    price: 50000,
    paymentType: 'card',
    isAnotherPassengers: false,
    passengerName: '',
    passengerPhone: '',
    notes: '',
    partnerId: null,
    ...overrides,
  }
}

const keyed =
  (route: (request: Request) => Promise<Response>): Handler =>
  async (request) => {
    const headers = new Headers(request.headers)
    headers.set('idempotency-key', crypto.randomUUID())
    return route(new Request(request.url, { method: 'POST', headers, body: await request.text() }))
  }

/** A guest card checkout (decision 0140): the contact, and the booking. */
const asGuest = (
  browser: Browser,
  guest: { name: string; email: string; mobile: string },
  booking: Record<string, unknown>,
) =>
  browser.call(keyed(bookAsGuest), {
    path: '/api/booking/guest',
    body: { guest: { ...guest, country: 'EG' }, booking },
  })

const asCustomer = (account: Account, booking: Record<string, unknown>) =>
  account.browser.call(keyed(book), {
    path: '/api/booking',
    body: { ...booking, userId: account.user.id },
  })

/** Signs up with this email and mobile, and proves the mobile with the SMS code. */
async function signUpWith(
  contact: { name: string; email: string; mobile: string },
  lang: 'en' | 'ar' = 'en',
) {
  const browser = new Browser(undefined, lang)
  const answer = await browser.call(signup, {
    body: { ...contact, country: 'EG', password: 'secret-123', lang },
  })
  expect(answer.status, JSON.stringify(answer.json)).toBe(201)
  const code = await latestCode(payload, answer.json.user.mobile)
  expect((await browser.call(verify, { body: { code } })).status).toBe(200)
  return { browser, user: answer.json.user } as Account
}

async function createCode(data: Record<string, unknown>) {
  return payload.create({
    collection: 'promo-codes',
    data: { kind: 'percent', percent: 10, active: true, ...data } as never,
    overrideAccess: true,
  })
}

const storedWith = async (code: string) =>
  (
    await payload.find({
      collection: 'reservations',
      where: { promoCode: { equals: code } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
  ).docs

const paymentsOf = async (reservationId: number) =>
  (
    await payload.find({
      collection: 'payments',
      where: { reservation: { equals: reservationId } },
      sort: 'createdAt',
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
  ).docs

const rowsOf = async (paymentId: number) =>
  (
    await payload.find({
      collection: 'payment-transactions',
      where: { payment: { equals: paymentId } },
      sort: 'createdAt',
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
  ).docs

/** Opens the booking's payment (`POST /api/payments/pay`) as its customer's browser does. */
async function openPayment(browser: Browser, reservationNumber: string) {
  const opened = await browser.call(pay, {
    path: '/api/payments/pay',
    body: { reservationNumber },
  })
  expect(opened.status, JSON.stringify(opened.json)).toBe(200)
  return opened.json as { checkoutUrl: string; amount: number }
}

/** The simulator's card page submitted with `card`; answers where the browser goes next. */
async function payByCard(checkoutUrl: string, card: string) {
  const clientSecret = new URL(checkoutUrl).searchParams.get('clientSecret')!
  const response = await payWithCard(
    new Request(`${siteUrl}/paymob-simulator/api/checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        publicKey: SIMULATOR_KEYS.publicKey,
        clientSecret,
        lang: 'en',
        number: card,
        expiryMonth: '12',
        expiryYear: String((new Date().getUTCFullYear() + 3) % 100),
        cvv: '123',
      }),
    }),
    {} as never,
  )
  expect(response.status).toBe(200)
  return (await response.json()) as { url: string; success: boolean }
}

/** A wallet transaction of one of our orders, signed as Paymob signs its callback. */
function walletCallback(orderId: string, id: number, amount: number, wallet: string) {
  const obj = {
    id,
    pending: false,
    amount_cents: amount,
    success: true,
    is_auth: false,
    is_capture: false,
    is_standalone_payment: true,
    is_voided: false,
    is_refunded: false,
    is_3d_secure: false,
    integration_id: SIMULATOR_KEYS.walletIntegrationId,
    profile_id: 1,
    has_parent_transaction: false,
    order: { id: Number(orderId) },
    created_at: '2026-11-23T12:00:00.000000',
    currency: 'EGP',
    source_data: { pan: wallet, type: 'wallet', sub_type: 'wallet' },
    error_occured: false,
    owner: SIMULATOR_KEYS.owner,
    data: { message: 'Approved', txn_response_code: 'APPROVED' },
  }
  const hmac = paymobTransactionHmac(signedFieldsOfTransaction(obj), SIMULATOR_KEYS.hmacSecret)
  return paymobCallback(
    new Request(`${siteUrl}/api/payments/paymob/callback?hmac=${hmac}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'TRANSACTION', obj }),
    }),
  )
}

/** A guest's booking with `code` at EGP 450 (10 % off), pending its card payment. */
async function guestBooking(code: string, tag: string) {
  const browser = new Browser()
  const contact = invented(tag)
  const answer = await asGuest(browser, contact, trip({ promoCode: code, price: 45000 }))
  expect(answer.status, JSON.stringify(answer.json)).toBe(201)
  expect(answer.json.next).toBe('payment')
  return { browser, contact, number: answer.json.reservation.reservationNumber as string }
}

async function staffBrowser() {
  const operator = await staffUser(payload, 'operator', `promo-${Date.now()}`)
  const browser = new Browser()
  const answer = await browser.call(
    (request) => POST(request, { params: Promise.resolve({ slug: [SEGMENT, 'login'] }) }),
    {
      path: `/api/${SEGMENT}/login`,
      body: { email: operator.email, password: 'operator-password-12' },
      headers: { 'sec-fetch-site': 'same-origin' },
    },
  )
  expect(answer.status).toBe(200)
  return browser
}

/** One staff API call, as the desk's screens make it. */
const staffGet = (browser: Browser, path: string, query: string) =>
  browser.call((request) => GET(request, { params: Promise.resolve({ slug: [SEGMENT, path] }) }), {
    method: 'GET',
    path: `/api/${SEGMENT}/${path}${query}`,
    headers: { 'sec-fetch-site': 'same-origin' },
  })

beforeAll(async () => {
  const site = await startSimulatorSite()
  siteUrl = site.url
  closeSite = site.close
  payload = await testPayload()
  await setBookingSettings(payload)
  await ensureCars(payload)
  const region = await createRegion(payload, {
    code: 'TPP',
    en: 'Promo Person',
    ar: 'منطقة الشخص',
  })
  const airport = await createPlace(payload, {
    code: 'tpp-airport',
    region: region.id,
    en: 'Person Airport',
    ar: 'مطار الشخص',
    kind: 'airport',
  })
  const district = await createPlace(payload, {
    code: 'tpp-district',
    region: region.id,
    en: 'Person District',
    ar: 'حي الشخص',
  })
  await createPriceRow(payload, {
    region: region.id,
    from: airport.id,
    to: district.id,
    egp: { corolla: '500', caddy: '600', xpander: '650', h1: '850', hiace: '1100' },
  })
  const extra = async (code: string, unitPrice: number, kind: string) => {
    const created = await payload.create({
      collection: 'extras',
      locale: 'en',
      data: {
        code,
        kind: kind as 'child-seat',
        name: code,
        region: region.id,
        unitPrice,
        maxQuantity: 2,
        active: true,
        order: 1,
      },
    })
    await payload.update({
      collection: 'extras',
      id: created.id,
      locale: 'ar',
      data: { name: code },
    })
  }
  await extra('tpp-child-seat', 15000, 'child-seat')
  await extra('tpp-name-sign', 50, 'name-sign')
})

afterAll(async () => {
  await closeSite()
  await payload.destroy()
})

describe('a once-per-customer code counts the person, not the email', () => {
  it('refuses the same mobile under invented emails, as a guest, as a new account and as the passenger', async () => {
    await createCode({ code: 'ONEPERSON', usesPerCustomer: 1 })
    const person = invented('person')
    const first = await asGuest(
      new Browser(),
      person,
      trip({ promoCode: 'onePerson', price: 45000 }),
    )
    expect(first.status, JSON.stringify(first.json)).toBe(201)

    // The second and third checkout, each with a new email: the mobile is the same person's.
    for (const mobile of [person.mobile, `+20 ${person.mobile.slice(1)}`]) {
      const again = await asGuest(
        new Browser(),
        { ...invented('person'), mobile },
        trip({ promoCode: 'ONEPERSON', price: 45000 }),
      )
      expect(again.status).toBe(409)
      expect(again.json.error).toBe('log-in-first')
    }

    // The same mobile signed up on a new account (it takes the unproven mobile off the guest's):
    // still the same person, refused in the customer's language.
    const account = await signUpWith({ ...invented('person'), mobile: person.mobile }, 'ar')
    const byAccount = await asCustomer(
      account,
      trip({ promoCode: 'ONEPERSON', price: 45000, paymentType: 'cash' }),
    )
    expect(byAccount.status, JSON.stringify(byAccount.json)).toBe(400)
    expect(byAccount.json.error).toBe('promo-used-by-you')
    expect(byAccount.json.message).toMatch(/لقد استخدمت رمز الخصم هذا/)

    // Invented email and mobile, but the same person travels: their phone is on the booking.
    const stranger = invented('person')
    const forThem = await asGuest(
      new Browser(),
      stranger,
      trip({
        promoCode: 'ONEPERSON',
        price: 45000,
        isAnotherPassengers: true,
        passengerName: 'The same traveller',
        passengerPhone: person.mobile,
      }),
    )
    expect(forThem.status).toBe(400)
    expect(forThem.json.error).toBe('promo-used-by-you')
    expect(forThem.json.message).toMatch(/already used this promo code/)
    // The refused guest checkout left no account behind.
    const left = await payload.count({
      collection: 'customers',
      where: { email: { equals: stranger.email } },
      overrideAccess: true,
    })
    expect(left.totalDocs).toBe(0)

    expect(await storedWith('ONEPERSON')).toHaveLength(1)
    const [use] = await storedWith('ONEPERSON')
    expect(use).toMatchObject({
      contactEmail: person.email,
      contactMobile: `+20${person.mobile.slice(1)}`,
    })

    // Somebody else entirely still may.
    const other = await asGuest(
      new Browser(),
      invented('other'),
      trip({ promoCode: 'ONEPERSON', price: 45000 }),
    )
    expect(other.status).toBe(201)
  })
})

describe('a once-per-customer code paid twice by one card or wallet', () => {
  it('refunds the second use paid with the same card, keeps that booking payable, and another card pays it', async () => {
    await createCode({ code: 'ONECARD', usesPerCustomer: 1 })
    const first = await guestBooking('ONECARD', 'card-a')
    const second = await guestBooking('ONECARD', 'card-b')

    const firstOrder = await openPayment(first.browser, first.number)
    expect(firstOrder.amount).toBe(45000)
    await payByCard(firstOrder.checkoutUrl, '4111111111111111')
    await until(
      () => reservationByNumber(payload, first.number),
      (reservation) => reservation.status === 'paid-not-sent',
    )

    // Invented email and mobile, the same Visa: the money is refunded, the booking not paid.
    const secondOrder = await openPayment(second.browser, second.number)
    const way = await payByCard(secondOrder.checkoutUrl, '4111111111111111')
    const reservation = await reservationByNumber(payload, second.number)
    const [payment] = await until(
      () => paymentsOf(reservation.id),
      (payments) => payments[0]?.status === 'refunded',
    )
    expect((await reservationByNumber(payload, second.number)).status).toBe('pending')
    expect(payment).toMatchObject({ declineCode: 'promo-used-with-payment', checkoutUrl: null })
    const rows = await rowsOf(payment!.id)
    const captured = rows.find((row) => row.outcome === 'promo-repeat')!
    expect(captured).toMatchObject({ kind: 'paid', amount: 45000 })
    expect(
      rows.find((row) => row.transactionId === `refund-of-${captured.transactionId}`),
    ).toMatchObject({ outcome: 'refund-done' })
    expect(transactionById(Number(captured.transactionId))).toMatchObject({ is_refunded: true })

    // The browser comes back to the failure screen, which says why; "try again" stays open.
    const redirect = await paymobRedirect(new Request(way.url))
    expect(redirect.headers.get('location')).toContain(
      `/fail-pay?reservation=${second.number}&code=promo-used-with-payment`,
    )
    expect(await declinedAttempt(payload, { reservation: reservation.id })).toBe(
      'promo-used-with-payment',
    )
    const notices = (await outboxTo(payload, second.contact.email)).filter(
      (message) => message.template === 'payment-refunded',
    )
    expect(notices).toHaveLength(1)
    expect(String(notices[0]!.body)).toContain('The promo code ONECARD had already been used')
    expect(
      (await outboxTo(payload, second.contact.email)).filter(
        (message) => message.template === 'booking-confirmation',
      ),
    ).toHaveLength(0)

    // Another card (a MasterCard) is another payer: it pays the same booking, on a new order.
    const again = await openPayment(second.browser, second.number)
    expect(again.checkoutUrl).not.toBe(secondOrder.checkoutUrl)
    await payByCard(again.checkoutUrl, '5123456789012346')
    await until(
      () => reservationByNumber(payload, second.number),
      (stored) => stored.status === 'paid-not-sent',
    )
  })

  it('lets only one of two bookings paid with one card at the same moment use the code', async () => {
    await createCode({ code: 'ONCEATONCE', usesPerCustomer: 1 })
    const bookings = [
      await guestBooking('ONCEATONCE', 'race-a'),
      await guestBooking('ONCEATONCE', 'race-b'),
    ]
    const orders = await Promise.all(
      bookings.map((booking) => openPayment(booking.browser, booking.number)),
    )
    await Promise.all(orders.map((order) => payByCard(order.checkoutUrl, '5123456789012346')))
    const settled = await until(
      () => Promise.all(bookings.map((booking) => reservationByNumber(payload, booking.number))),
      (stored) => stored.some((reservation) => reservation.status === 'paid-not-sent'),
    )
    const payments = await until(
      () => Promise.all(settled.map((reservation) => paymentsOf(reservation.id))),
      (all) =>
        all.flat().every((payment) => payment.status === 'paid' || payment.status === 'refunded'),
    )
    expect(
      payments
        .flat()
        .map((payment) => payment.status)
        .toSorted(),
    ).toEqual(['paid', 'refunded'])
    const statuses = (
      await Promise.all(bookings.map((booking) => reservationByNumber(payload, booking.number)))
    ).map((reservation) => reservation.status)
    expect(statuses.toSorted()).toEqual(['paid-not-sent', 'pending'])
  })

  it('counts a mobile wallet by its whole number, never kept', async () => {
    await createCode({ code: 'ONEWALLET', usesPerCustomer: 1 })
    const orderOf = async (number: string, browser: Browser) => {
      await openPayment(browser, number)
      const reservation = await reservationByNumber(payload, number)
      const [payment] = await paymentsOf(reservation.id)
      return payment!.orderId!
    }
    const a = await guestBooking('ONEWALLET', 'wallet-a')
    const b = await guestBooking('ONEWALLET', 'wallet-b')
    const c = await guestBooking('ONEWALLET', 'wallet-c')
    const id = Date.now()
    const paidA = await walletCallback(await orderOf(a.number, a.browser), id, 45000, '01010101010')
    expect((await paidA.json()).result).toBe('paid')
    // The same wallet, written in its international form.
    const paidB = await walletCallback(
      await orderOf(b.number, b.browser),
      id + 1,
      45000,
      '+201010101010',
    )
    expect((await paidB.json()).result).toBe('promo-repeat')
    expect((await reservationByNumber(payload, b.number)).status).toBe('pending')
    // Another wallet pays.
    const paidC = await walletCallback(
      await orderOf(c.number, c.browser),
      id + 2,
      45000,
      '01110101010',
    )
    expect((await paidC.json()).result).toBe('paid')
    const stored = await paymentsOf((await reservationByNumber(payload, a.number)).id)
    expect(stored[0]!.instrument).toMatchObject({ method: 'wallet', masked: '010•••••010' })
    expect(stored[0]!.instrument?.fingerprint).toMatch(/^[\w-]{43}$/)
    expect(JSON.stringify(stored)).not.toContain('1010101010')
  })
})

describe('a code that makes the trip free', () => {
  it('confirms a 100 % code without the card step and records it as complimentary everywhere', async () => {
    await createCode({ code: 'FREE100', percent: 100 })
    const browser = new Browser()
    const guest = invented('free')
    const booked = await asGuest(browser, guest, trip({ promoCode: 'FREE100', price: 0 }))
    expect(booked.status, JSON.stringify(booked.json)).toBe(201)
    expect(booked.json.next).toBe('confirmation')
    expect(booked.json.reservation).toMatchObject({
      paymentType: 'complimentary',
      status: 'paid-not-sent',
      label: 'COMPLETED',
      price: 0,
    })
    const number: string = booked.json.reservation.reservationNumber
    const stored = await reservationByNumber(payload, number)
    expect(stored.statusHistory).toMatchObject([
      { from: null, to: 'paid-not-sent', reason: expect.stringContaining('complimentary') },
    ])
    expect(await paymentsOf(stored.id)).toHaveLength(0)

    // Nothing to pay: the pay route says so (it answered 400 to a booking left at 0 before).
    const payAnswer = await browser.call(pay, {
      path: '/api/payments/pay',
      body: { reservationNumber: number },
    })
    expect(payAnswer.status).toBe(409)
    expect(payAnswer.json).toMatchObject({
      error: 'payment-complimentary',
      message: 'This booking is complimentary: there is nothing to pay.',
    })
    // The payment window's end does not fail it.
    await expirePayments(payload, new Date(Date.now() + 24 * 3600_000))
    expect((await reservationByNumber(payload, number)).status).toBe('paid-not-sent')

    // The customer's page reads it, and the confirmation says it.
    const read = await browser.call(
      (request) =>
        getReservation(request, { params: Promise.resolve({ reservationNumber: number }) }),
      { method: 'GET', path: `/api/booking/${number}` },
    )
    expect(read.json.reservation).toMatchObject({ paymentType: 'complimentary', price: 0 })
    const confirmation = (await outboxTo(payload, guest.email)).find(
      (message) => message.template === 'booking-confirmation',
    )
    expect(String(confirmation?.body)).toContain('Payment: none, the trip is complimentary.')

    // The desk's list and its CSV, in both languages.
    const staff = await staffBrowser()
    const listed = await staffGet(staff, 'reservations', `?q=${number}`)
    expect(listed.status).toBe(200)
    expect(listed.json.reservations).toMatchObject([
      { reservationNumber: number, paymentType: 'complimentary', price: 0 },
    ])
    // The desk's filter by payment type knows it; the CSV names it in the reader's language.
    const csvEn = await staffGet(
      staff,
      'reservations.csv',
      `?q=${number}&paymentType=complimentary&lang=en`,
    )
    expect(csvEn.status).toBe(200)
    const line = String(csvEn.json)
      .split('\r\n')
      .find((row) => row.startsWith(number))
    expect(line).toContain(`${number},"Paid, not sent",Complimentary,,0,`)
    const byCard = await staffGet(staff, 'reservations.csv', `?q=${number}&paymentType=card`)
    expect(String(byCard.json)).not.toContain(number)
    const csvAr = await staffGet(staff, 'reservations.csv', `?q=${number}&lang=ar`)
    expect(String(csvAr.json)).toContain(',مجاني,')
  })

  it('takes a fixed code larger than the price to 0: complimentary, also when cash was chosen', async () => {
    await createCode({ code: 'BIGFIXED', kind: 'fixed', percent: null, amount: 100_000 })
    const account = await signUpWith(invented('fixed'))
    const answer = await asCustomer(
      account,
      trip({ promoCode: 'BIGFIXED', price: 0, paymentType: 'cash' }),
    )
    expect(answer.status, JSON.stringify(answer.json)).toBe(201)
    expect(answer.json).toMatchObject({
      next: 'confirmation',
      reservation: { paymentType: 'complimentary', status: 'paid-not-sent', price: 0 },
    })
    const stored = await reservationByNumber(payload, answer.json.reservation.reservationNumber)
    expect(stored.priceSnapshot).toMatchObject({
      promo: { code: 'BIGFIXED', discount: 50000, priceBefore: 50000, priceAfter: 0 },
    })
  })

  it('never leaves an amount between 0 and EGP 1: what is under it is waived, or the least charge is paid', async () => {
    // EGP 499.50 off a EGP 500 car would leave 50 piasters: the quote and the booking say 0.
    await createCode({ code: 'ALMOST', kind: 'fixed', percent: null, amount: 49950 })
    const quoted = await new Browser().call(quote, {
      path: '/api/booking/quote',
      body: {
        tripType: 'one-way',
        pickup: 'tpp-airport',
        dropoff: 'tpp-district',
        execDate: cairoTimeIn(300),
        returningDate: null,
        persons: 1,
        luggages: 1,
        promoCode: 'ALMOST',
      },
    })
    const corolla = quoted.json.cars.find((car: { code: string }) => car.code === 'corolla')
    expect(corolla).toMatchObject({ price: 0, total: 0, promo: { discount: 50000 } })
    const pittance = await asGuest(
      new Browser(),
      invented('almost'),
      trip({ promoCode: 'ALMOST', price: 50 }),
    )
    expect(pittance.status).toBe(409)
    expect(pittance.json.error).toBe('invalid-price')
    const free = await asGuest(
      new Browser(),
      invented('almost'),
      trip({ promoCode: 'ALMOST', price: 0 }),
    )
    expect(free.status).toBe(201)
    expect(free.json.reservation.paymentType).toBe('complimentary')
    const stored = await reservationByNumber(payload, free.json.reservation.reservationNumber)
    expect(stored.priceSnapshot).toMatchObject({ promo: { discount: 50000, waived: 50 } })

    // A free car and a 50-piaster extra the code does not discount: EGP 1 is paid, by card.
    await createCode({ code: 'CARFREE', percent: 100 })
    const browser = new Browser()
    const withExtra = await asGuest(
      browser,
      invented('carfree'),
      trip({
        promoCode: 'CARFREE',
        extras: [{ code: 'tpp-name-sign', quantity: 1, unitPrice: 50 }],
        price: 100,
      }),
    )
    expect(withExtra.status, JSON.stringify(withExtra.json)).toBe(201)
    expect(withExtra.json.next).toBe('payment')
    const order = await openPayment(browser, withExtra.json.reservation.reservationNumber)
    expect(order.amount).toBe(100)
  })

  it('quotes and books a 100 % code on the car and the extras (the quote answered 500 before)', async () => {
    await createCode({ code: 'ALLFREE', percent: 100, includesExtras: true })
    const extras = [{ code: 'tpp-child-seat', quantity: 1 }]
    const quoted = await new Browser(undefined, 'ar').call(quote, {
      path: '/api/booking/quote',
      body: {
        tripType: 'one-way',
        pickup: 'tpp-airport',
        dropoff: 'tpp-district',
        execDate: cairoTimeIn(300),
        returningDate: null,
        persons: 1,
        luggages: 1,
        extras,
        promoCode: 'ALLFREE',
      },
    })
    expect(quoted.status, JSON.stringify(quoted.json)).toBe(200)
    const corolla = quoted.json.cars.find((car: { code: string }) => car.code === 'corolla')
    // No line below zero: the car is free, and the discount's rest comes off the extras.
    expect(corolla).toMatchObject({
      price: 0,
      total: 0,
      promo: { discount: 65000, extrasDiscount: 15000 },
    })
    const booked = await asGuest(
      new Browser(),
      invented('allfree'),
      trip({
        promoCode: 'ALLFREE',
        extras: [{ ...extras[0], unitPrice: 15000 }],
        price: 0,
      }),
    )
    expect(booked.status, JSON.stringify(booked.json)).toBe(201)
    expect(booked.json.reservation).toMatchObject({ paymentType: 'complimentary', price: 0 })
  })
})
