import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import { chooseDay, choosePlace } from '../helpers/e2eBooking'
import { codeSentTo, forgetSignupLimit } from '../helpers/outboxDb'
import { editorSession, STAFF_PATH } from '../helpers/staffApi'
import { staffPage } from '../helpers/staffBrowser'

// Every test signs up from the one loopback address: its hourly sign-up limit is lifted.
test.beforeEach(() => forgetSignupLimit())

/**
 * Card payments end to end, against the production build and the local Paymob simulator
 * (PAYMENT_GATEWAY=simulator): a card booking paid in English on a desktop, a declined card in
 * Arabic on a phone, a 3-D Secure card paid from the account's "Pay now", a payment link paid,
 * and expired or cancelled links. Everything goes through the screens, the simulator's card page,
 * its signed redirect and callback, and the pages that read the result back from the server.
 */

type Locale = 'en' | 'ar'

let serial = 0
function customer() {
  serial += 1
  const digits = String(Date.now() % 1e6).padStart(6, '0') + String(serial + 70).padStart(2, '0')
  return {
    name: `Payment Tester ${serial}`,
    email: `payer.${digits}@example.com`,
    mobile: `015${digits}`,
    e164: `+2015${digits}`,
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
  return who
}

/** A Cairo calendar day `days` from now, as the date input takes it (YYYY-MM-DD). */
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
    checkout: 'Details and payment',
    book: 'Book and continue to payment',
    online: 'Card or mobile wallet',
  },
  ar: {
    pickup: ['الزمالك', /الزمالك/],
    dropoff: ['مطار القاهرة', /مطار القاهرة الدولي/],
    seePrices: 'اعرض الأسعار',
    checkout: 'التفاصيل والدفع',
    book: 'احجز وتابع إلى الدفع',
    online: 'بطاقة أو محفظة إلكترونية',
  },
} as const

const RESERVATION = /^MS-[2-9A-HJ-NP-Z]{6}$/

/**
 * A one-way card booking, Zamalek to Cairo airport, through the booking screens of a logged-in,
 * verified customer, up to the card page; then /pay. Returns its number and price as shown.
 */
async function bookByCard(page: Page, locale: Locale, days: number, shot?: string) {
  const ui = UI[locale]
  await page.goto(localized(locale, '/book'))
  await choosePlace(page, 'booking-pickup', ui.pickup[0], ui.pickup[1])
  await choosePlace(page, 'booking-dropoff', ui.dropoff[0], ui.dropoff[1])
  await chooseDay(page, 'booking-exec', cairoDay(days), '09:00')
  const car = page.locator('.car-card').first()
  await expect(car.locator('.price-amount')).toBeVisible()
  const price = (await car.locator('.price-amount').textContent())?.trim() ?? ''
  await car.getByRole('button').click()
  await expect(page.getByRole('heading', { name: ui.checkout, exact: true })).toBeFocused()
  await page.locator('#booking-departure-flight').fill('MS 986')
  await page.locator('#booking-pickup-location').fill('12 Brazil Street')
  await page.locator('#booking-terms').check()
  await expect(page.locator('#booking-payment-card')).toBeChecked()
  // The gateway takes mobile wallets too: the online option says so and names them.
  const online = page.locator('.payment-option', { has: page.locator('#booking-payment-card') })
  await expect(online).toContainText(ui.online)
  await expect(online.locator('.wallet-marks')).toContainText('Vodafone Cash')
  if (shot) await online.screenshot({ path: test.info().outputPath(shot) })
  await page.getByRole('button', { name: ui.book }).click()
  // The screens open the gateway's card page themselves (decision 0144); the tests come back to
  // /pay, where "Pay now" also leads, to look at it.
  await expect(page).toHaveURL(/\/paymob-simulator\/checkout\/(en|ar)\?/)
  const mine = JSON.stringify(await (await page.request.get('/api/user/reservations')).json())
  const number = /MS-[2-9A-HJ-NP-Z]{6}/.exec(mine)?.[0] ?? ''
  expect(number).toMatch(RESERVATION)
  await page.goto(localized(locale, `/pay?reservation=${number}`))
  return { number, price }
}

/** The simulator's hosted card page: a card, any future expiry, CVV 123. */
async function enterCard(page: Page, number: string) {
  await expect(page).toHaveURL(/\/paymob-simulator\/checkout\/(en|ar)\?/)
  await page.locator('#number').fill(number)
  await page.locator('#expiryMonth').fill('12')
  await page.locator('#expiryYear').fill(String((new Date().getFullYear() + 3) % 100))
  await page.locator('#cvv').fill('123')
  await page.locator('form.sim-form button[type="submit"]').click()
}

const reservationStatus = async (page: Page, number: string) => {
  const answer = await page.request.get(`/api/booking/${number}`)
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { reservation: { status: string } }).reservation.status
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([])
}

async function expectPaymentPage(page: Page, locale: Locale) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
  await expect(page.locator('h1')).toHaveCount(1)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  // The payment layout: logo, card brands, copyright; no slider, no site menus.
  await expect(page.locator('.payment-layout .card-brands')).toBeVisible()
  await expect(page.locator('.hero-slider, .site-footer, .navbar')).toHaveCount(0)
}

/** One payment link, made by staff through Payload's REST API. */
async function paymentLink(
  page: Page,
  values: { amount: number; description: string; hoursLeft: number; status?: string },
) {
  const staff = await editorSession(page.request)
  const doc = await staff.create('payment-links', {
    amount: values.amount,
    customerName: 'Laila Hassan',
    phone: '+201005550199',
    email: 'laila@example.com',
    description: values.description,
    language: 'en',
    expiresAt: new Date(Date.now() + values.hoursLeft * 60 * 60 * 1000).toISOString(),
    ...(values.status ? { status: values.status } : {}),
  })
  expect(String(doc.token)).toMatch(/^[A-Za-z0-9_-]{32}$/)
  return String(doc.token)
}

test.describe('card payments through the Paymob simulator', () => {
  // A booking through all five steps, the card page and the way back: more than a minute.
  test.describe.configure({ timeout: 150_000 })

  test('a card booking paid in English on a desktop ends on the payment-complete screen', async ({
    page,
  }) => {
    await verifiedCustomer(page, 'en')
    const { number, price } = await bookByCard(page, 'en', 6)

    // /pay: what is paid, the amount, the time left, the button.
    await expectPaymentPage(page, 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay for your reservation')
    await expect(page.getByTestId('pay-reservation-number')).toHaveText(number)
    await expect(page.getByTestId('payment-amount')).toHaveText(price)
    await expect(page.getByText('Zamalek to Cairo International Airport')).toBeVisible()
    await expect(page.getByTestId('pay-time-left')).toHaveText(/^(29|30):\d\d$/)
    await expectNoAxeViolations(page)
    expect(await reservationStatus(page, number)).toBe('pending')

    await page.getByRole('button', { name: `Pay ${price} by card or wallet` }).click()
    await enterCard(page, '4111111111111111')

    // Back through the verified redirect: paid, with what happens next and the documents.
    await expect(page).toHaveURL(new RegExp(`/success\\?reservation=${number}$`))
    await expectPaymentPage(page, 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment complete')
    await expect(page.getByTestId('paid-reservation-number')).toHaveText(number)
    await expect(page.getByTestId('payment-amount')).toHaveText(price)
    await expect(
      page.getByText('Our team confirms your booking within one business day.'),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Download voucher (PDF)' })).toHaveAttribute(
      'href',
      `/api/booking/${number}/voucher?lang=en`,
    )
    await expect(page.getByRole('link', { name: /Add to calendar/ })).toBeVisible()
    await expectNoAxeViolations(page)
    expect(await reservationStatus(page, number)).toBe('paid-not-sent')

    // Paid is paid: /pay says so, the confirmation page and the account offer no "Pay now".
    await page.goto(`/pay?reservation=${number}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This reservation is already paid',
    )
    await page.goto(`/booking/${number}`)
    await expect(page.getByTestId('reservation-status')).toHaveText('COMPLETED')
    await expect(page.getByRole('link', { name: /Pay now/ })).toHaveCount(0)
    // The booking screens forgot the trip once it was paid.
    await page.goto('/book')
    await expect(page.locator('#booking-pickup')).toHaveValue('')
  })

  test('a declined card in Arabic on a phone shows its own message, and "try again" pays the same reservation', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'ar-EG',
    })
    const page = await context.newPage()
    await verifiedCustomer(page, 'ar')
    const { number, price } = await bookByCard(page, 'ar', 7)
    await expect(page).toHaveURL(/\/ar\/pay\?reservation=/)
    await expectPaymentPage(page, 'ar')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ادفع قيمة حجزك')
    await expect(page.getByTestId('payment-amount')).toHaveText(price)
    // The button fits the phone's width.
    const button = page.getByRole('button', { name: `ادفع ${price} بالبطاقة أو المحفظة` })
    const box = await button.boundingBox()
    expect(box?.width ?? 0).toBeLessThanOrEqual(390)
    await expectNoAxeViolations(page)

    await button.click()
    await enterCard(page, '4000000000009995')

    // The decline's own message of the catalogue, in Arabic, with the way on.
    await expect(page).toHaveURL(
      new RegExp(`/ar/fail-pay\\?reservation=${number}&code=insufficient-funds$`),
    )
    await expectPaymentPage(page, 'ar')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('لم تتم عملية الدفع')
    await expect(page.getByTestId('decline-message')).toHaveText(
      'رفض البنك البطاقة لعدم كفاية الرصيد. يرجى استخدام بطاقة أخرى.',
    )
    await expect(page.getByText('لم يُخصم أي مبلغ من بطاقتك.')).toBeVisible()
    await expect(page.locator('a[href^="tel:"]', { hasText: 'اتصل على' })).toBeVisible()
    await expectNoAxeViolations(page)
    // The decline leaves the booking pending while its payment window lasts (issue #29).
    expect(await reservationStatus(page, number)).toBe('pending')
    await expect(
      page.getByText('حجزك ما زال في انتظار الدفع: حاول مرة أخرى بهذه البطاقة أو بغيرها.'),
    ).toBeVisible()

    // "Try again" pays the same reservation, on a new order, and a good card pays it.
    await page.getByRole('link', { name: 'حاول مرة أخرى' }).click()
    await expect(page).toHaveURL(new RegExp(`/ar/pay\\?reservation=${number}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ادفع قيمة حجزك')
    await page.getByRole('button', { name: `ادفع ${price} بالبطاقة أو المحفظة` }).click()
    await enterCard(page, '4111111111111111')
    await expect(page).toHaveURL(new RegExp(`/ar/success\\?reservation=${number}$`))
    expect(await reservationStatus(page, number)).toBe('paid-not-sent')
    await context.close()

    // The desk shows both attempts in the staff member's Arabic: the declined order with its
    // reason, the paid one, each transaction's kind (issue 31: they were stored English words).
    const staff = await staffPage(browser, 'ar')
    await staff.page.goto(`${STAFF_PATH}/reservations/${number}`)
    const payments = staff.page.locator('section[aria-labelledby="payments"]')
    await expect(payments).toContainText('رصيد غير كافٍ (insufficient-funds)')
    await expect(payments).toContainText('مدفوعة')
    await expect(payments.locator('.desk-list li', { hasText: 'مرفوضة' })).toHaveCount(1)
    await expect(payments).not.toContainText(/\b(paid|declined|open|expired)\b/)
    await staff.page.screenshot({
      path: test.info().outputPath('desk-payments-ar.png'),
      fullPage: true,
    })
    await staff.context.close()
  })

  test('a 3-D Secure card, paid from the account\'s "Pay now"', async ({ page }) => {
    await verifiedCustomer(page, 'en')
    const { number } = await bookByCard(page, 'en', 8)

    // Not paid yet: the confirmation page and the account card both offer "Pay now".
    await page.goto(`/booking/${number}`)
    await expect(page.getByRole('link', { name: /Pay now/ })).toHaveAttribute(
      'href',
      `/pay?reservation=${number}`,
    )
    await page.goto('/settings')
    const card = page.locator('.reservation-card', { hasText: number })
    await card.getByRole('link', { name: /Pay now/ }).click()
    await expect(page).toHaveURL(new RegExp(`/pay\\?reservation=${number}$`))

    await page.getByRole('button', { name: /^Pay .* by card or wallet$/ }).click()
    await enterCard(page, '4000000000003220')
    await expect(page).toHaveURL(/\/paymob-simulator\/checkout\/en\/secure\?/)
    await page.locator('#code').fill('123456')
    await page.getByRole('button', { name: 'Confirm payment' }).click()

    await expect(page).toHaveURL(new RegExp(`/success\\?reservation=${number}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment complete')
    expect(await reservationStatus(page, number)).toBe('paid-not-sent')
  })

  test('a payment link is paid by anybody holding it, once', async ({ page, browser }) => {
    const token = await paymentLink(page, {
      amount: 75050,
      description: 'Extra stop in Giza',
      hoursLeft: 48,
    })
    // The payer is not logged in (a fresh browser), and the spec's /Pay works in any case.
    const context = await browser.newContext()
    const payer = await context.newPage()
    await payer.goto(`/Pay?link=${token}`)
    await expect(payer).toHaveURL(new RegExp(`/pay\\?link=${token}$`))
    await expectPaymentPage(payer, 'en')
    await expect(payer.getByRole('heading', { level: 1 })).toHaveText('Your payment request')
    await expect(payer.getByTestId('pay-description')).toHaveText('Extra stop in Giza')
    await expect(payer.getByTestId('pay-customer')).toHaveText('Laila Hassan')
    await expect(payer.getByTestId('payment-amount')).toHaveText('EGP 750.50')
    // Days to pay: a date, not a countdown.
    await expect(payer.getByTestId('pay-time-left')).toHaveCount(0)
    await expectNoAxeViolations(payer)

    await payer.getByRole('button', { name: 'Pay EGP 750.50 by card or wallet' }).click()
    await enterCard(payer, '5123456789012346')

    await expect(payer).toHaveURL(new RegExp(`/success\\?link=${token}$`))
    await expect(payer.getByRole('heading', { level: 1 })).toHaveText('Payment complete')
    await expect(payer.getByTestId('payment-amount')).toHaveText('EGP 750.50')
    await expect(payer.getByTestId('paid-description')).toHaveText('Extra stop in Giza')
    await expect(
      payer.getByText('Thank you, Laila Hassan: we have received your payment.'),
    ).toBeVisible()
    await expectNoAxeViolations(payer)

    // Paid once: the link now says so, and the API refuses a second payment.
    await payer.goto(`/pay?link=${token}`)
    await expect(payer.getByRole('heading', { level: 1 })).toHaveText(
      'This payment link is already paid',
    )
    const again = await payer.request.post('/api/payments/pay', { data: { link: token } })
    expect((await again.json()).error).toBe('payment-link-paid')
    await context.close()
  })

  test('an expired payment link opens /expired, a cancelled one says it was cancelled, in either language', async ({
    page,
  }) => {
    const expired = await paymentLink(page, {
      amount: 20000,
      description: 'Waiting time',
      hoursLeft: -1,
    })
    await page.goto(`/Pay?link=${expired}`)
    await expect(page).toHaveURL(/\/expired$/)
    await expectPaymentPage(page, 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This Payment Link is Expired')
    await expect(page.locator('a[href^="tel:"]').first()).toBeVisible()
    await expectNoAxeViolations(page)

    const cancelled = await paymentLink(page, {
      amount: 20000,
      description: 'Cancelled request',
      hoursLeft: 24,
      status: 'cancelled',
    })
    await page.goto(`/ar/pay?link=${cancelled}`)
    await expect(page).toHaveURL(/\/ar\/pay\?link=/)
    await expectPaymentPage(page, 'ar')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('أُلغي رابط الدفع هذا')
    await expect(page.locator('a[href^="tel:"]').first()).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('a visitor paying a reservation logs in first and comes back; unknown ones say so', async ({
    page,
    browser,
  }) => {
    const who = await verifiedCustomer(page, 'en')
    const { number } = await bookByCard(page, 'en', 9)
    // Another browser, logged out: the spec's session rule, log in and come back to pay.
    const context = await browser.newContext()
    const visitor = await context.newPage()
    await visitor.goto(`/pay?reservation=${number}`)
    await expect(visitor).toHaveURL(/\/login\?next=%2Fpay%3Freservation%3DMS-/)
    await visitor.locator('#login-form input[name="login"]').fill(who.email)
    await visitor.locator('#login-form input[name="password"]').fill('secret-123')
    await visitor.locator('#login-form button[type="submit"]').click()
    await expect(visitor).toHaveURL(new RegExp(`/pay\\?reservation=${number}$`))
    await expect(visitor.getByTestId('pay-reservation-number')).toHaveText(number)
    await context.close()

    // Somebody else's number reads as unknown.
    await page.goto('/pay?reservation=MS-ABCDEF')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "We couldn't find this reservation",
    )
    await page.goto('/pay?link=' + 'x'.repeat(32))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "We couldn't find this payment link",
    )
    await page.context().clearCookies()
    await page.goto('/success?reservation=MS-ABCDEF')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your payments are in your account',
    )
    await page.goto('/fail-pay?code=something-else')
    await expect(page.getByTestId('decline-message')).toHaveText(
      /^We couldn't process your payment, You can book though call center at .+\.$/,
    )
    await expectNoAxeViolations(page)
  })
})

/** The simulator's checkout in mobile wallet mode: the number, then the operator's code. */
async function payByWallet(page: Page, locale: Locale, wallet: string, code: string | null) {
  await expect(page).toHaveURL(/\/paymob-simulator\/checkout\/(en|ar)\?/)
  await page
    .getByRole('link', { name: locale === 'ar' ? 'محفظة إلكترونية' : 'Mobile wallet' })
    .click()
  await expect(page).toHaveURL(/method=wallet/)
  await page.locator('#wallet').fill(wallet)
  await page.locator('form.sim-form button[type="submit"]').click()
  if (code === null) return
  await expect(page).toHaveURL(/\/paymob-simulator\/checkout\/(en|ar)\/wallet\?attempt=/)
  await page.locator('#code').fill(code)
  await page.locator('form.sim-form button[type="submit"]').click()
}

test.describe('mobile wallet payments through the Paymob simulator (issue 34)', () => {
  test.describe.configure({ timeout: 180_000 })

  test('a booking paid by wallet in Arabic on a phone, then refunded by a staff cancel', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 360, height: 780 },
      isMobile: true,
      hasTouch: true,
      locale: 'ar-EG',
    })
    const page = await context.newPage()
    await verifiedCustomer(page, 'ar')
    const { number, price } = await bookByCard(page, 'ar', 8, 'checkout-online-ar-360.png')
    await expect(page).toHaveURL(/\/ar\/pay\?reservation=/)
    // Card or wallet, with the wallets named.
    await expect(
      page.getByText('تم إنشاء حجزك وهو بانتظار هذا الدفع، بالبطاقة أو بالمحفظة الإلكترونية.'),
    ).toBeVisible()
    await expect(page.locator('.wallet-marks')).toContainText('Vodafone Cash')
    const button = page.getByRole('button', { name: `ادفع ${price} بالبطاقة أو المحفظة` })
    expect((await button.boundingBox())?.width ?? 0).toBeLessThanOrEqual(360)
    await expectNoAxeViolations(page)
    await page.screenshot({ path: test.info().outputPath('pay-wallet-ar-360.png'), fullPage: true })
    await button.click()

    await expect(page).toHaveURL(/\/paymob-simulator\/checkout\/ar\?/)
    await page.getByRole('link', { name: 'محفظة إلكترونية' }).click()
    await expect(page.getByRole('link', { name: 'محفظة إلكترونية' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await page.locator('#wallet').fill('0101 010 1010')
    await page.screenshot({ path: test.info().outputPath('sim-wallet-ar-360.png'), fullPage: true })
    await page.locator('form.sim-form button[type="submit"]').click()
    await expect(page).toHaveURL(/\/paymob-simulator\/checkout\/ar\/wallet\?attempt=/)
    await expect(page.getByText('Vodafone Cash')).toBeVisible()
    await expect(page.locator('.sim-form')).toContainText('010•••••010')
    await page.screenshot({ path: test.info().outputPath('sim-wallet-otp-ar-360.png') })
    await page.locator('#code').fill('123456')
    await page.locator('form.sim-form button[type="submit"]').click()

    await expect(page).toHaveURL(new RegExp(`/ar/success\\?reservation=${number}$`))
    await expect(page.getByTestId('paid-with')).toHaveText(
      'محفظة إلكترونية \u2066010•••••010\u2069',
    )
    expect(await reservationStatus(page, number)).toBe('paid-not-sent')
    await page.screenshot({
      path: test.info().outputPath('success-wallet-ar-360.png'),
      fullPage: true,
    })
    // The customer's own booking page names what paid, as the success screen and receipt do.
    await page.goto(`/ar/booking/${number}`)
    await expect(page.getByTestId('payment-paid-with')).toHaveText(
      'محفظة إلكترونية \u2066010•••••010\u2069',
    )
    await context.close()

    // Staff cancel it from the desk: the wallet payment is refunded through the gateway.
    const staff = await staffPage(browser, 'en')
    await staff.page.goto(`${STAFF_PATH}/reservations/${number}`)
    const payments = staff.page.locator('section[aria-labelledby="payments"]')
    await expect(payments).toContainText('Mobile wallet 010•••••010')
    staff.page.once('dialog', (dialog) => void dialog.accept())
    const cancel = staff.page.locator('form', {
      has: staff.page.getByRole('button', { name: 'Cancel the reservation' }),
    })
    await cancel.locator('textarea[name="reason"]').fill('The customer asked by phone')
    await cancel.getByRole('button', { name: 'Cancel the reservation' }).click()
    // Cancelled: the screen shows the new state, the wallet payment refunded by the gateway.
    await expect(cancel).toHaveCount(0)
    await expect(staff.page.getByText('Paid, not sent → Cancelled')).toBeVisible()
    await expect(payments).toContainText('Refunded')
    await expect(payments.locator('.desk-list li', { hasText: 'refunded' })).toContainText(
      'Mobile wallet',
    )
    await staff.page.screenshot({
      path: test.info().outputPath('desk-wallet-refunded-en.png'),
      fullPage: true,
    })
    await staff.context.close()
  })

  test('a payment link paid by wallet, and the links desk says so', async ({ page, browser }) => {
    const token = await paymentLink(page, {
      amount: 43000,
      description: 'Wallet top-up of a trip',
      hoursLeft: 48,
    })
    const context = await browser.newContext()
    const payer = await context.newPage()
    await payer.goto(`/pay?link=${token}`)
    await expect(payer.getByRole('heading', { level: 1 })).toHaveText('Your payment request')
    await payer.getByRole('button', { name: 'Pay EGP 430 by card or wallet' }).click()
    await payByWallet(payer, 'en', '01110101010', '123456')
    await expect(payer).toHaveURL(new RegExp(`/success\\?link=${token}$`))
    await expect(payer.getByTestId('paid-with')).toHaveText('Mobile wallet 011•••••010')
    await context.close()

    const staff = await staffPage(browser, 'en')
    await staff.page.goto(
      `${STAFF_PATH}/paymentlinks?status=paid&q=${encodeURIComponent('Wallet top-up')}`,
    )
    await expect(staff.page.getByTestId('paylink-paid-with').first()).toHaveText(
      'Paid with: Mobile wallet',
    )
    await staff.context.close()
  })

  test('each wallet decline shows its own message, and the booking stays payable', async ({
    page,
  }) => {
    await verifiedCustomer(page, 'en')
    const { number, price } = await bookByCard(page, 'en', 9, 'checkout-online-en.png')
    const declines: [string, string | null, string, string][] = [
      ['01000000011', null, 'wallet-not-registered', 'This mobile number has no wallet.'],
      [
        '01000000022',
        '123456',
        'wallet-insufficient-balance',
        "Your wallet's balance is not enough",
      ],
      [
        '01010101010',
        '999999',
        'wallet-wrong-pin',
        "The wallet's PIN or the confirmation code was incorrect.",
      ],
      ['01000000033', '123456', 'wallet-otp-expired', "The wallet's confirmation code expired"],
      ['01000000044', '123456', 'wallet-daily-limit', 'Your wallet has reached its daily limit.'],
    ]
    for (const [wallet, code, reason, message] of declines) {
      await page.goto(`/pay?reservation=${number}`)
      await page.getByRole('button', { name: `Pay ${price} by card or wallet` }).click()
      await payByWallet(page, 'en', wallet, code)
      await expect(page).toHaveURL(new RegExp(`/fail-pay\\?reservation=${number}&code=${reason}$`))
      await expect(page.getByTestId('decline-message')).toContainText(message)
      await expect(page.getByTestId('tried-with')).toContainText('Mobile wallet')
      // A failed wallet payment never speaks of a card.
      await expect(page.getByText('Nothing has been taken from your wallet.')).toBeVisible()
      await expect(
        page.getByText(
          'Your reservation still waits for its payment: try again with this wallet or another way.',
        ),
      ).toBeVisible()
      await expect(page.locator('main')).not.toContainText(/(your|this) card/i)
      expect(await reservationStatus(page, number)).toBe('pending')
    }
    await expectNoAxeViolations(page)
    await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible()
  })

  test('a pending wallet payment: the customer waits on "confirming" until the late callback settles it', async ({
    page,
  }) => {
    await verifiedCustomer(page, 'en')
    const paid = await bookByCard(page, 'en', 10)
    await page.getByRole('button', { name: `Pay ${paid.price} by card or wallet` }).click()
    await payByWallet(page, 'en', '01000000055', '123456')
    await expect(page).toHaveURL(new RegExp(`/success\\?reservation=${paid.number}$`))
    // The simulator settles it a few seconds later, by callback only; the screen follows.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment complete', {
      timeout: 30_000,
    })
    expect(await reservationStatus(page, paid.number)).toBe('paid-not-sent')

    const declined = await bookByCard(page, 'en', 11)
    await page.getByRole('button', { name: `Pay ${declined.price} by card or wallet` }).click()
    await payByWallet(page, 'en', '01000000066', '123456')
    await expect(page).toHaveURL(new RegExp(`/success\\?reservation=${declined.number}$`))
    await expect(page).toHaveURL(
      new RegExp(`/fail-pay\\?reservation=${declined.number}&code=wallet-otp-expired$`),
      { timeout: 30_000 },
    )
    expect(await reservationStatus(page, declined.number)).toBe('pending')
  })
})
