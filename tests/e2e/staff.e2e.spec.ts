import { expect, test } from '@playwright/test'

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

  test('lets the first admin (from SEED_ADMIN_*) log in and reach the dashboard', async ({
    page,
  }) => {
    await page.goto(`${STAFF_PATH}/login`)
    await page.locator('input[name="email"]').fill(ADMIN.email)
    await page.locator('input[name="password"]').fill(ADMIN.password)
    await page.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(new RegExp(`${STAFF_PATH}/?$`), { timeout: 30_000 })
    await expect(page.getByText('Staff users').first()).toBeVisible()
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
