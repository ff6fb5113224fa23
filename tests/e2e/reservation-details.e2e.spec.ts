import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'

import { bookRoundTripByApi, type Locale, verifiedCustomer } from '../helpers/e2eBooking'
import { forgetSignupLimit, messagesTo } from '../helpers/outboxDb'
import { ADMIN, STAFF_PATH } from '../helpers/staffApi'

/**
 * Issue 32, items 2 and 3 (decision 0152): a card declined, then the retry paying the same
 * reservation; the reservation's page (English, desktop) and its private link (Arabic, phone)
 * show the declined attempt with its reason, the payment with the receipt's numbers and the
 * drivers staff assigned; the account's card counts the declined attempt.
 */

test.beforeEach(() => forgetSignupLimit())

const SHOTS = 'test-results/screenshots/reservation-details'

const TEXT = {
  en: {
    attempts: 'Payment attempts',
    declined: 'Declined',
    reason: 'Your bank declined the card: there are not enough funds on it.',
    payment: 'Payment',
    drivers: 'Where your trip stands',
    headline: 'Your driver is assigned',
    stage: 'Driver assigned',
    outbound: 'Outbound',
    return: 'Return',
    tryAgain: 'Try again',
    declinedLine: '1 declined card attempt',
  },
  ar: {
    attempts: 'محاولات الدفع',
    declined: 'مرفوضة',
    reason: 'رفض البنك البطاقة لعدم كفاية الرصيد.',
    payment: 'الدفع',
    drivers: 'أين وصلت رحلتك',
    headline: 'تم تعيين سائقك',
    stage: 'تم تعيين السائق',
    outbound: 'الذهاب',
    return: 'العودة',
    tryAgain: 'حاول مرة أخرى',
    declinedLine: 'محاولة دفع واحدة مرفوضة',
  },
} as const

const localized = (locale: Locale, path: string) => (locale === 'ar' ? `/ar${path}` : path)

async function contextFor(browser: Browser, phone: boolean) {
  return browser.newContext(
    phone
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 } },
  )
}

async function enterCard(page: Page, number: string) {
  await expect(page).toHaveURL(/\/paymob-simulator\/checkout\/(en|ar)\?/)
  await page.locator('#number').fill(number)
  await page.locator('#expiryMonth').fill('12')
  await page.locator('#expiryYear').fill(String((new Date().getFullYear() + 3) % 100))
  await page.locator('#cvv').fill('123')
  await page.locator('form.sim-form button[type="submit"]').click()
}

/** Staff assign a driver to a leg through the staff API, as the desk's form does. */
async function assignDriver(
  request: APIRequestContext,
  number: string,
  leg: 'outbound' | 'return',
  driver: { name: string; mobile: string; plate: string },
) {
  const login = await request.post('/api/cms/users/login', { data: ADMIN })
  expect(login.ok()).toBe(true)
  const { token } = (await login.json()) as { token: string }
  const answer = await request.post(`/api/${STAFF_PATH.slice(1)}/reservations/${number}/dispatch`, {
    headers: { Authorization: `JWT ${token}` },
    data: { leg, ...driver },
  })
  expect(answer.status(), await answer.text()).toBe(200)
}

for (const { locale, phone, days } of [
  { locale: 'en', phone: false, days: 8 },
  { locale: 'ar', phone: true, days: 9 },
] as const) {
  const device = phone ? 'phone' : 'desktop'
  test(`a declined card, the retry that paid, the payment and the drivers on the reservation (${locale}, ${device})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000)
    const text = TEXT[locale]
    const context = await contextFor(browser, phone)
    const page = await context.newPage()
    const who = await verifiedCustomer(page, locale)
    const { number } = await bookRoundTripByApi(page, {
      paymentType: 'card',
      days,
      returnAfter: 3,
      persons: 2,
      pickupName: 'Nile Tower',
    })

    // A declined card, then "try again" pays the same reservation on a new order.
    await page.goto(localized(locale, `/pay?reservation=${number}`))
    const payButton = page.getByRole('button', { name: /by card or wallet$|بالبطاقة أو المحفظة$/ })
    await payButton.click()
    await enterCard(page, '4000000000009995')
    await expect(page).toHaveURL(
      new RegExp(`/fail-pay\\?reservation=${number}&code=insufficient-funds$`),
    )
    await page.getByRole('link', { name: text.tryAgain }).click()
    await expect(page).toHaveURL(new RegExp(`/pay\\?reservation=${number}$`))
    await page.getByRole('button', { name: /by card or wallet$|بالبطاقة أو المحفظة$/ }).click()
    await enterCard(page, '4111111111111111')
    await expect(page).toHaveURL(new RegExp(`/success\\?reservation=${number}$`))

    await assignDriver(request, number, 'outbound', {
      name: 'Karim Adel',
      mobile: '0100 765 4321',
      plate: 'ن ط ق 1234',
    })
    await assignDriver(request, number, 'return', {
      name: 'Samir Fawzy',
      mobile: '+20 111 222 3344',
      plate: 'ABC 123',
    })

    // English: the reservation's page of the logged-in customer; Arabic: the private link of
    // the confirmation email, in a browser that is not logged in.
    let reader = page
    if (locale === 'en') {
      await page.goto(`/booking/${number}`)
    } else {
      let link = ''
      await expect
        .poll(async () => {
          const sent = await messagesTo(who.email, 'booking-confirmation')
          link =
            sent
              .map((message) =>
                /https?:\/\/\S+\/manage\?token=[A-Za-z0-9_-]{43}/.exec(message.body),
              )
              .find(Boolean)?.[0] ?? ''
          return link
        })
        .not.toBe('')
      const url = new URL(link)
      reader = await (await contextFor(browser, phone)).newPage()
      await reader.goto(`${url.pathname}${url.search}`)
    }
    await expect(reader.getByTestId('reservation-number')).toHaveText(number)

    // The declined attempt, with its Cairo time and its reason in the reader's language.
    const attempts = reader.getByRole('region', { name: text.attempts, exact: true })
    await expect(attempts.getByTestId('payment-attempt')).toHaveCount(1)
    await expect(attempts.getByTestId('payment-attempt')).toContainText(text.declined)
    await expect(attempts.getByTestId('payment-attempt')).toContainText(text.reason)

    // The payment: the amount charged and the gateway's numbers, the same as the receipt's.
    const payment = reader.getByRole('region', { name: text.payment, exact: true })
    const price = (await reader.getByTestId('reservation-price').textContent())?.trim() ?? ''
    await expect(payment.getByTestId('payment-amount')).toHaveText(price)
    const transaction = (await payment.getByTestId('payment-transaction').textContent()) ?? ''
    const order = (await payment.getByTestId('payment-order').textContent()) ?? ''
    expect(transaction).not.toBe('')
    expect(order).not.toBe('')
    await expect
      .poll(async () => {
        const sent = await messagesTo(who.email, 'payment-receipt')
        return sent.find((message) => message.channel === 'email')?.body ?? ''
      })
      .toContain(transaction)
    const receipt = (await messagesTo(who.email, 'payment-receipt')).find(
      (message) => message.channel === 'email',
    )
    expect(receipt?.body).toContain(order)

    // The page leads with the trip (issue 44 item 2): its title says where the trip stands, and
    // each leg's stage and driver come before the details of the booking.
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(text.headline)
    await expect(reader.getByTestId('reservation-status')).toHaveText(
      locale === 'en' ? 'COMPLETED' : 'مكتمل',
    )
    const drivers = reader.getByRole('region', { name: text.drivers, exact: true })
    await expect(drivers.getByTestId('progress-outbound')).toContainText(text.stage)
    const top = async (selector: string) =>
      (await reader.locator(selector).first().boundingBox())?.y ?? Number.NaN
    expect(await top('[data-testid="trip-status"]')).toBeLessThan(await top('#confirmation-trip'))
    expect(await top('#self-cancel-title')).toBeLessThan(await top('#confirmation-trip'))
    // The drivers of both legs, each mobile a call link written left to right.
    await expect(drivers.getByTestId('driver-outbound')).toContainText('Karim Adel')
    await expect(drivers.getByTestId('driver-outbound')).toContainText(text.outbound)
    await expect(drivers.getByTestId('driver-return')).toContainText('Samir Fawzy')
    await expect(drivers.getByTestId('driver-return')).toContainText(text.return)
    await expect(drivers.getByTestId('driver-mobile').first()).toHaveAttribute(
      'href',
      'tel:+201007654321',
    )
    await expect(drivers.getByTestId('driver-mobile').first()).toHaveText(
      '\u2066+20 10 0765 4321\u2069',
    )
    // Nothing is wider than the screen.
    const overflow = await reader.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect.soft(overflow).toBeLessThanOrEqual(0)
    await reader.screenshot({
      path: `${SHOTS}/reservation-${locale}-${device}.png`,
      fullPage: true,
    })

    // The account's card: one reservation, paid, with its declined attempt counted.
    await page.goto(localized(locale, '/settings'))
    const card = page.locator('.reservation-card', { hasText: number })
    await expect(card).toHaveCount(1)
    await expect(card.getByTestId('reservation-declined')).toHaveText(text.declinedLine)
    await card.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SHOTS}/account-${locale}-${device}.png`, fullPage: true })
    if (reader !== page) await reader.context().close()
    await context.close()
  })
}
