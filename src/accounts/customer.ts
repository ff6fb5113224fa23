import type { Locale } from '@/i18n/locales'
import { isReleasedContact } from '@/lib/releasedContact'

/** What the screens and the API show of a customer: never the password hash, codes or sessions. */
export type PublicCustomer = {
  id: number
  name: string
  login: string
  email: string
  mobile: string
  verified: boolean
  /** The mobile number is proven by an SMS code (cash bookings need it). */
  phoneVerified: boolean
  lang: Locale
  accountType: 'individual' | 'business'
}

/** The stored customer's fields the public shape is made of (the core does not import Payload's types). */
export type CustomerFields = {
  id: number
  name: string
  email: string
  mobile: string
  verified?: boolean | null
  phoneVerified?: boolean | null
  emailVerified?: boolean | null
  preferredLanguage: Locale
  accountType: 'individual' | 'business'
}

export function toPublicCustomer(customer: CustomerFields): PublicCustomer {
  const email = isReleasedContact(customer.email) ? '' : customer.email
  const mobile = isReleasedContact(customer.mobile) ? '' : customer.mobile
  return {
    id: customer.id,
    name: customer.name,
    login: email || mobile,
    email,
    mobile,
    verified: Boolean(customer.verified),
    phoneVerified: Boolean(customer.phoneVerified),
    lang: customer.preferredLanguage,
    accountType: customer.accountType,
  }
}

/**
 * The `context` flag of a customer update whose new mobile an SMS code just proved (the contact
 * change): without it, a new mobile is stored unproven (`phoneProofFollowsMobile`).
 */
export const MOBILE_PROVEN = 'mobileProven'

/** The `context` flag of a customer update whose new email a code just proved. */
export const EMAIL_PROVEN = 'emailProven'
