'use client'

import { useLocale, useTranslations } from 'next-intl'
import { type FormEvent, useEffect, useRef, useState } from 'react'

import { callApi } from '@/components/apiClient'
import { useHydrated } from '@/components/useHydrated'
import { isolateTyped } from '@/lib/textDirection'

type FieldName = 'name' | 'email' | 'phone' | 'message'
type FieldErrors = Partial<Record<FieldName, string>>

const FIELD_ORDER: FieldName[] = ['name', 'email', 'phone', 'message']

/**
 * The contact form. The server checks every field and answers in the page's language: each
 * invalid field shows its own message under it and gets the focus; success replaces the form
 * with a confirmation. Without JavaScript nothing is sent, and the contact details stay beside it.
 */
export function ContactForm() {
  const t = useTranslations('contact')
  const locale = useLocale()
  const successRef = useRef<HTMLDivElement>(null)
  // Before hydration the form would be sent by the browser itself, and not to the API.
  const hydrated = useHydrated()
  const [pending, setPending] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [success, setSuccess] = useState<string | null>(null)

  // The confirmation replaces the form: move the focus to it so it is read out.
  useEffect(() => {
    if (success) successRef.current?.focus()
  }, [success])

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const values = Object.fromEntries(new FormData(form))
    setPending(true)
    const answer = await callApi<{ message?: string }>(`/api/contact?lang=${locale}`, {
      method: 'POST',
      body: { ...values, lang: locale },
    })
    setPending(false)
    if (answer.ok) {
      setErrors({})
      setFormError(null)
      setSuccess(
        answer.data.message ??
          t('form.success', {
            name: isolateTyped(String(values.name)),
            email: isolateTyped(String(values.email)),
          }),
      )
      form.reset()
      return
    }
    // A refused field (`name-required`, `email-invalid`, ...) has its message in `fields`; any
    // other refusal (`rate-limited`, `invalid-body`) has the one message.
    const failure = answer.failure
    const fields: FieldErrors = failure?.fields ?? {}
    setErrors(fields)
    const firstInvalid = FIELD_ORDER.find((field) => fields[field])
    if (firstInvalid) {
      setFormError(t('form.fixFields'))
      const input = form.elements.namedItem(firstInvalid)
      if (input instanceof HTMLElement) input.focus()
    } else {
      setFormError(failure?.message ?? t('errors.network'))
    }
  }

  if (success) {
    return (
      <div className="form-card contact-form" ref={successRef} tabIndex={-1}>
        <h2>{t('form.title')}</h2>
        <p className="form-success" role="status">
          {success}
        </p>
        <button type="button" className="button" onClick={() => setSuccess(null)}>
          {t('form.another')}
        </button>
      </div>
    )
  }

  const describedBy = (field: FieldName, hint?: boolean) =>
    [hint ? `contact-${field}-hint` : '', errors[field] ? `contact-${field}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined

  const error = (field: FieldName) =>
    errors[field] ? (
      <p id={`contact-${field}-error`} className="field-error">
        {errors[field]}
      </p>
    ) : null

  return (
    <form
      method="post"
      className="form-card contact-form"
      noValidate
      onSubmit={submit}
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title">{t('form.title')}</h2>
      <p className="form-lead">{t('form.lead')}</p>
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor="contact-name">{t('form.name')}</label>
        <input
          id="contact-name"
          name="name"
          autoComplete="name"
          required
          maxLength={120}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy('name')}
        />
        {error('name')}
      </div>
      <div className="field">
        <label htmlFor="contact-email">{t('form.email')}</label>
        <input
          id="contact-email"
          name="email"
          type="email"
          autoComplete="email"
          dir="ltr"
          required
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email')}
        />
        {error('email')}
      </div>
      <div className="field">
        <label htmlFor="contact-phone">{t('form.phone')}</label>
        <input
          id="contact-phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          dir="ltr"
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={describedBy('phone', true)}
        />
        <p id="contact-phone-hint" className="field-hint">
          {t('form.phoneHint')}
        </p>
        {error('phone')}
      </div>
      <div className="field">
        <label htmlFor="contact-message">{t('form.message')}</label>
        <textarea
          id="contact-message"
          name="message"
          rows={6}
          required
          maxLength={4000}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message', true)}
        />
        <p id="contact-message-hint" className="field-hint">
          {t('form.messageHint')}
        </p>
        {error('message')}
      </div>
      {/* Hidden from people (and from assistive technology); bots that fill every field give themselves away. */}
      <div className="form-trap" aria-hidden="true">
        <label htmlFor="contact-website">{t('form.trap')}</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button
        className="button button-primary button-block"
        type="submit"
        disabled={!hydrated || pending}
      >
        {pending ? t('form.sending') : t('form.submit')}
      </button>
    </form>
  )
}
