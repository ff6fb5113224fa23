'use client'

import { useLocale, useTranslations } from 'next-intl'

import { formatPiasters } from '@/booking/money'
import type { Locale } from '@/i18n/locales'
import { formatNumber } from '@/i18n/numerals'
import { itemSeparator } from '@/i18n/separators'

import { BookingIcon } from './icons'
import type { OfferedExtra } from './types'

type Props = {
  offered: readonly OfferedExtra[]
  /** Quantity by extra code. */
  chosen: Readonly<Record<string, number>>
  /** The trip's legs: a per-leg extra is charged on each. */
  legs: number
  onChange: (code: string, quantity: number) => void
}

/**
 * The extras after the car (decision 0130): one stepper per extra of the trip's region with its
 * unit price ("Free" at zero). What they add to the price is the checkout's breakdown's to tell
 * (`PriceBreakdown`, decision 0181); the server prices them again.
 */
export function ExtrasField({ offered, chosen, legs, onChange }: Props) {
  const t = useTranslations('booking.extras')
  const locale = useLocale() as Locale
  if (offered.length === 0) return null
  return (
    <fieldset className="extras-field" aria-describedby="booking-extras-hint">
      <legend className="field-label">{t('title')}</legend>
      <p id="booking-extras-hint" className="field-hint">
        {t('hint')}
      </p>
      <ul className="extras-list">
        {offered.map((extra) => {
          const name = extra.names[locale]
          const value = Math.min(chosen[extra.code] ?? 0, extra.maxQuantity)
          const id = `booking-extra-${extra.code}`
          return (
            <li key={extra.code} className="extra-row" data-extra={extra.code}>
              <span className="extra-text">
                <span id={`${id}-label`} className="extra-name">
                  {name}
                </span>
                <span className="extra-price">
                  {extra.unitPrice === 0 ? (
                    t('free')
                  ) : (
                    <bdi>{t('perUnit', { price: formatPiasters(extra.unitPrice, locale) })}</bdi>
                  )}
                  {extra.perLeg && legs > 1 && extra.unitPrice > 0
                    ? `${itemSeparator(locale)}${t('perLeg')}`
                    : null}
                </span>
              </span>
              <span className="count-stepper" role="group" aria-labelledby={`${id}-label`}>
                <button
                  type="button"
                  className="count-button"
                  aria-label={t('decrease', { name })}
                  aria-controls={id}
                  aria-disabled={value <= 0}
                  onClick={() => value > 0 && onChange(extra.code, value - 1)}
                >
                  <BookingIcon name="minus" size={20} />
                </button>
                <output
                  id={id}
                  className="count-value"
                  aria-live="polite"
                  aria-label={t('quantity', { name, count: value })}
                >
                  {formatNumber(value, locale)}
                </output>
                <button
                  type="button"
                  className="count-button"
                  aria-label={t('increase', { name })}
                  aria-controls={id}
                  aria-disabled={value >= extra.maxQuantity}
                  onClick={() => value < extra.maxQuantity && onChange(extra.code, value + 1)}
                >
                  <BookingIcon name="plus" size={20} />
                </button>
              </span>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}
