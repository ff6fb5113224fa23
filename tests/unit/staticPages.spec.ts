import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { inlineScriptHashes } from '@/lib/securityHeaders'
import { readIslandsFrom } from '@/server/islandFiles'
import { islandScriptSources } from '@/server/islands'
import { clientComponents, lightenPublicPage } from '@/server/staticPages'

import { throughHtmlPass } from '../helpers/htmlPass'

/** RSC data as Next 16 writes it into a page: `self.__next_f.push([1, "<rows>"])` scripts. */
const flight = (...chunks: string[]) =>
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  chunks
    .map((chunk) => `<script>self.__next_f.push(${JSON.stringify([1, chunk])})</script>`)
    .join('')

/** The rows of a page with only the layout's islands (shortened from a real one). */
const CHROME_ROWS =
  '1:"$Sreact.fragment"\n2:"/_next/static/chunks/a.js"\n3:I[339756,["$2"],"default"]\n' +
  'e:I[897367,["$2"],"OutletBoundary"]\n11:"ViewportBoundary"\n12:I[897367,["$2"],"$11"]\n' +
  ':HL["/_next/static/chunks/a.css","style"]\n:HC["/",""]\n5:X\n' +
  '28:"ChunkReloadGuard"\n29:I[21724,["$2"],"$28"]\n2a:I[29681,["$2"],"IdlePrefetch"]\n' +
  '31:I[642633,["$2"],"NavbarShell"]\n38:I[100495,["$2"],"SideDrawer"]\n' +
  '37:I[251242,["$2"],"AccountLinks"]\n3a:I[837266,["$2"],"DrawerAccount"]\n' +
  '36:I[13904,["$2"],"LanguageToggle"]\n2c:I[642385,["$2"],"OfflineBanner"]\n'

function page(rows: string, body = '<main><h1>About us</h1></main>') {
  return (
    '<!DOCTYPE html><html lang="en" dir="ltr"><head>' +
    '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime.js"/>' +
    '<script src="/_next/static/chunks/react-dom.js" async=""></script>' +
    '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head><body>' +
    `${body}<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]})</script>` +
    '<script src="/_next/static/chunks/runtime.js" async=""></script>' +
    `${flight(rows.slice(0, 120), rows.slice(120))}` +
    '<script type="application/ld+json">{"@type":"TravelAgency"}</script></body></html>'
  )
}

describe('public pages that need no React are served without it', () => {
  it('reads the client components a page renders from its RSC data, names referred to included', () => {
    expect(clientComponents(page(CHROME_ROWS))).toEqual([
      'default',
      'OutletBoundary',
      'ViewportBoundary',
      'ChunkReloadGuard',
      'IdlePrefetch',
      'NavbarShell',
      'SideDrawer',
      'AccountLinks',
      'DrawerAccount',
      'LanguageToggle',
      'OfflineBanner',
    ])
  })

  it("is not misled by an article's text that looks like a row", () => {
    // A text row (`T` and its length in bytes) may hold line ends, and any text after them.
    const text = 'Arrivals: الوصول\n7:I[1,[],"ContactForm"]\n'
    const rows = `${CHROME_ROWS}40:T${Buffer.byteLength(text).toString(16)},${text}41:I[5,[],"HeroSlider"]\n`
    expect(clientComponents(page(rows))).toContain('HeroSlider')
    expect(clientComponents(page(rows))).not.toContain('ContactForm')
  })

  it('drops every script of React and Next and adds the chrome script at the end of the body', () => {
    const light = lightenPublicPage(page(CHROME_ROWS))
    expect(light).not.toContain('/_next/static/chunks/react-dom.js')
    expect(light).not.toContain('/_next/static/chunks/runtime.js')
    expect(light).not.toContain('polyfills.js')
    expect(light).not.toContain('__next_f')
    expect(light).not.toContain('TURBOPACK')
    // What the page shows and says stays: its content, its stylesheet, its structured data.
    for (const kept of [
      '<main><h1>About us</h1></main>',
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
      '<script type="application/ld+json">{"@type":"TravelAgency"}</script>',
    ])
      expect(light).toContain(kept)
    // A page without a form of the forms script carries the chrome script alone.
    const scripts = [...light.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!)
    expect(scripts).toHaveLength(1)
    expect(scripts[0]).toMatch(/^\(function \(config\) \{[\s\S]*\}\)\(\{"solidAfterPx":100,/)
    expect(scripts[0]).toContain('"mainPages":["/","/about","/services","/contact-us","/login"]')
    expect(light).toMatch(/<\/script><\/body><\/html>$/)
    // Comments are not sent.
    expect(scripts[0]).not.toMatch(/^\s*\/[/*]/m)
  })

  it('puts the forms script first in the body of a page with one of its forms', () => {
    const form = '<main><form method="post" data-api-form="/api/contact?lang=en"></form></main>'
    const light = lightenPublicPage(page(CHROME_ROWS, form))
    expect(light).not.toContain('__next_f')
    const scripts = [...light.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!)
    expect(scripts).toHaveLength(2)
    expect(light).toMatch(/<body[^>]*><script>\(function \(\) \{\nconst doc = document/)
    expect(scripts[0]).toContain("doc.addEventListener('submit'")
    expect(scripts[0]).not.toMatch(/^\s*\/[/*]/m)
    expect(scripts[1]).toMatch(/^\(function \(config\) \{/)
    // The words alone, in an article's text, are not a form.
    const words = lightenPublicPage(page(CHROME_ROWS, '<main><p>data-api-form="x"</p></main>'))
    expect([...words.matchAll(/<script>/g)]).toHaveLength(1)
  })

  it('keeps React, its scripts after the first paint, for a page with a client component of its own', () => {
    for (const component of ['VerifyForm', 'AccountSettings', 'LoginForm']) {
      const rows = `${CHROME_ROWS}60:I[428206,["$2"],"${component}"]\n`
      const light = lightenPublicPage(page(rows))
      expect(light, component).toContain('__next_f')
      expect(light, component).toContain('TURBOPACK')
      expect(light, component).toMatch(/<script>\(function\(s\)[\s\S]*?runtime\.js/)
    }
  })

  it("serves the home page's slider without React: its own script works its markup", () => {
    const rows = `${CHROME_ROWS}60:I[428206,["$2"],"HeroSlider"]\n`
    const light = lightenPublicPage(page(rows, '<main><div data-slider="{}"></div></main>'))
    expect(light).not.toContain('__next_f')
    expect(light).not.toContain('TURBOPACK')
    expect(light).toContain("querySelector('[data-slider]')")
    expect(light).not.toContain('data-island-files')
  })
})

describe('the booking screens are an island of their own', () => {
  const booking = (eager: boolean) =>
    page(
      `${CHROME_ROWS}60:I[428206,["$2"],"BookingLoader"]\n61:I[428207,["$2"],"HeroSlider"]\n`,
      `<main><div class="booking-root" data-booking-island="{&quot;messagesUrl&quot;:&quot;/api/messages?scope=booking&quot;,&quot;eager&quot;:${eager}}"></div></main>`,
    )
  let folder = ''
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'islands-'))
  })
  afterEach(() => {
    readIslandsFrom(path.join(import.meta.dirname, '../../.next/islands'))
    rmSync(folder, { recursive: true, force: true })
  })

  it('keeps React for them while the build has not made the island (`next build` alone)', () => {
    readIslandsFrom(folder)
    const light = lightenPublicPage(booking(false))
    expect(light).toContain('__next_f')
    expect(light).toContain('TURBOPACK')
  })

  it('serves the page without Next once built: the loader imports the module when wanted, the files it loads first listed', async () => {
    writeFileSync(
      path.join(folder, 'manifest.json'),
      JSON.stringify({
        booking: {
          module: '/islands/booking-AB12.js',
          files: ['/islands/booking-AB12.js', '/islands/chunk-CD34.js'],
        },
      }),
    )
    writeFileSync(path.join(folder, 'booking-AB12.js'), 'export function mount() {}')
    writeFileSync(path.join(folder, 'chunk-CD34.js'), 'export const shared = 1')
    readIslandsFrom(folder)

    const later = lightenPublicPage(booking(false))
    expect(later).not.toContain('__next_f')
    expect(later).not.toContain('TURBOPACK')
    // The chrome, the slider's script and the booking's loader; the module only when wanted.
    expect(later).toContain('import(src)')
    expect(later).toContain('("/islands/booking-AB12.js")</script>')
    expect(islandScriptSources(later)).toEqual([
      '/islands/booking-AB12.js',
      '/islands/chunk-CD34.js',
    ])
    // On /book the screens are wanted at once, but after the page has painted: nothing is
    // preloaded from the head.
    const eager = lightenPublicPage(booking(true))
    expect(eager.slice(0, eager.indexOf('</head>'))).not.toContain('/islands/')
    expect(eager).toContain('requestAnimationFrame')

    // Its inline scripts are allowed by hash, the module by the policy's 'self'.
    const { sent, csp } = await throughHtmlPass(later, '/')
    expect(sent).toContain('import(src)')
    const hashes = inlineScriptHashes(sent)
    expect(hashes.length).toBeGreaterThanOrEqual(3)
    for (const hash of hashes) expect(csp).toContain(hash)
  })

  it('keeps React when the RSC data cannot be read, and for the error shell', () => {
    const binary = page(CHROME_ROWS).replace(
      '</body>',
      '<script>self.__next_f.push([3,"AAEC"])</script></body>',
    )
    expect(lightenPublicPage(binary)).toContain('__next_f')
    const shell = page(CHROME_ROWS).replace(
      '<html lang="en" dir="ltr">',
      '<html id="__next_error__">',
    )
    expect(lightenPublicPage(shell)).toContain('__next_f')
    const noData = page(CHROME_ROWS).replace(
      /<script>self\.__next_f\.push\(\[1[\s\S]*?<\/script>/g,
      '',
    )
    expect(lightenPublicPage(noData)).toContain('TURBOPACK')
  })

  it("allows the chrome script by its hash in the page's policy", async () => {
    const html = page(CHROME_ROWS)
    const { sent, csp } = await throughHtmlPass(html, '/about')
    expect(sent).toBe(lightenPublicPage(html))
    expect(inlineScriptHashes(sent)).toHaveLength(1)
    expect(csp).toBe(`script-src 'self' ${inlineScriptHashes(sent).join(' ')}`)
  })
})

describe('client components are told apart by name', () => {
  /** Files of ours under src that start with 'use client'. */
  function clientModules(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name)
      if (statSync(file).isDirectory()) return clientModules(file)
      if (!/\.tsx?$/.test(name)) return []
      return readFileSync(file, 'utf8').startsWith("'use client'") ? [file] : []
    })
  }

  it('our client components are named exports: a default one is read as one of Next’s parts', () => {
    const root = path.join(import.meta.dirname, '../../src')
    const defaults = clientModules(root)
      .filter((file) => /^export default\b/m.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file))
      .sort()
    // Error boundaries, which render only when a page fails, and the booking screens the booking
    // card loads itself (React.lazy wants a default export).
    expect(defaults).toEqual([
      'app/(frontend)/[locale]/(payment)/error.tsx',
      'app/(frontend)/[locale]/(site)/error.tsx',
      'app/global-error.tsx',
      'components/booking/BookingScreens.tsx',
      'components/booking/BookingWidget.tsx',
      'components/booking/DayCalendar.tsx',
    ])
  })
})
