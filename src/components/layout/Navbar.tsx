import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

import { AccountLinks } from './AccountLinks'
import { LanguageToggle } from './LanguageToggle'
import { Logo } from './Logo'

export async function Navbar({ locale }: { locale: Locale }) {
  const t = await getTranslations('nav')
  return (
    <header className="navbar">
      <a className="skip-link" href="#content">
        {t('skipToContent')}
      </a>
      <div className="container navbar-inner">
        <Link href="/" className="brand" aria-label={t('home')}>
          <Logo />
        </Link>
        <nav aria-label={t('mainNavigation')} className="navbar-links">
          <Link href="/" className="navbar-home">
            {t('home')}
          </Link>
          <Link href="/about">{t('about')}</Link>
          <AccountLinks />
        </nav>
        <LanguageToggle
          target={locale === 'ar' ? 'en' : 'ar'}
          label={t('switchLanguage')}
          ariaLabel={t('switchLanguageLabel')}
        />
      </div>
    </header>
  )
}
