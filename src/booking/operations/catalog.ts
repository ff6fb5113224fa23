import type { Payload } from 'payload'

import type { CarCapacity, CarCode } from '@/booking/cars'
import { EXTRA_KINDS, type ExtraOption } from '@/booking/extras'
import { isPiasters, type Piasters } from '@/booking/money'
import { type PricedRoute, pricedRoutes, type PriceRow } from '@/booking/pricing'
import type { BookingPlace } from '@/booking/validation'
import type { PlaceKind } from '@/booking/trip'
import { mediaPath, settingsFromDoc } from '@/content/shapes'
import type { Locale } from '@/i18n/locales'
import type { BookingNamedPlace, NamedPlaceKind } from '@/booking/namedPlaces'
import type { Car, Extra, Media, NamedPlace, Place, PriceList, Region } from '@/payload-types'

/** A text in both languages. */
export type Names = Record<Locale, string>

export type CatalogRegion = {
  id: number
  code: string
  names: Names
  cashAllowed: boolean
  order: number
  /** The code of the region's airport place, when set. */
  airportCode: string | null
}

export type CatalogPlace = {
  id: number
  code: string
  names: Names
  kind: PlaceKind
  isAirport: boolean
  regionCode: string
  canPickup: boolean
  canDropoff: boolean
  order: number
  /** Other names and spellings a visitor may type. */
  searchTerms: string[]
}

/** A hotel, landmark or terminal under an active priced place (decision 0137). */
export type CatalogNamedPlace = BookingNamedPlace & {
  kind: NamedPlaceKind
  /** Other names and spellings a visitor may type. */
  aliases: string[]
  order: number
}

export type CarImage = { url: string; width: number; height: number }

export type CatalogCar = CarCapacity & {
  id: number
  code: CarCode
  names: Names
  order: number
  image: CarImage | null
}

/** The settings a quote needs. */
export type BookingSettings = { hotline: string; minLeadHours: number; cashEnabled: boolean }

/**
 * Everything the quote (and the booking) reads, as plain data: the active regions, their active
 * places and cars, the price rows between active places, and the booking settings. Places and
 * price rows refer to each other by place code, as the booking core does.
 */
export type BookingCatalog = {
  regions: CatalogRegion[]
  /** By region order, airports first, then by order and English name. */
  places: CatalogPlace[]
  placeByCode: ReadonlyMap<string, CatalogPlace>
  /** The active named places of the active places, by order and English name. */
  namedPlaces: CatalogNamedPlace[]
  /** The places as `validateBooking` sees them. */
  bookingPlaces: BookingPlace[]
  cars: CatalogCar[]
  /** Each row's `cashAllowed` already includes its region's flag (not the settings' switch). */
  priceRows: PriceRow[]
  /** The active extras of the active regions, in their order (decision 0130). */
  extras: ExtraOption[]
  settings: BookingSettings
}

type Localized = string | Partial<Record<Locale, string | null>> | null | undefined

/** A localized field read with `locale: 'all'`: both languages, Arabic falling back to English. */
export function namesOf(value: Localized): Names {
  if (value && typeof value === 'object') {
    const en = value.en ?? value.ar ?? ''
    return { en, ar: value.ar || en }
  }
  return { en: value ?? '', ar: value ?? '' }
}

const idOf = (value: number | { id: number } | null | undefined): number | null =>
  value === null || value === undefined ? null : typeof value === 'number' ? value : value.id

export function carImage(media: number | Media | null | undefined): CarImage | null {
  if (!media || typeof media === 'number' || !media.url) return null
  // The small rendition is plenty for a car card; the original when it was not made.
  const small = media.sizes?.thumbnail
  if (small?.url && small.width && small.height) {
    return { url: mediaPath(small.url), width: small.width, height: small.height }
  }
  return { url: mediaPath(media.url), width: media.width ?? 800, height: media.height ?? 450 }
}

const compareOrder = (a: { order: number }, b: { order: number }) => a.order - b.order

/** Reads the catalog from the database (uncached; see `server.ts` for the cached one). */
export async function loadBookingCatalog(payload: Payload): Promise<BookingCatalog> {
  const all = { locale: 'all' as const, pagination: false as const, overrideAccess: true }
  const [regionDocs, placeDocs, namedDocs, carDocs, rowDocs, extraDocs, settingsDoc] =
    await Promise.all([
      payload.find({ collection: 'regions', depth: 0, ...all }),
      payload.find({ collection: 'places', depth: 0, ...all }),
      payload.find({ collection: 'named-places', depth: 0, ...all }),
      payload.find({ collection: 'cars', depth: 1, ...all }),
      payload.find({
        collection: 'price-lists',
        depth: 0,
        pagination: false,
        overrideAccess: true,
      }),
      payload.find({ collection: 'extras', depth: 0, ...all }),
      payload.findGlobal({ slug: 'settings', depth: 0, locale: 'en', overrideAccess: true }),
    ])
  return buildCatalog({
    regions: regionDocs.docs,
    places: placeDocs.docs,
    namedPlaces: namedDocs.docs,
    cars: carDocs.docs,
    priceLists: rowDocs.docs,
    extras: extraDocs.docs,
    settings: settingsFromDoc(settingsDoc),
  })
}

/** The catalog from documents as Payload returns them (localized fields read with 'all'). */
export function buildCatalog(docs: {
  regions: Region[]
  places: Place[]
  namedPlaces?: NamedPlace[]
  cars: Car[]
  priceLists: PriceList[]
  extras?: Extra[]
  settings: BookingSettings
}): BookingCatalog {
  const placeDocById = new Map(docs.places.map((place) => [place.id, place]))
  const regions: CatalogRegion[] = docs.regions
    .filter((region) => region.active !== false)
    .map((region) => {
      const airportId = idOf(region.airport as number | Place | null | undefined)
      return {
        id: region.id,
        code: region.code,
        names: namesOf(region.name as Localized),
        cashAllowed: region.cashAllowed !== false,
        order: region.order ?? 0,
        airportCode: (airportId !== null && placeDocById.get(airportId)?.code) || null,
      }
    })
    .sort((a, b) => compareOrder(a, b) || a.code.localeCompare(b.code))
  const regionById = new Map(regions.map((region) => [region.id, region]))
  const regionRank = new Map(regions.map((region, index) => [region.code, index]))

  const places: CatalogPlace[] = docs.places
    .flatMap((place): CatalogPlace[] => {
      const region = regionById.get(idOf(place.region as number | Region) ?? -1)
      if (!region || place.active === false) return []
      return [
        {
          id: place.id,
          code: place.code,
          names: namesOf(place.name as Localized),
          kind: place.kind,
          isAirport: place.kind === 'airport',
          regionCode: region.code,
          canPickup: place.canPickup !== false,
          canDropoff: place.canDropoff !== false,
          order: place.order ?? 0,
          searchTerms: (place.searchTerms ?? '')
            .split(',')
            .map((term) => term.trim())
            .filter(Boolean),
        },
      ]
    })
    .sort(
      (a, b) =>
        regionRank.get(a.regionCode)! - regionRank.get(b.regionCode)! ||
        Number(b.isAirport) - Number(a.isAirport) ||
        compareOrder(a, b) ||
        a.names.en.localeCompare(b.names.en, 'en'),
    )
  const placeByCode = new Map(places.map((place) => [place.code, place]))
  const placeById = new Map(places.map((place) => [place.id, place]))

  const namedPlaces: CatalogNamedPlace[] = (docs.namedPlaces ?? [])
    .flatMap((named): CatalogNamedPlace[] => {
      const place = placeById.get(idOf(named.place as number | Place) ?? -1)
      if (!place || named.active === false) return []
      return [
        {
          id: named.id,
          placeCode: place.code,
          kind: named.kind,
          names: namesOf(named.name as Localized),
          aliases: (named.aliases ?? []).map((row) => row.alias.trim()).filter(Boolean),
          order: named.order ?? 0,
        },
      ]
    })
    .sort((a, b) => compareOrder(a, b) || a.names.en.localeCompare(b.names.en, 'en'))

  const cars: CatalogCar[] = docs.cars
    .filter((car) => car.active !== false)
    .map((car) => ({
      id: car.id,
      code: car.code,
      names: namesOf(car.name as Localized),
      persons: car.persons,
      luggages: car.luggages,
      order: car.order ?? 0,
      image: carImage(car.image),
    }))
    .sort((a, b) => compareOrder(a, b) || a.persons - b.persons)

  const priceRows: PriceRow[] = docs.priceLists.flatMap((row): PriceRow[] => {
    const region = regionById.get(idOf(row.region as number | Region) ?? -1)
    const from = placeById.get(idOf(row.from as number | Place) ?? -1)
    const to = placeById.get(idOf(row.to as number | Place) ?? -1)
    // A row of an inactive region or place prices nothing.
    if (!region || !from || !to) return []
    const prices: Partial<Record<string, Piasters>> = {}
    for (const [carCode, price] of Object.entries(row.prices ?? {})) {
      if (isPiasters(price) && price > 0) prices[carCode] = price
    }
    return [
      {
        regionCode: region.code,
        from: from.code,
        to: to.code,
        oneDirectional: row.oneDirectional === true,
        cashAllowed: row.cashAllowed !== false && region.cashAllowed,
        prices,
      },
    ]
  })

  const extras: ExtraOption[] = (docs.extras ?? [])
    .flatMap((extra): ExtraOption[] => {
      const region = regionById.get(idOf(extra.region as number | Region) ?? -1)
      const kind = EXTRA_KINDS.find((candidate) => candidate === extra.kind)
      if (!region || !kind || extra.active === false || !isPiasters(extra.unitPrice)) return []
      return [
        {
          code: extra.code,
          kind,
          regionCode: region.code,
          names: namesOf(extra.name as Localized),
          unitPrice: extra.unitPrice,
          maxQuantity: Math.max(1, extra.maxQuantity ?? 1),
          order: extra.order ?? 0,
        },
      ]
    })
    .sort((a, b) => compareOrder(a, b) || a.code.localeCompare(b.code))

  return {
    regions,
    places,
    placeByCode,
    namedPlaces,
    bookingPlaces: places.map(({ code, isAirport, canPickup, canDropoff }) => ({
      code,
      isAirport,
      canPickup,
      canDropoff,
    })),
    cars,
    priceRows,
    extras,
    settings: docs.settings,
  }
}

export const PLACE_MODES = ['pickup', 'dropoff'] as const
export type PlaceMode = (typeof PLACE_MODES)[number]

export type AreaGroup = {
  code: string
  name: string
  names: Names
  places: {
    code: string
    name: string
    names: Names
    kind: PlaceKind
    isAirport: boolean
    searchTerms: string[]
    /** Where a trip from here has a fixed price (the quote's own lookup), ends it may drop at. */
    routes: PricedRoute[]
    /** Its hotels, landmarks and terminals (decision 0137); absent when it has none. */
    named?: AreaNamedPlace[]
  }[]
}

/** A named place as `GET /api/areas` lists it: both names and the other spellings. */
export type AreaNamedPlace = { id: number; names: Names; aliases: string[] }

const routeLists = new WeakMap<BookingCatalog, Map<string, PricedRoute[]>>()

/**
 * The priced destinations of every place (`pricedRoutes` over the catalog's rows and active
 * cars), with the rules of the booking's places: a trip starts where it may start and ends
 * where it may end, and a round trip's return too. In the catalog's order of places; computed
 * once per catalog.
 */
export function catalogRoutes(catalog: BookingCatalog): Map<string, PricedRoute[]> {
  const cached = routeLists.get(catalog)
  if (cached) return cached
  const routes = new Map<string, PricedRoute[]>()
  const all = pricedRoutes(
    catalog.priceRows,
    catalog.cars.map((car) => car.code),
  )
  const rank = new Map(catalog.places.map((place, index) => [place.code, index]))
  for (const [from, reachable] of all) {
    const start = catalog.placeByCode.get(from)
    if (!start?.canPickup) continue
    const ends = reachable
      .flatMap((route) => {
        const end = catalog.placeByCode.get(route.to)
        if (!end?.canDropoff) return []
        // A round trip's return starts at the drop-off and ends at the pickup.
        return [{ ...route, roundTrip: route.roundTrip && end.canPickup && start.canDropoff }]
      })
      .sort((a, b) => rank.get(a.to)! - rank.get(b.to)!)
    if (ends.length) routes.set(from, ends)
  }
  routeLists.set(catalog, routes)
  return routes
}

const areaLists = new WeakMap<BookingCatalog, Map<string, AreaGroup[]>>()

/**
 * `GET /api/areas`: the places that can start (pickup) or end (dropoff) a trip, or all of them,
 * grouped by region, airports first, names in `locale`, each with the places a trip from it has
 * a fixed price to. Computed once per catalog.
 */
export function areaGroups(
  catalog: BookingCatalog,
  locale: Locale,
  mode: PlaceMode | null,
): AreaGroup[] {
  let lists = areaLists.get(catalog)
  if (!lists) {
    lists = new Map()
    areaLists.set(catalog, lists)
  }
  const key = `${locale}:${mode ?? 'all'}`
  const cached = lists.get(key)
  if (cached) return cached
  const collator = new Intl.Collator(locale === 'ar' ? 'ar' : 'en')
  const routes = catalogRoutes(catalog)
  const namedByPlace = new Map<string, AreaNamedPlace[]>()
  for (const named of catalog.namedPlaces) {
    const list = namedByPlace.get(named.placeCode) ?? []
    list.push({ id: named.id, names: named.names, aliases: named.aliases })
    namedByPlace.set(named.placeCode, list)
  }
  const groups = catalog.regions.flatMap((region): AreaGroup[] => {
    const places = catalog.places
      .filter(
        (place) =>
          place.regionCode === region.code &&
          (mode === null || (mode === 'pickup' ? place.canPickup : place.canDropoff)),
      )
      .sort(
        (a, b) =>
          Number(b.isAirport) - Number(a.isAirport) ||
          compareOrder(a, b) ||
          collator.compare(a.names[locale], b.names[locale]),
      )
      .map((place) => ({
        code: place.code,
        name: place.names[locale],
        names: place.names,
        kind: place.kind,
        isAirport: place.isAirport,
        searchTerms: place.searchTerms,
        routes: routes.get(place.code) ?? [],
        ...(namedByPlace.has(place.code) ? { named: namedByPlace.get(place.code) } : {}),
      }))
    if (places.length === 0) return []
    return [{ code: region.code, name: region.names[locale], names: region.names, places }]
  })
  lists.set(key, groups)
  return groups
}
