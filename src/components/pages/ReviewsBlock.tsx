import { getTranslations } from 'next-intl/server'

import { Stars } from '@/components/reviews/Stars'
import type { Locale } from '@/i18n/locales'
import type { PublishedReviews } from '@/reviews/operations/publishedReviews'
import { formatRating, STARS_MAX } from '@/reviews/reviews'

/**
 * What travellers say (issue 33 item 5; decision 0161): the average of the approved reviews (one
 * decimal, in the reader's digits), their count, and the newest few, the reader's language first.
 * Server-rendered, no script; nothing at all when no review is approved.
 */
export async function ReviewsBlock({
  reviews,
  locale,
}: {
  reviews: PublishedReviews | null
  locale: Locale
}) {
  if (!reviews || reviews.reviews.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'reviews.block' })
  const average = formatRating(reviews.average, locale)
  return (
    <section
      className="section reviews"
      aria-labelledby="reviews-title"
      data-testid="reviews-block"
    >
      <div className="container">
        <h2 id="reviews-title">{t('title')}</h2>
        <p className="reviews-summary" data-testid="reviews-summary">
          <Stars
            rating={reviews.average}
            label={t('rating', { rating: average, max: STARS_MAX })}
          />
          <strong>{t('average', { average, max: STARS_MAX })}</strong>
          <span>{t('count', { count: reviews.count })}</span>
        </p>
        <ul className="review-list">
          {reviews.reviews.map((review) => (
            <li key={review.id} className="review-card">
              <dl className="review-card__ratings">
                {(
                  [
                    ['driver', review.driverStars],
                    ['service', review.serviceStars],
                  ] as const
                ).map(([kind, stars]) => (
                  <div key={kind} className="review-card__rating" data-testid={`review-${kind}`}>
                    <dt>{t(kind)}</dt>
                    <dd>
                      <Stars
                        rating={stars}
                        label={t('rating', { rating: formatRating(stars, locale), max: STARS_MAX })}
                      />
                    </dd>
                  </div>
                ))}
              </dl>
              {review.comment ? (
                <blockquote dir="auto" lang={review.language}>
                  <p>{review.comment}</p>
                </blockquote>
              ) : null}
              <p className="review-card__name">
                <bdi>{review.displayName}</bdi>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
