import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { OurClients } from '@/components/pages/OurClients'
import { Breadcrumbs, HeaderImage, PageHeader } from '@/components/pages/PageHeader'
import { pageMetadata } from '@/components/pages/seo'
import { WhyUs } from '@/components/pages/WhyUs'
import { RichText } from '@/components/richtext/RichText'
import { getArticle, getPartners } from '@/content/queries'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string }> }

/** The about page is the article with the slug `about`, written in the back office. */
const ABOUT_SLUG = 'about'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale
  const [t, article] = await Promise.all([
    getTranslations({ locale, namespace: 'seo.about' }),
    getArticle(locale, ABOUT_SLUG),
  ])
  return pageMetadata({
    locale,
    path: '/about',
    title: article?.metaTitle || article?.title || t('title'),
    // An editor's search-engine title is the whole title, used without the site-name suffix.
    absoluteTitle: Boolean(article?.metaTitle),
    description: article?.metaDescription || article?.excerpt || t('description'),
    image: article?.metaImage ?? article?.image,
  })
}

export default async function AboutPage({ params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const [t, nav, article, partners] = await Promise.all([
    getTranslations('about'),
    getTranslations('nav'),
    getArticle(locale, ABOUT_SLUG),
    getPartners(locale),
  ])
  const title = article?.title || t('title')
  return (
    <>
      <PageHeader
        narrow
        title={title}
        lead={article ? article.excerpt : t('intro')}
        breadcrumbs={<Breadcrumbs trail={[{ name: nav('home'), href: '/' }]} current={title} />}
      />
      {article?.image ? <HeaderImage image={article.image} narrow /> : null}
      {article ? (
        <div className="container container-reading page-body">
          <RichText data={article.content} locale={locale} />
        </div>
      ) : null}
      <WhyUs />
      <OurClients partners={partners} />
    </>
  )
}
