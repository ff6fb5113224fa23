import { readFile } from 'node:fs/promises'

import { expect, type Page, test } from '@playwright/test'

import { chooseTrip, CONFIRMATION, verifiedCustomer } from '../helpers/e2eBooking'
import { forgetSignupLimit, messagesTo } from '../helpers/outboxDb'
import { extractText } from '../helpers/pdfText'

// Every test signs up from the one loopback address: its hourly sign-up limit is lifted.
test.beforeEach(() => forgetSignupLimit())

/**
 * One numeral system in Arabic (docs/decisions.md, "Numerals"): an Arabic booking on a phone
 * shows every quantity (step, passengers, bags, hours, times, dates, prices) in Arabic-Indic
 * digits on the trip, car, details and payment steps and the confirmation page, and so do the
 * voucher and the confirmation email and SMS. Identifiers (the reservation number, phone numbers,
 * the flight number) keep Latin digits inside a left-to-right isolate. The voucher and the email
 * also say who travels, their phone, and where the driver meets them.
 */

const WESTERN = /[0-9]/
const ARABIC_INDIC = /[\u0660-\u0669]/
/** Text isolated from the sentence around it: identifiers (LRI) and what people typed (FSI). */
const ISOLATED = /[\u2066\u2067\u2068][^\u2069]*\u2069/g

/**
 * The visible texts under `selector` that still show a Western digit once identifiers are left
 * out (and numbered lists that draw Western digits): `<bdi>` and `dir="ltr"` elements, isolated runs, form fields, and Latin words with their
 * digits (a car model's "H1", a Latin hotel name), which are names, not quantities.
 */
async function westernDigitsIn(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluate((root) => {
    const found: string[] = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || !parent.checkVisibility()) continue
      if (parent.closest('bdi, [dir="ltr"], script, style, input, textarea, select')) continue
      const text = (node.textContent ?? '')
        .replace(/[\u2066\u2067\u2068][^\u2069]*\u2069/g, '')
        .replace(/[A-Za-z][A-Za-z0-9 .-]*/g, '')
      if (/[0-9]/.test(text)) found.push((node.textContent ?? '').trim())
    }
    // A numbered list's markers are drawn by the browser, in the list's own digits.
    for (const list of root.querySelectorAll('ol')) {
      const type = getComputedStyle(list).listStyleType
      if (list.checkVisibility() && /decimal/.test(type)) found.push(`<ol> ${type}`)
    }
    return found
  })
}

/** A page's quantities: Arabic-Indic digits and no Western digit outside identifiers. */
async function expectArabicDigits(page: Page, selector: string) {
  await expect(page.locator(selector)).toContainText(ARABIC_INDIC)
  expect(await westernDigitsIn(page, selector)).toEqual([])
}

test('an Arabic booking, its voucher and its messages write quantities in Arabic-Indic digits', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  const who = await verifiedCustomer(page, 'ar')

  // The trip step: the step counter, the counts and the lead time. Three passengers, kept by the
  // draft for the trip chosen next.
  await page.goto('/ar/book')
  await expect(page.locator('main')).toContainText('الخطوة ١ من ٢')
  await page.getByRole('button', { name: 'إضافة راكب' }).click()
  await page.getByRole('button', { name: 'إضافة راكب' }).click()
  await expect(page.locator('#booking-persons')).toHaveText('٣')
  await expect(page.locator('#booking-luggages')).toHaveText('١')
  await expect(page.locator('main')).toContainText('١٢ ساعة')
  await expectArabicDigits(page, 'main')

  // The cars under the trip (decision 0183): capacities and prices per car.
  await chooseTrip(page, 'ar', 3)
  await expect(page.locator('main')).toContainText('الخطوة ١ من ٢')
  await expect(page.locator('.car-card').first().locator('.price-amount')).toContainText(
    ARABIC_INDIC,
  )
  await expectArabicDigits(page, 'main')

  // The checkout (verified already: straight from the car), the details and the payment with
  // the summary above them. Only the cars that take three passengers are offered.
  await page.locator('.car-card').first().getByRole('button').click()
  await expect(page.getByRole('heading', { name: 'التفاصيل والدفع', exact: true })).toBeFocused()
  await expect(page.locator('main')).toContainText('الخطوة ٢ من ٢')
  await expect(page.locator('main')).toContainText('٣ ركاب')
  await page.locator('#booking-departure-flight').fill('MS 986')
  await page.locator('#booking-pickup-location').fill('فندق ماريوت')
  await page.locator('#booking-terms').check()
  await expectArabicDigits(page, 'main')
  await page.locator('#booking-payment-cash').check()
  await page.getByRole('button', { name: 'تأكيد الحجز' }).click()

  // The confirmation: quantities in Arabic-Indic digits; the reservation number and the hotline
  // in Latin digits, left to right.
  await expect(page).toHaveURL(CONFIRMATION)
  const number = CONFIRMATION.exec(new URL(page.url()).pathname)![1]!
  await expect(page.locator('main')).toContainText('٣ ركاب')
  const reservationNumber = page.getByTestId('reservation-number')
  await expect(reservationNumber).toHaveText(number)
  await expect(reservationNumber).toHaveAttribute('dir', 'ltr')
  const hotline = page.locator('main a[href^="tel:"] bdi[dir="ltr"]').first()
  await expect(hotline).toHaveText(/^\+[0-9 ]+$/)
  const hotlineText = (await hotline.textContent())!
  const price = (await page.getByTestId('reservation-price').textContent())!
  const priceDigits = /[\u0660-\u0669\u066c]+/.exec(price)![0]
  await expectArabicDigits(page, 'main')

  // The voucher: quantities in Arabic-Indic digits, identifiers in Latin ones; the traveller's
  // name and phone and where the driver meets (Zamalek is no airport: the pickup address).
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'تنزيل قسيمة الحجز (PDF)' }).click()
  const pdf = await readFile((await (await download).path())!)
  const { glyphs, actual } = extractText(pdf)
  const arabicRuns = actual.join(' ')
  const latinRuns = glyphs.join(' ')
  // Runs are stored in visual order, a number apart from its words: each is checked alone.
  expect(actual).toContain('٣')
  expect(arabicRuns).toContain('ركاب')
  expect(actual).toContain(priceDigits)
  expect(arabicRuns).toContain('للسيارة عن الرحلة كاملة')
  expect(arabicRuns).toContain('مكان اللقاء')
  expect(arabicRuns).toContain('في عنوان الاستلام')
  expect(arabicRuns).toContain('فندق ماريوت')
  // Arabic runs never carry a Western digit; Latin runs carry only identifiers and names.
  expect(arabicRuns).not.toMatch(WESTERN)
  expect(latinRuns).toContain(number)
  expect(latinRuns).toContain(who.name)
  expect(latinRuns.replace(/\s/g, '')).toContain(who.e164)
  expect(latinRuns).toContain('MS 986')
  expect(latinRuns).toContain(hotlineText)
  // What is left once the identifiers (the reservation number, the traveller's name and phone,
  // the hotline, the flight, the page's address) and a car model's Latin name ("H1") are out.
  const leftover = [number, who.name, hotlineText, 'MS 986']
    .reduce((text, known) => text.split(known).join(' '), latinRuns)
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\+[0-9 ]{8,}/g, ' ')
    .replace(/\b[A-Za-z]+[0-9]+\b/g, ' ')
  expect(leftover).not.toMatch(WESTERN)

  // The calendar file's Arabic description: counts and dates in Arabic-Indic digits, the
  // reservation number and hotline isolated.
  const calendarDownload = page.waitForEvent('download')
  await page.getByRole('link', { name: /إضافة إلى التقويم/ }).click()
  const ics = (await readFile((await (await calendarDownload).path())!, 'utf8')).replace(
    /\r\n[ \t]/g,
    '',
  )
  const description = /^DESCRIPTION;LANGUAGE=ar:(.*)$/m.exec(ics)![1]!
  expect(description).toContain('٣ ركاب')
  expect(description).toContain(`\u2068${number}\u2069`)
  expect(description.replace(ISOLATED, '').replace(/https?:\/\/\S+/g, '')).not.toMatch(WESTERN)

  // The account screen's count and reservation card.
  await page.goto('/ar/settings')
  await expect(page.getByTestId('reservations-count')).toHaveText('١')
  await expectArabicDigits(page, 'main')

  // The confirmation email and SMS in Arabic: the same rule, identifiers isolated.
  const email = (await messagesTo(who.email, 'booking-confirmation')).find(
    (message) => message.channel === 'email',
  )!
  expect(email.locale).toBe('ar')
  expect(email.body).toContain('لعدد ٣ ركاب')
  expect(email.body).toContain(`الراكب: \u2068${who.name}\u2069.`)
  expect(email.body).toMatch(/هاتف الراكب: \u2066\+20[0-9 ]+\u2069\./)
  expect(email.body).toContain('مكان اللقاء: في عنوان الاستلام: الزمالك، \u2068فندق ماريوت\u2069.')
  // The manage link is an address, written as it is.
  const withoutLinks = (text: string) => text.replace(/https?:\/\/\S+/g, '')
  expect(withoutLinks(email.body.split(number).join('').replace(ISOLATED, ''))).not.toMatch(WESTERN)
  expect(email.body).toMatch(ARABIC_INDIC)
  const [sms] = await messagesTo(who.e164, 'booking-confirmation')
  expect(sms!.locale).toBe('ar')
  expect(sms!.body).toContain(`\u2068${number}\u2069`)
  expect(sms!.body).toMatch(ARABIC_INDIC)
  expect(withoutLinks(sms!.body.replace(ISOLATED, ''))).not.toMatch(WESTERN)

  await context.close()
})

test('the Arabic card payment screen writes its amount, times and time left in Arabic-Indic digits', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  await verifiedCustomer(page, 'ar')
  await chooseTrip(page, 'ar', 4)
  await page.locator('.car-card').first().getByRole('button').click()
  await page.locator('#booking-departure-flight').fill('MS 986')
  await page.locator('#booking-pickup-location').fill('فندق ماريوت')
  await page.locator('#booking-terms').check()
  await expect(page.locator('#booking-payment-card')).toBeChecked()
  await page.getByRole('button', { name: 'احجز وتابع إلى الدفع' }).click()
  // Straight to the card page; /pay (a "Pay now" later) writes the amount in Arabic-Indic digits.
  await expect(page).toHaveURL(/\/paymob-simulator\/checkout\/ar\?/)
  const number = /MS-[2-9A-HJ-NP-Z]{6}/.exec(
    JSON.stringify(await (await page.request.get('/api/user/reservations')).json()),
  )?.[0]
  await page.goto(`/ar/pay?reservation=${number}`)
  await expect(page.getByTestId('payment-amount')).toContainText(ARABIC_INDIC)
  await expectArabicDigits(page, 'main')
  await context.close()
})

test('the Arabic home (with its FAQs), terms and services pages write their quantities in Arabic-Indic digits', async ({
  page,
}) => {
  for (const path of ['/ar', '/ar/terms', '/ar/services']) {
    await page.goto(path)
    await expectArabicDigits(page, 'body')
  }
  // The footer's year too.
  await expect(page.locator('footer')).toContainText(
    `© ${new Intl.NumberFormat('ar-EG', { useGrouping: false }).format(new Date().getFullYear())}`,
  )
})
