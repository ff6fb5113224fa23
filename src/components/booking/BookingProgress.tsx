'use client'

import { useLocale, useTranslations } from 'next-intl'

import type { Locale } from '@/i18n/locales'
import { formatNumber } from '@/i18n/numerals'

import type { StepId } from './draft'
import { BookingIcon } from './icons'

/**
 * Where the visitor is: the steps, done ones ticked (and clickable to go back), the current
 * one marked `aria-current="step"`. On phones only the numbers show, the current step's name
 * is the heading right below.
 */
export function BookingProgress({
  steps,
  current,
  reachable,
  onGo,
}: {
  /** The steps listed (`shownSteps`). */
  steps: readonly StepId[]
  current: StepId
  /** Steps the visitor may jump back to. */
  reachable: (step: StepId) => boolean
  onGo: (step: StepId) => void
}) {
  const t = useTranslations('bookingForm')
  const locale = useLocale() as Locale
  const currentIndex = steps.indexOf(current)
  return (
    <div className="booking-progress">
      <ol aria-label={t('progress.label')}>
        {steps.map((step, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'todo'
          const content = (
            <>
              <span className="progress-mark" aria-hidden="true">
                {state === 'done' ? (
                  <BookingIcon name="check" size={16} />
                ) : (
                  formatNumber(index + 1, locale)
                )}
              </span>
              <span className="progress-name">
                {t(`steps.${step}`)}
                {state === 'done' ? (
                  <span className="visually-hidden"> ({t('progress.done')})</span>
                ) : null}
              </span>
            </>
          )
          return (
            <li
              key={step}
              className={`progress-step is-${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {state === 'done' && reachable(step) ? (
                <button type="button" className="progress-button" onClick={() => onGo(step)}>
                  {content}
                </button>
              ) : (
                <span className="progress-button">{content}</span>
              )}
            </li>
          )
        })}
      </ol>
    </div>
  )
}
