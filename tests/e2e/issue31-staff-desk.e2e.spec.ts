import { mkdirSync } from 'node:fs'

import { expect, type Page, test } from '@playwright/test'

import { bookRoundTripByApi, verifiedCustomer } from '../helpers/e2eBooking'
import { forgetSignupLimit } from '../helpers/outboxDb'
import { STAFF_PATH } from '../helpers/staffApi'
import { DESKTOP, staffPage as signedInStaff } from '../helpers/staffBrowser'

/**
 * Issue 31, what staff notice on the desk: the Arabic menu on a phone keeps the page as wide as the
 * screen, the header's language selector stays off the logo, the menu lists the desk first and
 * Payload's data under one "Data" group with no name twice; the reservation page counts passengers
 * and bags in Arabic digits, writes its history in Arabic with names, and keeps the price table
 * inside its card. Screenshots (Arabic phone, English desktop) land in test-results/issue-31.
 */

test.beforeEach(() => forgetSignupLimit())
test.describe.configure({ timeout: 150_000 })

const SHOTS = 'test-results/issue-31'
mkdirSync(SHOTS, { recursive: true })
const PHONE = { width: 390, height: 844 }

/** A cash round trip of a new verified customer (named), 3 passengers and 2 bags. */
async function cashRoundTrip(page: Page): Promise<{ number: string; name: string }> {
  const who = await verifiedCustomer(page, 'en')
  const { number } = await bookRoundTripByApi(page, {
    paymentType: 'cash',
    days: 10,
    returnAfter: 2,
    persons: 3,
    pickupName: 'Marriott Mena House, 6 Pyramids Road, Giza',
  })
  return { number, name: who.name }
}

/** The signed-in staff member's page (its context closes with `page.context().close()`). */
const staffPage = async (...args: Parameters<typeof signedInStaff>) =>
  (await signedInStaff(...args)).page

const documentWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** Opens Payload's side navigation (closed at first below 1440 px): its visible toggler. */
async function openMenu(page: Page) {
  // A click before Payload's admin has hydrated opens nothing: click again until the menu is open.
  await expect(async () => {
    if ((await page.locator('.nav--nav-open').count()) === 0) {
      await page.locator('.nav-toggler:visible').first().click()
    }
    await expect(page.locator('.nav--nav-open')).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
}

/** Payload's side navigation: the names of its links, in order. */
const menuNames = (page: Page) =>
  page
    .locator('.nav a')
    .evaluateAll((links) => links.map((link) => (link.textContent ?? '').trim()).filter(Boolean))

test('the Arabic staff menu on a phone keeps the page at the screen width, the logo uncovered', async ({
  browser,
  page: customerPage,
}) => {
  const { number } = await cashRoundTrip(customerPage)
  const page = await staffPage(browser, 'ar', PHONE)
  await page.goto(`${STAFF_PATH}/reservations/${number}`)
  await expect(page.locator('html')).toHaveAttribute('dir', /rtl/i)

  // The header: the language selector ("English") stays off the logo.
  const logo = await page.locator('.app-header .masar-admin-icon').first().boundingBox()
  const localizer = await page.locator('.app-header__localizer').boundingBox()
  expect(logo && localizer).toBeTruthy()
  expect(overlaps(logo!, localizer!), JSON.stringify({ logo, localizer })).toBe(false)
  expect(await documentWidth(page)).toBe(PHONE.width)
  await page.screenshot({ path: `${SHOTS}/desk-reservation-ar-phone.png`, fullPage: true })

  // The menu open: as wide as the screen, the content not squeezed beside it.
  await openMenu(page)
  // Once the menu has finished sliding in (no transition still running; spinners run for ever).
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .length === 0,
    null,
    { timeout: 10_000 },
  )
  expect(await documentWidth(page)).toBe(PHONE.width)
  const nav = (await page.locator('.nav').boundingBox())!
  expect(nav.x).toBeGreaterThanOrEqual(0)
  expect(nav.x + nav.width).toBeLessThanOrEqual(PHONE.width + 1)
  await page.screenshot({ path: `${SHOTS}/staff-menu-ar-phone.png` })
})

test('the staff menu lists the desk first, then the data under one group, no name twice', async ({
  browser,
}) => {
  for (const [lang, viewport, dataLabel, desk] of [
    [
      'en',
      DESKTOP,
      'Data',
      ['Dashboard', 'Reservations desk', 'Payment links desk', "Today's trips", 'Run sheet'],
    ],
    [
      'ar',
      PHONE,
      'البيانات',
      ['لوحة المتابعة', 'مكتب الحجوزات', 'مكتب روابط الدفع', 'رحلات اليوم', 'جدول التشغيل'],
    ],
  ] as const) {
    const page = await staffPage(browser, lang, viewport)
    await openMenu(page)
    const names = await menuNames(page)
    expect(names.slice(0, desk.length)).toEqual([...desk])
    expect(new Set(names).size, names.join(' | ')).toBe(names.length)
    // One group: Payload's collections and globals are all under "Data".
    const groups = await page.locator('.nav-group__toggle').allTextContents()
    expect(groups.map((text) => text.trim())).toEqual([dataLabel])
    // About 40 before issue 31; since, named places (issue 32), the board of today's trips and
    // the reviews (issue 33), the roster's drivers and vehicles (issue 45).
    expect(names.length).toBeLessThanOrEqual(37)
    expect(names).toEqual(
      expect.arrayContaining(lang === 'en' ? ['Drivers', 'Vehicles'] : ['السائقون', 'المركبات']),
    )
    await page.screenshot({
      path: `${SHOTS}/staff-menu-${lang}-${viewport.width}.png`,
      fullPage: true,
    })
    await page.context().close()
  }
})

test('the desk reservation page: Arabic digits, Arabic history with names, the price inside its card', async ({
  browser,
  page: customerPage,
}) => {
  const { number, name } = await cashRoundTrip(customerPage)
  for (const [lang, viewport] of [
    ['ar', PHONE],
    ['en', DESKTOP],
  ] as const) {
    const page = await staffPage(browser, lang, viewport)
    await page.goto(`${STAFF_PATH}/reservations/${number}`)
    const trip = page.locator('section[aria-labelledby="trip"]')
    const fact = (label: string) =>
      trip.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]')
    const history = page.locator('[data-testid="history-status"]').first()
    if (lang === 'ar') {
      await expect(fact('الركاب')).toHaveText('٣')
      await expect(fact('الحقائب')).toHaveText('٢')
      await expect(history).toContainText(`بواسطة العميل ${name}`)
      await expect(history).toContainText('حجزه العميل عبر الموقع')
    } else {
      await expect(history).toContainText(`by the customer, ${name}`)
      await expect(history).toContainText('Booked online by the customer')
    }
    await expect(history).not.toContainText('#')
    await expect(history).not.toContainText(/\bsystem\b/)
    // The price table stays inside its card.
    const card = (await page.locator('section[aria-labelledby="price"]').boundingBox())!
    const table = (await page.locator('section[aria-labelledby="price"] table').boundingBox())!
    expect(table.x).toBeGreaterThanOrEqual(card.x)
    expect(table.x + table.width).toBeLessThanOrEqual(card.x + card.width + 0.5)
    expect(await documentWidth(page)).toBe(viewport.width)
    await page.screenshot({
      path: `${SHOTS}/desk-reservation-${lang}-${viewport.width}.png`,
      fullPage: true,
    })
    await page.context().close()
  }
})
