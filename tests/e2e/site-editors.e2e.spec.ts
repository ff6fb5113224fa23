import { expect, test } from '@playwright/test'

import { editorSession } from '../helpers/staffApi'

/**
 * What an editor saves in the back office reaches every visitor: it runs in the `site-wide`
 * project, after the specs that read the same pages (playwright.config.ts).
 */
test.describe('editors change the site from the back office', () => {
  test('a published FAQ change and a settings change appear without a rebuild', async ({
    page,
    request,
  }) => {
    const editor = await editorSession(request)
    await page.goto('/')
    const [faq] = await editor.find('faqs', 'limit=1&sort=order&locale=en')
    const original = faq!.question as string
    await expect(page.getByText(original)).toBeVisible()

    const changed = `Can I book a car seat for a baby? (${Date.now()})`
    await editor.update('faqs', faq!.id, 'en', { question: changed, _status: 'published' })
    try {
      await page.goto('/')
      await expect(page.getByText(changed)).toBeVisible()
      await expect(page.getByText(original)).toBeHidden()
    } finally {
      await editor.update('faqs', faq!.id, 'en', { question: original, _status: 'published' })
    }

    await editor.updateGlobal('settings', 'en', { sliderInterval: 0 })
    try {
      await page.goto('/')
      const carousel = page.locator('[aria-roledescription="carousel"]')
      await expect(carousel).toBeVisible()
      // Interval 0: no automatic change and no controls.
      await expect(carousel.getByRole('button', { name: 'Next slide' })).toHaveCount(0)
      await expect(carousel.getByRole('group', { name: 'Choose a slide' })).toHaveCount(0)
    } finally {
      await editor.updateGlobal('settings', 'en', { sliderInterval: 5000 })
    }
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Next slide' })).toBeVisible()
  })
})
