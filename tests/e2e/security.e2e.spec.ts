import { createHash, randomBytes } from 'node:crypto'

import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import pg from 'pg'

import { cspViolations } from '../helpers/csp'
import { bookRoundTripByApi, verifiedCustomer } from '../helpers/e2eBooking'
import { codeSentTo, forgetSignupLimit, messagesTo } from '../helpers/outboxDb'
import { routerPrefetches } from '../helpers/routerPrefetch'
import { expectSecurityHeaders } from '../helpers/securityHeaders'
import { ADMIN, STAFF_PATH } from '../helpers/staffApi'

// Every test signs up from the one loopback address: its hourly sign-up limit is lifted.
test.beforeEach(() => forgetSignupLimit())

/** React runs on the page: the menu button's handler opens the drawer. */
async function expectHydrated(page: Page) {
  const menu = page.locator('button.burger').first()
  await expect(async () => {
    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 })
  }).toPass()
}

/**
 * `path` answers with a nonce-based script policy (no 'unsafe-inline') whose nonce every script
 * the server wrote carries, the page runs (`hydrated`), and a reload brings a new nonce.
 */
async function expectNoncePage(page: Page, path: string, hydrated: () => Promise<unknown>) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBeLessThan(500)
  const csp = expectSecurityHeaders(response!.headers())
  const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)' 'strict-dynamic';/.exec(csp)?.[1]
  expect(nonce, path).toBeTruthy()
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  // Every script the server wrote carries it (those Next adds later are trusted through
  // 'strict-dynamic').
  const tags = [...(await response!.text()).matchAll(/<script\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !tag.includes('application/ld+json'))
  expect(tags.length).toBeGreaterThan(0)
  for (const tag of tags) expect(tag, path).toContain(`nonce="${nonce}"`)
  await hydrated()
  // A new answer, a new nonce.
  const again = await page.reload()
  expect(again?.headers()['content-security-policy']).not.toBe(csp)
  await hydrated()
}

/** The first address matching `link` in the newest `template` message sent to `to`. */
async function linkIn(to: string, template: string, link: RegExp): Promise<string> {
  let found = ''
  await expect
    .poll(async () => {
      const sent = await messagesTo(to, template)
      found = link.exec(sent.at(-1)?.body ?? '')?.[0] ?? ''
      return found
    })
    .not.toBe('')
  return found
}

/** Staff dispatch the booking's outbound leg (the driver gets their day's link by SMS). */
async function dispatchOutbound(
  request: APIRequestContext,
  number: string,
  driver: { name: string; mobile: string; plate: string },
) {
  const login = await request.post('/api/cms/users/login', { data: ADMIN })
  expect(login.ok()).toBe(true)
  const { token } = (await login.json()) as { token: string }
  const answer = await request.post(`/api/${STAFF_PATH.slice(1)}/reservations/${number}/dispatch`, {
    headers: { Authorization: `JWT ${token}` },
    data: { leg: 'outbound', ...driver },
  })
  expect(answer.status(), await answer.text()).toBe(200)
}

/** The outbound leg completed and a review requested, in the run's database: the link's token. */
async function completedWithReviewLink(number: string): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  const hash = createHash('sha256').update(`review:${token}`).digest('hex')
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    await client.query(
      `update reservations
          set progress_outbound_state = 'completed', progress_outbound_at = now(),
              review_link_token_hash = $2, review_link_requested_at = now(),
              review_link_expires_at = now() + interval '60 days'
        where reservation_number = $1`,
      [number, hash],
    )
  } finally {
    await client.end()
  }
  return token
}

test.describe('security headers', () => {
  for (const path of ['/', '/ar', '/about', '/ar/contact-us', '/book']) {
    test(`${path}, a cached page, carries Next's policy for pages without nonces and runs without a violation`, async ({
      page,
    }) => {
      const violations = cspViolations(page)
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      const csp = expectSecurityHeaders(response!.headers())
      expect(csp).toMatch(/script-src 'self' 'unsafe-inline';/)
      expect(csp).toContain("frame-ancestors 'none'")
      await expectHydrated(page)
      // A second visit comes from Next's cache with the same policy.
      const again = await page.reload()
      expect(again?.headers()['content-security-policy']).toBe(csp)
      await expectHydrated(page)
      expect(violations).toEqual([])
    })
  }

  for (const path of [
    '/login',
    '/ar/signup',
    '/ar/settings',
    '/pay',
    '/ar/success',
    '/fail-pay',
    '/expired',
    // Private links with a token that is no link: the page says so, under the same policy.
    '/manage?token=no-such-link',
    '/ar/driver?token=no-such-link',
    '/review?token=no-such-link',
    // An unknown address: its 404 is rendered for the request too (decision 0173).
    '/no-such-page',
    '/ar/services/a/b',
  ]) {
    test(`${path}, rendered for each request, allows only its own nonce's scripts and runs without a violation`, async ({
      page,
    }) => {
      const violations = cspViolations(page)
      // The payment screens have no menu: their scripts are checked by the violations alone, once
      // React's router runs.
      const payment = /^(\/ar)?\/(pay|success|fail-pay|expired)$/.test(path)
      const routerRan = routerPrefetches(page)
      const hydrated = () => (payment ? routerRan() : expectHydrated(page))
      await expectNoncePage(page, path, hydrated)
      expect(violations).toEqual([])
    })
  }

  test('the private pages opened by their links and the account pages, with real data: a nonce, hydrated, no violation', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const violations = cspViolations(page)
    const who = await verifiedCustomer(page, 'en')
    const { number } = await bookRoundTripByApi(page, {
      paymentType: 'cash',
      // Beyond the 72 hours: the customer may still cancel online.
      days: 5,
      returnAfter: 3,
      persons: 2,
      pickupName: 'Marriott Mena House',
    })
    const manage = await linkIn(
      who.email,
      'booking-confirmation',
      /(\/ar)?\/manage\?token=[\w-]{43}/,
    )
    const driverMobile = `+2010${String(Date.now() % 1e8).padStart(8, '0')}`
    await dispatchOutbound(page.request, number, {
      name: 'Karim Adel',
      mobile: driverMobile,
      plate: 'ABC 1234',
    })
    const driver = await linkIn(
      driverMobile,
      'driver-dispatched',
      /(\/ar)?\/driver\?token=[\w-]{43}/,
    )
    // The manage page shows the booking (the customer's phone among it) and its cancel asks first
    // (before the trip: a completed one can no longer be cancelled online, decision 0184).
    await expectNoncePage(page, manage, async () => {
      await expect(page.getByTestId('reservation-number')).toHaveText(number)
      await page.locator('.booking-actions .button-danger').first().click()
      await expect(page.getByRole('alertdialog')).toBeVisible()
    })
    const review = `/review?token=${await completedWithReviewLink(number)}`
    // The driver's day lists the passenger's phone.
    await expectNoncePage(page, driver, async () => {
      await expectHydrated(page)
      await expect(page.locator('main')).toContainText(number)
    })
    // The review form's stars are React's.
    await expectNoncePage(page, review, async () => {
      await page.locator('label[for="review-driverStars-4"]').click()
      await expect(page.locator('#review-driverStars-4')).toBeChecked()
    })
    for (const path of [
      '/settings',
      '/ar/settings',
      `/booking/${number}`,
      `/ar/booking/${number}`,
    ]) {
      await expectNoncePage(page, path, () => expectHydrated(page))
    }
    expect(violations).toEqual([])
  })

  test('the staff admin has its own policy, loads without a violation and logs in', async ({
    page,
  }) => {
    const violations = cspViolations(page)
    const response = await page.goto(`${STAFF_PATH}/login`)
    expect(response?.status()).toBe(200)
    const csp = expectSecurityHeaders(response!.headers())
    expect(csp).toContain("frame-ancestors 'self'")
    // One policy, the admin's, not the site's beside it (both would apply).
    expect(csp).not.toContain("frame-ancestors 'none'")
    expect(response!.headers()['x-frame-options']).toBe('SAMEORIGIN')
    expect(csp).toContain('worker-src')
    await page.locator('input[name="email"]').fill(ADMIN.email)
    await page.locator('input[name="password"]').fill(ADMIN.password)
    await page.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(new RegExp(`${STAFF_PATH}/dashboard$`), { timeout: 30_000 })
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
    await page.goto(`${STAFF_PATH}/collections/reservations`)
    await page.waitForLoadState('networkidle')
    expect(violations).toEqual([])
  })
})

test.describe('logout', () => {
  test('a link on another site does not log the customer out; the site itself does', async ({
    page,
    baseURL,
  }) => {
    const digits = String(Date.now() % 1e8).padStart(8, '0')
    await page.goto('/signup')
    const form = page.locator('#signup-form')
    await form.locator('input[name="name"]').fill('Lina Samir')
    await form.locator('input[name="email"]').fill(`lina.${digits}@example.com`)
    await form.locator('input[name="mobile"]').fill(`010${digits}`)
    await form.locator('input[name="password"]').fill('secret-123')
    const started = new Date(Date.now() - 1000)
    await form.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(/\/verify$/)
    await page.locator('input[name="code"]').fill(await codeSentTo(`+2010${digits}`, started))
    await expect(page).toHaveURL(/\/settings$/)

    // Another site (its page made up here) links to the logout address; the visitor follows it.
    await page.route('http://elsewhere.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<a id="bait" href="${baseURL}/api/logout">Win a prize</a>`,
      }),
    )
    await page.goto('http://elsewhere.test/')
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/logout')),
      page.locator('#bait').click(),
    ])
    expect(answer.status()).toBe(403)
    expect((await page.request.get('/api/user/info')).status()).toBe(200)

    // The site's own button logs out (POST, same origin).
    await page.goto('/settings')
    await page.getByRole('tab', { name: 'Settings' }).click()
    await page.getByRole('button', { name: 'Log out' }).click()
    await expect(page).toHaveURL(/localhost:\d+\/$/)
    expect((await page.request.get('/api/user/info')).status()).toBe(401)
  })
})
