/**
 * `npm run screenshots`: photographs pages of a running site (BASE_URL, default
 * http://localhost:3000) in English and Arabic, on desktop and phone, into screenshots/.
 * For looking at what we built; not a test.
 *   npm run screenshots -- /about /terms    (paths, English form; /ar is added for Arabic)
 *   SCREENSHOT_LOGIN=login:password           photograph as that customer (account pages)
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'

import { chromium } from '@playwright/test'

import { chromiumLaunchOptions } from '../tests/helpers/chromium'

import { PROJECT_DIR } from './lib/database'

const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000'
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/no-such-page']
const outDir = path.join(PROJECT_DIR, 'screenshots')
mkdirSync(outDir, { recursive: true })

const viewports = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
}

const browser = await chromium.launch(chromiumLaunchOptions())
for (const [device, viewport] of Object.entries(viewports)) {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: 1,
    isMobile: device === 'phone',
  })
  if (process.env.SCREENSHOT_LOGIN) {
    const [login, ...password] = process.env.SCREENSHOT_LOGIN.split(':')
    const signin = await context.request.post(`${baseUrl}/api/user/signin`, {
      data: { login, password: password.join(':') },
    })
    if (!signin.ok()) throw new Error(`SCREENSHOT_LOGIN failed: ${signin.status()}`)
  }
  for (const pathname of paths) {
    for (const locale of ['en', 'ar']) {
      const page = await context.newPage()
      const url = baseUrl + (locale === 'ar' ? `/ar${pathname === '/' ? '' : pathname}` : pathname)
      // Each language through the server, as a visitor's toggle would.
      await page.request.post(`${baseUrl}/api/lang`, { data: { lang: locale } })
      await page.goto(url, { waitUntil: 'networkidle' })
      // Scroll through the page so lazy images load, then back to the top.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y)
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
        window.scrollTo(0, 0)
      })
      await page.waitForLoadState('networkidle')
      const name = `${locale}-${device}-${pathname.replace(/\//g, '_') || '_'}.png`
      await page.screenshot({ path: path.join(outDir, name), fullPage: true })
      console.log(`${url} -> screenshots/${name}`)
      await page.close()
    }
  }
  await context.close()
}
await browser.close()
