'use client'

import { useLocale } from 'next-intl'

import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

import { LoginForm } from './LoginForm'

/**
 * The login page's form: success loads `next` (a path of this site, already checked by the
 * page), or the verification when the account is not verified yet, as a full page load so every
 * part of the page shows the customer.
 */
export function LoginPageForm({ next }: { next: string | null }) {
  const locale = useLocale() as Locale
  return (
    <LoginForm
      onSuccess={({ msg }) =>
        window.location.assign(
          getPathname({ locale, href: msg === 'not-verified' ? '/verify' : (next ?? '/') }),
        )
      }
    />
  )
}
