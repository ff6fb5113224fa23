/**
 * The company's drivers and vehicles (issue 45; decision 0185): what a roster entry is made of
 * and the rules every screen and the dispatch read of it. Pure: the collections
 * (src/collections/Drivers.ts, Vehicles.ts) store it; the dispatch asks it whether a driver or a
 * vehicle may take a leg.
 */

/** Spaces of any kind collapsed and trimmed; bidi marks a copy-paste brings along removed. */
export const cleanText = (value: string): string =>
  value
    .replace(/[\u200e\u200f\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim()

/**
 * Egyptian plates are Arabic letters and digits ("ن ط ق 1234"), foreign ones Latin: letters of
 * any script, digits, spaces and dashes, 2 to 16 characters.
 */
export const PLATE = /^[\p{L}\p{Nd}][\p{L}\p{Nd} -]{0,14}[\p{L}\p{Nd}]$/u

/** A plate as stored: capitals, single spaces; null when it is not a plate. */
export function normalizePlate(value: string): string | null {
  const plate = cleanText(value).toUpperCase()
  return PLATE.test(plate) ? plate : null
}

/** A Cairo calendar day, `YYYY-MM-DD`. */
export const CAIRO_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

/** Why a roster entry may not take a leg on `day` (a Cairo day), or null when it may. */
export type RosterRefusal = 'inactive' | 'licence-expired'

/**
 * A driver may drive on `day` when active and, if a licence expiry is recorded, the licence is
 * still valid that day (it expires at the end of its expiry day). Days compare as text.
 */
export function driverRefusal(
  driver: { active?: boolean | null; licenceExpiry?: string | null },
  day: string,
): RosterRefusal | null {
  if (driver.active === false) return 'inactive'
  if (driver.licenceExpiry && driver.licenceExpiry < day) return 'licence-expired'
  return null
}

/** A vehicle may be sent when it is active and its licence (registration) is valid that day. */
export function vehicleRefusal(
  vehicle: { active?: boolean | null; licenceExpiry?: string | null },
  day: string,
): RosterRefusal | null {
  return driverRefusal(vehicle, day)
}

/**
 * What a vehicle carries: its own figures where the roster records them, else its car type's.
 */
export function vehicleCapacity(
  vehicle: { persons?: number | null; luggages?: number | null },
  carType: { persons: number; luggages: number },
): { persons: number; luggages: number } {
  return {
    persons: vehicle.persons ?? carType.persons,
    luggages: vehicle.luggages ?? carType.luggages,
  }
}

/** Why a vehicle cannot carry a party, or null: too few seats first, then too few bags. */
export function capacityRefusal(
  capacity: { persons: number; luggages: number },
  party: { persons: number; luggages: number },
): 'too-few-seats' | 'too-few-bags' | null {
  if (capacity.persons < party.persons) return 'too-few-seats'
  if (capacity.luggages < party.luggages) return 'too-few-bags'
  return null
}
