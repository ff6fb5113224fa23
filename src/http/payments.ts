import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/locales'
import { readServerEnv } from '@/lib/env'
import type { AppliedEvent } from '@/payments/operations/applyPaymentEvent'
import { PROMO_USED_WITH_PAYMENT } from '@/payments/payment'
import type { PaymentContext } from '@/payments/operations/openPayment'
import { paymentGateway } from '@/payments/operations/paymentGateway'

/** What the payment routes hand the payment operations: the gateway, the site, the language. */
export const paymentContext = (locale: Locale, now = new Date()): PaymentContext => ({
  gateway: paymentGateway(),
  siteUrl: readServerEnv().SITE_URL.replace(/\/+$/, ''),
  locale,
  now,
})

/**
 * Where the customer's browser goes after the gateway: the success screen, or the failure screen
 * with the decline's code (or `payment-duplicate` / `payment-closed` / `promo-used-with-payment`
 * for money that paid nothing and is refunded), for the reservation or the link, in the customer's
 * language.
 */
export function afterPaymentPath(applied: AppliedEvent | null, locale: Locale): string {
  const query = new URLSearchParams()
  if (applied?.reservationNumber) query.set('reservation', applied.reservationNumber)
  if (applied?.linkToken) query.set('link', applied.linkToken)
  // Paid, or still being confirmed: the success screen reads the state from the server.
  const success = applied?.result === 'paid' || applied?.result === 'pending'
  if (applied?.result === 'duplicate') query.set('code', 'payment-duplicate')
  else if (applied?.result === 'closed') query.set('code', 'payment-closed')
  else if (applied?.result === 'promo-repeat') query.set('code', PROMO_USED_WITH_PAYMENT)
  else if (!success && applied?.declineCode) query.set('code', applied.declineCode)
  const path = success ? '/success' : '/fail-pay'
  const search = query.toString()
  return `${localizedPath(locale, path)}${search ? `?${search}` : ''}`
}
