import { getTranslations, setRequestLocale } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string }> }

const SERVICES = [
  'transfers',
  'meetAssist',
  'events',
  'shuttle',
  'corporate',
  'callCenter',
] as const

export default async function HomePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale as Locale)
  const t = await getTranslations('home')
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-inner">
          <h1 id="hero-title">{t('heroTitle')}</h1>
          <p className="hero-text">{t('heroText')}</p>
          <p className="hero-regions">
            <span className="visually-hidden">{t('regionsTitle')}: </span>
            {t('regions')}
          </p>
          <Link className="button button-primary" href="/#services">
            {t('servicesCta')}
          </Link>
        </div>
      </section>
      <section id="services" className="container section" aria-labelledby="services-title">
        <h2 id="services-title">{t('servicesTitle')}</h2>
        <ul className="card-grid">
          {SERVICES.map((key) => (
            <li key={key} className="card">
              <h3>{t(`services.${key}.title`)}</h3>
              <p>{t(`services.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
