'use client'

import { useLocale } from 'next-intl'

import type { Locale } from '@/i18n/locales'
import { formatNumber } from '@/i18n/numerals'

import { type BookingIconName, BookingIcon } from './icons'
import { describedBy, FieldError } from './FieldError'

type Props = {
  id: string
  label: string
  icon: BookingIconName
  value: number
  min: number
  max: number
  onChange: (value: number) => void
  /** Accessible names of the two buttons ("Remove a passenger", "Add a passenger"). */
  decreaseLabel: string
  increaseLabel: string
  error?: string | null
  /** The id of a note about this count shown elsewhere (the limit's explanation), when shown. */
  noteId?: string | null
}

/**
 * A count with big minus and plus buttons. The value is an `<output>` read out politely when it
 * changes. At a limit its button says it is unavailable (`aria-disabled`) but keeps the focus,
 * which a `disabled` button would drop.
 */
export function CountStepper({
  id,
  label,
  icon,
  value,
  min,
  max,
  onChange,
  decreaseLabel,
  increaseLabel,
  error,
  noteId,
}: Props) {
  const description = [describedBy(id, { error }), noteId].filter(Boolean).join(' ') || undefined
  const locale = useLocale() as Locale
  return (
    <div className="field count-field">
      <span id={`${id}-label`} className="field-label">
        <BookingIcon name={icon} size={18} />
        {label}
      </span>
      <div
        className="count-stepper"
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={description}
      >
        <button
          type="button"
          id={`${id}-decrease`}
          className="count-button"
          aria-label={decreaseLabel}
          aria-controls={id}
          aria-disabled={value <= min}
          onClick={() => value > min && onChange(value - 1)}
        >
          <BookingIcon name="minus" size={20} />
        </button>
        <output id={id} className="count-value" aria-live="polite" aria-labelledby={`${id}-label`}>
          {formatNumber(value, locale)}
        </output>
        <button
          type="button"
          id={`${id}-increase`}
          className="count-button"
          aria-label={increaseLabel}
          aria-controls={id}
          aria-disabled={value >= max}
          onClick={() => value < max && onChange(value + 1)}
        >
          <BookingIcon name="plus" size={20} />
        </button>
      </div>
      <FieldError fieldId={id} message={error} />
    </div>
  )
}
