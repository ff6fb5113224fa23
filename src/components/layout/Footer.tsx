import { getTranslations } from 'next-intl/server'

import type { Partner, SiteSettings } from '@/content/types'
import { Link } from '@/i18n/navigation'

import { CardBrands } from './CardBrands'
import { Logo } from './Logo'
import { ClockIcon, MailIcon, PhoneIcon, PinIcon, SocialIcon } from './icons'
import { telHref } from './telephone'

type Props = { settings: SiteSettings; partners: Partner[] }

/**
 * The spec's footer: links to home, about, contact and terms; the hotline and the other contact
 * details; social links; partner logos; the card-payment provider and the accepted cards.
 */
export async function Footer({ settings, partners }: Props) {
  const t = await getTranslations('footer')
  const nav = await getTranslations('nav')
  const newTab = t('opensInNewTab')
  const partnersWithLogos = partners.filter((partner) => partner.logo)

  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <Logo name={settings.siteName} image={settings.logo} />
          {settings.tagline ? <p className="footer-tagline">{settings.tagline}</p> : null}
          {settings.social.length ? (
            <ul className="footer-social" aria-label={t('followUs')}>
              {settings.social.map(({ platform, url }) => (
                <li key={`${platform}-${url}`}>
                  <a href={url} target="_blank" rel="noopener noreferrer" className="icon-button">
                    <SocialIcon platform={platform} size={20} />
                    <span className="visually-hidden">
                      {t(`social.${platform}`)} {newTab}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <nav className="footer-column" aria-labelledby="footer-links-title">
          <h2 id="footer-links-title">{t('quickLinks')}</h2>
          <ul className="footer-list">
            <li>
              <Link href="/">{nav('home')}</Link>
            </li>
            <li>
              <Link href="/about">{nav('about')}</Link>
            </li>
            <li>
              <Link href="/contact-us">{nav('contact')}</Link>
            </li>
            <li>
              <Link href="/terms">{t('terms')}</Link>
            </li>
          </ul>
        </nav>

        <div className="footer-column">
          <h2>{t('contactTitle')}</h2>
          <ul className="footer-list footer-contact">
            <li>
              <PhoneIcon size={18} />
              <span>
                {t('hotline')}:{' '}
                <a href={telHref(settings.hotline)}>
                  <bdi dir="ltr">{settings.hotline}</bdi>
                </a>
              </span>
            </li>
            {settings.landline ? (
              <li>
                <PhoneIcon size={18} />
                <span>
                  {t('landline')}:{' '}
                  <a href={telHref(settings.landline)}>
                    <bdi dir="ltr">{settings.landline}</bdi>
                  </a>
                </span>
              </li>
            ) : null}
            {settings.email ? (
              <li>
                <MailIcon size={18} />
                <span>
                  <span className="visually-hidden">{t('email')}: </span>
                  <a href={`mailto:${settings.email}`}>{settings.email}</a>
                </span>
              </li>
            ) : null}
            {settings.address ? (
              <li>
                <PinIcon size={18} />
                <span>
                  <span className="visually-hidden">{t('address')}: </span>
                  {settings.mapUrl ? (
                    <a href={settings.mapUrl} target="_blank" rel="noopener noreferrer">
                      {settings.address}
                      <span className="visually-hidden"> {newTab}</span>
                    </a>
                  ) : (
                    settings.address
                  )}
                </span>
              </li>
            ) : null}
            {settings.workingHours ? (
              <li>
                <ClockIcon size={18} />
                <span>
                  <span className="visually-hidden">{t('workingHours')}: </span>
                  {settings.workingHours}
                </span>
              </li>
            ) : null}
          </ul>
        </div>

        {partnersWithLogos.length ? (
          <div className="footer-column footer-partners-column">
            <h2>{t('partners')}</h2>
            <ul className="footer-partners">
              {partnersWithLogos.map((partner) => {
                const logo = partner.logo!
                const image = (
                  // eslint-disable-next-line @next/next/no-img-element -- small thumbnails, lazy
                  <img
                    src={logo.url}
                    alt={partner.name}
                    width={logo.width}
                    height={logo.height}
                    loading="lazy"
                    decoding="async"
                  />
                )
                return (
                  <li key={partner.id}>
                    {partner.website ? (
                      <a href={partner.website} target="_blank" rel="noopener noreferrer">
                        {image}
                        <span className="visually-hidden"> {newTab}</span>
                      </a>
                    ) : (
                      image
                    )}
                  </li>
                )
              })}
            </ul>
          </div>
        ) : null}
      </div>

      <div className="container footer-bottom">
        <div className="footer-payments">
          {settings.cardProviderLogo ? (
            // eslint-disable-next-line @next/next/no-img-element -- a small logo, lazy
            <img
              className="footer-provider"
              src={settings.cardProviderLogo.url}
              alt={settings.cardProviderLogo.alt || t('cardProvider')}
              width={settings.cardProviderLogo.width}
              height={settings.cardProviderLogo.height}
              loading="lazy"
              decoding="async"
            />
          ) : null}
          <CardBrands label={t('securePayments')} />
        </div>
        <p className="footer-copy">{t('rights', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  )
}
