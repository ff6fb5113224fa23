import type { TripType } from '@/booking/trip'

import type { SearchableGroup, SearchablePlace } from './placeSearch'

/**
 * Which trips have a fixed price, as the server lists them (`routes` of each place of
 * `GET /api/areas`, computed with the quote's own price lookup). The browser only reads that
 * answer: it never decides a price, and the quote stays the authority.
 */

/** Whether the chosen trip has a fixed price: unknown until both ends are known places. */
export type RouteStatus =
  | { status: 'unknown' }
  | { status: 'priced' }
  /** No fixed price for this pair (or, `oneWayOnly`, for its way back). */
  | { status: 'unpriced'; oneWayOnly: boolean }
  /** The pickup has no fixed price to anywhere. */
  | { status: 'nowhere' }

function findPlace(groups: SearchableGroup[], code: string): SearchablePlace | undefined {
  for (const group of groups) {
    const place = group.places.find((candidate) => candidate.code === code)
    if (place) return place
  }
  return undefined
}

/** Whether `tripType` from `pickup` to `dropoff` (codes, '' when not chosen) has a fixed price. */
export function routeStatus(
  pickupGroups: SearchableGroup[],
  pickup: string,
  dropoff: string,
  tripType: TripType,
): RouteStatus {
  const from = pickup ? findPlace(pickupGroups, pickup) : undefined
  if (!from) return { status: 'unknown' }
  if (from.routes.length === 0) return { status: 'nowhere' }
  if (!dropoff || dropoff === pickup) return { status: 'unknown' }
  const route = from.routes.find((candidate) => candidate.to === dropoff)
  if (!route) return { status: 'unpriced', oneWayOnly: false }
  if (tripType === 'round-trip' && !route.roundTrip) return { status: 'unpriced', oneWayOnly: true }
  return { status: 'priced' }
}

/**
 * The drop-off list once a pickup is chosen: the places with a fixed price from it first, its
 * own region's first, in their regions; never the pickup itself; then, in one last group named
 * `unpricedLabel`, every other place, marked unavailable (shown to a visitor who searches for
 * one, not chosen). Without a known pickup, the list as it is (the pickup left out).
 */
export function dropoffChoices(
  dropoffGroups: SearchableGroup[],
  pickupGroups: SearchableGroup[],
  pickup: string,
  tripType: TripType,
  unpricedLabel: string,
): SearchableGroup[] {
  const from = pickup ? findPlace(pickupGroups, pickup) : undefined
  const withoutPickup = dropoffGroups
    .map((group) => ({ ...group, places: group.places.filter((place) => place.code !== pickup) }))
    .filter((group) => group.places.length > 0)
  if (!from) return withoutPickup
  const priced = new Set(
    from.routes
      .filter((route) => tripType === 'one-way' || route.roundTrip)
      .map((route) => route.to),
  )
  const reachable = withoutPickup
    .map((group) => ({ ...group, places: group.places.filter((place) => priced.has(place.code)) }))
    .filter((group) => group.places.length > 0)
  const own = reachable.filter((group) => group.code === from.regionCode)
  const others = reachable.filter((group) => group.code !== from.regionCode)
  const unpriced = withoutPickup.flatMap((group) =>
    group.places
      .filter((place) => !priced.has(place.code))
      .map((place) => ({ ...place, unavailable: true })),
  )
  const rest: SearchableGroup[] = unpriced.length
    ? [
        {
          code: 'unpriced',
          name: unpricedLabel,
          names: { en: unpricedLabel, ar: unpricedLabel },
          places: unpriced,
        },
      ]
    : []
  return [...own, ...others, ...rest]
}
