import { createHash, randomBytes } from 'node:crypto'

import { expect, type Locator, test } from '@playwright/test'
import pg from 'pg'

import { bookRoundTripByApi, verifiedCustomer } from '../helpers/e2eBooking'
import { forgetSignupLimit } from '../helpers/outboxDb'
import { ADMIN } from '../helpers/staffApi'

/**
 * Issue 33 item 5 (decision 0161): a customer whose trip is completed writes their review in
 * Arabic on a 360 px phone from the review request's link; staff approve it; it shows on the home
 * page with the average and count, in Arabic digits for Arabic readers, and in the page's
 * structured data.
 */

test.beforeEach(() => forgetSignupLimit())

const SHOTS = 'test-results/screenshots/reviews'

async function sql<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

/**
 * The outbound leg completed and a review request sent, written to the run's database directly
 * (the driver's taps and `requestReview` have their own tests): answers the link's token.
 */
async function completedWithReviewLink(number: string): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  const hash = createHash('sha256').update(`review:${token}`).digest('hex')
  await sql((client) =>
    client.query(
      `update reservations
          set progress_outbound_state = 'completed', progress_outbound_at = now(),
              review_link_token_hash = $2, review_link_requested_at = now(),
              review_link_expires_at = now() + interval '60 days'
        where reservation_number = $1`,
      [number, hash],
    ),
  )
  return token
}

/** The approved reviews' average (one decimal) and count, as the pages compute them. */
async function approvedSummary(): Promise<{ average: number; count: number }> {
  const { rows } = await sql((client) =>
    client.query(
      `select count(*)::int as count, avg((driver_stars + service_stars) / 2.0)::float as average
         from reviews where status = 'approved'`,
    ),
  )
  const row = rows[0] as { count: number; average: number }
  return { count: row.count, average: Math.round(row.average * 10 + 1e-9) / 10 }
}

test('a customer reviews their trip in Arabic on a phone; approved, it shows on the home page', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000)
  await verifiedCustomer(page, 'ar')
  const { number } = await bookRoundTripByApi(page, {
    paymentType: 'cash',
    days: 2,
    returnAfter: 3,
    persons: 2,
    pickupName: 'Marriott Mena House',
  })
  const token = await completedWithReviewLink(number)

  const context = await browser.newContext({
    viewport: { width: 360, height: 780 },
    isMobile: true,
    hasTouch: true,
  })
  const phone = await context.newPage()
  await phone.goto(`/ar/review?token=${token}`)
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('قيّم رحلتك')
  await expect(phone.locator('.review-trip')).toContainText(number)

  // The driver's stars by keyboard: the group's radio buttons move with the arrows.
  const driver = phone.getByRole('group', { name: 'كيف كان السائق؟' })
  const service = phone.getByRole('group', { name: 'كيف كانت خدمتنا؟' })
  // A tap on the fourth star (its label: the radio button itself is hidden under it).
  await phone.locator('label[for="review-driverStars-4"]').click()
  await expect(driver.getByRole('radio', { name: '٤ نجوم' })).toBeChecked()
  await driver.getByRole('radio', { name: '٤ نجوم' }).focus()
  await phone.keyboard.press('ArrowDown')
  await expect(driver.getByRole('radio', { name: '٥ نجوم' })).toBeChecked()
  await phone.locator('label[for="review-serviceStars-4"]').click()
  await expect(service.getByRole('radio', { name: '٤ نجوم' })).toBeChecked()
  // The first star sits at the inline start: on the right in Arabic.
  const boxes = await Promise.all(
    ['نجمة واحدة', '٥ نجوم'].map(async (name) =>
      driver
        .locator('label')
        .filter({ has: phone.getByText(name, { exact: true }) })
        .boundingBox(),
    ),
  )
  expect(boxes[0]!.x).toBeGreaterThan(boxes[1]!.x)

  await phone
    .getByLabel('تعليقك (اختياري)')
    .fill('السائق كان في الانتظار عند البوابة ومعه لافتة باسمي.')
  await phone.getByLabel('الاسم المعروض').fill('منى')
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await phone.screenshot({ path: `${SHOTS}/review-form-ar-360.png`, fullPage: true })
  await phone.getByRole('button', { name: 'أرسل تقييمي' }).click()

  const given = phone.getByTestId('review-given')
  await expect(given).toContainText('سيظهر على موقعنا بعد موافقة فريقنا عليه')
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('تقييمك')
  await phone.screenshot({ path: `${SHOTS}/review-given-ar-360.png`, fullPage: true })

  // The link takes one review: a second one through the API is refused, in Arabic.
  const again = await phone.request.post('/api/review?lang=ar', {
    data: { token, driverStars: 1, serviceStars: 1, displayName: 'x' },
  })
  expect(again.status()).toBe(409)
  expect(((await again.json()) as { error: string }).error).toBe('already-reviewed')
  await context.close()

  // Staff approve it (the admin's own REST call).
  const login = await page.request.post('/api/cms/users/login', { data: ADMIN })
  const { token: jwt } = (await login.json()) as { token: string }
  const { rows } = await sql((client) =>
    client.query(
      `select r.id from reviews r join reservations s on s.id = r.reservation_id
        where s.reservation_number = $1`,
      [number],
    ),
  )
  const id = (rows[0] as { id: number }).id
  const approved = await page.request.patch(`/api/cms/reviews/${id}`, {
    headers: { Authorization: `JWT ${jwt}` },
    data: { status: 'approved' },
  })
  expect(approved.status(), await approved.text()).toBe(200)

  const { average, count } = await approvedSummary()
  const arabicAverage = new Intl.NumberFormat('ar-EG', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    numberingSystem: 'arab',
  }).format(average)

  await page.setViewportSize({ width: 360, height: 780 })
  await page.goto('/ar')
  const block = page.getByTestId('reviews-block')
  await expect(block).toContainText('منى')
  await expect(block).toContainText('السائق كان في الانتظار')
  await expect(page.getByTestId('reviews-summary')).toContainText(`${arabicAverage} من ٥`)
  await expect(page.getByTestId('reviews-summary')).not.toContainText(/[0-9]/)
  // The stars say what the number says: 4.5 is four stars and a half, not five.
  const filled = (stars: Locator) =>
    stars
      .locator('.star')
      .evaluateAll((all) => all.reduce((sum, star) => sum + Number(star.dataset.fill), 0))
  expect(await filled(page.getByTestId('reviews-summary'))).toBeCloseTo(average, 5)
  // Mona's card: her own two ratings, the driver 5 and the service 4.
  const card = block.locator('.review-card').filter({ hasText: 'منى' })
  await expect(card.getByTestId('review-driver')).toContainText('السائق')
  expect(await filled(card.getByTestId('review-driver'))).toBe(5)
  expect(await filled(card.getByTestId('review-service'))).toBe(4)
  await block.scrollIntoViewIfNeeded()
  await block.screenshot({ path: `${SHOTS}/home-reviews-ar-360.png` })
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  const rating = jsonLd.map((text) => JSON.parse(text)).find((data) => data.aggregateRating)
  expect(rating.aggregateRating).toMatchObject({
    '@type': 'AggregateRating',
    ratingValue: average,
    reviewCount: count,
  })
  expect(rating.review.length).toBeGreaterThan(0)

  // An English visitor: the customer's Arabic choice (the language cookie) is forgotten first.
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.context().clearCookies({ name: 'NEXT_LOCALE' })
  await page.goto('/')
  const english = page.getByTestId('reviews-block')
  await expect(page.getByTestId('reviews-summary')).toContainText(`${average.toFixed(1)} out of 5`)
  await expect(english).toContainText('منى')
  await english.scrollIntoViewIfNeeded()
  await english.screenshot({ path: `${SHOTS}/home-reviews-en-desktop.png` })

  // Hidden again: gone from the home page.
  await page.request.patch(`/api/cms/reviews/${id}`, {
    headers: { Authorization: `JWT ${jwt}` },
    data: { status: 'hidden' },
  })
  await page.goto('/ar')
  await expect(page.getByText('السائق كان في الانتظار عند البوابة')).toHaveCount(0)
})
