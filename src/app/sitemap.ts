import type { MetadataRoute } from 'next'

import { languageAlternates, pageUrl } from '@/components/pages/seo'
import { getArticle, getArticles, getServiceDates, getTerms } from '@/content/queries'
import { DEFAULT_LOCALE, LOCALES } from '@/i18n/locales'

/** Read from the database on each request: the build has no database, and the list is small. */
export const dynamic = 'force-dynamic'

const newest = (dates: (string | null | undefined)[]) =>
  dates
    .filter((date): date is string => Boolean(date))
    .sort()
    .at(-1)

/**
 * /sitemap.xml: every public page in English and Arabic, each with its hreflang alternates, and
 * the published services and articles with the date they last changed.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [services, articles, about, terms] = await Promise.all([
    getServiceDates(),
    getArticles(DEFAULT_LOCALE),
    getArticle(DEFAULT_LOCALE, 'about'),
    getTerms(DEFAULT_LOCALE),
  ])
  const pages = articles.filter((article) => article.slug !== 'about')
  const latestService = newest(services.map((service) => service.updatedAt))
  const latestArticle = newest(pages.map((article) => article.updatedAt))

  const entries: { path: string; lastModified?: string; priority: number }[] = [
    { path: '/', lastModified: newest([latestService, latestArticle]), priority: 1 },
    { path: '/about', lastModified: about?.updatedAt, priority: 0.6 },
    { path: '/services', lastModified: latestService, priority: 0.8 },
    ...services.map((service) => ({
      path: `/services/${service.slug}`,
      lastModified: service.updatedAt,
      priority: 0.8,
    })),
    { path: '/p', lastModified: latestArticle, priority: 0.5 },
    ...pages.map((article) => ({
      path: `/p/${article.slug}`,
      lastModified: article.updatedAt,
      priority: 0.5,
    })),
    { path: '/book', priority: 0.9 },
    { path: '/contact-us', priority: 0.6 },
    { path: '/terms', lastModified: terms.updatedAt ?? undefined, priority: 0.3 },
  ]

  return entries.flatMap(({ path, lastModified, priority }) =>
    LOCALES.map((locale) => ({
      url: pageUrl(locale, path),
      ...(lastModified ? { lastModified } : {}),
      priority,
      alternates: { languages: languageAlternates(path) },
    })),
  )
}
