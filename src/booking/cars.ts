/**
 * The five vehicles of decisions.md. Their codes are stable: price lists, quotes and
 * reservations refer to a car by code, never by its display name.
 */
export const CAR_CODES = ['corolla', 'caddy', 'xpander', 'h1', 'hiace'] as const
export type CarCode = (typeof CAR_CODES)[number]

/** What the booking rules need to know about a car: its code and how much it carries. */
export type CarCapacity = {
  code: string
  /** Passengers it seats. */
  persons: number
  /** Pieces of luggage it takes. */
  luggages: number
}

export type Car = CarCapacity & {
  code: CarCode
  name: { en: string; ar: string }
  /** Position in lists, smallest first. */
  order: number
}

export const CARS: readonly Car[] = [
  {
    code: 'corolla',
    name: { en: 'Toyota Corolla', ar: 'تويوتا كورولا' },
    persons: 3,
    luggages: 3,
    order: 1,
  },
  {
    code: 'caddy',
    name: { en: 'V.W. Caddy', ar: 'فولكس فاجن كادي' },
    persons: 4,
    luggages: 4,
    order: 2,
  },
  {
    code: 'xpander',
    name: { en: 'Mitsubishi Xpander', ar: 'ميتسوبيشي إكسباندر' },
    persons: 5,
    luggages: 4,
    order: 3,
  },
  {
    code: 'h1',
    name: { en: 'Hyundai H1', ar: 'هيونداي H1' },
    persons: 7,
    luggages: 7,
    order: 4,
  },
  {
    code: 'hiace',
    name: { en: 'Toyota HiAce', ar: 'تويوتا هايس' },
    persons: 12,
    luggages: 12,
    order: 5,
  },
]

/** Whether a car seats `persons` and takes `luggages`. */
export const carFits = (car: CarCapacity, persons: number, luggages: number): boolean =>
  persons <= car.persons && luggages <= car.luggages

/** The cars that take `persons` passengers and `luggages` bags, in the order given. */
export function carsFitting<C extends CarCapacity>(
  cars: readonly C[],
  persons: number,
  luggages: number,
): C[] {
  return cars.filter((car) => carFits(car, persons, luggages))
}

/** The most any one car takes: the limits of the passengers and luggage steppers. */
export function largestCapacity(cars: readonly CarCapacity[]): {
  persons: number
  luggages: number
} {
  return {
    persons: Math.max(0, ...cars.map((car) => car.persons)),
    luggages: Math.max(0, ...cars.map((car) => car.luggages)),
  }
}
