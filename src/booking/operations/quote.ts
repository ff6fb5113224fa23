import { formatPiasters, type Piasters } from '@/booking/money'
import { quoteTrip } from '@/booking/pricing'
import type { TripType } from '@/booking/trip'
import {
  BOOKING_ERRORS,
  type BookingErrorCode,
  type BookingIssue,
  bookingFields,
  validateBooking,
} from '@/booking/validation'
import type { Locale } from '@/i18n/locales'
import { type Failure, fail, ok, type Result } from '@/lib/failure'

import type { BookingCatalog, CarImage, Names } from './catalog'

/**
 * `POST /api/booking/quote`: the price of a trip in every car that takes its passengers and
 * luggage. The request's rules are the booking's own (`validateBooking`, limited to the fields a
 * quote has), so the quote and the booking refuse the same things with the same messages.
 */

/** The quote's fields and the booking payload's names for them. */
const QUOTE_TO_BOOKING = {
  tripType: 'tripType',
  pickup: 'pickupAddress',
  dropoff: 'dropoffAddress',
  persons: 'personsCount',
  luggages: 'luggagesCount',
  execDate: 'execDate',
  returningDate: 'returningDate',
} as const
/** The quote's own fields, in a fixed order (what makes two quotes the same question). */
export const QUOTE_FIELDS = Object.keys(QUOTE_TO_BOOKING)

const BOOKING_TO_QUOTE: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(QUOTE_TO_BOOKING).map(([quote, booking]) => [booking, quote]),
  ),
  addresses: 'addresses',
}

export type QuotedCar = {
  code: string
  name: string
  names: Names
  persons: number
  luggages: number
  image: CarImage | null
  /** The whole trip (both legs of a round trip) in piasters. */
  price: Piasters
  priceText: string
  /** Whether this trip in this car may be paid in cash (route, region and settings). */
  cashAllowed: boolean
  legs: { from: string; to: string; price: Piasters }[]
}

/** The cars that take the party, each with its price for the whole trip. */
export type QuoteOffer = {
  tripType: TripType
  pickup: string
  dropoff: string
  persons: number
  luggages: number
  currency: 'EGP'
  cashAllowed: boolean
  cars: QuotedCar[]
}

/** The quote's refusals: a field's rule (with every issue, by the quote's field names), no price
 * for the route, no car for the party, or a body that is not an object. */
export type QuoteRefusalCode = BookingErrorCode | 'invalid-body'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function refusal(issues: BookingIssue[]): Failure<QuoteRefusalCode> {
  const described = issues.map((issue) => ({
    ...issue,
    field: BOOKING_TO_QUOTE[issue.field] ?? issue.field,
  }))
  const first = described[0]
  if (!first) return fail('unknown', BOOKING_ERRORS.unknown, { issues: [] })
  return fail(first.code, first.messageKey, { values: first.values, issues: described })
}

/** `POST /api/booking/quote`; `input` is its JSON body as sent. */
export function requestQuote(
  input: unknown,
  catalog: BookingCatalog,
  { locale, now }: { locale: Locale; now: Date },
): Result<QuoteOffer, QuoteRefusalCode> {
  if (!isRecord(input)) return fail('invalid-body', 'api.invalidBody')
  const payload = Object.fromEntries(
    Object.entries(QUOTE_TO_BOOKING).map(([quote, booking]) => [booking, input[quote]]),
  )
  const { settings } = catalog
  const hotline = settings.hotline
  const validation = validateBooking(payload, {
    now,
    minLeadHours: settings.minLeadHours,
    places: catalog.bookingPlaces,
    cars: catalog.cars,
    priceRows: catalog.priceRows,
    hotline,
    userId: null,
    customerMayPayCash: false,
    normalizePhone: () => null,
  })
  // The booking's other fields (car, price, terms, flights ...) are not part of a quote.
  const issues = validation.ok
    ? []
    : validation.issues.filter((issue) => issue.field in BOOKING_TO_QUOTE)

  if (issues.length > 0) return refusal(issues)

  // Every field a quote has passed its rules, so these parse.
  const tripType = bookingFields.tripType.safeParse(payload.tripType).data
  const pickupCode = bookingFields.pickupAddress.safeParse(payload.pickupAddress).data
  const dropoffCode = bookingFields.dropoffAddress.safeParse(payload.dropoffAddress).data

  const pickup = pickupCode === undefined ? undefined : catalog.placeByCode.get(pickupCode)
  const dropoff = dropoffCode === undefined ? undefined : catalog.placeByCode.get(dropoffCode)
  if (!tripType || !pickup || !dropoff) return refusal(issues)

  const persons = bookingFields.personsCount.parse(payload.personsCount) as number
  const luggages = bookingFields.luggagesCount.parse(payload.luggagesCount) as number
  const result = quoteTrip(
    { tripType, pickup: pickup.code, dropoff: dropoff.code, persons, luggages },
    catalog.priceRows,
    catalog.cars,
  )
  // Well-formed, but nothing to offer: the customer is sent to customer service.
  if (result.status === 'no-price') {
    return fail('no-price', BOOKING_ERRORS['no-price'], { values: { phone: hotline } })
  }
  if (result.status === 'no-car-fits') {
    return fail('no-car-fits', BOOKING_ERRORS['no-car-fits'], {
      values: { persons, luggages, phone: hotline },
    })
  }

  const carByCode = new Map(catalog.cars.map((car) => [car.code as string, car]))
  const cars = result.cars.map((quote): QuotedCar => {
    const car = carByCode.get(quote.carCode)!
    return {
      code: car.code,
      name: car.names[locale],
      names: car.names,
      persons: car.persons,
      luggages: car.luggages,
      image: car.image,
      price: quote.price,
      priceText: formatPiasters(quote.price, locale),
      cashAllowed: quote.cashAllowed && settings.cashEnabled,
      legs: quote.legs.map(({ from, to, price }) => ({ from, to, price })),
    }
  })
  return ok({
    tripType,
    pickup: pickup.code,
    dropoff: dropoff.code,
    persons,
    luggages,
    currency: 'EGP',
    cashAllowed: cars.some((car) => car.cashAllowed),
    cars,
  })
}
