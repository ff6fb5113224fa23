import { type CarCapacity, carsFitting } from './cars'
import { isPiasters, type Piasters, sumPiasters } from './money'
import { type TripLeg, tripLegs, type TripType } from './trip'

/**
 * The one price lookup. The quote, the booking and the payment all ask these functions; a price
 * sent by a client is only ever compared with their answer, never trusted.
 */

/**
 * A route of a price list: from one place to another inside a region (places by code), with a
 * price per car code. The route also prices its reverse unless it is one-directional. A car
 * without a price (absent, zero or not whole piasters) is not offered on the route.
 * `cashAllowed` is the route's own flag; the caller folds in the region's setting.
 */
export type PriceRow = {
  regionCode: string
  from: string
  to: string
  oneDirectional: boolean
  cashAllowed: boolean
  prices: Readonly<Partial<Record<string, Piasters>>>
}

/** A trip as priced: its type and its two ends (place codes). */
export type PricedTrip = { tripType: TripType; pickup: string; dropoff: string }

/** A trip with its passengers and luggage, as the quote asks for it. */
export type QuoteInput = PricedTrip & { persons: number; luggages: number }

/** The price of one leg for one car: the snapshot kept with a reservation. */
export type LegPrice = TripLeg & { regionCode: string; price: Piasters; cashAllowed: boolean }

/** One car's price for the whole trip, and whether it may be paid in cash. */
export type CarQuote = {
  carCode: string
  price: Piasters
  cashAllowed: boolean
  legs: LegPrice[]
}

export type TripQuote =
  /** The fitting cars that have a price on every leg, in the order of the cars given. */
  | { status: 'priced'; cars: CarQuote[] }
  /** No route, or no fitting car with a price: the spec's 'Unable to calculate price'. */
  | { status: 'no-price' }
  /** The route is priced but no car takes that many passengers or bags. */
  | { status: 'no-car-fits' }

export type CarPrice = { status: 'priced'; quote: CarQuote } | { status: 'no-price' }

/**
 * The row that prices a leg: a row in the leg's own direction first, otherwise a row of the
 * opposite direction that is not one-directional. Among equals the first row given wins.
 */
export function findRouteRow(rows: readonly PriceRow[], leg: TripLeg): PriceRow | undefined {
  return (
    rows.find((row) => row.from === leg.from && row.to === leg.to) ??
    rows.find((row) => !row.oneDirectional && row.from === leg.to && row.to === leg.from)
  )
}

function priceOf(row: PriceRow, carCode: string): Piasters | undefined {
  const price = row.prices[carCode]
  return isPiasters(price) && price > 0 ? price : undefined
}

/** The rows of every leg, or null when some leg has no route. */
function routeRows(trip: PricedTrip, rows: readonly PriceRow[]): [TripLeg, PriceRow][] | null {
  const found: [TripLeg, PriceRow][] = []
  for (const leg of tripLegs(trip)) {
    const row = findRouteRow(rows, leg)
    if (!row) return null
    found.push([leg, row])
  }
  return found
}

function quoteCar(routes: [TripLeg, PriceRow][], carCode: string): CarQuote | null {
  const legs: LegPrice[] = []
  for (const [leg, row] of routes) {
    const price = priceOf(row, carCode)
    if (price === undefined) return null
    legs.push({ ...leg, regionCode: row.regionCode, price, cashAllowed: row.cashAllowed })
  }
  return {
    carCode,
    price: sumPiasters(...legs.map((leg) => leg.price)),
    // Cash only when every leg allows it: a round trip is one booking and one payment.
    cashAllowed: legs.every((leg) => leg.cashAllowed),
    legs,
  }
}

/**
 * The price for the whole trip of every car that takes the passengers and the luggage. A round
 * trip costs the outbound price plus the return price, each looked up in its own direction.
 */
export function quoteTrip(
  input: QuoteInput,
  priceRows: readonly PriceRow[],
  cars: readonly CarCapacity[],
): TripQuote {
  const routes = routeRows(input, priceRows)
  if (!routes) return { status: 'no-price' }
  const fitting = carsFitting(cars, input.persons, input.luggages)
  if (fitting.length === 0) return { status: 'no-car-fits' }
  const quotes = fitting
    .map((car) => quoteCar(routes, car.code))
    .filter((quote): quote is CarQuote => quote !== null)
  return quotes.length > 0 ? { status: 'priced', cars: quotes } : { status: 'no-price' }
}

/**
 * The price of the whole trip in one car, whatever the passengers: what the booking and the
 * payment compare the client's price with (capacity is a rule of its own in the validation).
 */
export function priceFor(
  trip: PricedTrip,
  carCode: string,
  priceRows: readonly PriceRow[],
): CarPrice {
  const routes = routeRows(trip, priceRows)
  const quote = routes && quoteCar(routes, carCode)
  return quote ? { status: 'priced', quote } : { status: 'no-price' }
}

/** A place a trip from some place has a fixed price to; `roundTrip` when the way back has too. */
export type PricedRoute = { to: string; roundTrip: boolean }

/**
 * Where a trip from each place has a fixed price, by the same lookup as the quote (`priceFor`):
 * a destination is priced one way when some car of `carCodes` has a price on the way there, and
 * for a round trip when one car has a price on both legs. A place never reaches itself. Keyed
 * by the starting place's code; destinations in the order the rows first name them.
 */
export function pricedRoutes(
  priceRows: readonly PriceRow[],
  carCodes: readonly string[],
): Map<string, PricedRoute[]> {
  const candidates = new Map<string, Set<string>>()
  const add = (from: string, to: string) => {
    if (from === to) return
    const set = candidates.get(from) ?? new Set<string>()
    set.add(to)
    candidates.set(from, set)
  }
  for (const row of priceRows) {
    add(row.from, row.to)
    if (!row.oneDirectional) add(row.to, row.from)
  }
  const priced = (trip: PricedTrip) =>
    carCodes.some((code) => priceFor(trip, code, priceRows).status === 'priced')
  const routes = new Map<string, PricedRoute[]>()
  for (const [from, destinations] of candidates) {
    const reachable: PricedRoute[] = []
    for (const to of destinations) {
      if (!priced({ tripType: 'one-way', pickup: from, dropoff: to })) continue
      reachable.push({
        to,
        roundTrip: priced({ tripType: 'round-trip', pickup: from, dropoff: to }),
      })
    }
    if (reachable.length) routes.set(from, reachable)
  }
  return routes
}
