import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { BookingCallout } from '@/components/pages/BookingCallout'
import { Faqs } from '@/components/pages/Faqs'
import { Icon } from '@/components/pages/icons'
import { OurClients } from '@/components/pages/OurClients'
import { ReviewsBlock } from '@/components/pages/ReviewsBlock'
import { JsonLd, pageMetadata } from '@/components/pages/seo'
import { ServiceCards } from '@/components/pages/ServiceCards'
import { businessJsonLd, faqJsonLd, reviewsJsonLd } from '@/components/pages/structuredData'
import { WhyUs } from '@/components/pages/WhyUs'
import { HeroSlider } from '@/components/slider/HeroSlider'
import {
  getFaqs,
  getPartners,
  getReviews,
  getServices,
  getSettings,
  getSlides,
} from '@/content/queries'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale
  const t = await getTranslations({ locale, namespace: 'meta' })
  const slides = await getSlides(locale)
  return pageMetadata({
    locale,
    path: '/',
    title: t('homeTitle'),
    description: t('homeDescription'),
    image: slides[0]?.image,
    absoluteTitle: true,
  })
}

export default async function HomePage({ params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const [t, settings, services, partners, faqs, reviews] = await Promise.all([
    getTranslations('home'),
    getSettings(locale),
    getServices(locale),
    getPartners(locale),
    getFaqs(locale),
    getReviews(locale),
  ])
  const slides = settings.sliderVisible ? await getSlides(locale) : []
  return (
    <>
      {slides.length ? (
        <HeroSlider slides={slides} interval={settings.sliderInterval} label={t('sliderLabel')} />
      ) : null}
      {/* The booking card comes right after the headline, so a visitor sees where to book in the
          first screen: over the slider's inline end on wide screens, under the headline on phones. */}
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-inner hero-grid">
          <h1 id="hero-title" className="hero-title">
            {t('heroTitle')}
          </h1>
          <BookingCallout settings={settings} />
          <div className="hero-copy">
            <p className="hero-text">{t('heroText')}</p>
            <p className="hero-regions">
              <Icon name="mapPin" size={20} />
              <span>
                <span className="visually-hidden">{t('regionsTitle')}: </span>
                {t('regions')}
              </span>
            </p>
            {services.length ? (
              <a className="button button-ghost" href="#services">
                {t('servicesCta')}
              </a>
            ) : null}
          </div>
        </div>
      </section>

      {services.length ? (
        <section id="services" className="section" aria-labelledby="services-title">
          <div className="container">
            <h2 id="services-title">{t('servicesTitle')}</h2>
            <p className="section-lead">{t('servicesLead')}</p>
            <ServiceCards services={services} />
            <p className="section-more">
              <Link href="/services" className="more-link">
                {t('allServices')}
                <Icon name="arrow" size={18} />
              </Link>
            </p>
          </div>
        </section>
      ) : null}

      <WhyUs />
      <ReviewsBlock reviews={reviews} locale={locale} />
      <OurClients partners={partners} />
      <Faqs faqs={faqs} />

      <JsonLd data={await businessJsonLd(locale, settings)} />
      {faqs.length ? <JsonLd data={faqJsonLd(faqs)} /> : null}
      {reviews ? <JsonLd data={reviewsJsonLd(reviews, settings.siteName)} /> : null}
    </>
  )
}
