import { isPaymentType, isTripType, type PaymentType, type TripType } from '@/booking/trip'

/**
 * The steps of the booking, in order: the trip, the car, the account (skipped by a customer
 * already logged in and verified), then one checkout screen with the driver's details, the way
 * to pay and the booking button (issue 14: four screens where there were five).
 */
export const STEPS = ['trip', 'car', 'account', 'checkout'] as const
export type StepId = (typeof STEPS)[number]

/**
 * Everything the visitor has entered, kept in `sessionStorage` so that a reload (or a visit to
 * the terms or the password reset in the same tab) loses nothing. Never a password: the account
 * forms keep theirs to themselves. Cleared after a successful booking.
 */
export type BookingDraft = {
  step: StepId
  tripType: TripType
  /** The chosen place's code ('' until one is chosen from the list). */
  pickup: string
  /** What the pickup box shows: the chosen place's name, or what the visitor is typing. */
  pickupText: string
  dropoff: string
  dropoffText: string
  /** Cairo calendar day 'YYYY-MM-DD' and wall-clock time 'HH:mm' of the pickup. */
  execDay: string
  execTime: string
  returnDay: string
  returnTime: string
  persons: number
  luggages: number
  carType: string
  arrivalFlightNumber: string
  departureFlightNumber: string
  /** The hotel, street or building at a non-airport end. */
  pickupLocation: string
  dropoffLocation: string
  isAnotherPassengers: boolean
  passengerName: string
  passengerPhone: string
  notes: string
  acceptedTerms: boolean
  paymentType: PaymentType
  /** The referral code of a `?ref=` link, sent as the partner id. */
  partnerRef: string | null
  /**
   * The key of the current booking attempt: made on the first submit, reused when the same
   * booking is sent again (a retry, a reload during the submit), forgotten when anything changes.
   */
  idempotencyKey: string | null
}

export const EMPTY_DRAFT: BookingDraft = {
  step: 'trip',
  tripType: 'one-way',
  pickup: '',
  pickupText: '',
  dropoff: '',
  dropoffText: '',
  execDay: '',
  execTime: '',
  returnDay: '',
  returnTime: '',
  persons: 1,
  luggages: 0,
  carType: '',
  arrivalFlightNumber: '',
  departureFlightNumber: '',
  pickupLocation: '',
  dropoffLocation: '',
  isAnotherPassengers: false,
  passengerName: '',
  passengerPhone: '',
  notes: '',
  acceptedTerms: false,
  paymentType: 'card',
  partnerRef: null,
  idempotencyKey: null,
}

const STORAGE_KEY = 'masar.booking.draft'
/** A draft older than this is stale (its dates most likely are); start afresh. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000

const isStep = (value: unknown): value is StepId =>
  typeof value === 'string' && (STEPS as readonly string[]).includes(value)

/** Keeps only the fields of the right type, so an old or tampered draft cannot break the form. */
function sanitize(raw: Record<string, unknown>): BookingDraft {
  const draft: BookingDraft = { ...EMPTY_DRAFT }
  const target = draft as Record<string, unknown>
  for (const [key, fallback] of Object.entries(EMPTY_DRAFT)) {
    const value = raw[key]
    if (typeof fallback === 'string' && typeof value === 'string')
      target[key] = value.slice(0, 2000)
    else if (typeof fallback === 'number' && Number.isInteger(value)) target[key] = value
    else if (typeof fallback === 'boolean' && typeof value === 'boolean') target[key] = value
  }
  if (isStep(raw.step)) draft.step = raw.step
  // A draft saved before the details and the payment became one screen.
  else if (raw.step === 'details' || raw.step === 'payment') draft.step = 'checkout'
  if (isTripType(raw.tripType)) draft.tripType = raw.tripType
  if (isPaymentType(raw.paymentType)) draft.paymentType = raw.paymentType
  if (typeof raw.partnerRef === 'string') draft.partnerRef = raw.partnerRef.slice(0, 100)
  if (typeof raw.idempotencyKey === 'string') draft.idempotencyKey = raw.idempotencyKey
  draft.persons = Math.max(1, draft.persons)
  draft.luggages = Math.max(0, draft.luggages)
  return draft
}

export function loadDraft(): BookingDraft | null {
  try {
    const text = window.sessionStorage.getItem(STORAGE_KEY)
    if (!text) return null
    const stored = JSON.parse(text) as { savedAt?: unknown; draft?: unknown }
    if (typeof stored.savedAt !== 'number' || Date.now() - stored.savedAt > MAX_AGE_MS) return null
    if (typeof stored.draft !== 'object' || stored.draft === null) return null
    return sanitize(stored.draft as Record<string, unknown>)
  } catch {
    return null
  }
}

export function saveDraft(draft: BookingDraft): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ savedAt: Date.now(), draft }))
  } catch {
    // Private mode or a full storage: the booking still works, only a reload forgets it.
  }
}

export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY)
  } catch {
    // Nothing stored.
  }
}
