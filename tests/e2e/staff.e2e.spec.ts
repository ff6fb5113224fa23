import { expect, test } from '@playwright/test'

import { emailSentTo } from '../helpers/outboxDb'

const STAFF_PATH = process.env.STAFF_PATH ?? '/staff'
const ADMIN = {
  email: process.env.SEED_ADMIN_EMAIL ?? 'e2e-admin@masar.test',
  password: process.env.SEED_ADMIN_PASSWORD ?? 'e2e-admin-password',
}

test.describe('staff back office', () => {
  test('shows the staff login at the hidden path', async ({ page }) => {
    const response = await page.goto(STAFF_PATH)
    expect(response?.status()).toBeLessThan(400)
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow')
    // The admin (and only the admin) asks for the color-scheme hint its theme is chosen by.
    expect(response?.headers()['accept-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
    await expect(page).toHaveURL(new RegExp(`${STAFF_PATH}/login`))
    await expect(page.locator('input[name="email"]')).toBeVisible()
    await expect(page.locator('input[name="password"]')).toBeVisible()
  })

  test('is not found at /admin, nor at the folder name when another path is set', async ({
    page,
  }) => {
    expect((await page.goto('/admin'))?.status()).toBe(404)
    expect((await page.goto('/admin/login'))?.status()).toBe(404)
    if (STAFF_PATH !== '/staff') expect((await page.goto('/staff'))?.status()).toBe(404)
  })

  test('lets the first admin (from SEED_ADMIN_*) log in and land on the dashboard', async ({
    page,
  }) => {
    await page.goto(`${STAFF_PATH}/login`)
    await page.locator('input[name="email"]').fill(ADMIN.email)
    await page.locator('input[name="password"]').fill(ADMIN.password)
    await page.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(new RegExp(`${STAFF_PATH}/dashboard$`), { timeout: 30_000 })
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
    // The admin path itself, logged in: the dashboard again.
    await page.goto(STAFF_PATH)
    await expect(page).toHaveURL(new RegExp(`${STAFF_PATH}/dashboard$`))
  })

  test("records a staff password reset in the outbox, linking to the staff path's reset screen", async ({
    page,
  }) => {
    const started = new Date(Date.now() - 1000)
    await page.goto(`${STAFF_PATH}/login`)
    await page.getByRole('link', { name: /forgot password/i }).click()
    await expect(page).toHaveURL(new RegExp(`${STAFF_PATH}/forgot$`))
    await page.locator('input[name="email"]').fill(ADMIN.email)
    await page.locator('button[type="submit"]').click()
    await expect(page.getByText(/email sent/i).first()).toBeVisible()

    // No SMTP server in this run: Payload's email is in the outbox, not only in the console.
    const email = await emailSentTo(ADMIN.email, started)
    expect(email).toMatchObject({ template: 'payload', subject: 'Reset Your Password' })
    const origin = new URL(page.url()).origin
    const link = email.body.match(/https?:\/\/\S+\/reset\/[0-9a-f]+/)?.[0]
    expect(link?.startsWith(`${origin}${STAFF_PATH}/reset/`), email.body).toBe(true)
    await page.goto(link!)
    await expect(page.locator('input[name="password"]')).toBeVisible()
    await expect(page.locator('input[name="confirm-password"]')).toBeVisible()
  })

  test('refuses a wrong password', async ({ page }) => {
    await page.goto(`${STAFF_PATH}/login`)
    await page.locator('input[name="email"]').fill(ADMIN.email)
    await page.locator('input[name="password"]').fill('not-the-password')
    await page.locator('button[type="submit"]').click()
    await expect(page.getByText(/incorrect|invalid/i).first()).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${STAFF_PATH}/login`))
  })
})
