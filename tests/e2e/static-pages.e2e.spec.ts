import { expect, type Page, test } from '@playwright/test'

import { cspViolations } from '../helpers/csp'
import { choosePlace } from '../helpers/e2eBooking'

/**
 * The layout's chrome (navbar, drawer, account links, language toggle, offline notice, idle
 * prefetch) on every kind of page, cached content pages and the booking alike, within the pages'
 * Content-Security-Policy.
 */

/** A new customer, signed up through the API in this browser (their session cookie is kept). */
async function signUp(page: Page) {
  const digits = String(Date.now()).slice(-8)
  // `$&` and `$'` would be replacement patterns to a careless `String.replace`.
  const name = `Static $& Tester $' ${digits.slice(-4)}`
  const answer = await page.request.post('/api/user/signup', {
    data: {
      name,
      email: `static.${digits}@example.com`,
      mobile: `012${digits}`,
      country: 'EG',
      password: 'secret-123',
      lang: 'en',
    },
  })
  expect(answer.status()).toBe(201)
  return name
}

test.describe("the layout's chrome", () => {
  for (const path of ['/about', '/ar/terms', '/services/maas', '/ar/p']) {
    test(`${path} runs its chrome within its policy`, async ({ page }) => {
      const violations = cspViolations(page)
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await page.waitForLoadState('networkidle')
      // The chrome runs: the burger opens the drawer.
      await page.locator('button.burger').click()
      await expect(page.getByRole('dialog')).toBeVisible()
      expect(violations).toEqual([])
    })
  }

  test('the booking card on the home page and /book offers places as one types, within the policy', async ({
    page,
  }) => {
    const violations = cspViolations(page)
    for (const [path, typed, place] of [
      ['/', 'zamalek', /Zamalek/],
      ['/ar/book', 'الزمالك', /الزمالك/],
    ] as const) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      // The booking screens run: the pickup box offers places as one types, and takes one.
      await choosePlace(page, 'booking-pickup', typed, place)
      await expect(page.locator('#booking-pickup')).toHaveValue(place)
    }
    expect(violations).toEqual([])
  })

  test('the drawer works by keyboard and by pointer, in both directions', async ({ page }) => {
    await page.goto('/about')
    const burger = page.getByRole('button', { name: 'Open the menu' })
    await expect(burger).toHaveAttribute('aria-expanded', 'false')
    await burger.focus()
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog')
    await expect(drawer).toBeVisible()
    await expect(burger).toHaveAttribute('aria-expanded', 'true')
    await expect(drawer.getByRole('link').first()).toHaveText('Book a transfer')
    await expect(drawer.getByRole('link', { name: 'Log in' })).toBeVisible()
    // Focus stays inside while it is open; Escape closes it and gives focus back to the burger.
    for (let i = 0; i < 40; i++) await page.keyboard.press('Tab')
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    for (let i = 0; i < 40; i++) await page.keyboard.press('Shift+Tab')
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(burger).toBeFocused()
    await expect(burger).toHaveAttribute('aria-expanded', 'false')

    // The close button, then the backdrop.
    await burger.click()
    await drawer.getByRole('button', { name: 'Close the menu' }).click()
    await expect(drawer).toBeHidden()
    await burger.click()
    const viewport = page.viewportSize()!
    await page.mouse.click(20, viewport.height / 2)
    await expect(drawer).toBeHidden()

    // A link inside leads to its page.
    await burger.click()
    await drawer
      .getByRole('link', { name: /^Terms/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/terms$/)
    await expect(page.getByRole('dialog')).toBeHidden()

    // Arabic: the drawer comes from the left edge.
    await page.goto('/ar/about')
    await page.getByRole('button', { name: 'فتح القائمة' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expect(async () => {
      const box = await page.locator('#site-drawer .drawer-panel').boundingBox()
      expect(box!.x + box!.width).toBeLessThan(viewport.width / 2)
    }).toPass()
  })

  test('the navbar turns solid after 100 px of scrolling', async ({ page }) => {
    await page.goto('/services/maas')
    const header = page.locator('header.navbar')
    await expect(header).not.toHaveAttribute('data-solid', '')
    await page.evaluate(() => window.scrollTo(0, 100))
    await expect(header).toHaveAttribute('data-solid', '')
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).not.toHaveAttribute('data-solid', '')
  })

  test('the language toggle tells the server, which remembers it', async ({ page, context }) => {
    await page.goto('/about')
    const answer = page.waitForResponse(
      (r) => r.url().endsWith('/api/lang') && r.request().method() === 'POST',
    )
    await page.getByRole('link', { name: 'Switch to Arabic' }).click()
    // The page moves on once the server has answered (its body is gone with the page).
    const told = await answer
    expect(told.status()).toBe(200)
    expect(told.request().postDataJSON()).toEqual({ lang: 'ar' })
    await expect(page).toHaveURL(/\/ar\/about$/)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('ar')
    await page.goto('/')
    await expect(page).toHaveURL(/\/ar$/)

    await page.goto('/ar/terms')
    await page.getByRole('link', { name: 'التبديل إلى الإنجليزية' }).click()
    await expect(page).toHaveURL(/localhost:\d+\/terms$/)
    expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('en')
  })

  test('a customer sees their name and their account links, and logs out from the drawer', async ({
    page,
  }) => {
    const name = await signUp(page)
    await page.goto('/ar/about')
    // Not verified yet: the name leads to the verification.
    const account = page.getByTestId('account-link')
    await expect(account).toHaveText(name)
    await expect(account).toHaveAttribute('href', '/ar/verify')
    await page.getByRole('button', { name: 'فتح القائمة' }).click()
    const drawer = page.getByRole('dialog')
    await expect(drawer.getByText(`مسجّل الدخول باسم ${name}`)).toBeVisible()
    await expect(drawer.getByRole('link', { name: 'حسابي' })).toHaveAttribute('href', '/ar/verify')
    await expect(drawer.getByRole('link', { name: 'تسجيل الدخول' })).toHaveCount(0)

    await drawer.getByRole('button', { name: 'تسجيل الخروج' }).click()
    await expect(page.getByRole('link', { name: 'تسجيل الدخول' }).first()).toBeVisible()
    await expect(page.getByTestId('account-link')).toHaveCount(0)
    expect((await page.request.get('/api/user/info')).status()).toBe(401)
  })

  test('shows the offline notice while the browser is offline', async ({ page, context }) => {
    await page.goto('/terms')
    const banner = page.getByText('You are offline.', { exact: false })
    await expect(banner).toBeHidden()
    await context.setOffline(true)
    await expect(banner).toBeVisible()
    await context.setOffline(false)
    await expect(banner).toBeHidden()
  })

  test('the main pages are fetched while the browser is idle', async ({ page }) => {
    const fetched: string[] = []
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname))
    await page.goto('/ar/services')
    await expect(() =>
      expect(fetched).toEqual(
        expect.arrayContaining(['/ar', '/ar/about', '/ar/contact-us', '/ar/login']),
      ),
    ).toPass()
  })
})
