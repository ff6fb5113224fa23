import type { Locale } from '@/i18n/locales'

/** What the screens and the API show of a customer: never the password hash, codes or sessions. */
export type PublicCustomer = {
  id: number
  name: string
  login: string
  email: string
  mobile: string
  verified: boolean
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
  preferredLanguage: Locale
  accountType: 'individual' | 'business'
}

export function toPublicCustomer(customer: CustomerFields): PublicCustomer {
  return {
    id: customer.id,
    name: customer.name,
    login: customer.email,
    email: customer.email,
    mobile: customer.mobile,
    verified: Boolean(customer.verified),
    lang: customer.preferredLanguage,
    accountType: customer.accountType,
  }
}
