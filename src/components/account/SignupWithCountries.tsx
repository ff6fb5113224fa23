'use client'

import { useLocale } from 'next-intl'
import type { ComponentProps } from 'react'

import type { Locale } from '@/i18n/locales'

import { SignupForm } from './SignupForm'
import { usePhoneCountries } from './usePhoneCountries'

/**
 * The sign-up form with its country picker asked for when it opens, not carried in the page
 * (some 250 countries in the reader's language): Egypt alone until they arrive.
 */
export function SignupWithCountries(props: Omit<ComponentProps<typeof SignupForm>, 'countries'>) {
  const countries = usePhoneCountries(useLocale() as Locale)
  return <SignupForm countries={countries} {...props} />
}
