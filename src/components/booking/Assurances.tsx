'use client'

import { useTranslations } from 'next-intl'

import { BookingIcon, type BookingIconName } from './icons'

const POINTS = [
  ['cancellation', 'calendar'],
  ['waiting', 'clock'],
  ['drivers', 'shield'],
  ['payment', 'card'],
] as const satisfies readonly (readonly [string, BookingIconName])[]

/**
 * What a visitor weighs before choosing a car and before paying, said where the price is: free
 * cancellation, free waiting, licensed drivers, the ways to pay. Each language says its own
 * terms (the Arabic terms give other free minutes than the English ones; docs/decisions.md).
 */
export function Assurances({ compact = false }: { compact?: boolean }) {
  const t = useTranslations('bookingForm.assurances')
  return (
    <ul
      className={compact ? 'booking-assurances is-compact' : 'booking-assurances'}
      aria-label={t('label')}
    >
      {POINTS.map(([key, icon]) => (
        <li key={key}>
          <BookingIcon name={icon} size={18} />
          <span>{t(key)}</span>
        </li>
      ))}
    </ul>
  )
}
