'use client'

import { useLocale, useTranslations } from 'next-intl'

import type { PhoneCountry } from '@/accounts/phoneCountries'
import { useHydrated } from '@/components/useHydrated'
import { Link } from '@/i18n/navigation'

import { FormMessage } from './Field'
import type { HeadingLevel } from './heading'
import { SignupFields } from './SignupFields'
import { type AccountUser, useAccountApi } from './useAccountApi'
import { useFormErrors } from './useFormErrors'

/** The verification code sent at sign-up (null when sending failed; the customer asks again). */
export type SentCode = { channel: string; destination: string; resendAfter: number }

/** The API's fields of the form and their inputs, in screen order. */
const SIGNUP_FIELDS = {
  name: 'name',
  email: 'email',
  mobile: 'mobile',
  password: 'password',
} as const

type Props = {
  countries: PhoneCountry[]
  /**
   * Called after the account is made (and logged in, unverified), so the screen around it keeps
   * what was entered.
   */
  onSuccess: (answer: { user: AccountUser; code: SentCode | null }) => void
  /** "Log in" switches to the login form in place; without it, a link to /login. */
  onLogin?: () => void
  headingLevel?: HeadingLevel
}

/**
 * The sign-up form, sent as JSON to `POST /api/user/signup` (`useAccountApi`), on its page
 * (`SignupPageForm`) and in the booking's account step. Its button is enabled once hydrated.
 */
export function SignupForm({ countries, onSuccess, onLogin, headingLevel }: Props) {
  const t = useTranslations('account')
  const locale = useLocale()
  const { send, pending } = useAccountApi()
  const hydrated = useHydrated()
  const { errors, refuse, clear, onFieldChange } = useFormErrors(SIGNUP_FIELDS)

  return (
    <form
      method="post"
      id="signup-form"
      className="form-card"
      noValidate
      onChange={onFieldChange}
      onSubmit={async (event) => {
        event.preventDefault()
        const form = new FormData(event.currentTarget)
        const answer = await send<{ user: AccountUser; code: SentCode | null }>(
          '/api/user/signup',
          {
            name: String(form.get('name') ?? ''),
            email: String(form.get('email') ?? ''),
            // Read from the fields: what was typed before hydration counts too.
            mobile: String(form.get('mobile') ?? ''),
            country: String(form.get('country') ?? 'EG'),
            password: String(form.get('password') ?? ''),
            channel: String(form.get('channel') ?? 'sms'),
            lang: locale,
          },
        )
        if (!answer.ok) return refuse(answer.message, answer.issues)
        clear()
        onSuccess(answer.data)
      }}
    >
      <SignupFields headingLevel={headingLevel} countries={countries} errors={errors.fields} />
      <FormMessage error={errors.form} />
      <button
        className="button button-primary button-block"
        type="submit"
        disabled={!hydrated || pending}
      >
        {t('signup.submit')}
      </button>
      <p className="form-links">
        {t('signup.haveAccount')}{' '}
        {onLogin ? (
          <button type="button" className="link-button" onClick={onLogin}>
            {t('signup.loginLink')}
          </button>
        ) : (
          <Link href="/login">{t('signup.loginLink')}</Link>
        )}
      </p>
    </form>
  )
}
