import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { hashInlineScripts } from '@/server/inlineScriptHashes'
import { nextPublicSiteGeneration, PageCache, pageCacheKey } from '@/server/pageCache'

/**
 * The front cache (`src/server/pageCache.ts`) in front of a stand-in for Next that renders a new
 * page on each request it receives (so an answer from the cache is recognisable) and says, as
 * Next does, whether it served the page from its own cache.
 */
let server: Server
let base = ''
let clock = 0
let cache: PageCache
/** Requests that reached "Next". */
let rendered = 0

type Reply = { status?: number; cache?: string; cookie?: string; cacheControl?: string }
const replies: Record<string, Reply> = {
  '/dynamic': { cache: undefined, cacheControl: 'private, no-cache, no-store, max-age=0' },
  '/stale': { cache: 'STALE' },
  '/session': { cookie: 'masar-session=abc; Path=/; HttpOnly' },
  '/first-visit': {
    cookie: `NEXT_LOCALE=en; Path=/; Expires=${new Date(31536000_000).toUTCString()}; Max-Age=31536000; SameSite=lax`,
  },
  '/missing': { status: 404 },
}

/** The JSON API as Next answers it: public lists say shared caches may keep them. */
function api(request: IncomingMessage, response: ServerResponse) {
  rendered += 1
  const path = (request.url ?? '').split('?')[0]!
  response.statusCode = 200
  response.setHeader('Content-Type', 'application/json')
  response.setHeader(
    'Cache-Control',
    path === '/api/cars'
      ? 'public, max-age=60, s-maxage=300, stale-while-revalidate=600'
      : 'private, no-store',
  )
  response.setHeader('Vary', 'Cookie, Accept-Language')
  response.end(JSON.stringify({ rendered, url: request.url }))
}

function next(request: IncomingMessage, response: ServerResponse) {
  if (request.url?.startsWith('/api/')) return api(request, response)
  rendered += 1
  const reply = replies[(request.url ?? '').split('?')[0]!] ?? {}
  response.statusCode = reply.status ?? 200
  response.setHeader('Content-Security-Policy', "script-src 'self'")
  response.setHeader('Content-Type', 'text/html; charset=utf-8')
  if ('cache' in reply) {
    if (reply.cache) response.setHeader('x-nextjs-cache', reply.cache)
  } else response.setHeader('x-nextjs-cache', 'HIT')
  response.setHeader('Cache-Control', reply.cacheControl ?? 's-maxage=3600')
  if (reply.cookie) response.setHeader('Set-Cookie', reply.cookie)
  const page = `<!DOCTYPE html><html><body><p>render ${rendered}</p><script>self.n=${rendered}</script>${'<p>x</p>'.repeat(300)}</body></html>`
  response.flushHeaders()
  response.write(page.slice(0, 100))
  // An editor publishes while this page is being sent.
  if (request.url === '/publish-while-rendering') nextPublicSiteGeneration()
  setTimeout(() => response.end(page.slice(100)), 1)
}

beforeAll(async () => {
  server = createServer((request, response) => {
    if (cache.serve(request, response)) return
    cache.capture(request, response)
    hashInlineScripts(request, response)
    next(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

beforeEach(() => {
  clock = 0
  rendered = 0
  cache = new PageCache({ maxAgeMs: 5000, now: () => clock })
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const HTML = { accept: 'text/html' }
const get = async (path: string, headers: Record<string, string> = HTML, method = 'GET') => {
  const response = await fetch(base + path, { headers, method })
  return { status: response.status, headers: response.headers, text: await response.text() }
}

describe('the front cache of public pages', () => {
  it("answers again what Next served from its cache, headers and the policy's hashes included", async () => {
    const first = await get('/about')
    const again = await get('/about')
    expect(rendered).toBe(1)
    expect(again.text).toBe(first.text)
    expect(again.headers.get('content-security-policy')).toBe(
      first.headers.get('content-security-policy'),
    )
    expect(again.headers.get('content-security-policy')).toMatch(/'sha256-/)
    expect(again.headers.get('x-nextjs-cache')).toBe('HIT')
    expect(again.headers.get('content-encoding')).toBe('gzip')
    expect(again.headers.get('content-length')).toBe(first.headers.get('content-length'))
    // HEAD gets the same headers, without a body.
    const head = await get('/about', HTML, 'HEAD')
    expect(head.text).toBe('')
    expect(head.headers.get('content-length')).toBe(first.headers.get('content-length'))
    expect(rendered).toBe(1)
  })

  it('keeps a separate answer per language cookie, Accept-Language, encoding and kind of request', async () => {
    const variants: Record<string, string>[] = [
      HTML,
      { ...HTML, cookie: 'NEXT_LOCALE=ar' },
      { ...HTML, 'accept-language': 'ar' },
      { ...HTML, 'accept-encoding': 'identity' },
      { accept: '*/*' },
    ]
    for (const headers of variants) await get('/', headers)
    expect(rendered).toBe(variants.length)
    for (const headers of variants) await get('/', headers)
    expect(rendered).toBe(variants.length)
    // Other cookies (a session) do not change a page Next serves from its cache.
    await get('/', { ...HTML, cookie: 'masar-session=abc; NEXT_LOCALE=ar' })
    expect(rendered).toBe(variants.length)
  })

  it('never keeps dynamic pages, stale pages, pages that set a cookie or errors', async () => {
    for (const path of ['/dynamic', '/stale', '/session', '/missing']) {
      const first = await get(path)
      const again = await get(path)
      expect(again.text).not.toBe(first.text)
    }
    expect(rendered).toBe(8)
    expect(cache.size.entries).toBe(0)
  })

  it("keeps a first visit's page with the language cookie next-intl sets, its expiry renewed", async () => {
    const first = await get('/first-visit')
    clock += 3000
    const again = await get('/first-visit')
    expect(rendered).toBe(1)
    expect(again.text).toBe(first.text)
    expect(again.headers.get('set-cookie')).toBe(
      `NEXT_LOCALE=en; Path=/; Expires=${new Date(3000 + 31536000_000).toUTCString()}; Max-Age=31536000; SameSite=lax`,
    )
  })

  it("never answers Next's router requests, draft mode or other methods from the cache", async () => {
    await get('/about')
    expect(rendered).toBe(1)
    await get('/about', { ...HTML, rsc: '1' })
    await get('/about', { ...HTML, 'next-router-prefetch': '1' })
    await get('/about', { ...HTML, cookie: '__prerender_bypass=x' })
    await fetch(`${base}/about`, { method: 'POST', headers: HTML, body: 'x' })
    expect(rendered).toBe(5)
    for (const url of [
      '/api/booking/quote',
      '/api/user/info',
      '/api/cms/users/me',
      '/_next/x.js',
    ]) {
      expect(pageCacheKey({ method: 'GET', url, headers: {} } as IncomingMessage)).toBe(undefined)
    }
  })

  it('drops every page when an editor publishes, and pages older than the maximum age', async () => {
    await get('/about')
    nextPublicSiteGeneration()
    expect((await get('/about')).text).toContain('render 2')
    expect((await get('/about')).text).toContain('render 2')
    clock += 5001
    expect((await get('/about')).text).toContain('render 3')
  })

  it('does not keep a page rendered across a publish', async () => {
    await get('/publish-while-rendering')
    expect(cache.size.entries).toBe(0)
  })

  it('keeps the public lists of the JSON API, per language, and nothing else of the API', async () => {
    const JSON_ = { accept: '*/*' }
    const first = await get('/api/cars', JSON_)
    const again = await get('/api/cars', JSON_)
    expect(rendered).toBe(1)
    expect(again.text).toBe(first.text)
    expect(again.headers.get('cache-control')).toBe(first.headers.get('cache-control'))
    expect(again.headers.get('vary')).toBe('Cookie, Accept-Language')
    // Another language, by the query, the cookie or Accept-Language, is another answer.
    await get('/api/cars?lang=ar', JSON_)
    await get('/api/cars', { ...JSON_, cookie: 'NEXT_LOCALE=ar' })
    await get('/api/cars', { ...JSON_, 'accept-language': 'ar' })
    expect(rendered).toBe(4)
    // A private answer of the API, or an API path that is not a public list, goes to Next each time.
    await get('/api/user/info', JSON_)
    await get('/api/user/info', JSON_)
    await get('/api/booking/quote', JSON_)
    await get('/api/booking/quote', JSON_)
    expect(rendered).toBe(8)
    // Kept only as long as pages are.
    clock += 5001
    expect(JSON.parse((await get('/api/cars', JSON_)).text).rendered).toBe(9)
  })

  it('keeps at most the configured number of pages and bytes, most recently used first', async () => {
    cache = new PageCache({ maxEntries: 2, now: () => clock })
    await get('/a')
    await get('/b')
    await get('/a') // /a used last: /b goes first
    await get('/c')
    expect(cache.size.entries).toBe(2)
    expect(rendered).toBe(3)
    await get('/a')
    expect(rendered).toBe(3)
    await get('/b')
    expect(rendered).toBe(4)

    const pageBytes = cache.size.bytes / 2
    cache = new PageCache({ maxBytes: pageBytes * 1.5, now: () => clock })
    await get('/a')
    await get('/b')
    expect(cache.size.entries).toBe(1)
    expect(cache.size.bytes).toBeLessThanOrEqual(pageBytes * 1.5)
  })
})
