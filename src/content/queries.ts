import config from '@payload-config'
import { getPayload } from 'payload'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import type { Menu, Setting } from '@/payload-types'
import { publishedReviews, type PublishedReviews } from '@/reviews/operations/publishedReviews'

import { settingsFromDoc, toImage } from './shapes'

import {
  type Article,
  type ArticleSummary,
  type Faq,
  type LocalizedMenu,
  type Partner,
  type RichText,
  type Service,
  type ServiceSlug,
  type ServiceSummary,
  type SiteMenu,
  type SiteSettings,
  type Slide,
} from './types'

/**
 * What the public pages read from Payload, already shaped for rendering: plain objects, only
 * published documents, uploads reduced to what <img> needs. Each function is memoised per request
 * (React `cache`); the pages themselves are cached by Next and revalidated by the collections'
 * hooks (`revalidate.ts`). A database that is empty or still being set up gives the defaults, never
 * a broken page.
 */
const payloadInstance = () => getPayload({ config })

export const getSettings = cache(async (locale: Locale): Promise<SiteSettings> => {
  const payload = await payloadInstance()
  const doc: Setting = await payload.findGlobal({ slug: 'settings', locale, depth: 1 })
  return settingsFromDoc(doc)
})

export const getMenus = cache(async (locale: Locale): Promise<SiteMenu[]> => {
  const payload = await payloadInstance()
  const { docs } = await payload.find({
    collection: 'menus',
    locale,
    sort: 'order',
    limit: 50,
    pagination: false,
  })
  return docs.map((menu) => ({
    id: menu.id,
    name: menu.name,
    items: (menu.items ?? []).map((item) => ({
      name: item.name,
      link: item.link,
      blank: Boolean(item.blank),
    })),
  }))
})

type AllLocales<T> = T | Partial<Record<Locale, T>> | null | undefined
const perLocale = (value: AllLocales<string>): Record<Locale, string> => {
  if (value && typeof value === 'object')
    return { en: value.en ?? '', ar: value.ar ?? value.en ?? '' }
  return { en: value ?? '', ar: value ?? '' }
}

/** The spec's GET /api/menus: every menu with its names in both languages. */
export async function getMenusAllLocales(): Promise<LocalizedMenu[]> {
  const payload = await payloadInstance()
  const { docs } = await payload.find({
    collection: 'menus',
    locale: 'all',
    sort: 'order',
    limit: 50,
    pagination: false,
  })
  return docs.map((raw) => {
    const menu = raw as unknown as Omit<Menu, 'name' | 'items'> & {
      name: AllLocales<string>
      items?: { name: AllLocales<string>; link: string; blank?: boolean | null }[] | null
    }
    return {
      id: menu.id,
      name: perLocale(menu.name),
      items: (menu.items ?? []).map((item) => ({
        name: perLocale(item.name),
        link: item.link,
        blank: Boolean(item.blank),
      })),
    }
  })
}

export const getSlides = cache(async (locale: Locale): Promise<Slide[]> => {
  const payload = await payloadInstance()
  const { docs } = await payload.find({
    collection: 'slides',
    locale,
    sort: 'order',
    limit: 12,
    depth: 1,
    where: { _status: { equals: 'published' } },
  })
  return docs.flatMap((slide) => {
    const image = toImage(slide.image, 'hero')
    if (!image) return []
    return [
      {
        id: slide.id,
        title: slide.title,
        text: slide.text ?? '',
        image,
        link: slide.linkHref ? { href: slide.linkHref, label: slide.linkLabel ?? '' } : null,
      },
    ]
  })
})

export const getServices = cache(async (locale: Locale): Promise<ServiceSummary[]> => {
  const payload = await payloadInstance()
  const { docs } = await payload.find({
    collection: 'services',
    locale,
    sort: 'order',
    limit: 20,
    depth: 1,
    where: { _status: { equals: 'published' } },
  })
  return docs.map((service) => ({
    slug: service.slug,
    title: service.title,
    summary: service.summary,
    icon: service.icon,
    image: toImage(service.heroImage, 'card'),
  }))
})

export const getService = cache(async (locale: Locale, slug: string): Promise<Service | null> => {
  const payload = await payloadInstance()
  const { docs } = await payload.find({
    collection: 'services',
    locale,
    limit: 1,
    depth: 1,
    where: { and: [{ slug: { equals: slug } }, { _status: { equals: 'published' } }] },
  })
  const service = docs[0]
  if (!service) return null
  return {
    slug: service.slug,
    title: service.title,
    summary: service.summary,
    icon: service.icon,
    image: toImage(service.heroImage, 'hero'),
    highlights: (service.highlights ?? []).map((h) => h.text),
    content: service.content as RichText,
    metaTitle: service.meta?.title ?? '',
    metaDescription: service.meta?.description ?? '',
    metaImage: toImage(service.meta?.image, 'card'),
    updatedAt: service.updatedAt,
  }
})

/** The published services' addresses and last changes, for the sitemap. */
export const getServiceDates = cache(
  async (): Promise<{ slug: ServiceSlug; updatedAt: string }[]> => {
    const payload = await payloadInstance()
    const { docs } = await payload.find({
      collection: 'services',
      sort: 'order',
      limit: 20,
      depth: 0,
      select: { slug: true, updatedAt: true },
      where: { _status: { equals: 'published' } },
    })
    return docs.map((service) => ({ slug: service.slug, updatedAt: service.updatedAt }))
  },
)

export const getFaqs = cache(async (locale: Locale): Promise<Faq[]> => {
  const payload = await payloadInstance()
  const { docs } = await payload.find({
    collection: 'faqs',
    locale,
    sort: 'order',
    limit: 100,
    where: { _status: { equals: 'published' } },
  })
  return docs.map((faq) => ({ id: faq.id, question: faq.question, answer: faq.answer }))
})

export const getPartners = cache(async (locale: Locale): Promise<Partner[]> => {
  const payload = await payloadInstance()
  const { docs } = await payload.find({
    collection: 'partners',
    locale,
    sort: 'order',
    limit: 50,
    depth: 1,
    where: { showLogo: { equals: true } },
  })
  return docs.map((partner) => ({
    id: partner.id,
    name: partner.name,
    website: partner.website ?? '',
    logo: toImage(partner.logo, 'thumbnail'),
  }))
})

export const getArticles = cache(async (locale: Locale): Promise<ArticleSummary[]> => {
  const payload = await payloadInstance()
  const { docs } = await payload.find({
    collection: 'articles',
    locale,
    sort: '-publishedAt',
    limit: 100,
    depth: 1,
    where: { _status: { equals: 'published' } },
  })
  return docs.map((article) => ({
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt ?? '',
    image: toImage(article.heroImage, 'card'),
    publishedAt: article.publishedAt ?? article.createdAt,
    updatedAt: article.updatedAt,
  }))
})

export const getArticle = cache(async (locale: Locale, slug: string): Promise<Article | null> => {
  const payload = await payloadInstance()
  const { docs } = await payload.find({
    collection: 'articles',
    locale,
    limit: 1,
    depth: 1,
    where: { and: [{ slug: { equals: slug } }, { _status: { equals: 'published' } }] },
  })
  const article = docs[0]
  if (!article) return null
  return {
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt ?? '',
    image: toImage(article.heroImage, 'hero'),
    content: article.content as RichText,
    publishedAt: article.publishedAt ?? article.createdAt,
    updatedAt: article.updatedAt,
    metaTitle: article.meta?.title ?? '',
    metaDescription: article.meta?.description ?? '',
    metaImage: toImage(article.meta?.image, 'card'),
  }
})

export const getTerms = cache(
  async (
    locale: Locale,
  ): Promise<{ title: string; content: RichText | null; updatedAt: string | null }> => {
    const payload = await payloadInstance()
    const doc = await payload.findGlobal({ slug: 'terms', locale })
    return {
      title: doc.title ?? '',
      content: doc._status === 'draft' && !doc.title ? null : ((doc.content as RichText) ?? null),
      updatedAt: doc.updatedAt ?? null,
    }
  },
)

/**
 * The approved reviews for the home and service pages (decision 0161): average, count and the
 * newest few in the reader's language first; null when none is approved (nothing is shown).
 */
export const getReviews = cache(async (locale: Locale): Promise<PublishedReviews | null> =>
  publishedReviews(await payloadInstance(), locale),
)
