import { createHash, randomBytes } from 'node:crypto'

/**
 * The review request's private link (issue 33 item 5; decision 0161): a random token sent once to
 * the customer, of which the reservation keeps only the SHA-256 (as the manage link's,
 * `src/manage/selfService.ts`). It opens the review form until a review is written (then it shows
 * that review) and for `REVIEW_LINK_DAYS` days after the request.
 */

/** How long a review request's link opens the form. */
export const REVIEW_LINK_DAYS = 60

const DAY_MS = 86_400_000

/** A new token: 32 random bytes, base64url (43 characters). */
export const newReviewToken = (): string => randomBytes(32).toString('base64url')

/** What the reservation keeps of a token: its SHA-256, hex. */
export const hashReviewToken = (token: string): string =>
  createHash('sha256').update(`review:${token}`, 'utf8').digest('hex')

/** Only a string of a token's shape is looked up. */
export const isReviewTokenShape = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value)

/** When a link sent at `requestedAt` stops opening the form. */
export const reviewLinkExpiry = (requestedAt: Date): Date =>
  new Date(requestedAt.getTime() + REVIEW_LINK_DAYS * DAY_MS)

/** Whether a link that ends at `expiresAt` still opens at `now` (strictly before its end). */
export const reviewLinkOpen = (expiresAt: Date, now: Date): boolean =>
  now.getTime() < expiresAt.getTime()
