import { createHash, timingSafeEqual } from 'node:crypto'

import * as z from 'zod'

/**
 * What one app instance tells every other when an editor's change has committed: which in-memory
 * caches to drop and whether the public site (the front cache of pages and Next's cached pages)
 * is stale. Sent with PostgreSQL's NOTIFY on `INVALIDATION_CHANNEL` inside the change's own
 * transaction, so it is delivered when, and only if, the change commits (docs/deploy.md, "Scale
 * out"). Pure: the listener (`src/infra/invalidationListener.ts`) and the senders do the I/O.
 */

export const INVALIDATION_CHANNEL = 'masar_invalidate'

/** A cache's name as `src/booking/operations/cache.ts` spells it. */
const cacheName = z.string().regex(/^[a-z][a-z0-9-]{0,63}$/)

const messageSchema = z.object({
  v: z.literal(1),
  caches: z.array(cacheName).max(32).default([]),
  site: z.boolean().default(false),
})

export type Invalidation = { caches: string[]; site: boolean }

/** The NOTIFY payload of an invalidation (a few dozen bytes; PostgreSQL allows 8000). */
export function encodeInvalidation(invalidation: Invalidation): string {
  return JSON.stringify({
    v: 1,
    caches: [...new Set(invalidation.caches)].sort(),
    site: invalidation.site,
  })
}

/**
 * The invalidation a NOTIFY payload asks for; `undefined` for anything else (another version, a
 * stray `NOTIFY masar_invalidate` typed in psql): it is ignored, never thrown.
 */
export function parseInvalidation(payload: string | undefined): Invalidation | undefined {
  if (!payload || payload.length > 8000) return undefined
  let json: unknown
  try {
    json = JSON.parse(payload)
  } catch {
    return undefined
  }
  const parsed = messageSchema.safeParse(json)
  if (!parsed.success) return undefined
  return { caches: [...new Set(parsed.data.caches)], site: parsed.data.site }
}

/**
 * What an instance drops on a message: the caches it knows among those named (a newer instance
 * may name a cache this one does not have), and the public site when asked.
 */
export function invalidationPlan(
  invalidation: Invalidation,
  knownCaches: readonly string[],
): Invalidation {
  return {
    caches: invalidation.caches.filter((name) => knownCaches.includes(name)),
    site: invalidation.site,
  }
}

/**
 * After the listening connection was lost (the database restarted, a failover), notifications
 * sent meanwhile are gone: everything is dropped once the listener is back.
 */
export const everything = (knownCaches: readonly string[]): Invalidation => ({
  caches: [...knownCaches],
  site: true,
})

export type Backoff = { initialMs: number; maxMs: number }

export const RECONNECT_BACKOFF: Backoff = { initialMs: 250, maxMs: 10_000 }

/**
 * The wait before reconnect attempt `attempt` (0 = the first after a loss): doubling from
 * `initialMs` up to `maxMs`, with up to a fifth taken off at random (`random` in [0, 1)) so that
 * many instances do not all knock at the same moment when the database comes back.
 */
export function reconnectDelay(
  attempt: number,
  backoff: Backoff = RECONNECT_BACKOFF,
  random: number = Math.random(),
): number {
  const base = Math.min(backoff.maxMs, backoff.initialMs * 2 ** Math.min(attempt, 30))
  return Math.round(base * (1 - 0.2 * random))
}

/**
 * Next's own cache of rendered pages can only be revalidated inside a request to Next: the
 * production server asks its own Next with a loopback POST to this route, carrying a random
 * token it made at start and gave its Next through the environment (same process, never
 * configured, never sent elsewhere). Without the token the route is the API's 404.
 */
export const REVALIDATE_PATH = '/api/internal/revalidate'
export const REVALIDATE_TOKEN_HEADER = 'x-masar-revalidate-token'
export const REVALIDATE_TOKEN_ENV = 'MASAR_REVALIDATE_TOKEN'

/** Whether `given` is the token (compared in constant time); never true without a token. */
export function revalidateTokenMatches(
  expected: string | undefined,
  given: string | null | undefined,
): boolean {
  if (!expected || expected.length < 32 || !given) return false
  const digest = (text: string) => createHash('sha256').update(text).digest()
  return timingSafeEqual(digest(expected), digest(given))
}
