import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { ensureCars, staffUser } from '../helpers/bookingData'
import { testPayload } from '../helpers/payload'

/**
 * The company's drivers and vehicles (issue 45, item 1; decision 0185): admins keep them in
 * either language, operators read them; what an admin types is stored in one form (a mobile in
 * E.164, a plate in capitals) so the dispatch can find and compare them.
 */
let payload: Payload
let admin: Awaited<ReturnType<typeof staffUser>>
let operator: Awaited<ReturnType<typeof staffUser>>
let vanId: number

const driver = (mobile: string, extra: Record<string, unknown> = {}) => ({
  nameEn: '  Karim   Adel ',
  nameAr: 'كريم عادل',
  mobile,
  licenceNumber: 'EG-123456',
  licenceExpiry: '2027-06-30',
  ...extra,
})

beforeAll(async () => {
  payload = await testPayload()
  await ensureCars(payload)
  admin = await staffUser(payload, 'admin', 'roster')
  operator = await staffUser(payload, 'operator', 'roster')
  const { docs } = await payload.find({
    collection: 'cars',
    where: { code: { equals: 'h1' } },
    depth: 0,
  })
  vanId = docs[0]!.id
})

describe('drivers', () => {
  it('stores the mobile in E.164 and the names trimmed, whichever form the admin typed', async () => {
    const created = await payload.create({
      collection: 'drivers',
      data: driver('٠١٠ ٠٥٥٥ ٠٠٠١'),
      user: admin,
      overrideAccess: false,
    })
    expect(created).toMatchObject({
      nameEn: 'Karim Adel',
      nameAr: 'كريم عادل',
      mobile: '+201005550001',
      active: true,
    })
  })

  it('refuses a second driver with the same mobile written another way', async () => {
    await expect(
      payload.create({
        collection: 'drivers',
        data: driver('+20 10 0555 0001', { nameEn: 'Another Driver' }),
        user: admin,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })

  it('refuses what is not a mobile, a one-letter name and a licence expiry that is not a day', async () => {
    for (const data of [
      driver('12'),
      driver('01005550002', { nameAr: 'ك' }),
      driver('01005550003', { licenceExpiry: '30/06/2027' }),
    ])
      await expect(
        payload.create({ collection: 'drivers', data, user: admin, overrideAccess: false }),
      ).rejects.toThrow()
    expect(
      (await payload.count({ collection: 'drivers', where: { nameEn: { equals: 'Karim Adel' } } }))
        .totalDocs,
    ).toBe(1)
  })

  it('lets an operator read the roster, never write it', async () => {
    const read = await payload.find({
      collection: 'drivers',
      user: operator,
      overrideAccess: false,
    })
    expect(read.docs.map((doc) => doc.mobile)).toContain('+201005550001')
    await expect(
      payload.create({
        collection: 'drivers',
        data: driver('01005550004'),
        user: operator,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })
})

describe('vehicles', () => {
  it('stores the plate in capitals with single spaces, and refuses the same plate again', async () => {
    const created = await payload.create({
      collection: 'vehicles',
      data: { plate: ' abc   1234 ', car: vanId },
      user: admin,
      overrideAccess: false,
    })
    expect(created).toMatchObject({ plate: 'ABC 1234', active: true })
    await expect(
      payload.create({
        collection: 'vehicles',
        data: { plate: 'ABC 1234', car: vanId },
        user: admin,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })

  it('keeps an Arabic plate as written, and its own seats where they differ from the car type', async () => {
    const created = await payload.create({
      collection: 'vehicles',
      data: { plate: 'ن ط ق 1234', car: vanId, persons: 8, luggages: 6, owner: ' Nile Cars ' },
      user: admin,
      overrideAccess: false,
    })
    expect(created).toMatchObject({
      plate: 'ن ط ق 1234',
      persons: 8,
      luggages: 6,
      owner: 'Nile Cars',
    })
  })

  it('refuses a plate of one character and a car type that does not exist', async () => {
    await expect(
      payload.create({
        collection: 'vehicles',
        data: { plate: 'A', car: vanId },
        user: admin,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'vehicles',
        data: { plate: 'XYZ 99', car: 987654 },
        user: admin,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })
})
