'use client'

import { useLocale, useTranslations } from 'next-intl'

import type { PhoneCountry } from '@/accounts/phoneCountries'
import { Link, useRouter } from '@/i18n/navigation'
import { useHydrated } from '@/components/useHydrated'

import { Field, FormMessage } from './Field'
import { PhoneField } from './PhoneField'
import { type AccountUser, type HeadingLevel, headingTag, useAccountApi } from './useAccountApi'
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
   * Embedded in another screen (the booking): called after the account is made (and logged
   * in, unverified) instead of going to /verify, so that screen keeps what was entered.
   */
  onSuccess?: (answer: { user: AccountUser; code: SentCode | null }) => void
  /** Embedded: "Log in" switches to the login form in place. */
  onLogin?: () => void
  headingLevel?: HeadingLevel
}

export function SignupForm({ countries, onSuccess, onLogin, headingLevel }: Props) {
  const Heading = headingTag(headingLevel)
  const t = useTranslations('account')
  const locale = useLocale()
  const router = useRouter()
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
        if (onSuccess) return onSuccess(answer.data)
        router.replace('/verify')
        router.refresh()
      }}
    >
      <Heading>{t('signup.title')}</Heading>
      <p className="form-lead">{t('signup.text')}</p>
      <Field
        id="name"
        name="name"
        label={t('fields.name')}
        autoComplete="name"
        required
        error={errors.fields.name}
      />
      <Field
        id="email"
        name="email"
        type="email"
        label={t('fields.email')}
        autoComplete="email"
        required
        error={errors.fields.email}
      />
      <PhoneField
        id="mobile"
        countries={countries}
        defaultCountry="EG"
        error={errors.fields.mobile}
      />
      <Field
        id="password"
        name="password"
        type="password"
        label={t('fields.password')}
        autoComplete="new-password"
        hint={t('fields.passwordHint')}
        required
        minLength={6}
        error={errors.fields.password}
      />
      <fieldset className="choice">
        <legend>{t('fields.channel')}</legend>
        <label>
          <input type="radio" name="channel" value="sms" defaultChecked /> {t('fields.sms')}
        </label>
        <label>
          <input type="radio" name="channel" value="email" /> {t('fields.byEmail')}
        </label>
      </fieldset>
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
