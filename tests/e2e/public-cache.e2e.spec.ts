import { type APIRequestContext, expect, test } from '@playwright/test'

import { cspViolations } from '../helpers/csp'
import { verifiedCustomer } from '../helpers/e2eBooking'
import { forgetSignupLimit } from '../helpers/outboxDb'
import { editorSession } from '../helpers/staffApi'

/**
 * Next's cache of the public pages (rendered once, marked stale by an editor's change: the
 * layout's `revalidate` and `src/content/revalidate.ts`). Each test first asks for a page a few
 * times in a row, as visitors would, so that it is in the cache when it matters.
 */

const BROWSER = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
}

const ask = (request: APIRequestContext, path: string, headers: Record<string, string> = {}) =>
  request.get(path, { headers: { ...BROWSER, ...headers }, maxRedirects: 0 })

/** Rendered, then in Next's cache. */
async function warm(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string> = {},
) {
  for (let i = 0; i < 3; i++) expect((await ask(request, path, headers)).status()).toBe(200)
}

test.beforeEach(() => forgetSignupLimit())

test.describe('the cache of public pages', () => {
  test("an editor's published change is on the very next request", async ({ request }) => {
    const editor = await editorSession(request)
    const [faq] = await editor.find('faqs', 'limit=1&sort=order&locale=en')
    const original = faq!.question as string
    const changed = `Is there a baby seat? (${Date.now()})`
    await warm(request, '/')
    expect(await (await ask(request, '/')).text()).toContain(original)

    await editor.update('faqs', faq!.id, 'en', { question: changed, _status: 'published' })
    try {
      const page = await (await ask(request, '/')).text()
      expect(page).toContain(changed)
      expect(page).not.toContain(original)
      await warm(request, '/')
    } finally {
      await editor.update('faqs', faq!.id, 'en', { question: original, _status: 'published' })
    }
    expect(await (await ask(request, '/')).text()).toContain(original)
  })

  test('a visitor whose language is Arabic still gets their own answer at /', async ({
    playwright,
    baseURL,
  }) => {
    // Each visitor a browser of its own (its own cookies), as a first visit.
    const visitor = (headers: Record<string, string>) =>
      playwright.request.newContext({ baseURL, extraHTTPHeaders: headers })
    await warm(await visitor({}), '/')
    const arabicVisitors: Record<string, string>[] = [
      { cookie: 'NEXT_LOCALE=ar' },
      { 'accept-language': 'ar-EG,ar;q=0.9' },
    ]
    for (const headers of arabicVisitors) {
      const arabic = await visitor(headers)
      for (let i = 0; i < 3; i++) {
        const answer = await ask(arabic, '/')
        expect(answer.status()).toBe(307)
        expect(answer.headers().location).toMatch(/\/ar$/)
      }
    }
    // An English cookie wins over an Arabic browser.
    const english = await visitor({ cookie: 'NEXT_LOCALE=en', 'accept-language': 'ar' })
    await warm(english, '/')
    expect(await (await ask(english, '/')).text()).toContain('lang="en"')
    // A first visit to /ar, after others: the Arabic page, and the cookie that keeps the choice.
    await warm(await visitor({}), '/ar')
    const answer = await ask(await visitor({}), '/ar')
    expect(await answer.text()).toContain('lang="ar"')
    expect(answer.headers()['set-cookie']).toMatch(/^NEXT_LOCALE=ar;/)
  })

  test("a customer's own pages are never answered from it", async ({ page, request }) => {
    const who = await verifiedCustomer(page, 'en')
    for (let i = 0; i < 3; i++) {
      const own = await ask(page.request, '/settings')
      expect(own.status()).toBe(200)
      expect(await own.text()).toContain(who.email)
      const stranger = await ask(request, '/settings')
      expect(stranger.status()).not.toBe(200)
      expect(await stranger.text()).not.toContain(who.email)
    }
  })

  test('a page answered from it runs in the browser without a policy violation', async ({
    page,
    request,
  }) => {
    await warm(request, '/contact-us')
    const violations = cspViolations(page)
    const response = await page.goto('/contact-us')
    expect(response?.status()).toBe(200)
    await page.waitForLoadState('networkidle')
    expect(violations).toEqual([])
  })

  test('a cached page says how long a shared cache in front may keep it', async ({ request }) => {
    await warm(request, '/about')
    const answer = await ask(request, '/about')
    expect(answer.headers()['cache-control']).toMatch(/s-maxage=\d+/)
    expect(answer.headers()['cache-control']).toMatch(/stale-while-revalidate/)
  })
})
