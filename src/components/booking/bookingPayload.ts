import { toAsciiDigits } from '@/lib/digits'
import type { CarCapacity } from '@/booking/cars'
import { tripLegs } from '@/booking/trip'
import {
  type BookingIssue,
  type BookingPayload,
  type BookingPlace,
  validateBooking,
} from '@/booking/validation'

import type { BookingDraft, StepId } from './draft'
import { totalOf } from '@/booking/priceBreakdown'

import { checkoutBreakdown, extrasChoice } from './extrasChoice'
import { stepOfField } from './fields'
import type { OfferedExtra, QuotedCar } from './types'

/** Which flight numbers the trip needs: a leg from an airport meets an arriving flight, etc. */
export function flightsNeeded(
  draft: Pick<BookingDraft, 'tripType' | 'pickup' | 'dropoff'>,
  isAirport: (code: string) => boolean,
): { arrival: boolean; departure: boolean } {
  if (!draft.pickup || !draft.dropoff || draft.pickup === draft.dropoff) {
    return { arrival: false, departure: false }
  }
  const legs = tripLegs({ tripType: draft.tripType, pickup: draft.pickup, dropoff: draft.dropoff })
  return {
    arrival: legs.some((leg) => isAirport(leg.from)),
    departure: legs.some((leg) => isAirport(leg.to)),
  }
}

/** The payload as the form has it: the terms may still be unticked (the rules say so). */
export type BookingRequest = Omit<BookingPayload, 'acceptedTerms'> & { acceptedTerms: boolean }

const wallTime = (day: string, time: string) => (day && time ? `${day}T${time}` : '')

/**
 * The booking payload of the spec, named as `bookingPayloadSchema` names it, from the draft.
 * A place typed but not chosen is sent as typed, so that the rules answer "choose it from the
 * list"; fields the trip does not need (a flight number of an end that is not an airport, the
 * other passenger's details) are left out.
 */
export function bookingPayload(
  draft: BookingDraft,
  extras: {
    isAirport: (code: string) => boolean
    /** The car chosen as priced (with a promo code applied, if any); null: none yet. */
    car: QuotedCar | null
    userId: number | null
    /** The extras the quote offers (none: no extras are sent). */
    offered?: readonly OfferedExtra[]
  },
): BookingRequest {
  const chosen = extrasChoice(
    draft.extras,
    extras.offered ?? [],
    draft.tripType === 'round-trip' ? 2 : 1,
  )
  const flights = flightsNeeded(draft, extras.isAirport)
  const anotherPassenger = draft.isAnotherPassengers
  return {
    tripType: draft.tripType,
    pickupAddress: draft.pickup || draft.pickupText.trim(),
    dropoffAddress: draft.dropoff || draft.dropoffText.trim(),
    locationNames: {
      pickup: draft.pickup && !extras.isAirport(draft.pickup) ? draft.pickupLocation : '',
      dropoff: draft.dropoff && !extras.isAirport(draft.dropoff) ? draft.dropoffLocation : '',
    },
    namedPlaces: {
      pickup: (draft.pickup && draft.pickupNamed) || null,
      dropoff: (draft.dropoff && draft.dropoffNamed) || null,
    },
    personsCount: draft.persons,
    luggagesCount: draft.luggages,
    execDate: wallTime(draft.execDay, draft.execTime),
    returningDate:
      draft.tripType === 'round-trip' ? wallTime(draft.returnDay, draft.returnTime) || null : null,
    arrivalFlightNumber: flights.arrival ? draft.arrivalFlightNumber : null,
    departureFlightNumber: flights.departure ? draft.departureFlightNumber : null,
    acceptedTerms: draft.acceptedTerms,
    carType: draft.carType,
    extras: chosen.extras,
    // What the checkout's breakdown totals: the price the server compares with its own.
    price: extras.car
      ? totalOf(checkoutBreakdown(extras.car, draft.extras, extras.offered ?? [], draft.tripType))
      : -1,
    paymentType: draft.paymentType,
    isAnotherPassengers: anotherPassenger,
    passengerName: anotherPassenger ? draft.passengerName : '',
    passengerPhone: anotherPassenger ? draft.passengerPhone : '',
    notes: draft.notes,
    partnerId: draft.partnerRef,
    promoCode: draft.promoCode || null,
    userId: extras.userId,
  }
}

/**
 * The browser's own check of a form step, with the same rules and messages as the server
 * (`validateBooking`). It has no price lists (the quote and the server price the trip) and a
 * light phone check (the full one would ship the phone metadata); the server stays the authority.
 */
export function stepIssues(
  step: StepId,
  payload: BookingRequest,
  context: {
    now: Date
    minLeadHours: number
    places: BookingPlace[]
    cars: CarCapacity[]
    hotline: string
  },
): BookingIssue[] {
  const result = validateBooking(payload, {
    ...context,
    priceRows: [],
    userId: null,
    customerMayPayCash: true,
    normalizePhone: roughPhone,
  })
  if (result.ok) return []
  return result.issues.filter(
    (issue) => stepOfField(issue.field) === step && issue.code !== 'no-price',
  )
}

/** A plausible international or national number: 7 to 15 digits, an optional + or 00. */
function roughPhone(input: string): string | null {
  const compact = toAsciiDigits(input).replace(
    /[\s\-().\u200e\u200f\u202a-\u202e\u2066-\u2069]/g,
    '',
  )
  return /^(\+|00)?\d{7,15}$/.test(compact) ? compact : null
}
