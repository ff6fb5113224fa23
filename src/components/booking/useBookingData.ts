'use client'

import { useCallback, useEffect, useMemo, useState } from 'react'

import type { DisplayRates } from '@/booking/displayCurrency'
import { type Policy, policyFromDoc } from '@/booking/policy'
import { addressText } from '@/booking/reservationViews'
import type { BookingPlace } from '@/booking/validation'
import { callApi } from '@/components/apiClient'
import type { Locale } from '@/i18n/locales'

import { type SearchableGroup, searchableGroups } from './placeSearch'
import type { Airline, AreaGroup, CarListEntry } from './types'

export type BookingData = {
  status: 'loading' | 'ready' | 'failed'
  pickupGroups: SearchableGroup[]
  dropoffGroups: SearchableGroup[]
  /** Every place either list has, as the booking rules see it. */
  places: BookingPlace[]
  cars: CarListEntry[]
  airlines: Airline[]
  /** The settings' booking constants, fresher than the page's copy. */
  settings: {
    hotline: string
    minLeadHours: number
    displayRates: DisplayRates | null
    /** The checkout takes mobile wallets beside cards. */
    walletsOffered: boolean
    /** The operational policy the assurances state (decision 0180). */
    policy: Policy | null
  } | null
  isAirport: (code: string) => boolean
  /**
   * A place's name in the page's language (its code when neither list has it); with `named`, the
   * hotel or landmark chosen under it after it ("Zamalek, Marriott Zamalek"), as the booking's
   * pages write an end.
   */
  placeName: (code: string, named?: number) => string
  reload: () => void
}

type Setting = {
  hotline: string
  policy?: unknown
  booking: { minLeadHours: number; displayCurrencies?: DisplayRates; walletsOffered?: boolean }
}

/**
 * The lists the booking screens need, from the public API: places to start and end a trip,
 * the cars (the steppers' limits), the airlines (flight number suggestions) and the settings'
 * lead time. The lists are cached by the browser, so coming back costs nothing.
 */
export function useBookingData(locale: Locale): BookingData {
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<
    Omit<BookingData, 'reload' | 'places' | 'isAirport' | 'placeName'>
  >({
    status: 'loading',
    pickupGroups: [],
    dropoffGroups: [],
    cars: [],
    airlines: [],
    settings: null,
  })

  useEffect(() => {
    let cancelled = false
    const load = async () => {
      const [pickup, dropoff, cars, airlines, setting] = await Promise.all([
        callApi<AreaGroup[]>(`/api/areas?lang=${locale}&MODE=pickup`),
        callApi<AreaGroup[]>(`/api/areas?lang=${locale}&MODE=dropoff`),
        callApi<CarListEntry[]>('/api/cars'),
        callApi<Airline[]>('/api/airlines'),
        callApi<Setting>(`/api/setting?lang=${locale}`, { fresh: true }),
      ])
      if (cancelled) return
      if (!pickup.ok || !dropoff.ok || !cars.ok) {
        setState((current) => ({ ...current, status: 'failed' }))
        return
      }
      setState({
        status: 'ready',
        pickupGroups: searchableGroups(pickup.data),
        dropoffGroups: searchableGroups(dropoff.data),
        cars: cars.data,
        // Suggestions only: without them the flight number is still typed in full.
        airlines: airlines.ok ? airlines.data : [],
        settings: setting.ok
          ? {
              hotline: setting.data.hotline,
              minLeadHours: setting.data.booking.minLeadHours,
              displayRates: setting.data.booking.displayCurrencies ?? null,
              walletsOffered: setting.data.booking.walletsOffered === true,
              policy: setting.data.policy
                ? policyFromDoc(setting.data.policy as Partial<Record<keyof Policy, unknown>>)
                : null,
            }
          : null,
      })
    }
    void load()
    return () => {
      cancelled = true
    }
  }, [locale, attempt])

  const places = useMemo(() => {
    const byCode = new Map<string, BookingPlace>()
    for (const group of [...state.pickupGroups, ...state.dropoffGroups]) {
      for (const place of group.places) {
        byCode.set(place.code, { code: place.code, isAirport: place.isAirport })
      }
    }
    return [...byCode.values()]
  }, [state.pickupGroups, state.dropoffGroups])

  const isAirport = useCallback(
    (code: string) => places.some((place) => place.code === code && place.isAirport),
    [places],
  )
  const placeName = useCallback(
    (code: string, named = 0) => {
      for (const group of [...state.pickupGroups, ...state.dropoffGroups]) {
        const place = group.places.find((candidate) => candidate.code === code)
        if (!place) continue
        const chosen = named ? place.named?.find((option) => option.id === named) : undefined
        return addressText(place.names[locale], chosen?.names[locale] ?? null, locale)
      }
      return code
    },
    [state.pickupGroups, state.dropoffGroups, locale],
  )

  const reload = useCallback(() => {
    setState((current) => ({ ...current, status: 'loading' }))
    setAttempt((value) => value + 1)
  }, [])

  return { ...state, places, isAirport, placeName, reload }
}
