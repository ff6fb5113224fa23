'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useState } from 'react'

import { callApi } from '@/components/apiClient'
import type { Locale } from '@/i18n/locales'

import { bookingPayload } from './bookingPayload'
import type { BookingDraft } from './draft'
import { payloadFieldOfQuote, type ShownIssue } from './fields'
import type { OfferedExtra, QuotedCar } from './types'

type QuoteState =
  | { status: 'idle' }
  | { status: 'loading'; key: string }
  | { status: 'ready'; key: string; cars: QuotedCar[]; extras: OfferedExtra[] }
  | { status: 'failed'; key: string; message: string }

/** The answer of `requestQuote`: the cars on offer, or the issues of the trip (maybe none). */
export type QuoteResult = { ok: true; cars: QuotedCar[] } | { ok: false; issues: ShownIssue[] }

/** What a quote depends on: a change of any of these needs a new quote. */
export const tripKey = (draft: BookingDraft) =>
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

/** The body of `POST /api/booking/quote` for the draft's trip. */
export function quoteBody(current: BookingDraft, isAirport: (code: string) => boolean) {
  const payload = bookingPayload(current, { isAirport, car: null, userId: null })
  return {
    tripType: payload.tripType,
    pickup: payload.pickupAddress,
    dropoff: payload.dropoffAddress,
    execDate: payload.execDate,
    returningDate: payload.returningDate ?? undefined,
    persons: payload.personsCount,
    luggages: payload.luggagesCount,
  }
}

/** The prices of the trip (`POST /api/booking/quote`): the cars under the trip show them. */
export function useQuote(locale: Locale, isAirport: (code: string) => boolean) {
  const translate = useTranslations()
  const [quote, setQuote] = useState<QuoteState>({ status: 'idle' })

  /** Asks the prices of the trip; on success its cars can be shown. */
  const requestQuote = useCallback(
    async (current: BookingDraft): Promise<QuoteResult> => {
      const key = tripKey(current)
      setQuote({ status: 'loading', key })
      const answer = await callApi<{ cars: QuotedCar[]; extras?: OfferedExtra[] }>(
        `/api/booking/quote?lang=${locale}`,
        { method: 'POST', body: quoteBody(current, isAirport) },
      )
      if (answer.ok) {
        setQuote({ status: 'ready', key, cars: answer.data.cars, extras: answer.data.extras ?? [] })
        return { ok: true, cars: answer.data.cars }
      }
      // No price, no car large enough, a rule of the trip refused: the message says which; the
      // refused fields (the quote's names) are shown beside the booking's fields.
      const failure = answer.failure
      const message = failure?.message ?? translate('account.errors.network')
      setQuote({ status: 'failed', key, message })
      return {
        ok: false,
        issues: (failure?.issues ?? []).map((issue) => ({
          field: payloadFieldOfQuote(issue.field),
          message: issue.message,
        })),
      }
    },
    [locale, isAirport, translate],
  )

  /** The server refused cash for this car: its card offers card only from now on. */
  const refuseCash = useCallback((carType: string) => {
    setQuote((current) =>
      current.status === 'ready'
        ? {
            ...current,
            cars: current.cars.map((car) =>
              car.code === carType ? { ...car, cashAllowed: false } : car,
            ),
          }
        : current,
    )
  }, [])

  return {
    ready: quote.status === 'ready',
    loading: quote.status === 'loading',
    cars: quote.status === 'ready' ? quote.cars : [],
    /** The extras the trip's region offers. */
    extras: quote.status === 'ready' ? quote.extras : [],
    /** Whether the cars on hand are this very trip's (the trip unchanged since). */
    readyFor: (draft: BookingDraft) => quote.status === 'ready' && quote.key === tripKey(draft),
    /** Whether this very trip is being priced now. */
    loadingFor: (draft: BookingDraft) => quote.status === 'loading' && quote.key === tripKey(draft),
    /** Whether this very trip was priced (or is being), whatever the answer. */
    askedFor: (draft: BookingDraft) => quote.status !== 'idle' && quote.key === tripKey(draft),
    /** Why the last quote of this very trip found nothing to sell, when it did. */
    failureFor: (draft: BookingDraft) =>
      quote.status === 'failed' && quote.key === tripKey(draft) ? quote.message : null,
    requestQuote,
    refuseCash,
  }
}
