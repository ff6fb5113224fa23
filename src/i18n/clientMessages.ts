import type en from '../../messages/en.json'

/**
 * The message namespaces client components read (`useTranslations` in 'use client' modules and
 * the booking form's validation messages, `booking.errors.*`). The layout hands only these to
 * the browser: the rest (emails, SMS, voucher, calendar, SEO texts, server-rendered pages) stays
 * on the server, which keeps every page's HTML smaller. A test checks the list against the code.
 */
export const CLIENT_NAMESPACES = [
  'nav',
  'slider',
  'errors',
  'contact',
  'account',
  'booking',
  'bookingForm',
] as const satisfies readonly (keyof typeof en)[]
