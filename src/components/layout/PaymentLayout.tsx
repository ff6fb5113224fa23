import { getTranslations } from 'next-intl/server'
import { type ReactNode, Suspense } from 'react'

import { PaymentLanguageToggle } from '@/components/payment/PaymentLanguageToggle'
import { getSettings } from '@/content/queries'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

import { CardBrands } from './CardBrands'
import { Logo } from './Logo'

/**
 * The spec's payment layout: logo, the accepted card brands and the copyright line; no slider,
 * no menus. The language toggle keeps what is being paid.
 */
export async function PaymentLayout({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [settings, t, nav, own] = await Promise.all([
    getSettings(locale),
    getTranslations('footer'),
    getTranslations('nav'),
    getTranslations('paymentScreens.layout'),
  ])
  const target: Locale = locale === 'ar' ? 'en' : 'ar'
  const toggle = {
    target,
    label: nav('switchLanguage'),
    ariaLabel: nav('switchLanguageLabel'),
  }
  return (
    <div className="payment-layout">
      <header className="payment-header">
        <a className="skip-link" href="#content">
          {nav('skipToContent')}
        </a>
        <div className="payment-bar">
          <Link
            href="/"
            className="brand"
            aria-label={own('homeLink', { siteName: settings.siteName })}
          >
            <Logo name={settings.siteName} image={settings.logo} />
          </Link>
          <Suspense fallback={null}>
            <PaymentLanguageToggle {...toggle} />
          </Suspense>
        </div>
      </header>
      <main id="content" className="payment-main">
        {children}
      </main>
      <footer className="payment-footer">
        <CardBrands label={t('securePayments')} />
        <p className="footer-copy">{t('rights', { year: new Date().getFullYear() })}</p>
      </footer>
    </div>
  )
}
