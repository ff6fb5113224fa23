import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as getAirlines } from '@/app/(frontend)/api/airlines/route'
import { GET as getAreas } from '@/app/(frontend)/api/areas/route'
import { GET as getCars } from '@/app/(frontend)/api/cars/route'
import { GET as getNationalities } from '@/app/(frontend)/api/nationalities/route'
import { GET as getPhoneCountries } from '@/app/(frontend)/api/phone-countries/route'
import { CAR_CODES } from '@/booking/cars'
import { loadBookingCatalog } from '@/booking/operations/catalog'
import { requestQuote } from '@/booking/operations/quote'
import type { Place, PriceList, Region } from '@/payload-types'
import { seedBookingData } from '@/seed/booking'
import { PLACES, seededRoutes } from '@/seed/booking/places'
import { demoPrices } from '@/seed/booking/prices'

import {
  cairoTimeIn,
  createPlace,
  createPriceRow,
  createRegion,
  setBookingSettings,
  staffUser,
} from '../helpers/bookingData'
import { Browser } from '../helpers/http'
import { testPayload } from '../helpers/payload'

let payload: Payload
let admin: Awaited<ReturnType<typeof staffUser>>
let operator: Awaited<ReturnType<typeof staffUser>>

const english = new Browser(undefined, 'en')
const arabic = new Browser(undefined, 'ar')
const get = (handler: (request: Request) => Promise<Response>, path: string, browser = english) =>
  browser.call(handler, { method: 'GET', path })

const SEEDED_REGIONS = ['CAI', 'HBE', 'HRG']

type AreaGroup = {
  code: string
  name: string
  places: { code: string; name: string; names: { en: string; ar: string }; isAirport: boolean }[]
}
const seededGroups = (groups: AreaGroup[]) =>
  groups.filter((group) => SEEDED_REGIONS.includes(group.code))

const idOf = (value: number | { id: number }) => (typeof value === 'number' ? value : value.id)

/** The field messages of a refused write (Payload's ValidationError keeps them in `data`). */
async function refusal(write: Promise<unknown>): Promise<string> {
  try {
    await write
  } catch (error) {
    const errors = (error as { data?: { errors?: { message: string }[] } }).data?.errors ?? []
    return errors.map((entry) => entry.message).join(' | ')
  }
  throw new Error('The write was accepted')
}

beforeAll(async () => {
  payload = await testPayload()
  // The first staff user becomes admin: create the admin first.
  admin = await staffUser(payload, 'admin', 'booking-data')
  operator = await staffUser(payload, 'operator', 'booking-data')
  await setBookingSettings(payload)
  // The run shares one database between files, and the quote and booking tests write their own
  // regions, places and cars: seed from empty booking collections, as a fresh database would be.
  for (const collection of [
    'price-lists',
    'named-places',
    'places',
    'regions',
    'cars',
    'airlines',
    'nationalities',
  ] as const) {
    await payload.delete({ collection, where: { id: { exists: true } }, overrideAccess: true })
  }
  await seedBookingData(payload)
})

afterAll(async () => {
  await payload.destroy()
})

describe('seeded booking data', () => {
  it('has the three regions, each with its airport, and cash everywhere but Borg Al-Arab', async () => {
    const { docs } = await payload.find({
      collection: 'regions',
      where: { code: { in: SEEDED_REGIONS } },
      locale: 'all',
      depth: 1,
      sort: 'order',
    })
    expect(docs.map((region) => region.code)).toEqual(SEEDED_REGIONS)
    const names = docs.map((region) => region.name as unknown as { en: string; ar: string })
    expect(names).toEqual([
      { en: 'Cairo', ar: 'القاهرة' },
      { en: 'Borg Al-Arab (Alexandria)', ar: 'برج العرب (الإسكندرية)' },
      { en: 'Hurghada (Red Sea)', ar: 'الغردقة (البحر الأحمر)' },
    ])
    expect(docs.map((region) => (region.airport as Place).code)).toEqual([
      'cai-airport',
      'hbe-airport',
      'hrg-airport',
    ])
    expect(docs.map((region) => region.cashAllowed)).toEqual([true, false, true])
  })

  it('has enough places in each region for a visitor to find theirs, in both languages', async () => {
    const { docs } = await payload.find({
      collection: 'places',
      locale: 'all',
      depth: 1,
      pagination: false,
    })
    const count = (region: string) =>
      docs.filter((place) => (place.region as Region).code === region && place.kind !== 'airport')
        .length
    expect(count('CAI')).toBeGreaterThanOrEqual(15)
    expect(count('HBE')).toBeGreaterThanOrEqual(8)
    expect(count('HRG')).toBeGreaterThanOrEqual(10)
    for (const place of docs.filter((doc) =>
      SEEDED_REGIONS.includes((doc.region as Region).code),
    )) {
      const name = place.name as unknown as { en: string; ar: string }
      expect(name.en).toMatch(/^[A-Z0-9]/)
      expect(name.ar).toMatch(/[\u0600-\u06FF]/)
    }
  })

  it('prices a route from each airport to each of its places, larger cars costing more', async () => {
    const all = { depth: 0, pagination: false } as const
    const { docs: regions } = await payload.find({ collection: 'regions', ...all })
    const { docs: places } = await payload.find({ collection: 'places', ...all })
    const { docs: rows } = await payload.find({ collection: 'price-lists', ...all })
    const regionCode = new Map(regions.map((region) => [region.id, region.code]))
    const placeCode = new Map(places.map((place) => [place.id, place.code]))
    const seededRows = rows.filter((row) =>
      SEEDED_REGIONS.includes(regionCode.get(idOf(row.region)) ?? ''),
    )
    const routes = new Set(
      seededRows.map((row) => `${placeCode.get(idOf(row.from))}>${placeCode.get(idOf(row.to))}`),
    )
    for (const place of places) {
      const region = regionCode.get(idOf(place.region))!
      if (!SEEDED_REGIONS.includes(region) || place.kind === 'airport') continue
      expect(routes, place.code).toContain(`${region.toLowerCase()}-airport>${place.code}`)
    }
    // Some routes between two areas too.
    expect([...routes].filter((route) => !route.includes('-airport>')).length).toBeGreaterThan(5)
    for (const row of seededRows) {
      const prices = CAR_CODES.map((car) => row.prices?.[car] ?? 0)
      for (const price of prices) expect(Number.isSafeInteger(price) && price > 0).toBe(true)
      expect([...prices].sort((a, b) => a - b)).toEqual(prices)
      expect(row.cashAllowed).toBe(regionCode.get(idOf(row.region)) !== 'HBE')
    }
  })

  it('quotes every seeded route at its per-car price, both ways and as a round trip', async () => {
    const catalog = await loadBookingCatalog(payload)
    const region = new Map(PLACES.map((place) => [place.code, place.region]))
    const routes = seededRoutes()
    expect(routes.length).toBeGreaterThan(40)
    const execDate = cairoTimeIn(96)
    const returningDate = cairoTimeIn(150)
    const quote = (tripType: string, pickup: string, dropoff: string) =>
      requestQuote(
        { tripType, pickup, dropoff, execDate, returningDate, persons: 1, luggages: 0 },
        catalog,
        { locale: 'en', now: new Date() },
      )
    const pricesOf = (answer: ReturnType<typeof quote>) => {
      if (!answer.ok) throw new Error(answer.code)
      return Object.fromEntries(answer.value.cars.map((car) => [car.code, car.price]))
    }
    for (const route of routes) {
      const expected = demoPrices(route.km, region.get(route.to)!)
      const label = `${route.from} > ${route.to}`
      expect(pricesOf(quote('one-way', route.from, route.to)), label).toEqual(expected)
      expect(pricesOf(quote('one-way', route.to, route.from)), label).toEqual(expected)
      const roundTrip = Object.fromEntries(
        Object.entries(expected).map(([car, price]) => [car, price * 2]),
      )
      expect(pricesOf(quote('round-trip', route.from, route.to)), label).toEqual(roundTrip)
    }
  })

  it('has the five cars, every nationality and the airlines of the three airports', async () => {
    const cars = await payload.find({ collection: 'cars', sort: 'order', depth: 1 })
    expect(cars.docs.map((car) => [car.code, car.persons, car.luggages])).toEqual([
      ['corolla', 3, 3],
      ['caddy', 4, 4],
      ['xpander', 5, 4],
      ['h1', 7, 7],
      ['hiace', 12, 12],
    ])
    expect(cars.docs.every((car) => typeof car.image === 'object' && car.image?.url)).toBe(true)

    const nationalities = await payload.count({ collection: 'nationalities' })
    expect(nationalities.totalDocs).toBeGreaterThanOrEqual(249)
    const airlines = await payload.count({ collection: 'airlines' })
    expect(airlines.totalDocs).toBeGreaterThanOrEqual(25)
  })

  it('has the main hotels of each region under their districts, in both languages (decision 0137)', async () => {
    const { docs } = await payload.find({
      collection: 'named-places',
      locale: 'all',
      depth: 1,
      pagination: false,
    })
    const byName = new Map(
      docs.map((named) => [(named.name as unknown as { en: string }).en, named]),
    )
    for (const [name, place] of [
      ['Marriott Mena House', 'cai-pyramids'],
      ['Four Seasons Nile Plaza', 'cai-garden-city'],
      ['Four Seasons San Stefano', 'hbe-san-stefano'],
      ['Steigenberger Cecil Hotel', 'hbe-downtown'],
      ['Steigenberger Al Dau Beach', 'hrg-village-road'],
      ['Hurghada Marriott Beach Resort', 'hrg-sakkala'],
    ]) {
      expect((byName.get(name!)?.place as Place | undefined)?.code, name).toBe(place)
    }
    expect(byName.get('Marriott Mena House')).toMatchObject({
      name: { en: 'Marriott Mena House', ar: 'ماريوت مينا هاوس' },
      kind: 'hotel',
      aliases: expect.arrayContaining([expect.objectContaining({ alias: 'مينا هاوس' })]),
    })
  })

  it('is idempotent', async () => {
    const before = await payload.count({ collection: 'price-lists' })
    expect(await seedBookingData(payload)).toEqual([])
    expect((await payload.count({ collection: 'price-lists' })).totalDocs).toBe(before.totalDocs)
  })
})

describe('GET /api/areas', () => {
  it('groups the places by region, airports first, names in English', async () => {
    const answer = await get(getAreas, '/api/areas?lang=en&MODE=pickup')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toContain('s-maxage=')
    const groups = seededGroups(answer.json)
    expect(groups.map((group) => [group.code, group.name])).toEqual([
      ['CAI', 'Cairo'],
      ['HBE', 'Borg Al-Arab (Alexandria)'],
      ['HRG', 'Hurghada (Red Sea)'],
    ])
    for (const group of groups) {
      expect(group.places[0]).toMatchObject({ isAirport: true, kind: 'airport' })
      expect(group.places.slice(1).every((place) => !place.isAirport)).toBe(true)
    }
    expect(groups[0]!.places[0]).toMatchObject({
      code: 'cai-airport',
      name: 'Cairo International Airport (CAI)',
      names: { en: 'Cairo International Airport (CAI)', ar: 'مطار القاهرة الدولي' },
    })
    const zamalek = groups[0]!.places.find((place) => place.code === 'cai-zamalek')
    expect(zamalek).toMatchObject({ name: 'Zamalek', names: { ar: 'الزمالك' } })
  })

  it("lists each place's hotels, landmarks and terminals with both names and other spellings", async () => {
    const groups = (await get(getAreas, '/api/areas?lang=ar&MODE=dropoff')).json as {
      code: string
      places: { code: string; named?: { id: number; names: object; aliases: string[] }[] }[]
    }[]
    const pyramids = groups
      .flatMap((group) => group.places)
      .find((place) => place.code === 'cai-pyramids')
    expect(pyramids?.named).toEqual(
      expect.arrayContaining([
        {
          id: expect.any(Number),
          names: { en: 'Marriott Mena House', ar: 'ماريوت مينا هاوس' },
          aliases: ['Mena House', 'مينا هاوس', 'Mena House Hotel'],
        },
      ]),
    )
    // A place without any lists none.
    const obour = groups
      .flatMap((group) => group.places)
      .find((place) => place.code === 'cai-obour')
    expect(obour).not.toHaveProperty('named')
  })

  it('answers in Arabic, from ?lang= or from the language cookie', async () => {
    const byQuery = seededGroups((await get(getAreas, '/api/areas?lang=ar&MODE=dropoff')).json)
    expect(byQuery.map((group) => group.name)).toEqual([
      'القاهرة',
      'برج العرب (الإسكندرية)',
      'الغردقة (البحر الأحمر)',
    ])
    expect(byQuery[2]!.places[0]!.name).toBe('مطار الغردقة الدولي')
    const byCookie = await get(getAreas, '/api/areas?MODE=pickup', arabic)
    expect(seededGroups(byCookie.json)[0]!.places[0]!.name).toBe('مطار القاهرة الدولي')
    expect(byCookie.headers.get('vary')).toContain('Cookie')
  })

  it('lists for MODE=pickup the places a trip can start at, for dropoff where it can end', async () => {
    const region = await createRegion(payload, {
      code: 'TQM',
      en: 'Mode Test',
      ar: 'اختبار الوضع',
      order: 90,
    })
    await createPlace(payload, {
      code: 'tqm-airport',
      region: region.id,
      en: 'Mode Airport',
      ar: 'مطار الوضع',
      kind: 'airport',
      order: 5,
    })
    await createPlace(payload, {
      code: 'tqm-start-only',
      region: region.id,
      en: 'Start Only',
      ar: 'بداية فقط',
      canDropoff: false,
    })
    await createPlace(payload, {
      code: 'tqm-end-only',
      region: region.id,
      en: 'End Only',
      ar: 'نهاية فقط',
      canPickup: false,
    })
    const codes = async (query: string) => {
      const groups: AreaGroup[] = (await get(getAreas, `/api/areas?lang=en${query}`)).json
      return groups.find((group) => group.code === 'TQM')?.places.map((place) => place.code)
    }
    // Airports first even when their order says otherwise.
    expect(await codes('&MODE=pickup')).toEqual(['tqm-airport', 'tqm-start-only'])
    expect(await codes('&MODE=dropoff')).toEqual(['tqm-airport', 'tqm-end-only'])
    expect(await codes('&mode=DROPOFF')).toEqual(['tqm-airport', 'tqm-end-only'])
    expect(await codes('')).toEqual(['tqm-airport', 'tqm-end-only', 'tqm-start-only'])

    // An inactive place or region is not offered.
    await payload.update({ collection: 'regions', id: region.id, data: { active: false } })
    expect(await codes('&MODE=pickup')).toBeUndefined()
  })

  it('lists with each place where a trip from it has a fixed price, as the quote prices it', async () => {
    const region = await createRegion(payload, {
      code: 'TQR',
      en: 'Routes',
      ar: 'مسارات',
      order: 91,
    })
    const make = (code: string, extra: { kind?: 'airport'; canDropoff?: boolean } = {}) =>
      createPlace(payload, { code, region: region.id, en: code, ar: code, ...extra })
    const airport = await make('tqr-airport', { kind: 'airport' })
    const a = await make('tqr-a')
    const b = await make('tqr-b')
    const startOnly = await make('tqr-start', { canDropoff: false })
    await make('tqr-alone')
    const egp = { corolla: '400', hiace: '900' }
    await createPriceRow(payload, { region: region.id, from: airport.id, to: a.id, egp })
    // One way only: nothing brings a trip back from b.
    await createPriceRow(payload, {
      region: region.id,
      from: airport.id,
      to: b.id,
      egp,
      oneDirectional: true,
    })
    // A trip may start at tqr-start, never end there.
    await createPriceRow(payload, { region: region.id, from: a.id, to: startOnly.id, egp })

    const answer = await get(getAreas, '/api/areas?lang=en&MODE=pickup')
    const places: { code: string; routes: { to: string; roundTrip: boolean }[] }[] =
      answer.json.find((group: { code: string }) => group.code === 'TQR').places
    const routes = Object.fromEntries(places.map((place) => [place.code, place.routes]))
    expect(routes).toEqual({
      'tqr-airport': [
        { to: 'tqr-a', roundTrip: true },
        { to: 'tqr-b', roundTrip: false },
      ],
      'tqr-a': [{ to: 'tqr-airport', roundTrip: true }],
      'tqr-b': [],
      // Its return would end where no trip may end.
      'tqr-start': [{ to: 'tqr-a', roundTrip: false }],
      'tqr-alone': [],
    })

    // The list and the quote agree on every pair, one way and round trip.
    const catalog = await loadBookingCatalog(payload)
    const execDate = cairoTimeIn(96)
    const returningDate = cairoTimeIn(150)
    for (const pickup of Object.keys(routes)) {
      for (const dropoff of Object.keys(routes)) {
        if (pickup === dropoff || dropoff === 'tqr-start') continue
        for (const tripType of ['one-way', 'round-trip']) {
          const quote = requestQuote(
            { tripType, pickup, dropoff, execDate, returningDate, persons: 1, luggages: 0 },
            catalog,
            { locale: 'en', now: new Date() },
          )
          const route = routes[pickup]!.find((candidate) => candidate.to === dropoff)
          const listed = tripType === 'one-way' ? route !== undefined : route?.roundTrip === true
          expect(listed, `${tripType} ${pickup} -> ${dropoff}`).toBe(quote.ok)
        }
      }
    }
    await payload.update({ collection: 'regions', id: region.id, data: { active: false } })
  })

  it('refuses a bad MODE or language with 400 in the caller language', async () => {
    const badMode = await get(getAreas, '/api/areas?lang=en&MODE=both')
    expect(badMode.status).toBe(400)
    expect(badMode.json).toEqual({
      status: false,
      error: 'invalid-mode',
      message:
        'Choose the list with MODE=pickup (where a trip can start) or MODE=dropoff (where it can end).',
    })
    const inArabic = await get(getAreas, '/api/areas?MODE=', arabic)
    expect(inArabic.status).toBe(400)
    expect(inArabic.json.error).toBe('invalid-mode')
    expect(inArabic.json.message).toMatch(/^اختر القائمة/)
    const badLanguage = await get(getAreas, '/api/areas?lang=fr&MODE=pickup', arabic)
    expect(badLanguage.status).toBe(400)
    expect(badLanguage.json.error).toBe('invalid-language')
  })
})

describe('GET /api/cars, /api/nationalities, /api/airlines', () => {
  it('lists the cars in order with both names, capacities and a picture', async () => {
    const answer = await get(getCars, '/api/cars')
    expect(answer.status).toBe(200)
    expect(answer.json.map((car: { code: string }) => car.code)).toEqual([...CAR_CODES])
    expect(answer.json[3]).toMatchObject({
      code: 'h1',
      names: { en: 'Hyundai H1', ar: 'هيونداي H1' },
      persons: 7,
      luggages: 7,
      order: 4,
    })
    expect(answer.json[0].image.url).toMatch(/^\/api\/cms\/media\/file\/car-corolla.*\.webp$/)
  })

  it('lists every nationality in the requested language, Egypt first', async () => {
    const arabicList = await get(getNationalities, '/api/nationalities?lang=ar')
    expect(arabicList.status).toBe(200)
    expect(arabicList.json.length).toBeGreaterThanOrEqual(249)
    expect(arabicList.json[0]).toEqual({ code: 'EG', name: 'مصر' })
    const names = arabicList.json.slice(1).map((entry: { name: string }) => entry.name)
    expect(names).toEqual([...names].sort(new Intl.Collator('ar').compare))
    expect(arabicList.json).toContainEqual({ code: 'SA', name: 'السعودية' })

    const englishList = await get(getNationalities, '/api/nationalities?lang=en')
    expect(englishList.json[0]).toEqual({ code: 'EG', name: 'Egypt' })
    expect(englishList.json).toContainEqual({ code: 'PS', name: 'Palestine' })
    expect(englishList.json).toContainEqual({ code: 'US', name: 'United States' })
  })

  it("answers the sign-up's country picker when it opens: Egypt first, calling codes, names in the language asked", async () => {
    const arabic = await get(
      async (request) => getPhoneCountries(request),
      '/api/phone-countries?lang=ar',
    )
    expect(arabic.status).toBe(200)
    expect(arabic.json[0]).toEqual({ code: 'EG', dial: '+20', name: 'مصر' })
    expect(arabic.json.length).toBeGreaterThanOrEqual(240)
    expect(arabic.json).toContainEqual({
      code: 'SA',
      dial: '+966',
      name: 'المملكة العربية السعودية',
    })
    const english = await get(
      async (request) => getPhoneCountries(request),
      '/api/phone-countries?lang=en',
    )
    expect(english.json).toContainEqual({ code: 'GB', dial: '+44', name: 'United Kingdom' })
    const badLanguage = await get(
      async (request) => getPhoneCountries(request),
      '/api/phone-countries?lang=fr',
    )
    expect(badLanguage.status).toBe(400)
  })

  it('lists the airlines with the airports they serve', async () => {
    const answer = await get(getAirlines, '/api/airlines')
    expect(answer.status).toBe(200)
    expect(answer.json.length).toBeGreaterThanOrEqual(25)
    expect(answer.json[0]).toEqual({
      code: 'MS',
      names: { en: 'EgyptAir', ar: 'مصر للطيران' },
      airports: ['cai-airport', 'hbe-airport', 'hrg-airport'],
    })
    const codes = answer.json.map((airline: { code: string }) => airline.code)
    for (const code of ['SM', 'NP', 'SV', 'EK', 'QR', 'TK', 'LH', 'FZ', 'G9']) {
      expect(codes).toContain(code)
    }
  })
})

describe('editing the booking data', () => {
  let region: Region
  let other: Region
  let airport: Place
  let town: Place
  let away: Place

  beforeAll(async () => {
    region = await createRegion(payload, { code: 'TQE', en: 'Edit Test', ar: 'اختبار التعديل' })
    other = await createRegion(payload, { code: 'TQF', en: 'Other Test', ar: 'اختبار آخر' })
    airport = await createPlace(payload, {
      code: 'tqe-airport',
      region: region.id,
      en: 'Edit Airport',
      ar: 'مطار التعديل',
      kind: 'airport',
    })
    town = await createPlace(payload, {
      code: 'tqe-town',
      region: region.id,
      en: 'Town',
      ar: 'بلدة',
    })
    away = await createPlace(payload, {
      code: 'tqf-away',
      region: other.id,
      en: 'Away',
      ar: 'بعيد',
    })
  })

  it('stores prices as whole piasters and names the route', async () => {
    const row = await createPriceRow(payload, {
      region: region.id,
      from: airport.id,
      to: town.id,
      egp: { corolla: '1250.50', hiace: '3000' },
    })
    expect(row.prices).toEqual({
      corolla: 125050,
      caddy: null,
      xpander: null,
      h1: null,
      hiace: 300000,
    })
    expect(row.route).toBe('Edit Airport ⇄ Town')
    expect(
      await refusal(
        payload.create({
          collection: 'price-lists',
          data: { region: region.id, from: town.id, to: airport.id, prices: { corolla: 1250.5 } },
        }),
      ),
    ).toMatch(/greater than 0 with at most two decimals/)
  })

  it('refuses a route with a place of another region, a loop or a second row of the same direction', async () => {
    const row = (from: number, to: number) =>
      payload.create({
        collection: 'price-lists',
        data: { region: region.id, from, to, prices: { corolla: 10000 } },
      })
    expect(await refusal(row(airport.id, away.id))).toMatch(/not in the region/)
    expect(await refusal(row(town.id, town.id))).toMatch(/another place/)
    expect(await refusal(row(airport.id, town.id))).toMatch(/already has a price row/)
    // The other direction may have a row of its own.
    const back: PriceList = await payload.create({
      collection: 'price-lists',
      data: {
        region: region.id,
        from: town.id,
        to: airport.id,
        oneDirectional: true,
        prices: { corolla: 10000 },
      },
    })
    expect(back.route).toBe('Town → Edit Airport')
  })

  it('keeps place and region codes once created', async () => {
    const updated = await payload.update({
      collection: 'places',
      id: town.id,
      data: { code: 'tqe-renamed' },
      overrideAccess: false,
      user: admin,
    })
    expect(updated.code).toBe('tqe-town')
    await expect(
      payload.create({
        collection: 'places',
        data: { code: 'Not A Code', region: region.id, name: 'Bad', kind: 'area' },
      }),
    ).rejects.toThrow()
    await expect(
      payload.create({ collection: 'regions', data: { code: 'TQ1', name: 'Bad' } }),
    ).rejects.toThrow()
  })

  it('lets admins write, staff read, and nobody else in', async () => {
    const asOperator = await payload.find({
      collection: 'price-lists',
      overrideAccess: false,
      user: operator,
      limit: 1,
    })
    expect(asOperator.totalDocs).toBeGreaterThan(0)
    await expect(
      payload.create({
        collection: 'places',
        overrideAccess: false,
        user: operator,
        data: { code: 'tqe-operator', region: region.id, name: 'Operator', kind: 'area' },
      }),
    ).rejects.toThrow()
    for (const collection of ['regions', 'places', 'cars', 'price-lists'] as const) {
      await expect(
        payload.find({ collection, overrideAccess: false, limit: 1 }),
        collection,
      ).rejects.toThrow()
    }
    const created = await payload.create({
      collection: 'places',
      overrideAccess: false,
      user: admin,
      data: { code: 'tqe-admin', region: region.id, name: 'Admin place', kind: 'area' },
    })
    expect(created.code).toBe('tqe-admin')
  })

  it('gives partners an upper-case referral code and a kind', async () => {
    const partner = await payload.create({
      collection: 'partners',
      locale: 'en',
      data: { name: 'Referral Hotel', code: ' nilecrown1 ', kind: 'hotel' },
    })
    expect(partner).toMatchObject({ code: 'NILECROWN1', kind: 'hotel' })
    const plain = await payload.create({
      collection: 'partners',
      locale: 'en',
      data: { name: 'Plain client' },
    })
    expect(plain.code ?? null).toBeNull()
    expect(plain.kind).toBe('client')
    await expect(
      payload.create({
        collection: 'partners',
        locale: 'en',
        data: { name: 'Bad code', code: 'no spaces!' },
      }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'partners',
        locale: 'en',
        data: { name: 'Same code', code: 'NILECROWN1' },
      }),
    ).rejects.toThrow()
  })
})
