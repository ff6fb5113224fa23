'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { useRouter } from '@/i18n/navigation'
import { useHydrated } from '@/components/useHydrated'
import { isolateLtr } from '@/i18n/textDirection'

import { Field, FormMessage } from './Field'
import { useAccountApi } from './useAccountApi'
import { useCountdown } from './useCountdown'
import { useFormErrors } from './useFormErrors'

/** The API's fields of the two steps and their inputs, in screen order. */
const REQUEST_FIELDS = { login: 'login' } as const
const RESET_FIELDS = { code: 'code', password: 'password' } as const

/** Two steps: ask for a code by email or phone, then the code and a new password. */
export function ResetForm() {
  const t = useTranslations('account')
  const router = useRouter()
  const { send, pending } = useAccountApi()
  const hydrated = useHydrated()
  const { left, restart } = useCountdown(0)
  const [login, setLogin] = useState('')
  const [sentTo, setSentTo] = useState<string | null>(null)
  const requestErrors = useFormErrors(REQUEST_FIELDS)
  const resetErrors = useFormErrors(RESET_FIELDS)

  /** Asks for a code for `to` (the login typed in the first step). */
  const requestCode = async (to: string) => {
    const answer = await send<{ destination: string; resendAfter: number }>(
      '/api/user/password/forgot',
      { login: to },
    )
    // Asked again from the second step, a refusal shows there.
    const errors = sentTo ? resetErrors : requestErrors
    if (!answer.ok) {
      if (answer.wait) restart(answer.wait)
      return errors.refuse(answer.message, answer.issues)
    }
    errors.clear()
    setSentTo(answer.data.destination)
    restart(answer.data.resendAfter)
  }

  if (!sentTo) {
    return (
      <form
        method="post"
        id="reset-form"
        className="form-card"
        noValidate
        onChange={requestErrors.onFieldChange}
        onSubmit={(event) => {
          event.preventDefault()
          // Read from the field: what was typed before hydration counts too.
          const typed = String(new FormData(event.currentTarget).get('login') ?? '')
          setLogin(typed)
          void requestCode(typed)
        }}
      >
        <h1>{t('reset.title')}</h1>
        <p className="form-lead">{t('reset.text')}</p>
        <Field
          id="login"
          name="login"
          label={t('fields.login')}
          autoComplete="username"
          defaultValue={login}
          required
          error={requestErrors.errors.fields.login}
        />
        <FormMessage error={requestErrors.errors.form} />
        <button
          className="button button-primary button-block"
          type="submit"
          disabled={!hydrated || pending || left > 0}
        >
          {left > 0 ? t('verify.resendIn', { seconds: left }) : t('reset.send')}
        </button>
      </form>
    )
  }

  return (
    <form
      method="post"
      id="reset-form"
      className="form-card"
      noValidate
      onChange={resetErrors.onFieldChange}
      onSubmit={async (event) => {
        event.preventDefault()
        const form = new FormData(event.currentTarget)
        const answer = await send('/api/user/password/reset', {
          login,
          code: String(form.get('code') ?? ''),
          password: String(form.get('password') ?? ''),
        })
        if (!answer.ok) return resetErrors.refuse(answer.message, answer.issues)
        router.replace('/settings')
        router.refresh()
      }}
    >
      <h1>{t('reset.title')}</h1>
      <p className="form-lead">{t('reset.codeText', { destination: isolateLtr(sentTo) })}</p>
      <Field
        id="code"
        name="code"
        label={t('fields.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        dir="ltr"
        className="code-input"
        error={resetErrors.errors.fields.code}
      />
      <Field
        id="password"
        name="password"
        type="password"
        label={t('fields.newPassword')}
        autoComplete="new-password"
        hint={t('fields.passwordHint')}
        required
        error={resetErrors.errors.fields.password}
      />
      <FormMessage error={resetErrors.errors.form} />
      <button
        className="button button-primary button-block"
        type="submit"
        disabled={!hydrated || pending}
      >
        {t('reset.submit')}
      </button>
      <p className="form-links">
        {left > 0 ? (
          <span className="field-hint">{t('verify.resendIn', { seconds: left })}</span>
        ) : (
          <button type="button" className="link-button" onClick={() => void requestCode(login)}>
            {t('verify.resend')}
          </button>
        )}
      </p>
      <p className="form-links">
        <button
          type="button"
          className="link-button"
          onClick={() => {
            resetErrors.clear()
            setSentTo(null)
          }}
        >
          {t('reset.startOver')}
        </button>
      </p>
    </form>
  )
}
