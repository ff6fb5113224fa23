/** The spec's constants of the site's chrome (the navbar, the drawer, the idle prefetch). */

/** The scroll distance after which the navbar turns solid. */
export const NAVBAR_SOLID_AFTER_PX = 100

/** The idle prefetch: the main pages are fetched when the browser is idle, within 2 s. */
export const IDLE_PREFETCH_TIMEOUT_MS = 2000
export const MAIN_PAGES = ['/', '/about', '/services', '/contact-us', '/login'] as const

/** What Tab moves between inside the open side drawer (the focus stays inside). */
export const DRAWER_FOCUSABLE =
  'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])'
