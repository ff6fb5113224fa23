'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { Link, useRouter } from '@/i18n/navigation'

import { Field, FormMessage } from './Field'
import { useAccountApi } from './useAccountApi'

export function LoginForm({ next }: { next: string | null }) {
  const t = useTranslations('account')
  const router = useRouter()
  const { send, pending } = useAccountApi()
  const [error, setError] = useState<string | null>(null)

  return (
    <form
      id="login-form"
      className="form-card"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault()
        const form = new FormData(event.currentTarget)
        const answer = await send<{ msg: string }>('/api/user/signin', {
          login: String(form.get('login') ?? ''),
          password: String(form.get('password') ?? ''),
        })
        if (!answer.ok) return setError(answer.message)
        setError(null)
        router.replace(answer.data.msg === 'not-verified' ? '/verify' : (next ?? '/'))
        router.refresh()
      }}
    >
      <h1>{t('login.title')}</h1>
      <p className="form-lead">{t('login.text')}</p>
      <Field id="login" name="login" label={t('fields.login')} autoComplete="username" required />
      <Field
        id="password"
        name="password"
        type="password"
        label={t('fields.password')}
        autoComplete="current-password"
        required
      />
      <FormMessage error={error} />
      <button className="button button-primary button-block" type="submit" disabled={pending}>
        {t('login.submit')}
      </button>
      <p className="form-links">
        <Link href="/reset-password">{t('login.forgot')}</Link>
      </p>
      <p className="form-links">
        {t('login.noAccount')} <Link href="/signup">{t('login.signupLink')}</Link>
      </p>
    </form>
  )
}
