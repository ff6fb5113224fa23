import {
  DRAWER_FOCUSABLE,
  IDLE_PREFETCH_TIMEOUT_MS,
  MAIN_PAGES,
  NAVBAR_SOLID_AFTER_PX,
} from '@/components/layout/chromeConstants'

import { ERROR_SHELL, deferBootScripts } from './bootScripts'
import { browserScriptSource } from './browserScripts'
import { apiFormsFile } from './formsScript'
import { islandAvailable, type PageIsland, withIslands } from './islands'

/**
 * Public pages whose only interactive parts are the layout's (the navbar, the drawer, the account
 * links, the language toggle, the offline notice) are served without React: no framework script,
 * no RSC data, and one small inline script that does what those islands do on the same
 * server-rendered markup (`src/components/layout/staticChrome.browser.js`). The about page, the
 * terms, the services and the articles are such pages, and so are the login, sign-up and contact
 * pages, whose forms are server-rendered and sent by the forms script (`withFormsScript`;
 * docs/decisions.md, "Page weight").
 *
 * Which pages they are is read from the page itself, not listed: the RSC data Next writes into
 * the HTML names every client component the page renders (`I` rows). A page qualifies when each
 * is Next's own, a default export (Next's and next-intl's internals; ours are named, a unit test
 * holds that), one of the layout's islands below, or an island of its own that runs without Next
 * (the slider, the booking screens: `islands.ts`). A page that gains another client component (an
 * account form) keeps React without anyone remembering to say so, and so does a page whose RSC
 * data cannot be read.
 */

/** The layout's islands whose work the chrome script does (or, for the last two, needs none). */
const CHROME_ISLANDS = new Set([
  'NavbarShell',
  'SideDrawer',
  'AccountLinks',
  'DrawerAccount',
  'LanguageToggle',
  'OfflineBanner',
  'IdlePrefetch',
  // A page without script files has no chunk to miss.
  'ChunkReloadGuard',
])

/** Client parts of Next itself: the segment boundaries and the icon marker. */
const FRAMEWORK_PARTS = new Set([
  'default',
  'OutletBoundary',
  'ViewportBoundary',
  'MetadataBoundary',
  'IconMark',
])

const FLIGHT_SCRIPT = /<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g

/** The RSC data of a page as one text, or undefined when it holds anything but text. */
function flightData(html: string): string | undefined {
  let text = ''
  for (const match of html.matchAll(FLIGHT_SCRIPT)) {
    const chunk = JSON.parse(match[1]!) as unknown[]
    if (chunk[0] === 1 && typeof chunk[1] === 'string') text += chunk[1]
    else if (chunk[0] !== 0) return undefined
  }
  return text || undefined
}

/** The rows of RSC data (`id:value`), by id; undefined when they cannot be read. */
function flightRows(text: string): Map<string, string> | undefined {
  const bytes = Buffer.from(text, 'utf8')
  const rows = new Map<string, string>()
  let at = 0
  while (at < bytes.length) {
    const colon = bytes.indexOf(0x3a, at)
    if (colon < 0) return undefined
    const id = bytes.toString('latin1', at, colon)
    // Hints (`:HL[...]`) have no id.
    if (!/^[0-9a-f]*$/.test(id)) return undefined
    if (bytes[colon + 1] === 0x54) {
      // A text row (`id:T<length in hex>,<bytes>`) has no line end: its length says where it ends.
      const comma = bytes.indexOf(0x2c, colon)
      const length = Number.parseInt(bytes.toString('latin1', colon + 2, comma), 16)
      if (comma < 0 || !Number.isSafeInteger(length)) return undefined
      at = comma + 1 + length
      continue
    }
    const end = bytes.indexOf(0x0a, colon)
    if (end < 0) return undefined
    rows.set(id, bytes.toString('utf8', colon + 1, end))
    at = end + 1
  }
  return rows
}

/** The export names of the client components a page renders; undefined when unreadable. */
export function clientComponents(html: string): string[] | undefined {
  const text = flightData(html)
  const rows = text === undefined ? undefined : flightRows(text)
  if (!rows) return undefined
  const names: string[] = []
  for (const row of rows.values()) {
    if (!row.startsWith('I[')) continue
    let name = (JSON.parse(row.slice(1)) as unknown[])[2]
    // A repeated name is written once and referred to (`"$28"` is row 28's string).
    if (typeof name === 'string' && /^\$[0-9a-f]+$/.test(name)) {
      const target = rows.get(name.slice(1))
      name = target?.startsWith('"') ? JSON.parse(target) : undefined
    }
    if (typeof name !== 'string') return undefined
    names.push(name)
  }
  return names
}

/**
 * Client components that are islands of their own, built to run without Next
 * (`src/islands`, `islandFiles.ts`): a page with them is served without Next's runtime too, with
 * each island's loader, once the build has made them.
 */
const OWN_ISLANDS: Record<string, PageIsland> = { BookingLoader: 'booking', HeroSlider: 'slider' }

/**
 * What the page needs of React beyond what the chrome script does: nothing (an empty list), the
 * islands listed, or undefined when it needs Next's runtime (or its RSC data cannot be read).
 */
export function islandsNeeded(html: string): PageIsland[] | undefined {
  const names = clientComponents(html)
  if (!names) return undefined
  const needed = new Set<PageIsland>()
  for (const name of names) {
    if (CHROME_ISLANDS.has(name) || FRAMEWORK_PARTS.has(name)) continue
    const island = OWN_ISLANDS[name]
    if (!island || !islandAvailable(island)) return undefined
    needed.add(island)
  }
  return [...needed]
}

/** The chrome script's tag, made once: its comment lines and indentation are not sent. */
let chromeTag: string | undefined
function chrome(): string {
  if (chromeTag) return chromeTag
  const script = browserScriptSource(
    new URL('../components/layout/staticChrome.browser.js', import.meta.url),
  )
  const config = {
    solidAfterPx: NAVBAR_SOLID_AFTER_PX,
    mainPages: MAIN_PAGES,
    prefetchTimeoutMs: IDLE_PREFETCH_TIMEOUT_MS,
    focusable: DRAWER_FOCUSABLE,
  }
  chromeTag = `<script>${script}(${JSON.stringify(config).replace(/</g, '\\u003c')})</script>`
  return chromeTag
}

/** Every script of React and Next: their files, their bootstrap and the page's RSC data. */
const RUNTIME_SCRIPT =
  /<script\b[^>]*\bsrc="\/_next\/[^"]*"[^>]*><\/script>|<script\b[^>]*>\s*(?:self\.__next_f|\(self\.__next_f|\(globalThis\["TURBOPACK"\])[\s\S]*?<\/script>/g
const RUNTIME_PRELOAD = /<link rel="(?:preload|modulepreload)" as="script"[^>]*?\/>/g

/** The page without React and Next's scripts, with the chrome script at the end of its body. */
export function withoutReact(html: string): string {
  const page = html.replace(RUNTIME_SCRIPT, '').replace(RUNTIME_PRELOAD, '')
  const at = page.lastIndexOf('</body>')
  return `${page.slice(0, at)}${chrome()}${page.slice(at)}`
}

/**
 * A public page as the production server sends it: without React when it needs none, otherwise
 * with Next's scripts after the first paint (`bootScripts.ts`).
 */
export function lightenPublicPage(html: string): string {
  if (ERROR_SHELL.test(html)) return deferBootScripts(html)
  const islands = html.includes('</body>') ? islandsNeeded(html) : undefined
  if (islands) {
    // Without Next nothing is rendered later but by an island: the forms it has and the forms of
    // the booking (which are React's own) are all it can ever have.
    return withIslands(withoutReact(API_FORM.test(html) ? withFormsScript(html) : html), islands)
  }
  return withFormsLoader(deferBootScripts(html))
}

/** A form the forms script sends (`apiForms.browser.js`). */
const API_FORM = /<form\b[^>]*\sdata-api-form="/

/** The forms' script tag, made once. */
let formsTag: string | undefined

/**
 * The page with the public forms' script (`apiForms.browser.js`) inline, first in its body: a
 * page without React that has such a form, which must work from the first moment. Put by this pass rather than
 * the layout so that no page carries it a second time in its RSC data (the layout adds it under
 * `next dev`, which has no such pass).
 */
export function withFormsScript(html: string): string {
  const body = /<body\b[^>]*>/.exec(html)
  if (!body) return html
  formsTag ??= `<script>${apiFormsFile().text}</script>`
  const at = body.index + body[0].length
  return `${html.slice(0, at)}${formsTag}${html.slice(at)}`
}

/**
 * A page with React gets the same script as a file (`apiFormsFile`, kept by the browser), asked
 * for by a small inline loader only once one of these forms is in the page: there they can only
 * come by a client-side navigation (to the login, sign-up or contact page), and most visits make
 * none. Until it has run, a form's submit button stays disabled, so nothing is sent without it.
 */
export function withFormsLoader(html: string): string {
  const at = html.lastIndexOf('</body>')
  if (at < 0) return html
  formsLoaderTag ??= `<script>${formsLoader(apiFormsFile().path)}</script>`
  return `${html.slice(0, at)}${formsLoaderTag}${html.slice(at)}`
}
let formsLoaderTag: string | undefined

/** The loader: it adds the forms' script once, when a form in the page needs it (or at once). */
const formsLoader = (src: string) =>
  `(function(){var d=document,o,f=function(){if(!d.querySelector('form[data-api-form]'))return;o.disconnect();var s=d.createElement('script');s.src=${JSON.stringify(src)};d.body.appendChild(s)};o=new MutationObserver(f);o.observe(d.body,{childList:true,subtree:true});f()})()`
