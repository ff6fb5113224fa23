'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { useRouter } from '@/i18n/navigation'
import { useHydrated } from '@/components/useHydrated'

import { Field, FormMessage } from './Field'
import { useAccountApi } from './useAccountApi'
import { useCountdown } from './useCountdown'

/** Two steps: ask for a code by email or phone, then the code and a new password. */
export function ResetForm() {
  const t = useTranslations('account')
  const router = useRouter()
  const { send, pending } = useAccountApi()
  const hydrated = useHydrated()
  const { left, restart } = useCountdown(0)
  const [login, setLogin] = useState('')
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  const requestCode = async () => {
    const answer = await send<{ destination: string; resendAfter: number }>(
      '/api/user/password/forgot',
      { login },
    )
    if (!answer.ok) {
      if (answer.wait) restart(answer.wait)
      return setError(answer.message)
    }
    setError(null)
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
        onSubmit={(event) => {
          event.preventDefault()
          void requestCode()
        }}
      >
        <h1>{t('reset.title')}</h1>
        <p className="form-lead">{t('reset.text')}</p>
        <Field
          id="login"
          name="login"
          label={t('fields.login')}
          autoComplete="username"
          value={login}
          onChange={(event) => setLogin(event.target.value)}
          required
        />
        <FormMessage error={error} />
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
      onSubmit={async (event) => {
        event.preventDefault()
        const form = new FormData(event.currentTarget)
        const answer = await send('/api/user/password/reset', {
          login,
          code: String(form.get('code') ?? ''),
          password: String(form.get('password') ?? ''),
        })
        if (!answer.ok) return setError(answer.message)
        router.replace('/settings')
        router.refresh()
      }}
    >
      <h1>{t('reset.title')}</h1>
      <p className="form-lead">{t('reset.codeText', { destination: sentTo })}</p>
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
      />
      <Field
        id="password"
        name="password"
        type="password"
        label={t('fields.newPassword')}
        autoComplete="new-password"
        hint={t('fields.passwordHint')}
        required
      />
      <FormMessage error={error} />
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
          <button type="button" className="link-button" onClick={() => void requestCode()}>
            {t('verify.resend')}
          </button>
        )}
      </p>
      <p className="form-links">
        <button type="button" className="link-button" onClick={() => setSentTo(null)}>
          {t('reset.startOver')}
        </button>
      </p>
    </form>
  )
}
