/**
 * The security headers of every answer (docs/decisions/, "Security headers", "One standard
 * Next.js app" and "Private pages get the strict policy").
 *
 * Scripts, as Next documents a Content-Security-Policy: every page rendered for each request (all
 * the site's pages but the cached public ones of `CACHED_PAGES`, and the admin) gets a fresh nonce
 * from the proxy (`src/proxy.ts`), which Next puts on every script it writes, with
 * `'strict-dynamic'` for the chunks those load: no `'unsafe-inline'`. Pages rendered once and
 * cached (the public content pages) cannot carry a per-request nonce, and their inline scripts
 * (the React Server Components payload, `self.__next_f.push(...)`) differ per page: they get
 * Next's policy for pages without nonces, same-origin scripts and inline ones. Development adds
 * React's `eval` (its error overlay rebuilds server stacks with it).
 */
export type SecurityHeader = { readonly key: string; readonly value: string }

type Mode = { production: boolean; nonce?: string }

const policy = (directives: Record<string, string[]>): string =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')

const scriptSources = ({ production, nonce }: Mode): string[] => [
  "'self'",
  ...(nonce ? [`'nonce-${nonce}'`, "'strict-dynamic'"] : ["'unsafe-inline'"]),
  ...(production ? [] : ["'unsafe-eval'"]),
]

/**
 * The pages rendered once and cached, as routes of `src/app/(frontend)/[locale]` (each in English
 * without a prefix and in Arabic under /ar): the public content pages (home, about, booking form,
 * contact, terms, the password reset form, the services and the editors' pages), which read
 * nothing of the request and hold nothing of a visitor's. They alone keep the static policy.
 * Every other address of the site gets a nonce: the pages rendered for each request
 * (`dynamic = 'force-dynamic'`: the account, booking, payment, manage, driver and review pages)
 * and an unknown address's 404 (the catch-all page is rendered for each request too). So a new
 * page is strict unless it is named here; `tests/unit/pagePolicies.spec.ts` walks `src/app` and
 * fails when this list is not exactly the pages that are not rendered per request (decision 0173).
 */
export const CACHED_PAGES = [
  '/',
  '/about',
  '/book',
  '/contact-us',
  '/terms',
  '/reset-password',
  '/services',
  '/services/[service]',
  '/p',
  '/p/[slug]',
] as const

/** The addresses of `CACHED_PAGES`: a dynamic segment is any one segment. */
const CACHED_ADDRESS = new RegExp(
  `^(?:/ar)?(?:${CACHED_PAGES.map((route) =>
    route === '/' ? '' : route.replace(/\[[^\]]+\]/g, '[^/]+'),
  ).join('|')})/?$`,
)

/** Whether a page of the site (its path) gets a fresh nonce: every page but the cached ones. */
export const pageGetsNonce = (pathname: string): boolean => !CACHED_ADDRESS.test(pathname)

/** A fresh nonce for one answer (128 random bits, base64). */
export function newNonce(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
}

/**
 * Pages of the public site, the payment screens and the local Paymob simulator. Payment needs no
 * Paymob origin: the pay screen sends the browser to Paymob's hosted checkout by navigation
 * (`location.assign`), which no directive here governs, and Paymob sends it back the same way.
 */
export const sitePolicy = (mode: Mode): string =>
  policy({
    'default-src': ["'self'"],
    'script-src': scriptSources(mode),
    // React writes `style` attributes (the site's own CSS is a stylesheet file).
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
 * Payload's admin at STAFF_PATH: the same script rule (a nonce: its pages are rendered for each
 * request), plus what its UI uses: blob: workers and previews of uploads, and framing by itself (its own dialogs).
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
