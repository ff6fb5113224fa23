import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import {
  adminHeaders,
  apiHeaders,
  inlineScriptHashes,
  siteHeaders,
  sitePolicy,
  withoutAdminClientHints,
  withScriptSources,
} from '@/lib/securityHeaders'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const header = (list: { key: string; value: string }[], key: string) =>
  list.find((entry) => entry.key === key)?.value

describe('security headers', () => {
  it('production pages allow no inline script and no eval; development allows both', () => {
    const production = sitePolicy({ production: true })
    expect(production).toMatch(/script-src 'self'(;|$)/)
    expect(production).not.toMatch(/script-src[^;]*unsafe/)
    expect(sitePolicy({ production: false })).toMatch(
      /script-src 'self' 'unsafe-inline' 'unsafe-eval'/,
    )
  })

  it.each([
    ['site', siteHeaders],
    ['api', apiHeaders],
    ['admin', adminHeaders],
  ] as const)('%s: the usual headers, HSTS only in production', (_name, headers) => {
    const production = headers({ production: true })
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

describe('inline script hashes', () => {
  it('hashes each inline script once, not files, JSON-LD or flight data blocks', () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script>self.__next_f.push([1,"a"])</script>',
      '<script>self.__next_f.push([1,"a"])</script>',
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
      '<SCRIPT id="x">$RC("B:0","S:0")</SCRIPT >',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual([
      sha('self.__next_f.push([1,"a"])'),
      sha('$RC("B:0","S:0")'),
      sha('(self.__next_f=self.__next_f||[]).push([0])'),
    ])
  })

  it('hashes the UTF-8 text as the browser does (Arabic in the payload)', () => {
    expect(inlineScriptHashes('<script>a("مسار")</script>')).toEqual([sha('a("مسار")')])
  })

  it('adds hash sources to script-src, or default-src without one; leaves unsafe-inline alone', () => {
    const policy = sitePolicy({ production: true })
    expect(withScriptSources(policy, ["'sha256-x'"])).toContain("script-src 'self' 'sha256-x';")
    expect(withScriptSources("default-src 'self'; img-src data:", ["'sha256-x'"])).toBe(
      "default-src 'self' 'sha256-x'; img-src data:",
    )
    const development = sitePolicy({ production: false })
    expect(withScriptSources(development, ["'sha256-x'"])).toBe(development)
    expect(withScriptSources(policy, [])).toBe(policy)
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
