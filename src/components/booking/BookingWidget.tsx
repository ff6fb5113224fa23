'use client'

import { useLocale, useTranslations } from 'next-intl'
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo } from 'react'

import type { CairoOffsets } from '@/booking/cairoTime'
import { CARS, largestCapacity } from '@/booking/cars'
import type { AccountUser } from '@/components/account/useAccountApi'
import type { Locale } from '@/i18n/locales'

import { BookingProgress } from './BookingProgress'
import { bookingPayload } from './bookingPayload'
import { CarStep } from './CarStep'
import { CheckoutStep } from './CheckoutStep'
import { DetailsFields, TermsField } from './DetailsStep'
import { type BookingDraft, type StepId, STEPS } from './draft'
import { HotlineLink } from './HotlineLink'
import { pickupLimits } from './pickupTimes'
import { TripStep } from './TripStep'
import { TripSummary } from './TripSummary'
import { type CodeSent, useBookingAccount } from './useBookingAccount'
import { useBookingData } from './useBookingData'
import { useBookingDraft } from './useBookingDraft'
import { useQuote } from './useQuote'
import { useResumeAfterReload } from './useResumeAfterReload'
import { useStepChecks } from './useStepChecks'
import { useStepNavigation } from './useStepNavigation'
import { STEP_HEADING } from './useStepFocus'
import { useSubmitBooking } from './useSubmitBooking'

/**
 * The account step (sign-up, login, the code) in a chunk of its own: only a visitor who is not
 * logged in reaches it, and it is fetched once the trip is chosen (`useEffect` below).
 */
const loadAccountStep = () =>
  import('./AccountStep').then(({ AccountStep }) => ({ default: AccountStep }))
const AccountStep = lazy(loadAccountStep)

export type BookingWidgetProps = {
  /** The level of the steps' headings: 2 on /book (under its h1), 3 inside the home section. */
  headingLevel: 2 | 3
  /** The page's copy of the settings, used until `GET /api/setting` answers. */
  hotline: string
  /** The settings' WhatsApp number in E.164 ('' when none), for what the screens cannot book. */
  whatsapp: string
  minLeadHours: number
  /** Cairo's offsets from UTC for the year ahead, from the server (`BookingScreens` reads them). */
  cairoOffsets?: CairoOffsets
}

/**
 * The booking screens: trip -> car -> account (unless logged in and verified) -> checkout (the
 * driver's details, the payment and the booking), in one island that the
 * home page and /book load lazily. Everything entered is kept in the session (a reload loses
 * nothing); the browser checks each step with the same rules and messages as the server, which
 * stays the authority on the price, the lead time and the customer.
 */
export default function BookingWidget({
  headingLevel,
  hotline: pageHotline,
  whatsapp,
  minLeadHours: pageLeadHours,
}: BookingWidgetProps) {
  const t = useTranslations('bookingForm')
  const locale = useLocale() as Locale
  const data = useBookingData(locale)
  const hotline = data.settings?.hotline ?? pageHotline
  const minLeadHours = data.settings?.minLeadHours ?? pageLeadHours

  const { draft, errors, update, showStep, showErrors, keyToSend, finish, keepForAnotherTry } =
    useBookingDraft()
  const { headingRef, focusAfterRender, goTo, showIssues, notice, say } = useStepNavigation({
    showStep,
    showErrors,
  })
  const quote = useQuote(locale, data.isAirport)
  // Past the trip, the account step may come next: its code is fetched meanwhile.
  useEffect(() => {
    if (draft.step !== 'trip') void loadAccountStep()
  }, [draft.step])
  const { account, customer, checkSession, signedIn, signedOut } = useBookingAccount()
  const issuesOf = useStepChecks({ places: data.places, cars: data.cars, minLeadHours, hotline })

  const capacity = useMemo(() => largestCapacity(data.cars.length ? data.cars : CARS), [data.cars])
  const limits = pickupLimits(new Date(), minLeadHours)
  const selectedCar = quote.cars.find((car) => car.code === draft.carType) ?? null

  const payloadOf = useCallback(
    (current: BookingDraft, price: number | null, userId: number | null) =>
      bookingPayload(current, { isAirport: data.isAirport, price, userId }),
    [data.isAirport],
  )

  /** The browser's check of one step; shows the issues and says whether it passed. */
  const checkStep = (step: StepId) => {
    const issues = issuesOf([step], payloadOf(draft, selectedCar?.price ?? null, null))
    if (issues.length) showIssues(issues, true)
    return issues.length === 0
  }

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

  const seePrices = async () => {
    if (!checkStep('trip')) return
    const result = await quote.requestQuote(draft)
    if (!result.ok) {
      if (result.issues.length) showIssues(result.issues, true)
      return
    }
    if (!result.cars.some((car) => car.code === draft.carType)) update({ carType: '' })
    goTo('car')
  }

  /** A car chosen: a verified customer goes straight to the checkout, anyone else to the account. */
  const chooseCar = async (code: string) => {
    update({ carType: code })
    const user = await checkSession()
    goTo(user?.verified ? 'checkout' : 'account')
  }

  const onAccount = (user: AccountUser, sent?: CodeSent) => {
    signedIn(user, sent)
    update({ idempotencyKey: null })
    if (user.verified) goTo('checkout')
    else focusAfterRender(STEP_HEADING)
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
  } else if (draft.step !== 'trip' && !quote.ready) {
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
        quoting={quote.loading}
        quoteFailure={Object.keys(errors).length ? null : quote.failureFor(draft)}
        hotline={hotline}
        whatsapp={whatsapp}
        onSubmit={seePrices}
      />
    )
  } else if (draft.step === 'car') {
    body = (
      <CarStep
        cars={quote.cars}
        selected={draft.carType}
        tripType={draft.tripType}
        headingLevel={subheading}
        error={errors.carType}
        pending={account.status === 'checking'}
        onChoose={(code) => void chooseCar(code)}
      />
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
        />
      </Suspense>
    )
  } else {
    body = (
      <CheckoutStep
        details={
          <DetailsFields
            draft={draft}
            update={update}
            errors={errors}
            isAirport={data.isAirport}
            placeName={data.placeName}
            airlines={data.airlines}
          />
        }
        terms={<TermsField draft={draft} update={update} errors={errors} />}
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
      />
    )
  }

  return (
    <div className="booking-widget" data-step={draft.step}>
      <BookingProgress current={draft.step} reachable={() => !submit.pending} onGo={goTo} />
      <p className="booking-step-count">
        {t('progress.stepOf', { current: stepNumber, total: STEPS.length })}
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
          placeName={data.placeName}
          onEdit={() => goTo('trip')}
          car={draft.step === 'car' ? null : selectedCar}
        />
      ) : null}
      {body}
    </div>
  )
}
