'use client'

import { useTranslations } from 'next-intl'

import { Link, useRouter } from '@/i18n/navigation'
import { safeNext } from '@/lib/safeNext'
import { useHydrated } from '@/components/useHydrated'

import { Field, FormMessage } from './Field'
import { type AccountUser, type HeadingLevel, headingTag, useAccountApi } from './useAccountApi'
import { useFormErrors } from './useFormErrors'

/** The API's fields of the form and their inputs, in screen order. */
const LOGIN_FIELDS = { login: 'login', password: 'password' } as const

type Props = {
  next: string | null
  /**
   * Embedded in another screen (the booking): called after a successful login instead of
   * navigating, so that screen keeps what the visitor entered.
   */
  onSuccess?: (answer: { user: AccountUser; msg: string }) => void
  /** Embedded: "Create an account" switches to the sign-up form in place. */
  onSignup?: () => void
  headingLevel?: HeadingLevel
}

export function LoginForm({ next, onSuccess, onSignup, headingLevel }: Props) {
  const Heading = headingTag(headingLevel)
  const t = useTranslations('account')
  const router = useRouter()
  const { send, pending } = useAccountApi()
  const hydrated = useHydrated()
  const { errors, refuse, clear, onFieldChange } = useFormErrors(LOGIN_FIELDS)

  return (
    <form
      method="post"
      id="login-form"
      className="form-card"
      noValidate
      onChange={onFieldChange}
      onSubmit={async (event) => {
        event.preventDefault()
        const form = new FormData(event.currentTarget)
        const answer = await send<{ user: AccountUser; msg: string }>('/api/user/signin', {
          login: String(form.get('login') ?? ''),
          password: String(form.get('password') ?? ''),
        })
        if (!answer.ok) return refuse(answer.message, answer.issues)
        clear()
        if (onSuccess) return onSuccess(answer.data)
        router.replace(
          answer.data.msg === 'not-verified'
            ? '/verify'
            : (safeNext(next, window.location.origin) ?? '/'),
        )
        router.refresh()
      }}
    >
      <Heading>{t('login.title')}</Heading>
      <p className="form-lead">{t('login.text')}</p>
      <Field
        id="login"
        name="login"
        label={t('fields.login')}
        autoComplete="username"
        required
        error={errors.fields.login}
      />
      <Field
        id="password"
        name="password"
        type="password"
        label={t('fields.password')}
        autoComplete="current-password"
        required
        error={errors.fields.password}
      />
      <FormMessage error={errors.form} />
      <button
        className="button button-primary button-block"
        type="submit"
        disabled={!hydrated || pending}
      >
        {t('login.submit')}
      </button>
      <p className="form-links">
        <Link href="/reset-password">{t('login.forgot')}</Link>
      </p>
      <p className="form-links">
        {t('login.noAccount')}{' '}
        {onSignup ? (
          <button type="button" className="link-button" onClick={onSignup}>
            {t('login.signupLink')}
          </button>
        ) : (
          <Link href="/signup">{t('login.signupLink')}</Link>
        )}
      </p>
    </form>
  )
}
