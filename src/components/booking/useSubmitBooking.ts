'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import type { NextStep } from '@/booking/bookingRequest'
import { BOOKING_RETRY_AFTER_SECONDS } from '@/booking/validation'
import { type ApiFailure, callApi } from '@/components/apiClient'
import type { AccountUser } from '@/components/account/useAccountApi'
import { useCountdown } from '@/components/account/useCountdown'
import { useRouter } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

import type { BookingRequest } from './bookingPayload'
import { type BookingDraft, type StepId, STEPS } from './draft'
import type { ShownIssue } from './fields'
import { bookingReaction } from './refusals'
import type { CreatedReservation, QuotedCar } from './types'
import type { QuoteResult } from './useQuote'
import type { FocusTarget } from './useStepFocus'
import type { SubmitNotice } from './useStepNavigation'

type Steps = {
  goTo: (step: StepId, focus?: FocusTarget) => void
  /** Issues beside their fields, on the earliest step that has one. */
  showIssues: (issues: ShownIssue[]) => void
  say: (notice: SubmitNotice | null) => void
}

type Booking = {
  locale: Locale
  draft: BookingDraft
  update: (patch: Partial<BookingDraft>) => void
  car: QuotedCar | null
  customer: AccountUser | null
  payloadOf: (draft: BookingDraft, price: number | null, userId: number | null) => BookingRequest
  issuesOf: (steps: readonly StepId[], payload: BookingRequest) => ShownIssue[]
  keyToSend: (draft: BookingDraft) => string
  finish: () => void
  keepForAnotherTry: (draft: BookingDraft) => void
  checkSession: () => Promise<AccountUser | null>
  signedOut: () => void
  requestQuote: (draft: BookingDraft) => Promise<QuoteResult>
  refuseCash: (carType: string) => void
}

/**
 * The booking itself (`POST /api/booking`): checks every step first, sends the draft with its
 * key, and on success goes where the answer's `next` says: a card booking to its payment
 * (`/pay?reservation=`), a cash one to the reservation's page. Otherwise it does what the
 * refusal's code asks (`bookingReaction`). `pending` stays true from the submit until a refusal is handled (or the
 * next page shows), so nothing is sent twice.
 */
export function useSubmitBooking(booking: Booking, steps: Steps) {
  const t = useTranslations('bookingForm')
  const translate = useTranslations()
  const router = useRouter()
  const [pending, setPending] = useState(false)
  const retry = useCountdown(0)
  const { draft, car, customer, update } = booking
  const { goTo, say } = steps

  const refused = async (failure: ApiFailure | null) => {
    if (!failure) return say({ message: translate('account.errors.network'), withHotline: false })
    const show = (withHotline = false) => say({ message: failure.message, withHotline })
    switch (bookingReaction(failure)) {
      case 'fix-fields':
        say(null)
        return steps.showIssues(failure.issues)
      case 'log-in-again':
        booking.signedOut()
        goTo('account')
        return show()
      case 'check-session': {
        const user = await booking.checkSession()
        if (!user?.verified) goTo('account')
        return show()
      }
      case 'refresh-price': {
        // The price changed since the quote: price the trip again and show the new one.
        const result = await booking.requestQuote(draft)
        const priced = result.ok ? result.cars.find((item) => item.code === draft.carType) : null
        if (!priced) {
          goTo('car')
          return show()
        }
        update({ idempotencyKey: null })
        return say({
          message: t('payment.priceChanged', { price: priced.priceText }),
          withHotline: false,
        })
      }
      case 'new-key':
        update({ idempotencyKey: null })
        return show()
      case 'card-only':
        booking.refuseCash(draft.carType)
        update({ paymentType: 'card' })
        return show(true)
      case 'prove-phone':
        // The session says the mobile is unproven now: the checkout offers the SMS code.
        await booking.checkSession()
        return show()
      case 'wait':
        retry.restart(failure.retryAfter ?? BOOKING_RETRY_AFTER_SECONDS)
        return show()
      case 'second-car':
        // Refused, so nothing was made under the key: a second car is another request.
        update({ idempotencyKey: null })
        if (!failure.reservationNumber) return show()
        return say({
          message: failure.message,
          withHotline: false,
          duplicateOf: failure.reservationNumber,
        })
      case 'message':
        return show()
      case 'call-us':
        return show(true)
    }
  }

  /** Books the draft; `secondCar`: the customer means another car for a trip already booked. */
  const submit = async ({ secondCar = false }: { secondCar?: boolean } = {}) => {
    if (pending || retry.left > 0 || !car) return
    if (!customer?.verified) return goTo('account')
    const payload = {
      ...booking.payloadOf(draft, car.price, customer.id),
      ...(secondCar ? { allowDuplicate: true } : {}),
    }
    const issues = booking.issuesOf(STEPS, payload)
    if (issues.length) return steps.showIssues(issues)

    const key = booking.keyToSend(draft)
    setPending(true)
    say(null)
    const answer = await callApi<{ reservation: CreatedReservation; next?: NextStep }>(
      `/api/booking?lang=${booking.locale}`,
      { method: 'POST', body: payload, idempotencyKey: key },
    )
    if (answer.ok && answer.data.reservation?.reservationNumber) {
      const number = encodeURIComponent(answer.data.reservation.reservationNumber)
      // Stays "pending" until the next page shows: no second submit meanwhile.
      if (answer.data.next === 'payment') {
        booking.keepForAnotherTry(draft)
        router.push(`/pay?reservation=${number}`)
      } else {
        booking.finish()
        router.push(`/booking/${number}`)
      }
      return
    }
    await refused(answer.ok ? null : answer.failure)
    setPending(false)
  }

  return { pending, retryIn: retry.left, submit }
}
