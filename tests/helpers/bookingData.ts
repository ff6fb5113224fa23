import type { Payload } from 'payload'

import { utcToCairoWallTime } from '@/booking/cairoTime'
import { CARS, type CarCode } from '@/booking/cars'
import { egpToPiasters } from '@/booking/money'
import type { PlaceKind } from '@/booking/trip'

/** Fixtures of the booking data, written through the Local API as staff would. */

// As the site writes it (decision 0182): stored so, it reads back the same.
export const HOTLINE = '+20 10 0555 0123'

/** The settings quotes read: the hotline, 12 hours of lead time, cash switched on. */
export async function setBookingSettings(
  payload: Payload,
  values: { minLeadHours?: number; cashEnabled?: boolean } = {},
) {
  await payload.updateGlobal({
    slug: 'settings',
    locale: 'en',
    data: {
      siteName: 'Masar Transfers',
      hotline: HOTLINE,
      minLeadHours: values.minLeadHours ?? 12,
      cashEnabled: values.cashEnabled ?? true,
    },
  })
}

/** The five cars of decisions.md (the seed may have written them already). */
export async function ensureCars(payload: Payload) {
  const { docs } = await payload.find({ collection: 'cars', pagination: false, depth: 0 })
  const have = new Set(docs.map((car) => car.code))
  for (const car of CARS) {
    if (have.has(car.code)) continue
    const created = await payload.create({
      collection: 'cars',
      locale: 'en',
      data: {
        code: car.code,
        name: car.name.en,
        persons: car.persons,
        luggages: car.luggages,
        order: car.order,
      },
    })
    await payload.update({
      collection: 'cars',
      id: created.id,
      locale: 'ar',
      data: { name: car.name.ar },
    })
  }
}

export async function createRegion(
  payload: Payload,
  {
    code,
    en,
    ar,
    cashAllowed = true,
    order = 50,
  }: {
    code: string
    en: string
    ar: string
    cashAllowed?: boolean
    order?: number
  },
) {
  const region = await payload.create({
    collection: 'regions',
    locale: 'en',
    data: { code, name: en, cashAllowed, order },
  })
  await payload.update({ collection: 'regions', id: region.id, locale: 'ar', data: { name: ar } })
  return region
}

export async function createPlace(
  payload: Payload,
  {
    code,
    region,
    en,
    ar,
    kind = 'area',
    canPickup = true,
    canDropoff = true,
    order = 0,
  }: {
    code: string
    region: number
    en: string
    ar: string
    kind?: PlaceKind
    canPickup?: boolean
    canDropoff?: boolean
    order?: number
  },
) {
  const place = await payload.create({
    collection: 'places',
    locale: 'en',
    data: { code, region, name: en, kind, canPickup, canDropoff, order },
  })
  await payload.update({ collection: 'places', id: place.id, locale: 'ar', data: { name: ar } })
  return place
}

/** Prices in pounds as staff type them ("500", "650.50"), stored as piasters. */
export async function createPriceRow(
  payload: Payload,
  {
    region,
    from,
    to,
    egp,
    oneDirectional = false,
    cashAllowed = true,
  }: {
    region: number
    from: number
    to: number
    egp: Partial<Record<CarCode, string>>
    oneDirectional?: boolean
    cashAllowed?: boolean
  },
) {
  const prices = Object.fromEntries(
    Object.entries(egp).map(([car, pounds]) => [car, egpToPiasters(pounds!)]),
  )
  return payload.create({
    collection: 'price-lists',
    data: { region, from, to, oneDirectional, cashAllowed, prices },
  })
}

/**
 * A test region of its own with an airport and a district priced between them (every car), the
 * setup most booking tests share: codes `<prefix>-airport` and `<prefix>-district`.
 */
export async function airportAndDistrict(
  payload: Payload,
  {
    prefix,
    region: names,
    egp = { corolla: '500', caddy: '600', xpander: '700', h1: '800', hiace: '900' },
    cashAllowed = true,
  }: {
    prefix: string
    region: { code: string; en: string; ar: string }
    egp?: Partial<Record<CarCode, string>>
    cashAllowed?: boolean
  },
) {
  const region = (await createRegion(payload, { ...names, cashAllowed })).id
  const airport = await createPlace(payload, {
    code: `${prefix}-airport`,
    region,
    en: `${names.en} Airport`,
    ar: `مطار ${names.ar}`,
    kind: 'airport',
  })
  const district = await createPlace(payload, {
    code: `${prefix}-district`,
    region,
    en: `${names.en} District`,
    ar: `حي ${names.ar}`,
    kind: 'area',
  })
  await createPriceRow(payload, { region, from: airport.id, to: district.id, egp })
  return { region, airport, district }
}

/** A Cairo wall-clock time `hours` from now, as the booking form sends it. */
export const cairoTimeIn = (hours: number) =>
  utcToCairoWallTime(new Date(Date.now() + hours * 3_600_000))

/** A staff user of the given role, as Payload hands it to access rules. */
export async function staffUser(payload: Payload, role: 'admin' | 'operator', tag: string) {
  const user = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: {
      name: `${role} ${tag}`,
      email: `${role}-${tag}-${Date.now()}@masar.test`,
      password: `${role}-password-12`,
      role,
    },
  })
  return { ...user, collection: 'users' as const }
}
