import { expect, type Page, test } from '@playwright/test'
import pg from 'pg'

import { cairoDay, chooseTrip } from '../helpers/e2eBooking'
import { insertCustomer, insertReservations } from '../helpers/reservationRows'
import { STAFF_PATH } from '../helpers/staffApi'
import { DESKTOP, staffPage } from '../helpers/staffBrowser'

/**
 * Issue 44 item 5 (decision 0182), what an Arabic reader sees: phone numbers grouped as
 * Egyptians write them, no middle dot between items (it reads as the Arabic zero), counts that
 * agree with their noun ("آخر ٧ أيام"), and a language named in the reader's language. Each page
 * is kept as a screenshot on a 360 px phone and on a desktop.
 */

const SHOTS = 'test-results/screenshots/arabic-wording'
const PHONE = { width: 360, height: 780 }
const MIDDLE_DOT = '\u00b7'
const PREFIX = `AW-${Date.now().toString(36).slice(-4).toUpperCase()}`

const shoot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })

test.beforeAll(async () => {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    const customerId = await insertCustomer(client, {
      name: 'Wording Customer',
      email: `wording-${Date.now()}@masar.test`,
      mobile: `+2010${String(Date.now()).slice(-8)}`,
    })
    await insertReservations(client, {
      prefix: PREFIX,
      count: 1,
      customerId,
      status: 'paid-not-sent',
      paymentType: 'card',
      execDate: `${cairoDay(3)}T08:00:00Z`,
      passenger: { name: 'Omar Passenger', phone: '+201119876543' },
    })
  } finally {
    await client.end()
  }
})

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`the Arabic site writes the hotline as Egyptians do, and titles without a middle dot (${name})`, async ({
    browser,
  }) => {
    const phone = viewport.width < 500
    const context = await browser.newContext({ viewport, isMobile: phone, hasTouch: phone })
    const page = await context.newPage()
    await page.goto('/ar')
    await expect(page).toHaveTitle(/^مسار للنقل - /)
    expect(await page.title()).not.toContain(MIDDLE_DOT)
    const footer = page.locator('footer.site-footer')
    await expect(footer).toContainText('+20 10 0555 0123')
    await footer.scrollIntoViewIfNeeded()
    await shoot(page, `home-ar-${name}`)

    await page.goto('/ar/terms')
    await expect(page).toHaveTitle(/ - مسار للنقل$/)

    // Prices in dollars: the currency named in Arabic, whole dollars on every amount.
    await chooseTrip(page, 'ar', phone ? 51 : 53)
    await page.getByLabel('اعرض الأسعار أيضًا بـ').selectOption('USD')
    const approx = page.locator('.car-card .price-approx')
    await expect(approx.first()).toHaveText(/^حوالي [٠-٩][٠-٩٬]* دولار أمريكي$/)
    expect(await approx.allTextContents()).not.toContainEqual(expect.stringMatching(/US|\$|٫/))
    await shoot(page, `cars-usd-ar-${name}`)
    await page.getByLabel('اعرض الأسعار أيضًا بـ').selectOption('')
    await context.close()
  })

  test(`the Arabic desk: "آخر ٧ أيام", items apart with the Arabic comma, the language in Arabic (${name})`, async ({
    browser,
  }) => {
    const { context, page } = await staffPage(browser, 'ar', viewport)
    await expect(page.getByText('الحجوزات في آخر ٧ أيام')).toBeVisible()
    // The language of the content being edited, named in Arabic in Payload's header.
    await expect(page.locator('.app-header__localizer')).toContainText('الإنجليزية')
    await expect(page.getByText('الإيرادات في آخر ٣٠ يومًا')).toBeVisible()
    const latest = page.locator('.desk-list li', { hasText: `${PREFIX}000001` })
    await expect(latest).toContainText('، ')
    await expect(latest).not.toContainText(MIDDLE_DOT)
    // An amount in Arabic stays inside its tile: no sideways scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    )
    await shoot(page, `dashboard-ar-${name}`)

    await page.goto(`${STAFF_PATH}/reservations/${PREFIX}000001`)
    // The customer's language (English) named in the reader's language, not "English".
    const language = page
      .locator('.desk-facts div')
      .filter({ has: page.locator('dt', { hasText: /^اللغة$/ }) })
    await expect(language.locator('dd')).toHaveText('الإنجليزية')
    await expect(page.locator('body')).toContainText('+20 11 1987 6543')
    await shoot(page, `reservation-ar-${name}`)

    await page.goto(`${STAFF_PATH}/runsheet?day=${cairoDay(3)}&lang=ar`)
    const row = page.locator('tr', { hasText: `${PREFIX}000001` })
    await expect(row.locator('td').first()).toHaveText(/^\d\d:00$/)
    await shoot(page, `runsheet-ar-${name}`)
    await context.close()
  })
}
