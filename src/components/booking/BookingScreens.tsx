'use client'

import { type AbstractIntlMessages, NextIntlClientProvider } from 'next-intl'

import { CAIRO_TIME_ZONE, knowCairoOffsets } from '@/booking/cairoTime'
import type { Locale } from '@/i18n/locales'
import { messageFormats } from '@/i18n/numerals'

import BookingWidget, { type BookingWidgetProps } from './BookingWidget'

/** The booking screens with their texts: what `BookingLoader` renders once they are loaded. */
export default function BookingScreens({
  locale,
  messages,
  cairoOffsets,
  ...props
}: BookingWidgetProps & { locale: Locale; messages: AbstractIntlMessages }) {
  // Cairo's clock as the server reads it, before the screens ask it the pickup limits.
  knowCairoOffsets(cairoOffsets)
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={messages}
      formats={messageFormats(locale)}
      timeZone={CAIRO_TIME_ZONE}
    >
      <BookingWidget {...props} />
    </NextIntlClientProvider>
  )
}
