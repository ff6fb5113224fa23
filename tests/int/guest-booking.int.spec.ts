import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as getReservation } from '@/app/(frontend)/api/booking/[reservationNumber]/route'
import { POST as bookAsGuest } from '@/app/(frontend)/api/booking/guest/route'
import { POST as signin } from '@/app/(frontend)/api/user/signin/route'
import { sendBookingConfirmation } from '@/notifications/booking'

import {
  cairoTimeIn,
  createPlace,
  createPriceRow,
  createRegion,
  ensureCars,
  setBookingSettings,
} from '../helpers/bookingData'
import { signedUpCustomer } from '../helpers/customers'
import { Browser, type Handler } from '../helpers/http'
import { testPayload } from '../helpers/payload'

let payload: Payload
const execDate = cairoTimeIn(80)
let serial = 0

/** A contact nobody has used: a fresh email and Egyptian mobile. */
function newContact(tag = 'guest') {
  serial += 1
  const digits = String(Date.now() % 1e6).padStart(6, '0') + String(serial).padStart(2, '0')
  return { name: `${tag} ${serial}`, email: `${tag}.${digits}@example.com`, mobile: `011${digits}` }
}

/** A card booking from the test airport to the test district that every rule accepts. */
const cardBooking = (overrides: Record<string, unknown> = {}) => ({
  tripType: 'one-way',
  pickupAddress: 'tgb-airport',
  dropoffAddress: 'tgb-dokki',
  locationNames: { pickup: '', dropoff: 'Sofitel, 3 El Thawra' },
  personsCount: 1,
  luggagesCount: 1,
  execDate,
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

const keyed =
  (key: string): Handler =>
  async (request) => {
    const headers = new Headers(request.headers)
    headers.set('idempotency-key', key)
    return bookAsGuest(
      new Request(request.url, { method: 'POST', headers, body: await request.text() }),
    )
  }

const submit = (browser: Browser, body: unknown, key: string = crypto.randomUUID()) =>
  browser.call(keyed(key), { path: '/api/booking/guest', body })

const customerByEmail = async (email: string) =>
  (
    await payload.find({
      collection: 'customers',
      where: { email: { equals: email } },
      overrideAccess: true,
      depth: 0,
    })
  ).docs[0]

const reservationsOf = async (customerId: number) =>
  (
    await payload.find({
      collection: 'reservations',
      where: { customer: { equals: customerId } },
      overrideAccess: true,
      depth: 0,
      pagination: false,
    })
  ).docs

beforeAll(async () => {
  payload = await testPayload()
  await setBookingSettings(payload)
  await ensureCars(payload)
  const region = await createRegion(payload, { code: 'TGB', en: 'Guest Giza', ar: 'الجيزة للضيوف' })
  const airport = await createPlace(payload, {
    code: 'tgb-airport',
    region: region.id,
    en: 'Guest Airport',
    ar: 'مطار الضيوف',
    kind: 'airport',
  })
  const dokki = await createPlace(payload, {
    code: 'tgb-dokki',
    region: region.id,
    en: 'Guest Dokki',
    ar: 'الدقي للضيوف',
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
  await payload.destroy()
})

describe('POST /api/booking/guest', () => {
  it('creates an account without a password for a new contact, books for it and gives it the pass of that booking', async () => {
    const browser = new Browser()
    const contact = newContact()
    const key = crypto.randomUUID()
    const answer = await submit(
      browser,
      { guest: { ...contact, country: 'EG' }, booking: cardBooking() },
      key,
    )
    expect(answer.status).toBe(201)
    expect(answer.json.next).toBe('payment')
    const number: string = answer.json.reservation.reservationNumber
    expect(number).toMatch(/\S/)

    const account = await customerByEmail(contact.email)
    expect(account).toBeDefined()
    expect(account!.passwordSet).toBe(false)
    expect(account!.phoneVerified).toBe(false)
    expect(account!.emailVerified).toBe(false)
    expect(account!.mobile).toBe(`+20${contact.mobile.slice(1)}`)
    const reservations = await reservationsOf(account!.id)
    expect(reservations.map((r) => r.reservationNumber)).toEqual([number])
    expect(reservations[0]!.status).toBe('pending')

    // The pass it got opens its own booking (the payment and success pages read it).
    const read = await browser.call(
      (request) =>
        getReservation(request, { params: Promise.resolve({ reservationNumber: number }) }),
      { method: 'GET', path: `/api/booking/${number}` },
    )
    expect(read.status).toBe(200)

    // No password opens it: the same answer as a wrong password.
    const signedIn = await new Browser().call(signin, {
      body: { login: contact.email, password: 'anything-at-all' },
    })
    expect(signedIn.status).toBe(401)
    expect(signedIn.json.error).toBe('invalid-credentials')

    // The same request sent again (its answer lost) gets the same booking, not a refusal.
    const again = await submit(
      new Browser(),
      { guest: { ...contact, country: 'EG' }, booking: cardBooking() },
      key,
    )
    expect(again.status).toBe(201)
    expect(again.json.reservation.reservationNumber).toBe(number)
    expect(await reservationsOf(account!.id)).toHaveLength(1)
  })

  it('puts the set-a-password line in the confirmation email, in the reservation language', async () => {
    const browser = new Browser(undefined, 'ar')
    const contact = newContact('guest-ar')
    const answer = await submit(browser, {
      guest: { ...contact, country: 'EG', lang: 'ar' },
      booking: cardBooking(),
    })
    expect(answer.status).toBe(201)
    const account = await customerByEmail(contact.email)
    const [reservation] = await reservationsOf(account!.id)
    await sendBookingConfirmation(payload, reservation!)
    const { docs } = await payload.find({
      collection: 'outbox',
      where: {
        and: [{ to: { equals: contact.email } }, { template: { equals: 'booking-confirmation' } }],
      },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]!.body).toContain('/ar/reset-password')
    expect(docs[0]!.body).toContain('كلمة مرور')
    // One way to change or cancel (decision 0182): the private link, then the hotline only for
    // what the link does not offer, never "to change or cancel, call us" after the link.
    expect(docs[0]!.body).toContain('/ar/manage?token=')
    expect(docs[0]!.body).toContain('اطّلع على حجزك أو عدّله أو ألغِه في أي وقت')
    expect(docs[0]!.body).toContain('ولأي أمر لا يتيحه الرابط اتصل بنا')
    expect(docs[0]!.body).not.toContain('لتعديل الحجز أو إلغائه اتصل بنا')
  })

  it('says in the English confirmation too that the link changes or cancels, the hotline the rest', async () => {
    const contact = newContact('guest-en-link')
    const answer = await submit(new Browser(), {
      guest: { ...contact, lang: 'en' },
      booking: cardBooking(),
    })
    expect(answer.status).toBe(201)
    const account = await customerByEmail(contact.email)
    const [reservation] = await reservationsOf(account!.id)
    await sendBookingConfirmation(payload, reservation!)
    const { docs } = await payload.find({
      collection: 'outbox',
      where: {
        and: [{ to: { equals: contact.email } }, { template: { equals: 'booking-confirmation' } }],
      },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]!.body).toContain('See, change or cancel your booking at any time')
    expect(docs[0]!.body).toContain('For anything the link does not offer, call us')
    expect(docs[0]!.body).not.toContain('To change or cancel the booking, call us')
  })

  it('refuses an email or mobile that belongs to an account: log in first, nothing booked or attached', async () => {
    const owner = await signedUpCustomer(payload, { tag: 'guest-owner' })
    const before = await reservationsOf(owner.user.id)

    const other = newContact()
    const byEmail = await submit(new Browser(), {
      guest: { ...other, email: owner.user.email, country: 'EG' },
      booking: cardBooking(),
    })
    expect(byEmail.status).toBe(409)
    expect(byEmail.json.error).toBe('log-in-first')
    expect(JSON.stringify(byEmail.json)).toContain('Log in to book')

    const arabic = await submit(new Browser(undefined, 'ar'), {
      guest: { ...newContact(), mobile: owner.user.mobile },
      booking: cardBooking(),
    })
    expect(arabic.status).toBe(409)
    expect(arabic.json.error).toBe('log-in-first')
    expect(JSON.stringify(arabic.json)).toContain('سجّل الدخول')

    expect(await reservationsOf(owner.user.id)).toHaveLength(before.length)
    // Nor was an account made with the other contact given beside it.
    const { totalDocs } = await payload.find({
      collection: 'customers',
      where: { mobile: { equals: `+20${other.mobile.slice(1)}` } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })

  it('also refuses a contact an unproven account holds (a card proves neither), and takes nothing from it', async () => {
    const holder = await signedUpCustomer(payload, { verified: false, tag: 'guest-unproven' })
    const answer = await submit(new Browser(), {
      guest: { ...newContact(), mobile: holder.user.mobile },
      booking: cardBooking(),
    })
    expect(answer.status).toBe(409)
    expect(answer.json.error).toBe('log-in-first')
    const still = await payload.findByID({
      collection: 'customers',
      id: holder.user.id,
      overrideAccess: true,
    })
    expect(still.mobile).toBe(holder.user.mobile)
  })

  it('refuses cash (it needs a mobile proven by SMS) and leaves no account behind', async () => {
    const contact = newContact()
    const answer = await submit(new Browser(), {
      guest: { ...contact, country: 'EG' },
      booking: cardBooking({ paymentType: 'cash' }),
    })
    expect(answer.status).toBe(400)
    expect(answer.json.error).toBe('guest-card-only')
    expect(await customerByEmail(contact.email)).toBeUndefined()
  })

  it('removes the account it made when the booking itself is refused', async () => {
    const contact = newContact()
    const answer = await submit(new Browser(), {
      guest: { ...contact, country: 'EG' },
      booking: cardBooking({ price: 1 }),
    })
    expect(answer.status).toBe(409)
    expect(answer.json.error).toBe('invalid-price')
    expect(await customerByEmail(contact.email)).toBeUndefined()
    // The guest corrects it and books.
    const retried = await submit(new Browser(), {
      guest: { ...contact, country: 'EG' },
      booking: cardBooking(),
    })
    expect(retried.status).toBe(201)
  })

  it('answers bad input 400 in the caller language, never 500', async () => {
    const english = await submit(new Browser(), {
      guest: { name: '', email: 'nope', mobile: '12' },
      booking: cardBooking(),
    })
    expect(english.status).toBe(400)
    expect(english.json.error).toBe('name-required')
    const fields = (english.json.issues as { field: string }[]).map((issue) => issue.field)
    expect(fields).toEqual(expect.arrayContaining(['guest.name', 'guest.email']))

    const arabic = await submit(new Browser(undefined, 'ar'), {
      guest: { ...newContact(), email: 'nope' },
      booking: cardBooking(),
    })
    expect(arabic.status).toBe(400)
    expect(arabic.json.error).toBe('email-invalid')
    expect(JSON.stringify(arabic.json)).toMatch(/[\u0600-\u06FF]/)

    // No country picker at the checkout: the refusal names the country the number is read in.
    const noPicker = await submit(new Browser(undefined, 'ar'), {
      guest: { ...newContact(), mobile: '0100 12' },
      booking: cardBooking(),
    })
    expect(noPicker.status).toBe(400)
    expect(noPicker.json.error).toBe('phone-invalid')
    expect(noPicker.json.message).toContain('رقم موبايل مصريًا (مثل 010 1234 5678)')

    for (const body of [
      null,
      [],
      'text',
      { guest: newContact() },
      { guest: newContact(), booking: 'x' },
    ]) {
      const answer = await submit(new Browser(), body)
      expect(answer.status).toBe(400)
    }
    const noKey = await new Browser().call(bookAsGuest, {
      path: '/api/booking/guest',
      body: { guest: newContact(), booking: cardBooking() },
    })
    expect(noKey.status).toBe(400)
    expect(noKey.json.error).toBe('idempotency-key-required')
  })

  it('limits guest bookings per address and per contact', async () => {
    const browser = new Browser()
    const answers: number[] = []
    for (let i = 0; i < 11; i += 1) {
      answers.push(
        (
          await submit(browser, {
            guest: { ...newContact(), country: 'EG' },
            booking: cardBooking({ paymentType: 'cash' }),
          })
        ).status,
      )
    }
    expect(answers.slice(0, 10).every((status) => status === 400)).toBe(true)
    expect(answers[10]).toBe(429)

    const contact = newContact()
    const perContact: number[] = []
    for (let i = 0; i < 6; i += 1) {
      perContact.push(
        (
          await submit(new Browser(), {
            guest: { ...contact, country: 'EG' },
            booking: cardBooking({ paymentType: 'cash' }),
          })
        ).status,
      )
    }
    expect(perContact.slice(0, 5).every((status) => status === 400)).toBe(true)
    const refused = await submit(new Browser(undefined, 'ar'), {
      guest: { ...contact, country: 'EG' },
      booking: cardBooking(),
    })
    expect(refused.status).toBe(429)
    expect(refused.json.error).toBe('rate-limited')
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
  })
})
