import { z } from 'zod'

/** Path segments the staff path may not take: they belong to the public site or the API. */
const RESERVED = new Set(['api', 'ar', 'en', 'admin', '_next', 'media', 'p', 'services'])

export const staffPathSchema = z
  .string()
  .trim()
  .transform((value) => `/${value.replace(/^\/+|\/+$/g, '')}`)
  .refine((value) => /^\/[a-z0-9][a-z0-9-]{2,63}$/i.test(value), {
    message: 'STAFF_PATH must be one path segment of 3-64 letters, digits or dashes, e.g. /staff',
  })
  .refine((value) => !RESERVED.has(value.slice(1).toLowerCase()), {
    message: 'STAFF_PATH may not reuse a public route or the API prefix',
  })

/** The folder the Payload admin lives in (`src/app/(payload)/staff`); other staff paths are rewritten to it. */
export const STAFF_FOLDER = '/staff'

/** The hidden staff path from the environment; `/staff` when unset. */
export function staffPath(env: Record<string, string | undefined> = process.env): string {
  return staffPathSchema.parse(env.STAFF_PATH || STAFF_FOLDER)
}
