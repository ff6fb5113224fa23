import { type Browser, expect, type Page, test } from '@playwright/test'

import {
  bookRoundTripByApi,
  bookTrip,
  CONFIRMATION,
  numberOf,
  verifiedCustomer,
} from '../helpers/e2eBooking'
import { forgetSignupLimit, messagesTo } from '../helpers/outboxDb'

/**
 * Issue 32, item 2 (decision 0155): the customer changes their own booking, what does not change
 * the price, and everyone hears of it. In English on a desktop from the reservation page (logged
 * in); in Arabic on a phone from the confirmation's private link, not logged in, on a round trip.
 */

test.beforeEach(() => forgetSignupLimit())

const SHOTS = 'test-results/screenshots/self-change'

const TEXT = {
  en: {
    title: 'Change your booking',
    open: 'Change details',
    save: 'Save changes',
    saved: 'Your changes are saved.',
    notes: 'Notes for the driver',
    time: 'Time',
    someoneElse: 'Someone else travels',
    passengerName: "Passenger's name",
    passengerPhone: "Passenger's mobile",
  },
  ar: {
    title: 'تعديل حجزك',
    open: 'تعديل البيانات',
    save: 'حفظ التعديلات',
    saved: 'تم حفظ تعديلاتك',
    notes: 'ملاحظات للسائق',
    time: 'الوقت',
    someoneElse: 'شخص آخر سيسافر',
    passengerName: 'اسم الراكب',
    passengerPhone: 'جوال الراكب',
  },
} as const

async function phoneContext(browser: Browser) {
  return browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })
}

/** The latest message of a template to `to` that names the booking. */
async function latest(to: string, template: string, number: string) {
  let body = ''
  await expect
    .poll(async () => {
      const sent = await messagesTo(to, template)
      body = sent.findLast((message) => message.body.includes(number))?.body ?? ''
      return body.length
    })
    .toBeGreaterThan(0)
  return body
}

const section = (page: Page, locale: 'en' | 'ar') =>
  page.getByRole('region', { name: TEXT[locale].title })

test('a customer moves the pickup time and adds a note from the reservation page (en, desktop)', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const who = await verifiedCustomer(page, 'en')
  await bookTrip(page, 'en', 6)
  await expect(page).toHaveURL(CONFIRMATION)
  const number = numberOf(page)
  const change = section(page, 'en')
  await expect(change).toContainText('You can change the outbound trip')
  await change.getByRole('button', { name: TEXT.en.open }).click()

  const time = change.locator('#change-exec-time')
  const before = await time.inputValue()
  const later =
    before < '20:00'
      ? `${String(Number(before.slice(0, 2)) + 2).padStart(2, '0')}${before.slice(2)}`
      : '08:00'
  await time.selectOption(later)
  await change.getByLabel(TEXT.en.notes).fill('Two child seats, please')
  await change.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${SHOTS}/form-en-desktop.png`, fullPage: true })
  await change.getByRole('button', { name: TEXT.en.save }).click()

  await expect(change.getByTestId('self-change-saved')).toContainText(TEXT.en.saved)
  // The page shows the booking as it now is.
  await expect(page.locator('#confirmation-trip + .confirmation-facts')).toContainText(later)
  await expect(page.locator('#confirmation-trip + .confirmation-facts')).toContainText(
    'Two child seats, please',
  )
  await page.screenshot({ path: `${SHOTS}/saved-en-desktop.png`, fullPage: true })

  const mail = await latest(who.email, 'reservation-changed', number)
  expect(mail).toContain('Notes: Two child seats, please (was none)')
  expect(mail).toMatch(new RegExp(`Pickup time: .*${later}.*\\(was .*${before}`))
  await latest(who.e164, 'reservation-changed', number)
})

test('a customer changes the return and the passenger from the private link (ar, phone)', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000)
  const who = await verifiedCustomer(page, 'ar')
  const { number } = await bookRoundTripByApi(page, {
    paymentType: 'cash',
    days: 6,
    returnAfter: 4,
    persons: 2,
    pickupName: 'Marriott Mena House',
  })
  const confirmation = await latest(who.email, 'booking-confirmation', number)
  const link = /https?:\/\/\S+\/manage\?token=[A-Za-z0-9_-]{43}/.exec(confirmation)?.[0]
  expect(link).toBeTruthy()
  const url = new URL(link!)

  const context = await phoneContext(browser)
  const phone = await context.newPage()
  await phone.goto(`${url.pathname}${url.search}`)
  await expect(phone.getByTestId('reservation-number')).toHaveText(number)
  const change = section(phone, 'ar')
  // Both legs' limits, in Arabic digits.
  await expect(change).toContainText('رحلة العودة')
  await expect(change).not.toContainText(/[0-9]/)
  await change.getByRole('button', { name: TEXT.ar.open }).click()
  await change.locator('#change-return-time').selectOption('20:00')
  await change.getByLabel(TEXT.ar.someoneElse).check()
  await change.getByLabel(TEXT.ar.passengerName).fill('منى عادل')
  // A phone that is not one: refused under its field, in Arabic; nothing saved.
  await change.getByLabel(TEXT.ar.passengerPhone).fill('123')
  await change.getByRole('button', { name: TEXT.ar.save }).click()
  await expect(change.locator('#change-passenger-phone-error')).toBeVisible()
  await expect(change.locator('#change-passenger-phone')).toHaveAttribute('aria-invalid', 'true')
  await change.scrollIntoViewIfNeeded()
  await phone.screenshot({ path: `${SHOTS}/refused-ar-phone.png`, fullPage: true })

  await change.getByLabel(TEXT.ar.passengerPhone).fill('0100 555 0124')
  await change.getByRole('button', { name: TEXT.ar.save }).click()
  await expect(change.getByTestId('self-change-saved')).toContainText(TEXT.ar.saved)
  await expect(phone.locator('#confirmation-trip + .confirmation-facts')).toContainText('منى عادل')
  // The page is still the link's (no session), and the documents download by it.
  const voucher = phone.locator('a[href*="/voucher?lang=ar&token="]')
  await expect(voucher).toBeVisible()
  const pdf = await phone.request.get((await voucher.getAttribute('href'))!)
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  await phone.screenshot({ path: `${SHOTS}/saved-ar-phone.png`, fullPage: true })

  // The header's language switch keeps the link's token: the same booking, in English.
  await phone.getByRole('link', { name: 'التبديل إلى الإنجليزية' }).click()
  await expect(phone).toHaveURL(/\/manage\?token=/)
  await expect(phone.getByTestId('reservation-number')).toHaveText(number)
  await expect(section(phone, 'en')).toBeVisible()

  const mail = await latest(who.email, 'reservation-changed', number)
  expect(mail).toContain('موعد العودة')
  expect(mail).toContain('منى عادل')
  await context.close()
})
