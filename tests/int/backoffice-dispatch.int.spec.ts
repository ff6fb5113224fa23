import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { assignDriver } from '@/backoffice/operations/assignDriver'
import { cancelReservation } from '@/backoffice/operations/cancelReservation'
import { isolateLtr } from '@/i18n/textDirection'

import {
  bookingBody,
  bookThroughRoute,
  outboxTo,
  reservationByNumber,
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
import { signedUpCustomer } from '../helpers/customers'
import { testPayload } from '../helpers/payload'

/** Driver dispatch on bookings made through the booking route. */

let payload: Payload
let site: Awaited<ReturnType<typeof startSimulatorSite>>
let staff: Awaited<ReturnType<typeof staffUser>>

const trip = { pickupAddress: 'tbd-airport', dropoffAddress: 'tbd-district', paymentType: 'cash' }
const driver = { name: 'Ahmed Samir', mobile: '0100 123 4567', plate: 'ن ط ق 1234' }

const driverMessages = async (to: string) =>
  (await outboxTo(payload, to)).filter((doc) => doc.template === 'driver-assigned')

beforeAll(async () => {
  site = await startSimulatorSite()
  payload = await testPayload()
  await setBookingSettings(payload)
  await ensureCars(payload)
  const region = (
    await createRegion(payload, {
      code: 'TBD',
      en: 'Desk Giza',
      ar: 'مكتب الجيزة',
      cashAllowed: true,
    })
  ).id
  const airport = await createPlace(payload, {
    code: 'tbd-airport',
    region,
    en: 'Dispatch Airport',
    ar: 'مطار التوزيع',
    kind: 'airport',
  })
  const district = await createPlace(payload, {
    code: 'tbd-district',
    region,
    en: 'Dispatch District',
    ar: 'حي التوزيع',
    kind: 'area',
  })
  await createPriceRow(payload, {
    region,
    from: airport.id,
    to: district.id,
    egp: { corolla: '500', caddy: '600', xpander: '700', h1: '800', hiace: '900' },
  })
  staff = await staffUser(payload, 'operator', 'dispatch')
})

afterAll(async () => {
  await site?.close()
})

describe('assigning a driver', () => {
  it('stores the driver, tells the customer in Arabic, and again only when something changed', async () => {
    const account = await signedUpCustomer(payload, { tag: 'dispatch-ar', lang: 'ar' })
    const number = await bookThroughRoute(account, bookingBody(account, trip))

    const assigned = await assignDriver(payload, {
      reservationNumber: number,
      leg: 'outbound',
      driver,
      staff,
    })
    expect(assigned).toMatchObject({
      ok: true,
      value: {
        changed: true,
        driver: { name: 'Ahmed Samir', mobile: '+201001234567', plate: 'ن ط ق 1234' },
      },
    })
    const stored = await reservationByNumber(payload, number)
    expect(stored.dispatch?.outbound).toMatchObject({
      driverName: 'Ahmed Samir',
      driverMobile: '+201001234567',
      vehiclePlate: 'ن ط ق 1234',
      assignedBy: String(staff.id),
    })
    expect(stored.dispatchHistory).toHaveLength(1)
    expect(stored.dispatchHistory![0]).toMatchObject({ leg: 'outbound', byId: String(staff.id) })

    const [sms] = await driverMessages(account.user.mobile)
    expect(sms).toMatchObject({ locale: 'ar', channel: 'sms' })
    // Written as Egyptians group a mobile (decision 0182).
    expect(sms!.body).toContain(isolateLtr('+20 10 0123 4567'))
    expect(sms!.body).toContain('Ahmed Samir')
    const [email] = await driverMessages(account.user.email)
    expect(email!.subject).toContain('سائقك')
    expect(email!.body).toContain('ن ط ق 1234')

    // The same details, typed another way: nothing changes, nothing is sent.
    const same = await assignDriver(payload, {
      reservationNumber: number,
      leg: 'outbound',
      driver: { name: ' Ahmed  Samir ', mobile: '+20 100 123 4567', plate: 'ن ط ق  1234' },
      staff,
    })
    expect(same).toMatchObject({ ok: true, value: { changed: false } })
    expect(await driverMessages(account.user.mobile)).toHaveLength(1)
    expect((await reservationByNumber(payload, number)).dispatchHistory).toHaveLength(1)

    // Another car: the customer is told of the change.
    const changed = await assignDriver(payload, {
      reservationNumber: number,
      leg: 'outbound',
      driver: { ...driver, plate: 'abc 123' },
      staff,
      reason: 'Car broke down',
    })
    expect(changed).toMatchObject({
      ok: true,
      value: { changed: true, driver: { plate: 'ABC 123' } },
    })
    const emails = await driverMessages(account.user.email)
    expect(emails).toHaveLength(2)
    expect(emails[1]!.subject).toContain('تغيّر')
    const history = (await reservationByNumber(payload, number)).dispatchHistory!
    expect(history.at(-1)).toMatchObject({ vehiclePlate: 'ABC 123', reason: 'Car broke down' })

    // A one-way trip has no return leg.
    expect(
      await assignDriver(payload, { reservationNumber: number, leg: 'return', driver, staff }),
    ).toMatchObject({ ok: false, code: 'leg-not-in-trip' })
  })

  it('refuses what is not a driver, a customer as the caller, and a cancelled booking', async () => {
    const account = await signedUpCustomer(payload, { tag: 'dispatch-refuse' })
    const number = await bookThroughRoute(account, bookingBody(account, trip))
    const attempt = (over: Record<string, unknown>, by: unknown = staff) =>
      assignDriver(payload, {
        reservationNumber: number,
        leg: 'outbound',
        driver: { ...driver, ...over },
        staff: by as typeof staff,
      })
    expect(await attempt({ mobile: '123' })).toMatchObject({ code: 'driver-mobile-invalid' })
    expect(await attempt({ name: ' ' })).toMatchObject({ code: 'driver-name-required' })
    expect(await attempt({ plate: '#' })).toMatchObject({ code: 'vehicle-plate-invalid' })
    expect(await attempt({}, { id: account.user.id, collection: 'customers' })).toMatchObject({
      code: 'not-staff',
    })
    expect(
      await assignDriver(payload, { reservationNumber: number, leg: 'sideways', driver, staff }),
    ).toMatchObject({ code: 'leg-not-in-trip' })

    await cancelReservation(payload, { reservationNumber: number, staff, reason: 'No show' })
    expect(await attempt({})).toMatchObject({ ok: false, code: 'dispatch-not-allowed' })
    expect(await driverMessages(account.user.mobile)).toHaveLength(0)
  })

  it('takes turns when two staff assign the same leg at once: both kept in order, each told once', async () => {
    const account = await signedUpCustomer(payload, { tag: 'dispatch-race' })
    const number = await bookThroughRoute(account, bookingBody(account, trip))
    const answers = await Promise.all(
      ['AB 1', 'AB 2'].map((plate) =>
        assignDriver(payload, {
          reservationNumber: number,
          leg: 'outbound',
          driver: { ...driver, plate },
          staff,
        }),
      ),
    )
    for (const answer of answers)
      expect(answer).toMatchObject({ ok: true, value: { changed: true } })
    const stored = await reservationByNumber(payload, number)
    expect(stored.dispatchHistory).toHaveLength(2)
    // The leg holds the one written last.
    expect(stored.dispatch?.outbound?.vehiclePlate).toBe(
      stored.dispatchHistory!.at(-1)!.vehiclePlate,
    )
    const sms = await driverMessages(account.user.mobile)
    expect(sms).toHaveLength(2)
    expect(sms.map((doc) => doc.body).filter((body) => body.includes('AB 1'))).toHaveLength(1)
  })

  it('dispatches the return leg of a round trip on its own, in English', async () => {
    const account = await signedUpCustomer(payload, { tag: 'dispatch-return' })
    const number = await bookThroughRoute(
      account,
      bookingBody(account, {
        ...trip,
        tripType: 'round-trip',
        returningDate: cairoTimeIn(120),
        departureFlightNumber: 'MS 986',
        price: 100000,
      }),
    )
    const back = await assignDriver(payload, {
      reservationNumber: number,
      leg: 'return',
      driver: { name: 'Mona Adel', mobile: '+44 7911 123456', plate: 'XY 42' },
      staff,
    })
    expect(back).toMatchObject({ ok: true, value: { changed: true } })
    const stored = await reservationByNumber(payload, number)
    expect(stored.dispatch?.return).toMatchObject({
      driverName: 'Mona Adel',
      vehiclePlate: 'XY 42',
    })
    expect(stored.dispatch?.outbound?.driverName ?? null).toBeNull()
    const [sms] = await driverMessages(account.user.mobile)
    expect(sms!.body).toContain('your return driver is Mona Adel, +44 7911 123456, plate XY 42')
    expect(sms!.body).not.toMatch(/[\u2066-\u2069\u00a0\u202f]/)
  })
})
