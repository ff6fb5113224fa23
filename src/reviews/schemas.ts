import { z } from 'zod'

import { plainText } from '@/lib/plainText'

import { COMMENT_MAX, DISPLAY_NAME_MAX, STARS_MAX, STARS_MIN } from './reviews'

/**
 * The body of `POST /api/review` (docs/api.md): the request's token (in the body, never in the
 * request's address), the two ratings, the comment and the name to show. The language is the
 * request's own (the page's). Each rule's message is a catalogue key, so the form marks each
 * refused field with its own message. The comment and the name are shown on the public pages and
 * in their structured data: they follow the one text rule (`plainText`, decision 0174).
 */
const STARS = 'reviews.errors.starsRequired'

const stars = z
  .number({ error: STARS })
  .int({ error: STARS })
  .min(STARS_MIN, { error: STARS })
  .max(STARS_MAX, { error: STARS })

export const reviewSubmitSchema = z
  .object({
    token: plainText('api.invalidBody').min(1).max(100),
    driverStars: stars,
    serviceStars: stars,
    comment: plainText('reviews.errors.commentInvalid', { multiline: true })
      .trim()
      .max(COMMENT_MAX, { error: 'reviews.errors.commentTooLong' })
      .optional()
      .default(''),
    displayName: plainText('reviews.errors.nameRequired', {
      invalid: 'reviews.errors.nameInvalid',
    })
      .trim()
      .min(1, { error: 'reviews.errors.nameRequired' })
      .max(DISPLAY_NAME_MAX, { error: 'reviews.errors.nameTooLong' }),
  })
  .strict()

export type ReviewSubmission = z.infer<typeof reviewSubmitSchema>
