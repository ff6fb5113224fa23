import { readFile } from 'node:fs/promises'

import { expect, test } from '@playwright/test'

import { chooseDay, choosePlace } from '../helpers/e2eBooking'
import { codeSentTo, forgetResendDelay, forgetSignupLimit } from '../helpers/outboxDb'

// Every test signs up from the one loopback address: its hourly sign-up limit is lifted.
test.beforeEach(() => forgetSignupLimit())

/**
 * The booking screens end to end, against the production build and the seeded booking data:
 * a cash booking in Arabic on a phone from the home page (signing up and verifying inline), and
 * a card booking in English on a desktop up to the hand-over to payment (/pay).
 */

let serial = 0
function customer() {
  serial += 1
  const digits = String(Date.now() % 1e6).padStart(6, '0') + String(serial + 40).padStart(2, '0')
  return {
    name: `Booking Tester ${serial}`,
    email: `booker.${digits}@example.com`,
    mobile: `011${digits}`,
    e164: `+2011${digits}`,
  }
}

/** A Cairo calendar day `days` from now, as the date input takes it (YYYY-MM-DD). */
const cairoDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(
    new Date(Date.now() + days * 24 * 60 * 60 * 1000),
  )

/** Types into a place box and picks the option whose name matches. */

const RESERVATION_NUMBER = /^MS-[2-9A-HJ-NP-Z]{6}$/

test.describe('booking screens', () => {
  // Each walks all five steps, with a sign-up: more than the default minute on a busy machine.
  test.describe.configure({ timeout: 120_000 })

  test('a cash booking in Arabic on a phone: home page, inline sign-up and verification, confirmation', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    const who = customer()

    await page.goto('/ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    // The screens load when the booking card comes into view.
    await page.locator('#booking').scrollIntoViewIfNeeded()
    await expect(page.locator('#booking-pickup')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'رحلتك', exact: true })).toBeVisible()
    // The other ways to book stay beside the form.
    await expect(page.locator('#booking .contact-actions a[href^="tel:"]')).toBeVisible()

    // Step 1: Cairo airport to Zamalek, typed in Arabic, two passengers and two bags.
    await choosePlace(page, 'booking-pickup', 'مطار القاهرة', /مطار القاهرة الدولي/)
    await choosePlace(page, 'booking-dropoff', 'الزمالك', /الزمالك/)
    // The calendar opened by itself (decision 0183); closed by a tap beside it, the prices are
    // asked without a date.
    const execCalendar = page.locator('#booking-exec-calendar')
    await expect(execCalendar.locator('.rdp-month_grid')).toBeVisible()
    await page.locator('#booking-step-title').click()
    await expect(execCalendar).toBeHidden()
    await page.getByRole('button', { name: 'اعرض الأسعار' }).click()
    // Nothing is sent without a date: the message shows beside the field.
    await expect(page.locator('#booking-exec-error')).toHaveText('اختر تاريخ ووقت الانطلاق.')
    await chooseDay(page, 'booking-exec', cairoDay(5))
    await page.locator('#booking-exec-time').selectOption('10:00')
    await page.getByRole('button', { name: 'إضافة راكب' }).click()
    // One bag unless changed (decision 0183): one more makes two.
    await expect(page.locator('#booking-luggages')).toHaveText('١')
    await page.getByRole('button', { name: 'إضافة حقيبة' }).click()
    await expect(page.locator('#booking-persons')).toHaveText('٢')

    // The trip complete, its car cards follow on the same screen, with the price per car.
    await expect(page.getByRole('heading', { name: 'سيارتك', exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'اعرض الأسعار' })).toHaveCount(0)
    const firstCar = page.locator('.car-card').first()
    await expect(firstCar.locator('.price-amount')).toContainText('ج.م.')
    await expect(firstCar).toContainText('لكل سيارة وليس لكل فرد')
    await firstCar.getByRole('button').click()

    // The checkout, as a guest: cash needs an account, and the way to one is right there.
    await expect(page.getByRole('heading', { name: 'التفاصيل والدفع', exact: true })).toBeFocused()
    await expect(page.locator('.booking-step-count')).toHaveText('الخطوة ٢ من ٢')
    await expect(page.locator('#booking-payment-cash')).toBeDisabled()
    await page.getByRole('button', { name: 'سجّل الدخول أو أنشئ حساباً للدفع نقداً' }).click()

    // The account step: sign up and verify without leaving the booking (the sixth digit sends
    // the code).
    await expect(page.getByRole('heading', { name: 'حسابك', exact: true })).toBeFocused()
    await expect(page.locator('.booking-step-count')).toHaveText('الخطوة ٢ من ٣')
    const signup = page.locator('#signup-form')
    await expect(signup).toBeVisible()
    await signup.locator('input[name="name"]').fill(who.name)
    await signup.locator('input[name="email"]').fill(who.email)
    await signup.locator('input[name="mobile"]').fill(who.mobile)
    await signup.locator('input[name="password"]').fill('secret-123')
    const started = new Date(Date.now() - 1000)
    await signup.locator('button[type="submit"]').click()
    const verify = page.locator('#verify-form')
    await expect(verify).toBeVisible()
    await verify.locator('input[name="code"]').fill(await codeSentTo(who.e164, started))

    // Back on the checkout, cash chosen (what the visitor asked for): the arrival flight (the trip
    // starts at the airport), the hotel in Zamalek, the terms and the booking.
    await expect(page.getByRole('heading', { name: 'التفاصيل والدفع', exact: true })).toBeFocused()
    await expect(page.locator('.booking-step-count')).toHaveText('الخطوة ٣ من ٣')
    await expect(page.locator('#booking-payment-cash')).toBeChecked()
    // The menu knows the new customer at once, without a page load.
    await expect(page.locator('.drawer-signed-in')).toContainText(who.name)
    await page.getByRole('button', { name: 'تأكيد الحجز' }).click()
    await expect(page.locator('#booking-arrival-flight-error')).toHaveText('رقم رحلة الوصول مطلوب.')
    await expect(page.locator('#booking-arrival-flight')).toBeFocused()
    await page.locator('#booking-arrival-flight').fill('MS 985')
    await page.locator('#booking-dropoff-location').fill('فندق ماريوت الزمالك')
    await page.locator('#booking-terms').check()
    await page.getByRole('button', { name: 'تأكيد الحجز' }).click()

    // The confirmation page, for its owner.
    await expect(page).toHaveURL(/\/ar\/booking\/MS-[2-9A-HJ-NP-Z]{6}$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('شكرًا لك، تم استلام حجزك')
    await expect(page.getByTestId('reservation-number')).toHaveText(RESERVATION_NUMBER)
    await expect(page.getByTestId('reservation-status')).toHaveText('مكتمل')
    await expect(page.getByTestId('reservation-payment')).toHaveText('نقدًا')
    await expect(page.getByText('فندق ماريوت الزمالك')).toBeVisible()
    await expect(page.getByText('MS 985')).toBeVisible()
    const number = (await page.getByTestId('reservation-number').textContent()) ?? ''

    // The voucher and the calendar file download from the page, in Arabic.
    const voucherDownload = page.waitForEvent('download')
    await page.getByRole('link', { name: 'تنزيل قسيمة الحجز (PDF)' }).click()
    const voucher = await voucherDownload
    expect(voucher.suggestedFilename()).toBe(`masar-${number}-ar.pdf`)
    const pdf = await readFile((await voucher.path())!)
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const calendarDownload = page.waitForEvent('download')
    await page.getByRole('link', { name: /إضافة إلى التقويم/ }).click()
    const calendar = await readFile((await (await calendarDownload).path())!, 'utf8')
    expect(calendar).toContain('BEGIN:VEVENT')
    expect(calendar).toContain(number)

    // The account screen lists it and opens it again.
    await page.goto('/ar/settings')
    const card = page.locator('.reservation-card', { hasText: number })
    await expect(card).toContainText('نقدًا')
    await card.getByRole('link', { name: new RegExp(number) }).click()
    await expect(page).toHaveURL(new RegExp(`/ar/booking/${number}$`))
    await expect(page.getByTestId('reservation-number')).toHaveText(number)

    // The draft was cleared: a new booking starts empty.
    await page.goto('/ar/book')
    await expect(page.locator('#booking-pickup')).toHaveValue('')
    await context.close()
  })

  test('a card booking in English on a desktop, up to the hand-over to payment', async ({
    page,
    browser,
  }) => {
    const who = customer()
    // A verified customer, made through the API: the booking skips the account step.
    const started = new Date(Date.now() - 1000)
    const signup = await page.request.post('/api/user/signup', {
      data: { name: who.name, email: who.email, mobile: who.mobile, password: 'secret-123' },
    })
    expect(signup.status()).toBe(201)
    const verified = await page.request.post('/api/user/verify', {
      data: { code: await codeSentTo(who.e164, started) },
    })
    expect(verified.status()).toBe(200)

    await page.goto('/book')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book your transfer')
    await expect(page.locator('#booking-pickup')).toBeVisible()

    // Step 1: a round trip from Zamalek to the airport, chosen with the keyboard.
    await page.locator('#booking-trip-round-trip').check()
    await page.locator('#booking-pickup').fill('zamalek')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowUp')
    await expect(page.locator('#booking-pickup')).toHaveAttribute(
      'aria-activedescendant',
      'booking-pickup-option-cai-zamalek',
    )
    await page.keyboard.press('Enter')
    await expect(page.locator('#booking-pickup')).toHaveValue('Zamalek')
    await choosePlace(page, 'booking-dropoff', 'cairo airport', /Cairo International Airport/)
    await chooseDay(page, 'booking-exec', cairoDay(6))
    await page.locator('#booking-exec-time').selectOption('07:30')
    await chooseDay(page, 'booking-return', cairoDay(12))
    await page.locator('#booking-return-time').selectOption('21:45')

    // The cars under the trip: prices are for the whole car, both ways.
    await expect(page.getByRole('heading', { name: 'Your car', exact: true })).toBeVisible()
    const car = page.locator('.car-card').first()
    await expect(car.locator('.price-amount')).toContainText('EGP')
    await expect(car).toContainText('per car, not per person')
    await expect(car).toContainText('both ways')
    const price = (await car.locator('.price-amount').textContent())?.trim() ?? ''
    await car.getByRole('button', { name: /^Choose / }).click()

    // Logged in and verified already: the account step is skipped, straight to the checkout:
    // both flights (out to the airport, back from it) and the pickup address.
    await expect(
      page.getByRole('heading', { name: 'Details and payment', exact: true }),
    ).toBeFocused()
    await expect(page.locator('.booking-step-count')).toHaveText('Step 2 of 2')
    await page.locator('#booking-departure-flight').fill('ms-986')
    await page.locator('#booking-arrival-flight').fill('MS985')
    await page.locator('#booking-pickup-location').fill('12 Brazil Street')
    await page.locator('#booking-notes').fill('Two large suitcases.')
    // A reload keeps everything entered.
    await page.reload()
    await expect(page.locator('#booking-pickup-location')).toHaveValue('12 Brazil Street')
    await expect(page.locator('#booking-departure-flight')).toHaveValue('ms-986')
    await expect(page.locator('#booking-notes')).toHaveValue('Two large suitcases.')
    await page.locator('#booking-terms').check()
    // Card is chosen unless the customer picks cash.
    await expect(page.getByText(`Booking as ${who.name}`)).toBeVisible()
    await expect(page.locator('#booking-payment-card')).toBeChecked()
    await expect(page.locator('.price-total')).toContainText(price)
    await page.getByRole('button', { name: 'Book and continue to payment' }).click()

    // Handed straight to the gateway's card page (tests/e2e/payments.e2e.spec.ts pays it), for
    // the booking's amount.
    await expect(page).toHaveURL(/\/paymob-simulator\/checkout\/en\?/)
    const mine = JSON.stringify(await (await page.request.get('/api/user/reservations')).json())
    const number = /MS-[2-9A-HJ-NP-Z]{6}/.exec(mine)?.[0] ?? ''
    expect(number).toMatch(RESERVATION_NUMBER)
    await page.goto(`/pay?reservation=${number}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay for your reservation')
    await expect(page.getByTestId('payment-amount')).toHaveText(price)

    // The reservation waits for the card payment, and its page says so.
    await page.goto(`/booking/${number}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your reservation is waiting for payment',
    )
    await expect(page.getByTestId('reservation-number')).toHaveText(number)
    await expect(page.getByTestId('reservation-status')).toHaveText('IN-COMPLETE')
    await expect(page.getByTestId('reservation-payment')).toHaveText('Card')
    await expect(page.getByTestId('reservation-price')).toHaveText(price)
    await expect(page.getByText('Nothing has been charged yet')).toBeVisible()
    const api = await page.request.get(`/api/booking/${number}`)
    expect(api.status()).toBe(200)
    expect((await api.json()).reservation).toMatchObject({
      reservationNumber: number,
      status: 'pending',
      paymentType: 'card',
      tripType: 'round-trip',
    })

    // Only its owner sees it: a visitor is asked to log in.
    const stranger = await browser.newContext()
    const strangerPage = await stranger.newPage()
    await strangerPage.goto(`/booking/${number}`)
    await expect(strangerPage).toHaveURL(/\/login\?next=/)
    await stranger.close()
  })

  test('cash for an account verified by email: the checkout proves the mobile by SMS, then books', async ({
    page,
  }) => {
    const who = customer()
    const started = new Date(Date.now() - 1000)
    const signup = await page.request.post('/api/user/signup', {
      data: {
        name: who.name,
        email: who.email,
        mobile: who.mobile,
        password: 'secret-123',
        channel: 'email',
      },
    })
    expect(signup.status()).toBe(201)
    const verified = await page.request.post('/api/user/verify', {
      data: { code: await codeSentTo(who.email, started) },
    })
    expect((await verified.json()).user).toMatchObject({ verified: true, phoneVerified: false })
    // The code just sent by email holds the next one back for 60 s; the test does not wait.
    await forgetResendDelay((await signup.json()).user.id)

    await page.goto('/book')
    await choosePlace(page, 'booking-pickup', 'cairo airport', /Cairo International Airport/)
    await choosePlace(page, 'booking-dropoff', 'zamalek', /Zamalek/)
    await chooseDay(page, 'booking-exec', cairoDay(7))
    await page.locator('#booking-exec-time').selectOption('11:00')
    await page
      .locator('.car-card')
      .first()
      .getByRole('button', { name: /^Choose / })
      .click()
    await page.locator('#booking-arrival-flight').fill('MS 777')
    await page.locator('#booking-dropoff-location').fill('Zamalek Marriott')
    await page.locator('#booking-terms').check()

    // Cash is taken in Cairo, but not from an unproven mobile: the proof is offered in place.
    const cash = page.locator('#booking-payment-cash')
    await expect(cash).toBeDisabled()
    await expect(page.getByText('First verify your mobile number by SMS.')).toBeVisible()
    const sent = new Date(Date.now() - 1000)
    await page.getByRole('button', { name: /^Send a code by SMS to/ }).click()
    await page.locator('#booking-cash-unavailable-code').fill(await codeSentTo(who.e164, sent))
    await page.getByRole('button', { name: 'Verify my number' }).click()
    await expect(
      page.getByText('Your mobile number is verified: you can pay in cash.'),
    ).toBeVisible()
    await expect(cash).toBeChecked()
    await page.getByRole('button', { name: 'Confirm booking' }).click()

    await expect(page).toHaveURL(/\/booking\/MS-[2-9A-HJ-NP-Z]{6}$/)
    await expect(page.getByTestId('reservation-payment')).toHaveText('Cash')
  })
})
