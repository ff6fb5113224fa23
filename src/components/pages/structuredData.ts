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

/**
 * The approved reviews for search engines (decision 0161): the business's schema.org
 * `AggregateRating` (every approved review's average and count) and the reviews shown, on the
 * same `@id` as `businessJsonLd`, so both describe one business.
 */
export function reviewsJsonLd(
  summary: {
    average: number
    count: number
    reviews: {
      displayName: string
      comment: string
      rating: number
      createdAt: string
      language: string
    }[]
  },
  name: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    '@id': `${siteUrl()}/#business`,
    name,
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: summary.average,
      reviewCount: summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: summary.reviews.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.displayName },
      datePublished: review.createdAt.slice(0, 10),
      inLanguage: review.language,
      reviewBody: review.comment || undefined,
      reviewRating: {
        '@type': 'Rating',
        ratingValue: review.rating,
        bestRating: 5,
        worstRating: 1,
      },
    })),
  }
}
