import { afterEach, describe, expect, it } from 'vitest'

import {
  CACHE_NAMES,
  CACHE_TTL_MS,
  cachedValue,
  invalidateCaches,
  reloadCache,
} from '@/booking/operations/cache'
import type { BookingCatalog } from '@/booking/operations/catalog'
import { type AppMessage, FrontState, RELOAD_RETRY_MS, reportToFront } from '@/server/frontChannel'
import { nextPublicSiteGeneration, publicSiteGeneration } from '@/server/pageCache'

/**
 * What the app process tells the front (`src/server/frontChannel.ts`): the catalog it loaded, its
 * invalidation and the public site's changes, each once, and what the front makes of them.
 */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
const catalogOf = (hotline: string) =>
  ({ settings: { hotline, minLeadHours: 4, cashEnabled: true } }) as unknown as BookingCatalog

let stop: (() => void) | undefined
afterEach(() => stop?.())

describe('the app reports to the front', () => {
  it('sends the catalog when it is loaded, and its drop when an editor changes the data', async () => {
    const sent: AppMessage[] = []
    stop = reportToFront((message) => sent.push(message))
    let hotline = 'first'
    const catalog = cachedValue(CACHE_NAMES.catalog, async () => catalogOf(hotline), 60_000)
    invalidateCaches([CACHE_NAMES.catalog])
    await flush()
    sent.length = 0

    await catalog.get()
    await flush()
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ type: 'catalog', catalog: catalogOf('first') })

    // Asked again, nothing changed: nothing sent.
    await catalog.get()
    await flush()
    expect(sent).toHaveLength(1)

    // Several caches invalidated by one change: one message.
    invalidateCaches([CACHE_NAMES.catalog, CACHE_NAMES.airlines])
    invalidateCaches([CACHE_NAMES.catalog])
    await flush()
    expect(sent.slice(1)).toEqual([{ type: 'catalog-dropped' }])

    hotline = 'second'
    await catalog.get()
    await flush()
    expect(sent[2]).toMatchObject({ type: 'catalog', catalog: catalogOf('second') })
  })

  it('loads the catalog again when the front asks, and sends the new one', async () => {
    const sent: AppMessage[] = []
    stop = reportToFront((message) => sent.push(message))
    let loads = 0
    const catalog = cachedValue(
      CACHE_NAMES.catalog,
      async () => catalogOf(`load ${(loads += 1)}`),
      60_000,
    )
    invalidateCaches([CACHE_NAMES.catalog])
    await catalog.get()
    await flush()
    sent.length = 0

    reloadCache(CACHE_NAMES.catalog)
    await flush()
    expect(sent).toEqual([
      expect.objectContaining({ type: 'catalog', catalog: catalogOf(`load ${loads}`) }),
    ])
    expect(await catalog.get()).toEqual(catalogOf(`load ${loads}`))
  })

  it('sends every move of the public site', () => {
    const sent: AppMessage[] = []
    stop = reportToFront((message) => sent.push(message))
    nextPublicSiteGeneration()
    nextPublicSiteGeneration()
    expect(sent).toEqual([{ type: 'public-site' }, { type: 'public-site' }])
  })
})

describe('the front keeps what the app told it', () => {
  it('answers with its copy of the catalog, and asks the app for a new one once it is old', () => {
    let now = 1_000_000
    let asked = 0
    const state = new FrontState(
      () => (asked += 1),
      () => now,
    )
    expect(state.currentCatalog()).toBeUndefined()
    const catalog = catalogOf('x')
    state.receive({ type: 'catalog', catalog, loadedAt: now - 1_000 })
    expect(state.currentCatalog()).toBe(catalog)
    now += CACHE_TTL_MS.catalog - 1_001
    expect(state.currentCatalog()).toBe(catalog)
    expect(asked).toBe(0)

    // As old as the app's TTL: still answering, the app asked once, and again only after a while.
    now += 1
    expect(state.currentCatalog()).toBe(catalog)
    expect(state.currentCatalog()).toBe(catalog)
    expect(asked).toBe(1)
    now += RELOAD_RETRY_MS
    state.currentCatalog()
    expect(asked).toBe(2)

    const fresh = catalogOf('y')
    state.receive({ type: 'catalog', catalog: fresh, loadedAt: now })
    expect(state.currentCatalog()).toBe(fresh)
    expect(asked).toBe(2)

    // An editor's change: quotes go to the app until it has loaded the new catalog.
    state.receive({ type: 'catalog-dropped' })
    expect(state.currentCatalog()).toBeUndefined()
  })

  it('drops its cached pages when the public site moves on', () => {
    const state = new FrontState(() => undefined)
    const before = publicSiteGeneration()
    state.receive({ type: 'public-site' })
    expect(publicSiteGeneration()).toBe(before + 1)
  })
})
