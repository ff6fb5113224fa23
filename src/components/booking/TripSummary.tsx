'use client'

import { useLocale, useTranslations } from 'next-intl'

import type { Locale } from '@/i18n/locales'
import { itemSeparator } from '@/i18n/separators'

import { ApproxPrice } from './CurrencyChoice'
import type { BookingDraft } from './draft'
import { BookingIcon } from './icons'
import { shortWallTime } from './pickupTimes'
import type { QuotedCar } from './types'

/** The trip so far, on every step after the first, with a way back to change it. */
export function TripSummary({
  draft,
  placeName,
  car,
  approx,
  onEdit,
}: {
  draft: BookingDraft
  /** An end's name; with the hotel or landmark chosen by name after the area. */
  placeName: (code: string, named?: number) => string
  car: QuotedCar | null
  approx?: (piasters: number) => string | null
  onEdit: () => void
}) {
  const t = useTranslations('bookingForm.summary')
  const locale = useLocale() as Locale
  const when = (day: string, time: string) => shortWallTime(`${day}T${time}`, locale)
  return (
    <div className="trip-summary">
      <dl>
        <div className="trip-route">
          <dt className="visually-hidden">{t('route')}</dt>
          <dd>
            <span>{placeName(draft.pickup, draft.pickupNamed)}</span>
            <BookingIcon name="arrow" size={16} />
            <span>{placeName(draft.dropoff, draft.dropoffNamed)}</span>
            {draft.tripType === 'round-trip' ? (
              <span className="trip-badge">{t('roundTrip')}</span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>{t('pickup')}</dt>
          <dd>{when(draft.execDay, draft.execTime)}</dd>
        </div>
        {draft.tripType === 'round-trip' ? (
          <div>
            <dt>{t('return')}</dt>
            <dd>{when(draft.returnDay, draft.returnTime)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('party')}</dt>
          <dd>
            {t('persons', { count: draft.persons })}
            {locale === 'ar' ? '، ' : ', '}
            {t('luggages', { count: draft.luggages })}
          </dd>
        </div>
        {car ? (
          <div>
            <dt>{t('car')}</dt>
            <dd>
              {/* The car's own price, as the breakdown's first line: before any promo code. */}
              {car.names[locale]}
              {itemSeparator(locale)}
              <bdi>{car.promo?.priceBeforeText ?? car.priceText}</bdi>{' '}
              <ApproxPrice text={approx?.(car.promo?.priceBefore ?? car.price) ?? null} />
            </dd>
          </div>
        ) : null}
      </dl>
      <button type="button" className="link-button trip-edit" onClick={onEdit}>
        <BookingIcon name="edit" size={16} />
        {t('edit')}
      </button>
    </div>
  )
}
