import { CACHE_NAMES, CACHE_TTL_MS, cacheEntry } from '@/booking/operations/cache'
import type { BookingCatalog } from '@/booking/operations/catalog'
import { onServerSignal } from '@/lib/serverSignals'

import { nextPublicSiteGeneration } from './pageCache'

/**
 * What the app process (Next, `scripts/app.ts`) tells the front process (`scripts/server.ts`)
 * over their IPC channel (Node's advanced serialization, so the catalog's maps survive):
 * - `ready`: the app listens on its socket; the front may take requests.
 * - `catalog`: the booking catalog the app loaded, and when; the front answers quotes with it
 *   until it is `CACHE_TTL_MS.catalog` old, as the app's own cache would (`cache.ts`).
 * - `catalog-dropped`: an editor's change (or another instance's) invalidated it: quotes go to
 *   the app again until it has loaded the new one.
 * - `public-site`: an editorial change moved the public site on: the front's cached pages are
 *   dropped (`pageCache.ts`).
 * Each is sent when it happens, before the request that caused it is answered, so the front
 * knows of an editor's change before the editor's browser can ask for the page again.
 */
export type AppMessage =
  | { type: 'ready' }
  | { type: 'catalog'; catalog: BookingCatalog; loadedAt: number }
  | { type: 'catalog-dropped' }
  | { type: 'public-site' }

/**
 * What the front tells the app: `reload-catalog`, the front's copy is `CACHE_TTL_MS.catalog` old
 * (the front keeps answering with it meanwhile, as the app's own cache serves a value while it
 * reloads it, and asks again every `RELOAD_RETRY_MS` until a new one comes).
 */
export type FrontMessage = { type: 'reload-catalog' }
export const RELOAD_RETRY_MS = 5_000

/**
 * The app side: passes every change of the catalog and of the public site on with `send`, from
 * the signals Next's copy of the caches gives (`serverSignals.ts`). Returns the function that
 * stops.
 */
export function reportToFront(send: (message: AppMessage) => void): () => void {
  let sent: BookingCatalog | undefined
  let queued = false
  // Several signals of one change (each cache invalidated by name) make one message.
  const syncCatalog = () => {
    queued = false
    const entry = cacheEntry<BookingCatalog>(CACHE_NAMES.catalog)
    if (entry?.value === sent) return
    sent = entry?.value
    send(
      entry
        ? { type: 'catalog', catalog: entry.value, loadedAt: entry.loadedAt }
        : { type: 'catalog-dropped' },
    )
  }
  return onServerSignal((signal) => {
    if (signal === 'public-site') send({ type: 'public-site' })
    else if (!queued) {
      queued = true
      queueMicrotask(syncCatalog)
    }
  })
}

/** The front side: what the app told it. */
export class FrontState {
  private catalog: { value: BookingCatalog; loadedAt: number } | undefined
  private reloadAskedAt = -Infinity
  private readonly askReload: () => void
  private readonly now: () => number

  constructor(askReload: () => void, now: () => number = Date.now) {
    this.askReload = askReload
    this.now = now
  }

  /** Takes in one of the app's messages; `ready` is the caller's. */
  receive(message: AppMessage): void {
    switch (message.type) {
      case 'catalog':
        this.catalog = { value: message.catalog, loadedAt: message.loadedAt }
        this.reloadAskedAt = -Infinity
        break
      case 'catalog-dropped':
        this.catalog = undefined
        break
      case 'public-site':
        nextPublicSiteGeneration()
        break
    }
  }

  /**
   * The catalog to answer quotes with; `undefined`: ask the app (it loads one). Once the copy is
   * as old as the app's cache's TTL, the app is asked to load it again, and the copy keeps
   * answering until the new one arrives, as the app's own cache would.
   */
  readonly currentCatalog = (): BookingCatalog | undefined => {
    const catalog = this.catalog
    if (!catalog) return undefined
    const now = this.now()
    if (
      now - catalog.loadedAt >= CACHE_TTL_MS.catalog &&
      now - this.reloadAskedAt >= RELOAD_RETRY_MS
    ) {
      this.reloadAskedAt = now
      this.askReload()
    }
    return catalog.value
  }
}
