import { useTranslations } from 'next-intl'

import { getPathname, Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

import { LoginFields } from './LoginFields'

/**
 * The login page's form: server-rendered, sent by the site's forms script
 * (`src/components/forms/apiForms.browser.js`) to `POST /api/user/signin`. A refusal marks the refused
 * fields in the page's language; success goes to `next` (a path of this site, already checked),
 * or to the verification when the account is not verified yet.
 */
export function LoginPageForm({ locale, next }: { locale: Locale; next: string | null }) {
  const t = useTranslations('account')
  return (
    <form
      method="post"
      id="login-form"
      className="form-card"
      noValidate
      data-api-form={`/api/user/signin?lang=${locale}`}
      data-fields="login:login password:password"
      data-go={getPathname({ locale, href: next ?? '/' })}
      data-go-unverified={getPathname({ locale, href: '/verify' })}
      data-network-error={t('errors.network')}
    >
      <LoginFields />
      <div data-form-message="" />
      <button
        className="button button-primary button-block"
        type="submit"
        disabled
        // The forms script enables it before React hydrates (next dev): expected.
        suppressHydrationWarning
      >
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
