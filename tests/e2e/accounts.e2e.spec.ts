import { expect, type Page, test } from '@playwright/test'

import { watchSubmits } from '../helpers/formSubmits'
import { codeSentTo, forgetSignupLimit } from '../helpers/outboxDb'

// Every test signs up from the one loopback address: its hourly sign-up limit is lifted.
test.beforeEach(() => forgetSignupLimit())

let serial = 0
function person() {
  serial += 1
  const digits = String(Date.now() % 1e6).padStart(6, '0') + String(serial).padStart(2, '0')
  return {
    name: `سارة أحمد ${serial}`,
    email: `sara.${digits}@example.com`,
    mobile: `010${digits}`,
    e164: `+2010${digits}`,
  }
}

async function signUp(page: Page, who: ReturnType<typeof person>, prefix = '') {
  await page.goto(`${prefix}/signup`)
  const form = page.locator('#signup-form')
  await form.locator('input[name="name"]').fill(who.name)
  await form.locator('input[name="email"]').fill(who.email)
  await form.locator('input[name="mobile"]').fill(who.mobile)
  await form.locator('input[name="password"]').fill('secret-123')
  const started = new Date(Date.now() - 1000)
  await form.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(new RegExp(`${prefix}/verify$`))
  return started
}

test.describe('customer accounts', () => {
  test('sign up in Arabic on a phone, verify with the code, land on settings', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    const who = person()
    const started = await signUp(page, who, '/ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { name: 'تأكيد حسابك' })).toBeVisible()
    await expect(page.getByText(/يمكنك طلب رمز جديد بعد [٠-٩]+ ثانية/)).toBeVisible()

    await page.locator('input[name="code"]').fill('000000')
    await expect(page.locator('.form-error')).toHaveText('رمز التحقق غير صحيح.')

    const code = await codeSentTo(who.e164, started)
    await page.locator('input[name="code"]').fill(code)
    await expect(page).toHaveURL(/\/ar\/settings$/)
    await expect(page.getByTestId('reservations-count')).toHaveText('٠')
    await expect(page.getByTestId('account-type')).toHaveText('فرد')
    await expect(page.getByText('لا توجد لديك حجوزات بعد.')).toBeVisible()
    // The navbar knows the customer now.
    await expect(page.getByTestId('account-link')).toHaveText(who.name)
    await context.close()
  })

  test('shows the spec messages for bad sign-up input beside their fields', async ({ page }) => {
    await page.goto('/signup')
    const form = page.locator('#signup-form')
    await form.locator('button[type="submit"]').click()
    await expect(form.locator('#name-error')).toHaveText('Name required.')
    await form.locator('input[name="name"]').fill('Omar')
    await form.locator('input[name="email"]').fill('omar@example')
    await form.locator('button[type="submit"]').click()
    await expect(form.locator('#name-error')).toHaveCount(0)
    await expect(form.locator('#email-error')).toContainText('valid email')
    await form.locator('input[name="email"]').fill('omar@example.com')
    await form.locator('input[name="mobile"]').fill('0100')
    await form.locator('input[name="password"]').fill('secret-123')
    await form.locator('button[type="submit"]').click()
    await expect(form.locator('#mobile-error')).toHaveText(
      'Please enter a valid mobile number for the selected country.',
    )
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(1)
    await expect(form.locator('.form-error')).toHaveCount(0)
  })

  test('log out, then log in by phone; wrong password is refused', async ({ page }) => {
    const who = person()
    const started = await signUp(page, who)
    await page.locator('input[name="code"]').fill(await codeSentTo(who.e164, started))
    await expect(page).toHaveURL(/\/settings$/)

    await page.getByRole('tab', { name: 'Settings' }).click()
    await page.getByRole('button', { name: 'Log out' }).click()
    await expect(page).toHaveURL(/localhost:\d+\/$/)
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible()

    await page.goto('/login')
    await page.locator('#login-form input[name="login"]').fill(who.mobile)
    await page.locator('#login-form input[name="password"]').fill('wrong-password')
    await page.locator('#login-form button[type="submit"]').click()
    await expect(page.locator('.form-error')).toHaveText('Invalid Credentials.')

    await page.locator('#login-form input[name="password"]').fill('secret-123')
    await page.locator('#login-form button[type="submit"]').click()
    await expect(page).toHaveURL(/localhost:\d+\/$/)
    await expect(page.getByTestId('account-link')).toHaveText(who.name)
  })

  test('reset the password with a code sent by SMS', async ({ page }) => {
    const who = person()
    const started = await signUp(page, who)
    await page.locator('input[name="code"]').fill(await codeSentTo(who.e164, started))
    await expect(page).toHaveURL(/\/settings$/)
    await page.context().clearCookies()

    await page.goto('/reset-password')
    await page.locator('input[name="login"]').fill(who.mobile)
    const asked = new Date(Date.now() - 1000)
    await page.getByRole('button', { name: 'Send code' }).click()
    await expect(page.getByText(/Enter the code we sent to/)).toBeVisible()
    await page.locator('input[name="code"]').fill(await codeSentTo(who.e164, asked))
    await page.locator('input[name="password"]').fill('brand-new-pass')
    await page.getByRole('button', { name: 'Save new password' }).click()
    await expect(page).toHaveURL(/\/settings$/)

    await page.context().clearCookies()
    await page.goto('/login')
    await page.locator('#login-form input[name="login"]').fill(who.email)
    await page.locator('#login-form input[name="password"]').fill('brand-new-pass')
    await page.locator('#login-form button[type="submit"]').click()
    await expect(page).toHaveURL(/localhost:\d+\/$/)
  })

  test('redirects: settings needs a login, login and signup are closed to customers, aliases work', async ({
    page,
  }) => {
    await page.goto('/settings')
    await expect(page).toHaveURL(
      /\/login\?next=%2Fsettings#login-form$|\/login\?next=\/settings#login-form$/,
    )
    await page.goto('/Settings')
    await expect(page).toHaveURL(/\/login\?next=/)
    await page.goto('/Login')
    await expect(page).toHaveURL(/\/login$/)
    await page.goto('/ar/Signup')
    await expect(page).toHaveURL(/\/ar\/signup$/)

    // The Arabic alias above remembered Arabic; start this visitor afresh in English.
    await page.context().clearCookies()
    const who = person()
    const started = await signUp(page, who)
    // Unverified: settings sends to verify.
    await page.goto('/settings')
    await expect(page).toHaveURL(/\/verify$/)
    await page.locator('input[name="code"]').fill(await codeSentTo(who.e164, started))
    await expect(page).toHaveURL(/\/settings$/)

    await page.goto('/login')
    await expect(page).toHaveURL(/localhost:\d+\/$/)
    await page.goto('/signup')
    await expect(page).toHaveURL(/localhost:\d+\/$/)

    // Back to where the customer wanted to go after logging in.
    await page.context().clearCookies()
    await page.goto('/settings')
    await page.locator('#login-form input[name="login"]').fill(who.email)
    await page.locator('#login-form input[name="password"]').fill('secret-123')
    await page.locator('#login-form button[type="submit"]').click()
    await expect(page).toHaveURL(/\/settings$/)
  })

  test('never sends a password in a URL when the form is submitted before its script runs', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const secret = 'leak-check-secret-1'
    const seen: string[] = []
    page.on('request', (request) => seen.push(`${request.method()} ${request.url()}`))
    for (const path of ['/login', '/ar/login', '/signup']) {
      await page.goto(path)
      const submits = await watchSubmits(page)
      const form = page.locator('form', { has: page.locator('input[type="password"]') }).first()
      await expect(form).toHaveAttribute('method', 'post')
      const submit = form.locator('button[type="submit"]')
      // Without the script the button stays disabled: neither a click nor Enter submits.
      await expect(submit).toBeDisabled()
      const login = form.locator('input[name="login"], input[name="email"]').first()
      await login.fill('amira@example.com')
      await form.locator('input[type="password"]').fill(secret)
      await form.locator('input[type="password"]').press('Enter')
      await submit.click({ force: true })
      expect(await submits()).toBe(0)
      expect(page.url()).not.toContain(secret)
    }
    expect(seen.filter((line) => line.includes(secret))).toEqual([])
    expect(seen.filter((line) => line.startsWith('POST'))).toEqual([])
    await context.close()
  })
})
