import { expect, type Locator, type Page, test } from '@playwright/test'

import {
  cairoDay,
  chooseDay,
  choosePlace,
  type Locale,
  seeCars,
  UI,
  verifiedCustomer,
} from '../helpers/e2eBooking'
import { forgetSignupLimit } from '../helpers/outboxDb'

// Every test signs up from the one loopback address: its hourly sign-up limit is lifted.
test.beforeEach(() => forgetSignupLimit())

/**
 * One price breakdown (issue 44 item 3; decision 0181): a card booking from a hotel chosen by name
 * with the free name sign, a child seat (EGP 150) and the seeded WELCOME10 (10 % off the car),
 * in English on a desktop and in Arabic on a 360 px phone. The checkout and the success screen
 * list the car, each extra (the sign as free), the discount and a total that is car + extras -
 * discount, and name the hotel, not only its area.
 */
const TEXT = {
  en: {
    typed: 'Mena House',
    hotel: 'Marriott Mena House',
    sign: 'Meet and greet with a name sign',
    seat: 'Child seat',
    free: 'Free',
    discount: 'Promo code WELCOME10',
    total: 'Total',
    book: 'Book and continue to payment',
    paid: 'Payment complete',
  },
  ar: {
    typed: 'مينا هاوس',
    hotel: 'ماريوت مينا هاوس',
    sign: 'استقبال بلافتة تحمل الاسم',
    seat: 'مقعد أطفال',
    free: 'مجانًا',
    discount: 'رمز الخصم WELCOME10',
    total: 'الإجمالي',
    book: 'احجز وتابع إلى الدفع',
    paid: 'تم الدفع بنجاح',
  },
} as const

/** The amount of a price text in either language ("EGP 1,250.50", "١٬٢٥٠٫٥٠ ج.م."), in pounds. */
function amountOf(text: string): number {
  const western = text
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/٫/g, '.')
  const found = /\d[\d,٬]*(?:\.\d+)?/.exec(western)?.[0] ?? ''
  return Number(found.replace(/[,٬]/g, ''))
}

const amountIn = async (line: Locator) => amountOf(await line.locator('dd').innerText())

/**
 * The breakdown's lines as shown: the car, the free sign, the seat, the discount and the total,
 * each checked, and the total checked against the others. Returns the total in pounds.
 */
async function expectBreakdown(page: Page, locale: Locale, carPrice: number) {
  const text = TEXT[locale]
  const breakdown = page.getByTestId('price-breakdown')
  await expect(breakdown).toBeVisible()
  const car = breakdown.locator('[data-line="car"]')
  const extras = breakdown.locator('[data-line="extra"]')
  const discount = breakdown.locator('[data-line="discount"]')
  const total = breakdown.locator('[data-line="total"]')
  await expect(extras).toHaveCount(2)
  const sign = extras.filter({ hasText: text.sign })
  const seat = extras.filter({ hasText: text.seat })
  await expect(sign.locator('dd')).toHaveText(text.free)
  await expect(discount).toContainText(text.discount)
  await expect(total.locator('dt')).toHaveText(text.total)
  expect(await amountIn(car)).toBe(carPrice)
  expect(await amountIn(seat)).toBe(150)
  // WELCOME10 takes 10 % of the car, rounded down to the piaster.
  const off = await amountIn(discount)
  expect(off).toBeCloseTo(Math.floor(carPrice * 10) / 100, 2)
  const sum = await amountIn(total)
  expect(sum).toBeCloseTo(carPrice + 150 - off, 2)
  return sum
}

/**
 * The simulator's hosted card page: an approved card, any future expiry, CVV 123. Each test pays
 * with its own card: WELCOME10 is once per person, and the paying card counts the person
 * (decision 0177).
 */
async function payByCard(page: Page, card: string) {
  await expect(page).toHaveURL(/\/paymob-simulator\/checkout\/(en|ar)\?/)
  await page.locator('#number').fill(card)
  await page.locator('#expiryMonth').fill('12')
  await page.locator('#expiryYear').fill(String((new Date().getFullYear() + 3) % 100))
  await page.locator('#cvv').fill('123')
  await page.locator('form.sim-form button[type="submit"]').click()
}

const CASES: { locale: Locale; phone: boolean; days: number; card: string }[] = [
  { locale: 'en', phone: false, days: 51, card: '5123456789012346' },
  { locale: 'ar', phone: true, days: 53, card: '5078030000000011' },
]

for (const { locale, phone, days, card: payingCard } of CASES) {
  test(`the price line by line at the checkout and after paying (${locale}, ${phone ? '360 px phone' : 'desktop'})`, async ({
    browser,
  }) => {
    test.setTimeout(150_000)
    const context = await browser.newContext(
      phone
        ? { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }
        : { viewport: { width: 1280, height: 900 } },
    )
    const page = await context.newPage()
    const ui = UI[locale]
    const text = TEXT[locale]
    await verifiedCustomer(page, locale)

    // The hotel by its name, then the airport, the day and the time.
    await page.goto(locale === 'ar' ? '/ar/book' : '/book')
    await choosePlace(page, 'booking-pickup', text.typed, new RegExp(text.hotel))
    await choosePlace(page, 'booking-dropoff', ui.dropoff[0], ui.dropoff[1])
    await chooseDay(page, 'booking-exec', cairoDay(days), '09:00')
    // The cars follow on the trip's screen as soon as it is complete (decision 0183).
    await seeCars(page)
    const card = page.locator('.car-card').first()
    await expect(card.locator('.price-amount')).toBeVisible()
    await page.screenshot({ path: test.info().outputPath(`cars-${locale}.png`) })
    const carPrice = amountOf(await card.locator('.price-amount').innerText())
    await card.getByRole('button').click()
    await expect(page.getByRole('heading', { name: ui.checkout, exact: true })).toBeFocused()

    // The free name sign and one child seat; the flight; the promo code.
    const extras = page.locator('.extras-field')
    await extras.locator('[data-extra="cai-name-sign"] .count-button').last().click()
    await extras.locator('[data-extra="cai-child-seat"] .count-button').last().click()
    await expect(extras.locator('[data-extra="cai-child-seat"] output')).toHaveText(
      locale === 'ar' ? '١' : '1',
    )
    await page.locator('#booking-departure-flight').fill('MS 986')
    await page.locator('#booking-promo-code').fill('welcome10')
    await page.locator('#booking-promo-code').press('Enter')
    await expect(page.getByTestId('promo-applied')).toContainText('WELCOME10')

    await expect(page.locator('.trip-summary .trip-route')).toContainText(text.hotel)
    const total = await expectBreakdown(page, locale, carPrice)
    await page.getByTestId('price-breakdown').scrollIntoViewIfNeeded()
    await page.screenshot({ path: test.info().outputPath(`checkout-${locale}.png`) })

    // Booked and paid by card: the success screen tells the same lines and the hotel.
    await page.locator('#booking-terms').check()
    await page.getByRole('button', { name: text.book }).click()
    await payByCard(page, payingCard)
    await expect(page).toHaveURL(/\/success\?reservation=MS-/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.paid)
    expect(amountOf(await page.getByTestId('payment-amount').innerText())).toBeCloseTo(total, 2)
    await expect(page.locator('.payment-facts')).toContainText(text.hotel)
    expect(await expectBreakdown(page, locale, carPrice)).toBeCloseTo(total, 2)
    await page.getByTestId('price-breakdown').scrollIntoViewIfNeeded()
    await page.screenshot({ path: test.info().outputPath(`success-${locale}.png`) })

    // The booking's own page: the same breakdown.
    const number = /reservation=(MS-[2-9A-HJ-NP-Z]{6})/.exec(page.url())?.[1] ?? ''
    await page.goto(`${locale === 'ar' ? '/ar' : ''}/booking/${number}`)
    expect(await expectBreakdown(page, locale, carPrice)).toBeCloseTo(total, 2)
    await page.getByTestId('price-breakdown').scrollIntoViewIfNeeded()
    await page.screenshot({ path: test.info().outputPath(`booking-page-${locale}.png`) })
    await context.close()
  })
}
