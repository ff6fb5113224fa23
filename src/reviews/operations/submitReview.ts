import type { Payload } from 'payload'

import { limited } from '@/accounts/operations/limited'
import { audited } from '@/audit/hooks'
import type { CairoWallTime } from '@/booking/cairoTime'
import { reservationSummary } from '@/booking/reservationViews'
import type { Locale } from '@/i18n/locales'
import { fail, ok, type Result } from '@/lib/failure'
import type { Reservation, Review } from '@/payload-types'

import { hashReviewToken, isReviewTokenShape, reviewLinkOpen } from '../reviewLink'
import { reviewRefusal } from '../reviews'
import type { ReviewSubmission } from '../schemas'

/**
 * The review form behind the review request's link (issue 33 item 5; decision 0161): what it
 * shows, and the one review it takes. The link is the only way in (no login, no code): unknown and
 * expired links alike are `review-link-invalid`, and every lookup counts against the caller's
 * address, so tokens cannot be guessed by trying.
 */

/** The trip as the form names it: number, pickup time (Cairo), and the route's two ends. */
export type ReviewTrip = {
  reservationNumber: string
  execDate: CairoWallTime
  returningDate: CairoWallTime | null
  from: Record<Locale, string>
  to: Record<Locale, string>
}

/** A written review as its author sees it again. */
export type WrittenReview = Pick<
  Review,
  'driverStars' | 'serviceStars' | 'comment' | 'displayName' | 'language' | 'status' | 'createdAt'
>

export type ReviewForm = { trip: ReviewTrip; review: WrittenReview | null }

const linkInvalid = () => fail('review-link-invalid', 'reviews.errors.linkInvalid')

function tripOf(reservation: Reservation): ReviewTrip {
  const summary = reservationSummary(reservation)
  return {
    reservationNumber: summary.reservationNumber,
    execDate: summary.execDate,
    returningDate: summary.returningDate,
    from: summary.pickup.names,
    to: summary.dropoff.names,
  }
}

const written = (review: Review): WrittenReview => ({
  driverStars: review.driverStars,
  serviceStars: review.serviceStars,
  comment: review.comment ?? '',
  displayName: review.displayName,
  language: review.language,
  status: review.status,
  createdAt: review.createdAt,
})

async function reviewOf(payload: Payload, reservationId: number): Promise<Review | null> {
  const { docs } = await payload.find({
    collection: 'reviews',
    where: { reservation: { equals: reservationId } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** The reservation a review link opens (and its review, if written), or why not. */
async function openLink(
  payload: Payload,
  token: unknown,
  client: string,
  now: Date,
): Promise<Result<{ reservation: Reservation; review: Review | null }>> {
  const refused = await limited(payload, [['reviewLinkPerIp', client]], now)
  if (refused) return refused
  if (!isReviewTokenShape(token)) return linkInvalid()
  const { docs } = await payload.find({
    collection: 'reservations',
    where: { 'reviewLink.tokenHash': { equals: hashReviewToken(token) } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const reservation = docs[0]
  const expiresAt = reservation?.reviewLink?.expiresAt
  if (!reservation || !expiresAt) return linkInvalid()
  const review = await reviewOf(payload, reservation.id)
  // A written review stays readable by its link; an unused link ends.
  if (!review && !reviewLinkOpen(new Date(expiresAt), now)) return linkInvalid()
  return ok({ reservation, review })
}

/**
 * What the review page shows for `token`: the trip, and the review already written (the page then
 * shows it instead of the form); `no-completed-trip` when staff corrected the trip since.
 */
export async function reviewForm(
  payload: Payload,
  token: unknown,
  client: string,
  now: Date = new Date(),
): Promise<Result<ReviewForm>> {
  const opened = await openLink(payload, token, client, now)
  if (!opened.ok) return opened
  const { reservation, review } = opened.value
  if (review) return ok({ trip: tripOf(reservation), review: written(review) })
  if (reviewRefusal(reservation, false)) {
    return fail('no-completed-trip', 'reviews.errors.noCompletedTrip')
  }
  return ok({ trip: tripOf(reservation), review: null })
}

/**
 * The review written through `token`: stored as pending (staff approve it before it is shown), in
 * the page's `language`. Refused without a completed leg, and when the reservation has one
 * already (the unique index settles two submits at once).
 */
export async function submitReview(
  payload: Payload,
  {
    token,
    client,
    review,
    language,
    now = new Date(),
  }: {
    token: string
    client: string
    review: Omit<ReviewSubmission, 'token'>
    language: Locale
    now?: Date
  },
): Promise<Result<WrittenReview>> {
  const opened = await openLink(payload, token, client, now)
  if (!opened.ok) return opened
  const { reservation } = opened.value
  const refusal = reviewRefusal(reservation, opened.value.review !== null)
  if (refusal === 'no-completed-trip') {
    return fail('no-completed-trip', 'reviews.errors.noCompletedTrip')
  }
  if (refusal === 'already-reviewed') {
    return fail('already-reviewed', 'reviews.errors.alreadyReviewed')
  }
  const customerId =
    typeof reservation.customer === 'object' ? reservation.customer?.id : reservation.customer
  try {
    const created = await payload.create({
      collection: 'reviews',
      overrideAccess: true,
      depth: 0,
      context: audited({ actor: { type: 'customer', id: customerId ?? null } }),
      data: {
        reservation: reservation.id,
        status: 'pending',
        driverStars: review.driverStars,
        serviceStars: review.serviceStars,
        comment: review.comment || null,
        displayName: review.displayName,
        language,
      },
    })
    return ok(written(created))
  } catch (error) {
    // Two submits at once: the unique index kept the first.
    if (await reviewOf(payload, reservation.id)) {
      return fail('already-reviewed', 'reviews.errors.alreadyReviewed')
    }
    throw error
  }
}
