'use client'

import { useLocale, useTranslations } from 'next-intl'
import { type FormEvent, useEffect, useRef, useState } from 'react'

import { Field, FormMessage } from '@/components/account/Field'
import { useFormErrors } from '@/components/account/useFormErrors'
import { callApi } from '@/components/apiClient'
import { describedBy, FieldError } from '@/components/booking/FieldError'
import { useHydrated } from '@/components/useHydrated'

/** The API's fields of the form and their inputs, in screen order. */
const CONTACT_FIELDS = {
  name: 'contact-name',
  email: 'contact-email',
  phone: 'contact-phone',
  message: 'contact-message',
} as const

/**
 * The contact form, sent as JSON to `POST /api/contact` (`callApi`). The server checks every field
 * and answers in the page's language: each invalid field shows its own message under it and the
 * first gets the focus; success replaces the form with the server's confirmation, which takes the
 * focus so it is read out, and "Send another message" brings the emptied form back. Its button
 * is enabled once the page is hydrated: a submit before that sends nothing (and the browser keeps
 * what was typed), and the contact details stay beside it.
 */
export function ContactForm() {
  const t = useTranslations('contact')
  const locale = useLocale()
  const hydrated = useHydrated()
  const [pending, setPending] = useState(false)
  const [done, setDone] = useState<string | null>(null)
  const doneRef = useRef<HTMLDivElement>(null)
  const again = useRef(false)
  const { errors, refuse, clear, onFieldChange } = useFormErrors(CONTACT_FIELDS)

  // The confirmation replaces the form: the focus moves to it so it is read out.
  // "Send another message" brings the form back with the focus in its first field.
  useEffect(() => {
    if (done) doneRef.current?.focus()
    else if (again.current) {
      again.current = false
      document.getElementById(CONTACT_FIELDS.name)?.focus()
    }
  }, [done])

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const values = Object.fromEntries(new FormData(form))
    setPending(true)
    const answer = await callApi<{ message: string }>(`/api/contact?lang=${locale}`, {
      method: 'POST',
      body: { ...values, lang: locale },
    })
    setPending(false)
    if (!answer.ok) {
      // The contact API names its refused fields in `fields` (others list `issues`).
      const failure = answer.failure
      const issues = failure?.issues.length
        ? failure.issues
        : Object.entries(failure?.fields ?? {}).map(([field, message]) => ({
            field,
            code: failure?.code ?? '',
            message,
          }))
      return refuse(failure?.message ?? t('errors.network'), issues, t('form.fixFields'))
    }
    clear()
    form.reset()
    setDone(answer.data.message)
  }

  if (done) {
    return (
      <div id="contact-done" className="form-card contact-form" ref={doneRef} tabIndex={-1}>
        <h2>{t('form.title')}</h2>
        <p className="form-success" role="status">
          {done}
        </p>
        <button
          type="button"
          className="button"
          onClick={() => {
            again.current = true
            setDone(null)
          }}
        >
          {t('form.another')}
        </button>
      </div>
    )
  }

  return (
    <form
      method="post"
      className="form-card contact-form"
      noValidate
      aria-labelledby="contact-form-title"
      onChange={onFieldChange}
      onSubmit={submit}
    >
      <h2 id="contact-form-title">{t('form.title')}</h2>
      <p className="form-lead">{t('form.lead')}</p>
      <FormMessage error={errors.form} />
      <Field
        id="contact-name"
        name="name"
        label={t('form.name')}
        autoComplete="name"
        required
        maxLength={120}
        error={errors.fields.name}
      />
      <Field
        id="contact-email"
        name="email"
        type="email"
        label={t('form.email')}
        autoComplete="email"
        dir="ltr"
        required
        error={errors.fields.email}
      />
      <Field
        id="contact-phone"
        name="phone"
        type="tel"
        label={t('form.phone')}
        autoComplete="tel"
        dir="ltr"
        hint={t('form.phoneHint')}
        error={errors.fields.phone}
      />
      <div className="field">
        <label htmlFor="contact-message">{t('form.message')}</label>
        <textarea
          id="contact-message"
          name="message"
          rows={6}
          required
          maxLength={4000}
          aria-invalid={errors.fields.message ? true : undefined}
          aria-describedby={describedBy('contact-message', {
            hint: true,
            error: errors.fields.message,
          })}
        />
        <p id="contact-message-hint" className="field-hint">
          {t('form.messageHint')}
        </p>
        <FieldError fieldId="contact-message" message={errors.fields.message} />
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
