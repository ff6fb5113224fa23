import { expect, test } from '@playwright/test'

import { chooseTrip, CONFIRMATION, type Locale, UI, verifiedCustomer } from '../helpers/e2eBooking'
import { forgetSignupLimit } from '../helpers/outboxDb'

// Every test signs up from the one loopback address: its hourly sign-up limit is lifted.
test.beforeEach(() => forgetSignupLimit())

/**
 * Priced extras (issue 32 item 4): a cash booking with a child seat through the real screens, in
 * Arabic on a phone and in English on a desktop. The seeded Cairo child seat costs EGP 150 a
 * unit; the checkout adds it to the car's price and the confirmation lists it.
 */
const TEXT = {
  ar: { seat: /مقعد أطفال/, free: 'مجانًا', extras: 'الإضافات', total: 'الإجمالي' },
  en: { seat: /Child seat/, free: 'Free', extras: 'Extras', total: 'Total' },
} as const

/** Reads an amount as written in either language ("EGP 1,250" or "١٬٢٥٠ ج.م.‏") as pounds. */
const pounds = (text: string) =>
  Number(
    text
      .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
      .replace(/[^0-9]/g, ''),
  )

const CASES: { locale: Locale; phone: boolean; days: number }[] = [
  { locale: 'ar', phone: true, days: 43 },
  { locale: 'en', phone: false, days: 44 },
]

test.describe('extras', () => {
  test.describe.configure({ timeout: 120_000 })

  for (const { locale, phone, days } of CASES) {
    test(`a booking with a child seat in ${locale} on a ${phone ? 'phone' : 'desktop'}`, async ({
      browser,
    }, testInfo) => {
      const context = await browser.newContext(
        phone
          ? { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true }
          : { viewport: { width: 1280, height: 900 } },
      )
      const page = await context.newPage()
      const text = TEXT[locale]
      const ui = UI[locale]
      await verifiedCustomer(page, locale)
      await chooseTrip(page, locale, days)
      const car = page.locator('.car-card').first()
      const carPrice = pounds((await car.locator('.price-amount').textContent()) ?? '')
      await car.getByRole('button').click()
      await expect(page.getByRole('heading', { name: ui.checkout, exact: true })).toBeFocused()

      // The extras of the trip's region, after the car: the name sign free, the seat priced.
      const extras = page.locator('.extras-field')
      await expect(page.getByRole('group', { name: text.extras, exact: true })).toBeVisible()
      await expect(extras.locator('[data-extra="cai-name-sign"]')).toContainText(text.free)
      const seat = extras.locator('[data-extra="cai-child-seat"]')
      await expect(seat).toContainText(text.seat)
      const total = page.locator('.price-total .price-amount')
      await expect.poll(async () => pounds((await total.textContent()) ?? '')).toBe(carPrice)
      await seat.getByRole('button', { name: text.seat }).last().click()
      await expect(seat.locator('output')).toHaveText(locale === 'ar' ? '١' : '1')
      await expect.poll(async () => pounds((await total.textContent()) ?? '')).toBe(carPrice + 150)
      // Looked at by people: the step on this device, and on the other size too.
      await extras.scrollIntoViewIfNeeded()
      await page.screenshot({
        path: testInfo.outputPath(`extras-${locale}-${phone ? 'phone' : 'desktop'}.png`),
      })
      await page.setViewportSize(phone ? { width: 1280, height: 900 } : { width: 375, height: 812 })
      await extras.scrollIntoViewIfNeeded()
      await page.screenshot({
        path: testInfo.outputPath(`extras-${locale}-${phone ? 'desktop' : 'phone'}.png`),
      })

      await page.locator('#booking-departure-flight').fill('MS 986')
      await page.locator('#booking-pickup-location').fill('12 Brazil Street')
      await page.locator('#booking-payment-cash').check()
      await page.locator('#booking-terms').check()
      await page.getByRole('button', { name: ui.confirm }).click()

      await expect(page).toHaveURL(CONFIRMATION, { timeout: 20_000 })
      const listed = page.getByTestId('price-breakdown').locator('[data-line="extra"]')
      await expect(listed).toContainText(text.seat)
      await listed.scrollIntoViewIfNeeded()
      await page.screenshot({ path: testInfo.outputPath(`confirmation-${locale}.png`) })
      await expect(page.getByTestId('reservation-price')).toBeVisible()
      expect(pounds((await page.getByTestId('reservation-price').textContent()) ?? '')).toBe(
        carPrice + 150,
      )
      await context.close()
    })
  }
})
