import { expect } from '@playwright/test'

/** What every answer must carry (docs/decisions/0068-security-headers.md, 0119). */
export function expectSecurityHeaders(headers: Record<string, string>) {
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toContain('camera=()')
  // The e2e server runs with NODE_ENV=production.
  expect(headers['strict-transport-security']).toMatch(/max-age=\d+/)
  const csp = headers['content-security-policy'] ?? ''
  for (const directive of ["object-src 'none'", 'base-uri', 'form-action', 'frame-ancestors']) {
    expect(csp).toContain(directive)
  }
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-eval'/)
  return csp
}
