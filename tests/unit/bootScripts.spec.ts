import { runInNewContext } from 'node:vm'

import { describe, expect, it } from 'vitest'

import { inlineScriptHashes } from '@/lib/securityHeaders'
import { withFormsLoader } from '@/server/staticPages'
import { deferBootScripts, deferredScriptSources, defersBootScripts } from '@/server/bootScripts'

import { throughHtmlPass } from '../helpers/htmlPass'

/** The head and body Next 16 writes for a public page (shortened). */
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/_next/static/chunks/a.css"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime.js"/>' +
  '<script src="/_next/static/chunks/react-dom.js" async=""></script>' +
  '<script src="/_next/static/chunks/main.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>' +
  '<body><main><h1>Terms</h1></main>' +
  '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>' +
  '<script src="/_next/static/chunks/runtime.js" async=""></script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  '<script type="application/ld+json">{"@type":"TravelAgency"}</script></body></html>'

/** Runs the page's loader with a stand-in document; returns what it added, and the callbacks. */
function runLoader(html: string) {
  const loader = /<script>(\(function\(s\)[\s\S]*?)<\/script>/.exec(html)?.[1]
  if (!loader) throw new Error('no loader in the page')
  const added: { src: string; async: boolean }[] = []
  const frames: (() => void)[] = []
  const timers: { run: () => void; ms: number }[] = []
  runInNewContext(loader, {
    document: {
      createElement: () => ({ src: '', async: false }),
      head: { appendChild: (element: { src: string; async: boolean }) => added.push(element) },
    },
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
  })
  return { added, frames, timers }
}

describe("public pages load Next's scripts after their first paint", () => {
  it('takes the script tags and their preload out, and adds one loader at the end of the body', () => {
    const page = deferBootScripts(PAGE)
    expect(page).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/)
    expect(page).not.toContain('rel="preload" as="script"')
    // What the page needs before its scripts stays: the stylesheet, the inline data, the
    // runtime's chunk list, the structured data, and the polyfills old browsers load instead.
    for (const kept of [
      '<link rel="stylesheet" href="/_next/static/chunks/a.css"/>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script id="_R_">',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script type="application/ld+json">',
      '<main><h1>Terms</h1></main>',
    ])
      expect(page).toContain(kept)
    expect(page).toMatch(/<script>\(function\(s\)[\s\S]*?<\/script><\/body><\/html>$/)
  })

  it('adds the files after the first frame, in the order the page named them, each once', () => {
    const { added, frames, timers } = runLoader(deferBootScripts(PAGE))
    expect(added).toEqual([])
    // The fallback for a tab that paints no frame.
    expect(timers.map((timer) => timer.ms)).toEqual([3000])
    frames.forEach((frame) => frame())
    expect(added).toEqual([])
    // The task after the frame.
    timers.filter((timer) => timer.ms === 0).forEach((timer) => timer.run())
    expect(added).toEqual(
      ['react-dom', 'main', 'runtime'].map((name) => ({
        src: `/_next/static/chunks/${name}.js`,
        async: true,
      })),
    )
    // The fallback comes later and adds nothing more.
    timers.forEach((timer) => timer.run())
    expect(added).toHaveLength(3)
  })

  it("names the loader's files for the benchmark's first-load count", () => {
    expect(deferredScriptSources(deferBootScripts(PAGE))).toEqual(
      ['react-dom', 'main', 'runtime'].map((name) => `/_next/static/chunks/${name}.js`),
    )
    expect(deferredScriptSources(PAGE)).toEqual([])
  })

  it('starts by the fallback in a tab that never paints', () => {
    const { added, timers } = runLoader(deferBootScripts(PAGE))
    timers.forEach((timer) => timer.run())
    expect(added.map((script) => script.src)).toHaveLength(3)
  })

  it('leaves pages with form fields to load as Next has them', () => {
    for (const field of ['<input name="login"/>', '<select name="country"></select>', '<textarea>'])
      expect(deferBootScripts(PAGE.replace('<h1>Terms</h1>', field))).toBe(
        PAGE.replace('<h1>Terms</h1>', field),
      )
  })

  it("leaves Next's error shell (a 404 drawn by the scripts) to load as Next has it", () => {
    const shell = PAGE.replace('<html lang="en">', '<html id="__next_error__">')
    expect(deferBootScripts(shell)).toBe(shell)
  })

  it('leaves a page without Next scripts as it is', () => {
    const plain =
      '<!DOCTYPE html><html><body><p>Hello</p><script src="/x.js"></script></body></html>'
    expect(deferBootScripts(plain)).toBe(plain)
  })

  it('applies to the public site, not to the back office or the Paymob simulator', () => {
    for (const url of ['/', '/ar', '/about', '/ar/services/maas?x=1', '/book', '/pay?link=x'])
      expect(defersBootScripts(url, '/ops-7f3k2q'), url).toBe(true)
    for (const url of [
      '/ops-7f3k2q',
      '/OPS-7F3K2Q/reservations',
      '/staff/login',
      '/admin',
      '/paymob-simulator/checkout',
      '/api/cms/users',
    ])
      expect(defersBootScripts(url, '/ops-7f3k2q'), url).toBe(false)
  })

  it("allows the loader by its hash in the page's policy", async () => {
    const { sent: page, csp } = await throughHtmlPass(PAGE, '/terms')
    // A page with React also gets the loader of the public forms' script file.
    expect(page).toBe(withFormsLoader(deferBootScripts(PAGE)))
    expect(page).toMatch(/"\/forms\.[0-9a-f]{12}\.js"[^<]*<\/script><\/body>/)
    expect(csp).toBe(`script-src 'self' ${inlineScriptHashes(page).join(' ')}`)
    expect(inlineScriptHashes(page)).toHaveLength(4)
  })
})
