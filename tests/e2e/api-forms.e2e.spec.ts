import { expect, test } from '@playwright/test'

import { cspViolations } from '../helpers/csp'
import { verifiedCustomer } from '../helpers/e2eBooking'
import { watchSubmits } from '../helpers/formSubmits'
import { forgetSignupLimit } from '../helpers/outboxDb'

/**
 * The login, sign-up and contact pages' forms: client components sending JSON to the API through
 * the one client (`src/components/apiClient.ts`), enabled once the page is hydrated.
 */

test.beforeEach(() => forgetSignupLimit())

test('the login, sign-up and contact pages break no policy', async ({ page }) => {
  const violations = cspViolations(page)
  for (const path of ['/login', '/ar/signup', '/contact-us']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await expect(page.locator('form button[type="submit"]').first()).toBeEnabled()
  }
  expect(violations).toEqual([])
})

test('a submit before the page is hydrated sends nothing, puts no password in the address and keeps what was typed', async ({
  page,
}) => {
  // The page's scripts never arrive: it stays as the server rendered it.
  await page.route('**/_next/static/**/*.js', (route) => route.abort())
  await page.goto('/ar/login')
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' || request.url().includes('password')) sent.push(request.url())
  })
  const submits = await watchSubmits(page)
  await page.locator('#login').fill('someone@example.com')
  await page.locator('#password').fill('secret-123')
  await page.locator('#password').press('Enter')
  await page.locator('#login-form button[type="submit"]').click({ force: true })
  expect(await submits()).toBe(0)
  expect(sent).toEqual([])
  expect(page.url()).not.toContain('secret')
  await expect(page.locator('#login')).toHaveValue('someone@example.com')
  await expect(page.locator('#password')).toHaveValue('secret-123')
})

test('a verified customer logs in in Arabic and lands where the login was asked from', async ({
  page,
}) => {
  const who = await verifiedCustomer(page, 'ar')
  await page.context().clearCookies()
  await page.goto('/ar/login?next=/settings')
  const form = page.locator('#login-form')
  await form.locator('#login').fill(who.email)
  await form.locator('#password').fill('secret-123')
  await form.getByRole('button', { name: 'تسجيل الدخول' }).click()
  await expect(page).toHaveURL(/\/ar\/settings$/)
  // The login replaced its page: Back does not bring the used form back.
  await page.goBack()
  await expect(page).not.toHaveURL(/\/login/)
})

test('a customer not yet verified goes on to the verification after logging in', async ({
  page,
}) => {
  const digits = String(Date.now()).slice(-8)
  const email = `unverified.${digits}@example.com`
  const signup = await page.request.post('/api/user/signup', {
    data: { name: 'Hana Test', email, mobile: `011${digits}`, password: 'secret-123', lang: 'en' },
  })
  expect(signup.status()).toBe(201)
  await page.context().clearCookies()
  await page.goto('/login?next=/settings')
  await page.locator('#login').fill(email)
  await page.locator('#password').fill('secret-123')
  await page.locator('#login-form button[type="submit"]').click()
  await expect(page).toHaveURL(/\/verify$/)
})

test('the sign-up country picker gets every country in the page language after the page', async ({
  page,
}) => {
  const response = await page.goto('/ar/signup')
  // The page itself carries Egypt alone.
  expect((await response!.text()).match(/<option /g)).toHaveLength(1)
  const country = page.locator('#signup-form select[name="country"]')
  await expect.poll(() => country.locator('option').count()).toBeGreaterThan(200)
  await expect(country).toHaveValue('EG')
  await expect(country.locator('option[value="SA"]')).toHaveText(/^\+966، .*السعودية/)
})

test('after a client-side navigation from a page with React, the contact form still sends', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  // The password reset keeps Next's runtime (its form is React's): its links navigate in place.
  await page.goto('/reset-password')
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await page.locator('.site-footer').getByRole('link', { name: 'Contact us' }).click()
  await expect(page).toHaveURL(/\/contact-us$/)
  // Next rendered the page in the same document: the form did not come with the HTML.
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)

  const email = page.getByLabel('Email')
  await page.getByLabel('Your name').fill('Salma Adel')
  await email.fill('salma@example')
  await page.getByLabel('Your message').fill('A van for six from the airport, please.')
  const send = page.getByRole('button', { name: 'Send message' })
  await send.click()
  await expect(page.locator('#contact-email-error')).toHaveText(/valid email/)
  await expect(email).toBeFocused()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(page.locator('.contact-form .form-error[role="alert"]')).toHaveText(
    'Please correct the fields marked below.',
  )
  // Correcting the field takes its message away.
  await email.fill(`salma.${Date.now() % 1e8}@example.com`)
  await expect(page.locator('#contact-email-error')).toHaveCount(0)
  await expect(email).not.toHaveAttribute('aria-invalid', 'true')
  await send.click()
  await expect(page.locator('p.form-success[role="status"]')).toContainText('Salma Adel')
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
})

test('a form that cannot reach the server says so in the page language and keeps what was typed', async ({
  page,
}) => {
  await page.goto('/ar/contact-us')
  await page.route('**/api/contact**', (route) => route.abort())
  await page.locator('#contact-name').fill('سلمى')
  await page.locator('#contact-email').fill('salma@example.com')
  await page.locator('#contact-message').fill('سيارة من المطار يوم الجمعة.')
  await page.locator('.contact-form button[type="submit"]').click()
  await expect(page.locator('.contact-form .form-error[role="alert"]')).toHaveText(
    'تعذّر الوصول إلى الخادم. تحقق من اتصالك وحاول مرة أخرى.',
  )
  await expect(page.locator('#contact-message')).toHaveValue('سيارة من المطار يوم الجمعة.')
  await expect(page.locator('.contact-form button[type="submit"]')).toBeEnabled()
})
