'use client'

import { useLocale, useTranslations } from 'next-intl'

import { bookingPromises, type Policy, policyTextValues } from '@/booking/policy'
import type { Locale } from '@/i18n/locales'
import { isolateLtr } from '@/i18n/textDirection'

import { BookingIcon } from './icons'

/**
 * What a visitor weighs before choosing a car and before paying, said where the price is: free
 * cancellation, free waiting, licensed drivers, the ways to pay. The figures are the settings'
 * policy (decision 0180), the same in both languages and on the terms page. Free cancellation is
 * promised only while this trip still allows it: a pickup inside the policy's hours is told,
 * before paying, that it cannot be cancelled online and how to reach us (`bookingPromises`).
 */
export function Assurances({
  compact = false,
  policy,
  firstPickup,
  hotline,
}: {
  compact?: boolean
  policy: Policy
  /** The trip's first pickup, once chosen (null: the general promise). */
  firstPickup: Date | null
  hotline: string
}) {
  const t = useTranslations('bookingForm.assurances')
  const locale = useLocale() as Locale
  const values = policyTextValues(policy, locale)
  const closed =
    firstPickup !== null &&
    bookingPromises({ firstPickup }, new Date(), policy).cancellation.kind === 'not-online'
  return (
    <ul
      className={compact ? 'booking-assurances is-compact' : 'booking-assurances'}
      aria-label={t('label')}
    >
      <li data-testid={closed ? 'assurance-cancellation-closed' : 'assurance-cancellation'}>
        <BookingIcon name="calendar" size={18} />
        <span>
          {closed
            ? t('cancellationClosed', { ...values, phone: isolateLtr(hotline) })
            : t('cancellation', values)}
        </span>
      </li>
      <li data-testid="assurance-waiting">
        <BookingIcon name="clock" size={18} />
        <span>{t('waiting', values)}</span>
      </li>
      <li>
        <BookingIcon name="shield" size={18} />
        <span>{t('drivers')}</span>
      </li>
      <li>
        <BookingIcon name="card" size={18} />
        <span>{t('payment')}</span>
      </li>
    </ul>
  )
}
