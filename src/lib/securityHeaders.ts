import { createHash } from 'node:crypto'

/**
 * The security headers of every answer (docs/decisions.md, "Security headers").
 *
 * Scripts: no `'unsafe-inline'` in production. Next's pages carry inline scripts (the React
 * Server Components payload, `self.__next_f.push(...)`) whose text differs per page, so the policy
 * set here allows only same-origin script files, and the production server (`scripts/server.ts`,
 * `src/server/inlineScriptHashes.ts`) adds the SHA-256 hash of each inline script of the HTML it
 * sends. Hashes, unlike nonces, are the same for every copy of a page, so Next's cached public
 * pages stay cached. `next dev` has no such server: development allows inline scripts and React's
 * `eval` (its error overlay rebuilds server stacks with it).
 */
export type SecurityHeader = { readonly key: string; readonly value: string }

type Mode = { production: boolean }

const policy = (directives: Record<string, string[]>): string =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')

const scriptSources = ({ production }: Mode): string[] =>
  production ? ["'self'"] : ["'self'", "'unsafe-inline'", "'unsafe-eval'"]

/**
 * Pages of the public site, the payment screens and the local Paymob simulator. Payment needs no
 * Paymob origin: the pay screen sends the browser to Paymob's hosted checkout by navigation
 * (`location.assign`), which no directive here governs, and Paymob sends it back the same way.
 */
export const sitePolicy = (mode: Mode): string =>
  policy({
    'default-src': ["'self'"],
    'script-src': scriptSources(mode),
    // React writes `style` attributes and Next inlines the site's CSS (`experimental.inlineCss`).
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  })

/**
 * Payload's admin at STAFF_PATH: the same script rule (hashes added by the server), plus what its
 * UI uses: blob: workers and previews of uploads, and framing by itself (its own dialogs).
 */
export const adminPolicy = (mode: Mode): string =>
  policy({
    'default-src': ["'self'"],
    'script-src': scriptSources(mode),
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  })

/** JSON answers, files and the voucher PDF: nothing in them may run or be framed. */
export const apiPolicy = (): string =>
  policy({
    'default-src': ["'none'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
  })

const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ')

/** Headers every answer carries, whatever its content; HSTS only in production (HTTPS). */
export const commonHeaders = ({ production }: Mode): SecurityHeader[] => [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
  ...(production
    ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
    : []),
]

/** Every header of a page of the site. */
export const siteHeaders = (mode: Mode): SecurityHeader[] => [
  ...commonHeaders(mode),
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Content-Security-Policy', value: sitePolicy(mode) },
]

/** Every header of a JSON answer. */
export const apiHeaders = (mode: Mode): SecurityHeader[] => [
  ...commonHeaders(mode),
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Content-Security-Policy', value: apiPolicy() },
]

/**
 * The client hint Payload's admin reads to pick its light or dark theme on the server
 * (`Sec-CH-Prefers-Color-Scheme`). `withPayload` asks for it on every path, with `Critical-CH`:
 * Chrome then sends a first-time visitor's request twice (the second time with the hint), a whole
 * round trip before the first byte of every public page. The site has no dark theme, so only the
 * admin asks for it (`adminHeaders`); `withoutAdminClientHints` takes it off the rest.
 */
export const ADMIN_CLIENT_HINT = 'Sec-CH-Prefers-Color-Scheme'
const CLIENT_HINT_HEADERS = ['Accept-CH', 'Critical-CH', 'Vary'] as const

/** Every header of the staff admin's pages. */
export const adminHeaders = (mode: Mode): SecurityHeader[] => [
  ...commonHeaders(mode),
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Content-Security-Policy', value: adminPolicy(mode) },
  ...CLIENT_HINT_HEADERS.map((key) => ({ key, value: ADMIN_CLIENT_HINT })),
]

type HeaderRule = { source: string; headers: SecurityHeader[] }

/** Next's header rules without the admin's client hint (see `ADMIN_CLIENT_HINT`). */
export function withoutAdminClientHints<Rule extends HeaderRule>(rules: Rule[]): Rule[] {
  return rules
    .map((rule) => ({
      ...rule,
      headers: rule.headers.filter(
        ({ key, value }) =>
          !(
            (CLIENT_HINT_HEADERS as readonly string[]).includes(key) && value === ADMIN_CLIENT_HINT
          ),
      ),
    }))
    .filter((rule) => rule.headers.length > 0)
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const NOT_JAVASCRIPT = /\btype\s*=\s*["']?(application\/(ld\+)?json|text\/x-component)/i

/**
 * The CSP hash sources (`'sha256-...'`) of the inline scripts of an HTML document, each once, in
 * order. Scripts with `src` load from the origin; data blocks (JSON-LD) never run.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || NOT_JAVASCRIPT.test(attributes)) continue
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/**
 * The policy with these sources added to its `script-src` (and to `default-src` when it has no
 * `script-src`, as the browser would fall back to it). A policy whose script rule already allows
 * every inline script (development) is left as it is: a hash would switch that allowance off.
 */
export function withScriptSources(csp: string, sources: string[]): string {
  if (sources.length === 0) return csp
  const directives = csp.split(';').map((directive) => directive.trim())
  const scriptIndex = directives.findIndex((directive) => /^script-src\s/i.test(directive))
  const index =
    scriptIndex >= 0
      ? scriptIndex
      : directives.findIndex((directive) => /^default-src\s/i.test(directive))
  if (index < 0) return csp
  if (directives[index]!.includes("'unsafe-inline'")) return csp
  directives[index] = `${directives[index]} ${sources.join(' ')}`
  return directives.join('; ')
}
