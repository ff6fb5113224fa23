import { browserScriptSource } from './browserScripts'
import { builtIsland, type Island } from './islandFiles'

/**
 * The islands' loaders, put into a page served without Next's runtime that has their markup
 * (`staticPages.ts`): each finds its root in the page and imports its module
 * (`src/islands/<island>.tsx`) when the island is wanted. The loader's tag lists the files the
 * module loads first (`data-island-files`), for the benchmark's first-load JS; an island wanted at
 * once also gets them preloaded from the head.
 */
const LOADERS: Record<Island, { file: URL; eager: RegExp }> = {
  booking: {
    file: new URL('../islands/bookingLoader.browser.js', import.meta.url),
    // BookingLoader's `eager` (on /book), in its HTML-escaped configuration.
    eager: /data-booking-island="[^"]*&quot;eager&quot;:true/,
  },
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
    : `<script data-island-files="${built!.files.join(' ')}">${browserScriptSource(LOADERS[island].file)}(${JSON.stringify(built!.module)})</script>`
  loaderTags.set(key, tag)
  return tag
}

/** The page with these islands' loaders at the end of its body. */
export function withIslands(html: string, islands: PageIsland[]): string {
  if (!islands.length) return html
  let page = html
  const preloads = islands
    .filter((island) => !isScripted(island) && LOADERS[island].eager.test(html))
    .flatMap((island) => builtIsland(island as Island)!.files)
  const head = page.indexOf('</head>')
  if (preloads.length && head >= 0) {
    const links = [...new Set(preloads)]
      .map((file) => `<link rel="modulepreload" href="${file}"/>`)
      .join('')
    page = `${page.slice(0, head)}${links}${page.slice(head)}`
  }
  const at = page.lastIndexOf('</body>')
  return `${page.slice(0, at)}${islands.map(loaderTag).join('')}${page.slice(at)}`
}

/** The files the islands' loaders in a page load first (the benchmark counts them). */
export const islandScriptSources = (html: string): string[] =>
  [...html.matchAll(/<script data-island-files="([^"]*)">/g)].flatMap((match) =>
    match[1]!.split(' '),
  )
