import type { PaymentType, TripType } from '@/booking/trip'

/**
 * What the booking screens read from the public API (docs/api.md "Booking lists and quotes").
 * Plain shapes only: the browser never imports the server modules that produce them.
 */
type Names = { en: string; ar: string }

export type AreaPlace = {
  code: string
  name: string
  names: Names
  kind: string
  isAirport: boolean
  searchTerms: string[]
  /** Where a trip from here has a fixed price; `roundTrip` when the way back has one too. */
  routes: { to: string; roundTrip: boolean }[]
  /** Its hotels, landmarks and terminals (decision 0137); absent when it has none. */
  named?: NamedOption[]
}

/** A hotel, landmark or terminal under a priced place: choosing it books that place. */
export type NamedOption = { id: number; names: Names; aliases: string[] }

/** One region of `GET /api/areas`, its places airports first. */
export type AreaGroup = { code: string; name: string; names: Names; places: AreaPlace[] }

export type CarImage = { url: string; width: number; height: number }

/** `GET /api/cars`. */
export type CarListEntry = {
  code: string
  names: Names
  persons: number
  luggages: number
  image: CarImage | null
  order: number
}

/** `GET /api/airlines`. */
export type Airline = { code: string; names: Names; airports: string[] }

/** One car of a successful `POST /api/booking/quote`. */
export type QuotedCar = {
  code: string
  name: string
  names: Names
  persons: number
  luggages: number
  image: CarImage | null
  /** The whole trip in piasters. */
  price: number
  priceText: string
  cashAllowed: boolean
  /** With a promo code that applies to this car: `price` is after it (docs/api.md). */
  promo?: {
    code: string
    discount: number
    discountText: string
    priceBefore: number
    priceBeforeText: string
    /** The part of `discount` taken off the extras, beyond the car's own price. */
    extrasDiscount?: number
  }
}

/** One extra a trip may have (`extras` of a successful quote, decision 0130). */
export type OfferedExtra = {
  code: string
  kind: 'child-seat' | 'booster-seat' | 'name-sign' | 'extra-stop' | 'extra-luggage'
  names: Names
  /** Piasters per unit (0: free). */
  unitPrice: number
  unitPriceText: string
  maxQuantity: number
  /** Charged on each leg of a round trip. */
  perLeg: boolean
}

/** `reservation` of the 201 answer of `POST /api/booking`. */
export type CreatedReservation = {
  id: number
  reservationNumber: string
  status: string
  paymentType: PaymentType
  tripType: TripType
}
