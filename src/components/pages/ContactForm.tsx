import { useTranslations } from 'next-intl'

import { Field } from '@/components/account/Field'
import type { Locale } from '@/i18n/locales'

/**
 * The contact form: server-rendered, sent by the site's forms script
 * (`src/components/forms/apiForms.browser.js`) to `POST /api/contact`. The server checks every field and
 * answers in the page's language: each invalid field shows its own message under it and the first
 * gets the focus; success replaces the form with the server's confirmation, which takes the focus
 * so it is read out, and "Send another message" brings the emptied form back. Its button comes
 * disabled and the script enables it: without JavaScript nothing is sent, and the contact details
 * stay beside it.
 */
export function ContactForm({ locale }: { locale: Locale }) {
  const t = useTranslations('contact')

  return (
    <>
      <form
        method="post"
        className="form-card contact-form"
        noValidate
        aria-labelledby="contact-form-title"
        data-api-form={`/api/contact?lang=${locale}`}
        data-fields="name:contact-name email:contact-email phone:contact-phone message:contact-message"
        data-body-lang=""
        data-fix-fields={t('form.fixFields')}
        data-network-error={t('errors.network')}
        data-done="contact-done"
      >
        <h2 id="contact-form-title">{t('form.title')}</h2>
        <p className="form-lead">{t('form.lead')}</p>
        <div data-form-message="" />
        <Field
          id="contact-name"
          name="name"
          label={t('form.name')}
          autoComplete="name"
          required
          maxLength={120}
        />
        <Field
          id="contact-email"
          name="email"
          type="email"
          label={t('form.email')}
          autoComplete="email"
          dir="ltr"
          required
        />
        <Field
          id="contact-phone"
          name="phone"
          type="tel"
          label={t('form.phone')}
          autoComplete="tel"
          dir="ltr"
          hint={t('form.phoneHint')}
        />
        <div className="field">
          <label htmlFor="contact-message">{t('form.message')}</label>
          <textarea
            id="contact-message"
            name="message"
            rows={6}
            required
            maxLength={4000}
            aria-describedby="contact-message-hint"
          />
          <p id="contact-message-hint" className="field-hint">
            {t('form.messageHint')}
          </p>
        </div>
        {/* Hidden from people (and from assistive technology); bots that fill every field give themselves away. */}
        <div className="form-trap" aria-hidden="true">
          <label htmlFor="contact-website">{t('form.trap')}</label>
          <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <button
          className="button button-primary button-block"
          type="submit"
          disabled
          // The forms script enables it before React hydrates (next dev): expected.
          suppressHydrationWarning
          data-pending-label={t('form.sending')}
        >
          {t('form.submit')}
        </button>
      </form>
      <div id="contact-done" className="form-card contact-form" tabIndex={-1} hidden>
        <h2>{t('form.title')}</h2>
        <p className="form-success" role="status" data-done-message="" />
        <button type="button" className="button" data-done-again="">
          {t('form.another')}
        </button>
      </div>
    </>
  )
}
