import type en from '../../messages/en.json'

type Namespace = keyof typeof en

/**
 * The message namespaces client components read (`useTranslations` in 'use client' modules and
 * the booking form's validation messages, `booking.errors.*`), by where they are read. Every page
 * gives the browser only its scopes' messages: the layout's everywhere (the navbar, the slider,
 * the error screens), the booking screens' only where they are offered, the account forms' only on
 * their pages.
 * The rest (emails, SMS, voucher, calendar, SEO texts, server-rendered pages) stays on the server.
 * A test checks the scopes against the code.
 */
export const CLIENT_SCOPES = {
  layout: ['nav', 'slider', 'errors'],
  contact: ['contact'],
  account: ['account'],
  booking: ['booking', 'bookingForm', 'account', 'nav', 'promo', 'priceBreakdown'],
  // The booking's own date and time picker in the customer's change form (decision 0155).
  manage: ['bookingForm'],
} as const satisfies Record<string, readonly Namespace[]>

export type ClientScope = keyof typeof CLIENT_SCOPES

/** Every namespace some client component reads. */
export const CLIENT_NAMESPACES: readonly Namespace[] = [
  ...new Set(Object.values(CLIENT_SCOPES).flat()),
]

/** The messages of the given namespaces only. */
export function pickMessages(
  messages: Record<string, unknown>,
  namespaces: readonly Namespace[],
): Record<string, unknown> {
  return Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]]))
}
