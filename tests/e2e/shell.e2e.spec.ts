import { expect, test } from '@playwright/test'

import { routerPrefetches } from '../helpers/routerPrefetch'

test.describe('bilingual shell', () => {
  test('serves the home page in English, left to right', async ({ page }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'Private transfers across Egypt',
    )
    await expect(page).toHaveTitle(/Masar Transfers/)
  })

  test('serves the home page in Arabic, right to left, with the Arabic font', async ({ page }) => {
    const response = await page.goto('/ar')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('توصيل خاص في أنحاء مصر')
    const fontFamily = await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily)
    expect(fontFamily).toContain('Noto Kufi Arabic')
    // Both weights are loaded (the text and the headings), from the site's own cut of the font.
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready
      return [...document.fonts]
        .filter((face) => face.family.replace(/["']/g, '') === 'Noto Kufi Arabic')
        .filter((face) => face.status === 'loaded')
        .map((face) => face.weight)
        .sort()
    })
    expect(loaded).toEqual(['400', '700'])
    // The navbar mirrors: the brand sits at the right edge in Arabic.
    const brand = await page.locator('.brand').boundingBox()
    const viewport = page.viewportSize()!
    expect(brand!.x).toBeGreaterThan(viewport.width / 2)
  })

  test('answers unknown pages with 404 and a way home, in both languages', async ({ page }) => {
    const english = await page.goto('/no-such-page')
    expect(english?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expect(page.getByText('This page could not be found.')).toBeVisible()
    // Inside the site's header and footer, with its menus.
    await expect(page.locator('header.navbar')).toBeVisible()
    await expect(page.locator('footer.site-footer')).toBeVisible()
    await page.getByRole('link', { name: 'Go back home' }).click()
    await expect(page).toHaveURL(/\/$/)

    const arabic = await page.goto('/ar/no-such-page')
    expect(arabic?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { name: 'الصفحة غير موجودة' })).toBeVisible()
  })

  test('remembers the language chosen with the toggle, through the server', async ({
    page,
    context,
  }) => {
    const reactRuns = routerPrefetches(page)
    await page.goto('/')
    // The toggle tells the server once React runs on the page.
    await reactRuns()
    const answer = page.waitForResponse(
      (r) => r.url().endsWith('/api/lang') && r.request().method() === 'POST',
    )
    await page.getByRole('link', { name: 'Switch to Arabic' }).click()
    // The page is left as soon as the server has answered: its body is gone with it.
    const told = await answer
    expect(told.status()).toBe(200)
    expect(told.request().postDataJSON()).toEqual({ lang: 'ar' })
    await expect(page).toHaveURL(/\/ar$/)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')
    expect(cookie?.value).toBe('ar')

    // A later visit to an English address comes back in Arabic.
    await page.goto('/')
    await expect(page).toHaveURL(/\/ar$/)
    await reactRuns()

    await page.getByRole('link', { name: 'التبديل إلى الإنجليزية' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.goto('/')
    await expect(page).toHaveURL(/localhost:\d+\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })
})
