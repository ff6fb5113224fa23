import { cairoWallTimeToUtc } from '@/booking/cairoTime'
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
import { translate } from '@/i18n/messages'

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
const BOOKING_TO_QUOTE: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(QUOTE_TO_BOOKING).map(([quote, booking]) => [booking, quote]),
  ),
  addresses: 'addresses',
}

export type QuoteIssue = { field: string; error: BookingErrorCode; message: string }

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

export type QuoteResponse =
  | {
      status: true
      tripType: TripType
      pickup: string
      dropoff: string
      persons: number
      luggages: number
      currency: 'EGP'
      cashAllowed: boolean
      cars: QuotedCar[]
    }
  | {
      status: false
      error: BookingErrorCode | 'invalid-body'
      message: string
      issues?: QuoteIssue[]
    }

export type QuoteAnswer = { httpStatus: number; body: QuoteResponse }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function refusal(locale: Locale, issues: BookingIssue[]): QuoteAnswer {
  const described = issues.map((issue) => ({
    field: BOOKING_TO_QUOTE[issue.field] ?? issue.field,
    error: issue.code,
    message: translate(locale, issue.messageKey, issue.values),
  }))
  const first = described[0] ?? {
    field: 'body',
    error: 'unknown' as const,
    message: translate(locale, BOOKING_ERRORS.unknown),
  }
  return {
    httpStatus: 400,
    body: { status: false, error: first.error, message: first.message, issues: described },
  }
}

function failure(
  locale: Locale,
  code: 'no-price' | 'no-car-fits',
  values: Record<string, string>,
): QuoteAnswer {
  return {
    // Well-formed, but nothing to offer: the customer is sent to customer service.
    httpStatus: 422,
    body: { status: false, error: code, message: translate(locale, BOOKING_ERRORS[code], values) },
  }
}

export function answerQuote(
  input: unknown,
  catalog: BookingCatalog,
  { locale, now }: { locale: Locale; now: Date },
): QuoteAnswer {
  if (!isRecord(input)) {
    return {
      httpStatus: 400,
      body: {
        status: false,
        error: 'invalid-body',
        message: translate(locale, 'api.invalidBody'),
      },
    }
  }
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

  // Every field a quote has passed its rules, so these parse.
  const tripType = bookingFields.tripType.safeParse(payload.tripType).data
  const pickupCode = bookingFields.pickupAddress.safeParse(payload.pickupAddress).data
  const dropoffCode = bookingFields.dropoffAddress.safeParse(payload.dropoffAddress).data

  // A place must take the part it plays: the pickup starts the trip (and ends a round trip's
  // return), the drop-off ends it (and starts the return).
  const roundTrip = tripType === 'round-trip'
  const pickup = pickupCode === undefined ? undefined : catalog.placeByCode.get(pickupCode)
  const dropoff = dropoffCode === undefined ? undefined : catalog.placeByCode.get(dropoffCode)
  if (pickup && (!pickup.canPickup || (roundTrip && !pickup.canDropoff))) {
    issues.push(issueOf('pickupAddress', 'pickup-unknown'))
  }
  if (dropoff && (!dropoff.canDropoff || (roundTrip && !dropoff.canPickup))) {
    issues.push(issueOf('dropoffAddress', 'dropoff-unknown'))
  }
  if (issues.length > 0 || !tripType || !pickup || !dropoff) return refusal(locale, issues)

  const persons = bookingFields.personsCount.parse(payload.personsCount) as number
  const luggages = bookingFields.luggagesCount.parse(payload.luggagesCount) as number
  const result = quoteTrip(
    { tripType, pickup: pickup.code, dropoff: dropoff.code, persons, luggages },
    catalog.priceRows,
    catalog.cars,
  )
  if (result.status === 'no-price') return failure(locale, 'no-price', { phone: hotline })
  if (result.status === 'no-car-fits') {
    return failure(locale, 'no-car-fits', {
      persons: String(persons),
      luggages: String(luggages),
      phone: hotline,
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
  return {
    httpStatus: 200,
    body: {
      status: true,
      tripType,
      pickup: pickup.code,
      dropoff: dropoff.code,
      persons,
      luggages,
      currency: 'EGP',
      cashAllowed: cars.some((car) => car.cashAllowed),
      cars,
    },
  }
}

function issueOf(field: string, code: BookingErrorCode): BookingIssue {
  return { field, code, messageKey: BOOKING_ERRORS[code], values: {} }
}

/**
 * Answers already given, per catalog (a change of the booking data makes a new catalog, so old
 * answers are dropped with it). A price answer depends on the clock only through the lead time:
 * it stays right until `execDate - minLeadHours` (the one-year limits only get easier as time
 * passes), so it is reused until then. Refusals (400) are not kept: some depend on the clock in
 * both directions. Bounded, oldest first out. This keeps a repeated quote - the booking widget asks
 * again as the customer steps the passengers up and down - at a map lookup.
 */
const MAX_REMEMBERED_ANSWERS = 500
type RememberedAnswer = { httpStatus: number; json: string; validUntil: number }
const rememberedAnswers = new WeakMap<BookingCatalog, Map<string, RememberedAnswer>>()

/** `answerQuote` with its body serialised, remembered while it stays right. */
export function answerQuoteRemembered(
  input: unknown,
  catalog: BookingCatalog,
  { locale, now }: { locale: Locale; now: Date },
): { httpStatus: number; json: string } {
  let answers = rememberedAnswers.get(catalog)
  if (!answers) {
    answers = new Map()
    rememberedAnswers.set(catalog, answers)
  }
  const key = isRecord(input)
    ? JSON.stringify([locale, ...Object.keys(QUOTE_TO_BOOKING).map((field) => input[field])])
    : null
  const known = key === null ? undefined : answers.get(key)
  if (known && now.getTime() <= known.validUntil) return known

  const answer = answerQuote(input, catalog, { locale, now })
  const remembered = { httpStatus: answer.httpStatus, json: JSON.stringify(answer.body) }
  if (key !== null && answer.httpStatus !== 400 && isRecord(input)) {
    const execAt = cairoWallTimeToUtc(String(input.execDate))
    if (execAt) {
      const validUntil = execAt.getTime() - catalog.settings.minLeadHours * 3_600_000
      answers.delete(key)
      answers.set(key, { ...remembered, validUntil })
      if (answers.size > MAX_REMEMBERED_ANSWERS) answers.delete(answers.keys().next().value!)
    }
  }
  return remembered
}
