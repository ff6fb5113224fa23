/** The kinds of trip and of payment a booking can have (the spec's payload values). */
export const TRIP_TYPES = ['one-way', 'round-trip'] as const
export type TripType = (typeof TRIP_TYPES)[number]

export const PAYMENT_TYPES = ['card', 'cash'] as const
export type PaymentType = (typeof PAYMENT_TYPES)[number]

/**
 * How a reservation is settled, as stored and shown: the customer's choice (`card`: online, by
 * card or mobile wallet; `cash`: to the driver), or `complimentary` when nothing is left to pay
 * (a promo code made the trip free: confirmed without a payment step, docs/decisions/0176).
 */
export const RESERVATION_PAYMENT_TYPES = [...PAYMENT_TYPES, 'complimentary'] as const
export type ReservationPaymentType = (typeof RESERVATION_PAYMENT_TYPES)[number]

/** A booking's payment type: complimentary when its price is 0, whatever was chosen. */
export const bookedPaymentType = (choice: PaymentType, price: number): ReservationPaymentType =>
  price === 0 ? 'complimentary' : choice

export const isTripType = (value: unknown): value is TripType =>
  typeof value === 'string' && (TRIP_TYPES as readonly string[]).includes(value)

export const isPaymentType = (value: unknown): value is PaymentType =>
  typeof value === 'string' && (PAYMENT_TYPES as readonly string[]).includes(value)

/** What a place is: an airport, or a district or a hotel zone of a region. */
export type PlaceKind = 'airport' | 'area' | 'hotel-zone'

/** One drive of a trip, between two places identified by their codes. */
export type TripLeg = { from: string; to: string }

/**
 * The drives of a trip: the outbound one, and for a round trip the return from the drop-off
 * back to the pickup. Pricing and the flight-number rules both work leg by leg.
 */
export function tripLegs(trip: { tripType: TripType; pickup: string; dropoff: string }): TripLeg[] {
  const outbound = { from: trip.pickup, to: trip.dropoff }
  if (trip.tripType === 'one-way') return [outbound]
  return [outbound, { from: trip.dropoff, to: trip.pickup }]
}
