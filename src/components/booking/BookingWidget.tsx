'use client'

import { useLocale, useTranslations } from 'next-intl'
import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'

import { type CairoOffsets, cairoWallTimeToUtc } from '@/booking/cairoTime'
import { CARS, largestCapacity } from '@/booking/cars'
import type { AccountUser } from '@/components/account/useAccountApi'
import type { Policy } from '@/booking/policy'
import { totalOf } from '@/booking/priceBreakdown'
import type { Locale } from '@/i18n/locales'

import { Assurances } from './Assurances'
import { BookingProgress } from './BookingProgress'
import { bookingPayload } from './bookingPayload'
import { CurrencyChoice, useDisplayCurrency } from './CurrencyChoice'
import { type BookingDraft, shownSteps } from './draft'
import { checkoutBreakdown, extrasChoice } from './extrasChoice'
import { HotlineLink } from './HotlineLink'
import { pickupLimits } from './pickupTimes'
import { TripStep } from './TripStep'
import { type CodeSent, useBookingAccount } from './useBookingAccount'
import { useBookingData } from './useBookingData'
import type { QuotedCar } from './types'
import { useBookingDraft } from './useBookingDraft'
import { tripKey, useQuote } from './useQuote'
import { useResumeAfterReload } from './useResumeAfterReload'
import { useStepChecks } from './useStepChecks'
import { useStepNavigation } from './useStepNavigation'
import { STEP_HEADING } from './useStepFocus'

/** The car list's id: the focus goes there when the prices are asked for. */
const CAR_LIST = 'booking-cars'
/** The title of the cars under the trip. */
const CARS_TITLE = 'booking-cars-title'
import { useSubmitBooking } from './useSubmitBooking'

/**
 * The account step (sign-up, login, the code) in a chunk of its own: only a visitor who is not
 * logged in reaches it, and it is fetched once the trip is chosen (`useEffect` below).
 */
const loadAccountStep = () =>
  import('./AccountStep').then(({ AccountStep }) => ({ default: AccountStep }))
const AccountStep = lazy(loadAccountStep)
/**
 * The checkout and its parts in a chunk of their own, fetched once the trip is chosen (as the
 * account step's): the trip step every visitor sees first does not carry them.
 */
const loadCheckout = () => import('./CheckoutScreen')
const CheckoutScreen = lazy(loadCheckout)
/**
 * The car cards in a chunk of their own: shown once the trip is priced (decision 0183), fetched
 * as soon as both places are chosen, so the trip's first screen does not carry them.
 */
const loadCarStep = () => import('./CarStep').then(({ CarStep }) => ({ default: CarStep }))
const CarStep = lazy(loadCarStep)
/**
 * The trip's summary above the later steps in a chunk of its own, fetched with the cars: the
 * trip's first screen, which the home page carries, does not need it.
 */
const loadTripSummary = () =>
  import('./TripSummary').then(({ TripSummary }) => ({ default: TripSummary }))
const TripSummary = lazy(loadTripSummary)
/** The code to log in with, shown only when a guest's email or mobile has an account. */
const LogInWithCode = lazy(() => import('./LogInWithCode'))

/** A complete trip is priced once the visitor has paused this long (a count tapped twice, say). */
const QUOTE_PAUSE_MS = 250

export type BookingWidgetProps = {
  /** The level of the steps' headings: 2 on /book (under its h1), 3 inside the home section. */
  headingLevel: 2 | 3
  /** The page's copy of the settings, used until `GET /api/setting` answers. */
  hotline: string
  /** The settings' WhatsApp number in E.164 ('' when none), for what the screens cannot book. */
  whatsapp: string
  minLeadHours: number
  /** The page's copy of the settings' operational policy (decision 0180). */
  policy: Policy
  /** Cairo's offsets from UTC for the year ahead, from the server (`BookingScreens` reads them). */
  cairoOffsets?: CairoOffsets
}

/**
 * The booking screens: the trip with its cars (priced as soon as the trip is complete, decision
 * 0183) -> checkout (who books, for a guest; the driver's details, the payment and the booking),
 * with the account step between for whoever logs in or signs up
 * there (cash needs an account) or is not verified yet, in one island that the
 * home page and /book load lazily. Everything entered is kept in the session (a reload loses
 * nothing); the browser checks each step with the same rules and messages as the server, which
 * stays the authority on the price, the lead time and the customer.
 */
export default function BookingWidget({
  headingLevel,
  hotline: pageHotline,
  whatsapp,
  minLeadHours: pageLeadHours,
  policy: pagePolicy,
}: BookingWidgetProps) {
  const t = useTranslations('bookingForm')
  const locale = useLocale() as Locale
  const data = useBookingData(locale)
  const hotline = data.settings?.hotline ?? pageHotline
  const minLeadHours = data.settings?.minLeadHours ?? pageLeadHours
  const policy = data.settings?.policy ?? pagePolicy
  const display = useDisplayCurrency(data.settings?.displayRates ?? null)

  const { draft, errors, update, showStep, showErrors, keyToSend, finish, keepForAnotherTry } =
    useBookingDraft()
  const { headingRef, focusAfterRender, goTo, showIssues, notice, say } = useStepNavigation({
    showStep,
    showErrors,
  })
  const quote = useQuote(locale, data.isAirport)
  // Past the trip, the account step may come next: its code is fetched meanwhile. Once shown,
  // the progress keeps listing it (ticked) for the rest of this booking.
  const [accountShown, setAccountShown] = useState(false)
  useEffect(() => {
    if (draft.step !== 'trip') {
      void loadAccountStep()
      void loadCheckout()
    }
    if (draft.step === 'account') setAccountShown(true)
  }, [draft.step])
  const bothPlaces = draft.pickup !== '' && draft.dropoff !== ''
  useEffect(() => {
    if (bothPlaces) {
      void loadCarStep().catch(() => undefined)
      void loadTripSummary().catch(() => undefined)
    }
  }, [bothPlaces])
  const { account, customer, checkSession, signedIn, signedOut } = useBookingAccount()
  const issuesOf = useStepChecks({ places: data.places, cars: data.cars, minLeadHours, hotline })

  const capacity = useMemo(() => largestCapacity(data.cars.length ? data.cars : CARS), [data.cars])
  const limits = pickupLimits(new Date(), minLeadHours)
  // The trip's first pickup as chosen: what the assurances promise follows it (decision 0180).
  const firstPickup =
    draft.execDay && draft.execTime
      ? cairoWallTimeToUtc(`${draft.execDay}T${draft.execTime}`)
      : null
  const quotedCar = quote.cars.find((car) => car.code === draft.carType) ?? null
  // The car priced with the promo code applied at the checkout, while it still is this car at
  // this price; otherwise the code is dropped (the customer applies it again).
  const [promoCar, setPromoCar] = useState<QuotedCar | null>(null)
  const promoFits =
    draft.promoCode !== '' &&
    promoCar !== null &&
    quotedCar !== null &&
    promoCar.code === quotedCar.code &&
    promoCar.promo?.priceBefore === quotedCar.price
  const selectedCar = promoFits ? promoCar : quotedCar
  useEffect(() => {
    if (draft.promoCode !== '' && !promoFits) update({ promoCode: '' })
  }, [draft.promoCode, promoFits, update])

  const payloadOf = useCallback(
    (current: BookingDraft, car: QuotedCar | null, userId: number | null) =>
      bookingPayload(current, { isAirport: data.isAirport, car, userId, offered: quote.extras }),
    [data.isAirport, quote.extras],
  )
  const legs = draft.tripType === 'round-trip' ? 2 : 1
  // The price line by line, and its total: what the checkout shows and the booking sends.
  const breakdown = selectedCar
    ? checkoutBreakdown(selectedCar, draft.extras, quote.extras, draft.tripType)
    : null
  const total = breakdown ? totalOf(breakdown) : null

  /** The browser's check of the trip, before its cars are priced (so without the car). */
  const tripIssues = (current: BookingDraft) =>
    issuesOf(['trip'], payloadOf(current, null, null)).filter((issue) => issue.field !== 'carType')

  /** The browser's check of the trip; shows the issues and says whether it passed. */
  const checkTrip = () => {
    const issues = tripIssues(draft)
    if (issues.length) showIssues(issues, true)
    return issues.length === 0
  }

  // A complete trip that passes the browser's check is priced at once: its cars show under it,
  // no "see prices" tap needed (decision 0183). Once per trip; a changed trip is priced again.
  const tripComplete =
    draft.step === 'trip' &&
    data.status === 'ready' &&
    tripIssues(draft).length === 0 &&
    !quote.askedFor(draft)
  const toPrice = tripComplete ? tripKey(draft) : ''
  const latestDraft = useRef(draft)
  latestDraft.current = draft
  const { requestQuote } = quote
  useEffect(() => {
    if (!toPrice) return
    const timer = window.setTimeout(() => void requestQuote(latestDraft.current), QUOTE_PAUSE_MS)
    return () => window.clearTimeout(timer)
  }, [toPrice, requestQuote])

  // The cars of this very trip, under it.
  const pricesShown = draft.step === 'trip' && quote.readyFor(draft) && quote.cars.length > 0
  // A time just chosen (the trip's last choice, most often): once priced, its cars are brought
  // into view, where the phone's screen still shows the form. A count changed later does not
  // move the page.
  const showCarsWhenPriced = useRef(false)
  const updateTrip = useCallback(
    (patch: Partial<BookingDraft>) => {
      if (patch.execTime || patch.returnTime) showCarsWhenPriced.current = true
      update(patch)
    },
    [update],
  )
  useEffect(() => {
    if (!pricesShown || !showCarsWhenPriced.current) return
    showCarsWhenPriced.current = false
    document.getElementById(CARS_TITLE)?.scrollIntoView({ block: 'start' })
  }, [pricesShown])

  useResumeAfterReload({
    ready: data.status === 'ready',
    draft,
    requestQuote: quote.requestQuote,
    checkSession,
    goTo,
    showIssues,
  })

  const submit = useSubmitBooking(
    {
      locale,
      draft,
      update,
      car: selectedCar,
      customer,
      payloadOf,
      issuesOf,
      keyToSend,
      finish,
      keepForAnotherTry,
      checkSession,
      signedOut,
      requestQuote: quote.requestQuote,
      refuseCash: quote.refuseCash,
    },
    { goTo, showIssues, say },
  )

  /** "See prices" (a trip not priced by itself, or refused): its cars, on this screen. */
  const seePrices = async () => {
    if (!checkTrip()) return
    const result = await quote.requestQuote(draft)
    if (!result.ok) {
      if (result.issues.length) showIssues(result.issues, true)
      return
    }
    if (!result.cars.some((car) => car.code === draft.carType)) update({ carType: '' })
    // Drawn by the next frame: the list takes the focus (and comes into view).
    window.requestAnimationFrame(() => document.getElementById(CAR_LIST)?.focus())
  }

  /**
   * A car chosen: on to the checkout, where a guest gives name, email and mobile (decision 0144);
   * a customer logged in but not verified yet goes through the account step first.
   */
  const chooseCar = async (code: string) => {
    update({ carType: code })
    const user = await checkSession()
    goTo(user && !user.verified ? 'account' : 'checkout')
  }

  /** To the account step to log in or sign up; `forCash`: cash is chosen once it is done. */
  const [accountForm, setAccountForm] = useState<'signup' | 'login'>('signup')
  const toAccount = (forCash: boolean) => {
    if (forCash) update({ paymentType: 'cash' })
    setAccountForm(forCash ? 'signup' : 'login')
    goTo('account')
  }

  const onAccount = (user: AccountUser, sent?: CodeSent) => {
    signedIn(user, sent)
    update({ idempotencyKey: null })
    if (user.verified) goTo('checkout')
    else focusAfterRender(STEP_HEADING)
  }

  /** Logged in with a code at the checkout: the booking the guest pressed goes on as theirs. */
  const onCodeLogin = (user: AccountUser) => {
    signedIn(user)
    say(null)
    void submit.submit({ as: user })
  }

  const Heading = `h${headingLevel}` as 'h2' | 'h3'
  const steps = shownSteps(
    accountShown || draft.step === 'account' || (customer !== null && !customer.verified),
  )
  const stepNumber = steps.indexOf(draft.step) + 1
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
  } else if (draft.step !== 'trip' && !quote.ready) {
    body = (
      <p className="booking-loading" role="status">
        {t('loadingPrices')}
      </p>
    )
  } else if (draft.step === 'trip') {
    const CarsTitle = `h${subheading}` as 'h3' | 'h4'
    body = (
      <>
        <TripStep
          draft={draft}
          update={updateTrip}
          errors={errors}
          data={data}
          limits={limits}
          capacity={capacity}
          minLeadHours={minLeadHours}
          quoting={quote.loading}
          quoteFailure={Object.keys(errors).length ? null : quote.failureFor(draft)}
          hotline={hotline}
          whatsapp={whatsapp}
          onSubmit={seePrices}
          pricesShown={pricesShown}
        />
        {pricesShown ? (
          <section className="trip-cars" aria-labelledby="booking-cars-title">
            <CarsTitle id={CARS_TITLE} className="trip-cars-title">
              {t('steps.car')}
            </CarsTitle>
            <Suspense
              fallback={
                <p className="booking-loading" role="status">
                  {t('loadingPrices')}
                </p>
              }
            >
              <CarStep
                cars={quote.cars}
                selected={draft.carType}
                tripType={draft.tripType}
                headingLevel={(subheading + 1) as 4 | 5}
                error={errors.carType}
                pending={account.status === 'checking'}
                currency={<CurrencyChoice choice={display} />}
                approx={display.approx}
                onChoose={(code) => void chooseCar(code)}
                assurances={
                  <Assurances compact policy={policy} firstPickup={firstPickup} hotline={hotline} />
                }
              />
            </Suspense>
          </section>
        ) : null}
      </>
    )
  } else if (draft.step === 'account') {
    body = (
      <Suspense
        fallback={
          <p className="booking-loading" role="status">
            {t('account.checking')}
          </p>
        }
      >
        <AccountStep
          state={account}
          headingLevel={subheading}
          message={notice?.message ?? null}
          onCheck={checkSession}
          onAccount={onAccount}
          onContinue={() => goTo('checkout')}
          initialForm={accountForm}
        />
      </Suspense>
    )
  } else {
    body = (
      <Suspense
        fallback={
          <p className="booking-loading" role="status">
            {t('loading')}
          </p>
        }
      >
        <CheckoutScreen
          walletsOffered={data.settings?.walletsOffered ?? false}
          details={{
            isAirport: data.isAirport,
            placeName: data.placeName,
            airlines: data.airlines,
          }}
          extras={
            selectedCar
              ? {
                  offered: quote.extras,
                  legs,
                  onChange: (code, quantity) =>
                    update({ extras: { ...draft.extras, [code]: quantity }, idempotencyKey: null }),
                }
              : null
          }
          breakdown={breakdown}
          complimentary={total === 0}
          totalApprox={total === null ? null : display.approx(total)}
          currency={<CurrencyChoice choice={display} />}
          promo={{
            locale,
            isAirport: data.isAirport,
            applied: promoFits ? promoCar : null,
            onApplied: setPromoCar,
            extras: extrasChoice(draft.extras, quote.extras, legs).extras,
            disabled: submit.pending,
          }}
          guest={customer === null ? { onLogIn: () => toAccount(false) } : null}
          logInFirst={
            notice?.logIn ? (
              <Suspense fallback={null}>
                <LogInWithCode
                  login={notice.logIn}
                  message={notice.message}
                  onLoggedIn={onCodeLogin}
                  onPassword={() => toAccount(false)}
                />
              </Suspense>
            ) : null
          }
          onCashLogIn={() => toAccount(true)}
          draft={draft}
          update={update}
          errors={errors}
          car={selectedCar}
          customerName={customer?.name ?? ''}
          customer={customer}
          onPhoneProved={(user) => signedIn(user)}
          hotline={hotline}
          pending={submit.pending}
          message={notice?.message ?? null}
          messageWithHotline={notice?.withHotline ?? false}
          duplicateOf={notice?.duplicateOf ?? null}
          retryIn={submit.retryIn}
          onSubmit={() => void submit.submit()}
          onSecondCar={() => void submit.submit({ secondCar: true })}
          assurances={<Assurances policy={policy} firstPickup={firstPickup} hotline={hotline} />}
        />
      </Suspense>
    )
  }

  return (
    <div className="booking-widget" data-step={draft.step}>
      <BookingProgress
        steps={steps}
        current={draft.step}
        reachable={() => !submit.pending}
        onGo={goTo}
      />
      <p className="booking-step-count">
        {t('progress.stepOf', { current: stepNumber, total: steps.length })}
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
        <Suspense fallback={null}>
          <TripSummary
            draft={draft}
            placeName={data.placeName}
            onEdit={() => goTo('trip')}
            car={selectedCar}
            approx={display.approx}
          />
        </Suspense>
      ) : null}
      {body}
    </div>
  )
}
