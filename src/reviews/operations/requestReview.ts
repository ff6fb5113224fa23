import type { Payload } from 'payload'

import { recipientOf, tellCustomer } from '@/notifications/customer'
import { sqlPool } from '@/infra/db'
import { fail, ok, type Result } from '@/lib/failure'
import { readServerEnv } from '@/lib/env'

import { hashReviewToken, newReviewToken, reviewLinkExpiry } from '../reviewLink'
import { hasRealCompletion } from '../reviews'

/** The review form's address for `token`, in the customer's `language`. */
export const reviewUrl = (site: string, language: string, token: string): string =>
  `${site.replace(/\/+$/, '')}/${language}/review?token=${token}`

export type ReviewRequest =
  /** Sent now: the link's address (its token exists nowhere else) for a message of the caller. */
  | { sent: true; reviewUrl: string }
  /** Asked before: nothing is sent again. */
  | { sent: false }

/**
 * The one review request of a reservation (issue 33 item 5; decision 0161), called when its last
 * leg is completed: a new private link (the reservation keeps only the token's SHA-256) and one
 * message, by email and SMS, in the customer's language. Only for a real completion (a completed
 * leg of a served booking, `hasRealCompletion`); a second call (a retry, two legs completing at
 * once) sends nothing: the link is claimed by one conditional update, so exactly one caller
 * sends. A failed send is logged and left to the outbox's retries.
 */
export async function requestReview(
  payload: Payload,
  reservationId: number,
  now: Date = new Date(),
): Promise<Result<ReviewRequest>> {
  const reservation = await payload.findByID({
    collection: 'reservations',
    id: reservationId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!reservation) return fail('reservation-not-found', 'backoffice.errors.reservationNotFound')
  if (!hasRealCompletion(reservation)) {
    return fail('no-completed-trip', 'reviews.errors.noCompletedTrip')
  }
  const token = newReviewToken()
  const claimed = await sqlPool(payload).query(
    `update reservations
        set review_link_token_hash = $2, review_link_requested_at = $3, review_link_expires_at = $4
      where id = $1 and review_link_requested_at is null
      returning id`,
    [reservation.id, hashReviewToken(token), now, reviewLinkExpiry(now)],
  )
  if (claimed.rowCount === 0) return ok({ sent: false })

  const recipient = await recipientOf(payload, reservation)
  const url = reviewUrl(readServerEnv().SITE_URL, recipient.language, token)
  await tellCustomer(
    payload,
    `Reservation ${reservation.reservationNumber}: the review request`,
    recipient,
    'review-request',
    {
      name: recipient.customer.name,
      reservationNumber: reservation.reservationNumber,
      reviewUrl: url,
    },
  )
  return ok({ sent: true, reviewUrl: url })
}
