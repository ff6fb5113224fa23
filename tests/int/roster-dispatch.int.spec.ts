import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { assignDriver, EVERY_LEG_DISPATCHED } from '@/backoffice/operations/assignDriver'
import { utcToCairoWallTime } from '@/booking/cairoTime'

import { bookingBody, bookThroughRoute, reservationByNumber } from '../helpers/backoffice'
import {
  airportAndDistrict,
  cairoTimeIn,
  ensureCars,
  setBookingSettings,
  staffUser,
} from '../helpers/bookingData'
import { signedUpCustomer } from '../helpers/customers'
import { testPayload } from '../helpers/payload'

/**
 * Dispatch from the roster (issue 45 item 2; decision 0185) on a real database: each refusal with
 * its reason (inactive, licence expired, a vehicle too small), and no double-booking: a leg holds
 * its driver and vehicle from its pickup through the route's drive (60 minutes here) and the
 * settings' margin (30), back-to-back legs pass, an overlap is refused unless staff give a
 * reason, a flight delay can move a pickup into a conflict, and two dispatches of one driver to
 * overlapping legs at once: one wins.
 */
let payload: Payload
let staff: Awaited<ReturnType<typeof staffUser>>
let corollaId: number
let seq = 0

beforeAll(async () => {
  payload = await testPayload()
  await setBookingSettings(payload)
  await ensureCars(payload)
  await payload.updateGlobal({
    slug: 'settings',
    data: { dispatchDriveMinutes: 240, dispatchMarginMinutes: 30 },
  })
  staff = await staffUser(payload, 'operator', 'roster-dispatch')
  const { airport } = await airportAndDistrict(payload, {
    prefix: 'rd',
    region: { code: 'RDS', en: 'Roster Giza', ar: 'جيزة القائمة' },
  })
  // The route's own drive: 60 minutes (the settings' 240 would apply elsewhere).
  const { docs } = await payload.find({
    collection: 'price-lists',
    where: { from: { equals: airport.id } },
    depth: 0,
  })
  await payload.update({ collection: 'price-lists', id: docs[0]!.id, data: { driveMinutes: 60 } })
  const cars = await payload.find({
    collection: 'cars',
    where: { code: { equals: 'corolla' } },
    depth: 0,
  })
  corollaId = cars.docs[0]!.id
})

async function newDriver(extra: Record<string, unknown> = {}) {
  seq += 1
  const doc = await payload.create({
    collection: 'drivers',
    data: {
      nameEn: `Roster Driver ${seq}`,
      nameAr: `سائق القائمة ${seq}`,
      mobile: `+2010077${String(seq).padStart(5, '0')}`,
      licenceNumber: `L-${seq}`,
      licenceExpiry: '2099-12-31',
      ...extra,
    },
  })
  return doc.id
}

async function newVehicle(extra: Record<string, unknown> = {}) {
  seq += 1
  const doc = await payload.create({
    collection: 'vehicles',
    data: { plate: `RD ${seq}`, car: corollaId, ...extra },
  })
  return doc.id
}

/** A cash booking from the test airport `hoursAhead` from now, for `persons` and `luggages`. */
async function booking(hoursAhead: number, { persons = 1, luggages = 1 } = {}) {
  seq += 1
  const account = await signedUpCustomer(payload, { tag: `rd-${seq}`, lang: 'en' })
  return bookThroughRoute(
    account,
    bookingBody(account, {
      pickupAddress: 'rd-airport',
      dropoffAddress: 'rd-district',
      paymentType: 'cash',
      execDate: cairoTimeIn(hoursAhead),
      personsCount: persons,
      luggagesCount: luggages,
    }),
  )
}

const send = (reservationNumber: string, driverId: number, vehicleId: number, override?: string) =>
  assignDriver(payload, {
    reservationNumber,
    leg: 'outbound',
    driver: { driverId, vehicleId, ...(override ? { override } : {}) },
    staff,
  })

/** Moves a booking's pickup to exactly `minutes` after another's (both well ahead of now). */
async function pickupAfter(number: string, other: string, minutes: number) {
  const base = new Date((await reservationByNumber(payload, other)).execDate).getTime()
  const pickup = new Date(base + minutes * 60_000)
  await payload.update({
    collection: 'reservations',
    id: (await reservationByNumber(payload, number)).id,
    overrideAccess: true,
    data: { execDate: pickup.toISOString(), execLocal: utcToCairoWallTime(pickup) },
  })
}

describe('dispatch from the roster', () => {
  it("stores the roster's driver and vehicle on the leg, with the name in both languages", async () => {
    const number = await booking(30)
    const driverId = await newDriver()
    const vehicleId = await newVehicle()
    const sent = await send(number, driverId, vehicleId)
    expect(sent.ok).toBe(true)
    const stored = (await reservationByNumber(payload, number)).dispatch?.outbound
    expect(stored).toMatchObject({
      driverName: `Roster Driver ${seq - 1}`,
      driverNameAr: `سائق القائمة ${seq - 1}`,
      vehiclePlate: `RD ${seq}`,
      driver: driverId,
      vehicle: vehicleId,
      overrideReason: null,
    })
  })

  it('refuses an inactive driver, an expired licence, an inactive vehicle and an unknown one', async () => {
    const number = await booking(30)
    const vehicleId = await newVehicle()
    const cases: [Promise<Awaited<ReturnType<typeof send>>>, string][] = [
      [send(number, await newDriver({ active: false }), vehicleId), 'dispatch-driver-inactive'],
      [
        send(number, await newDriver({ licenceExpiry: '2020-01-31' }), vehicleId),
        'dispatch-driver-licence-expired',
      ],
      [
        send(number, await newDriver(), await newVehicle({ active: false })),
        'dispatch-vehicle-inactive',
      ],
      [
        send(number, await newDriver(), await newVehicle({ licenceExpiry: '2020-01-31' })),
        'dispatch-vehicle-licence-expired',
      ],
      [send(number, 987654, vehicleId), 'dispatch-driver-unknown'],
    ]
    for (const [answer, code] of cases) expect(await answer).toMatchObject({ ok: false, code })
    expect((await reservationByNumber(payload, number)).dispatch?.outbound?.driverName).toBeFalsy()
  })

  it('refuses a vehicle with fewer seats than the party, then fewer bags, and names both', async () => {
    const number = await booking(30, { persons: 3, luggages: 3 })
    const seats = await send(number, await newDriver(), await newVehicle({ persons: 2 }))
    expect(seats).toMatchObject({
      ok: false,
      code: 'dispatch-vehicle-too-few-seats',
      values: { seats: 2, persons: 3 },
    })
    const bags = await send(number, await newDriver(), await newVehicle({ luggages: 2 }))
    expect(bags).toMatchObject({
      ok: false,
      code: 'dispatch-vehicle-too-few-bags',
      values: { bags: 2, luggages: 3 },
    })
  })

  it('passes legs back to back, refuses an overlap by a minute, and sends it with a reason', async () => {
    const driverId = await newDriver()
    const first = await booking(40)
    expect((await send(first, driverId, await newVehicle())).ok).toBe(true)
    // 60 minutes of drive and 30 of margin: free again 90 minutes after the first pickup.
    const backToBack = await booking(44)
    await pickupAfter(backToBack, first, 90)
    const passed = await send(backToBack, driverId, await newVehicle())
    expect(passed.ok, JSON.stringify(passed)).toBe(true)

    const overlapping = await booking(44)
    await pickupAfter(overlapping, first, 89)
    const refused = await send(overlapping, driverId, await newVehicle())
    expect(refused).toMatchObject({
      ok: false,
      code: 'dispatch-driver-busy',
      values: { number: first },
    })
    const overridden = await send(
      overlapping,
      driverId,
      await newVehicle(),
      'Ahmed swaps with Omar',
    )
    expect(overridden.ok).toBe(true)
    expect((await reservationByNumber(payload, overlapping)).dispatch?.outbound).toMatchObject({
      driver: driverId,
      overrideReason: 'Ahmed swaps with Omar',
    })
  })

  it('refuses a vehicle already on an overlapping leg with another driver', async () => {
    const vehicleId = await newVehicle()
    const first = await booking(50)
    expect((await send(first, await newDriver(), vehicleId)).ok).toBe(true)
    const second = await booking(54)
    await pickupAfter(second, first, 30)
    expect(await send(second, await newDriver(), vehicleId)).toMatchObject({
      ok: false,
      code: 'dispatch-vehicle-busy',
    })
  })

  it('a pickup moved later by a flight delay moves into a conflict', async () => {
    const driverId = await newDriver()
    const delayed = await booking(60)
    const later = await booking(64)
    await pickupAfter(later, delayed, 180)
    expect((await send(delayed, driverId, await newVehicle())).ok).toBe(true)
    // The flight lands two hours late: its pickup is now 60 minutes before the later one.
    await pickupAfter(delayed, delayed, 120)
    expect(await send(later, driverId, await newVehicle())).toMatchObject({
      ok: false,
      code: 'dispatch-driver-busy',
      values: { number: delayed },
    })
  })

  it('two dispatches of one driver to overlapping legs at once: one wins', async () => {
    const driverId = await newDriver()
    const one = await booking(70)
    const two = await booking(74)
    await pickupAfter(two, one, 30)
    const [a, b] = await Promise.all([
      send(one, driverId, await newVehicle()),
      send(two, driverId, await newVehicle()),
    ])
    expect([a.ok, b.ok].filter(Boolean)).toHaveLength(1)
    expect([a, b].find((answer) => !answer.ok)).toMatchObject({ code: 'dispatch-driver-busy' })
  })

  it('sends a cash booking to operations with its last leg, and says so in the history', async () => {
    const number = await booking(30)
    expect((await reservationByNumber(payload, number)).status).toBe('cash-not-sent')
    expect((await send(number, await newDriver(), await newVehicle())).ok).toBe(true)
    const stored = await reservationByNumber(payload, number)
    expect(stored.status).toBe('completed')
    expect(stored.statusHistory?.at(-1)).toMatchObject({
      from: 'cash-not-sent',
      to: 'completed',
      reason: EVERY_LEG_DISPATCHED,
    })
  })
})
