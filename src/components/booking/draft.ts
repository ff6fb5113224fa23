import { isPaymentType, isTripType, type PaymentType, type TripType } from '@/booking/trip'

/**
 * The steps of the booking, in order: the trip with its cars and prices (the cars show on the
 * trip's screen as soon as the trip is complete: decision 0183), the account, then one checkout
 * screen with the driver's details, the way to pay and the booking button. The account step is
 * shown only to whom it asks something: a visitor who chooses to log in or sign up (for cash,
 * say), a customer not verified yet (`shownSteps`); a guest gives name, email and mobile at the
 * checkout (decision 0144).
 */
export const STEPS = ['trip', 'account', 'checkout'] as const
export type StepId = (typeof STEPS)[number]

/** The steps the progress lists: the account step only while it is the one shown or needed. */
export const shownSteps = (withAccount: boolean): readonly StepId[] =>
  withAccount ? STEPS : STEPS.filter((step) => step !== 'account')

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
  /** The hotel, landmark or terminal chosen with the pickup (its id, 0 none; decision 0137). */
  pickupNamed: number
  dropoff: string
  dropoffText: string
  dropoffNamed: number
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
  /** The extras chosen after the car: quantity by extra code (decision 0130). */
  extras: Record<string, number>
  /** The referral code of a `?ref=` link, sent as the partner id. */
  partnerRef: string | null
  /**
   * The key of the current booking attempt: made on the first submit, reused when the same
   * booking is sent again (a retry, a reload during the submit), forgotten when anything changes.
   */
  idempotencyKey: string | null
  /** The promo code applied at the checkout ('' none); its price is the quote's, not kept. */
  promoCode: string
  /**
   * Who books, when nobody is logged in (decision 0144): the guest's name, email and mobile as
   * typed, for `POST /api/booking/guest`.
   */
  guestName: string
  guestEmail: string
  guestMobile: string
}

export const EMPTY_DRAFT: BookingDraft = {
  step: 'trip',
  tripType: 'one-way',
  pickup: '',
  pickupText: '',
  pickupNamed: 0,
  dropoff: '',
  dropoffText: '',
  dropoffNamed: 0,
  execDay: '',
  execTime: '',
  returnDay: '',
  returnTime: '',
  // One traveller with one bag (decision 0183): the usual airport trip, changed with one tap.
  persons: 1,
  luggages: 1,
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
  extras: {},
  partnerRef: null,
  idempotencyKey: null,
  promoCode: '',
  guestName: '',
  guestEmail: '',
  guestMobile: '',
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
  // A draft saved on the car step, before the cars joined the trip's screen.
  else if (raw.step === 'car') draft.step = 'trip'
  if (isTripType(raw.tripType)) draft.tripType = raw.tripType
  if (isPaymentType(raw.paymentType)) draft.paymentType = raw.paymentType
  if (typeof raw.extras === 'object' && raw.extras !== null && !Array.isArray(raw.extras)) {
    draft.extras = Object.fromEntries(
      Object.entries(raw.extras as Record<string, unknown>)
        .filter(
          (entry): entry is [string, number] =>
            Number.isInteger(entry[1]) && (entry[1] as number) > 0 && (entry[1] as number) <= 20,
        )
        .slice(0, 20),
    )
  }
  if (typeof raw.partnerRef === 'string') draft.partnerRef = raw.partnerRef.slice(0, 100)
  if (typeof raw.idempotencyKey === 'string') draft.idempotencyKey = raw.idempotencyKey
  // A code is applied again after a reload: its discounted price was not kept.
  draft.promoCode = ''
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
