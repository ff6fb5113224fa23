import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import { STAFF_PATH } from '../helpers/staffApi'

/** Every public page of the spec with a piece of its seeded content, in both languages. */
const PAGES = [
  { path: '/', en: /Private transfers across Egypt/, ar: /توصيل خاص في أنحاء مصر/ },
  { path: '/about', en: /About Masar Transfers/, ar: /عن مسار للنقل/ },
  { path: '/contact-us', en: /Contact us/, ar: /تواصل معنا|اتصل بنا/ },
  { path: '/terms', en: /Terms/, ar: /الشروط/ },
  { path: '/services', en: /services/i, ar: /خدمات/ },
  { path: '/services/maas', en: /Meet/, ar: /استقبال/ },
  { path: '/p', en: /Articles|guides/i, ar: /مقالات|أدلة/ },
  {
    path: '/p/cairo-airport-arrival-guide',
    en: /Arriving at Cairo International Airport/,
    ar: /الوصول إلى مطار القاهرة الدولي/,
  },
] as const

const localized = (locale: 'en' | 'ar', path: string) =>
  locale === 'en' ? path : path === '/' ? '/ar' : `/ar${path}`

/** WCAG 2.2 AA, the level the site promises. */
const axeScan = (page: Page) =>
  new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()

test.describe('every public page, in English and Arabic', () => {
  for (const { path, en, ar } of PAGES) {
    for (const locale of ['en', 'ar'] as const) {
      const url = localized(locale, path)
      test(`${url} answers with its content, language, direction, metadata and no axe violations`, async ({
        page,
      }) => {
        const response = await page.goto(url)
        expect(response?.status()).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
        await expect(page.locator('h1')).toHaveCount(1)
        await expect(page.locator('h1')).toContainText(locale === 'en' ? en : ar)
        expect((await page.title()).length).toBeGreaterThan(5)
        const description = page.locator('meta[name="description"]')
        expect(((await description.getAttribute('content')) ?? '').length).toBeGreaterThan(20)
        // Canonical address and the other language's twin for search engines.
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          new RegExp(`${url === '/' ? '/$' : url + '$'}`),
        )
        await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
          'href',
          new RegExp(`${localized('ar', path)}$`),
        )
        await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1)
        await expect(page.locator('meta[property="og:title"]')).toHaveCount(1)
        // The hidden staff path never appears in a public page.
        expect(await page.content()).not.toContain(STAFF_PATH)

        const { violations } = await axeScan(page)
        expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual(
          [],
        )
      })
    }
  }

  test('unknown services and articles answer 404', async ({ page }) => {
    expect((await page.goto('/services/teleport'))?.status()).toBe(404)
    expect((await page.goto('/ar/p/no-such-article'))?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'الصفحة غير موجودة' })).toBeVisible()
  })

  test('the 404 page has no axe violations either', async ({ page }) => {
    await page.goto('/no-such-page')
    expect((await axeScan(page)).violations).toEqual([])
  })

  test('the capitalised forms of the spec reach the same pages', async ({ page, request }) => {
    for (const [from, to] of [
      ['/About', '/about'],
      ['/ar/About', '/ar/about'],
      ['/Login', '/login'],
      ['/Signup', '/signup'],
    ]) {
      const response = await request.get(from!, { maxRedirects: 0 })
      expect(response.status(), from).toBe(308)
      expect(new URL(response.headers().location!, 'http://x').pathname).toBe(to)
    }
    await page.goto('/About')
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.locator('h1')).toContainText('About Masar Transfers')
  })

  test('/p/about is the about page', async ({ page }) => {
    await page.goto('/p/about')
    await expect(page).toHaveURL(/\/about$/)
  })
})

test.describe('home page', () => {
  test('the slider shows four slides with controls and moves with them, also in Arabic', async ({
    page,
  }) => {
    await page.goto('/')
    // The controls work once the page is hydrated: its scripts load after the first paint.
    await page.waitForLoadState('networkidle')
    const carousel = page.locator('[aria-roledescription="carousel"]')
    await expect(carousel).toBeVisible()
    await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(4)
    const dots = carousel.getByRole('group', { name: 'Choose a slide' }).getByRole('button')
    await expect(dots).toHaveCount(4)
    await carousel.getByRole('button', { name: 'Stop the slide show' }).click()
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true')
    await carousel.getByRole('button', { name: 'Next slide' }).click()
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true')
    await carousel.getByRole('button', { name: 'Previous slide' }).click()
    await carousel.getByRole('button', { name: 'Previous slide' }).click()
    await expect(dots.nth(3)).toHaveAttribute('aria-current', 'true')

    await page.goto('/ar')
    const arabic = page.locator('[aria-roledescription="carousel"]')
    await expect(arabic.locator('[aria-roledescription="slide"]')).toHaveCount(4)
    // In Arabic the "next" control sits on the left: the slides run right to left.
    const next = await arabic.getByRole('button', { name: 'الشريحة التالية' }).boundingBox()
    const previous = await arabic.getByRole('button', { name: 'الشريحة السابقة' }).boundingBox()
    expect(next!.x).toBeLessThan(previous!.x)
  })

  test('the slider advances by itself at the configured interval', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await page.goto('/')
    const dots = page
      .locator('[aria-roledescription="carousel"]')
      .getByRole('group', { name: 'Choose a slide' })
      .getByRole('button')
    await page.mouse.move(0, 0)
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true', { timeout: 8000 })
  })

  test('the slider does not move by itself for reduced-motion users', async ({ page }) => {
    // The page's clock is the test's: a minute passes at once instead of being waited for.
    await page.clock.install()
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    const slider = page.locator('[aria-roledescription="carousel"]')
    const dots = slider.getByRole('group', { name: 'Choose a slide' }).getByRole('button')
    // Hydrated, with the visitor's setting read: the pause button the server drew is gone.
    await expect(slider.locator('.slider-controls')).toBeVisible()
    await expect(slider.getByRole('button', { name: /the slide show/ })).toHaveCount(0)
    await page.mouse.move(0, 0)
    await page.clock.runFor(60_000)
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true')
    await expect(dots.nth(1)).not.toHaveAttribute('aria-current', 'true')
  })

  test('a visitor can hide the slider and show it again', async ({ page }) => {
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    await page.getByRole('button', { name: 'Hide slider' }).click()
    await expect(page.locator('[aria-roledescription="carousel"]')).toBeHidden()
    await page.getByRole('button', { name: 'Show slider' }).click()
    await expect(page.locator('[aria-roledescription="carousel"]')).toBeVisible()
  })

  test('the navbar turns solid once the page has scrolled 100 px', async ({ page }) => {
    await page.goto('/')
    const header = page.locator('header.navbar')
    await page.evaluate(() => window.scrollTo(0, 40))
    await expect(header).not.toHaveAttribute('data-solid', '')
    await page.evaluate(() => window.scrollTo(0, 100))
    await expect(header).toHaveAttribute('data-solid', '')
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).not.toHaveAttribute('data-solid', '')
  })

  test('the drawer holds account links, services, the server menus and info links, and works by keyboard', async ({
    page,
    request,
  }) => {
    const menus = (await (await request.get('/api/menus')).json()) as {
      name: { en: string; ar: string }
      items: { name: { en: string }; link: string; blank: boolean }[]
    }[]
    expect(menus.length).toBeGreaterThanOrEqual(2)

    await page.goto('/')
    // The burger works once the page is hydrated; keys pressed before that go nowhere.
    await page.waitForLoadState('networkidle')
    const burger = page.getByRole('button', { name: 'Open the menu' })
    await burger.focus()
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog')
    await expect(drawer).toBeVisible()
    await expect(drawer.getByRole('link', { name: 'Log in' })).toBeVisible()
    await expect(drawer.getByRole('link', { name: /Meet & Assist/ })).toBeVisible()
    for (const menu of menus) {
      await expect(drawer.getByText(menu.name.en, { exact: true })).toBeVisible()
      for (const item of menu.items) {
        // An item may repeat one of the fixed info links (About us): check the menu's own, the first.
        const link = drawer.getByRole('link', { name: new RegExp(item.name.en) }).first()
        await expect(link).toHaveAttribute('href', new RegExp(item.link.replace(/[?.]/g, '\\$&')))
        if (item.blank) await expect(link).toHaveAttribute('target', '_blank')
      }
    }
    // The information links the menus do not hold (FAQs); no page is listed twice (issue 14: the
    // seeded menus hold About, Contact, Terms and the articles).
    await expect(drawer.getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', /#faqs$/)
    const hrefs = await drawer
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs.length).toBeGreaterThan(8)
    expect(new Set(hrefs).size).toBe(hrefs.length)
    // Booking is the drawer's first link.
    await expect(drawer.getByRole('link').first()).toHaveText('Book a transfer')
    await expect(drawer.getByRole('link').first()).toHaveAttribute('href', '/book')
    // Focus stays inside while it is open; Escape closes it and gives focus back to the burger.
    for (let i = 0; i < 40; i++) await page.keyboard.press('Tab')
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(burger).toBeFocused()

    // Arabic: the same menus in Arabic, the drawer on the left edge.
    await page.goto('/ar')
    await page.waitForLoadState('networkidle')
    await page.getByRole('button', { name: 'فتح القائمة' }).click()
    const arabicDrawer = page.getByRole('dialog')
    await expect(arabicDrawer.getByText(menus[0]!.name.ar, { exact: true })).toBeVisible()
  })

  test('shows an offline banner while the browser is offline', async ({ page, context }) => {
    await page.goto('/')
    // The banner is the hydrated page's: the connection goes away only once its scripts arrived.
    await page.waitForLoadState('networkidle')
    const banner = page.getByText('You are offline.', { exact: false })
    await expect(banner).toBeHidden()
    await context.setOffline(true)
    await expect(banner).toBeVisible()
    await context.setOffline(false)
    await expect(banner).toBeHidden()
  })
})

test.describe('public JSON API', () => {
  // Beside the editors' test (site-editors.e2e.spec.ts), which changes the settings: not in the
  // HTTP project.
  test('GET /api/setting and GET /api/menus answer the spec shapes', async ({ request }) => {
    const settings = await (await request.get('/api/setting?lang=ar')).json()
    expect(settings).toMatchObject({
      lang: 'ar',
      siteName: 'مسار للنقل',
      hotline: expect.any(String),
      slider: { visible: true, interval: 5000 },
      booking: { minLeadHours: 12, currency: 'EGP' },
    })
    expect(settings).not.toHaveProperty('staffEmail')

    const menus = await (await request.get('/api/menus')).json()
    for (const menu of menus) {
      expect(menu).toMatchObject({
        name: { en: expect.any(String), ar: expect.any(String) },
        items: expect.any(Array),
      })
      for (const item of menu.items) {
        expect(item).toEqual({
          name: { en: expect.any(String), ar: expect.any(String) },
          link: expect.any(String),
          blank: expect.any(Boolean),
        })
      }
    }
  })
})
