import { expect, test } from '@playwright/test'

import { editorSession, STAFF_PATH } from '../helpers/staffApi'
import { signInStaff } from '../helpers/staffBrowser'

/**
 * Issue 13, item 5: the payment links desk in the staff admin, against the production build. An
 * operator logs in, creates a link, finds it listed as active, copies its address, checks the
 * WhatsApp message and cancels the link.
 */
test.describe('the payment links desk', () => {
  test('an operator creates a link, shares it and cancels it', async ({ page, request }) => {
    const tag = String(Date.now() % 1e6)
    const operator = {
      email: `desk.operator.${tag}@masar.test`,
      password: 'operator-password-12',
    }
    const editor = await editorSession(request)
    await editor.create('users', { ...operator, name: 'Desk Operator', role: 'operator' })
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])

    // Through the JSON login the login screen posts (the screen itself is staff.e2e.spec.ts's).
    await signInStaff(page.context(), operator)

    await page.goto(`${STAFF_PATH}/paymentlinks`)
    await expect(page.getByRole('heading', { name: 'Payment links desk' })).toBeVisible()

    // A new link: the amount as staff type it, a national phone number, the settings' expiry.
    const description = `Extra hour of waiting ${tag}`
    // The form is open already while there is no link at all; otherwise it opens on demand.
    const create = page.locator('details.paylinks-create')
    if ((await create.getAttribute('open')) === null) {
      await page.getByText('New payment link', { exact: true }).click()
    }
    await expect(create).toHaveAttribute('open', '')
    await page.getByLabel('Amount (EGP)').fill('1,250.50')
    await page.getByLabel('Customer name').fill('Laila Hassan')
    await page.getByLabel('Customer phone').fill('0100 555 0123')
    await page.getByLabel('Customer email').fill(`laila.${tag}@example.com`)
    await page.getByLabel('What is paid').fill(description)
    await page.getByLabel('Customer language').selectOption('en')
    await page.getByRole('button', { name: 'Create link' }).click()
    await expect(page.getByText('The link was created')).toBeVisible()
    // The screen refreshes to list the link; the form stays open, ready for the next one.
    await expect(page.locator('tbody.paylinks-link', { hasText: description })).toHaveCount(1)
    await expect(create).toHaveAttribute('open', '')
    await expect(page.getByText('The link was created')).toBeVisible()
    await expect(page.getByLabel('What is paid')).toHaveValue('')

    // Listed first, active, in Cairo time.
    const link = page.locator('tbody.paylinks-link', { hasText: description })
    await expect(link).toHaveCount(1)
    await expect(link.locator('.paylinks-state')).toHaveText('Active')
    await expect(link).toContainText('EGP\u00a01,250.50')
    await expect(link).toContainText('+20 10 0555 0123')

    // The address, copied.
    const address = await link.getByLabel(/Link to send/).inputValue()
    expect(address).toMatch(/\/pay\?link=[A-Za-z0-9_-]{32}$/)
    await link.getByRole('button', { name: 'Copy link' }).click()
    await expect(link.getByText('Copied')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address)

    // WhatsApp: a chat with the customer's number, the message in English.
    const whatsApp = await link
      .getByRole('link', { name: 'Share by WhatsApp' })
      .getAttribute('href')
    const share = new URL(whatsApp!)
    expect(`${share.origin}${share.pathname}`).toBe('https://wa.me/201005550123')
    const text = share.searchParams.get('text')!
    expect(text).toContain('Hello Laila Hassan, this is Masar Transfers.')
    expect(text).toContain('Please pay EGP\u00a01,250.50 by card for: ')
    expect(text).toContain(description)
    expect(text.split('\n')).toContain(address)
    expect(text).toMatch(
      /The link is valid until \w+day, \d{1,2} \w+ \d{4} at \d{2}:\d{2}, Cairo time\./,
    )

    // Cancelled, with a reason, after the confirmation.
    page.once('dialog', (dialog) => dialog.accept())
    await link.getByText('Cancel link', { exact: true }).click()
    await link.getByLabel('Reason').fill('Customer paid in cash')
    await link.getByRole('button', { name: 'Cancel this link' }).click()
    await expect(link.locator('.paylinks-state')).toHaveText('Cancelled')
    await expect(link.getByRole('link', { name: 'Share by WhatsApp' })).toHaveCount(0)

    // The state filter finds it among the cancelled, not among the active.
    await page.goto(`${STAFF_PATH}/paymentlinks?status=cancelled&q=${encodeURIComponent(tag)}`)
    await expect(page.locator('tbody.paylinks-link', { hasText: description })).toHaveCount(1)
    await page.goto(`${STAFF_PATH}/paymentlinks?status=active&q=${encodeURIComponent(tag)}`)
    await expect(page.getByText('No payment link matches these filters.')).toBeVisible()
  })
})
