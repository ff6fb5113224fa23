import * as z from 'zod/mini'

import { toAsciiDigits } from '@/lib/digits'
import { plainTextMini as plainText } from '@/lib/plainTextMini'
import type { MessageKey } from '@/i18n/messageKeys'

import {
  addYears,
  type CairoWallTime,
  cairoWallTimeToUtc,
  isAtLeastHoursAhead,
  isCairoWallTime,
} from './cairoTime'
import { type CarCapacity, largestCapacity } from './cars'
import { chosenExtrasSchema, type ExtraLine, type ExtraOption, priceExtras } from './extras'
import { normalizeFlightNumber } from './flightNumber'
import { type Piasters } from './money'
import type { BookingNamedPlace } from './namedPlaces'
import { type CarQuote, priceFor, type PriceRow } from './pricing'
import {
  applyPromo,
  normalizePromoCode,
  PROMO_CODE_MAX_LENGTH,
  type PromoCode,
  type PromoDiscount,
  type PromoUses,
} from './promo'
import { PAYMENT_TYPES, type PaymentType, TRIP_TYPES, tripLegs, type TripType } from './trip'

/**
 * Every booking error the customer can see: a stable code (what the API answers) and its
 * catalogue key. The validation rules of spec section 5 each have their own; the rest are the
 * booking errors of section 8.
 */
export const BOOKING_ERRORS = {
  'pickup-required': 'booking.errors.pickupRequired',
  'dropoff-required': 'booking.errors.dropoffRequired',
  'addresses-required': 'booking.errors.addressesRequired',
  'pickup-unknown': 'booking.errors.pickupUnknown',
  'dropoff-unknown': 'booking.errors.dropoffUnknown',
  'same-places': 'booking.errors.samePlaces',
  'location-names-required': 'booking.errors.locationNamesRequired',
  'named-place-invalid': 'booking.errors.namedPlaceInvalid',
  'persons-invalid': 'booking.errors.personsInvalid',
  'luggages-invalid': 'booking.errors.luggagesInvalid',
  'exec-date-required': 'booking.errors.execDateRequired',
  'exec-date-invalid': 'booking.errors.execDateInvalid',
  'exec-date-too-far': 'booking.errors.execDateTooFar',
  'returning-date-required': 'booking.errors.returningDateRequired',
  'returning-date-invalid': 'booking.errors.returningDateInvalid',
  'arrival-flight-required': 'booking.errors.arrivalFlightRequired',
  'departure-flight-required': 'booking.errors.departureFlightRequired',
  'flight-number-invalid': 'booking.errors.flightNumberInvalid',
  'terms-not-accepted': 'booking.errors.termsNotAccepted',
  'user-id-invalid': 'booking.errors.userIdInvalid',
  'price-invalid': 'booking.errors.priceInvalid',
  'extras-invalid': 'booking.errors.extrasInvalid',
  'no-price': 'booking.errors.noPrice',
  'no-car-fits': 'booking.errors.noCarFits',
  'car-type-invalid': 'booking.errors.carTypeInvalid',
  'payment-type-invalid': 'booking.errors.paymentTypeInvalid',
  'cash-not-allowed': 'booking.errors.cashNotAllowed',
  'phone-not-verified': 'booking.errors.phoneNotVerified',
  'another-passengers-invalid': 'booking.errors.anotherPassengersInvalid',
  'passenger-name-required': 'booking.errors.passengerNameRequired',
  'passenger-phone-invalid': 'booking.errors.passengerPhoneInvalid',
  'trip-type-invalid': 'booking.errors.tripTypeInvalid',
  'too-long': 'booking.errors.tooLong',
  'text-invalid': 'booking.errors.textInvalid',
  'allow-duplicate-invalid': 'booking.errors.allowDuplicateInvalid',
  'try-again-later': 'booking.errors.tryAgainLater',
  'duplicate-booking': 'booking.errors.duplicateBooking',
  'payment-failed': 'booking.errors.paymentFailed',
  // Promo codes (src/booking/promo.ts): their own group of messages.
  'promo-unknown': 'promo.errors.unknown',
  'promo-expired': 'promo.errors.expired',
  'promo-region': 'promo.errors.region',
  'promo-minimum': 'promo.errors.minimum',
  'promo-used-up': 'promo.errors.usedUp',
  'promo-used-by-you': 'promo.errors.usedByYou',
  unknown: 'booking.errors.unknown',
} as const satisfies Record<string, MessageKey>

export type BookingErrorCode = keyof typeof BOOKING_ERRORS

/** The spec's wait before booking again after 'try-again-later'. */
export const BOOKING_RETRY_AFTER_SECONDS = 30

/** Longest free texts, in characters: whole hundreds, which Arabic counts in the singular. */
export const BOOKING_TEXT_LIMITS = { locationName: 200, passengerName: 100, notes: 1000 } as const
/** Upper bound of the counts before any car is known (no car takes more). */
const MAX_COUNT = 99

const isErrorCode = (value: string): value is BookingErrorCode => value in BOOKING_ERRORS

// Each schema's messages are error codes; `validateBooking` turns them into catalogue keys.

/** Digits as typed in a form field (also Arabic-Indic) become a number; anything else stays. */
const typedNumber = (value: unknown) =>
  typeof value === 'string' && /^\s*[0-9\u0660-\u0669\u06f0-\u06f9]{1,6}\s*$/.test(value)
    ? Number(toAsciiDigits(value.trim()))
    : value

/** zod's `preprocess`: `prepare` runs first, and `schema` reads what it gives. */
const preprocess = <T extends z.ZodMiniType>(prepare: (value: unknown) => unknown, schema: T) =>
  z.pipe(z.transform(prepare), schema)

const count = (code: BookingErrorCode, min: number) =>
  preprocess(typedNumber, z.int({ error: code }).check(z.gte(min, code), z.lte(MAX_COUNT, code)))

const placeCode = (code: BookingErrorCode) =>
  plainText(code).check(z.trim(), z.minLength(1, code), z.maxLength(100, code))

/**
 * Optional free text: empty means absent; a value of another type is ignored; control characters
 * are `invalid` (tabs and line breaks allowed when `multiline`).
 */
const optionalText = (
  max: number,
  {
    tooLong = 'too-long',
    invalid = 'text-invalid',
    multiline = false,
    phoneNumber = false,
  }: {
    tooLong?: BookingErrorCode
    invalid?: BookingErrorCode
    multiline?: boolean
    phoneNumber?: boolean
  } = {},
) =>
  preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? value : undefined),
    z.optional(
      plainText(invalid, { multiline, phoneNumber }).check(z.trim(), z.maxLength(max, tooLong)),
    ),
  )

/** Empty strings and null both mean "not given". */
const absentAsNull = (value: unknown) => (value === '' || value === undefined ? null : value)

const namedPlaceId = z.nullish(
  z
    .int({ error: 'named-place-invalid' satisfies BookingErrorCode })
    .check(
      z.positive('named-place-invalid'),
      z.lte(Number.MAX_SAFE_INTEGER, 'named-place-invalid'),
    ),
)

const flightNumber = preprocess(
  absentAsNull,
  z.nullable(
    z.pipe(
      plainText('flight-number-invalid' satisfies BookingErrorCode),
      z.transform((value: string, ctx) => {
        const normalized = normalizeFlightNumber(value)
        if (normalized === null) {
          ctx.issues.push({ code: 'custom', message: 'flight-number-invalid', input: value })
          return z.NEVER
        }
        return normalized
      }),
    ),
  ),
)

/**
 * The booking payload of the spec (section 3), field by field: types, formats and the rules
 * that need nothing else. Shared by the booking form and `POST /api/booking`; the rules that
 * need places, cars, prices, the clock or the customer are in `validateBooking`.
 * Places are identified by code; times are Cairo wall-clock strings ('YYYY-MM-DDTHH:mm');
 * `price` is the whole trip in piasters, as the quote gave it.
 */
export const bookingFields = {
  tripType: z.enum(TRIP_TYPES, { error: 'trip-type-invalid' satisfies BookingErrorCode }),
  pickupAddress: placeCode('pickup-required'),
  dropoffAddress: placeCode('dropoff-required'),
  /** The hotel, street or building at each end (the place code only names the area). */
  locationNames: preprocess(
    (value) => (value === null || value === undefined ? {} : value),
    z.object(
      {
        pickup: optionalText(BOOKING_TEXT_LIMITS.locationName),
        dropoff: optionalText(BOOKING_TEXT_LIMITS.locationName),
      },
      { error: 'location-names-required' satisfies BookingErrorCode },
    ),
  ),
  /**
   * The hotel, landmark or terminal chosen at each end (decision 0137), by id; absent or null:
   * none. It must be listed under that end's place.
   */
  namedPlaces: z.optional(
    preprocess(
      (value) => (value === null || value === undefined ? {} : value),
      z.object(
        { pickup: namedPlaceId, dropoff: namedPlaceId },
        { error: 'named-place-invalid' satisfies BookingErrorCode },
      ),
    ),
  ),
  personsCount: count('persons-invalid', 1),
  luggagesCount: count('luggages-invalid', 0),
  execDate: z
    .string({ error: 'exec-date-required' satisfies BookingErrorCode })
    .check(z.maxLength(40, 'exec-date-required'), z.refine(isCairoWallTime, 'exec-date-required')),
  returningDate: preprocess(
    absentAsNull,
    z.nullable(
      z
        .string({ error: 'returning-date-invalid' satisfies BookingErrorCode })
        .check(
          z.maxLength(40, 'returning-date-invalid'),
          z.refine(isCairoWallTime, 'returning-date-invalid'),
        ),
    ),
  ),
  arrivalFlightNumber: flightNumber,
  departureFlightNumber: flightNumber,
  acceptedTerms: z.literal(true, { error: 'terms-not-accepted' satisfies BookingErrorCode }),
  carType: plainText('car-type-invalid' satisfies BookingErrorCode).check(
    z.trim(),
    z.minLength(1, 'car-type-invalid'),
    z.maxLength(50, 'car-type-invalid'),
  ),
  /** Priced extras by code (decision 0130); none when absent. */
  extras: chosenExtrasSchema,
  price: z
    .int({ error: 'price-invalid' satisfies BookingErrorCode })
    .check(z.gte(0, 'price-invalid'), z.lte(Number.MAX_SAFE_INTEGER, 'price-invalid')),
  paymentType: z.enum(PAYMENT_TYPES, { error: 'payment-type-invalid' satisfies BookingErrorCode }),
  isAnotherPassengers: z.boolean({
    error: 'another-passengers-invalid' satisfies BookingErrorCode,
  }),
  passengerName: optionalText(BOOKING_TEXT_LIMITS.passengerName, {
    invalid: 'passenger-name-required',
  }),
  passengerPhone: optionalText(40, {
    tooLong: 'passenger-phone-invalid',
    invalid: 'passenger-phone-invalid',
    phoneNumber: true,
  }),
  notes: optionalText(BOOKING_TEXT_LIMITS.notes, { multiline: true }),
  /** A referring partner (`?ref=`); an unknown or malformed one is dropped, never an error. */
  partnerId: z.catch(
    z.nullish(
      z.union([
        plainText('user-id-invalid').check(z.trim(), z.minLength(1), z.maxLength(100)),
        z.int().check(z.positive()),
      ]),
    ),
    null,
  ),
  /**
   * True when the customer means another car for a trip they have already booked (the answer to
   * `duplicate-booking`); absent or null is false.
   */
  allowDuplicate: z.pipe(
    z.nullish(z.boolean({ error: 'allow-duplicate-invalid' satisfies BookingErrorCode })),
    z.transform((value) => value === true),
  ),
  /**
   * A promo code as typed (any case; absent, null or blank: none). One per booking; the server
   * looks it up and prices it, the client's `price` is the price after its discount.
   */
  promoCode: z.pipe(
    z.nullish(
      plainText('promo-unknown').check(z.maxLength(PROMO_CODE_MAX_LENGTH + 20, 'promo-unknown')),
    ),
    z.transform((value, context) => {
      if (value === null || value === undefined || value.trim() === '') return null
      const code = normalizePromoCode(value)
      if (code === null)
        context.issues.push({ code: 'custom', message: 'promo-unknown', input: value })
      return code
    }),
  ),
  userId: preprocess(
    absentAsNull,
    z.nullable(
      z.union(
        [
          z.int().check(z.positive()),
          plainText('user-id-invalid').check(z.trim(), z.minLength(1), z.maxLength(64)),
        ],
        { error: 'user-id-invalid' satisfies BookingErrorCode },
      ),
    ),
  ),
}

export const bookingPayloadSchema = z.object(bookingFields)

/** What the form sends. */
export type BookingPayload = z.input<typeof bookingPayloadSchema>
type BookingFields = z.output<typeof bookingPayloadSchema>

/**
 * A place as the rules see it. `canPickup` / `canDropoff` (true when left out): whether a trip may
 * start or end there.
 */
export type BookingPlace = {
  code: string
  isAirport: boolean
  canPickup?: boolean
  canDropoff?: boolean
}

export type BookingContext = {
  /** The current instant (the lead time and the 1-year limit count from it). */
  now: Date
  /** The `minLeadHours` setting. */
  minLeadHours: number
  /** The places that can be booked. */
  places: readonly BookingPlace[]
  /**
   * The listed hotels, landmarks and terminals (decision 0137); absent: not checked (the browser,
   * whose list may be older than the server's).
   */
  namedPlaces?: readonly BookingNamedPlace[]
  /** The active cars. */
  cars: readonly CarCapacity[]
  priceRows: readonly PriceRow[]
  /** The active extras (of every region); absent: none is offered. */
  extras?: readonly ExtraOption[]
  /** The hotline for the messages, formatted for the reader. */
  hotline: string
  /**
   * The logged-in customer's id, which `userId` must equal. `null` skips the check: only the
   * browser does that, before the customer has logged in; the server always passes the id.
   */
  userId: string | number | null
  /** False when the customer may not pay cash at all (not logged in or not verified). */
  customerMayPayCash: boolean
  /**
   * False when the customer's mobile number is not proven by an SMS code: cash is then refused
   * with `phone-not-verified` (the way on is a code). Absent: not checked (the browser).
   */
  customerPhoneVerified?: boolean
  /** Known partner ids; a `partnerId` not among them is dropped. */
  partnerIds?: readonly (string | number)[]
  /**
   * A phone number as typed to E.164, or null when it is not valid. The server passes the
   * full check of `src/lib/phone.ts`; the browser may pass a lighter one to keep the phone
   * metadata out of its bundle.
   */
  normalizePhone: (input: string) => string | null
  /**
   * The promo code the payload names, looked up by the server (null: no such code), with its
   * live uses; absent: not checked (the browser, which cannot see codes).
   */
  promo?: { code: PromoCode | null; uses: PromoUses }
}

export type BookingIssue = {
  /** The payload field (dotted for nested ones: `locationNames.pickup`), or `addresses`. */
  field: string
  code: BookingErrorCode
  messageKey: MessageKey
  values: Record<string, string | number>
}

/** A booking that passed every rule, with the server's own price. */
export type ValidBooking = {
  tripType: TripType
  pickup: string
  dropoff: string
  locationNames: { pickup: string | null; dropoff: string | null }
  /** The named place chosen at each end, listed under that end's place (decision 0137). */
  namedPlaces: { pickup: BookingNamedPlace | null; dropoff: BookingNamedPlace | null }
  persons: number
  luggages: number
  execDate: CairoWallTime
  execAt: Date
  returningDate: CairoWallTime | null
  returnAt: Date | null
  arrivalFlightNumber: string | null
  departureFlightNumber: string | null
  carType: string
  /** What the customer pays, in piasters: the car plus the extras, less any promo (equal to the
   * one sent). */
  price: Piasters
  /** The promo code's discount, when the booking names one. */
  promo: PromoDiscount | null
  /** The price lookup behind the car's price, to keep with the reservation. */
  quote: CarQuote
  /** The chosen extras priced by the server, and their sum (0 without extras). */
  extras: ExtraLine[]
  extrasTotal: Piasters
  paymentType: PaymentType
  isAnotherPassengers: boolean
  passenger: { name: string; phone: string } | null
  notes: string | null
  partnerId: string | null
  userId: string | null
  /** The customer means another car even if they booked this trip already. */
  allowDuplicate: boolean
}

export type BookingValidation =
  { ok: true; booking: ValidBooking } | { ok: false; issues: BookingIssue[] }

type Pending = { field: string; code: BookingErrorCode; values?: Record<string, string | number> }

/** Reads each field on its own, so that one bad field does not hide the others' messages. */
function parseFields(input: unknown): { values: Partial<BookingFields>; issues: Pending[] } {
  const raw: Record<string, unknown> =
    typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {}
  const values: Record<string, unknown> = {}
  const issues: Pending[] = []
  for (const [field, schema] of Object.entries(bookingFields)) {
    const result = (schema as z.ZodMiniType).safeParse(raw[field])
    if (result.success) {
      values[field] = result.data
      continue
    }
    const seen = new Set<string>()
    for (const issue of result.error.issues) {
      const path = [field, ...issue.path.map(String)].join('.')
      if (seen.has(path)) continue
      seen.add(path)
      const code = isErrorCode(issue.message) ? issue.message : 'unknown'
      // A text's limit is the schema's; a count's is the car's capacity (see `toIssue`), never
      // the schema's sanity bound.
      const max =
        issue.code === 'too_big' && code === 'too-long' ? Number(issue.maximum) : undefined
      issues.push({ field: path, code, values: max === undefined ? undefined : { max } })
    }
  }
  return { values: values as Partial<BookingFields>, issues }
}

/**
 * Every booking rule of spec section 5, for the form and the server alike: the payload's own
 * rules, then those that need the context (places, cars, prices, clock, customer). Answers the
 * booking with the server's price, or every issue found, each with its message key and values.
 */
export function validateBooking(input: unknown, context: BookingContext): BookingValidation {
  const { values, issues } = parseFields(input)
  const add = (field: string, code: BookingErrorCode, values?: Record<string, string | number>) =>
    issues.push({ field, code, ...(values ? { values } : {}) })
  const hasIssue = (field: string) => issues.some((issue) => issue.field === field)
  const dropIssues = (field: string) =>
    issues.splice(0, issues.length, ...issues.filter((issue) => issue.field !== field))

  // A one-way trip has no return: a return date left over in the form is ignored.
  if (values.tripType === 'one-way') dropIssues('returningDate')

  // Both ends missing is one message of its own.
  const pickupMissing = issues.find((i) => i.code === 'pickup-required')
  const dropoffMissing = issues.find((i) => i.code === 'dropoff-required')
  if (pickupMissing && dropoffMissing) {
    issues.splice(issues.indexOf(pickupMissing), 1)
    issues.splice(issues.indexOf(dropoffMissing), 1)
    add('addresses', 'addresses-required')
  }

  const placeByCode = new Map(context.places.map((place) => [place.code, place]))
  const pickup =
    values.pickupAddress === undefined ? undefined : placeByCode.get(values.pickupAddress)
  const dropoff =
    values.dropoffAddress === undefined ? undefined : placeByCode.get(values.dropoffAddress)
  if (values.pickupAddress !== undefined && !pickup) add('pickupAddress', 'pickup-unknown')
  if (values.dropoffAddress !== undefined && !dropoff) add('dropoffAddress', 'dropoff-unknown')
  const samePlaces = pickup !== undefined && pickup === dropoff
  if (samePlaces) add('dropoffAddress', 'same-places')

  // A named place is one listed under the end's own place: its price is that place's.
  const named: ValidBooking['namedPlaces'] = { pickup: null, dropoff: null }
  for (const [end, place] of [
    ['pickup', pickup],
    ['dropoff', dropoff],
  ] as const) {
    const id = values.namedPlaces?.[end]
    if (id === null || id === undefined || !place || !context.namedPlaces) continue
    const found = context.namedPlaces.find((candidate) => candidate.id === id)
    if (found && found.placeCode === place.code) named[end] = found
    else add(`namedPlaces.${end}`, 'named-place-invalid')
  }

  // The area names the district; a hotel or street is needed wherever the car is not at an
  // airport (there the flight number tells the driver where to be), unless a named place says it.
  const locationNames = values.locationNames
  for (const [end, place] of [
    ['pickup', pickup],
    ['dropoff', dropoff],
  ] as const) {
    const field = `locationNames.${end}`
    if (
      locationNames &&
      place &&
      !place.isAirport &&
      !locationNames[end] &&
      !named[end] &&
      !hasIssue(field)
    ) {
      add(field, 'location-names-required')
    }
  }

  const car =
    values.carType === undefined
      ? undefined
      : context.cars.find((candidate) => candidate.code === values.carType)
  if (values.carType !== undefined && !car) add('carType', 'car-type-invalid')
  if (car && values.personsCount !== undefined && values.personsCount > car.persons) {
    add('personsCount', 'persons-invalid')
  }
  if (car && values.luggagesCount !== undefined && values.luggagesCount > car.luggages) {
    add('luggagesCount', 'luggages-invalid')
  }

  // Dates: Cairo wall-clock times, compared as instants.
  const yearFromNow = addYears(context.now, 1)
  const execAt = values.execDate === undefined ? null : cairoWallTimeToUtc(values.execDate)
  if (execAt && !isAtLeastHoursAhead(execAt, context.now, context.minLeadHours)) {
    add('execDate', 'exec-date-invalid')
  } else if (execAt && execAt.getTime() >= yearFromNow.getTime()) {
    add('execDate', 'exec-date-too-far')
  }
  let returnAt: Date | null = null
  if (values.tripType === 'round-trip' && values.returningDate !== undefined) {
    returnAt = values.returningDate === null ? null : cairoWallTimeToUtc(values.returningDate)
    if (!returnAt) add('returningDate', 'returning-date-required')
    else if (
      (execAt && returnAt.getTime() <= execAt.getTime()) ||
      returnAt.getTime() >= yearFromNow.getTime()
    ) {
      add('returningDate', 'returning-date-invalid')
    }
  }

  // Flights by direction: a leg starting at an airport meets an arriving flight, a leg ending
  // at one takes the customer to a departing flight (the return leg runs the other way round).
  if (values.tripType && pickup && dropoff && !samePlaces) {
    const isAirport = (code: string) => placeByCode.get(code)?.isAirport === true
    const legs = tripLegs({ tripType: values.tripType, pickup: pickup.code, dropoff: dropoff.code })
    if (legs.some((leg) => isAirport(leg.from)) && values.arrivalFlightNumber === null) {
      add('arrivalFlightNumber', 'arrival-flight-required')
    }
    if (legs.some((leg) => isAirport(leg.to)) && values.departureFlightNumber === null) {
      add('departureFlightNumber', 'departure-flight-required')
    }
  }

  let passengerPhone: string | null = null
  if (values.isAnotherPassengers === true) {
    if (!values.passengerName && !hasIssue('passengerName')) {
      add('passengerName', 'passenger-name-required')
    }
    passengerPhone = values.passengerPhone ? context.normalizePhone(values.passengerPhone) : null
    if (!passengerPhone && !hasIssue('passengerPhone')) {
      add('passengerPhone', 'passenger-phone-invalid')
    }
  }

  if (context.userId !== null && values.userId !== undefined) {
    if (values.userId === null || String(values.userId) !== String(context.userId)) {
      add('userId', 'user-id-invalid')
    }
  }

  // The price is the server's: the client's number is only compared with it.
  let quote: CarQuote | null = null
  let extras: { lines: ExtraLine[]; total: Piasters } = { lines: [], total: 0 }
  let promo: PromoDiscount | null = null
  if (values.tripType && pickup && dropoff && !samePlaces && car) {
    const lookup = priceFor(
      { tripType: values.tripType, pickup: pickup.code, dropoff: dropoff.code },
      car.code,
      context.priceRows,
    )
    if (lookup.status === 'no-price') {
      // Without a price there is nothing to compare the client's with.
      dropIssues('price')
      add('price', 'no-price')
    } else {
      quote = lookup.quote
      // Extras are offered in the trip's region, a per-leg one on each leg (decision 0130).
      const priced =
        values.extras === undefined
          ? null
          : priceExtras(values.extras, context.extras ?? [], {
              regionCode: quote.legs[0]!.regionCode,
              legs: quote.legs.length,
            })
      if (priced && !priced.ok) add('extras', priced.code)
      else if (priced) extras = { lines: priced.lines, total: priced.total }
      if (values.promoCode && context.promo) {
        const applied = context.promo.code
          ? applyPromo(
              context.promo.code,
              {
                carTotal: quote.price,
                extrasTotal: extras.total,
                regionCodes: quote.legs.map((leg) => leg.regionCode),
                now: context.now,
              },
              context.promo.uses,
            )
          : ({ ok: false, refusal: 'promo-unknown', values: {} } as const)
        if (applied.ok) promo = applied.discount
        else add('promoCode', applied.refusal, applied.values)
      }
      const price = promo ? promo.priceAfter : quote.price + extras.total
      // A refused code or extra is the message; the price sent with it is not compared as well.
      if (
        values.price !== undefined &&
        priced?.ok !== false &&
        values.price !== price &&
        !hasIssue('promoCode')
      ) {
        add('price', 'price-invalid')
      }
    }
  }
  if (
    values.paymentType === 'cash' &&
    (!context.customerMayPayCash || (quote !== null && !quote.cashAllowed))
  ) {
    add('paymentType', 'cash-not-allowed')
  } else if (values.paymentType === 'cash' && context.customerPhoneVerified === false) {
    add('paymentType', 'phone-not-verified')
  }

  // Each place plays its part: the pickup starts the trip (and ends a round trip's return), the
  // drop-off ends it (and starts the return).
  const roundTrip = values.tripType === 'round-trip'
  const may = (place: BookingPlace, role: 'canPickup' | 'canDropoff') => place[role] !== false
  if (
    pickup &&
    !hasIssue('pickupAddress') &&
    (!may(pickup, 'canPickup') || (roundTrip && !may(pickup, 'canDropoff')))
  ) {
    add('pickupAddress', 'pickup-unknown')
  }
  if (
    dropoff &&
    !hasIssue('dropoffAddress') &&
    (!may(dropoff, 'canDropoff') || (roundTrip && !may(dropoff, 'canPickup')))
  ) {
    add('dropoffAddress', 'dropoff-unknown')
  }

  if (issues.length > 0) return { ok: false, issues: issues.map(toIssue(context, car)) }

  // No issue: every field parsed and every lookup above succeeded.
  const booking = values as BookingFields
  const partnerId =
    booking.partnerId === null || booking.partnerId === undefined ? null : String(booking.partnerId)
  const knownPartner =
    partnerId !== null &&
    (context.partnerIds === undefined || context.partnerIds.some((id) => String(id) === partnerId))
  return {
    ok: true,
    booking: {
      tripType: booking.tripType,
      pickup: booking.pickupAddress,
      dropoff: booking.dropoffAddress,
      locationNames: {
        pickup: booking.locationNames.pickup ?? null,
        dropoff: booking.locationNames.dropoff ?? null,
      },
      namedPlaces: named,
      persons: booking.personsCount,
      luggages: booking.luggagesCount,
      execDate: booking.execDate,
      execAt: execAt!,
      returningDate: booking.tripType === 'round-trip' ? booking.returningDate : null,
      returnAt: booking.tripType === 'round-trip' ? returnAt : null,
      arrivalFlightNumber: booking.arrivalFlightNumber,
      departureFlightNumber: booking.departureFlightNumber,
      carType: booking.carType,
      price: promo ? promo.priceAfter : quote!.price + extras.total,
      promo,
      quote: quote!,
      extras: extras.lines,
      extrasTotal: extras.total,
      paymentType: booking.paymentType,
      isAnotherPassengers: booking.isAnotherPassengers,
      passenger: booking.isAnotherPassengers
        ? { name: booking.passengerName!, phone: passengerPhone! }
        : null,
      notes: booking.notes ?? null,
      partnerId: knownPartner ? partnerId : null,
      userId: booking.userId === null ? null : String(booking.userId),
      allowDuplicate: booking.allowDuplicate,
    },
  }
}

/**
 * The values each message needs, so the server and the form render the same sentence. A quantity
 * is a number (the catalogue writes it in the reader's digits); text is a string.
 */
function toIssue(context: BookingContext, car: CarCapacity | undefined) {
  const largest = largestCapacity(context.cars)
  const defaults: Partial<Record<BookingErrorCode, Record<string, string | number>>> = {
    'persons-invalid': { max: car?.persons ?? largest.persons },
    'luggages-invalid': { max: car?.luggages ?? largest.luggages },
    'exec-date-invalid': {
      hours: context.minLeadHours,
      phone: context.hotline,
    },
    'no-price': { phone: context.hotline },
    'cash-not-allowed': { phone: context.hotline },
  }
  return ({ field, code, values }: Pending): BookingIssue => ({
    field,
    code,
    messageKey: BOOKING_ERRORS[code],
    values: { ...defaults[code], ...values },
  })
}
