import { getTranslations } from 'next-intl/server'

import type { ServiceSummary, SiteMenu, SiteSettings } from '@/content/types'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

import { AccountLinks } from './AccountLinks'
import { DrawerAccount } from './DrawerAccount'
import { DrawerMenus } from './DrawerMenus'
import { linksNotInMenus } from './drawerLinks'
import { LanguageToggle } from './LanguageToggle'
import { Logo } from './Logo'
import { NavbarShell } from './NavbarShell'
import { SideDrawer } from './SideDrawer'
import { PhoneIcon } from './icons'
import { telHref } from './telephone'

/** The drawer's fixed links, less those the back office's menus already list. */
const INFORMATION = [
  { href: '/about', label: 'about' },
  { href: '/contact-us', label: 'contact' },
  { href: '/p', label: 'articles' },
  { href: '/#faqs', label: 'faqs' },
  { href: '/terms', label: 'terms' },
] as const

type Props = {
  locale: Locale
  settings: SiteSettings
  menus: SiteMenu[]
  services: ServiceSummary[]
}

/**
 * The spec's navigation bar: home and about, the account links, the language toggle, the phone
 * numbers, and a burger opening the side drawer. Rendered on the server; its client components
 * are the scroll watcher, the account links, the language toggle and the drawer's open/close.
 */
export async function Navbar({ locale, settings, menus, services }: Props) {
  const t = await getTranslations('nav')
  const information = linksNotInMenus(INFORMATION, menus)
  return (
    <NavbarShell>
      <a className="skip-link" href="#content">
        {t('skipToContent')}
      </a>
      <div className="container navbar-bar">
        <Link href="/" className="brand" aria-label={`${settings.siteName} – ${t('home')}`}>
          <Logo name={settings.siteName} image={settings.logo} />
        </Link>
        <nav aria-label={t('mainNavigation')} className="navbar-nav">
          <Link href="/">{t('home')}</Link>
          <Link href="/about">{t('about')}</Link>
          <Link href="/book" className="navbar-book">
            {t('book')}
          </Link>
        </nav>
        <div className="navbar-phones">
          <a
            className="navbar-phone"
            href={telHref(settings.hotline)}
            aria-label={`${t('callHotline')} ${settings.hotline}`}
          >
            <PhoneIcon size={18} />
            <span className="navbar-phone-text" aria-hidden="true">
              <span className="navbar-phone-kind">{t('hotline')}</span>
              <bdi dir="ltr">{settings.hotline}</bdi>
            </span>
          </a>
          {settings.landline ? (
            <a
              className="navbar-phone navbar-landline"
              href={telHref(settings.landline)}
              aria-label={`${t('callLandline')} ${settings.landline}`}
            >
              <span className="navbar-phone-text" aria-hidden="true">
                <span className="navbar-phone-kind">{t('landline')}</span>
                <bdi dir="ltr">{settings.landline}</bdi>
              </span>
            </a>
          ) : null}
        </div>
        <LanguageToggle
          target={locale === 'ar' ? 'en' : 'ar'}
          label={t('switchLanguage')}
          ariaLabel={t('switchLanguageLabel')}
        />
        <div className="navbar-account">
          <AccountLinks />
        </div>
        <SideDrawer title={t('menu')} openLabel={t('openMenu')} closeLabel={t('closeMenu')}>
          <nav aria-labelledby="site-drawer-title" className="drawer-nav">
            <Link href="/book" className="button button-primary drawer-book">
              {t('bookTransfer')}
            </Link>
            {/* Its signed-in texts are for the chrome of pages served without React. */}
            <div
              className="drawer-group"
              data-drawer-account=""
              data-signed-in-as={t('signedInAs', { name: '{name}' })}
              data-account={t('account')}
              data-logout={t('logout')}
            >
              <h3>{t('yourAccount')}</h3>
              <DrawerAccount />
            </div>
            {services.length ? (
              <div className="drawer-group">
                <h3>{t('services')}</h3>
                <ul className="drawer-list">
                  {services.map((service) => (
                    <li key={service.slug}>
                      <Link href={`/services/${service.slug}`}>{service.title}</Link>
                    </li>
                  ))}
                  <li>
                    <Link href="/services" className="drawer-all">
                      {t('allServices')}
                    </Link>
                  </li>
                </ul>
              </div>
            ) : null}
            <DrawerMenus menus={menus} newTabHint={t('opensInNewTab')} />
            {information.length ? (
              <div className="drawer-group">
                <h3>{t('information')}</h3>
                <ul className="drawer-list">
                  {information.map((link) => (
                    <li key={link.href}>
                      <Link href={link.href}>{t(link.label)}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </nav>
        </SideDrawer>
      </div>
    </NavbarShell>
  )
}
