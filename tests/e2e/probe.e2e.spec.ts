import { expect, test } from '@playwright/test'

import { forgetSignupLimit } from '../helpers/outboxDb'
import { BASE, loopbacks, verifiedCustomer } from '../helpers/rawHttp'

// Every test signs up from the one loopback address: its hourly sign-up limit is lifted.
test.beforeEach(() => forgetSignupLimit())

/**
 * Issue 12's probe, the part a browser is needed for: `?next=` pointing off-site, after the login
 * form, ends on the site. (What the production server answers hostile requests over HTTP is
 * probe.http.spec.ts's.) The customer signs up from a loopback address of this spec's own.
 */

const freshLoopback = loopbacks('127.77.1')

test.describe('redirects after logging in stay on the site', () => {
  test.describe.configure({ timeout: 90_000 })

  const EVIL = [
    encodeURIComponent('/\t/evil.example'),
    encodeURIComponent('//evil.example'),
    encodeURIComponent('/\\evil.example'),
    encodeURIComponent('https://evil.example'),
    '%2F%2Fevil.example',
    encodeURIComponent('/%2F%2Fevil.example'),
    '/\\/evil.example',
    encodeURIComponent('/\\/evil.example/'),
    encodeURIComponent('javascript:alert(1)'),
  ]

  test('?next= pointing off-site ends on the site after the login form', async ({ browser }) => {
    const who = await verifiedCustomer('next', freshLoopback())
    for (const next of EVIL) {
      const context = await browser.newContext()
      const offsite: string[] = []
      await context.route(
        (url) => url.host !== BASE.host,
        (route) => {
          offsite.push(route.request().url())
          return route.abort()
        },
      )
      const page = await context.newPage()
      await page.goto(`/login?next=${next}`)
      await page.locator('#login').fill(who.email)
      await page.locator('#password').fill(who.password)
      await page.locator('#login-form button[type="submit"]').click()
      await expect(page).not.toHaveURL(/\/login/)
      await page.waitForLoadState('networkidle')
      expect(new URL(page.url()).origin, `next=${next}`).toBe(BASE.origin)
      expect(offsite, `next=${next}`).toEqual([])
      await context.close()
    }
  })
})
