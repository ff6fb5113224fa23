import { readFileSync } from 'node:fs'

import { type Browser, type BrowserContext, expect } from '@playwright/test'

import { STAFF_PATH } from './staffApi'

export const DESKTOP = { width: 1280, height: 900 }

/**
 * Where the `staff-session` project (tests/e2e/staff-session.setup.ts) keeps the seeded admin's
 * signed-in session (Payload's `payload-token` cookie) for the browser specs.
 */
export const STAFF_SESSION = 'test-results/.staff-session.json'

const ORIGIN = new URL(process.env.E2E_BASE_URL ?? 'http://localhost:3210').origin

/** Reads the back office in `lang` (Payload's `payload-lng` cookie) in `context`. */
async function readIn(context: BrowserContext, lang: 'en' | 'ar') {
  await context.addCookies([{ name: 'payload-lng', value: lang, url: ORIGIN }])
}

/**
 * Signs `context` in to the back office without its login screen: the seeded admin's saved
 * session, or `who` through the JSON login the screen posts (the context's cookies keep it).
 */
export async function signInStaff(
  context: BrowserContext,
  who?: { email: string; password: string },
): Promise<void> {
  if (!who) {
    const state = JSON.parse(readFileSync(STAFF_SESSION, 'utf8')) as {
      cookies: Parameters<BrowserContext['addCookies']>[0]
    }
    await context.addCookies(state.cookies)
    return
  }
  const login = await context.request.post(`${ORIGIN}/api/cms/users/login`, { data: who })
  expect(login.status(), await login.text()).toBe(200)
}

/**
 * A new browser context with the seeded admin signed in to the back office (the session made
 * once by the `staff-session` project), reading it in `lang`, on the dashboard; a phone when the
 * viewport is narrow.
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
    storageState: STAFF_SESSION,
  })
  await readIn(context, lang)
  const page = await context.newPage()
  await page.goto(`${STAFF_PATH}/dashboard`)
  await expect(page).toHaveURL(new RegExp(`${STAFF_PATH}/dashboard$`), { timeout: 30_000 })
  return { context, page }
}
