import { expect, type Page, test } from '@playwright/test'

import { codeSentTo } from '../helpers/outboxDb'

/**
 * Booking the same trip twice (docs/decisions.md, "Identical bookings"): the second time the
 * booking screens name the reservation made already, link to it and offer a second car, which
 * books another reservation. In English on a desktop and in Arabic on a phone.
 */

type Locale = 'en' | 'ar'

let serial = 0
function customer() {
  serial += 1
  const digits = String(Date.now() % 1e6).padStart(6, '0') + String(serial + 90).padStart(2, '0')
  return {
    name: `Twice Tester ${serial}`,
    email: `twice.${digits}@example.com`,
    mobile: `012${digits}`,
    e164: `+2012${digits}`,
  }
}

/** A verified customer, signed up through the API in this page's browser (its session). */
async function verifiedCustomer(page: Page, lang: Locale) {
  const who = customer()
  const started = new Date(Date.now() - 1000)
  const signup = await page.request.post('/api/user/signup', {
    data: { name: who.name, email: who.email, mobile: who.mobile, password: 'secret-123', lang },
  })
  expect(signup.status()).toBe(201)
  const verified = await page.request.post('/api/user/verify', {
    data: { code: await codeSentTo(who.e164, started) },
  })
  expect(verified.status()).toBe(200)
}

const cairoDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(
    new Date(Date.now() + days * 24 * 60 * 60 * 1000),
  )

const localized = (locale: Locale, path: string) => (locale === 'ar' ? `/ar${path}` : path)

const UI = {
  en: {
    pickup: ['zamalek', /Zamalek/],
    dropoff: ['cairo airport', /Cairo International Airport/],
    seePrices: 'See prices',
    continue: 'Continue',
    payment: 'Payment',
    confirm: 'Confirm booking',
    secondCar: 'Book a second car',
    view: 'View reservation',
    duplicate: 'You already have a booking for this trip: reservation',
  },
  ar: {
    pickup: ['الزمالك', /الزمالك/],
    dropoff: ['مطار القاهرة', /مطار القاهرة الدولي/],
    seePrices: 'اعرض الأسعار',
    continue: 'متابعة',
    payment: 'الدفع',
    confirm: 'تأكيد الحجز',
    secondCar: 'احجز سيارة ثانية',
    view: 'عرض الحجز',
    duplicate: 'لديك حجز لهذه الرحلة بالفعل',
  },
} as const

async function choosePlace(page: Page, boxId: string, typed: string, option: RegExp) {
  const box = page.locator(`#${boxId}`)
  await box.fill(typed)
  await expect(box).toHaveAttribute('aria-expanded', 'true')
  await page.locator(`#${boxId}-list`).getByRole('option', { name: option }).first().click()
  await expect(box).toHaveAttribute('aria-expanded', 'false')
}

const CONFIRMATION = /\/booking\/(MS-[2-9A-HJ-NP-Z]{6})$/

/**
 * Zamalek to Cairo airport on `days` from now at 09:00, in the first car, paid in cash, through
 * the booking screens of a logged-in, verified customer, up to the booking button (pressed).
 */
async function bookTrip(page: Page, locale: Locale, days: number) {
  const ui = UI[locale]
  await page.goto(localized(locale, '/book'))
  await choosePlace(page, 'booking-pickup', ui.pickup[0], ui.pickup[1])
  await choosePlace(page, 'booking-dropoff', ui.dropoff[0], ui.dropoff[1])
  await page.locator('#booking-exec-day').fill(cairoDay(days))
  await page.locator('#booking-exec-time').selectOption('09:00')
  await page.getByRole('button', { name: ui.seePrices }).click()
  const car = page.locator('.car-card').first()
  await expect(car.locator('.price-amount')).toBeVisible()
  await car.getByRole('button').click()
  await page.locator('#booking-departure-flight').fill('MS 986')
  await page.locator('#booking-pickup-location').fill('12 Brazil Street')
  await page.locator('#booking-terms').check()
  await page.getByRole('button', { name: ui.continue, exact: true }).click()
  await expect(page.getByRole('heading', { name: ui.payment, exact: true })).toBeFocused()
  await page.locator('#booking-payment-cash').check()
  await page.getByRole('button', { name: ui.confirm }).click()
}

const numberOf = (page: Page) => CONFIRMATION.exec(new URL(page.url()).pathname)?.[1] ?? ''

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
