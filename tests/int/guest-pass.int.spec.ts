import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { requestLoginCode, signInWithCode } from '@/accounts/operations/loginCode'
import { openSessionWithoutPassword } from '@/accounts/operations/session'
import { GET as getReservation } from '@/app/(frontend)/api/booking/[reservationNumber]/route'
import { GET as voucher } from '@/app/(frontend)/api/booking/[reservationNumber]/voucher/route'
import { POST as bookAsGuest } from '@/app/(frontend)/api/booking/guest/route'
import { POST as book } from '@/app/(frontend)/api/booking/route'
import { POST as changeRoute } from '@/app/(frontend)/api/manage/change/route'
import { POST as quoteRoute } from '@/app/(frontend)/api/manage/quote/route'
import { POST as pay } from '@/app/(frontend)/api/payments/pay/route'
import { GET as info } from '@/app/(frontend)/api/user/info/route'
import { POST as loginCode } from '@/app/(frontend)/api/user/login-code/route'
import { POST as loginCodeVerify } from '@/app/(frontend)/api/user/login-code/verify/route'
import { GET as myReservations } from '@/app/(frontend)/api/user/reservations/route'

import { payThroughSimulator, reservationByNumber, startSimulatorSite } from '../helpers/backoffice'
import {
  cairoTimeIn,
  createPlace,
  createPriceRow,
  createRegion,
  ensureCars,
  setBookingSettings,
} from '../helpers/bookingData'
import { Browser, type Handler } from '../helpers/http'
import { latestCode } from '../helpers/outbox'
import { testPayload } from '../helpers/payload'

/**
 * Guest sessions (issue 42 item 1; shared decisions, "Guest sessions"; decision 0164): a guest
 * checkout gives its browser a pass to the one booking it made, for a day, and no account session;
 * the first proof of a contact on an account without a password ends every other session of it.
 * The probe's sequence (a stranger books as a guest with the victim's email, the victim later logs
 * in with a code and books) and its mobile variant, through the routes.
 */
let payload: Payload
let site: Awaited<ReturnType<typeof startSimulatorSite>>
let serial = 0

function newContact(tag: string) {
  serial += 1
  const digits = String(Date.now() % 1e6).padStart(6, '0') + String(serial).padStart(2, '0')
  return { name: `${tag} ${serial}`, email: `${tag}.${digits}@example.com`, mobile: `011${digits}` }
}

const e164 = (mobile: string) => `+20${mobile.slice(1)}`

const cardBooking = (overrides: Record<string, unknown> = {}) => ({
  tripType: 'one-way',
  pickupAddress: 'gps-airport',
  dropoffAddress: 'gps-dokki',
  locationNames: { pickup: '', dropoff: 'Sofitel, 3 El Thawra' },
  personsCount: 1,
  luggagesCount: 1,
  execDate: cairoTimeIn(120),
  returningDate: null,
  arrivalFlightNumber: 'MS 777',
  departureFlightNumber: null,
  acceptedTerms: true,
  carType: 'corolla',
  price: 40000,
  paymentType: 'card',
  isAnotherPassengers: false,
  passengerName: '',
  passengerPhone: '',
  notes: '',
  partnerId: null,
  ...overrides,
})

const withKey =
  (handler: Handler): Handler =>
  async (request) => {
    const headers = new Headers(request.headers)
    headers.set('idempotency-key', crypto.randomUUID())
    return handler(
      new Request(request.url, { method: 'POST', headers, body: await request.text() }),
    )
  }

const guestCheckout = (browser: Browser, guest: ReturnType<typeof newContact>) =>
  browser.call(withKey(bookAsGuest), {
    path: '/api/booking/guest',
    body: { guest: { ...guest, country: 'EG' }, booking: cardBooking() },
  })

const read = (browser: Browser, number: string) =>
  browser.call(
    (request) =>
      getReservation(request, { params: Promise.resolve({ reservationNumber: number }) }),
    { method: 'GET', path: `/api/booking/${number}` },
  )

const download = (browser: Browser, number: string) =>
  browser.call(
    (request) => voucher(request, { params: Promise.resolve({ reservationNumber: number }) }),
    { method: 'GET', path: `/api/booking/${number}/voucher?lang=en` },
  )

const whoAmI = (browser: Browser) => browser.call(info, { method: 'GET', path: '/api/user/info' })

const listed = (browser: Browser) =>
  browser.call(myReservations, { method: 'GET', path: '/api/user/reservations' })

/** What a stranger holding `browser`'s cookies can still do with the booking `number`. */
async function reach(browser: Browser, number: string) {
  const [booking, document, quote, change, order] = await Promise.all([
    read(browser, number),
    download(browser, number),
    browser.call(quoteRoute, { path: '/api/manage/quote', body: { reservationNumber: number } }),
    browser.call(changeRoute, {
      path: '/api/manage/change',
      body: { reservationNumber: number, changes: { notes: 'changed by the stranger' } },
    }),
    browser.call(pay, { path: '/api/payments/pay', body: { reservationNumber: number } }),
  ])
  return {
    booking: booking.status,
    document: document.status,
    quote: quote.status,
    change: change.status,
    order: order.status,
  }
}

/** Logs in with a code sent to `login` (the email or the mobile), as the checkout offers. */
async function logInWithCode(browser: Browser, login: string, destination: string) {
  const sent = await browser.call(loginCode, { path: '/api/user/login-code', body: { login } })
  expect(sent.status, JSON.stringify(sent.json)).toBe(200)
  const code = await latestCode(payload, destination)
  const verified = await browser.call(loginCodeVerify, {
    path: '/api/user/login-code/verify',
    body: { login, code },
  })
  expect(verified.status, JSON.stringify(verified.json)).toBe(200)
  return verified
}

const accountOf = async (email: string) =>
  (
    await payload.find({
      collection: 'customers',
      where: { email: { equals: email } },
      overrideAccess: true,
      depth: 0,
      showHiddenFields: true,
    })
  ).docs[0]!

beforeAll(async () => {
  site = await startSimulatorSite()
  payload = await testPayload()
  await setBookingSettings(payload)
  await ensureCars(payload)
  const region = await createRegion(payload, { code: 'GPS', en: 'Pass Giza', ar: 'جيزة التصريح' })
  const airport = await createPlace(payload, {
    code: 'gps-airport',
    region: region.id,
    en: 'Pass Airport',
    ar: 'مطار التصريح',
    kind: 'airport',
  })
  const dokki = await createPlace(payload, {
    code: 'gps-dokki',
    region: region.id,
    en: 'Pass Dokki',
    ar: 'الدقي للتصريح',
    kind: 'area',
  })
  await createPriceRow(payload, {
    region: region.id,
    from: airport.id,
    to: dokki.id,
    egp: { corolla: '400', caddy: '500', xpander: '550', h1: '700', hiace: '900' },
  })
})

afterAll(async () => {
  await site?.close()
})

describe('the guest pass', () => {
  it('opens the booking the checkout made and its payment, and no account', async () => {
    const browser = new Browser()
    const guest = newContact('gps-own')
    const booked = await guestCheckout(browser, guest)
    expect(booked.status, JSON.stringify(booked.json)).toBe(201)
    const number: string = booked.json.reservation.reservationNumber

    // A pass cookie, no session cookie.
    expect(browser.cookies.has('masar_guest')).toBe(true)
    expect(browser.cookies.has('masar_session')).toBe(false)
    const setCookie = booked.headers.getSetCookie().join('\n')
    expect(setCookie).toMatch(/masar_guest=[^;]+;.*HttpOnly/i)

    // Its booking: read, its voucher, its own quote, and its payment at the gateway.
    expect(await reach(browser, number)).toEqual({
      booking: 200,
      document: 200,
      quote: 200,
      change: 200,
      order: 200,
    })
    const account = await accountOf(guest.email)
    await payThroughSimulator(
      payload,
      { browser, user: { id: account.id, email: guest.email, mobile: e164(guest.mobile) } },
      site.url,
      number,
    )
    expect((await reservationByNumber(payload, number)).status).toBe('paid-not-sent')

    // No account: who am I, my reservations, a booking as a customer: all 401.
    expect((await whoAmI(browser)).status).toBe(401)
    expect((await listed(browser)).status).toBe(401)
    const asCustomer = await browser.call(withKey(book), {
      path: '/api/booking',
      body: { ...cardBooking(), userId: account.id },
    })
    expect(asCustomer.status).toBe(401)
  })

  it('ends when the account is claimed: the probe sequence by email', async () => {
    const stranger = new Browser()
    const victim = newContact('gps-victim')
    const strangers = await guestCheckout(stranger, { ...victim, mobile: newContact('x').mobile })
    expect(strangers.status).toBe(201)
    const strangersNumber: string = strangers.json.reservation.reservationNumber

    // The victim's own checkout: log in first; the code login lands in that account.
    const own = new Browser()
    const refused = await guestCheckout(own, victim)
    expect(refused.status).toBe(409)
    expect(refused.json.error).toBe('log-in-first')
    await logInWithCode(own, victim.email, victim.email)
    const account = await accountOf(victim.email)
    expect(account.emailVerified).toBe(true)
    const victims = await own.call(withKey(book), {
      path: '/api/booking',
      body: {
        ...cardBooking({ notes: 'my own notes', execDate: cairoTimeIn(150) }),
        userId: account.id,
      },
    })
    expect(victims.status, JSON.stringify(victims.json)).toBe(201)
    const victimsNumber: string = victims.json.reservation.reservationNumber

    // The stranger's cookies open nothing of the account, not even the booking they made.
    expect((await whoAmI(stranger)).status).toBe(401)
    expect((await listed(stranger)).status).toBe(401)
    for (const number of [strangersNumber, victimsNumber]) {
      const reached = await reach(stranger, number)
      expect(Object.values(reached).every((status) => status === 401 || status === 404)).toBe(true)
    }
    expect((await reservationByNumber(payload, victimsNumber)).notes).toBe('my own notes')

    // The victim reads both bookings of their account.
    const mine = await listed(own)
    expect(mine.status).toBe(200)
    expect(mine.json.map((r: { reservationNumber: string }) => r.reservationNumber).sort()).toEqual(
      [strangersNumber, victimsNumber].sort(),
    )
  })

  it('the mobile variant: the SMS code proves the mobile, and the stranger holds no session', async () => {
    const stranger = new Browser(undefined, 'ar')
    const victim = newContact('gps-mobile')
    const strangers = await guestCheckout(stranger, { ...victim, email: newContact('y').email })
    expect(strangers.status).toBe(201)
    const number: string = strangers.json.reservation.reservationNumber

    const own = new Browser(undefined, 'ar')
    await logInWithCode(own, victim.mobile, e164(victim.mobile))
    const { docs } = await payload.find({
      collection: 'customers',
      where: { mobile: { equals: e164(victim.mobile) } },
      overrideAccess: true,
      depth: 0,
    })
    expect(docs[0]!.phoneVerified).toBe(true)
    // Cash is the proven mobile's now; the stranger has no session to book it with.
    expect((await whoAmI(own)).status).toBe(200)
    expect((await whoAmI(stranger)).status).toBe(401)
    const cash = await stranger.call(withKey(book), {
      path: '/api/booking',
      body: { ...cardBooking({ paymentType: 'cash' }), userId: docs[0]!.id },
    })
    expect(cash.status).toBe(401)
    const reached = await reach(stranger, number)
    expect(Object.values(reached).every((status) => status === 401 || status === 404)).toBe(true)
  })

  it('a code that first proves a contact of a password-less account ends its other sessions', async () => {
    // A session on a guest account as the checkout used to open (and as production still holds
    // from before): the owner's first code login ends it.
    const guest = newContact('gps-old')
    const booked = await guestCheckout(new Browser(), guest)
    expect(booked.status).toBe(201)
    const account = await accountOf(guest.email)
    const old = await openSessionWithoutPassword(payload, account.id)
    const holder = new Browser()
    holder.cookies.set('masar_session', old.token)
    expect((await whoAmI(holder)).status).toBe(200)

    const own = new Browser()
    await logInWithCode(own, guest.email, guest.email)
    expect((await whoAmI(holder)).status).toBe(401)
    expect((await whoAmI(own)).status).toBe(200)

    // Once proven, another code login (a minute later, on a laptop) keeps the owner's sessions.
    const later = { ip: '10.9.9.9', now: new Date(Date.now() + 120_000) }
    const sent = await requestLoginCode(payload, { login: guest.email }, later)
    expect(sent.ok, JSON.stringify(sent)).toBe(true)
    const code = await latestCode(payload, guest.email)
    const laptop = await signInWithCode(payload, { login: guest.email, code }, later)
    expect(laptop.ok, JSON.stringify(laptop)).toBe(true)
    const onLaptop = new Browser()
    onLaptop.cookies.set('masar_session', laptop.ok ? laptop.value.session.token : '')
    expect((await whoAmI(own)).status).toBe(200)
    expect((await whoAmI(onLaptop)).status).toBe(200)
  })

  it('a forged, altered or foreign pass opens nothing', async () => {
    const browser = new Browser()
    const booked = await guestCheckout(browser, newContact('gps-forged'))
    const number: string = booked.json.reservation.reservationNumber
    const pass = browser.cookies.get('masar_guest')!
    const [rid, cid, exp, mac] = decodeURIComponent(pass).split('.')

    const other = await guestCheckout(new Browser(), newContact('gps-other'))
    const otherNumber: string = other.json.reservation.reservationNumber
    const otherId = (await reservationByNumber(payload, otherNumber)).id

    const attempts = [
      `${otherId}.${cid}.${exp}.${mac}`, // another booking under this signature
      `${rid}.${cid}.${Number(exp) + 86_400}.${mac}`, // a longer life
      `${rid}.${cid}.${exp}.${'A'.repeat(43)}`, // a made-up signature
      'garbage',
    ]
    for (const value of attempts) {
      const forged = new Browser()
      forged.cookies.set('masar_guest', encodeURIComponent(value))
      expect((await read(forged, number)).status).toBe(401)
      expect((await read(forged, otherNumber)).status).toBe(401)
    }
    // The real pass opens its own booking and not the other one.
    expect((await read(browser, number)).status).toBe(200)
    expect((await read(browser, otherNumber)).status).toBe(404)
  })
})
