'use client'

import { useLocale, useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import type { TripType } from '@/booking/trip'
import type { Locale } from '@/i18n/locales'

import { FieldError } from './FieldError'
import { ApproxPrice } from './CurrencyChoice'
import { BookingIcon } from './icons'
import type { QuotedCar } from './types'

type Props = {
  cars: QuotedCar[]
  selected: string
  tripType: TripType
  headingLevel: 4 | 5
  error?: string | null
  /** A car was just chosen and the session is being checked: no second choice meanwhile. */
  pending?: boolean
  /** The display currency picker (`CurrencyChoice`). */
  currency?: ReactNode
  /** The approximate amount in the visitor's currency, if any. */
  approx?: (piasters: number) => string | null
  onChoose: (code: string) => void
  /** What the customer is promised for this trip (`Assurances`, compact). */
  assurances: ReactNode
}

/**
 * The cars under the trip (decision 0183): the spec's car cards, one per car that takes the party, with its picture, capacity and
 * the price of the whole trip for the whole car ("per car, not per person").
 */
export function CarStep({
  cars,
  selected,
  tripType,
  headingLevel,
  error,
  pending = false,
  currency,
  approx,
  onChoose,
  assurances,
}: Props) {
  const t = useTranslations('bookingForm.car')
  const locale = useLocale() as Locale
  const Heading = `h${headingLevel}` as 'h4' | 'h5'
  return (
    <div className="car-step">
      <p className="booking-lead">{t('lead')}</p>
      {assurances}
      {currency}
      <FieldError fieldId="booking-cars" message={error} />
      <ul id="booking-cars" className="car-list" tabIndex={-1}>
        {cars.map((car) => {
          const isSelected = car.code === selected
          return (
            <li key={car.code} className={`car-card${isSelected ? ' is-selected' : ''}`}>
              <div className="car-image">
                {car.image ? (
                  // The catalog gives the upload's small copy (sharp made it): no optimizer
                  // round trip, and no image component in the booking screens' code.
                  // eslint-disable-next-line @next/next/no-img-element
                  <img
                    src={car.image.url}
                    alt=""
                    width={car.image.width}
                    height={car.image.height}
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  <BookingIcon name="car" size={48} />
                )}
              </div>
              <div className="car-body">
                <Heading className="car-name">{car.names[locale]}</Heading>
                {isSelected ? (
                  <p className="car-selected">
                    <BookingIcon name="check" size={16} />
                    {t('selected')}
                  </p>
                ) : null}
                <ul className="car-capacity">
                  <li>
                    <BookingIcon name="users" size={18} />
                    {t('persons', { count: car.persons })}
                  </li>
                  <li>
                    <BookingIcon name="luggage" size={18} />
                    {t('luggages', { count: car.luggages })}
                  </li>
                  <li>
                    <BookingIcon name={car.cashAllowed ? 'cash' : 'card'} size={18} />
                    {car.cashAllowed ? t('cashOrCard') : t('cardOnly')}
                  </li>
                </ul>
              </div>
              <div className="car-price">
                <p className="price">
                  <span className="price-amount">{car.priceText}</span>
                  <ApproxPrice text={approx?.(car.price) ?? null} />
                  <span className="price-basis">{t('perCar')}</span>
                  <span className="price-trip">
                    {tripType === 'round-trip' ? t('bothWays') : t('oneWay')}
                  </span>
                </p>
                <button
                  type="button"
                  className={`button${isSelected ? ' button-primary' : ''} car-choose`}
                  aria-disabled={pending}
                  onClick={() => {
                    if (!pending) onChoose(car.code)
                  }}
                >
                  {t.rich('choose', {
                    car: car.names[locale],
                    hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
                  })}
                </button>
              </div>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
