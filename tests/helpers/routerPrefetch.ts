import { expect, type Page } from '@playwright/test'

/**
 * Waits, from now on, for React to run on each page `page` opens: Next's router prefetches the
 * page's links (`?_rsc=` requests) once the page is hydrated. Returns the wait for the current
 * document (its load, then its first prefetch). Not network idle: after a reload Chromium serves
 * one prefetch from its cache, and that answer never ends (about 30 s until it is dropped).
 */
export function routerPrefetches(page: Page): () => Promise<void> {
  let prefetches = 0
  page.on('request', (request) => {
    // A new document is asked for: what the last one prefetched no longer counts.
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) prefetches = 0
    else if (new URL(request.url()).searchParams.has('_rsc')) prefetches += 1
  })
  return async () => {
    await page.waitForLoadState('load')
    await expect.poll(() => prefetches).toBeGreaterThan(0)
  }
}
