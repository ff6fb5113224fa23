'use client'

import { useLocale, useTranslations } from 'next-intl'
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react'

import type { PhoneCountry } from '@/accounts/phoneCountries'
import { CARS, largestCapacity } from '@/booking/cars'
import type { BookingIssue } from '@/booking/validation'
import type { AccountUser } from '@/components/account/useAccountApi'
import { useCountdown } from '@/components/account/useCountdown'
import { setSessionCustomer } from '@/components/layout/customerSession'
import { useRouter } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

import { AccountStep, type AccountState } from './AccountStep'
import { callApi } from './api'
import { BookingProgress } from './BookingProgress'
import { bookingPayload, stepIssues, stepOfField } from './bookingPayload'
import { CarStep } from './CarStep'
import { DetailsStep } from './DetailsStep'
import {
  type BookingDraft,
  clearDraft,
  EMPTY_DRAFT,
  loadDraft,
  saveDraft,
  type StepId,
  STEPS,
} from './draft'
import { HotlineLink, isolate } from './HotlineLink'
import { PaymentStep } from './PaymentStep'
import { pickupLimits } from './pickupTimes'
import { TripStep } from './TripStep'
import { TripSummary } from './TripSummary'
import type { ApiFailure, CreatedReservation, QuotedCar } from './types'
import { useBookingData } from './useBookingData'

export type BookingWidgetProps = {
  /** The level of the steps' headings: 2 on /book (under its h1), 3 inside the home section. */
  headingLevel: 2 | 3
  /** The page's copy of the settings, used until `GET /api/setting` answers. */
  hotline: string
  minLeadHours: number
  /** The sign-up form's country picker, built on the server (no phone metadata in the browser). */
  countries: PhoneCountry[]
}

/** Field errors shown beside their fields: payload field name -> message. */
export type FieldErrors = Record<string, string>

type QuoteState =
  | { status: 'idle' }
  | { status: 'loading'; key: string }
  | { status: 'ready'; key: string; cars: QuotedCar[] }
  | { status: 'failed'; key: string; message: string }

type SubmitState = { pending: boolean; message: string | null; withHotline: boolean }

/** The element that takes the focus for a field's error, in the order of the screens. */
const FIELD_ELEMENTS: [field: string, elementId: string][] = [
  ['tripType', 'booking-trip-one-way'],
  ['addresses', 'booking-pickup'],
  ['pickupAddress', 'booking-pickup'],
  ['dropoffAddress', 'booking-dropoff'],
  ['execDate', 'booking-exec-day'],
  ['returningDate', 'booking-return-day'],
  ['personsCount', 'booking-persons-increase'],
  ['luggagesCount', 'booking-luggages-increase'],
  ['carType', 'booking-cars'],
  ['arrivalFlightNumber', 'booking-arrival-flight'],
  ['departureFlightNumber', 'booking-departure-flight'],
  ['locationNames', 'booking-pickup-location'],
  ['locationNames.pickup', 'booking-pickup-location'],
  ['locationNames.dropoff', 'booking-dropoff-location'],
  ['isAnotherPassengers', 'booking-another'],
  ['passengerName', 'booking-passenger-name'],
  ['passengerPhone', 'booking-passenger-phone'],
  ['notes', 'booking-notes'],
  ['acceptedTerms', 'booking-terms'],
  ['paymentType', 'booking-payment-card'],
]

/** Which shown errors a change of the draft makes stale. */
const FIELDS_OF_DRAFT: Partial<Record<keyof BookingDraft, string[]>> = {
  tripType: ['tripType', 'returningDate'],
  pickup: ['pickupAddress', 'addresses', 'dropoffAddress'],
  pickupText: ['pickupAddress', 'addresses'],
  dropoff: ['dropoffAddress', 'addresses'],
  dropoffText: ['dropoffAddress', 'addresses'],
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
}

/** What a quote depends on: a change of any of these needs a new quote. */
const tripKey = (draft: BookingDraft) =>
  JSON.stringify([
    draft.tripType,
    draft.pickup,
    draft.dropoff,
    draft.execDay,
    draft.execTime,
    draft.tripType === 'round-trip' ? [draft.returnDay, draft.returnTime] : null,
    draft.persons,
    draft.luggages,
  ])

/** The quote's field names for the booking payload's (its issues come back with these). */
const QUOTE_FIELDS: Record<string, string> = {
  pickup: 'pickupAddress',
  dropoff: 'dropoffAddress',
  persons: 'personsCount',
  luggages: 'luggagesCount',
}

/** A fresh key for one booking attempt (a UUID; random bytes where randomUUID is missing). */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The draft kept from before a reload, with the referral code of a `?ref=` link. */
function initialDraft(): BookingDraft {
  const draft = loadDraft() ?? EMPTY_DRAFT
  const ref = new URLSearchParams(window.location.search).get('ref')?.trim()
  return ref ? { ...draft, partnerRef: ref.toUpperCase().slice(0, 100) } : draft
}

/**
 * The booking screens: trip -> car -> details -> account -> payment, in one island that the
 * home page and /book load lazily. Everything entered is kept in the session (a reload loses
 * nothing); the browser checks each step with the same rules and messages as the server, which
 * stays the authority on the price, the lead time and the customer.
 */
export default function BookingWidget({
  headingLevel,
  hotline: pageHotline,
  minLeadHours: pageLeadHours,
  countries,
}: BookingWidgetProps) {
  const t = useTranslations('bookingForm')
  const translate = useTranslations()
  const locale = useLocale() as Locale
  const router = useRouter()
  const data = useBookingData(locale)
  const hotline = data.settings?.hotline ?? pageHotline
  const minLeadHours = data.settings?.minLeadHours ?? pageLeadHours

  const [draft, setDraft] = useState<BookingDraft>(initialDraft)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [quote, setQuote] = useState<QuoteState>({ status: 'idle' })
  const [account, setAccount] = useState<AccountState>({ status: 'unknown' })
  const [submit, setSubmit] = useState<SubmitState>({
    pending: false,
    message: null,
    withHotline: false,
  })
  const retry = useCountdown(0)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const focusTarget = useRef<'heading' | string | null>(null)
  const finished = useRef(false)

  // The draft follows every change, until the booking is made.
  useEffect(() => {
    if (!finished.current) saveDraft(draft)
  }, [draft])

  // After a step change or a refused step, move the focus where the visitor has to look.
  useEffect(() => {
    const target = focusTarget.current
    if (!target) return
    focusTarget.current = null
    if (target === 'heading') headingRef.current?.focus()
    else document.getElementById(target)?.focus()
  })

  const isAirport = useCallback(
    (code: string) => data.places.some((place) => place.code === code && place.isAirport),
    [data.places],
  )
  const placeName = useCallback(
    (code: string) => {
      for (const group of [...data.pickupGroups, ...data.dropoffGroups]) {
        const place = group.places.find((candidate) => candidate.code === code)
        if (place) return place.names[locale]
      }
      return code
    },
    [data.pickupGroups, data.dropoffGroups, locale],
  )
  const capacity = useMemo(() => largestCapacity(data.cars.length ? data.cars : CARS), [data.cars])
  const now = new Date()
  const limits = pickupLimits(now, minLeadHours)
  const quotedCars = quote.status === 'ready' ? quote.cars : []
  const selectedCar = quotedCars.find((car) => car.code === draft.carType) ?? null
  const customer = account.status === 'in' ? account.customer : null

  const update = useCallback((patch: Partial<BookingDraft>) => {
    setDraft((current) => {
      const next = { ...current, ...patch }
      // Another booking than the one last sent: its key must not be reused.
      const changed = (Object.keys(patch) as (keyof BookingDraft)[]).some(
        (key) => key !== 'step' && key !== 'idempotencyKey' && current[key] !== patch[key],
      )
      if (changed && !('idempotencyKey' in patch)) next.idempotencyKey = null
      return next
    })
    setErrors((current) => {
      const stale = (Object.keys(patch) as (keyof BookingDraft)[]).flatMap(
        (key) => FIELDS_OF_DRAFT[key] ?? [],
      )
      if (!stale.some((field) => field in current)) return current
      const next = { ...current }
      for (const field of stale) delete next[field]
      return next
    })
  }, [])

  const goTo = useCallback((step: StepId, focus: 'heading' | string = 'heading') => {
    setDraft((current) => ({ ...current, step }))
    setErrors({})
    setSubmit((current) => ({ ...current, message: null }))
    focusTarget.current = focus
  }, [])

  /** Shows issues beside their fields, on the earliest step that has one, focusing the first. */
  const showIssues = useCallback(
    (issues: { field: string; message: string }[], stay = false) => {
      if (!issues.length) return
      const step = STEPS.find((candidate) =>
        issues.some((issue) => stepOfField(issue.field) === candidate),
      )!
      const shown: FieldErrors = {}
      for (const issue of issues) {
        if (stepOfField(issue.field) === step) shown[issue.field] ??= issue.message
      }
      const first = FIELD_ELEMENTS.find(([field]) => field in shown)
      if (!stay) goTo(step, first?.[1] ?? 'heading')
      else focusTarget.current = first?.[1] ?? null
      setErrors(shown)
    },
    [goTo],
  )

  const messageOf = useCallback(
    (issue: BookingIssue) => ({
      field: issue.field,
      message: translate(issue.messageKey, {
        ...issue.values,
        ...(issue.values.phone !== undefined ? { phone: isolate(hotline) } : {}),
      }),
    }),
    [translate, hotline],
  )

  const validationContext = useMemo(
    () => ({
      minLeadHours,
      places: data.places,
      cars: data.cars,
      hotline,
    }),
    [minLeadHours, data.places, data.cars, hotline],
  )

  const payloadOf = useCallback(
    (current: BookingDraft, price: number | null, userId: number | null) =>
      bookingPayload(current, { isAirport, price, userId }),
    [isAirport],
  )

  /** The browser's check of one step; shows the issues and says whether it passed. */
  const checkStep = useCallback(
    (step: StepId, current: BookingDraft = draft) => {
      const issues = stepIssues(step, payloadOf(current, selectedCar?.price ?? null, null), {
        ...validationContext,
        now: new Date(),
      })
      if (issues.length) showIssues(issues.map(messageOf), true)
      return issues.length === 0
    },
    [draft, payloadOf, selectedCar, validationContext, showIssues, messageOf],
  )

  /** Asks the prices of the trip; on success the car step can show them. */
  const requestQuote = useCallback(
    async (current: BookingDraft) => {
      const key = tripKey(current)
      setQuote({ status: 'loading', key })
      const payload = payloadOf(current, null, null)
      const answer = await callApi<{ cars: QuotedCar[] }>(`/api/booking/quote?lang=${locale}`, {
        method: 'POST',
        body: {
          tripType: payload.tripType,
          pickup: payload.pickupAddress,
          dropoff: payload.dropoffAddress,
          execDate: payload.execDate,
          returningDate: payload.returningDate ?? undefined,
          persons: payload.personsCount,
          luggages: payload.luggagesCount,
        },
      })
      if (answer.ok) {
        setQuote({ status: 'ready', key, cars: answer.data.cars })
        return { ok: true as const, cars: answer.data.cars }
      }
      const failure = answer.failure
      const message = failure?.message ?? translate('account.errors.network')
      setQuote({ status: 'failed', key, message })
      return {
        ok: false as const,
        issues: (failure?.issues ?? []).map((issue) => ({
          field: QUOTE_FIELDS[issue.field] ?? issue.field,
          message: issue.message,
        })),
      }
    },
    [locale, payloadOf, translate],
  )

  const seePrices = async () => {
    if (!checkStep('trip')) return
    const result = await requestQuote(draft)
    if (!result.ok) {
      if (result.issues.length) showIssues(result.issues, true)
      return
    }
    if (!result.cars.some((car) => car.code === draft.carType)) update({ carType: '' })
    goTo('car')
  }

  const checkSession = useCallback(async (): Promise<AccountUser | null> => {
    setAccount((current) => (current.status === 'in' ? current : { status: 'checking' }))
    const answer = await callApi<AccountUser>('/api/user/info', { fresh: true })
    if (answer.ok) {
      const user = answer.data
      setAccount((current) =>
        current.status === 'in' && current.customer.id === user.id
          ? { ...current, customer: user }
          : { status: 'in', customer: user, sentTo: null, resendIn: 0 },
      )
      return user
    }
    // Logged out (401), or the check failed: the login form is the way on either way.
    setAccount({ status: 'out' })
    return null
  }, [])

  const continueFromDetails = async () => {
    if (!checkStep('details')) return
    const user = await checkSession()
    goTo(user?.verified ? 'payment' : 'account')
  }

  // After a reload on a later step: price the trip again (prices may have changed) and check
  // the session; anything no longer valid sends the visitor back to where it is fixed.
  const restored = useRef(false)
  useEffect(() => {
    if (restored.current || data.status !== 'ready') return
    restored.current = true
    if (draft.step === 'trip') return
    void (async () => {
      const result = await requestQuote(draft)
      if (!result.ok) {
        goTo('trip')
        if (result.issues.length) showIssues(result.issues, true)
        return
      }
      if (!result.cars.some((car) => car.code === draft.carType)) return goTo('car')
      if (draft.step === 'account' || draft.step === 'payment') {
        const user = await checkSession()
        if (draft.step === 'payment' && !user?.verified) goTo('account')
      }
    })()
  }, [data.status, draft, requestQuote, goTo, showIssues, checkSession])

  const onAccount = (user: AccountUser, sent?: { sentTo: string | null; resendIn: number }) => {
    setAccount({
      status: 'in',
      customer: user,
      sentTo: sent?.sentTo ?? null,
      resendIn: sent?.resendIn ?? 0,
    })
    setSessionCustomer({ name: user.name, verified: user.verified })
    update({ idempotencyKey: null })
    if (user.verified) goTo('payment')
    else focusTarget.current = 'heading'
  }

  const submitBooking = async () => {
    if (submit.pending || retry.left > 0 || !selectedCar) return
    if (!customer?.verified) return goTo('account')
    const payload = payloadOf(draft, selectedCar.price, customer.id)
    const context = { ...validationContext, now: new Date() }
    const issues = STEPS.flatMap((step) => stepIssues(step, payload, context))
    if (issues.length) return showIssues(issues.map(messageOf))

    const key = draft.idempotencyKey ?? newIdempotencyKey()
    const withKey = { ...draft, idempotencyKey: key }
    // Stored before sending: a reload during the request sends the same key again.
    saveDraft(withKey)
    setDraft(withKey)
    setSubmit({ pending: true, message: null, withHotline: false })
    const answer = await callApi<{ reservation: CreatedReservation }>(
      `/api/booking?lang=${locale}`,
      { method: 'POST', body: payload, headers: { 'Idempotency-Key': key } },
    )
    if (answer.ok && answer.data.reservation?.reservationNumber) {
      finished.current = true
      clearDraft()
      // Stays "pending" until the next page shows: no second submit meanwhile.
      router.push(`/booking/${encodeURIComponent(answer.data.reservation.reservationNumber)}`)
      return
    }
    await bookingRefused(answer.status, answer.ok ? null : answer.failure)
  }

  const bookingRefused = async (status: number, failure: ApiFailure | null) => {
    const fail = (message: string, withHotline = false) =>
      setSubmit({ pending: false, message, withHotline })
    if (!failure) return fail(translate('account.errors.network'))
    switch (status) {
      case 400:
        setSubmit({ pending: false, message: null, withHotline: false })
        if (failure.issues?.length) return showIssues(failure.issues)
        return fail(failure.message)
      case 401:
        setAccount({ status: 'out' })
        setSessionCustomer(null)
        goTo('account')
        return fail(failure.message)
      case 403: {
        const user = await checkSession()
        if (!user?.verified) goTo('account')
        return fail(failure.message)
      }
      case 409: {
        // The price changed since the quote: price the trip again and show the new one.
        const result = await requestQuote(draft)
        const car = result.ok ? result.cars.find((item) => item.code === draft.carType) : null
        if (!car) {
          goTo('car')
          return fail(failure.message)
        }
        update({ idempotencyKey: null })
        return fail(t('payment.priceChanged', { price: car.priceText }))
      }
      case 422:
        if (failure.error === 'cash-not-allowed') {
          setQuote((current) =>
            current.status === 'ready'
              ? {
                  ...current,
                  cars: current.cars.map((car) =>
                    car.code === draft.carType ? { ...car, cashAllowed: false } : car,
                  ),
                }
              : current,
          )
          update({ paymentType: 'card' })
        }
        return fail(failure.message, true)
      case 429:
        retry.restart(failure.retryAfter ?? 30)
        return fail(failure.message)
      default:
        return fail(failure.message, true)
    }
  }

  const Heading = `h${headingLevel}` as 'h2' | 'h3'
  const stepNumber = STEPS.indexOf(draft.step) + 1
  const subheading = (headingLevel + 1) as 3 | 4

  let body: ReactNode
  if (data.status === 'failed') {
    body = (
      <div className="booking-failure" role="alert">
        <p>{t('loadFailed')}</p>
        <div className="booking-actions">
          <button type="button" className="button" onClick={data.reload}>
            {t('retry')}
          </button>
          <HotlineLink hotline={hotline} />
        </div>
      </div>
    )
  } else if (draft.step !== 'trip' && quote.status !== 'ready') {
    body = (
      <p className="booking-loading" role="status">
        {t('loadingPrices')}
      </p>
    )
  } else if (draft.step === 'trip') {
    body = (
      <TripStep
        draft={draft}
        update={update}
        errors={errors}
        data={data}
        limits={limits}
        capacity={capacity}
        minLeadHours={minLeadHours}
        quoting={quote.status === 'loading'}
        quoteFailure={
          quote.status === 'failed' && quote.key === tripKey(draft) && !Object.keys(errors).length
            ? quote.message
            : null
        }
        hotline={hotline}
        onSubmit={seePrices}
      />
    )
  } else if (draft.step === 'car') {
    body = (
      <CarStep
        cars={quotedCars}
        selected={draft.carType}
        tripType={draft.tripType}
        headingLevel={subheading}
        error={errors.carType}
        onChoose={(code) => {
          update({ carType: code })
          goTo('details')
        }}
      />
    )
  } else if (draft.step === 'details') {
    body = (
      <DetailsStep
        draft={draft}
        update={update}
        errors={errors}
        isAirport={isAirport}
        placeName={placeName}
        airlines={data.airlines}
        pending={account.status === 'checking'}
        onSubmit={continueFromDetails}
      />
    )
  } else if (draft.step === 'account') {
    body = (
      <AccountStep
        state={account}
        countries={countries}
        headingLevel={subheading}
        message={submit.message}
        onCheck={checkSession}
        onAccount={onAccount}
        onContinue={() => goTo('payment')}
      />
    )
  } else {
    body = (
      <PaymentStep
        draft={draft}
        update={update}
        errors={errors}
        car={selectedCar}
        customerName={customer?.name ?? ''}
        hotline={hotline}
        pending={submit.pending}
        message={submit.message}
        messageWithHotline={submit.withHotline}
        retryIn={retry.left}
        onSubmit={submitBooking}
      />
    )
  }

  return (
    <div className="booking-widget" data-step={draft.step}>
      <BookingProgress current={draft.step} reachable={() => !submit.pending} onGo={goTo} />
      <p className="booking-step-count">
        {t('progress.stepOf', { current: String(stepNumber), total: String(STEPS.length) })}
      </p>
      <Heading
        id="booking-step-title"
        ref={headingRef}
        tabIndex={-1}
        className="booking-step-title"
      >
        {t(`steps.${draft.step}`)}
      </Heading>
      {draft.step !== 'trip' && data.status === 'ready' ? (
        <TripSummary
          draft={draft}
          placeName={placeName}
          onEdit={() => goTo('trip')}
          car={draft.step === 'car' ? null : selectedCar}
        />
      ) : null}
      {body}
    </div>
  )
}
