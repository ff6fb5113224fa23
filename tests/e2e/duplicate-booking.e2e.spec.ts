import { expect, test } from '@playwright/test'

import { bookTrip, CONFIRMATION, numberOf, UI, verifiedCustomer } from '../helpers/e2eBooking'
import { forgetSignupLimit } from '../helpers/outboxDb'

// Every test signs up from the one loopback address: its hourly sign-up limit is lifted.
test.beforeEach(() => forgetSignupLimit())

/**
 * Booking the same trip twice (docs/decisions.md, "Identical bookings"): the second time the
 * booking screens name the reservation made already, link to it and offer a second car, which
 * books another reservation. In English on a desktop and in Arabic on a phone.
 */

test.describe('booking the same trip twice', () => {
  test.describe.configure({ timeout: 120_000 })

  test('in English: the choice names the first reservation, and "Book a second car" books another', async ({
    page,
  }, testInfo) => {
    await verifiedCustomer(page, 'en')
    await bookTrip(page, 'en', 10)
    await expect(page).toHaveURL(CONFIRMATION)
    const first = numberOf(page)

    await bookTrip(page, 'en', 10)
    const choice = page.locator('.booking-duplicate')
    await expect(choice).toBeVisible()
    await expect(choice).toContainText(`${UI.en.duplicate} ${first}.`)
    await expect(
      choice.getByRole('link', { name: new RegExp(`${UI.en.view}.*${first}`) }),
    ).toHaveAttribute('href', `/booking/${first}`)
    // The choice takes the place of the booking button.
    await expect(page.getByRole('button', { name: UI.en.confirm })).toHaveCount(0)
    await page.locator('.booking-widget').screenshot({ path: testInfo.outputPath('choice-en.png') })

    await choice.getByRole('button', { name: UI.en.secondCar }).click()
    await expect(page).toHaveURL(CONFIRMATION)
    const second = numberOf(page)
    expect(second).not.toBe(first)
    await expect(page.getByTestId('reservation-number')).toHaveText(second)
  })

  test('in Arabic on a phone: the choice reads right to left and links to the first reservation', async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    await verifiedCustomer(page, 'ar')
    await bookTrip(page, 'ar', 11)
    await expect(page).toHaveURL(CONFIRMATION)
    const first = numberOf(page)

    await bookTrip(page, 'ar', 11)
    const choice = page.locator('.booking-duplicate')
    await expect(choice).toBeVisible()
    await expect(choice).toContainText(UI.ar.duplicate)
    await expect(choice).toContainText(first)
    await expect(choice.getByRole('button', { name: UI.ar.secondCar })).toBeVisible()
    await page.locator('.booking-widget').screenshot({ path: testInfo.outputPath('choice-ar.png') })

    await choice.getByRole('link', { name: new RegExp(UI.ar.view) }).click()
    await expect(page).toHaveURL(new RegExp(`/ar/booking/${first}$`))
    await expect(page.getByTestId('reservation-number')).toHaveText(first)
    await context.close()
  })
})
