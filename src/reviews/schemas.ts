import { z } from 'zod'

import { COMMENT_MAX, DISPLAY_NAME_MAX, STARS_MAX, STARS_MIN } from './reviews'

/**
 * The body of `POST /api/review` (docs/api.md): the request's token (in the body, never in the
 * request's address), the two ratings, the comment and the name to show. The language is the
 * request's own (the page's). Each rule's message is a catalogue key, so the form marks each
 * refused field with its own message.
 */
const STARS = 'reviews.errors.starsRequired'

const stars = z
  .number({ error: STARS })
  .int({ error: STARS })
  .min(STARS_MIN, { error: STARS })
  .max(STARS_MAX, { error: STARS })

export const reviewSubmitSchema = z
  .object({
    token: z.string().min(1).max(100),
    driverStars: stars,
    serviceStars: stars,
    comment: z
      .string()
      .trim()
      .max(COMMENT_MAX, { error: 'reviews.errors.commentTooLong' })
      .optional()
      .default(''),
    displayName: z
      .string({ error: 'reviews.errors.nameRequired' })
      .trim()
      .min(1, { error: 'reviews.errors.nameRequired' })
      .max(DISPLAY_NAME_MAX, { error: 'reviews.errors.nameTooLong' }),
  })
  .strict()

export type ReviewSubmission = z.infer<typeof reviewSubmitSchema>
