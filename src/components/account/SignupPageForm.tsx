'use client'

import { useLocale } from 'next-intl'

import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

import { SignupWithCountries } from './SignupWithCountries'

/** The sign-up page's form: the new account, logged in, goes on to its verification. */
export function SignupPageForm() {
  const locale = useLocale() as Locale
  return (
    <SignupWithCountries
      onSuccess={() => window.location.assign(getPathname({ locale, href: '/verify' }))}
    />
  )
}
