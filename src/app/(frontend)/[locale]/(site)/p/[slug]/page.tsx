import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { Icon } from '@/components/pages/icons'
import { formatDate } from '@/components/pages/links'
import { Breadcrumbs, HeaderImage, PageHeader } from '@/components/pages/PageHeader'
import {
  absoluteUrl,
  breadcrumbJsonLd,
  JsonLd,
  pageMetadata,
  pageUrl,
} from '@/components/pages/seo'
import { RichText } from '@/components/richtext/RichText'
import { getArticle } from '@/content/queries'
import { Link } from '@/i18n/navigation'
import { type Locale, localizedPath } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string; slug: string }> }

/** Nothing is rendered at build time (no database there): each article on its first visit. */
export const generateStaticParams = () => []
export const dynamicParams = true

/** The about article is shown at /about; /p/about is only an old address of it. */
const ABOUT_SLUG = 'about'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: rawLocale, slug } = await params
  const locale = rawLocale as Locale
  if (slug === ABOUT_SLUG) return {}
  const article = await getArticle(locale, slug)
  if (!article) return {}
  return pageMetadata({
    locale,
    path: `/p/${article.slug}`,
    title: article.metaTitle || article.title,
    // An editor's search-engine title is the whole title, used without the site-name suffix.
    absoluteTitle: Boolean(article.metaTitle),
    description: article.metaDescription || article.excerpt,
    image: article.metaImage ?? article.image,
    type: 'article',
    publishedTime: article.publishedAt,
    modifiedTime: article.updatedAt,
  })
}

export default async function ArticlePage({ params }: Props) {
  const { locale: rawLocale, slug } = await params
  const locale = rawLocale as Locale
  setRequestLocale(locale)
  if (slug === ABOUT_SLUG) permanentRedirect(localizedPath(locale, '/about'))
  const article = await getArticle(locale, slug)
  if (!article) notFound()
  const [t, nav] = await Promise.all([getTranslations('articles'), getTranslations('nav')])
  const url = pageUrl(locale, `/p/${article.slug}`)
  return (
    <article>
      <PageHeader
        narrow
        title={article.title}
        lead={article.excerpt}
        breadcrumbs={
          <Breadcrumbs
            trail={[
              { name: nav('home'), href: '/' },
              { name: t('title'), href: '/p' },
            ]}
            current={article.title}
          />
        }
      >
        <p className="page-meta">
          <Icon name="calendar" size={18} />
          <time dateTime={article.publishedAt}>
            {t('published', { date: formatDate(article.publishedAt, locale) })}
          </time>
        </p>
      </PageHeader>
      {article.image ? <HeaderImage image={article.image} narrow /> : null}
      <div className="container container-reading page-body">
        <RichText data={article.content} locale={locale} />
        <p className="page-aside-note">
          <Link href="/p" className="more-link">
            {t('all')}
            <Icon name="arrow" size={18} />
          </Link>
        </p>
      </div>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: article.title,
          description: article.excerpt || undefined,
          datePublished: article.publishedAt,
          dateModified: article.updatedAt,
          inLanguage: locale,
          mainEntityOfPage: url,
          image: article.image ? absoluteUrl(article.image.url) : undefined,
        }}
      />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: nav('home'), url: pageUrl(locale, '/') },
          { name: t('title'), url: pageUrl(locale, '/p') },
          { name: article.title, url },
        ])}
      />
    </article>
  )
}
