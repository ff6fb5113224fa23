import { createHash } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

import { audited } from '@/audit/hooks'
import { BOOKING_RATE_LIMIT, bookingRefusal, canonicalJson } from '@/booking/bookingRequest'
import {
  duplicateWindowStart,
  type EarlierBooking,
  findDuplicate,
  type TripIdentity,
} from '@/booking/duplicateBooking'
import { locationWithNamedPlace } from '@/booking/namedPlaces'
import { priceFor } from '@/booking/pricing'
import { generateReservationNumber } from '@/booking/reservationNumber'
import { addressText } from '@/booking/reservationViews'
import { promoPersonOf, usedUpByPerson } from '@/booking/promo'
import { initialStatus, type StatusHistoryEntry } from '@/booking/status'
import { bookedPaymentType } from '@/booking/trip'
import {
  BOOKING_ERRORS,
  BOOKING_RETRY_AFTER_SECONDS,
  bookingFields,
  validateBooking,
  type ValidBooking,
} from '@/booking/validation'
import { isLocale, type Locale } from '@/i18n/locales'
import { fail, ok, type Result } from '@/lib/failure'
import { normalizePhone } from '@/lib/phone'
import { typedIn } from '@/i18n/textDirection'
import type { Customer, Partner, Reservation } from '@/payload-types'
import { type TransactionReq, withTransaction } from '@/infra/db'
import { isPayloadError } from '@/infra/payloadErrors'

import type { BookingCatalog } from './catalog'
import { countPromoUses, findPromoCode, lockPromoCode, type StoredPromo } from './promo'

/**
 * `POST /api/booking`: validates the booking against the catalog the quote uses, and creates the
 * reservation in one PostgreSQL transaction that makes repeats and races harmless:
 *
 * 1. A reservation already made with the same Idempotency-Key by the same customer is answered
 *    again (same body: the same reservation; another body: `idempotency-key-reused`), before
 *    anything else is checked.
 * 2. Inside the transaction, a non-blocking advisory lock on (customer, request fingerprint). If
 *    an identical request is being booked right now (a double submit, whatever its key), this one
 *    waits for it to end and never books itself: it answers what the twin left (the same
 *    reservation for the same key, `duplicate-booking` for another), else `try-again-later`.
 * 3. A blocking advisory lock per customer: that customer's bookings are created one at a time,
 *    so the key lookup, the duplicate check and the rate-limit count below are exact.
 * 4. The key lookup again (a twin may have committed meanwhile); the same trip booked already
 *    and still open (`src/booking/duplicateBooking.ts`: `duplicate-booking`, unless the body
 *    says `allowDuplicate: true`); the rate limit; a fresh reservation number, the insert, the
 *    commit. A unique index on (customer, idempotency key) backs all this up at the database.
 *
 * Notifications are not sent here: the caller sends them after the commit
 * (`src/notifications/booking.ts`).
 */

export type BookingRequest = {
  customer: Customer
  idempotencyKey: string
  /** The JSON body as sent. */
  body: unknown
  /** The caller's language: the reservation's language when the customer has none. */
  locale: Locale
  now?: Date
}

/** The reservation, and whether this call created it (rather than answering a repeat). */
export type BookedReservation = { reservation: Reservation; created: boolean }

/** How often a clash of reservation numbers (or another unique value) is tried again. */
const CREATE_ATTEMPTS = 3
const NUMBER_DRAWS = 5

/** The request's fingerprint: the same content gives the same hash whatever the key order. */
export const requestFingerprint = (body: unknown) =>
  createHash('sha256').update(canonicalJson(body)).digest('hex')

const tryAgainLater = () =>
  fail('try-again-later', BOOKING_ERRORS['try-again-later'], {
    values: { seconds: BOOKING_RETRY_AFTER_SECONDS },
    retryAfter: BOOKING_RETRY_AFTER_SECONDS,
  })

/** The earlier identical booking, named in the caller's language. */
const duplicateOf = (reservationNumber: string, locale: Locale) =>
  fail('duplicate-booking', BOOKING_ERRORS['duplicate-booking'], {
    values: { number: typedIn(locale, reservationNumber) },
    reservationNumber,
  })

/** A repeated key: the first reservation when the body is the same, otherwise a refusal. */
function answerAgain(existing: Reservation, fingerprint: string): Result<BookedReservation> {
  if (existing.requestHash === fingerprint) return ok({ reservation: existing, created: false })
  return fail('idempotency-key-reused', 'reservation.errors.idempotencyKeyReused')
}

/** The reservation a customer made with this Idempotency-Key, if any. */
export async function findByKey(
  payload: Payload,
  customerId: number,
  idempotencyKey: string,
  req?: TransactionReq,
): Promise<Reservation | null> {
  const { docs } = await payload.find({
    collection: 'reservations',
    where: {
      and: [{ customer: { equals: customerId } }, { idempotencyKey: { equals: idempotencyKey } }],
    },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  return docs[0] ?? null
}

/** The partner a `partnerId` names: its id, or its referral code (`?ref=CODE`). */
async function findPartner(payload: Payload, reference: string | null): Promise<Partner | null> {
  if (!reference) return null
  const byCode = { code: { equals: reference.toUpperCase() } }
  const { docs } = await payload.find({
    collection: 'partners',
    where: /^\d{1,9}$/.test(reference)
      ? { or: [{ id: { equals: Number(reference) } }, byCode] }
      : byCode,
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** A status history entry of `src/booking/status.ts` as the collection stores it. */
export const historyRow = ({ from, to, by, reason, at }: StatusHistoryEntry) => ({
  from,
  to,
  byType: by.type,
  byId: by.id,
  reason,
  at,
})

type ReservationData = Omit<RequiredDataFromCollectionSlug<'reservations'>, 'reservationNumber'>

/** Everything the booking knew, kept with the reservation (see the collection). */
function reservationData(
  booking: ValidBooking,
  {
    catalog,
    customer,
    partner,
    language,
    idempotencyKey,
    fingerprint,
    now,
  }: {
    catalog: BookingCatalog
    customer: Customer
    partner: Partner | null
    language: Locale
    idempotencyKey: string
    fingerprint: string
    now: Date
  },
): ReservationData {
  const pickup = catalog.placeByCode.get(booking.pickup)!
  const dropoff = catalog.placeByCode.get(booking.dropoff)!
  // A chosen hotel, landmark or terminal is named on the booking (decision 0137).
  const locationNames = {
    pickup: booking.namedPlaces.pickup
      ? locationWithNamedPlace(booking.locationNames.pickup, booking.namedPlaces.pickup, language)
      : booking.locationNames.pickup,
    dropoff: booking.namedPlaces.dropoff
      ? locationWithNamedPlace(booking.locationNames.dropoff, booking.namedPlaces.dropoff, language)
      : booking.locationNames.dropoff,
  }
  const car = catalog.cars.find((candidate) => candidate.code === booking.carType)!
  // Nothing left to pay (a promo code made the trip free): complimentary, confirmed as it is made.
  const paymentType = bookedPaymentType(booking.paymentType, booking.price)
  const first = initialStatus(paymentType, {
    // The customer's own booking: the site makes the first entry on their behalf.
    by: { type: 'system', id: `customer:${customer.id}` },
    reason:
      paymentType === 'complimentary'
        ? `Booked online by the customer; complimentary (promo code ${booking.promo?.code ?? 'none'}: nothing to pay)`
        : 'Booked online by the customer',
    at: now,
  })
  const trip = { tripType: booking.tripType, pickup: booking.pickup, dropoff: booking.dropoff }
  const carPrices = Object.fromEntries(
    catalog.cars.flatMap((candidate) => {
      const price = priceFor(trip, candidate.code, catalog.priceRows)
      return price.status === 'priced' ? [[candidate.code, price.quote.price]] : []
    }),
  )
  return {
    customer: customer.id,
    status: first.status,
    statusHistory: [historyRow(first.entry)],
    // A cash or complimentary booking is confirmed when it is made: its confirmation is due
    // (src/notifications/booking.ts).
    confirmationDue: first.status !== 'pending',
    tripType: booking.tripType,
    paymentType,
    // Who booked, as they were then (a promo code counts the person: docs/decisions/0177).
    contactEmail: customer.email,
    contactMobile: customer.mobile ?? null,
    cashAllowed: booking.quote.cashAllowed && catalog.settings.cashEnabled,
    execDate: booking.execAt.toISOString(),
    execLocal: booking.execDate,
    returningDate: booking.returnAt?.toISOString() ?? null,
    returningLocal: booking.returningDate,
    pickupAddress: addressText(pickup.names[language], locationNames.pickup, language),
    dropoffAddress: addressText(dropoff.names[language], locationNames.dropoff, language),
    pickup: {
      code: pickup.code,
      nameEn: pickup.names.en,
      nameAr: pickup.names.ar,
      locationName: locationNames.pickup,
    },
    dropoff: {
      code: dropoff.code,
      nameEn: dropoff.names.en,
      nameAr: dropoff.names.ar,
      locationName: locationNames.dropoff,
    },
    carType: car.code,
    carName: { en: car.names.en, ar: car.names.ar },
    persons: booking.persons,
    luggages: booking.luggages,
    arrivalFlightNumber: booking.arrivalFlightNumber,
    departureFlightNumber: booking.departureFlightNumber,
    isAnotherPassengers: booking.isAnotherPassengers,
    passengerName: booking.passenger?.name ?? null,
    passengerPhone: booking.passenger?.phone ?? null,
    notes: booking.notes,
    partner: partner?.id ?? null,
    price: booking.price,
    currency: 'EGP',
    priceSnapshot: {
      currency: 'EGP',
      carType: car.code,
      // The car's price for the trip; the extras beside it (decision 0130). The reservation's
      // price is what the customer pays: the car plus the extras.
      price: booking.quote.price,
      legs: booking.quote.legs,
      extras: booking.extras,
      extrasTotal: booking.extrasTotal,
      carPrices,
      minLeadHours: catalog.settings.minLeadHours,
      // Beside the car's price: the code, the discount and the price before it (src/booking/promo.ts).
      ...(booking.promo ? { promo: booking.promo } : {}),
    },
    promoCode: booking.promo?.code ?? null,
    language,
    idempotencyKey,
    requestHash: fingerprint,
  }
}

type TransactionOutcome =
  | { kind: 'created'; id: number }
  | { kind: 'existing'; reservation: Reservation }
  | { kind: 'duplicate'; reservationNumber: string }
  | { kind: 'busy' }
  | { kind: 'promo'; refusal: 'promo-used-up' | 'promo-used-by-you' }

const tripOf = (booking: ValidBooking): TripIdentity => ({
  tripType: booking.tripType,
  pickup: booking.pickup,
  dropoff: booking.dropoff,
  pickupAt: booking.execAt,
  returnAt: booking.returnAt,
  carType: booking.carType,
})

/** The customer's open booking of the same trip made within the window, if any. */
async function earlierIdenticalBooking(
  payload: Payload,
  { customerId, trip, now }: { customerId: number; trip: TripIdentity; now: Date },
  req: TransactionReq,
): Promise<EarlierBooking | null> {
  const { docs } = await payload.find({
    collection: 'reservations',
    where: {
      and: [
        { customer: { equals: customerId } },
        { createdAt: { greater_than: duplicateWindowStart(now).toISOString() } },
        { execDate: { equals: trip.pickupAt.toISOString() } },
      ],
    },
    depth: 0,
    limit: 100,
    sort: '-createdAt',
    overrideAccess: true,
    req,
  })
  const earlier = docs.map((row): EarlierBooking => ({
    reservationNumber: row.reservationNumber,
    status: row.status,
    createdAt: new Date(row.createdAt),
    tripType: row.tripType,
    pickup: row.pickup?.code ?? '',
    dropoff: row.dropoff?.code ?? '',
    pickupAt: new Date(row.execDate),
    returnAt: row.returningDate ? new Date(row.returningDate) : null,
    carType: row.carType,
  }))
  return findDuplicate(trip, earlier, now)
}

function createInTransaction(
  payload: Payload,
  {
    customerId,
    idempotencyKey,
    fingerprint,
    trip,
    allowDuplicate,
    data,
    promo,
    now,
  }: {
    customerId: number
    idempotencyKey: string
    fingerprint: string
    trip: TripIdentity
    allowDuplicate: boolean
    data: ReservationData
    /** The promo code the booking uses, if any: its uses are counted again under its lock. */
    promo: StoredPromo | null
    now: Date
  },
): Promise<TransactionOutcome> {
  return withTransaction(
    payload,
    async ({ req, session }) => {
      const end = (value: TransactionOutcome) => ({ commit: false, value })
      // Locks are keyed by 64-bit hashes of text; both are released by the commit or rollback.
      const requestLock = `booking:request:${customerId}:${fingerprint}`
      const { rows } = await session.execute(
        sql`select pg_try_advisory_xact_lock(hashtextextended(${requestLock}, 0)) as "free"`,
      )
      // An identical request is in flight: wait for it to end, then answer as it left things
      // below; this one never books (step 2 at the top of this file).
      const twinInFlight = rows[0]?.free !== true
      if (twinInFlight) {
        await session.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${requestLock}, 0))`,
        )
      }
      await session.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`booking:customer:${customerId}`}, 0))`,
      )

      const existing = await findByKey(payload, customerId, idempotencyKey, req())
      if (existing) return end({ kind: 'existing', reservation: existing })
      if (!allowDuplicate) {
        const earlier = await earlierIdenticalBooking(payload, { customerId, trip, now }, req())
        if (earlier) return end({ kind: 'duplicate', reservationNumber: earlier.reservationNumber })
      }
      if (twinInFlight) return end({ kind: 'busy' })

      const windowStart = new Date(now.getTime() - BOOKING_RATE_LIMIT.windowSeconds * 1000)
      const recent = await payload.count({
        collection: 'reservations',
        where: {
          and: [
            { customer: { equals: customerId } },
            { createdAt: { greater_than: windowStart.toISOString() } },
            // A card booking that expired unpaid (or was declined) no longer counts.
            { status: { not_equals: 'fail' } },
          ],
        },
        overrideAccess: true,
        req: req(),
      })
      if (recent.totalDocs >= BOOKING_RATE_LIMIT.limit) return end({ kind: 'busy' })

      if (promo) {
        // Bookings with this code queue on its row; the count below then sees every committed use.
        await lockPromoCode(session, promo.id)
        const person = promoPersonOf({
          customerId,
          email: data.contactEmail,
          mobile: data.contactMobile,
          passengerPhone: data.passengerPhone,
        })
        const uses = await countPromoUses(payload, promo.code.code, person, { req: req() })
        if (promo.code.totalUses !== null && uses.total >= promo.code.totalUses) {
          return end({ kind: 'promo', refusal: 'promo-used-up' })
        }
        if (usedUpByPerson(promo.code, uses.byPerson)) {
          return end({ kind: 'promo', refusal: 'promo-used-by-you' })
        }
      }

      const created = await payload.create({
        collection: 'reservations',
        data: { ...data, reservationNumber: await unusedReservationNumber(payload, req) },
        overrideAccess: true,
        depth: 0,
        req: req(),
      })
      return { commit: true, value: { kind: 'created', id: created.id } }
    },
    { context: audited({ actor: { type: 'customer', id: customerId } }) },
  )
}

/** A reservation number nobody has yet (the unique index still guards against a racing twin). */
async function unusedReservationNumber(
  payload: Payload,
  req: () => TransactionReq,
): Promise<string> {
  for (let draw = 1; ; draw += 1) {
    const candidate = generateReservationNumber()
    const { totalDocs } = await payload.count({
      collection: 'reservations',
      where: { reservationNumber: { equals: candidate } },
      overrideAccess: true,
      req: req(),
    })
    if (totalDocs === 0 || draw === NUMBER_DRAWS) return candidate
  }
}

/** Books a trip for a logged-in customer; see the top of this file. */
export async function createReservation(
  payload: Payload,
  catalog: BookingCatalog,
  { customer, idempotencyKey, body, locale, now = new Date() }: BookingRequest,
): Promise<Result<BookedReservation>> {
  const fingerprint = requestFingerprint(body)
  const earlier = await findByKey(payload, customer.id, idempotencyKey)
  if (earlier) return answerAgain(earlier, fingerprint)

  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return fail('invalid-body', 'api.invalidBody')
  }
  const fields = body as Record<string, unknown>
  const { settings } = catalog
  const partnerReference = bookingFields.partnerId.safeParse(fields.partnerId).data ?? null
  const partner = await findPartner(
    payload,
    partnerReference === null ? null : String(partnerReference),
  )
  // One code per booking, looked up here and counted again inside the transaction.
  const promoCode = bookingFields.promoCode.safeParse(fields.promoCode).data ?? null
  const storedPromo = promoCode ? await findPromoCode(payload, promoCode) : null
  const promoUses = storedPromo
    ? await countPromoUses(
        payload,
        storedPromo.code.code,
        promoPersonOf({ customerId: customer.id, email: customer.email, mobile: customer.mobile }),
      )
    : { total: 0, byPerson: 0 }
  const validation = validateBooking(body, {
    now,
    minLeadHours: settings.minLeadHours,
    places: catalog.bookingPlaces,
    namedPlaces: catalog.namedPlaces,
    cars: catalog.cars,
    priceRows: catalog.priceRows,
    extras: catalog.extras,
    hotline: settings.hotline,
    userId: customer.id,
    // decisions.md: cash only for a logged-in, verified customer, where the settings allow it,
    // whose mobile number (where the driver's and the booking's SMS go) an SMS code proved.
    customerMayPayCash: Boolean(customer.verified) && settings.cashEnabled,
    customerPhoneVerified: Boolean(customer.phoneVerified),
    partnerIds: partner ? [String(partnerReference)] : [],
    normalizePhone: (input) => normalizePhone(input),
    promo: promoCode ? { code: storedPromo?.code ?? null, uses: promoUses } : undefined,
  })
  if (!validation.ok) return bookingRefusal(validation.issues)

  const language: Locale = isLocale(customer.preferredLanguage)
    ? customer.preferredLanguage
    : locale
  const data = reservationData(validation.booking, {
    catalog,
    customer,
    partner: validation.booking.partnerId === null ? null : partner,
    language,
    idempotencyKey,
    fingerprint,
    now,
  })

  for (let attempt = 1; ; attempt += 1) {
    let outcome: TransactionOutcome
    try {
      outcome = await createInTransaction(payload, {
        customerId: customer.id,
        idempotencyKey,
        fingerprint,
        trip: tripOf(validation.booking),
        allowDuplicate: validation.booking.allowDuplicate,
        data,
        promo: validation.booking.promo ? storedPromo : null,
        now,
      })
    } catch (error) {
      // A twin with the same key won the unique index: answer with its result.
      const twin = await findByKey(payload, customer.id, idempotencyKey)
      if (twin) return answerAgain(twin, fingerprint)
      // Otherwise a unique value clashed (a reservation number drawn twice at once): again.
      if (isPayloadError(error, 400) && attempt < CREATE_ATTEMPTS) continue
      throw error
    }
    if (outcome.kind === 'busy') return tryAgainLater()
    if (outcome.kind === 'promo') return fail(outcome.refusal, BOOKING_ERRORS[outcome.refusal])
    if (outcome.kind === 'duplicate') return duplicateOf(outcome.reservationNumber, locale)
    if (outcome.kind === 'existing') return answerAgain(outcome.reservation, fingerprint)
    // Read back outside the transaction: proof that the commit took place.
    const stored = await payload.findByID({
      collection: 'reservations',
      id: outcome.id,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!stored) throw new Error(`Reservation ${outcome.id} was not committed`)
    return ok({ reservation: stored, created: true })
  }
}
