import { type APIRequestContext, expect, test } from '@playwright/test'

import { bookRoundTripByApi, verifiedCustomer } from '../helpers/e2eBooking'
import { forgetSignupLimit, messagesTo } from '../helpers/outboxDb'
import { ADMIN, STAFF_PATH } from '../helpers/staffApi'

/**
 * Issue 33 items 1 and 2 (decision 0160): the driver gets a link by SMS when staff dispatch them,
 * opens their day on a 360 px phone in Arabic without logging in, taps their way through a leg,
 * and switches to English.
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
  await verifiedCustomer(page, 'ar')
  const { number } = await bookRoundTripByApi(page, {
    paymentType: 'cash',
    days: 2,
    returnAfter: 3,
    persons: 2,
    pickupName: 'Marriott Mena House',
  })
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
  await expect(leg).toContainText('Marriott Mena House')
  await expect(leg.getByTestId('driver-leg-payment')).toContainText('حصّل نقدًا')
  await expect(leg.locator('a[href^="tel:"]')).toBeVisible()
  // The page fits the phone: nothing wider than the screen.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await phone.screenshot({ path: `${SHOTS}/day-ar-360.png`, fullPage: true })

  await leg.getByRole('button', { name: 'أنا في الطريق' }).click()
  await expect(leg.getByTestId('driver-leg-progress')).toHaveText('في الطريق')
  await leg.getByRole('button', { name: 'وصلت' }).click()
  await expect(leg.getByTestId('driver-leg-progress')).toHaveText('وصل السائق')
  // Two days ahead: the free wait is far off, so a no-show is refused with the reason.
  await leg.getByRole('button', { name: 'الراكب لم يحضر' }).click()
  await expect(leg.getByRole('alert')).toContainText('وقت الانتظار المجاني')
  await phone.screenshot({ path: `${SHOTS}/arrived-ar-360.png`, fullPage: true })
  await leg.getByRole('button', { name: 'الراكب في السيارة' }).click()
  await expect(leg.getByTestId('driver-leg-progress')).toHaveText('الراكب في السيارة')

  // English by the switch, the same link.
  await phone.getByRole('link', { name: 'English' }).click()
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Your trips')
  const english = phone.getByTestId('driver-leg').filter({ hasText: number })
  await expect(english.getByTestId('driver-leg-progress')).toHaveText('Passenger on board')
  await english.getByRole('button', { name: 'Trip completed' }).click()
  await expect(english.getByTestId('driver-leg-progress')).toHaveText('Completed')
  await expect(english.getByRole('button')).toHaveCount(0)
  await phone.screenshot({ path: `${SHOTS}/completed-en-360.png`, fullPage: true })

  // A link of the wrong shape opens nothing, and says so.
  await phone.goto('/ar/driver?token=nope')
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('هذا الرابط لا يفتح رحلاتك')
  await context.close()
})
