import { CACHE_NAMES, invalidateCaches, type CacheName } from '@/booking/operations/cache'
import { everything, type Invalidation, invalidationPlan } from '@/lib/invalidation'

/**
 * What an instance does when another (or itself) says an editor's change has committed
 * (`src/infra/publishInvalidation.ts` sends it, `scripts/server.ts` listens; docs/deploy.md, "Scale out").
 * Loaded by `scripts/server.ts` before Next starts: nothing here may import Next or Payload.
 */

const KNOWN_CACHES: readonly string[] = Object.values(CACHE_NAMES)

/**
 * Drops what an invalidation names in this process: the booking caches, and for the public site
 * Next's cached pages (`revalidateSite`, which asks this instance's Next to revalidate: see
 * `scripts/server.ts`).
 */
export function applyInvalidation(
  invalidation: Invalidation,
  revalidateSite: () => Promise<void>,
): Promise<void> {
  const plan = invalidationPlan(invalidation, KNOWN_CACHES)
  invalidateCaches(plan.caches as CacheName[])
  if (!plan.site) return Promise.resolve()
  return revalidateSite()
}

/** Everything this process caches: after the listener missed notifications. */
export const invalidateEverything = (): Invalidation => everything(KNOWN_CACHES)
