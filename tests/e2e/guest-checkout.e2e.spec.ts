import { type Browser, expect, type Page, test } from '@playwright/test'

import {
  bookTrip,
  chooseTrip,
  CONFIRMATION,
  type Locale,
  verifiedCustomer,
} from '../helpers/e2eBooking'
import { codeSentTo, forgetSignupLimit, messagesTo } from '../helpers/outboxDb'

/**
 * Issue 32, item 1 (decisions 0140-0144): a first-time visitor books by card with their name,
 * email and mobile only, and pays; an email that already has an account logs in with a code
 * right there; cash stays an account's.
 */

test.beforeEach(() => forgetSignupLimit())

const SHOTS = 'test-results/screenshots/guest-checkout'

const TEXT = {
  en: {
    checkout: 'Details and payment',
    legend: 'Your contact details',
    book: 'Book and continue to payment',
    logInFirst: 'This email already has an account. Log in to book with it.',
    sendCode: 'Send me a code to log in',
    bookingAs: 'Booking as',
    cashLogIn: 'Log in or sign up to pay in cash',
    paid: 'Payment complete',
    cancelTitle: 'Cancel this booking',
    cancelOpen: 'Cancel booking',
    cancelConfirm: 'Yes, cancel it',
    cancelled: 'CANCELLED',
    mobileInvalid: 'Enter an Egyptian mobile number (e.g. 010 1234 5678)',
  },
  ar: {
    checkout: 'التفاصيل والدفع',
    legend: 'بيانات التواصل',
    book: 'احجز وتابع إلى الدفع',
    logInFirst: 'سجّل الدخول',
    sendCode: 'أرسلوا لي رمزاً لتسجيل الدخول',
    bookingAs: 'الحجز باسم',
    cashLogIn: 'سجّل الدخول أو أنشئ حساباً للدفع نقداً',
    paid: 'تم الدفع بنجاح',
    cancelTitle: 'إلغاء هذا الحجز',
    cancelOpen: 'إلغاء الحجز',
    cancelConfirm: 'نعم، ألغِ الحجز',
    cancelled: 'ملغى',
    mobileInvalid: 'أدخل رقم موبايل مصريًا (مثل 010 1234 5678)',
  },
} as const

let serial = 0
function newGuest() {
  serial += 1
  const digits = String(Date.now() % 1e6).padStart(6, '0') + String(serial + 40).padStart(2, '0')
  return {
    name: `Guest Traveller ${serial}`,
    email: `guest.${digits}@example.com`,
    mobile: `011${digits}`,
    e164: `+2011${digits}`,
  }
}

async function contextFor(browser: Browser, phone: boolean) {
  return browser.newContext(
    phone
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 } },
  )
}

/** The first car chosen: a visitor who is not logged in lands on the checkout itself. */
async function toCheckout(page: Page, locale: Locale, days: number) {
  await chooseTrip(page, locale, days)
  await page.locator('.car-card').first().getByRole('button').click()
  await expect(
    page.getByRole('heading', { name: TEXT[locale].checkout, exact: true }),
  ).toBeFocused()
  // No account step in the progress: the trip (with its cars), details and payment.
  await expect(page.locator('.booking-progress li')).toHaveCount(2)
  await expect(page.getByRole('group', { name: TEXT[locale].legend })).toBeVisible()
}

async function fillTrip(page: Page) {
  await page.locator('#booking-departure-flight').fill('MS 986')
  await page.locator('#booking-pickup-location').fill('12 Brazil Street')
  await page.locator('#booking-terms').check()
}

async function payOnTheCardPage(page: Page) {
  await expect(page).toHaveURL(/\/paymob-simulator\/checkout\/(en|ar)\?/)
  await page.locator('#number').fill('4111111111111111')
  await page.locator('#expiryMonth').fill('12')
  await page.locator('#expiryYear').fill(String((new Date().getFullYear() + 3) % 100))
  await page.locator('#cvv').fill('123')
  await page.locator('form.sim-form button[type="submit"]').click()
}

for (const { locale, phone } of [
  { locale: 'en', phone: false },
  { locale: 'ar', phone: true },
] as const) {
  test(`a guest books and pays by card with name, email and mobile only (${locale}, ${phone ? 'phone' : 'desktop'})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000)
    const context = await contextFor(browser, phone)
    const page = await context.newPage()
    const guest = newGuest()
    await toCheckout(page, locale, 6)

    // Cash is an account's: closed, with the way to log in or sign up.
    await expect(page.locator('#booking-payment-cash')).toBeDisabled()
    await expect(page.getByRole('button', { name: TEXT[locale].cashLogIn })).toBeVisible()

    // Nothing typed: the contact fields say what is missing, in the page's language.
    await fillTrip(page)
    await page.getByRole('button', { name: TEXT[locale].book }).click()
    await expect(page.locator('#booking-guest-name')).toBeFocused()
    await expect(page.locator('#booking-guest-name')).toHaveAttribute('aria-invalid', 'true')

    await page.locator('#booking-guest-name').fill(guest.name)
    await page.locator('#booking-guest-email').fill(guest.email)
    // No country picker here: a short number is refused in words that name the country assumed.
    await page.locator('#booking-guest-mobile').fill('0100 12')
    await page.getByRole('button', { name: TEXT[locale].book }).click()
    await expect(page.locator('#booking-guest-mobile-error')).toContainText(
      TEXT[locale].mobileInvalid,
    )
    await page.screenshot({
      path: `${SHOTS}/mobile-refused-${locale}-${phone ? 'phone' : 'desktop'}.png`,
    })
    await page.locator('#booking-guest-mobile').fill(guest.mobile)
    await page.screenshot({
      path: `${SHOTS}/checkout-${locale}-${phone ? 'phone' : 'desktop'}.png`,
      fullPage: true,
    })
    await page.getByRole('button', { name: TEXT[locale].book }).click()

    // Straight to the card page: no /pay in between.
    await payOnTheCardPage(page)
    await expect(page).toHaveURL(/\/success\?reservation=MS-[2-9A-HJ-NP-Z]{6}$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT[locale].paid)
    const number = new URL(page.url()).searchParams.get('reservation') ?? ''
    // A guest has no account list to go to: no "My reservations" (it would ask them to log in).
    await expect(page.getByRole('link', { name: /^(My reservations|حجوزاتي)$/ })).toHaveCount(0)
    await expect(
      page.getByRole('link', { name: /^(View the reservation|عرض الحجز)$/ }),
    ).toBeVisible()

    // The booking is theirs: the session the booking opened reads it, and the confirmation
    // email went to the address typed, with the way to set a password.
    const read = await page.request.get(`/api/booking/${number}`)
    expect(read.status()).toBe(200)
    let mail = { body: '' }
    await expect
      .poll(async () => {
        const sent = await messagesTo(guest.email, 'booking-confirmation')
        mail = sent.find((message) => message.body.includes(number)) ?? mail
        return mail.body.length
      })
      .toBeGreaterThan(0)
    expect(mail.body).toContain('/reset-password')

    // Six days ahead: they may cancel it themselves, the whole card payment refunded; in English
    // from the reservation's page (the booking logged them in), in Arabic from the private link
    // of the confirmation email, in a browser that is not logged in.
    let manager = page
    if (locale === 'en') {
      await page.goto(`/booking/${number}`)
    } else {
      const link = /https?:\/\/\S+\/manage\?token=[A-Za-z0-9_-]{43}/.exec(mail.body)?.[0]
      expect(link).toBeTruthy()
      const url = new URL(link!)
      manager = await (await contextFor(browser, phone)).newPage()
      await manager.goto(`${url.pathname}${url.search}`)
      await expect(manager.getByTestId('reservation-number')).toHaveText(number)
    }
    const section = manager.getByRole('region', { name: TEXT[locale].cancelTitle })
    await expect(section).toBeVisible()
    // A guest's pass or a private link opens this booking only: no "My reservations" that would
    // only ask them to log in.
    await expect(manager.getByRole('link', { name: /^(My reservations|حجوزاتي)$/ })).toHaveCount(0)
    const paid = (await manager.getByTestId('reservation-price').textContent())?.trim() ?? ''
    await expect(section.getByTestId('self-cancel-refund')).toContainText(paid)
    await section.getByRole('button', { name: TEXT[locale].cancelOpen }).click()
    await section.scrollIntoViewIfNeeded()
    await manager.screenshot({
      path: `${SHOTS}/self-cancel-${locale}-${phone ? 'phone' : 'desktop'}.png`,
      fullPage: true,
    })
    await section.getByRole('button', { name: TEXT[locale].cancelConfirm }).click()
    await expect(manager.getByTestId('reservation-status')).toHaveText(TEXT[locale].cancelled)
    await expect(section).toHaveCount(0)
    const after = await page.request.get(`/api/booking/${number}`)
    expect((await after.json()).reservation.status).toBe('cancelled')
    if (manager !== page) await manager.context().close()
    await context.close()
  })
}

test('inside 72 hours the booking page explains why it cannot be cancelled online, and how to reach us', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await verifiedCustomer(page, 'ar')
  await bookTrip(page, 'ar', 2)
  await expect(page).toHaveURL(CONFIRMATION)
  const section = page.getByRole('region', { name: TEXT.ar.cancelTitle })
  await expect(section.getByTestId('self-cancel-too-late')).toContainText('٧٢ ساعة')
  await expect(section.locator('a[href^="tel:"]')).toBeVisible()
  await expect(section.getByRole('button', { name: TEXT.ar.cancelOpen })).toHaveCount(0)
  await section.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${SHOTS}/too-late-ar.png`, fullPage: true })
})

test('an email that has an account logs in with a code at the checkout, and the booking goes on as theirs', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const owner = await browser.newContext()
  const who = await verifiedCustomer(await owner.newPage(), 'ar')
  await owner.close()

  const context = await contextFor(browser, true)
  const page = await context.newPage()
  await toCheckout(page, 'ar', 7)
  await fillTrip(page)
  await page.locator('#booking-guest-name').fill(who.name)
  await page.locator('#booking-guest-email').fill(who.email)
  await page.locator('#booking-guest-mobile').fill('01199887766')
  await page.getByRole('button', { name: TEXT.ar.book }).click()

  const box = page.locator('.login-code')
  await expect(box).toContainText(TEXT.ar.logInFirst)
  await page.screenshot({ path: `${SHOTS}/log-in-first-ar-phone.png`, fullPage: true })
  const asked = new Date(Date.now() - 1000)
  await box.getByRole('button', { name: TEXT.ar.sendCode }).click()
  // The account's email was never proven, its mobile was: the code goes by SMS to the mobile.
  const code = await codeSentTo(who.e164, asked)
  await box.locator('#booking-login-code').fill(code)

  // Logged in, the booking goes on under the account: the card page, then paid.
  await payOnTheCardPage(page)
  await expect(page).toHaveURL(/\/ar\/success\?reservation=MS-[2-9A-HJ-NP-Z]{6}$/)
  const number = new URL(page.url()).searchParams.get('reservation') ?? ''
  const mine = await page.request.get('/api/user/reservations')
  expect(mine.status()).toBe(200)
  expect(JSON.stringify(await mine.json())).toContain(number)
  await context.close()
})
