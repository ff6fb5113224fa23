import { type Browser, expect, type Page, test } from '@playwright/test'

import {
  bookTrip,
  cairoDay,
  chooseTrip,
  CONFIRMATION,
  numberOf,
  verifiedCustomer,
} from '../helpers/e2eBooking'
import { forgetSignupLimit, messagesTo } from '../helpers/outboxDb'
import { ADMIN, editorSession, STAFF_PATH } from '../helpers/staffApi'
import { signInStaff } from '../helpers/staffBrowser'

// Every test signs up from the one loopback address: its hourly sign-up limit is lifted.
test.beforeEach(() => forgetSignupLimit())

/**
 * Issue 13: a day at the desk in Chromium. An operator, on a laptop set to New York time, finds a
 * customer's booking by phone, assigns a driver (the customer's SMS lands in the outbox), sends it
 * to operations and prints the run sheet; the operator is refused the admins' screens.
 */

const OPERATOR = {
  email: `desk-operator-${Date.now()}@masar.test`,
  password: 'desk-operator-password',
}

async function staffLogin(browser: Browser, who: { email: string; password: string }, lang = 'en') {
  const context = await browser.newContext({
    timezoneId: 'America/New_York',
    locale: lang === 'ar' ? 'ar-EG' : 'en-US',
  })
  // The admin's saved session, an operator through the JSON login: the login screen itself is
  // typed into by the Arabic phone test below and staff.e2e.spec.ts.
  await signInStaff(context, who === ADMIN ? undefined : who)
  const page = await context.newPage()
  await page.goto(`${STAFF_PATH}/dashboard`)
  await expect(page).toHaveURL(new RegExp(`${STAFF_PATH}/dashboard$`), { timeout: 30_000 })
  return { context, page }
}

const rowOf = (page: Page, number: string) => page.locator('tr', { hasText: number })

test.describe('the back office desk', () => {
  test.describe.configure({ timeout: 180_000 })

  test.beforeAll(async ({ request }) => {
    const admin = await editorSession(request)
    await admin.create('users', { ...OPERATOR, name: 'Desk Operator', role: 'operator' })
  })

  test('an operator finds a booking by phone, dispatches it, sends it to operations and prints the run sheet', async ({
    page: customerPage,
    browser,
  }, testInfo) => {
    const customer = await verifiedCustomer(customerPage, 'en')
    await bookTrip(customerPage, 'en', 4)
    await expect(customerPage).toHaveURL(CONFIRMATION)
    const number = numberOf(customerPage)
    const day = cairoDay(4)

    const { context, page } = await staffLogin(browser, OPERATOR)
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
    // Revenue: bookings and paid payment links (issue 31).
    await expect(page.locator('[data-figure="revenue7"]')).toContainText('Revenue, last 7 days')
    await expect(page.locator('[data-figure="revenue30"]')).toContainText('payment links')
    await page.screenshot({ path: testInfo.outputPath('dashboard.png'), fullPage: true })

    // The list: searched by the phone as the customer typed it; Cairo time whatever the laptop's.
    await page.goto(`${STAFF_PATH}/reservations`)
    await page.getByLabel('Number, name, phone or email').fill(customer.mobile)
    await page.getByRole('button', { name: 'Apply' }).click()
    const row = rowOf(page, number)
    await expect(row).toHaveCount(1)
    await expect(row).toContainText('09:00')
    await expect(row).toContainText('Cash, not sent')
    await expect(row.locator('.status-chip')).toHaveAttribute('data-colour', 'orange')
    await page.screenshot({ path: testInfo.outputPath('desk-list.png'), fullPage: true })

    // The detail.
    await row.getByRole('link', { name: number }).click()
    await expect(page.getByRole('heading', { name: `Reservation ${number}` })).toBeVisible()
    // Send to operations, with a reason (before the driver is known, as when the customer
    // confirmed by phone).
    const send = page.locator('form', {
      has: page.getByRole('button', { name: 'Send to operations' }),
    })
    await send.getByRole('button', { name: 'Send to operations' }).click()
    await expect(send.getByLabel(/Reason/)).toBeFocused() // the browser asks for the reason first
    await send.getByLabel(/Reason/).fill('Driver confirmed by phone')
    await send.getByRole('button', { name: 'Send to operations' }).click()
    await expect(page.locator('.desk-detail__status .status-chip')).toHaveText('Sent to operations')
    await expect(page.getByText('Driver confirmed by phone')).toBeVisible()
    // Assign the driver of the outbound leg: the booking stays sent to operations.
    const outbound = page.locator('form', { has: page.getByRole('group', { name: 'Outbound' }) })
    await outbound.getByLabel('Driver', { exact: true }).fill('Karim Adel')
    await outbound.getByLabel('Driver mobile').fill('0100 765 4321')
    await outbound.getByLabel('Plate').fill('ن ط ق 1234')
    await outbound.getByRole('button', { name: 'Assign the driver' }).click()
    await expect(outbound.getByRole('status')).toHaveText(/Driver saved/)
    await expect(async () => {
      const sms = await messagesTo(customer.e164, 'driver-assigned')
      expect(sms.map((message) => message.channel)).toContain('sms')
      expect(sms.find((message) => message.channel === 'sms')?.body).toContain('Karim Adel')
    }).toPass({ timeout: 10_000 })

    await expect(page.locator('.desk-detail__status .status-chip')).toHaveText('Sent to operations')
    await page.screenshot({ path: testInfo.outputPath('desk-detail.png'), fullPage: true })

    // The run sheet of that day: the leg at 09:00 with its driver; it prints without the menu.
    await page.goto(`${STAFF_PATH}/runsheet?day=${day}&lang=en`)
    const line = rowOf(page, number)
    await expect(line).toContainText('09:00')
    await expect(line).toContainText('Karim Adel')
    await expect(line).toContainText(customer.name)
    await page.evaluate(() => {
      ;(window as unknown as { printed: number }).printed = 0
      window.print = () => {
        ;(window as unknown as { printed: number }).printed += 1
      }
    })
    await page.getByRole('button', { name: 'Print' }).click()
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
    await page.emulateMedia({ media: 'print' })
    await expect(page.locator('.desk-noprint').first()).toBeHidden()
    await page.pdf({ path: testInfo.outputPath('run-sheet.pdf') }).catch(() => undefined)

    // The Arabic run sheet of the same day.
    await page.emulateMedia({ media: 'screen' })
    await page.goto(`${STAFF_PATH}/runsheet?day=${day}&lang=ar`)
    await expect(page.locator('.run-sheet')).toHaveAttribute('dir', 'rtl')
    await expect(rowOf(page, number)).toContainText('Karim Adel')

    // Admin screens are not the operator's.
    await page.goto(`${STAFF_PATH}/users`)
    await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible()
    await page.goto(`${STAFF_PATH}/settings`)
    await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible()
    await context.close()
  })

  test('an operator sees the desk in Arabic, right to left, on a phone', async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      timezoneId: 'Asia/Tokyo',
    })
    await context.addCookies([
      { name: 'payload-lng', value: 'ar', url: new URL(testInfo.project.use.baseURL!).origin },
    ])
    const page = await context.newPage()
    await page.goto(`${STAFF_PATH}/login`)
    await page.locator('input[name="email"]').fill(OPERATOR.email)
    await page.locator('input[name="password"]').fill(OPERATOR.password)
    await page.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(new RegExp(`${STAFF_PATH}/dashboard$`), { timeout: 30_000 })
    await expect(page.locator('html')).toHaveAttribute('dir', /^rtl$/i)
    await expect(page.getByRole('heading', { name: 'لوحة المتابعة' })).toBeVisible()
    await expect(page.locator('[data-figure="revenue30"]')).toContainText('روابط الدفع')
    // Every figure in Arabic digits, the payment links' count too.
    expect(await page.locator('.desk-tiles').innerText()).not.toMatch(/[0-9]/)
    await page.screenshot({ path: testInfo.outputPath('dashboard-ar-phone.png'), fullPage: true })
    await page.goto(`${STAFF_PATH}/reservations`)
    await expect(page.getByRole('heading', { name: 'مكتب الحجوزات' })).toBeVisible()
    // The side navigation opens from the burger, with the desk's links and the public site.
    await page.getByRole('banner').getByRole('button', { name: 'فتح قائمة' }).click()
    await expect(page.getByRole('link', { name: 'الموقع العام' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'مكتب الحجوزات' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'تسجيل الخروج' })).toBeVisible()
    // An operator's navigation names no admin route.
    await expect(page.getByRole('link', { name: 'الإعدادات', exact: true })).toHaveCount(0)
    await page.screenshot({ path: testInfo.outputPath('desk-ar-phone.png'), fullPage: true })
    await context.close()
  })

  test('an admin edits a price and a menu in the admin and the public site shows both', async ({
    browser,
    request,
  }, testInfo) => {
    const rest = await editorSession(request)
    const [zamalek] = await rest.find('places', 'where[code][equals]=cai-zamalek&depth=0')
    const [airport] = await rest.find('places', 'where[code][equals]=cai-airport&depth=0')
    const [route] = await rest.find(
      'price-lists',
      `where[or][0][and][0][from][equals]=${zamalek!.id}&where[or][0][and][1][to][equals]=${airport!.id}` +
        `&where[or][1][and][0][from][equals]=${airport!.id}&where[or][1][and][1][to][equals]=${zamalek!.id}&depth=0`,
    )
    const [menu] = await rest.find('menus', 'sort=order&depth=0&locale=en')
    const before = {
      price: (route!.prices as Record<string, number>).corolla,
      item: (menu!.items as { name: string }[])[0]!.name,
    }
    const newItem = `Airport guide ${Date.now() % 100_000}`
    // The home page is in Next's cache before the edit, as on a live site.
    const warm = await request.get('/')
    expect(warm.status()).toBe(200)
    expect(await warm.text()).not.toContain(newItem)
    const { context, page } = await staffLogin(browser, ADMIN)
    try {
      // The price, in the admin's price list editor: typed in pounds, stored in piasters.
      await page.goto(`${STAFF_PATH}/collections/price-lists/${route!.id}`)
      await page.locator('#field-prices__corolla').fill('1,234')
      await page.getByRole('button', { name: 'Save' }).click()
      await expect(page.getByText(/updated successfully/i).first()).toBeVisible()

      // The menu, reached by the spec's /menus route.
      await page.goto(`${STAFF_PATH}/menus`)
      await expect(page).toHaveURL(new RegExp(`${STAFF_PATH}/collections/menus`))
      await page.goto(`${STAFF_PATH}/menus/edit?id=${menu!.id}`)
      await expect(page).toHaveURL(new RegExp(`${STAFF_PATH}/collections/menus/${menu!.id}`))
      await page.locator('#field-items__0__name').fill(newItem)
      await page.getByRole('button', { name: 'Save' }).click()
      await expect(page.getByText(/updated successfully/i).first()).toBeVisible()
      await page.screenshot({ path: testInfo.outputPath('admin-menu.png'), fullPage: true })

      // The public site: the new menu item in the drawer, the new price on the car step.
      const visitor = await browser.newPage()
      // The edit marks the cached pages stale; under load the first visit may still be the page
      // being regenerated, so the visitor looks again as a person would (within seconds).
      await expect(async () => {
        await visitor.goto('/')
        await visitor.getByRole('button', { name: 'Open the menu' }).click()
        await expect(visitor.getByRole('dialog').getByText(newItem)).toBeVisible({ timeout: 3000 })
      }).toPass({ timeout: 20_000 })
      await verifiedCustomer(visitor, 'en')
      await chooseTrip(visitor, 'en', 6)
      const corolla = visitor.locator('.car-card', { hasText: /Corolla/ })
      await expect(corolla.locator('.price-amount')).toContainText('1,234')
      await visitor.close()
    } finally {
      await rest.update('price-lists', route!.id, 'en', { prices: { corolla: before.price } })
      const items = (menu!.items as { id: string; name: string }[]).map((item, index) =>
        index === 0 ? { ...item, name: before.item } : item,
      )
      await rest.update('menus', menu!.id, 'en', { items })
      await context.close()
    }
  })
})
