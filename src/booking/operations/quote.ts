import {
  chosenExtrasSchema,
  type ExtraKind,
  type ExtraLine,
  extrasOfRegion,
  isPerLeg,
  priceExtras,
} from '@/booking/extras'
import { formatPiasters, type Piasters } from '@/booking/money'
import { applyPromo, type PromoCode, type PromoOutcome, type PromoUses } from '@/booking/promo'
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
  extras: 'extras',
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
  /** The car plus the chosen extras (`extrasTotal`): what the booking's `price` must be. */
  total: Piasters
  totalText: string
  /**
   * The promo code's discount when the quote names a code that applies to this car: `price` is
   * then the car's price after it and `total` what the booking sends, `priceBefore` the car's
   * price without it.
   */
  promo?: {
    code: string
    discount: Piasters
    discountText: string
    priceBefore: Piasters
    priceBeforeText: string
    /** The part of `discount` taken off the extras (a code that discounts them), beyond the car. */
    extrasDiscount: Piasters
  }
}

/** An extra the trip may have (its region's active ones), with its unit price in piasters. */
export type OfferedExtra = {
  code: string
  kind: ExtraKind
  name: string
  names: Names
  unitPrice: Piasters
  unitPriceText: string
  maxQuantity: number
  /** Charged once per leg (a round trip's seats, sign, luggage), else once per booking. */
  perLeg: boolean
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
  /** The extras this trip may have, and the chosen ones priced (decision 0130). */
  extras: OfferedExtra[]
  chosenExtras: ExtraLine[]
  extrasTotal: Piasters
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

  // The chosen extras (optional in a quote), priced as the booking will price them.
  const chosen = chosenExtrasSchema.safeParse(input.extras)
  const legCount = tripType === 'round-trip' ? 2 : 1
  const pricedExtras = chosen.success
    ? priceExtras(chosen.data, catalog.extras, { regionCode: pickup.regionCode, legs: legCount })
    : null
  if (!pricedExtras?.ok) {
    const code = pricedExtras?.code === 'price-invalid' ? 'price-invalid' : 'extras-invalid'
    return fail(code, BOOKING_ERRORS[code], {
      issues: [{ field: 'extras', code, messageKey: BOOKING_ERRORS[code], values: {} }],
    })
  }
  const extras = extrasOfRegion(catalog.extras, pickup.regionCode).map((extra): OfferedExtra => ({
    code: extra.code,
    kind: extra.kind,
    name: extra.names[locale],
    names: extra.names,
    unitPrice: extra.unitPrice,
    unitPriceText: formatPiasters(extra.unitPrice, locale),
    maxQuantity: extra.maxQuantity,
    perLeg: isPerLeg(extra.kind),
  }))

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
      total: quote.price + pricedExtras.total,
      totalText: formatPiasters(quote.price + pricedExtras.total, locale),
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
    extras,
    chosenExtras: pricedExtras.lines,
    extrasTotal: pricedExtras.total,
  })
}

/**
 * The offer with a promo code applied to every car it applies to (`src/booking/promo.ts`). A code
 * that applies to no car refuses the quote with its reason (the first car's); a car under the
 * code's minimum keeps its own price. `code` null: no such code.
 */
export function withPromo(
  offer: QuoteOffer,
  promo: { code: PromoCode | null; uses: PromoUses },
  catalog: BookingCatalog,
  { locale, now }: { locale: Locale; now: Date },
): Result<QuoteOffer, QuoteRefusalCode> {
  const { code } = promo
  if (!code) return fail('promo-unknown', BOOKING_ERRORS['promo-unknown'])
  const outcomes: PromoOutcome[] = offer.cars.map((car) =>
    applyPromo(
      code,
      {
        carTotal: car.price,
        extrasTotal: offer.extrasTotal,
        regionCodes: car.legs.map((leg) => catalog.placeByCode.get(leg.from)?.regionCode ?? ''),
        now,
      },
      promo.uses,
    ),
  )
  if (!outcomes.some((outcome) => outcome.ok)) {
    const first = outcomes[0]
    if (!first || first.ok) return fail('promo-unknown', BOOKING_ERRORS['promo-unknown'])
    return fail(first.refusal, BOOKING_ERRORS[first.refusal], { values: first.values })
  }
  const cars = offer.cars.map((car, index): QuotedCar => {
    const outcome = outcomes[index]!
    if (!outcome.ok) return car
    // The car's line takes the discount up to the car's own price; the rest of it (a code that
    // discounts the extras too) comes off the extras (`extrasDiscount`), so no line is below
    // zero. The car plus the extras less that is what the booking sends (`total`).
    const { discount, priceAfter } = outcome.discount
    const carDiscount = Math.min(discount, car.price)
    const carAfter = car.price - carDiscount
    return {
      ...car,
      price: carAfter,
      priceText: formatPiasters(carAfter, locale),
      total: priceAfter,
      totalText: formatPiasters(priceAfter, locale),
      promo: {
        code: code.code,
        discount,
        discountText: formatPiasters(discount, locale),
        priceBefore: car.price,
        priceBeforeText: formatPiasters(car.price, locale),
        extrasDiscount: discount - carDiscount,
      },
    }
  })
  return ok({ ...offer, cars })
}
