import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { CACHED_PAGES, pageGetsNonce } from '@/lib/securityHeaders'

/**
 * Issue 42 item 4 (decision 0173): every page of the site rendered for each request gets a
 * nonce-based script policy, never `'unsafe-inline'`; only the cached public pages keep the static
 * one. The pages are found by walking `src/app/(frontend)/[locale]`, so a new page is checked
 * without being listed here: the proxy (`pageGetsNonce`) must give each page the policy its
 * rendering can carry.
 */

const SITE = path.resolve(import.meta.dirname, '../../src/app/(frontend)/[locale]')

/** `export const dynamic = 'force-dynamic'`: the page (or a layout above it) is rendered per request. */
const FORCE_DYNAMIC = /^export const dynamic = ['"]force-dynamic['"]/m

/**
 * What makes Next render a page for each request whether it says so or not: the request's query,
 * cookies or headers (`currentCustomer` reads the session cookie), or waiting for the request.
 */
const READS_REQUEST =
  /\bsearchParams\b|\bcookies\(|\bheaders\(|\bconnection\(|\bdraftMode\(|\bcurrentCustomer\(/

type SitePage = {
  /** `(site)/manage/page.tsx` */
  file: string
  /** Its route as `CACHED_PAGES` names it: `/services/[service]` */
  route: string
  /** The address of the page in each language, its dynamic segments filled in. */
  paths: string[]
  source: string
  /** The sources of the layouts above the page, inside the language's folder. */
  layouts: string[]
}

/** An address of a route: a dynamic segment filled in, an optional catch-all left empty. */
const sample = (segment: string) =>
  segment.startsWith('[[...')
    ? ''
    : segment.startsWith('[...')
      ? 'no-such/page'
      : segment.startsWith('[')
        ? 'some-slug'
        : segment

function sitePages(dir = SITE, segments: string[] = [], layouts: string[] = []): SitePage[] {
  const layoutFile = path.join(dir, 'layout.tsx')
  const here = existsSync(layoutFile) ? [...layouts, readFileSync(layoutFile, 'utf8')] : layouts
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return sitePages(path.join(dir, entry.name), [...segments, entry.name], here)
    if (entry.name !== 'page.tsx') return []
    // Route groups are not in the address.
    const inAddress = segments.filter((segment) => !/^\(.+\)$/.test(segment))
    const address = inAddress.map(sample).filter(Boolean).join('/')
    return [
      {
        file: path.relative(SITE, path.join(dir, entry.name)),
        route: `/${inAddress.join('/')}`,
        paths: [`/${address}`, address ? `/ar/${address}` : '/ar'],
        source: readFileSync(path.join(dir, entry.name), 'utf8'),
        layouts: here,
      },
    ]
  })
}

const pages = sitePages()
const rendersPerRequest = (page: SitePage) =>
  [page.source, ...page.layouts].some((source) => FORCE_DYNAMIC.test(source))

describe("each page's script policy follows how it is rendered", () => {
  it('finds the pages (every page.tsx under src/app/(frontend)/[locale])', () => {
    const files = pages.map((page) => page.file)
    expect(files.length).toBeGreaterThan(20)
    for (const file of [
      '(site)/manage/page.tsx',
      '(site)/driver/page.tsx',
      '(payment)/pay/page.tsx',
    ])
      expect(files).toContain(file)
  })

  it.each(pages.map((page) => [page.file, page] as const))(
    '%s: reading the request, it says it is rendered per request',
    (_file, page) => {
      if (READS_REQUEST.test(page.source)) expect(rendersPerRequest(page)).toBe(true)
    },
  )

  it('lists as cached exactly the pages not rendered per request', () => {
    const cached = pages.filter((page) => !rendersPerRequest(page)).map((page) => page.route)
    expect([...CACHED_PAGES].sort()).toEqual(cached.sort())
  })

  it.each(pages.map((page) => [page.file, page] as const))(
    '%s: a nonce if rendered per request, the static policy if cached',
    (_file, page) => {
      for (const address of page.paths) {
        expect(pageGetsNonce(address), address).toBe(rendersPerRequest(page))
      }
    },
  )
})

describe('the private pages (decisions.md, "Private pages get the strict policy")', () => {
  it.each([
    '/manage',
    '/ar/manage',
    '/driver',
    '/ar/driver',
    '/review',
    '/ar/review',
    '/pay',
    '/ar/pay',
    '/success',
    '/fail-pay',
    '/expired',
    '/settings',
    '/ar/settings',
    '/login',
    '/signup',
    '/verify',
    '/booking/MS-7K3Q9D',
    '/ar/booking/MS-7K3Q9D',
    // Unknown addresses, near misses of cached ones included: the catch-all's 404, per request.
    '/no-such-page',
    '/ar/no-such-page',
    '/bookx',
    '/services/a/b',
    '/arabout',
    '/about/x',
  ])('%s gets a nonce', (address) => {
    expect(pageGetsNonce(address)).toBe(true)
  })

  it.each(['/', '/ar', '/about', '/ar/contact-us', '/book', '/terms', '/services/airport', '/p/x'])(
    '%s, a cached public page, keeps the static policy',
    (address) => {
      expect(pageGetsNonce(address)).toBe(false)
    },
  )
})
