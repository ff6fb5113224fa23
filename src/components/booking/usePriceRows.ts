'use client'

import { useLocale, useTranslations } from 'next-intl'

import { type PriceLine, type PriceRow, priceRows } from '@/booking/priceBreakdown'
import type { Locale } from '@/i18n/locales'

/** The breakdown's lines as rows in the reader's language, in the browser. */
export function usePriceRows(lines: readonly PriceLine[] | null): PriceRow[] | null {
  const t = useTranslations('priceBreakdown')
  const locale = useLocale() as Locale
  if (!lines) return null
  return priceRows(lines, locale, (_, key, values) =>
    t(key.replace(/^priceBreakdown\./, '') as Parameters<typeof t>[0], values),
  )
}
