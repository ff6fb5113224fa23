import { type Browser, expect } from '@playwright/test'

import { ADMIN, STAFF_PATH } from './staffApi'

export const DESKTOP = { width: 1280, height: 900 }

/**
 * A new browser context with the seeded admin signed in to the back office, reading it in `lang`
 * (Payload's `payload-lng` cookie), on the dashboard; a phone when the viewport is narrow.
 */
export async function staffPage(
  browser: Browser,
  lang: 'en' | 'ar',
  viewport: { width: number; height: number } = DESKTOP,
) {
  const phone = viewport.width < 500
  const context = await browser.newContext({
    viewport,
    isMobile: phone,
    hasTouch: phone,
    locale: lang === 'ar' ? 'ar-EG' : 'en-US',
    baseURL: process.env.E2E_BASE_URL,
  })
  const page = await context.newPage()
  await page.goto(`${STAFF_PATH}/login`)
  await context.addCookies([{ name: 'payload-lng', value: lang, url: new URL(page.url()).origin }])
  await page.locator('input[name="email"]').fill(ADMIN.email)
  await page.locator('input[name="password"]').fill(ADMIN.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(new RegExp(`${STAFF_PATH}/dashboard$`), { timeout: 30_000 })
  return { context, page }
}
