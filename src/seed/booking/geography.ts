import type { Payload } from 'payload'

import { SEED_CONTEXT } from '../media'

import { AIRPORT_CODES, PLACES, REGIONS, seededRoutes, type SeedRegion } from './places'
import { demoPrices } from './prices'

async function regionIds(payload: Payload): Promise<Map<string, number>> {
  const { docs } = await payload.find({ collection: 'regions', depth: 0, pagination: false })
  return new Map(docs.map((region) => [region.code, region.id]))
}

async function placesByCode(payload: Payload) {
  const { docs } = await payload.find({ collection: 'places', depth: 0, pagination: false })
  return new Map(docs.map((place) => [place.code, place]))
}

/** Cairo, Borg Al-Arab and Hurghada; their airports are linked once the places exist. */
export async function seedRegions(payload: Payload): Promise<boolean> {
  if ((await payload.count({ collection: 'regions' })).totalDocs > 0) return false
  for (const [index, region] of REGIONS.entries()) {
    const created = await payload.create({
      collection: 'regions',
      locale: 'en',
      data: {
        code: region.code,
        name: region.name.en,
        cashAllowed: region.cashAllowed,
        order: index + 1,
        active: true,
      },
      context: SEED_CONTEXT,
    })
    await payload.update({
      collection: 'regions',
      id: created.id,
      locale: 'ar',
      data: { name: region.name.ar },
      context: SEED_CONTEXT,
    })
  }
  return true
}

/** The airports, districts and hotel zones of the regions that exist. */
export async function seedPlaces(payload: Payload): Promise<boolean> {
  if ((await payload.count({ collection: 'places' })).totalDocs > 0) return false
  const regions = await regionIds(payload)
  for (const [index, place] of PLACES.entries()) {
    const region = regions.get(place.region)
    if (region === undefined) continue
    const created = await payload.create({
      collection: 'places',
      locale: 'en',
      data: {
        code: place.code,
        name: place.name.en,
        region,
        kind: place.kind,
        canPickup: true,
        canDropoff: true,
        searchTerms: place.searchTerms ?? null,
        order: index + 1,
        active: true,
      },
      context: SEED_CONTEXT,
    })
    await payload.update({
      collection: 'places',
      id: created.id,
      locale: 'ar',
      data: { name: place.name.ar },
      context: SEED_CONTEXT,
    })
  }
  // Each region's airport, unless staff already chose one.
  const places = await placesByCode(payload)
  const { docs } = await payload.find({ collection: 'regions', depth: 0, pagination: false })
  for (const region of docs) {
    const airport = places.get(AIRPORT_CODES[region.code as SeedRegion['code']])
    if (!region.airport && airport) {
      await payload.update({
        collection: 'regions',
        id: region.id,
        data: { airport: airport.id },
        context: SEED_CONTEXT,
      })
    }
  }
  return true
}

/**
 * A route from each region's airport to each of its places, and a few between areas, priced by
 * distance (`prices.ts`). Borg Al-Arab's routes take no cash, the others do.
 */
export async function seedPriceLists(payload: Payload): Promise<boolean> {
  if ((await payload.count({ collection: 'price-lists' })).totalDocs > 0) return false
  const regions = await regionIds(payload)
  const places = await placesByCode(payload)
  const seedPlace = new Map(PLACES.map((place) => [place.code, place]))
  for (const route of seededRoutes()) {
    const regionCode = seedPlace.get(route.to)?.region
    const region = regionCode && regions.get(regionCode)
    const from = places.get(route.from)
    const to = places.get(route.to)
    if (!regionCode || !region || !from || !to) continue
    await payload.create({
      collection: 'price-lists',
      data: {
        region,
        from: from.id,
        to: to.id,
        oneDirectional: false,
        cashAllowed: regionCode !== 'HBE',
        prices: demoPrices(route.km, regionCode),
      },
      context: SEED_CONTEXT,
    })
  }
  return true
}
