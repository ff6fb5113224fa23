'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useMemo, useState } from 'react'

import type { PhoneCountry } from '@/accounts/phoneCountries'
import type { PublicCustomer } from '@/accounts/customer'
import { callApi } from '@/components/apiClient'
import { useRouter } from '@/i18n/navigation'
import { type Locale, ownLanguageName, LOCALES } from '@/i18n/locales'
import { useHydrated } from '@/components/useHydrated'
import { isolateLtr } from '@/i18n/textDirection'

import { Field, FormMessage } from './Field'
import { PhoneField } from './PhoneField'
import { useAccountApi } from './useAccountApi'
import { useFormErrors } from './useFormErrors'

/** The password form's API fields and their inputs, in screen order. */
const PASSWORD_FIELDS = { currentPassword: 'current-password', password: 'new-password' } as const

type Status = { error?: string | null; success?: string | null }

export function AccountSettings({
  customer,
  mobileText,
  countries,
}: {
  customer: PublicCustomer
  /** The mobile as people read it (`displayPhone`, on the server: its metadata stays there). */
  mobileText: string
  countries: PhoneCountry[]
}) {
  return (
    <div className="settings-grid">
      <ProfileForm customer={customer} />
      <ContactForm kind="email" current={customer.email} countries={countries} />
      <ContactForm kind="mobile" current={mobileText} countries={countries} />
      <PasswordForm />
      <LogoutButton />
    </div>
  )
}

function ProfileForm({ customer }: { customer: PublicCustomer }) {
  const t = useTranslations('account')
  const router = useRouter()
  const { send, pending } = useAccountApi()
  const hydrated = useHydrated()
  const [status, setStatus] = useState<Status>({})
  return (
    <form
      method="post"
      className="form-card"
      aria-labelledby="profile-title"
      onSubmit={async (event) => {
        event.preventDefault()
        const form = new FormData(event.currentTarget)
        const lang = String(form.get('lang')) as Locale
        const answer = await send(
          '/api/user/profile',
          { name: String(form.get('name') ?? ''), lang },
          'PATCH',
        )
        if (!answer.ok) return setStatus({ error: answer.message })
        setStatus({ success: t('settings.saved') })
        if (lang !== customer.lang) {
          await callApi('/api/lang', { method: 'POST', body: { lang } })
          router.replace('/settings', { locale: lang })
        }
        router.refresh()
      }}
    >
      <h2 id="profile-title">{t('settings.profile')}</h2>
      <Field
        id="profile-name"
        name="name"
        label={t('fields.name')}
        defaultValue={customer.name}
        required
      />
      <div className="field">
        <label htmlFor="profile-lang">{t('fields.language')}</label>
        <select id="profile-lang" name="lang" defaultValue={customer.lang}>
          {LOCALES.map((language) => (
            <option key={language} value={language} lang={language}>
              {ownLanguageName(language)}
            </option>
          ))}
        </select>
      </div>
      <FormMessage {...status} />
      <button className="button button-primary" type="submit" disabled={!hydrated || pending}>
        {t('settings.save')}
      </button>
    </form>
  )
}

function ContactForm({
  kind,
  current,
  countries,
}: {
  kind: 'email' | 'mobile'
  current: string
  countries: PhoneCountry[]
}) {
  const t = useTranslations('account')
  const router = useRouter()
  const { send, pending } = useAccountApi()
  const hydrated = useHydrated()
  const [value, setValue] = useState('')
  const [country, setCountry] = useState('EG')
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [success, setSuccess] = useState<string | null>(null)
  const title = kind === 'email' ? t('settings.changeEmail') : t('settings.changeMobile')
  const id = `change-${kind}`
  const fields = useMemo(() => ({ [kind]: id, code: `${id}-code` }), [kind, id])
  const { errors, refuse, clear, onFieldChange } = useFormErrors(fields)

  return (
    <form
      method="post"
      className="form-card"
      aria-labelledby={`${id}-title`}
      onChange={onFieldChange}
      onSubmit={async (event) => {
        event.preventDefault()
        if (!sentTo) {
          const answer = await send<{ destination: string }>(
            '/api/user/contact',
            kind === 'email' ? { email: value } : { mobile: value, country },
          )
          setSuccess(null)
          if (!answer.ok) return refuse(answer.message, answer.issues)
          clear()
          return setSentTo(answer.data.destination)
        }
        const code = String(new FormData(event.currentTarget).get('code') ?? '')
        const answer = await send('/api/user/contact/confirm', { kind, code })
        if (!answer.ok) return refuse(answer.message, answer.issues)
        clear()
        setSentTo(null)
        setValue('')
        setSuccess(t('settings.saved'))
        router.refresh()
      }}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="field-hint">
        <bdi dir="ltr">{current}</bdi>
      </p>
      {kind === 'email' ? (
        <Field
          id={id}
          name="email"
          type="email"
          label={t('fields.email')}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          disabled={Boolean(sentTo)}
          required
          error={errors.fields.email}
        />
      ) : (
        <PhoneField
          id={id}
          countries={countries}
          country={country}
          onCountry={setCountry}
          value={value}
          onValue={setValue}
          error={errors.fields.mobile}
        />
      )}
      {sentTo ? (
        <Field
          id={`${id}-code`}
          name="code"
          label={t('fields.code')}
          hint={t('settings.codeSentTo', { destination: isolateLtr(sentTo) })}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          dir="ltr"
          className="code-input"
          required
          error={errors.fields.code}
        />
      ) : null}
      <FormMessage error={errors.form} success={success} />
      <button className="button button-primary" type="submit" disabled={!hydrated || pending}>
        {sentTo ? t('settings.confirmChange') : t('settings.sendCode')}
      </button>
    </form>
  )
}

function PasswordForm() {
  const t = useTranslations('account')
  const { send, pending } = useAccountApi()
  const hydrated = useHydrated()
  const [success, setSuccess] = useState<string | null>(null)
  const { errors, refuse, clear, onFieldChange } = useFormErrors(PASSWORD_FIELDS)
  return (
    <form
      method="post"
      className="form-card"
      aria-labelledby="password-title"
      onChange={onFieldChange}
      onSubmit={async (event) => {
        event.preventDefault()
        const formElement = event.currentTarget
        const form = new FormData(formElement)
        const answer = await send('/api/user/password', {
          currentPassword: String(form.get('currentPassword') ?? ''),
          password: String(form.get('password') ?? ''),
        })
        setSuccess(null)
        if (!answer.ok) return refuse(answer.message, answer.issues)
        clear()
        formElement.reset()
        setSuccess(t('settings.saved'))
      }}
    >
      <h2 id="password-title">{t('settings.changePassword')}</h2>
      <Field
        id="current-password"
        name="currentPassword"
        type="password"
        label={t('fields.currentPassword')}
        autoComplete="current-password"
        required
        error={errors.fields.currentPassword}
      />
      <Field
        id="new-password"
        name="password"
        type="password"
        label={t('fields.newPassword')}
        autoComplete="new-password"
        hint={t('fields.passwordHint')}
        required
        error={errors.fields.password}
      />
      <FormMessage error={errors.form} success={success} />
      <button className="button button-primary" type="submit" disabled={!hydrated || pending}>
        {t('settings.changePassword')}
      </button>
    </form>
  )
}

export function LogoutButton() {
  const t = useTranslations('account.settings')
  const router = useRouter()
  const locale = useLocale()
  return (
    <button
      type="button"
      className="button logout-button"
      onClick={async () => {
        await callApi('/api/logout', { method: 'POST' })
        router.replace('/', { locale })
        router.refresh()
      }}
    >
      {t('logout')}
    </button>
  )
}
