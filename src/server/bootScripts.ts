import { STAFF_FOLDER } from '@/lib/staffPath'

/**
 * Next's bootstrap scripts start loading after the page's first paint (docs/decisions.md, "Page
 * weight"). Next puts them in the document as `<script src async>` (and one `<link rel=preload>`),
 * so a phone on a slow network fetches about 145 KB of JavaScript while it still waits for the
 * stylesheet and the first picture, which it then paints later. The server-rendered page needs
 * none of it to be read or followed: the scripts only hydrate the islands (menus, forms, the
 * booking screens), whose buttons wait for hydration (`useHydrated`).
 *
 * Only pages without form fields: where a visitor can type, the scripts load as Next has them, so
 * the form is ready as early as it can be.
 *
 * The production server (`scripts/server.ts`) rewrites public pages before hashing their inline
 * scripts: the tags are taken out, and one inline script at the end of the body adds them again
 * after the first frame (`requestAnimationFrame`, then a task), or after `FALLBACK_MS` when no frame
 * comes (a tab opened in the background). The inline data Next streams (`self.__next_f`) stays
 * where it is: the runtime reads it whenever it starts, as it does with `async` scripts.
 */

/** Next's script files, in the order the page names them. */
const NEXT_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g
const NEXT_PRELOAD = /<link rel="preload" as="script"[^>]*? href="\/_next\/static\/[^"<>]+\.js"\/>/g

/** A tab opened in the background paints no frame; it starts anyway after this long. */
const FALLBACK_MS = 3000

const LOADER_LIST = /<script>\(function\(s\)[^<]*?\}\)\((\[[^<\]]*\])\)<\/script>/

/** The script files a page's loader adds after the first paint (none without a loader). */
export function deferredScriptSources(html: string): string[] {
  const list = LOADER_LIST.exec(html)?.[1]
  return list ? (JSON.parse(list) as string[]) : []
}

function loader(sources: readonly string[]): string {
  // Each file once, whichever comes first: the frame or the fallback.
  return (
    '<script>(function(s){var d=0;function go(){if(d)return;d=1;s.forEach(function(u){' +
    'var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)})}' +
    'requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,' +
    String(FALLBACK_MS) +
    ')})(' +
    JSON.stringify(sources).replace(/</g, '\\u003c') +
    ')</script>'
  )
}

/** Next's error shell (a 404 or an error page): its content is drawn by the scripts themselves. */
export const ERROR_SHELL = /<html[^>]*\bid="__next_error__"/

/** A field a visitor can type in or choose from. */
const FORM_FIELD = /<(input|select|textarea)\b/i

/**
 * The page with Next's script files loaded after its first paint; unchanged when it has none, when
 * it has form fields, or when it is Next's error shell.
 */
export function deferBootScripts(html: string): string {
  if (FORM_FIELD.test(html) || ERROR_SHELL.test(html) || !html.includes('</body>')) return html
  const sources: string[] = []
  const page = html
    .replace(NEXT_SCRIPT, (_tag, source: string) => {
      if (!sources.includes(source)) sources.push(source)
      return ''
    })
    .replace(NEXT_PRELOAD, '')
  if (sources.length === 0) return html
  const at = page.lastIndexOf('</body>')
  return `${page.slice(0, at)}${loader(sources)}${page.slice(at)}`
}

/** Pages that keep Next's own loading: the back office and the local Paymob simulator. */
const KEEP_LOADING = new Set(['admin', 'api', 'paymob-simulator', STAFF_FOLDER.slice(1)])

/** Is this request's page one of the public site's (scripts after the first paint)? */
export function defersBootScripts(url: string | undefined, staffPath: string): boolean {
  const path = (url ?? '/').split(/[?#]/, 1)[0] ?? '/'
  const first = (path.split('/')[1] ?? '').toLowerCase()
  return !KEEP_LOADING.has(first) && first !== staffPath.slice(1).toLowerCase()
}
