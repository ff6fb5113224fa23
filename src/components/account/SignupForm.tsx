'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import type { PhoneCountry } from '@/account/countries'
import { Link, useRouter } from '@/i18n/navigation'

import { Field, FormMessage } from './Field'
import { PhoneField } from './PhoneField'
import { useAccountApi } from './useAccountApi'

export function SignupForm({ countries }: { countries: PhoneCountry[] }) {
  const t = useTranslations('account')
  const locale = useLocale()
  const router = useRouter()
  const { send, pending } = useAccountApi()
  const [error, setError] = useState<string | null>(null)
  const [country, setCountry] = useState('EG')
  const [mobile, setMobile] = useState('')

  return (
    <form
      id="signup-form"
      className="form-card"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault()
        const form = new FormData(event.currentTarget)
        const answer = await send('/api/user/signup', {
          name: String(form.get('name') ?? ''),
          email: String(form.get('email') ?? ''),
          mobile,
          country,
          password: String(form.get('password') ?? ''),
          channel: String(form.get('channel') ?? 'sms'),
          lang: locale,
        })
        if (!answer.ok) return setError(answer.message)
        setError(null)
        router.replace('/verify')
        router.refresh()
      }}
    >
      <h1>{t('signup.title')}</h1>
      <p className="form-lead">{t('signup.text')}</p>
      <Field id="name" name="name" label={t('fields.name')} autoComplete="name" required />
      <Field
        id="email"
        name="email"
        type="email"
        label={t('fields.email')}
        autoComplete="email"
        required
      />
      <PhoneField
        id="mobile"
        countries={countries}
        country={country}
        onCountry={setCountry}
        value={mobile}
        onValue={setMobile}
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
      <FormMessage error={error} />
      <button className="button button-primary button-block" type="submit" disabled={pending}>
        {t('signup.submit')}
      </button>
      <p className="form-links">
        {t('signup.haveAccount')} <Link href="/login">{t('signup.loginLink')}</Link>
      </p>
    </form>
  )
}
