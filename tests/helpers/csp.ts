import type { Page } from '@playwright/test'

/** Collects the CSP violations Chromium reports in the console while the page runs. */
export function cspViolations(page: Page): string[] {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) {
      violations.push(message.text())
    }
  })
  return violations
}
