import { useTranslations } from 'next-intl'

import { phoneCountries } from '@/accounts/phoneCountries'
import { getPathname, Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

import { SignupFields } from './SignupFields'

/**
 * The sign-up page's form: server-rendered, sent by the site's forms script
 * (`src/components/forms/apiForms.browser.js`) to `POST /api/user/signup`; the new account, logged in,
 * goes on to its verification. The country picker comes with Egypt alone; the script asks for
 * the rest (some 250 countries in the reader's language) once the page has loaded.
 */
export function SignupPageForm({ locale }: { locale: Locale }) {
  const t = useTranslations('account')
  const egypt = phoneCountries(locale).filter((country) => country.code === 'EG')
  return (
    <form
      method="post"
      id="signup-form"
      className="form-card"
      noValidate
      data-api-form={`/api/user/signup?lang=${locale}`}
      data-fields="name:name email:email mobile:mobile password:password"
      data-body-lang=""
      data-go={getPathname({ locale, href: '/verify' })}
      data-network-error={t('errors.network')}
    >
      <SignupFields countries={egypt} countriesFrom={`/api/phone-countries?lang=${locale}`} />
      <div data-form-message="" />
      <button
        className="button button-primary button-block"
        type="submit"
        disabled
        // The forms script enables it before React hydrates (next dev): expected.
        suppressHydrationWarning
      >
        {t('signup.submit')}
      </button>
      <p className="form-links">
        {t('signup.haveAccount')} <Link href="/login">{t('signup.loginLink')}</Link>
      </p>
    </form>
  )
}
