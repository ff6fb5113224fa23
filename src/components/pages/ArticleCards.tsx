import { getTranslations } from 'next-intl/server'

import { Picture } from '@/components/media/Picture'
import type { ArticleSummary } from '@/content/types'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

import { Icon } from './icons'
import { formatDate } from './links'

/**
 * Articles as cards (image, title, date, summary); the title link covers the whole card. The list
 * is its page's content, so the first picture (the largest thing on a phone) loads first.
 */
export async function ArticleCards({
  articles,
  locale,
  headingLevel = 2,
}: {
  articles: ArticleSummary[]
  locale: Locale
  headingLevel?: 2 | 3
}) {
  const t = await getTranslations('articles')
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className="article-grid">
      {articles.map((article, index) => (
        <li key={article.slug} className="article-card">
          {article.image ? (
            <Picture
              className="article-card-image"
              image={article.image}
              alt=""
              priority={index === 0}
              sizes="(min-width: 72rem) 22rem, (min-width: 40rem) 45vw, 100vw"
            />
          ) : null}
          <div className="article-card-body">
            <Heading>
              <Link href={`/p/${article.slug}`} className="card-link">
                {article.title}
              </Link>
            </Heading>
            <p className="article-date">
              <time dateTime={article.publishedAt}>
                {t('published', { date: formatDate(article.publishedAt, locale) })}
              </time>
            </p>
            {article.excerpt ? <p>{article.excerpt}</p> : null}
            <span className="card-more" aria-hidden="true">
              {t('readMore')}
              <Icon name="arrow" size={18} />
            </span>
          </div>
        </li>
      ))}
    </ul>
  )
}
