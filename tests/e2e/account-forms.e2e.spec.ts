import { type Browser, expect, type Page, test } from '@playwright/test'

/**
 * The right-to-left details of issue 14: the masked phone in order, in-page anchors below the
 * sticky navbar, no Latin description in the Arabic footer. Screenshots go to the test's output
 * folder.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

let serial = 0
function person() {
  serial += 1
  const digits = String(Date.now() % 1e6).padStart(6, '0') + String(serial).padStart(2, '0')
  return {
    name: `Nour Test ${serial}`,
    email: `nour.${digits}@example.com`,
    mobile: `010${digits}`,
    e164: `+2010${digits}`,
  }
}

async function onPhone(browser: Browser) {
  const context = await browser.newContext(PHONE)
  return { context, page: await context.newPage() }
}

async function shot(page: Page, name: string, fullPage = false) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage })
}

test.describe('right-to-left details', () => {
  test('the masked phone on the verification step reads in order in Arabic', async ({
    browser,
  }) => {
    const { context, page } = await onPhone(browser)
    const who = person()
    await page.goto('/ar/signup')
    const form = page.locator('#signup-form')
    await form.locator('input[name="name"]').fill(who.name)
    await form.locator('input[name="email"]').fill(who.email)
    await form.locator('input[name="mobile"]').fill(who.mobile)
    await form.locator('input[name="password"]').fill('secret-123')
    await form.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(/\/ar\/verify$/)

    const masked = `${who.e164.slice(0, 5)}•••••${who.e164.slice(-3)}`
    const lead = page.locator('#verify-form .form-lead')
    // Inside a left-to-right isolate in the Arabic sentence.
    await expect(lead).toContainText(`\u2066${masked}\u2069`)
    // Drawn in order: "+2010" on the left of the dots, the last three digits on their right
    // (without the isolate the paragraph's direction draws "013•••••2010+").
    const order = await lead.evaluate((element, text) => {
      const node = [...element.childNodes].find((child) => child.textContent?.includes(text))
      if (!node || node.nodeType !== Node.TEXT_NODE) return null
      const start = (node.textContent ?? '').indexOf(text)
      const leftOf = (offset: number) => {
        const range = document.createRange()
        range.setStart(node, start + offset)
        range.setEnd(node, start + offset + 1)
        return range.getBoundingClientRect().left
      }
      return { plus: leftOf(0), dot: leftOf(5), last: leftOf(text.length - 1) }
    }, masked)
    expect(order).not.toBeNull()
    expect(order!.plus).toBeLessThan(order!.dot)
    expect(order!.dot).toBeLessThan(order!.last)
    await shot(page, 'verify-phone-ar')
    await context.close()
  })

  for (const { name, path, phone } of [
    { name: 'Arabic on a phone', path: '/ar/login#login-form', phone: true },
    { name: 'English on a desktop', path: '/login#login-form', phone: false },
  ]) {
    test(`the login anchor leaves its heading below the sticky navbar (${name})`, async ({
      browser,
    }) => {
      const context = await browser.newContext(
        phone ? PHONE : { viewport: { width: 1280, height: 800 } },
      )
      const page = await context.newPage()
      await page.goto(path)
      const heading = page.locator('#login-form h1')
      await expect(heading).toBeVisible()
      // The anchor did scroll: the form is not where the page starts.
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
      const header = await page.locator('header.navbar').boundingBox()
      const title = await heading.boundingBox()
      expect(header && title).toBeTruthy()
      expect(title!.y).toBeGreaterThanOrEqual(header!.y + header!.height)
      await shot(page, `login-anchor-${phone ? 'phone-ar' : 'desktop-en'}`)
      await context.close()
    })
  }

  test('the Arabic footer names the shopping card in Arabic; the English one in English', async ({
    browser,
  }) => {
    const { context, page } = await onPhone(browser)
    await page.goto('/ar/terms')
    const brands = page.locator('.site-footer .card-brands')
    await expect(brands).toContainText('بطاقة التسوق')
    await expect(page.locator('.site-footer')).not.toContainText(/shopping card/i)
    // The card schemes keep their wordmarks, marked as English for screen readers.
    await expect(brands.locator('li[lang="en"]')).toHaveText(['Visa', 'Mastercard', 'Meeza'])
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await shot(page, 'footer-phone-ar')
    await context.close()

    const english = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    await english.goto('/terms')
    await expect(english.locator('.site-footer .card-brands')).toContainText('Shopping card')
    await english.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await shot(english, 'footer-desktop-en')
    await english.close()
  })
})
