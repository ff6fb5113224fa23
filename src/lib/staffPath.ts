import * as z from 'zod'

import { LOCALES } from '@/i18n/locales'

/**
 * First path segments that belong to the public site, its API or Next, compared without letter
 * case (the spec's aliases `/Login`, `/Pay`, ... reach the same pages): the staff path may take
 * none of them. `tests/unit/staffPath.spec.ts` checks this list covers every folder of
 * `src/app` that answers at the root, so a new public page cannot be shadowed.
 */
export const PUBLIC_SEGMENTS: readonly string[] = [
  // Languages: /ar/... (and /en/..., redirected to the unprefixed English pages).
  ...LOCALES,
  // Pages of the site (`src/app/(frontend)/[locale]/(site)`).
  'about',
  'book',
  'booking',
  'contact-us',
  'driver',
  'login',
  'manage',
  'p',
  'reset-password',
  'review',
  'services',
  'settings',
  'signup',
  'terms',
  'verify',
  // Payment screens (`src/app/(frontend)/[locale]/(payment)`).
  'pay',
  'success',
  'fail-pay',
  'expired',
  // The JSON API, Payload's API under it, Payload's default admin path (always a 404).
  'api',
  'admin',
  // Next's files, uploaded media, the local Paymob simulator.
  '_next',
  '_vercel',
  'media',
  'paymob-simulator',
  // Files at the root.
  'sitemap.xml',
  'robots.txt',
  'icon.svg',
  'icons.svg',
  'favicon.ico',
]

const PUBLIC = new Set(PUBLIC_SEGMENTS)

/**
 * The first segments of the site's JSON API (`src/app/(frontend)/api/*`) and Payload's (`cms`).
 * The staff API answers at `/api/{staff segment}/...` (docs/api.md), so a staff path named like one
 * of these would be hidden by that folder's routes, or hide them.
 */
export const API_SEGMENTS: readonly string[] = [
  'airlines',
  'areas',
  'booking',
  'cars',
  'cms',
  'contact',
  'dev',
  'driver',
  'health',
  'internal',
  'lang',
  'logout',
  'manage',
  'menus',
  'messages',
  'nationalities',
  'otp',
  'phone-countries',
  'payments',
  'ready',
  'review',
  'setting',
  'user',
]

const API = new Set(API_SEGMENTS)

const FORMAT_MESSAGE =
  'STAFF_PATH must be one path segment of 3-64 letters, digits or dashes, e.g. /ops-7f3k2q'

export const staffPathSchema = z
  .string()
  .trim()
  .transform((value) => `/${value.replace(/^\/+|\/+$/g, '')}`)
  .superRefine((value, ctx) => {
    if (PUBLIC.has(value.slice(1).toLowerCase())) {
      ctx.addIssue({
        code: 'custom',
        message:
          `STAFF_PATH ${value} is a public route of the site (${value.toLowerCase()}); the back ` +
          'office would hide it. Choose an unguessable segment of your own, e.g. /ops-7f3k2q',
      })
    } else if (API.has(value.slice(1).toLowerCase())) {
      ctx.addIssue({
        code: 'custom',
        message:
          `STAFF_PATH ${value} names a folder of the site's API (/api${value.toLowerCase()}); the ` +
          'staff API at /api/{staff path} would clash with it. Choose an unguessable segment of ' +
          'your own, e.g. /ops-7f3k2q',
      })
    } else if (!/^\/[a-z0-9][a-z0-9-]{2,63}$/i.test(value)) {
      ctx.addIssue({ code: 'custom', message: FORMAT_MESSAGE })
    }
  })

/** The folder the Payload admin lives in (`src/app/(payload)/staff`); other staff paths are rewritten to it. */
export const STAFF_FOLDER = '/staff'

/**
 * The hidden staff path from the environment; `/staff` when unset. A path that is not one segment,
 * or that a public route already owns, stops the start with a message saying so.
 */
export function staffPath(env: Record<string, string | undefined> = process.env): string {
  const parsed = staffPathSchema.safeParse(env.STAFF_PATH || STAFF_FOLDER)
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? FORMAT_MESSAGE)
  return parsed.data
}

/**
 * The staff path production starts with: set, and not the folder's own name (`/staff`, in any
 * letter case), which anyone who reads the code would try first. Development and tests keep the
 * default. Called by the production server before it serves anything (`scripts/server.ts`).
 */
export function productionStaffPath(env: Record<string, string | undefined> = process.env): string {
  const path = staffPath(env)
  if (!env.STAFF_PATH?.trim() || path.toLowerCase() === STAFF_FOLDER) {
    throw new Error(
      `STAFF_PATH is ${env.STAFF_PATH?.trim() ? path : 'not set'}: production refuses the default ` +
        `${STAFF_FOLDER}, which hides nothing. Set an unguessable segment of your own, e.g. ` +
        'STAFF_PATH=/ops-7f3k2q',
    )
  }
  return path
}
