import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { sqlPool } from '@/infra/db'

import { reviewRating, reviewsForReader, roundToTenth } from '../reviews'

/** How many reviews a page shows. */
export const REVIEWS_SHOWN = 4

/** An approved review as the public pages show it. */
export type PublishedReview = {
  id: number
  displayName: string
  comment: string
  /** The mean of its two ratings (half stars possible). */
  rating: number
  driverStars: number
  serviceStars: number
  language: Locale
  createdAt: string
}

export type PublishedReviews = {
  /** Every approved review's rating averaged, one decimal, and their count. */
  average: number
  count: number
  /** The newest few, the reader's language first. */
  reviews: PublishedReview[]
}

/**
 * The approved reviews for the home and service pages (issue 33 item 5; decision 0161), or null
 * when there are none (the pages then show nothing). The average and count are of every approved
 * review; the shown ones are the newest of the reader's language, then of the other.
 */
export async function publishedReviews(
  payload: Payload,
  locale: Locale,
  shown: number = REVIEWS_SHOWN,
): Promise<PublishedReviews | null> {
  const totals = await sqlPool(payload).query(
    `select count(*) as count, avg((driver_stars + service_stars) / 2.0) as average
       from reviews where status = 'approved'`,
  )
  const row = totals.rows[0] as { count?: string | number; average?: string | null } | undefined
  const count = Number(row?.count ?? 0)
  if (count === 0) return null
  const newest = (language: { equals: Locale } | { not_equals: Locale }) =>
    payload.find({
      collection: 'reviews',
      where: { and: [{ status: { equals: 'approved' } }, { language }] },
      sort: '-createdAt',
      limit: shown,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
  const [own, others] = await Promise.all([
    newest({ equals: locale }),
    newest({ not_equals: locale }),
  ])
  const reviews = reviewsForReader([...own.docs, ...others.docs], locale, shown).map(
    (review): PublishedReview => ({
      id: review.id,
      displayName: review.displayName,
      comment: review.comment ?? '',
      rating: reviewRating(review),
      driverStars: review.driverStars,
      serviceStars: review.serviceStars,
      language: review.language,
      createdAt: review.createdAt,
    }),
  )
  return { average: roundToTenth(Number(row?.average ?? 0)), count, reviews }
}
