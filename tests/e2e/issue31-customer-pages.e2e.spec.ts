import { mkdirSync } from 'node:fs'

import { expect, type Page, test } from '@playwright/test'
import pg from 'pg'

import { bookRoundTripByApi, verifiedCustomer } from '../helpers/e2eBooking'
import { forgetSignupLimit } from '../helpers/outboxDb'

/**
 * Issue 31, what a customer notices: a round trip's return date and time (Cairo time) on the pay
 * page, the payment-complete page and the account's reservation card, in English and Arabic; a
 * new cash booking reads "COMPLETED" with "Booked - we confirm within one business day", never
 * "Confirmed". Screenshots (Arabic phone, English desktop) land in test-results/issue-31.
 */

test.beforeEach(() => forgetSignupLimit())
test.describe.configure({ timeout: 150_000 })

const SHOTS = 'test-results/issue-31'
mkdirSync(SHOTS, { recursive: true })
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }

/** A round trip out at 09:00 `days` ahead, back at 18:30 three days later, two passengers. */
const bookRoundTrip = (page: Page, paymentType: 'card' | 'cash', days: number) =>
  bookRoundTripByApi(page, {
    paymentType,
    days,
    returnAfter: 3,
    persons: 2,
    pickupName: '12 Brazil Street',
  })

/** English pages again after an Arabic one (its language cookie would send them to /ar). */
const inEnglish = (page: Page) =>
  page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: new URL(page.url()).origin }])

const dayMonth = (day: string, locale: 'en-GB' | 'ar-EG') =>
  new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: 'numeric', month: 'long' }).format(
    new Date(`${day}T12:00:00Z`),
  )

test('a round trip shows its return date and time on the pay, success and account pages', async ({
  page,
}) => {
  await verifiedCustomer(page, 'en')
  const { number, returnDay } = await bookRoundTrip(page, 'card', 6)

  // The pay page, Arabic phone: the return row, in Arabic digits.
  await page.setViewportSize(PHONE)
  await page.goto(`/ar/pay?reservation=${number}`)
  const arabicReturn = page.locator('.payment-facts div, dl div').filter({ hasText: 'موعد العودة' })
  await expect(arabicReturn.first()).toContainText(dayMonth(returnDay, 'ar-EG'))
  await expect(arabicReturn.first()).toContainText('٦:٣٠')
  await page.screenshot({ path: `${SHOTS}/pay-ar-phone.png`, fullPage: true })

  // English desktop: the return row with 18:30, then paid through the simulator.
  await page.setViewportSize(DESKTOP)
  await inEnglish(page)
  await page.goto(`/pay?reservation=${number}`)
  const englishReturn = page.locator('dl div').filter({ hasText: /^Return/ })
  await expect(englishReturn.first()).toContainText(dayMonth(returnDay, 'en-GB'))
  await expect(englishReturn.first()).toContainText(/6:30|18:30/)
  await page.screenshot({ path: `${SHOTS}/pay-en-desktop.png`, fullPage: true })
  await page.getByRole('button', { name: /Pay .* by card/ }).click()
  await expect(page).toHaveURL(/\/paymob-simulator\/checkout\/(en|ar)\?/)
  await page.locator('#number').fill('4111111111111111')
  await page.locator('#expiryMonth').fill('12')
  await page.locator('#expiryYear').fill(String((new Date().getFullYear() + 3) % 100))
  await page.locator('#cvv').fill('123')
  await page.locator('form.sim-form button[type="submit"]').click()
  await expect(page).toHaveURL(new RegExp(`/success\\?reservation=${number}$`))
  await expect(page.getByTestId('paid-return')).toContainText(dayMonth(returnDay, 'en-GB'))
  await expect(page.getByTestId('paid-return')).toContainText(/6:30|18:30/)
  await page.screenshot({ path: `${SHOTS}/success-en-desktop.png`, fullPage: true })

  await page.setViewportSize(PHONE)
  await page.goto(`/ar/success?reservation=${number}`)
  await expect(page.getByTestId('paid-return')).toContainText(dayMonth(returnDay, 'ar-EG'))
  await expect(page.getByTestId('paid-return')).toContainText('٦:٣٠')
  await page.screenshot({ path: `${SHOTS}/success-ar-phone.png`, fullPage: true })

  // The account's card: the return, and a paid booking staff have not confirmed yet.
  await page.goto('/ar/settings')
  const card = page.locator('.reservation-card').filter({ hasText: number })
  await expect(card.getByTestId('reservation-return')).toContainText('٦:٣٠')
  await expect(card.getByTestId('reservation-status-note')).toHaveText(
    'محجوز - نؤكده خلال يوم عمل واحد',
  )
  await card.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${SHOTS}/account-ar-phone.png`, fullPage: true })
  await page.setViewportSize(DESKTOP)
  await inEnglish(page)
  await page.goto('/settings')
  const englishCard = page.locator('.reservation-card').filter({ hasText: number })
  await expect(englishCard.getByTestId('reservation-return')).toContainText(/6:30|18:30/)
  await page.screenshot({ path: `${SHOTS}/account-en-desktop.png`, fullPage: true })
})

test('a new cash booking reads COMPLETED, booked and confirmed within one business day', async ({
  page,
}) => {
  await verifiedCustomer(page, 'en')
  const { number } = await bookRoundTrip(page, 'cash', 8)
  await page.setViewportSize(DESKTOP)
  await page.goto(`/booking/${number}`)
  await expect(page.getByTestId('reservation-status')).toHaveText('COMPLETED')
  await expect(page.getByTestId('reservation-status-note')).toHaveText(
    'Booked - we confirm within one business day',
  )
  await expect(page.locator('.confirmation-header')).not.toContainText('Confirmed')
  await page.goto('/settings')
  const card = page.locator('.reservation-card').filter({ hasText: number })
  await expect(card.getByTestId('reservation-status-note')).toHaveText(
    'Booked - we confirm within one business day',
  )
  await page.screenshot({ path: `${SHOTS}/account-cash-en-desktop.png`, fullPage: true })
})

test('a failed booking no longer tells its customer to show the voucher to the driver', async ({
  page,
}) => {
  await verifiedCustomer(page, 'en')
  const { number } = await bookRoundTrip(page, 'card', 7)
  // Its time to pay ran out (the expiry job's move, written here directly).
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    await client.query(`update reservations set status = 'fail' where reservation_number = $1`, [
      number,
    ])
  } finally {
    await client.end()
  }
  await page.setViewportSize(DESKTOP)
  await page.goto(`/booking/${number}`)
  await expect(page.getByTestId('reservation-status')).toHaveText('FAIL')
  await expect(page.getByText('Show the voucher to your driver', { exact: false })).toHaveCount(0)
  await expect(page.locator(`a[href*="/voucher"], a[href*="/calendar"]`)).toHaveCount(0)
  await page.screenshot({ path: `${SHOTS}/failed-booking-en-desktop.png`, fullPage: true })
  await page.setViewportSize(PHONE)
  await page.goto(`/ar/booking/${number}`)
  await expect(page.getByTestId('reservation-status')).toHaveText('فشل')
  await expect(page.getByText('اعرض قسيمة الحجز على السائق', { exact: false })).toHaveCount(0)
  await expect(page.locator(`a[href*="/voucher"], a[href*="/calendar"]`)).toHaveCount(0)
  await page.goto('/ar/settings')
  const card = page.locator('.reservation-card').filter({ hasText: number })
  await expect(card.locator(`a[href*="/voucher"]`)).toHaveCount(0)
  await page.screenshot({ path: `${SHOTS}/failed-booking-ar-phone.png`, fullPage: true })
})
