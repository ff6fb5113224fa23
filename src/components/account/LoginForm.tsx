'use client'

import { useTranslations } from 'next-intl'

import { Link } from '@/i18n/navigation'
import { useHydrated } from '@/components/useHydrated'

import { FormMessage } from './Field'
import type { HeadingLevel } from './heading'
import { LoginFields } from './LoginFields'
import { type AccountUser, useAccountApi } from './useAccountApi'
import { useFormErrors } from './useFormErrors'

/** The API's fields of the form and their inputs, in screen order. */
const LOGIN_FIELDS = { login: 'login', password: 'password' } as const

type Props = {
  /**
   * Called after a successful login, so the screen around it keeps what the visitor entered
   * (the booking's account step); `LoginPageForm` goes to the next page instead.
   */
  onSuccess: (answer: { user: AccountUser; msg: string }) => void
  /** "Create an account" switches to the sign-up form in place; without it, a link to /signup. */
  onSignup?: () => void
  headingLevel?: HeadingLevel
}

/**
 * The login form, sent as JSON to `POST /api/user/signin` (`useAccountApi`). Its button is
 * enabled once hydrated: a submit before that sends nothing (the form's `method="post"` keeps a
 * password out of any URL) and the browser keeps what was typed.
 */
export function LoginForm({ onSuccess, onSignup, headingLevel }: Props) {
  const t = useTranslations('account')
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
        onSuccess(answer.data)
      }}
    >
      <LoginFields headingLevel={headingLevel} errors={errors.fields} />
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
