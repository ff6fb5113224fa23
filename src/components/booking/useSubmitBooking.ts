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
  payloadOf: (draft: BookingDraft, car: QuotedCar | null, userId: number | null) => BookingRequest
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
 * The booking itself (`POST /api/booking`, or `/api/booking/guest` for a guest): checks every
 * step first, sends the draft with its key, and on success goes where the answer's `next` says:
 * a card booking to the gateway's card page, a cash one to the reservation's page. Otherwise it does what the
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
    // The guest booking names the booking's own fields `booking.<field>`.
    const issues = failure.issues.map((issue) => ({
      ...issue,
      field: issue.field.replace(/^booking\./, ''),
    }))
    switch (bookingReaction(failure)) {
      case 'fix-fields':
        say(null)
        return steps.showIssues(issues)
      case 'log-in-first': {
        const emailTaken = issues.some((issue) => issue.field === 'guest.email')
        update({ idempotencyKey: null })
        return say({
          message: failure.message,
          withHotline: false,
          logIn: emailTaken ? draft.guestEmail.trim() : draft.guestMobile.trim(),
        })
      }
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
          goTo('trip')
          return show()
        }
        // A promo code is applied again by the customer, on the new price.
        update({ idempotencyKey: null, promoCode: '' })
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

  /**
   * Books the draft; `secondCar`: the customer means another car for a trip already booked; `as`:
   * the customer who has just logged in (the state has not caught up yet). Without a customer,
   * a guest's card booking (`POST /api/booking/guest`, decision 0144).
   */
  const submit = async ({
    secondCar = false,
    as = customer,
  }: { secondCar?: boolean; as?: AccountUser | null } = {}) => {
    if (pending || retry.left > 0 || !car) return
    if (as && !as.verified) return goTo('account')
    const payload = {
      ...booking.payloadOf(draft, car, as?.id ?? null),
      ...(secondCar ? { allowDuplicate: true } : {}),
    }
    const issues = [
      // The server's words for a number without a country picker (`guestContactSchema`).
      ...(as ? [] : guestIssues(draft, t, translate('booking.errors.phoneInvalid'))),
      ...booking.issuesOf(
        STEPS.filter((step) => step !== 'account'),
        payload,
      ),
    ]
    if (issues.length) return steps.showIssues(issues)

    const key = booking.keyToSend(draft)
    setPending(true)
    say(null)
    const answer = await callApi<{ reservation: CreatedReservation; next?: NextStep }>(
      as ? `/api/booking?lang=${booking.locale}` : `/api/booking/guest?lang=${booking.locale}`,
      {
        method: 'POST',
        body: as
          ? payload
          : {
              guest: {
                name: draft.guestName.trim(),
                email: draft.guestEmail.trim(),
                mobile: draft.guestMobile.trim(),
                lang: booking.locale,
              },
              booking: payload,
            },
        idempotencyKey: key,
      },
    )
    if (answer.ok && answer.data.reservation?.reservationNumber) {
      const number = answer.data.reservation.reservationNumber
      // Stays "pending" until the next page shows: no second submit meanwhile.
      if (answer.data.next === 'payment') {
        booking.keepForAnotherTry(draft)
        // A guest's booking gave this browser its guest pass (that booking only, no account).
        await toCardPage(number)
      } else {
        booking.finish()
        router.push(`/booking/${encodeURIComponent(number)}`)
      }
      return
    }
    await refused(answer.ok ? null : answer.failure)
    setPending(false)
  }

  /**
   * Straight to the gateway's card page (decision 0144): the order asked for here as /pay's button
   * asks for it; /pay itself when that is refused, and it says why.
   */
  const toCardPage = async (number: string) => {
    const order = await callApi<{ checkoutUrl: string }>(
      `/api/payments/pay?lang=${booking.locale}`,
      { method: 'POST', body: { reservationNumber: number } },
    )
    if (order.ok && order.data.checkoutUrl) window.location.assign(order.data.checkoutUrl)
    else router.push(`/pay?reservation=${encodeURIComponent(number)}`)
  }

  return { pending, retryIn: retry.left, submit }
}

/**
 * The browser's check of the guest's contact fields, as light as can be (the server checks them
 * fully, the mobile number among them): something in each, an email with an @.
 */
function guestIssues(
  draft: BookingDraft,
  t: (key: 'guest.nameRequired' | 'guest.emailInvalid') => string,
  mobileInvalid: string,
): ShownIssue[] {
  const issues: ShownIssue[] = []
  if (!draft.guestName.trim())
    issues.push({ field: 'guest.name', message: t('guest.nameRequired') })
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(draft.guestEmail.trim()))
    issues.push({ field: 'guest.email', message: t('guest.emailInvalid') })
  if ((draft.guestMobile.match(/[0-9\u0660-\u0669\u06f0-\u06f9]/g) ?? []).length < 7)
    issues.push({ field: 'guest.mobile', message: mobileInvalid })
  return issues
}
