import { expect, test } from '@playwright/test'

import { chooseTrip, CONFIRMATION, type Locale, UI, verifiedCustomer } from '../helpers/e2eBooking'
import { forgetSignupLimit } from '../helpers/outboxDb'
import { editorSession } from '../helpers/staffApi'

// Every test signs up from the one loopback address: its hourly sign-up limit is lifted.
test.beforeEach(() => forgetSignupLimit())

/**
 * A promo code applied at the checkout on a phone, in both languages: the seeded WELCOME10 (10 %
 * off the car, once per customer). A made-up code is refused with its reason first; the applied
 * code shows its discount line and the total after it, and the confirmation names it.
 */

const TEXT = {
  en: {
    unknown: "We don't know this promo code",
    apply: 'Apply',
    applied: 'Code WELCOME10 applied',
    discount: 'Promo code WELCOME10',
  },
  ar: {
    unknown: 'لا نعرف رمز الخصم هذا',
    apply: 'تطبيق',
    applied: 'تم تطبيق الرمز WELCOME10',
    discount: 'رمز الخصم WELCOME10',
  },
} as const

/**
 * The amount in a price text ("EGP 1,250.50", "١٬٢٥٠٫٥٠ ج.م."), in Western digits: the Arabic page
 * writes Arabic-Indic digits and separators, and its currency sign has dots of its own.
 */
function amountOf(text: string): number {
  const western = text
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/٫/g, '.')
  const found = /\d[\d,٬]*(?:\.\d+)?/.exec(western)?.[0] ?? ''
  return Number(found.replace(/[,٬]/g, ''))
}

for (const [locale, days] of [
  ['en', 41],
  ['ar', 43],
] as [Locale, number][]) {
  test(`a promo code at the checkout on a phone (${locale})`, async ({ browser }) => {
    test.setTimeout(120_000)
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    const ui = UI[locale]
    const text = TEXT[locale]
    await verifiedCustomer(page, locale)
    await chooseTrip(page, locale, days)
    const car = page.locator('.car-card').first()
    const carPrice = amountOf((await car.locator('.price-amount').innerText()).trim())
    await car.getByRole('button').click()
    await expect(page.getByRole('heading', { name: ui.checkout, exact: true })).toBeFocused()
    await page.locator('#booking-departure-flight').fill('MS 986')
    await page.locator('#booking-pickup-location').fill('12 Brazil Street')
    await page.locator('#booking-payment-cash').check()

    const field = page.locator('#booking-promo-code')
    await field.fill('NOT-A-REAL-CODE')
    await page.getByRole('button', { name: text.apply, exact: true }).click()
    await expect(page.locator('#booking-promo-code-error')).toContainText(text.unknown)

    await field.fill('welcome10')
    await field.press('Enter')
    await expect(page.getByTestId('promo-applied')).toContainText(text.applied)
    // The breakdown's discount line (decision 0181), under the car's own price.
    const discount = page.getByTestId('price-breakdown').locator('[data-line="discount"]')
    await expect(discount).toContainText(text.discount)
    const total = amountOf(await page.locator('.price-total .price-amount').innerText())
    expect(total).toBeCloseTo(carPrice - Math.floor(carPrice * 10) / 100, 2)

    await discount.scrollIntoViewIfNeeded()
    await page.screenshot({ path: test.info().outputPath(`checkout-${locale}-phone.png`) })

    await page.locator('#booking-terms').check()
    await page.getByRole('button', { name: ui.confirm }).click()
    await expect(page).toHaveURL(CONFIRMATION)
    const booked = page.getByTestId('price-breakdown').locator('[data-line="discount"]')
    await expect(booked).toContainText(text.discount)
    expect(amountOf(await page.getByTestId('reservation-price').innerText())).toBeCloseTo(total, 2)
    await booked.scrollIntoViewIfNeeded()
    await page.screenshot({ path: test.info().outputPath(`confirmation-${locale}-phone.png`) })
    await context.close()
  })
}

/**
 * A code that covers the whole price (decision 0176): the checkout offers no payment to choose,
 * the booking is confirmed without the card step, and the reservation says it is complimentary.
 */
const FREE = {
  en: {
    note: 'Complimentary: the promo code covers the whole price',
    title: 'the trip is complimentary',
    payment: 'Complimentary',
  },
  ar: {
    note: 'مجاني: يغطي رمز الخصم السعر كاملًا',
    title: 'الرحلة مجانية',
    payment: 'مجاني',
  },
} as const

for (const [locale, days] of [
  ['en', 45],
  ['ar', 47],
] as [Locale, number][]) {
  test(`a 100 % code books a complimentary trip without the card step (${locale})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000)
    const code = `FREE${locale.toUpperCase()}${Date.now().toString(36).toUpperCase()}`
    const admin = await editorSession(request)
    await admin.create('promo-codes', { code, kind: 'percent', percent: 100, active: true })
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    const ui = UI[locale]
    const text = FREE[locale]
    await verifiedCustomer(page, locale)
    await chooseTrip(page, locale, days)
    await page.locator('.car-card').first().getByRole('button').click()
    await expect(page.getByRole('heading', { name: ui.checkout, exact: true })).toBeFocused()
    await page.locator('#booking-departure-flight').fill('MS 986')
    await page.locator('#booking-pickup-location').fill('12 Brazil Street')
    await page.locator('#booking-promo-code').fill(code.toLowerCase())
    await page.locator('#booking-promo-code').press('Enter')
    await expect(page.getByTestId('promo-applied')).toContainText(code)
    await expect(page.getByTestId('booking-complimentary')).toContainText(text.note)
    await expect(page.locator('#booking-payment-card')).toHaveCount(0)
    expect(amountOf(await page.locator('.price-total .price-amount').innerText())).toBe(0)
    await page.screenshot({ path: test.info().outputPath(`free-checkout-${locale}-phone.png`) })

    await page.locator('#booking-terms').check()
    await page.getByRole('button', { name: ui.confirm }).click()
    // Straight to the reservation: no card page.
    await expect(page).toHaveURL(CONFIRMATION)
    await expect(page.locator('h1', { hasText: text.title })).toBeVisible()
    await expect(page.getByTestId('reservation-payment')).toHaveText(text.payment)
    await page.screenshot({ path: test.info().outputPath(`free-confirmation-${locale}-phone.png`) })
    await context.close()
  })
}
