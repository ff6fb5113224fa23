import { isServed } from '@/booking/status'
import type { Locale } from '@/i18n/locales'
import { numberLocale } from '@/i18n/numerals'

/**
 * Reviews after the ride (issue 33 item 5; decision 0161): who may write one, what one holds, and
 * how the approved ones are summed up and ordered for a reader. Pure: the operations
 * (`src/reviews/operations/`) read the reservation and the reviews and ask these.
 *
 * A review belongs to a reservation with a real completion (a completed leg of a served booking),
 * one per reservation, written through the link of the one review request (no login, no code:
 * nothing else can open the form). Staff approve or hide it; only approved ones are shown.
 */

export const REVIEW_STATUSES = ['pending', 'approved', 'hidden'] as const

export const STARS_MIN = 1
export const STARS_MAX = 5
/** The comment's and the display name's longest accepted length, in characters. */
export const COMMENT_MAX = 1000
export const DISPLAY_NAME_MAX = 60

/** Whether `value` is a whole number of stars from 1 to 5. */
export const isStars = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= STARS_MIN && value <= STARS_MAX

/** What the reservation's progress says of its legs (only `state` matters here). */
export type TripProgress =
  | {
      outbound?: { state?: string | null } | null
      return?: { state?: string | null } | null
    }
  | null
  | undefined

/** One of the legs was driven to the end (not a no-show). */
export const hasCompletedLeg = (progress: TripProgress): boolean =>
  progress?.outbound?.state === 'completed' || progress?.return?.state === 'completed'

/** What the rules read of a reservation: its status, the statuses it went through, its legs. */
export type ReviewedTrip = {
  status: string
  statusHistory?: readonly { to?: string | null }[] | null
  progress?: TripProgress
}

/**
 * A real completion (decision 0170): a leg driven to the end of a booking that was served (paid,
 * accepted cash or sent to operations, now or before a later cancellation). A booking never paid
 * (`pending`, `fail`) had no trip, whatever its progress says: only such a trip's "completed"
 * could have come from taps the trip did not allow.
 */
export const hasRealCompletion = (trip: ReviewedTrip): boolean =>
  hasCompletedLeg(trip.progress) &&
  (isServed(trip.status) || (trip.statusHistory ?? []).some((entry) => isServed(entry.to ?? '')))

export type ReviewRefusal = 'no-completed-trip' | 'already-reviewed'

/** Whether a review may be written now: a real completion, and none written yet. */
export function reviewRefusal(trip: ReviewedTrip, alreadyReviewed: boolean): ReviewRefusal | null {
  if (!hasRealCompletion(trip)) return 'no-completed-trip'
  if (alreadyReviewed) return 'already-reviewed'
  return null
}

/** One review's rating as shown and summed up: the mean of its two ratings (4 and 5 -> 4.5). */
export const reviewRating = (review: { driverStars: number; serviceStars: number }): number =>
  (review.driverStars + review.serviceStars) / 2

/**
 * How full each of the five stars is drawn for `rating` (0 to 1 each, to the tenth): 4.5 is four
 * full stars and a half, 4.3 four and three tenths; never rounded to whole stars, so the stars say
 * what the number says.
 */
export function starFills(rating: number): number[] {
  const bounded = Number.isFinite(rating) ? Math.min(STARS_MAX, Math.max(0, rating)) : 0
  return Array.from({ length: STARS_MAX }, (_, index) =>
    roundToTenth(Math.min(1, Math.max(0, bounded - index))),
  )
}

/** An average rounded to one decimal, halves up (4.25 -> 4.3, 4.24 -> 4.2). */
export const roundToTenth = (value: number): number => Math.round(value * 10 + 1e-9) / 10

/**
 * The average rating (one decimal) and count of `reviews`; null without any (nothing is shown).
 */
export function ratingSummary(
  reviews: readonly { driverStars: number; serviceStars: number }[],
): { average: number; count: number } | null {
  if (reviews.length === 0) return null
  const total = reviews.reduce((sum, review) => sum + reviewRating(review), 0)
  return { average: roundToTenth(total / reviews.length), count: reviews.length }
}

/** An average as the reader reads it: one decimal, in their digits (`4.5`, `٤٫٥`). */
export const formatRating = (value: number, locale: Locale): string =>
  new Intl.NumberFormat(numberLocale(locale), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    numberingSystem: locale === 'ar' ? 'arab' : 'latn',
  }).format(value)

/**
 * The reviews a reader sees: those written in the reader's language first, then the others, each
 * newest first, at most `limit`.
 */
export function reviewsForReader<T extends { language: string; createdAt: string }>(
  reviews: readonly T[],
  locale: Locale,
  limit: number,
): T[] {
  const newest = (a: T, b: T) => Date.parse(b.createdAt) - Date.parse(a.createdAt)
  const own = reviews.filter((review) => review.language === locale).sort(newest)
  const others = reviews.filter((review) => review.language !== locale).sort(newest)
  return [...own, ...others].slice(0, Math.max(0, limit))
}
