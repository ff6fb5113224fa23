import type { Page } from '@playwright/test'

/**
 * Counts the forms the page submits from now on (the `submit` event, fired before any request
 * goes): a key press or click that submits a form has fired it by the time Playwright's press or
 * click returns, so a count of 0 right after says nothing was sent, without waiting to see. The
 * count is -1 once the page has left (a submission navigated away).
 */
export async function watchSubmits(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const counter = window as unknown as { e2eSubmits: number }
    counter.e2eSubmits = 0
    document.addEventListener('submit', () => (counter.e2eSubmits += 1), true)
  })
  return () => page.evaluate(() => (window as unknown as { e2eSubmits?: number }).e2eSubmits ?? -1)
}
