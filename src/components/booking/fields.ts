import { type BookingDraft, type StepId, STEPS } from './draft'

/**
 * Where each field of the booking payload lives on the screens: the step that asks for it, the
 * element that takes the focus for its error, and the draft's entries that make its error stale.
 * Field names are the payload's (`bookingPayloadSchema`), as the browser's check and the server's
 * `issues` give them.
 */

/** Field errors shown beside their fields: payload field name -> message. */
export type FieldErrors = Record<string, string>

/** A refused field with its message, from the browser's check or the server's `issues`. */
export type ShownIssue = { field: string; message: string }

/** The step that asks for each field; an issue of a field is shown (and fixed) on its step. */
const STEP_OF_FIELD: Record<string, StepId> = {
  tripType: 'trip',
  pickupAddress: 'trip',
  dropoffAddress: 'trip',
  addresses: 'trip',
  namedPlaces: 'trip',
  execDate: 'trip',
  returningDate: 'trip',
  personsCount: 'trip',
  luggagesCount: 'trip',
  carType: 'trip',
  guest: 'checkout',
  locationNames: 'checkout',
  arrivalFlightNumber: 'checkout',
  departureFlightNumber: 'checkout',
  isAnotherPassengers: 'checkout',
  passengerName: 'checkout',
  passengerPhone: 'checkout',
  notes: 'checkout',
  acceptedTerms: 'checkout',
  userId: 'account',
  paymentType: 'checkout',
  price: 'checkout',
}

export const stepOfField = (field: string): StepId =>
  STEP_OF_FIELD[field.split('.')[0] ?? field] ?? 'checkout'

/** The element that takes the focus for a field's error, in the order of the screens. */
const FIELD_ELEMENTS: [field: string, elementId: string][] = [
  ['tripType', 'booking-trip-one-way'],
  ['addresses', 'booking-pickup'],
  ['pickupAddress', 'booking-pickup'],
  ['dropoffAddress', 'booking-dropoff'],
  ['namedPlaces.pickup', 'booking-pickup'],
  ['namedPlaces.dropoff', 'booking-dropoff'],
  ['execDate', 'booking-exec-day'],
  ['returningDate', 'booking-return-day'],
  ['personsCount', 'booking-persons-increase'],
  ['luggagesCount', 'booking-luggages-increase'],
  ['carType', 'booking-cars'],
  ['guest.name', 'booking-guest-name'],
  ['guest.email', 'booking-guest-email'],
  ['guest.mobile', 'booking-guest-mobile'],
  ['arrivalFlightNumber', 'booking-arrival-flight'],
  ['departureFlightNumber', 'booking-departure-flight'],
  ['locationNames', 'booking-pickup-location'],
  ['locationNames.pickup', 'booking-pickup-location'],
  ['locationNames.dropoff', 'booking-dropoff-location'],
  ['isAnotherPassengers', 'booking-another'],
  ['passengerName', 'booking-passenger-name'],
  ['passengerPhone', 'booking-passenger-phone'],
  ['notes', 'booking-notes'],
  ['paymentType', 'booking-payment-card'],
  ['acceptedTerms', 'booking-terms'],
]

/** Which shown errors a change of the draft makes stale. */
const FIELDS_OF_DRAFT: Partial<Record<keyof BookingDraft, string[]>> = {
  tripType: ['tripType', 'returningDate'],
  pickup: ['pickupAddress', 'addresses', 'dropoffAddress', 'namedPlaces.pickup'],
  pickupText: ['pickupAddress', 'addresses', 'namedPlaces.pickup'],
  dropoff: ['dropoffAddress', 'addresses', 'namedPlaces.dropoff'],
  dropoffText: ['dropoffAddress', 'addresses', 'namedPlaces.dropoff'],
  execDay: ['execDate', 'returningDate'],
  execTime: ['execDate', 'returningDate'],
  returnDay: ['returningDate'],
  returnTime: ['returningDate'],
  persons: ['personsCount'],
  luggages: ['luggagesCount'],
  arrivalFlightNumber: ['arrivalFlightNumber'],
  departureFlightNumber: ['departureFlightNumber'],
  pickupLocation: ['locationNames.pickup', 'locationNames'],
  dropoffLocation: ['locationNames.dropoff', 'locationNames'],
  isAnotherPassengers: ['isAnotherPassengers', 'passengerName', 'passengerPhone'],
  passengerName: ['passengerName'],
  passengerPhone: ['passengerPhone'],
  notes: ['notes'],
  acceptedTerms: ['acceptedTerms'],
  paymentType: ['paymentType'],
  guestName: ['guest.name'],
  guestEmail: ['guest.email'],
  guestMobile: ['guest.mobile'],
}

/** The shown errors once the draft's `changed` entries are edited (the same object if none is stale). */
export function withoutStaleErrors(
  errors: FieldErrors,
  changed: readonly (keyof BookingDraft)[],
): FieldErrors {
  const stale = changed.flatMap((key) => FIELDS_OF_DRAFT[key] ?? [])
  if (!stale.some((field) => field in errors)) return errors
  const next = { ...errors }
  for (const field of stale) delete next[field]
  return next
}

/** The quote's field names for the booking payload's (its issues come back with these). */
const QUOTE_FIELDS: Record<string, string> = {
  pickup: 'pickupAddress',
  dropoff: 'dropoffAddress',
  persons: 'personsCount',
  luggages: 'luggagesCount',
}

export const payloadFieldOfQuote = (field: string): string => QUOTE_FIELDS[field] ?? field

/**
 * Where issues are shown: on the earliest step that has one, that step's issues beside their
 * fields (the first message of a field wins), the focus on the first of them in screen order
 * (null when none of them has an element of its own).
 */
export function placeIssues(
  issues: readonly ShownIssue[],
): { step: StepId; errors: FieldErrors; focus: string | null } | null {
  if (!issues.length) return null
  const step = STEPS.find((candidate) =>
    issues.some((issue) => stepOfField(issue.field) === candidate),
  )!
  const errors: FieldErrors = {}
  for (const issue of issues) {
    if (stepOfField(issue.field) === step) errors[issue.field] ??= issue.message
  }
  const focus = FIELD_ELEMENTS.find(([field]) => field in errors)?.[1] ?? null
  return { step, errors, focus }
}
