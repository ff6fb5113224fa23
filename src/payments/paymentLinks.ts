import { randomBytes } from 'node:crypto'

/** A payment link's states; only `active` can be paid. */
export const PAYMENT_LINK_STATUSES = ['active', 'paid', 'expired', 'cancelled'] as const
export type PaymentLinkStatus = (typeof PAYMENT_LINK_STATUSES)[number]

/** 24 random bytes, URL-safe: unguessable, and short enough for an SMS. */
export const newPaymentLinkToken = () => randomBytes(24).toString('base64url')

export const isPaymentLinkToken = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{32}$/.test(value)

/** The state a link is in now: an active link past its expiry is expired, whatever is stored. */
export function paymentLinkState(
  link: { status: PaymentLinkStatus; expiresAt?: string | null },
  now: Date,
): PaymentLinkStatus {
  if (link.status !== 'active') return link.status
  // A link without a date (never written so: the collection fills it in) is taken as expired.
  const expiresAt = link.expiresAt ? new Date(link.expiresAt).getTime() : Number.NaN
  return expiresAt > now.getTime() ? 'active' : 'expired'
}

/** Staff may cancel an active link; nothing else is theirs to change (paid comes from the gateway). */
export function staffMayChangeLinkStatus(from: PaymentLinkStatus, to: PaymentLinkStatus): boolean {
  return from === to || (from === 'active' && to === 'cancelled')
}

/**
 * The address a customer pays a link at, in their language: `/pay?link=<token>` on the site
 * (English is unprefixed), `/ar/pay?link=<token>` for an Arabic-speaking customer.
 */
export function paymentLinkUrl(
  siteUrl: string,
  token: string,
  language: string | null | undefined,
): string {
  const base = siteUrl.replace(/\/+$/, '')
  return `${base}${language === 'ar' ? '/ar' : ''}/pay?link=${encodeURIComponent(token)}`
}
