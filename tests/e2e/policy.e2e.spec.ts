import { type Browser, expect, type Page, test } from '@playwright/test'

import {
  bookRoundTripByApi,
  chooseTrip,
  type Locale,
  verifiedCustomer,
} from '../helpers/e2eBooking'

/**
 * One operational policy, promises from the booking's own facts (shared decisions; decision 0180):
 * the checkout and the terms page state the same figures, from the settings, in English and in
 * Arabic (the Arabic once said 15 free minutes); a trip inside the free-cancellation hours is told
 * before paying that it cannot be cancelled online, and how to reach us.
 */

const SHOTS = 'test-results/screenshots/policy'

const TEXT = {
  en: {
    checkout: 'Details and payment',
    cancellation: 'Free cancellation up to 72 hours before pickup',
    waiting: 'Free waiting: 45 minutes after landing at the airport, 30 minutes elsewhere',
    closed:
      'This booking cannot be cancelled online: free cancellation ends 72 hours before the pickup.',
    termsAirport: '45 minutes from the actual landing time',
    termsElsewhere: 'waits 30 minutes free of charge',
    termsCharge: /EGP\s?100 per hour/,
    termsDetour: /up to 10 km from the booked route costs EGP\s?100/,
    termsCancel: 'free up to 72 hours before the pickup time',
    stale: /15 minutes|EGP\s?30 per/,
    bookedInside:
      'This booking was made less than 72 hours before the pickup, so it cannot be cancelled online.',
  },
  ar: {
    checkout: 'التفاصيل والدفع',
    cancellation: 'إلغاء مجاني حتى ٧٢ ساعة قبل موعد الاستلام',
    waiting: 'انتظار مجاني: ٤٥ دقيقة من هبوط الطائرة في المطار، و٣٠ دقيقة في غير المطار',
    closed:
      'لا يمكن إلغاء هذا الحجز عبر الموقع: ينتهي الإلغاء المجاني قبل موعد الاستلام بـ ٧٢ ساعة.',
    termsAirport: '٤٥ دقيقة من موعد هبوط الطائرة الفعلي',
    termsElsewhere: 'ينتظرك السائق ٣٠ دقيقة مجانًا',
    termsCharge: /١٠٠.*لكل ساعة/,
    termsDetour: /حتى ١٠ كم عن المسار المحجوز يكلف \u200f?١٠٠/,
    termsCancel: 'الإلغاء مجاني حتى ٧٢ ساعة قبل موعد الاستلام',
    stale: /١٥ دقيقة|٣٠ جنيهًا لكل ٣٠ دقيقة|٥ كم/,
    bookedInside: 'تم هذا الحجز قبل الانطلاق بأقل من ٧٢ ساعة، لذا لا يمكن إلغاؤه عبر الموقع.',
  },
} as const

/** Arabic on a 360 px phone, English on a desktop. */
const contextFor = (browser: Browser, locale: Locale) =>
  browser.newContext(
    locale === 'ar'
      ? { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 } },
  )

/** The trip `days` ahead at 09:00 and its first car: a guest lands on the checkout. */
async function toCheckout(page: Page, locale: Locale, days: number) {
  await chooseTrip(page, locale, days)
  await page.locator('.car-card').first().getByRole('button').click()
  await expect(
    page.getByRole('heading', { name: TEXT[locale].checkout, exact: true }),
  ).toBeFocused()
}

for (const locale of ['en', 'ar'] as const) {
  test(`the checkout and the terms page state the same policy (${locale})`, async ({ browser }) => {
    test.setTimeout(90_000)
    const context = await contextFor(browser, locale)
    const page = await context.newPage()
    const text = TEXT[locale]

    // Six days ahead: free cancellation is still open for this trip.
    await toCheckout(page, locale, 6)
    const assurances = page.locator('.booking-assurances').last()
    await expect(assurances.getByTestId('assurance-cancellation')).toHaveText(text.cancellation)
    await expect(assurances.getByTestId('assurance-waiting')).toHaveText(text.waiting)
    await assurances.scrollIntoViewIfNeeded()
    await assurances.screenshot({ path: `${SHOTS}/checkout-assurances-${locale}.png` })

    await page.goto(`/${locale}/terms`)
    const policy = page.getByTestId('terms-policy')
    await expect(policy).toBeVisible()
    await expect(page.getByTestId('terms-policy-waitingAirport')).toContainText(text.termsAirport)
    await expect(page.getByTestId('terms-policy-waitingElsewhere')).toContainText(
      text.termsElsewhere,
    )
    await expect(page.getByTestId('terms-policy-waitingCharge')).toContainText(text.termsCharge)
    await expect(page.getByTestId('terms-policy-detour')).toContainText(text.termsDetour)
    await expect(page.getByTestId('terms-policy-cancellation')).toContainText(text.termsCancel)
    // Nowhere on the page another figure (the Arabic terms' old 15 minutes, EGP 30 per 30).
    await expect(page.locator('main')).not.toContainText(text.stale)
    await page.screenshot({ path: `${SHOTS}/terms-${locale}.png`, fullPage: true })
    await context.close()
  })

  test(`a trip inside 72 hours is told before paying it cannot be cancelled online (${locale})`, async ({
    browser,
  }) => {
    test.setTimeout(90_000)
    const context = await contextFor(browser, locale)
    const page = await context.newPage()
    // The day after tomorrow at 09:00: inside the free-cancellation hours, and past the minimum
    // lead time at any hour of the run (tomorrow's 09:00 is too soon late in a Cairo evening).
    await toCheckout(page, locale, 2)
    const assurances = page.locator('.booking-assurances').last()
    const closed = assurances.getByTestId('assurance-cancellation-closed')
    await expect(closed).toContainText(TEXT[locale].closed)
    // How to reach us: the hotline, in the reader's direction.
    await expect(closed).toContainText('+20 10 0555 0123')
    await expect(assurances.getByTestId('assurance-cancellation')).toHaveCount(0)
    await assurances.scrollIntoViewIfNeeded()
    await assurances.screenshot({ path: `${SHOTS}/checkout-closed-${locale}.png` })

    // Booked so, its page never names a past date it "could" have been cancelled until.
    await verifiedCustomer(page, locale)
    const { number } = await bookRoundTripByApi(page, {
      paymentType: 'card',
      days: 2,
      returnAfter: 1,
      persons: 1,
      pickupName: 'Nile Tower',
    })
    await page.goto(`${locale === 'ar' ? '/ar' : ''}/booking/${number}`)
    const refusal = page.getByTestId('self-cancel-too-late')
    await expect(refusal).toContainText(TEXT[locale].bookedInside)
    await expect(refusal).not.toContainText(/20\d\d|٢٠[٠-٩][٠-٩]/)
    await refusal.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SHOTS}/booked-inside-${locale}.png` })
    await context.close()
  })
}
