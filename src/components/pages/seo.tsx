import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import type { Image } from '@/content/types'
import { DEFAULT_LOCALE, type Locale, LOCALES, localizedPath } from '@/i18n/locales'
import { readServerEnv } from '@/lib/env'

/** The public address of the site (SITE_URL), without a trailing slash. */
export const siteUrl = () => readServerEnv().SITE_URL.replace(/\/+$/, '')

/** An absolute URL on the public site, e.g. for canonical links, the sitemap and JSON-LD. */
export const absoluteUrl = (path: string) => `${siteUrl()}${path.startsWith('/') ? '' : '/'}${path}`

/** The absolute address of `path` (English form, e.g. /about) in `locale`. */
export const pageUrl = (locale: Locale, path: string) => absoluteUrl(localizedPath(locale, path))

/** hreflang alternates of `path`: every language, and English for everyone else. */
export function languageAlternates(path: string): Record<string, string> {
  return {
    ...Object.fromEntries(LOCALES.map((locale) => [locale, pageUrl(locale, path)])),
    'x-default': pageUrl(DEFAULT_LOCALE, path),
  }
}

const OPEN_GRAPH_LOCALE: Record<Locale, string> = { en: 'en_US', ar: 'ar_EG' }

/**
 * The metadata every public page carries: its own title and description, the canonical address in
 * its language, hreflang alternates, and Open Graph / Twitter cards (with the image when there is
 * one). `title` goes through the layout's template ("… · Masar Transfers", "… - مسار للنقل": `titleSeparator`) unless `absoluteTitle`.
 */
export async function pageMetadata({
  locale,
  path,
  title,
  description,
  image,
  type = 'website',
  absoluteTitle = false,
  publishedTime,
  modifiedTime,
}: {
  locale: Locale
  path: string
  title: string
  description: string
  image?: Image | null
  type?: 'website' | 'article'
  absoluteTitle?: boolean
  publishedTime?: string
  modifiedTime?: string
}): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'meta' })
  const url = pageUrl(locale, path)
  const images = image
    ? [{ url: absoluteUrl(image.url), width: image.width, height: image.height, alt: image.alt }]
    : undefined
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: url, languages: languageAlternates(path) },
    openGraph: {
      title,
      description,
      url,
      siteName: t('siteName'),
      locale: OPEN_GRAPH_LOCALE[locale],
      alternateLocale: LOCALES.filter((other) => other !== locale).map(
        (other) => OPEN_GRAPH_LOCALE[other],
      ),
      images,
      ...(type === 'article' ? { type: 'article', publishedTime, modifiedTime } : { type }),
    },
    twitter: { card: images ? 'summary_large_image' : 'summary', title, description, images },
  }
}

/** Structured data for search engines; `<` is escaped so no text can close the script element. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  )
}

/** A BreadcrumbList for pages below the home page. */
export function breadcrumbJsonLd(items: { name: string; url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  }
}
