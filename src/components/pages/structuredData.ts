import { getTranslations } from 'next-intl/server'

import { normalizePhone } from '@/lib/phone'
import type { Faq, SiteSettings } from '@/content/types'
import type { Locale } from '@/i18n/locales'

import { absoluteUrl, pageUrl, siteUrl } from './seo'

const AREAS = ['cairo', 'alexandria', 'hurghada'] as const

/** The company for search engines (schema.org TravelAgency), from the settings. */
export async function businessJsonLd(locale: Locale, settings: SiteSettings) {
  const seo = await getTranslations({ locale, namespace: 'seo' })
  const meta = await getTranslations({ locale, namespace: 'meta' })
  const telephone = normalizePhone(settings.hotline) ?? settings.hotline
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    '@id': `${siteUrl()}/#business`,
    name: settings.siteName,
    description: meta('homeDescription'),
    url: pageUrl(locale, '/'),
    telephone,
    email: settings.email || undefined,
    logo: settings.logo ? absoluteUrl(settings.logo.url) : undefined,
    image: settings.logo ? absoluteUrl(settings.logo.url) : undefined,
    address: settings.address
      ? { '@type': 'PostalAddress', streetAddress: settings.address, addressCountry: 'EG' }
      : undefined,
    areaServed: AREAS.map((area) => ({ '@type': 'City', name: seo(`areas.${area}`) })),
    sameAs: settings.social.length ? settings.social.map((link) => link.url) : undefined,
    currenciesAccepted: 'EGP',
    contactPoint: {
      '@type': 'ContactPoint',
      telephone,
      contactType: 'customer service',
      availableLanguage: ['English', 'Arabic'],
    },
  }
}

/** The FAQs for search engines (schema.org FAQPage). */
export function faqJsonLd(faqs: Faq[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  }
}
