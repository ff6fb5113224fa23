import { describe, expect, it } from 'vitest'

import {
  adminHeaders,
  apiHeaders,
  newNonce,
  pageGetsNonce,
  siteHeaders,
  sitePolicy,
  withoutAdminClientHints,
} from '@/lib/securityHeaders'

const header = (list: { key: string; value: string }[], key: string) =>
  list.find((entry) => entry.key === key)?.value

describe('security headers', () => {
  it("pages with a nonce allow only that nonce's scripts (and what they load); never eval in production", () => {
    const nonced = sitePolicy({ production: true, nonce: 'abc' })
    expect(nonced).toMatch(/script-src 'self' 'nonce-abc' 'strict-dynamic';/)
    expect(nonced).not.toMatch(/script-src[^;]*unsafe/)
    // Cached pages: Next's policy for pages without nonces.
    expect(sitePolicy({ production: true })).toMatch(/script-src 'self' 'unsafe-inline';/)
    expect(sitePolicy({ production: false, nonce: 'abc' })).toMatch(
      /script-src 'self' 'nonce-abc' 'strict-dynamic' 'unsafe-eval'/,
    )
  })

  it('a nonce is new for every answer, 128 random bits', () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce))
    expect(nonces.size).toBe(100)
    for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16)
  })

  it.each([
    ['/login', true],
    ['/ar/signup', true],
    ['/settings', true],
    ['/ar/booking/MSR-1234', true],
    ['/pay', true],
    ['/ar/fail-pay', true],
    ['/', false],
    ['/ar/about', false],
    ['/book', false],
    ['/ar/manage', true],
    ['/driver', true],
    ['/loginx', true],
    ['/booking', true],
  ])('%s gets a nonce: %s', (path, nonced) => {
    expect(pageGetsNonce(path)).toBe(nonced)
  })

  it.each([
    ['site', siteHeaders],
    ['api', apiHeaders],
    ['admin', adminHeaders],
  ] as const)('%s: the usual headers, HSTS only in production', (_name, headers) => {
    const production = headers({ production: true, nonce: 'abc' })
    const csp = header(production, 'Content-Security-Policy')!
    for (const directive of ['object-src', 'base-uri', 'form-action', 'frame-ancestors']) {
      expect(csp).toContain(directive)
    }
    expect(csp).not.toMatch(/script-src[^;]*unsafe/)
    expect(header(production, 'X-Content-Type-Options')).toBe('nosniff')
    expect(header(production, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin')
    expect(header(production, 'Permissions-Policy')).toContain('camera=()')
    expect(header(production, 'Strict-Transport-Security')).toMatch(/max-age=\d{8}/)
    expect(header(headers({ production: false }), 'Strict-Transport-Security')).toBeUndefined()
  })

  it('the site and the API may not be framed; the admin only by itself', () => {
    expect(header(siteHeaders({ production: true }), 'Content-Security-Policy')).toContain(
      "frame-ancestors 'none'",
    )
    expect(header(apiHeaders({ production: true }), 'Content-Security-Policy')).toMatch(
      /^default-src 'none'/,
    )
    expect(header(adminHeaders({ production: true }), 'Content-Security-Policy')).toContain(
      "frame-ancestors 'self'",
    )
  })
})

describe("Payload's color-scheme client hint", () => {
  const payloadRule = {
    source: '/:path*',
    headers: [
      { key: 'Accept-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
      { key: 'Vary', value: 'Sec-CH-Prefers-Color-Scheme' },
      { key: 'Critical-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
    ],
  }
  const siteRule = { source: '/:path*', headers: siteHeaders({ production: true }) }

  it('is taken off the site (a first visit would be sent twice) and kept for the admin', () => {
    expect(withoutAdminClientHints([siteRule, payloadRule])).toEqual([siteRule])
    expect(header(adminHeaders({ production: true }), 'Critical-CH')).toBe(
      'Sec-CH-Prefers-Color-Scheme',
    )
  })

  it('leaves other rules and other values of the same headers alone', () => {
    const rule = {
      source: '/x',
      headers: [
        { key: 'Vary', value: 'Accept-Encoding' },
        { key: 'Accept-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
      ],
    }
    expect(withoutAdminClientHints([rule])).toEqual([
      { source: '/x', headers: [{ key: 'Vary', value: 'Accept-Encoding' }] },
    ])
  })
})
