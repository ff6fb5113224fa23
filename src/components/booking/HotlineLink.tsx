'use client'

import { useTranslations } from 'next-intl'

import { telHref } from '@/components/layout/telephone'

import { BookingIcon } from './icons'

/** "Call +20 10 0555 0123" as a `tel:` link: the way out of every dead end of the booking. */
export function HotlineLink({ hotline, primary = false }: { hotline: string; primary?: boolean }) {
  const t = useTranslations('bookingForm')
  return (
    <a className={`button${primary ? ' button-primary' : ''}`} href={telHref(hotline)}>
      <BookingIcon name="phone" size={18} />
      <span>
        {t('call')} <bdi dir="ltr">{hotline}</bdi>
      </span>
    </a>
  )
}
