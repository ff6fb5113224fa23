import { type APIRequestContext, expect, test } from '@playwright/test'

import { bookRoundTripByApi, verifiedCustomer } from '../helpers/e2eBooking'
import { forgetSignupLimit, messagesTo, pickupDueNow } from '../helpers/outboxDb'
import { ADMIN, STAFF_PATH } from '../helpers/staffApi'
import { staffPage } from '../helpers/staffBrowser'

/**
 * Issue 33 items 1 and 2 (decision 0160), issue 42 items 3 and 7 (decisions 0170, 0171): the
 * driver gets a link by SMS when staff dispatch them, opens their day on a 360 px phone in Arabic
 * without logging in, reads the hotel by its Arabic name, taps their way through a leg due now
 * (the page offers only the steps the trip allows, and says from when the others open), and
 * switches to English.
 */

test.beforeEach(() => forgetSignupLimit())

const SHOTS = 'test-results/screenshots/driver-day'

async function dispatch(
  request: APIRequestContext,
  number: string,
  driver: { name: string; mobile: string; plate: string },
) {
  const login = await request.post('/api/cms/users/login', { data: ADMIN })
  expect(login.ok()).toBe(true)
  const { token } = (await login.json()) as { token: string }
  const answer = await request.post(`/api/${STAFF_PATH.slice(1)}/reservations/${number}/dispatch`, {
    headers: { Authorization: `JWT ${token}` },
    data: { leg: 'outbound', ...driver },
  })
  expect(answer.status(), await answer.text()).toBe(200)
}

test('a driver opens their day from the dispatch SMS and taps through the leg (ar, 360 px)', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000)
  const customer = await verifiedCustomer(page, 'ar')
  const { number } = await bookRoundTripByApi(page, {
    paymentType: 'cash',
    days: 2,
    returnAfter: 3,
    persons: 2,
    // Typed out in full: a hotel of the site's list in Zamalek, booked in Arabic with its English name.
    pickupName: 'Cairo Marriott Hotel',
  })
  // The taps follow the real trip: the outbound pickup is due now (dispatched after, for today).
  await pickupDueNow(number)
  const driver = {
    name: 'كريم عادل',
    mobile: `+2010${String(Date.now() % 1e8).padStart(8, '0')}`,
    plate: 'ن ط ق 1234',
  }
  await dispatch(page.request, number, driver)

  let sms = ''
  await expect
    .poll(async () => {
      sms = (await messagesTo(driver.mobile, 'driver-dispatched')).at(-1)?.body ?? ''
      return sms.length
    })
    .toBeGreaterThan(0)
  const link = /https?:\/\/\S+\/ar\/driver\?token=[A-Za-z0-9_-]{43}/.exec(sms)?.[0]
  expect(link, sms).toBeTruthy()
  const url = new URL(link!)

  const context = await browser.newContext({
    viewport: { width: 360, height: 780 },
    isMobile: true,
    hasTouch: true,
  })
  const phone = await context.newPage()
  await phone.goto(`${url.pathname}${url.search}`)
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('رحلاتك')
  const leg = phone.getByTestId('driver-leg').filter({ hasText: number })
  await expect(leg).toBeVisible()
  // The listed hotel by its Arabic name in the Arabic page.
  await expect(leg).toContainText('فندق ماريوت القاهرة')
  await expect(leg).not.toContainText('Cairo Marriott Hotel')
  await expect(leg.getByTestId('driver-leg-payment')).toContainText('حصّل نقدًا')
  await expect(leg.locator('a[href^="tel:"]')).toBeVisible()
  // The page fits the phone: nothing wider than the screen.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await phone.screenshot({ path: `${SHOTS}/day-ar-360.png`, fullPage: true })

  await leg.getByRole('button', { name: 'أنا في الطريق' }).click()
  await expect(leg.getByTestId('driver-leg-progress')).toHaveText('في الطريق')
  await leg.getByRole('button', { name: 'وصلت' }).click()
  await expect(leg.getByTestId('driver-leg-progress')).toHaveText('وصل السائق')
  // The free wait is not over: no no-show button, but the time it can be recorded from.
  await expect(leg.getByRole('button', { name: 'الراكب لم يحضر' })).toHaveCount(0)
  await expect(leg.getByTestId('driver-step-opens')).toContainText('يمكن تسجيل عدم حضور الراكب من')
  await phone.screenshot({ path: `${SHOTS}/arrived-ar-360.png`, fullPage: true })

  // The customer is told, and sees it on their booking, which follows the trip by itself.
  await expect
    .poll(async () => (await messagesTo(customer.e164, 'trip-progress')).map((m) => m.body))
    .toEqual([expect.stringContaining('في الطريق إليك'), expect.stringContaining('وصل السائق')])
  await page.goto(`/ar/booking/${number}`)
  await expect(page.getByTestId('progress-outbound')).toHaveText(/وصل السائق وهو في انتظارك/)
  // The page leads with it: its title is where the trip stands (issue 44 item 2).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('وصل السائق')
  await expect(page.getByTestId('progress-live')).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/customer-arrived-ar.png`, fullPage: true })

  await leg.getByRole('button', { name: 'الراكب في السيارة' }).click()
  await expect(leg.getByTestId('driver-leg-progress')).toHaveText('الراكب في السيارة')

  // English by the switch, the same link.
  await phone.getByRole('link', { name: 'English' }).click()
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Your trips')
  const english = phone.getByTestId('driver-leg').filter({ hasText: number })
  await expect(english.getByTestId('driver-leg-progress')).toHaveText('Passenger on board')
  await expect(english).toContainText('Cairo Marriott Hotel')
  await english.getByRole('button', { name: 'Trip completed' }).click()
  await expect(english.getByTestId('driver-leg-progress')).toHaveText('Completed')
  await expect(english.getByRole('button')).toHaveCount(0)
  await phone.screenshot({ path: `${SHOTS}/completed-en-360.png`, fullPage: true })

  // The booking page shows the leg completed; the trip's return is days away: no live follow.
  await page.reload()
  await expect(page.getByTestId('progress-outbound')).toHaveText(/اكتملت الرحلة/)
  await expect(page.getByTestId('progress-live')).toHaveCount(0)

  // A link of the wrong shape opens nothing, and says so.
  await phone.goto('/ar/driver?token=nope')
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('هذا الرابط لا يفتح رحلاتك')
  await context.close()
})

test("the desk follows today's legs on the board and corrects one with a reason", async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000)
  await verifiedCustomer(page, 'en')
  const { number } = await bookRoundTripByApi(page, {
    paymentType: 'cash',
    days: 2,
    returnAfter: 3,
    persons: 1,
    pickupName: 'Marriott Mena House',
  })
  // Due within the half hour: not on its way yet, so late.
  await pickupDueNow(number)
  const driver = {
    name: 'Board Driver',
    mobile: `+2011${String(Date.now() % 1e8).padStart(8, '0')}`,
    plate: 'BRD 42',
  }
  await dispatch(page.request, number, driver)
  let sms = ''
  await expect
    .poll(async () => {
      sms = (await messagesTo(driver.mobile, 'driver-dispatched')).at(-1)?.body ?? ''
      return sms.length
    })
    .toBeGreaterThan(0)
  const token = /token=([A-Za-z0-9_-]{43})/.exec(sms)?.[1]
  expect(token, sms).toBeTruthy()

  const { context, page: desk } = await staffPage(browser, 'en')
  await desk.goto(`${STAFF_PATH}/trips`)
  await expect(desk.getByRole('heading', { name: "Today's trips" })).toBeVisible()
  const row = desk.getByTestId('board-row').filter({ hasText: number })
  await expect(row).toHaveAttribute('data-progress', 'assigned')
  await expect(row.getByTestId('board-late')).toHaveText('Late: not on the way')
  await desk.screenshot({ path: `${SHOTS}/board-late-en.png`, fullPage: true })

  // The driver taps "on my way"; the board shows it by itself, and the leg is no longer late.
  const tap = await page.request.post('/api/driver/step', {
    data: { token, reservationNumber: number, leg: 'outbound', step: 'on-the-way' },
  })
  expect(tap.status(), await tap.text()).toBe(200)
  await expect(row).toHaveAttribute('data-progress', 'on-the-way', { timeout: 40_000 })
  await expect(row.getByTestId('board-late')).toHaveCount(0)

  // The reservation shows where the leg stands and who moved it; staff correct it with a reason.
  await row.getByRole('link', { name: number }).click()
  await expect(desk.getByTestId('progress-outbound')).toHaveAttribute('data-progress', 'on-the-way')
  await expect(desk.getByTestId('history-progress').first()).toContainText(
    // Grouped as Egyptians write it (decision 0182): +20 10 1234 5678.
    driver.mobile.replace(/^\+20(\d\d)(\d{4})(\d{4})$/, '+20 $1 $2 $3'),
  )
  const form = desk
    .locator('form')
    .filter({ has: desk.locator('select[name="state"]') })
    .filter({ has: desk.locator('input[name="leg"][value="outbound"]') })
  await form.locator('select[name="state"]').selectOption('completed')
  await form.locator('textarea[name="reason"]').fill('The driver forgot to tap at the hotel')
  desk.once('dialog', (dialog) => void dialog.accept())
  await form.getByRole('button', { name: 'Correct the Outbound leg' }).click()
  await expect(desk.getByTestId('progress-outbound')).toHaveAttribute('data-progress', 'completed')
  await expect(desk.getByTestId('history-progress').last()).toContainText(
    'The driver forgot to tap at the hotel',
  )
  await desk.screenshot({ path: `${SHOTS}/reservation-progress-en.png`, fullPage: true })
  await context.close()

  // The board in Arabic, right to left.
  const arabic = await staffPage(browser, 'ar')
  await arabic.page.goto(`${STAFF_PATH}/trips`)
  await expect(arabic.page.getByRole('heading', { name: 'رحلات اليوم' })).toBeVisible()
  await expect(arabic.page.getByTestId('board-row').filter({ hasText: number })).toHaveAttribute(
    'data-progress',
    'completed',
  )
  await arabic.page.screenshot({ path: `${SHOTS}/board-ar.png`, fullPage: true })
  await arabic.context.close()
})
