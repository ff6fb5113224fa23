import http from 'node:http'

import { expect, type Page, test } from '@playwright/test'
import pg from 'pg'

import { codeSentTo, forgetSignupLimit } from '../helpers/outboxDb'
import { signInStaff } from '../helpers/staffBrowser'

// Every test signs up from the one loopback address: its hourly sign-up limit is lifted.
test.beforeEach(() => forgetSignupLimit())

/**
 * Staff read every pickup in Cairo time, whatever the time zone of their computer: the browser
 * here runs in New York (UTC-5/-4), where Payload's own date cells would show 07:30 or 08:30 for
 * a 14:30 Cairo pickup. The reservations list shows "14:30 (Cairo)" in English and Arabic, the
 * edit view's picker shows 2:30 PM with Cairo as the time zone, and a payment link's expiry typed
 * as 4:15 PM is stored as 16:15 Cairo time.
 */
test.use({ timezoneId: 'America/New_York', locale: 'en-US' })

const BASE = new URL(process.env.E2E_BASE_URL ?? 'http://localhost:3210')
const STAFF_PATH = process.env.STAFF_PATH ?? '/staff'

type Answer = { status: number; cookies: string[]; json: Record<string, unknown> }

/**
 * A JSON request from a loopback address of this spec's own (127.78.0.x), so the customer's
 * sign-up does not spend the per-address budget the other specs share from 127.0.0.1.
 */
function call(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const text = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: Number(BASE.port),
        method: 'POST',
        path,
        localAddress: '127.78.0.1',
        agent: false,
        headers: {
          host: BASE.host,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            cookies: (response.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]!),
            json: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'),
          }),
        )
        response.on('error', reject)
      },
    )
    request.on('error', reject)
    request.end(text)
  })
}

const cairoDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(
    new Date(Date.now() + days * 24 * 60 * 60 * 1000),
  )

/** A cash booking at 14:30 Cairo time, as a new verified customer; its reservation number. */
async function bookAtHalfPastTwo(execDay: string): Promise<string> {
  const digits = String(Date.now() % 1e8).padStart(8, '0')
  const started = new Date(Date.now() - 1000)
  const signup = await call('/api/user/signup', {
    name: 'Cairo Time Tester',
    email: `cairo.time.${digits}@example.com`,
    mobile: `012${digits}`,
    password: 'secret-123',
    lang: 'en',
  })
  expect(signup.status, JSON.stringify(signup.json)).toBe(201)
  const cookie = signup.cookies.find((pair) => pair.startsWith('masar_session='))!
  const verify = await call(
    '/api/user/verify',
    { code: await codeSentTo(`+2012${digits}`, started) },
    { cookie },
  )
  expect(verify.status).toBe(200)

  const execDate = `${execDay}T14:30`
  const trip = { tripType: 'one-way', pickup: 'cai-airport', dropoff: 'cai-zamalek', execDate }
  const quote = await call(
    '/api/booking/quote',
    { ...trip, returningDate: null, persons: 2, luggages: 2 },
    { cookie },
  )
  expect(quote.status).toBe(200)
  const car = (quote.json.cars as { code: string; price: number; cashAllowed: boolean }[]).find(
    (candidate) => candidate.cashAllowed,
  )!
  const booking = await call(
    '/api/booking',
    {
      tripType: 'one-way',
      pickupAddress: 'cai-airport',
      dropoffAddress: 'cai-zamalek',
      locationNames: { pickup: '', dropoff: 'Marriott Hotel' },
      personsCount: 2,
      luggagesCount: 2,
      execDate,
      returningDate: null,
      arrivalFlightNumber: 'MS 985',
      departureFlightNumber: null,
      acceptedTerms: true,
      carType: car.code,
      price: car.price,
      paymentType: 'cash',
      isAnotherPassengers: false,
      passengerName: '',
      passengerPhone: '',
      notes: '',
      partnerId: null,
      userId: (signup.json.user as { id: number }).id,
    },
    { cookie, 'idempotency-key': crypto.randomUUID() },
  )
  expect(booking.status, JSON.stringify(booking.json)).toBe(201)
  return (booking.json.reservation as { reservationNumber: string }).reservationNumber
}

/** The admin's saved session (the login screen itself is staff.e2e.spec.ts's). */
async function staffLogin(page: Page) {
  await signInStaff(page.context())
  await page.goto(`${STAFF_PATH}/dashboard`)
  await expect(page).toHaveURL(new RegExp(`${STAFF_PATH}/dashboard$`), { timeout: 30_000 })
}

test('the reservations list and form show the pickup in Cairo time from a New York browser', async ({
  page,
  context,
}) => {
  // The browser really is in New York.
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
    'America/New_York',
  )
  const execDay = cairoDay(20)
  const number = await bookAtHalfPastTwo(execDay)
  const dayMonth = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(`${execDay}T12:00:00Z`))

  await staffLogin(page)
  const list = `${STAFF_PATH}/collections/reservations?where[reservationNumber][equals]=${number}`
  await page.goto(list)
  const row = page.locator('tbody tr').filter({ hasText: number })
  await expect(row).toHaveCount(1)
  const pickup = row.locator('td.cell-execDate')
  await expect(pickup).toContainText(`${dayMonth}, 14:30 (Cairo)`)
  await expect(pickup).not.toContainText(/0[78]:30/)

  // The edit view: the picker shows Cairo's wall clock, Cairo as its only time zone.
  await row.getByRole('link', { name: number }).click()
  const picker = page.locator('#field-execDate input').first()
  await expect(picker).toHaveValue(/2:30 PM/)
  await expect(page.locator('#field-execDate .timezone-picker')).toContainText('Cairo')

  // In Arabic (Payload reads its language from this cookie): Arabic-Indic digits, "Cairo time".
  await context.addCookies([{ name: 'payload-lng', value: 'ar', url: BASE.origin }])
  await page.goto(list)
  await expect(page.locator('html')).toHaveAttribute('dir', /^rtl$/i)
  const arabicPickup = page
    .locator('tbody tr')
    .filter({ hasText: number })
    .locator('td.cell-execDate')
  await expect(arabicPickup).toContainText('٢:٣٠ م (بتوقيت القاهرة)')
})

test('a payment link expiry typed in a New York browser is kept as that Cairo time', async ({
  page,
}) => {
  await staffLogin(page)
  await page.goto(`${STAFF_PATH}/collections/payment-links/create`)
  const description = `Cairo expiry ${Date.now().toString(36)}`
  await page.locator('#field-amount input, input#field-amount').first().fill('250')
  await page.locator('#field-customerName').fill('Expiry Tester')
  await page.locator('#field-phone').fill('+201001234567')
  await page.locator('#field-email').fill('expiry.tester@example.com')
  await page.locator('#field-description').fill(description)
  const expiry = cairoDay(3)
  const [year, month, day] = expiry.split('-').map(Number) as [number, number, number]
  const typed = `${new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  )} ${day}, ${year} 4:15 PM`
  const picker = page.locator('#field-expiresAt input').first()
  await picker.fill(typed)
  await picker.press('Enter')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/collections\/payment-links\/\d+/, { timeout: 30_000 })

  // What was stored (the run's database: /api/cms wants more than the session cookie).
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  const { rows } = await client
    .query('select expires_at from payment_links where description = $1', [description])
    .finally(() => client.end())
  expect(rows).toHaveLength(1)
  const link = { expiresAt: new Date(rows[0].expires_at).toISOString() }
  // 16:15 Cairo time, whichever offset that day has; not 16:15 in New York.
  expect(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Africa/Cairo',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(link.expiresAt)),
  ).toBe(`${expiry}, 16:15`)
})
