import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ContactActions } from '@/components/pages/ContactActions'
import { Breadcrumbs, PageHeader } from '@/components/pages/PageHeader'
import { pageMetadata } from '@/components/pages/seo'
import { ServiceCards } from '@/components/pages/ServiceCards'
import { getServices, getSettings } from '@/content/queries'
import type { Locale } from '@/i18n/locales'
import { isolateLtr } from '@/i18n/textDirection'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale
  const t = await getTranslations({ locale, namespace: 'seo.services' })
  return pageMetadata({
    locale,
    path: '/services',
    title: t('title'),
    description: t('description'),
  })
}

/** /services: the spec's service route without a service - every published service. */
export default async function ServicesPage({ params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const [t, nav, services, settings] = await Promise.all([
    getTranslations('services'),
    getTranslations('nav'),
    getServices(locale),
    getSettings(locale),
  ])
  return (
    <>
      <PageHeader
        title={t('title')}
        lead={t('lead')}
        breadcrumbs={
          <Breadcrumbs trail={[{ name: nav('home'), href: '/' }]} current={t('title')} />
        }
      />
      <div className="container section">
        {services.length ? (
          <ServiceCards services={services} headingLevel={2} withImages />
        ) : (
          <p className="empty-state">{t('empty', { phone: isolateLtr(settings.hotline) })}</p>
        )}
      </div>
      <div className="container">
        <section className="cta-band" aria-labelledby="services-cta-title">
          <div>
            <h2 id="services-cta-title">{t('ctaTitle')}</h2>
            <p>{t('ctaText')}</p>
          </div>
          <ContactActions settings={settings} />
        </section>
      </div>
    </>
  )
}
