import { getLocale, getTranslations } from 'next-intl/server'

import { formatCairoWallTime } from '@/booking/cairoTime'
import type { Locale } from '@/i18n/locales'
import { formatNumber } from '@/i18n/numerals'

import { EMPTY_DRAFT, shownSteps } from './draft'
import { BookingIcon } from './icons'
import { pickupLimits } from './pickupTimes'

/** The hint under the pickup time, as the screens will show it (for its size only). */
const LEAD_HOURS_FOR_SIZE = 12

/**
 * The first step as the server draws it, shown until the booking screens' code is loaded (and
 * kept by visitors without JavaScript, who still have the hotline beside it). Same size and
 * look as the real step, so nothing jumps when it is replaced; the boxes are pictures only.
 */
export async function BookingShell({
  headingLevel,
  hotline,
}: {
  headingLevel: 2 | 3
  hotline: string
}) {
  const t = await getTranslations('bookingForm')
  const locale = (await getLocale()) as Locale
  const { earliest } = pickupLimits(new Date(), LEAD_HOURS_FOR_SIZE)
  const earliestText = formatCairoWallTime(`${earliest.day}T${earliest.time}`, locale) ?? ''
  const Heading = `h${headingLevel}` as 'h2' | 'h3'
  return (
    <div className="booking-widget booking-shell" data-step="trip">
      <div className="booking-progress" aria-hidden="true">
        <ol>
          {shownSteps(false).map((step, index) => (
            <li key={step} className={`progress-step is-${index === 0 ? 'current' : 'todo'}`}>
              <span className="progress-button">
                <span className="progress-mark">{formatNumber(index + 1, locale)}</span>
                <span className="progress-name">{t(`steps.${step}`)}</span>
              </span>
            </li>
          ))}
        </ol>
      </div>
      <p className="booking-step-count">
        {t('progress.stepOf', { current: 1, total: shownSteps(false).length })}
      </p>
      <Heading id="booking-step-title" className="booking-step-title">
        {t('steps.trip')}
      </Heading>
      <p className="visually-hidden" role="status">
        {t('loading')}
      </p>
      <div className="booking-form" aria-hidden="true">
        <div className="trip-type">
          <span className="trip-type-option">
            <span className="shell-radio is-checked" />
            <span>{t('trip.oneWay')}</span>
          </span>
          <span className="trip-type-option">
            <span className="shell-radio" />
            <span>{t('trip.roundTrip')}</span>
          </span>
        </div>
        <div className="places">
          <div className="field">
            <span className="field-label">{t('trip.pickup')}</span>
            <span className="shell-input">
              <BookingIcon name="mapPin" />
              {t('trip.placePlaceholder')}
              <BookingIcon name="chevronDown" className="shell-chevron" />
            </span>
          </div>
          <span className="swap-button">
            <BookingIcon name="swap" />
          </span>
          <div className="field">
            <span className="field-label">{t('trip.dropoff')}</span>
            <span className="shell-input">
              <BookingIcon name="mapPin" />
              {t('trip.placePlaceholder')}
              <BookingIcon name="chevronDown" className="shell-chevron" />
            </span>
          </div>
        </div>
        <div className="when">
          <div className="field datetime-field">
            <span className="field-label">
              <BookingIcon name="calendar" size={18} />
              {t('trip.pickupWhen')}
            </span>
            <div className="datetime-inputs">
              <div className="datetime-part">
                <span className="datetime-label">{t('trip.day')}</span>
                <span className="shell-input">
                  {t('trip.chooseDay')}
                  <BookingIcon name="chevronDown" size={18} className="shell-chevron" />
                </span>
              </div>
              <div className="datetime-part">
                <span className="datetime-label">{t('trip.time')}</span>
                <span className="shell-input">{t('trip.chooseTime')}</span>
              </div>
            </div>
            {/* Keeps the room of the hint the screens show here; its time is theirs to tell. */}
            <p className="field-hint shell-reserved">
              {t('trip.leadHint', {
                hours: LEAD_HOURS_FOR_SIZE,
                earliest: earliestText,
              })}{' '}
              {t.rich('trip.soonerHint', {
                hotline,
                // A picture of the hint (no link in the shell), the number still left to right.
                phone: (chunks) => <bdi dir="ltr">{chunks}</bdi>,
              })}
            </p>
          </div>
        </div>
        <div className="counts">
          {(['persons', 'luggages'] as const).map((count) => (
            <div key={count} className="field count-field">
              <span className="field-label">
                <BookingIcon name={count === 'persons' ? 'users' : 'luggage'} size={18} />
                {t(`trip.${count}`)}
              </span>
              <div className="count-stepper">
                <span className="count-button">
                  <BookingIcon name="minus" />
                </span>
                <span className="count-value">{formatNumber(EMPTY_DRAFT[count], locale)}</span>
                <span className="count-button">
                  <BookingIcon name="plus" />
                </span>
              </div>
            </div>
          ))}
        </div>
        <span className="button button-primary button-block booking-submit">
          {t('trip.submit')}
          <BookingIcon name="arrow" />
        </span>
      </div>
    </div>
  )
}
