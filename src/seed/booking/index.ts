import type { Payload } from 'payload'

import { seedAirlines } from './airlines'
import { seedCars } from './cars'
import { seedExtras } from './extras'
import { seedPlaces, seedPriceLists, seedRegions } from './geography'
import { seedNamedPlaces } from './namedPlaces'
import { seedNationalities } from './nationalities'

/**
 * The booking data, each part idempotent on its own (skipped while its collection has rows), in
 * the order they refer to each other: regions, places, named places, cars, price lists, extras, nationalities, airlines.
 */
const BOOKING_PARTS: [name: string, run: (payload: Payload) => Promise<boolean>][] = [
  ['regions', seedRegions],
  ['places', seedPlaces],
  ['named places', seedNamedPlaces],
  ['cars', seedCars],
  ['price lists', seedPriceLists],
  ['extras', seedExtras],
  ['nationalities', seedNationalities],
  ['airlines', seedAirlines],
]

/** Seeds what is still empty and answers the names of the parts it wrote. */
export async function seedBookingData(payload: Payload): Promise<string[]> {
  const written: string[] = []
  for (const [name, run] of BOOKING_PARTS) {
    if (await run(payload)) written.push(name)
  }
  return written
}
