import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import type enCatalog from '../../messages/en.json'
import { STAFF_PATH } from '../helpers/staffApi'

/**
 * The public site's answers that are not pages, from the production server over HTTP, no
 * browser: the sitemap and robots.txt, an unknown API path, and the booking screens' texts
 * (GET /api/messages, issue 15).
 */

type Catalog = typeof enCatalog
const catalog = (locale: 'en' | 'ar') =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, `../../messages/${locale}.json`), 'utf8'),
  ) as Catalog
const en = catalog('en')
const ar = catalog('ar')

/** Every message key of a source catalogue part (its leaves are ICU strings). */
const keysOf = (value: unknown, prefix = ''): string[] =>
  typeof value === 'string'
    ? [prefix.slice(0, -1)]
    : Object.entries(value as object).flatMap(([key, inner]) => keysOf(inner, `${prefix}${key}.`))
/** The answer holds a (compiled) message at `key`. */
const holds = (answer: unknown, key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], answer) !==
  undefined

test.describe('the public answers that are not pages', () => {
  test('sitemap.xml lists every page in both languages; robots.txt hides the API, not the staff path', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    for (const path of [
      '/about',
      '/ar/about',
      '/services/maas',
      '/ar/services/cts',
      '/p/cairo-airport-arrival-guide',
      '/terms',
    ]) {
      expect(sitemap).toContain(`${path}</loc>`)
    }
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toMatch(/Disallow: \/api\//)
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/)
    expect(robots).not.toContain(STAFF_PATH)
  })

  test('answers unknown API paths with JSON 404, never a page', async ({ request }) => {
    const response = await request.get('/api/does-not-exist')
    expect(response.status()).toBe(404)
    expect(await response.json()).toMatchObject({ status: false, error: 'not-found' })
  })

  test('GET /api/messages answers a scope in both languages and refuses what it does not know', async ({
    request,
  }) => {
    const english = await request.get('/api/messages?scope=booking&lang=en')
    const arabic = await request.get('/api/messages?scope=booking&lang=ar')
    expect(english.status()).toBe(200)
    expect(english.headers()['cache-control']).toContain('immutable')
    const [enBody, arBody] = [await english.json(), await arabic.json()]
    // The scope's namespaces, every message of them, in both languages; nothing the server alone uses.
    const scope = ['account', 'booking', 'bookingForm', 'nav', 'priceBreakdown', 'promo'] as const
    expect(Object.keys(enBody).sort()).toEqual([...scope])
    expect(Object.keys(arBody).sort()).toEqual([...scope])
    for (const namespace of scope) {
      for (const key of keysOf(en[namespace], `${namespace}.`)) {
        expect(holds(enBody, key), key).toBe(true)
        expect(holds(arBody, key), key).toBe(true)
      }
    }

    const unknown = await request.get('/api/messages?scope=emails&lang=ar')
    expect(unknown.status()).toBe(400)
    expect((await unknown.json()).message).toBe(ar.api.invalidScope)
    const language = await request.get('/api/messages?scope=booking&lang=fr')
    expect(language.status()).toBe(400)
    expect((await language.json()).message).toBe(en.api.invalidLanguage)
  })
})
