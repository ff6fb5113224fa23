import { describe, expect, it } from 'vitest'

import { CAR_CODES, CARS, carsFitting, largestCapacity } from '@/booking/cars'
import { findRouteRow, priceFor, pricedRoutes, type PriceRow, quoteTrip } from '@/booking/pricing'

const EGP = (pounds: number) => pounds * 100

/** A full price row from pounds per car, in the order corolla, caddy, xpander, h1, hiace. */
function row(
  from: string,
  to: string,
  pounds: (number | undefined)[],
  options: Partial<Pick<PriceRow, 'oneDirectional' | 'cashAllowed' | 'regionCode'>> = {},
): PriceRow {
  const prices: Record<string, number> = {}
  CAR_CODES.forEach((code, index) => {
    const price = pounds[index]
    if (price !== undefined) prices[code] = EGP(price)
  })
  return {
    regionCode: options.regionCode ?? 'CAI',
    from,
    to,
    oneDirectional: options.oneDirectional ?? false,
    cashAllowed: options.cashAllowed ?? true,
    prices,
  }
}

const ROWS: PriceRow[] = [
  row('CAI', 'zamalek', [600, 700, 800, 1000, 1400]),
  // Both directions priced on their own: each direction uses its own row.
  row('CAI', 'giza', [700, 800, 900, 1100, 1500]),
  row('giza', 'CAI', [650, 750, 850, 1050, 1450]),
  // One way only: new-cairo -> CAI has no price.
  row('CAI', 'new-cairo', [500, 600, 700, 900, 1300], { oneDirectional: true }),
  // No HiAce on this route, and no cash.
  row('CAI', 'maadi', [550, 650, 750, 950, undefined], { cashAllowed: false }),
  row('HRG', 'el-gouna', [450, 550, 650, 850, 1200], { regionCode: 'HRG' }),
]

describe('cars', () => {
  it('are the five vehicles of decisions.md with their capacities', () => {
    expect(CARS.map((car) => [car.code, car.persons, car.luggages])).toEqual([
      ['corolla', 3, 3],
      ['caddy', 4, 4],
      ['xpander', 5, 4],
      ['h1', 7, 7],
      ['hiace', 12, 12],
    ])
    expect(largestCapacity(CARS)).toEqual({ persons: 12, luggages: 12 })
  })

  it.each([
    [1, 0, ['corolla', 'caddy', 'xpander', 'h1', 'hiace']],
    [3, 3, ['corolla', 'caddy', 'xpander', 'h1', 'hiace']],
    [4, 3, ['caddy', 'xpander', 'h1', 'hiace']],
    [5, 4, ['xpander', 'h1', 'hiace']],
    [5, 5, ['h1', 'hiace']],
    [2, 8, ['hiace']],
    [12, 12, ['hiace']],
    [13, 0, []],
  ])('%i persons with %i bags fit in %j', (persons, luggages, codes) => {
    expect(carsFitting(CARS, persons, luggages).map((car) => car.code)).toEqual(codes)
  })
})

describe('quoteTrip', () => {
  const oneWay = { tripType: 'one-way' as const, persons: 2, luggages: 2 }

  it('prices a one-way trip for every fitting car', () => {
    const quote = quoteTrip({ ...oneWay, pickup: 'CAI', dropoff: 'zamalek' }, ROWS, CARS)
    expect(quote.status).toBe('priced')
    if (quote.status !== 'priced') return
    expect(quote.cars.map((car) => [car.carCode, car.price, car.cashAllowed])).toEqual([
      ['corolla', EGP(600), true],
      ['caddy', EGP(700), true],
      ['xpander', EGP(800), true],
      ['h1', EGP(1000), true],
      ['hiace', EGP(1400), true],
    ])
    expect(quote.cars[0]!.legs).toEqual([
      { from: 'CAI', to: 'zamalek', regionCode: 'CAI', price: EGP(600), cashAllowed: true },
    ])
  })

  it('prices the reverse of a two-way route with the same row', () => {
    const quote = quoteTrip({ ...oneWay, pickup: 'zamalek', dropoff: 'CAI' }, ROWS, CARS)
    expect(quote.status === 'priced' && quote.cars[0]).toMatchObject({
      carCode: 'corolla',
      price: EGP(600),
      legs: [{ from: 'zamalek', to: 'CAI', price: EGP(600) }],
    })
  })

  it('prefers the row of the own direction over the reverse of another', () => {
    const there = quoteTrip({ ...oneWay, pickup: 'CAI', dropoff: 'giza' }, ROWS, CARS)
    const back = quoteTrip({ ...oneWay, pickup: 'giza', dropoff: 'CAI' }, ROWS, CARS)
    expect(there.status === 'priced' && there.cars[0]!.price).toBe(EGP(700))
    expect(back.status === 'priced' && back.cars[0]!.price).toBe(EGP(650))
  })

  it('prices a round trip as outbound plus return, each in its own direction', () => {
    const quote = quoteTrip(
      { tripType: 'round-trip', pickup: 'CAI', dropoff: 'giza', persons: 2, luggages: 2 },
      ROWS,
      CARS,
    )
    expect(quote.status).toBe('priced')
    if (quote.status !== 'priced') return
    expect(quote.cars.map((car) => [car.carCode, car.price])).toEqual([
      ['corolla', EGP(700 + 650)],
      ['caddy', EGP(800 + 750)],
      ['xpander', EGP(900 + 850)],
      ['h1', EGP(1100 + 1050)],
      ['hiace', EGP(1500 + 1450)],
    ])
    expect(quote.cars[0]!.legs.map((leg) => [leg.from, leg.to, leg.price])).toEqual([
      ['CAI', 'giza', EGP(700)],
      ['giza', 'CAI', EGP(650)],
    ])
  })

  it('prices a round trip on a two-way row twice', () => {
    const quote = quoteTrip(
      { tripType: 'round-trip', pickup: 'zamalek', dropoff: 'CAI', persons: 1, luggages: 0 },
      ROWS,
      CARS,
    )
    expect(quote.status === 'priced' && quote.cars[0]!.price).toBe(EGP(1200))
  })

  it('does not price the reverse of a one-directional row', () => {
    expect(quoteTrip({ ...oneWay, pickup: 'CAI', dropoff: 'new-cairo' }, ROWS, CARS).status).toBe(
      'priced',
    )
    expect(quoteTrip({ ...oneWay, pickup: 'new-cairo', dropoff: 'CAI' }, ROWS, CARS)).toEqual({
      status: 'no-price',
    })
    // A round trip needs both legs.
    expect(
      quoteTrip(
        { ...oneWay, tripType: 'round-trip', pickup: 'CAI', dropoff: 'new-cairo' },
        ROWS,
        CARS,
      ),
    ).toEqual({ status: 'no-price' })
  })

  it('answers no-price when there is no route', () => {
    expect(quoteTrip({ ...oneWay, pickup: 'zamalek', dropoff: 'giza' }, ROWS, CARS)).toEqual({
      status: 'no-price',
    })
    expect(quoteTrip({ ...oneWay, pickup: 'CAI', dropoff: 'el-gouna' }, ROWS, CARS)).toEqual({
      status: 'no-price',
    })
    expect(quoteTrip({ ...oneWay, pickup: 'CAI', dropoff: 'zamalek' }, [], CARS)).toEqual({
      status: 'no-price',
    })
  })

  it('offers only the cars that take the passengers and the bags', () => {
    const quote = quoteTrip(
      { tripType: 'one-way', pickup: 'CAI', dropoff: 'zamalek', persons: 6, luggages: 2 },
      ROWS,
      CARS,
    )
    expect(quote.status === 'priced' && quote.cars.map((car) => car.carCode)).toEqual([
      'h1',
      'hiace',
    ])
    expect(
      quoteTrip(
        { tripType: 'one-way', pickup: 'CAI', dropoff: 'zamalek', persons: 13, luggages: 1 },
        ROWS,
        CARS,
      ),
    ).toEqual({ status: 'no-car-fits' })
  })

  it('leaves out cars without a price on the route, and says no-price if none is left', () => {
    const quote = quoteTrip({ ...oneWay, pickup: 'maadi', dropoff: 'CAI' }, ROWS, CARS)
    expect(quote.status === 'priced' && quote.cars.map((car) => car.carCode)).toEqual([
      'corolla',
      'caddy',
      'xpander',
      'h1',
    ])
    expect(
      quoteTrip(
        { tripType: 'one-way', pickup: 'CAI', dropoff: 'maadi', persons: 10, luggages: 1 },
        ROWS,
        CARS,
      ),
    ).toEqual({ status: 'no-price' })
  })

  it('carries the cash flag of the route, and refuses cash when one leg does', () => {
    const maadi = quoteTrip({ ...oneWay, pickup: 'CAI', dropoff: 'maadi' }, ROWS, CARS)
    expect(maadi.status === 'priced' && maadi.cars.every((car) => !car.cashAllowed)).toBe(true)
    const rows = [
      row('CAI', 'dokki', [600, 700, 800, 1000, 1400]),
      row('dokki', 'CAI', [600, 700, 800, 1000, 1400], { cashAllowed: false }),
    ]
    const roundTrip = quoteTrip(
      { ...oneWay, tripType: 'round-trip', pickup: 'CAI', dropoff: 'dokki' },
      rows,
      CARS,
    )
    expect(roundTrip.status === 'priced' && roundTrip.cars[0]!.cashAllowed).toBe(false)
  })

  it('ignores prices that are zero or not whole piasters', () => {
    const rows: PriceRow[] = [
      { ...row('CAI', 'dokki', []), prices: { corolla: 0, caddy: 700.5, xpander: 80_000 } },
    ]
    const quote = quoteTrip({ ...oneWay, pickup: 'CAI', dropoff: 'dokki' }, rows, CARS)
    expect(quote.status === 'priced' && quote.cars.map((car) => car.carCode)).toEqual(['xpander'])
  })

  it('finds the row of a leg', () => {
    expect(findRouteRow(ROWS, { from: 'el-gouna', to: 'HRG' })?.regionCode).toBe('HRG')
    expect(findRouteRow(ROWS, { from: 'el-gouna', to: 'CAI' })).toBeUndefined()
  })
})

describe('priceFor', () => {
  const trip = { tripType: 'round-trip' as const, pickup: 'CAI', dropoff: 'giza' }

  it('gives the same price as the quote for the chosen car', () => {
    const quote = quoteTrip({ ...trip, persons: 7, luggages: 7 }, ROWS, CARS)
    const h1 = priceFor(trip, 'h1', ROWS)
    expect(h1.status).toBe('priced')
    expect(h1.status === 'priced' && h1.quote).toEqual(
      quote.status === 'priced' && quote.cars.find((car) => car.carCode === 'h1'),
    )
  })

  it('answers no-price for an unknown car, a car without a price or a missing route', () => {
    expect(priceFor(trip, 'limousine', ROWS)).toEqual({ status: 'no-price' })
    expect(priceFor({ ...trip, dropoff: 'maadi' }, 'hiace', ROWS)).toEqual({ status: 'no-price' })
    expect(priceFor({ ...trip, dropoff: 'el-gouna' }, 'corolla', ROWS)).toEqual({
      status: 'no-price',
    })
  })
})

describe('pricedRoutes', () => {
  const routes = pricedRoutes(ROWS, CAR_CODES)
  const destinations = (from: string) =>
    (routes.get(from) ?? []).map(({ to, roundTrip }) => `${to}${roundTrip ? '' : ' (one way)'}`)

  it('lists from each place the places a quote finds a price to, never the place itself', () => {
    expect(destinations('CAI')).toEqual(['zamalek', 'giza', 'new-cairo (one way)', 'maadi'])
    expect(destinations('zamalek')).toEqual(['CAI'])
    // A one-directional row prices nothing the other way.
    expect(destinations('new-cairo')).toEqual([])
    expect(destinations('el-gouna')).toEqual(['HRG'])
    expect(routes.has('HRG') && destinations('HRG')).toEqual(['el-gouna'])
    expect([...routes.keys()].every((from) => !destinations(from).includes(from))).toBe(true)
  })

  it('agrees with quoteTrip on every pair of places, one way and round trip', () => {
    const places = [...new Set(ROWS.flatMap((r) => [r.from, r.to]))]
    for (const pickup of places) {
      for (const dropoff of places) {
        if (pickup === dropoff) continue
        for (const tripType of ['one-way', 'round-trip'] as const) {
          const quote = quoteTrip(
            { tripType, pickup, dropoff, persons: 1, luggages: 0 },
            ROWS,
            CARS,
          )
          const route = routes.get(pickup)?.find((candidate) => candidate.to === dropoff)
          const listed = tripType === 'one-way' ? route !== undefined : route?.roundTrip === true
          expect(listed, `${tripType} ${pickup} -> ${dropoff}`).toBe(quote.status === 'priced')
        }
      }
    }
  })

  it('counts only the cars given, and a place reaching itself never', () => {
    const onlyHiace = [
      row('CAI', 'maadi', [550, 650, 750, 950, undefined]),
      row('CAI', 'CAI', [100, 100, 100, 100, 100]),
      row('CAI', 'zamalek', [undefined, undefined, undefined, undefined, 900]),
    ]
    expect(pricedRoutes(onlyHiace, ['hiace']).get('CAI')).toEqual([
      { to: 'zamalek', roundTrip: true },
    ])
    expect(pricedRoutes(onlyHiace, []).size).toBe(0)
  })
})
