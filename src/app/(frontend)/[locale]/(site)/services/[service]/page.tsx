import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { SERVICE_SLUGS, type ServiceSlug } from '@/content/types'
import { ContactActions } from '@/components/pages/ContactActions'
import { Icon, ServiceIcon } from '@/components/pages/icons'
import { Breadcrumbs, HeaderImage, PageHeader } from '@/components/pages/PageHeader'
import { breadcrumbJsonLd, JsonLd, pageMetadata, pageUrl } from '@/components/pages/seo'
import { ReviewsBlock } from '@/components/pages/ReviewsBlock'
import { ServiceCards } from '@/components/pages/ServiceCards'
import { reviewsJsonLd } from '@/components/pages/structuredData'
import { RichText } from '@/components/richtext/RichText'
import { getReviews, getService, getServices, getSettings } from '@/content/queries'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string; service: string }> }

/** Nothing is rendered at build time (no database there): each service page on its first visit. */
export const generateStaticParams = () => []
export const dynamicParams = true

const isServiceSlug = (value: string): value is ServiceSlug =>
  (SERVICE_SLUGS as readonly string[]).includes(value)

/** Only the five fixed addresses can hold a service; anything else is a 404 without a query. */
async function publishedService(locale: Locale, slug: string) {
  return isServiceSlug(slug) ? getService(locale, slug) : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: rawLocale, service: slug } = await params
  const locale = rawLocale as Locale
  const service = await publishedService(locale, slug)
  if (!service) return {}
  return pageMetadata({
    locale,
    path: `/services/${service.slug}`,
    title: service.metaTitle || service.title,
    // An editor's search-engine title is the whole title, used without the site-name suffix.
    absoluteTitle: Boolean(service.metaTitle),
    description: service.metaDescription || service.summary,
    image: service.metaImage ?? service.image,
  })
}

export default async function ServicePage({ params }: Props) {
  const { locale: rawLocale, service: slug } = await params
  const locale = rawLocale as Locale
  setRequestLocale(locale)
  const service = await publishedService(locale, slug)
  if (!service) notFound()
  const [t, nav, settings, services, reviews] = await Promise.all([
    getTranslations('services'),
    getTranslations('nav'),
    getSettings(locale),
    getServices(locale),
    getReviews(locale),
  ])
  const others = services.filter((other) => other.slug !== service.slug)
  return (
    <>
      <PageHeader
        title={service.title}
        lead={service.summary}
        breadcrumbs={
          <Breadcrumbs
            trail={[
              { name: nav('home'), href: '/' },
              { name: t('title'), href: '/services' },
            ]}
            current={service.title}
          />
        }
        icon={<ServiceIcon name={service.icon} size={30} />}
      />
      {service.image ? <HeaderImage image={service.image} /> : null}
      <div className="container page-columns">
        <div className="page-main">
          {service.highlights.length ? (
            <section className="highlights" aria-labelledby="highlights-title">
              <h2 id="highlights-title">{t('highlightsTitle')}</h2>
              <ul>
                {service.highlights.map((highlight) => (
                  <li key={highlight}>
                    <Icon name="check" size={20} />
                    <span>{highlight}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <RichText data={service.content} locale={locale} />
        </div>
        <aside className="page-aside" aria-labelledby="service-cta-title">
          <div className="aside-card">
            <h2 id="service-cta-title">{t('ctaTitle')}</h2>
            <p>{t('ctaText')}</p>
            <ContactActions settings={settings} />
          </div>
        </aside>
      </div>
      <ReviewsBlock reviews={reviews} locale={locale} />
      {others.length ? (
        <section className="section other-services" aria-labelledby="other-services-title">
          <div className="container">
            <h2 id="other-services-title">{t('otherTitle')}</h2>
            <ServiceCards services={others} />
          </div>
        </section>
      ) : null}
      <JsonLd
        data={breadcrumbJsonLd([
          { name: nav('home'), url: pageUrl(locale, '/') },
          { name: t('title'), url: pageUrl(locale, '/services') },
          { name: service.title, url: pageUrl(locale, `/services/${service.slug}`) },
        ])}
      />
      {reviews ? <JsonLd data={reviewsJsonLd(reviews, settings.siteName)} /> : null}
    </>
  )
}
