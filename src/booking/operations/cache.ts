/**
 * In-process caches of the booking data (places, prices, cars, lists). The quote API answers from
 * memory: a database round trip per quote would not keep p95 under 50 ms at 100 connections.
 *
 * - A change through Payload (the collections' hooks) invalidates the cache at once, and once more
 *   when the change's transaction has committed: the hooks run inside the transaction, so a load
 *   started between the hook and the commit could still read the old rows.
 * - Every value is also refreshed after `ttlMs` (served stale meanwhile, reloaded in the
 *   background), which bounds how long another server of a multi-server deployment, or a change
 *   made outside Payload, stays unseen.
 * - The slots live on `globalThis`: Next may load this module more than once (route handlers,
 *   Payload's own API route), and all copies must share one cache, as Payload shares its instance.
 */

type Entry<T> = { version: number; loadedAt: number; value: T }
type Slot = {
  version: number
  /** Loads the value again (the loader of the `cachedValue` that owns the slot). */
  reload?: () => Promise<unknown>
  entry?: Entry<unknown>
  loading?: { version: number; promise: Promise<unknown> }
}

const SLOTS_KEY = Symbol.for('masar.bookingData.caches')
const globalStore = globalThis as typeof globalThis & { [SLOTS_KEY]?: Map<string, Slot> }

function slotOf(name: string): Slot {
  const slots = (globalStore[SLOTS_KEY] ??= new Map<string, Slot>())
  let slot = slots.get(name)
  if (!slot) {
    slot = { version: 0 }
    slots.set(name, slot)
  }
  return slot
}

export type CachedValue<T> = {
  /** The cached value; loads it on first use and after an invalidation. */
  get: () => Promise<T>
  /** Forgets the value: the next `get` loads it again. */
  invalidate: () => void
}

export function cachedValue<T>(
  name: string,
  load: () => Promise<T>,
  ttlMs: number,
): CachedValue<T> {
  const refresh = (): Promise<T> => {
    const slot = slotOf(name)
    if (slot.loading && slot.loading.version === slot.version) {
      return slot.loading.promise as Promise<T>
    }
    const version = slot.version
    const promise = load()
      .then((value) => {
        // A load that an invalidation overtook is still kept for its own version only.
        if (!slot.entry || slot.entry.version <= version) {
          slot.entry = { version, loadedAt: Date.now(), value }
        }
        return value
      })
      .finally(() => {
        if (slot.loading?.promise === promise) slot.loading = undefined
      })
    slot.loading = { version, promise }
    return promise
  }

  slotOf(name).reload = refresh
  return {
    async get() {
      const slot = slotOf(name)
      const entry = slot.entry as Entry<T> | undefined
      if (!entry || entry.version !== slot.version) return refresh()
      if (Date.now() - entry.loadedAt >= ttlMs && !slot.loading) {
        // Old but not invalidated: answer now, reload for the next caller.
        refresh().catch(() => {
          // The stale value keeps serving; the next expiry tries again.
        })
      }
      return entry.value
    },
    invalidate() {
      slotOf(name).version += 1
    },
  }
}

/** How long a cached value is served before it is reloaded (see above). */
export const CACHE_TTL_MS = {
  catalog: 60_000,
  lists: 10 * 60_000,
} as const

/** Cache names, shared by the loaders (`catalog.ts`) and the collections' hooks (`hooks.ts`). */
export const CACHE_NAMES = {
  catalog: 'booking-catalog',
  nationalities: 'nationalities',
  airlines: 'airlines',
} as const
export type CacheName = (typeof CACHE_NAMES)[keyof typeof CACHE_NAMES]

/** Invalidates caches by name without knowing their loaders (what the hooks need). */
export function invalidateCaches(names: readonly CacheName[]): void {
  for (const name of names) slotOf(name).version += 1
}
