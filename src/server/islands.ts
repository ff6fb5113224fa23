import { browserScriptSource } from './browserScripts'
import { builtIsland, type Island } from './islandFiles'

/**
 * The islands' loaders, put into a page served without Next's runtime that has their markup
 * (`staticPages.ts`): each finds its root in the page and imports its module
 * (`src/islands/<island>.tsx`) when the island is wanted. The loader's tag lists the files the
 * module loads before the island shows (`data-island-files`), for the benchmark's first-load JS.
 * None is preloaded from the head: the page paints first (on /book, the screens' code is asked
 * for after the first frame).
 */
const LOADERS: Record<Island, URL> = {
  booking: new URL('../islands/bookingLoader.browser.js', import.meta.url),
}

/**
 * Islands that need no React: a plain script does the client component's work on its markup,
 * as the chrome script does the layout's (HeroSlider's: `heroSlider.browser.js`).
 */
const SCRIPTED = { slider: new URL('../components/slider/heroSlider.browser.js', import.meta.url) }

/** Every island a page served without Next's runtime can have. */
export type PageIsland = Island | keyof typeof SCRIPTED

const isScripted = (island: PageIsland): island is keyof typeof SCRIPTED => island in SCRIPTED

/** Can the island run here? A scripted one always; one of React once the build has made it. */
export const islandAvailable = (island: PageIsland): boolean =>
  isScripted(island) || builtIsland(island) !== undefined

const loaderTags = new Map<string, string>()

/** An island's tag, made once per build of it. */
function loaderTag(island: PageIsland): string {
  const built = isScripted(island) ? undefined : builtIsland(island)
  const key = `${island} ${built?.module}`
  const kept = loaderTags.get(key)
  if (kept) return kept
  const tag = isScripted(island)
    ? `<script>${browserScriptSource(SCRIPTED[island])}()</script>`
    : `<script data-island-files="${built!.files.join(' ')}">${browserScriptSource(LOADERS[island])}(${JSON.stringify(built!.module)})</script>`
  loaderTags.set(key, tag)
  return tag
}

/** The page with these islands' loaders at the end of its body. */
export function withIslands(html: string, islands: PageIsland[]): string {
  const at = html.lastIndexOf('</body>')
  if (!islands.length || at < 0) return html
  return `${html.slice(0, at)}${islands.map(loaderTag).join('')}${html.slice(at)}`
}

/** The files the islands' loaders in a page load first (the benchmark counts them). */
export const islandScriptSources = (html: string): string[] =>
  [...html.matchAll(/<script data-island-files="([^"]*)">/g)].flatMap((match) =>
    match[1]!.split(' '),
  )
