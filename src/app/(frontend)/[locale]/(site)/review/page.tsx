import config from '@payload-config'
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { getPayload } from 'payload'

import { formatCairoWallTime } from '@/booking/cairoTime'
import { queryValue, type PageQuery } from '@/components/payment/paymentQuery'
import { Icon } from '@/components/pages/icons'
import { telHref } from '@/components/pages/links'
import { ReviewForm, type ReviewFormLabels } from '@/components/reviews/ReviewForm'
import { Stars } from '@/components/reviews/Stars'
import { getSettings } from '@/content/queries'
import type { Locale } from '@/i18n/locales'
import { translate } from '@/i18n/messages'
import { formatNumber } from '@/i18n/numerals'
import { isolateTyped } from '@/i18n/textDirection'
import { clientAddressOf, rateLimitKey } from '@/lib/clientAddress'
import { reviewForm } from '@/reviews/operations/submitReview'
import { COMMENT_MAX, DISPLAY_NAME_MAX, STARS_MAX } from '@/reviews/reviews'

/** Rendered per request: the link's token decides everything. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<PageQuery> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'reviews.page' })
  // The token is in the address: never sent on to another site, never indexed.
  return { title: t('title'), robots: { index: false, follow: false }, referrer: 'no-referrer' }
}

/**
 * /review?token=... (issue 33 item 5; decision 0161): the customer's one review of a completed
 * trip, opened from the review request's email or SMS without logging in. The trip (number, date,
 * route) above the form; once written, the review given and whether it is shown; a link that does
 * not open says why.
 */
export default async function ReviewPage({ params, searchParams }: Props) {
  const { locale: param } = await params
  const locale = param as Locale
  setRequestLocale(locale)
  const token = queryValue(await searchParams, 'token')
  const client = rateLimitKey(clientAddressOf(await headers(), process.env))
  const [payload, settings, t] = await Promise.all([
    getPayload({ config }),
    getSettings(locale),
    getTranslations('reviews.page'),
  ])
  const found = await reviewForm(payload, token, client)
  if (!found.ok) {
    return (
      <div className="container confirmation review-page">
        <header className="confirmation-header">
          <h1>{t('invalidTitle')}</h1>
          <p data-testid="review-refusal">
            {found.code === 'rate-limited'
              ? t('tooMany')
              : translate(locale, found.messageKey, found.values)}
          </p>
        </header>
        <div className="contact-actions">
          <a className="button" href={telHref(settings.hotline)}>
            <Icon name="phone" size={20} />
            <span>
              {t('office')} <bdi dir="ltr">{settings.hotline}</bdi>
            </span>
          </a>
        </div>
      </div>
    )
  }
  const { trip, review } = found.value
  const when = formatCairoWallTime(trip.execDate, locale, 'date-time') ?? trip.execDate
  const starsText = (count: number) => t('starsOf', { count, max: STARS_MAX })
  const labels: ReviewFormLabels = {
    driver: t('driver'),
    service: t('service'),
    stars: [1, 2, 3, 4, 5].map((count) => t('star', { count })) as ReviewFormLabels['stars'],
    comment: t('comment'),
    commentHint: t('commentHint', { max: COMMENT_MAX }),
    name: t('name'),
    nameHint: t('nameHint'),
    submit: t('submit'),
    sending: t('sending'),
    network: t('network'),
    fixFields: t('fixFields'),
  }
  return (
    <div className="container review-page">
      <header className="review-header">
        <h1>{review ? t('givenTitle') : t('title')}</h1>
        {review ? null : <p>{t('lead')}</p>}
      </header>
      <dl className="confirmation-facts review-trip">
        <div>
          <dt>{t('booking')}</dt>
          <dd>
            <bdi dir="ltr">{trip.reservationNumber}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('date')}</dt>
          <dd>{when}</dd>
        </div>
        <div>
          <dt>{t('route')}</dt>
          <dd>{t('routeText', { from: trip.from[locale], to: trip.to[locale] })}</dd>
        </div>
      </dl>
      {review ? (
        <section className="form-card review-given" data-testid="review-given">
          <p className="form-success" role="status">
            {t('thanks')}{' '}
            {review.status === 'approved'
              ? t('approved')
              : review.status === 'hidden'
                ? t('hidden')
                : t('pending')}
          </p>
          <dl className="confirmation-facts">
            <div>
              <dt>{t('driver')}</dt>
              <dd>
                <Stars rating={review.driverStars} label={starsText(review.driverStars)} />{' '}
                {formatNumber(review.driverStars, locale)}
              </dd>
            </div>
            <div>
              <dt>{t('service')}</dt>
              <dd>
                <Stars rating={review.serviceStars} label={starsText(review.serviceStars)} />{' '}
                {formatNumber(review.serviceStars, locale)}
              </dd>
            </div>
            {review.comment ? (
              <div>
                <dt>{t('comment')}</dt>
                <dd>{isolateTyped(review.comment)}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('name')}</dt>
              <dd>{isolateTyped(review.displayName)}</dd>
            </div>
          </dl>
        </section>
      ) : (
        <ReviewForm
          token={token ?? ''}
          locale={locale}
          labels={labels}
          commentMax={COMMENT_MAX}
          nameMax={DISPLAY_NAME_MAX}
        />
      )}
    </div>
  )
}
