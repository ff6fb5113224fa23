'use client'

import { useLocale, useTranslations } from 'next-intl'

import { formatCairoWallTime } from '@/booking/cairoTime'
import type { Locale } from '@/i18n/locales'

import { describedBy, FieldError } from './FieldError'
import { BookingIcon } from './icons'
import { clockLabel, timesOn } from './pickupTimes'

type Props = {
  id: string
  legend: string
  day: string
  time: string
  onChange: (change: { day?: string; time?: string }) => void
  /** The first day that can be chosen, and the first time on it. */
  earliest: { day: string; time: string } | null
  /** Times on the earliest day must be after `earliest.time` (the return), not at it. */
  strictlyAfter?: boolean
  lastDay: string
  hint?: string
  error?: string | null
}

/**
 * A Cairo date and time: the browser's date picker and a select of quarter hours. Days and
 * times before the lead time cannot be chosen; the chosen day is repeated in words, in the
 * reader's language, so "03/04" is never misread.
 */
export function DateTimeField({
  id,
  legend,
  day,
  time,
  onChange,
  earliest,
  strictlyAfter = false,
  lastDay,
  hint,
  error,
}: Props) {
  const t = useTranslations('bookingForm.trip')
  const locale = useLocale() as Locale
  const times = timesOn(day, earliest, { after: strictlyAfter })
  const dayInWords = day ? formatCairoWallTime(`${day}T12:00`, locale, 'date') : null
  const description = describedBy(id, { hint: Boolean(hint), error })
  return (
    <fieldset className="field datetime-field">
      <legend className="field-label">
        <BookingIcon name="calendar" size={18} />
        {legend}
      </legend>
      <div className="datetime-inputs">
        <div className="datetime-part">
          <label htmlFor={`${id}-day`} className="datetime-label">
            {t('day')}
          </label>
          <input
            id={`${id}-day`}
            type="date"
            value={day}
            min={earliest?.day}
            max={lastDay}
            aria-invalid={error ? true : undefined}
            aria-describedby={description}
            onChange={(event) => onChange({ day: event.target.value })}
          />
        </div>
        <div className="datetime-part">
          <label htmlFor={`${id}-time`} className="datetime-label">
            {t('time')}
          </label>
          <select
            id={`${id}-time`}
            value={time}
            aria-invalid={error ? true : undefined}
            aria-describedby={description}
            onChange={(event) => onChange({ time: event.target.value })}
          >
            <option value="">{t('chooseTime')}</option>
            {times.map((option) => (
              <option key={option.time} value={option.time} disabled={option.disabled}>
                {clockLabel(option.time, locale)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {dayInWords || hint ? (
        <p id={hint ? `${id}-hint` : undefined} className="field-hint">
          {dayInWords ? <span className="datetime-words">{dayInWords}</span> : null}
          {dayInWords && hint ? ' · ' : null}
          {hint}
        </p>
      ) : null}
      <FieldError fieldId={id} message={error} />
    </fieldset>
  )
}
