import type { Locale } from '@/i18n/locales'

export const BUSINESS_TIME_ZONE = 'Africa/Cairo'

/** Integer piasters as an EGP amount in the reader's language. */
export function formatMoney(piasters: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'ar' ? 'ar-EG' : 'en-EG', {
    style: 'currency',
    currency: 'EGP',
    maximumFractionDigits: piasters % 100 === 0 ? 0 : 2,
  }).format(piasters / 100)
}

/** A moment as Cairo wall-clock date and time in the reader's language. */
export function formatCairoDateTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'ar' ? 'ar-EG' : 'en-GB', {
    timeZone: BUSINESS_TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso))
}
