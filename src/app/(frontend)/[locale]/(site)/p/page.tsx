import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ArticleCards } from '@/components/pages/ArticleCards'
import { Breadcrumbs, PageHeader } from '@/components/pages/PageHeader'
import { pageMetadata } from '@/components/pages/seo'
import { getArticles } from '@/content/queries'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale
  const t = await getTranslations({ locale, namespace: 'seo.articles' })
  return pageMetadata({ locale, path: '/p', title: t('title'), description: t('description') })
}

/** /p: the spec's content route without a slug - the published articles, newest first. */
export default async function ArticlesPage({ params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const [t, nav, all] = await Promise.all([
    getTranslations('articles'),
    getTranslations('nav'),
    getArticles(locale),
  ])
  // The about article has its own page, /about.
  const articles = all.filter((article) => article.slug !== 'about')
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
        {articles.length ? (
          <ArticleCards articles={articles} locale={locale} />
        ) : (
          <p className="empty-state">{t('empty')}</p>
        )}
      </div>
    </>
  )
}
