'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import {
  chosenCurrency,
  currencyCookie,
  DISPLAY_CURRENCIES,
  type DisplayCurrency,
  type DisplayRates,
  formatApproximate,
  formatRatesDate,
  offeredCurrencies,
} from '@/booking/displayCurrency'
import type { Locale } from '@/i18n/locales'

export type DisplayCurrencyChoice = {
  offered: DisplayCurrency[]
  currency: DisplayCurrency | null
  date: string | null
  choose: (currency: DisplayCurrency | null) => void
  /** "≈ $42" beside an EGP price, or null when the visitor sees EGP only. */
  approx: (piasters: number) => string | null
}

/**
 * The visitor's display currency (decision 0135): remembered in a cookie the browser reads (the
 * screens are client-only), offered while the settings give it a rate.
 */
export function useDisplayCurrency(rates: DisplayRates | null): DisplayCurrencyChoice {
  const t = useTranslations('bookingForm.currency')
  const locale = useLocale() as Locale
  const [remembered, setRemembered] = useState(() =>
    typeof document === 'undefined' ? null : chosenCurrency(document.cookie, DISPLAY_CURRENCIES),
  )
  const offered = offeredCurrencies(rates)
  const currency = remembered && offered.includes(remembered) ? remembered : null
  const rate = currency ? rates?.rates[currency] : undefined
  return {
    offered,
    currency,
    date: rates?.date ?? null,
    choose: (choice) => {
      document.cookie = currencyCookie(choice)
      setRemembered(choice)
    },
    approx: (piasters) =>
      currency && rate
        ? t('approx', { amount: formatApproximate(piasters, currency, rate, locale) })
        : null,
  }
}

/** The picker ("EGP only" or a currency with a rate) and, with a currency, that EGP is charged. */
export function CurrencyChoice({ choice }: { choice: DisplayCurrencyChoice }) {
  const t = useTranslations('bookingForm.currency')
  const locale = useLocale() as Locale
  if (!choice.offered.length || !choice.date) return null
  return (
    <div className="currency-choice">
      <label className="currency-label">
        {t('label')}
        <select
          className="currency-select"
          value={choice.currency ?? ''}
          onChange={(event) =>
            choice.choose((event.target.value || null) as DisplayCurrency | null)
          }
        >
          <option value="">{t('egpOnly')}</option>
          {choice.offered.map((currency) => (
            <option key={currency} value={currency}>
              {t(`names.${currency}`)}
            </option>
          ))}
        </select>
      </label>
      {choice.currency ? (
        <p className="field-hint currency-note">
          {t('note', { date: formatRatesDate(choice.date, locale) })}
        </p>
      ) : null}
    </div>
  )
}

/** The approximate amount after an EGP price (nothing with EGP only). */
export function ApproxPrice({ text }: { text: string | null }) {
  return text ? <span className="price-approx">{text}</span> : null
}
