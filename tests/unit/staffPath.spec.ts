import { readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { API_SEGMENTS, PUBLIC_SEGMENTS, STAFF_FOLDER, staffPath } from '@/lib/staffPath'

const APP = path.resolve(import.meta.dirname, '../../src/app')

/** A route group `(name)`, a dynamic `[segment]`, or a private `_folder`: no path segment of its own. */
const isGroup = (name: string) => /^\(.*\)$/.test(name)
const isDynamic = (name: string) => name.startsWith('[')

/** Whether a folder holds a page or a route handler somewhere (`styles/` does not). */
const hasRoute = (dir: string): boolean =>
  readdirSync(dir, { withFileTypes: true }).some((entry) =>
    entry.isDirectory()
      ? hasRoute(path.join(dir, entry.name))
      : /^(page|route)\.(tsx?|jsx?)$/.test(entry.name),
  )

/**
 * The first path segments `src/app` answers at: folders under route groups, at the root and under
 * `[locale]`, and files at the root that Next serves as routes (`robots.ts` -> `robots.txt`).
 */
function rootSegments(dir: string): string[] {
  const segments: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && hasRoute(path.join(dir, entry.name))) {
      if (isGroup(entry.name)) segments.push(...rootSegments(path.join(dir, entry.name)))
      else if (entry.name === '[locale]') segments.push(...rootSegments(path.join(dir, entry.name)))
      else if (!isDynamic(entry.name)) segments.push(entry.name)
    }
  }
  return segments
}

const ROOT_FILES: Record<string, string> = {
  'robots.ts': 'robots.txt',
  'sitemap.ts': 'sitemap.xml',
  'icon.svg': 'icon.svg',
  'favicon.ico': 'favicon.ico',
}

const publicSegments = () => [
  ...rootSegments(APP).filter((segment) => `/${segment}` !== STAFF_FOLDER),
  ...readdirSync(APP)
    .filter((name) => name in ROOT_FILES)
    .map((name) => ROOT_FILES[name]!),
]

const capitalised = (segment: string) => segment.charAt(0).toUpperCase() + segment.slice(1)

describe('staffPath', () => {
  it('defaults to /staff', () => {
    expect(staffPath({})).toBe('/staff')
  })

  it('normalises slashes around one segment', () => {
    expect(staffPath({ STAFF_PATH: 'ops-7f3k' })).toBe('/ops-7f3k')
    expect(staffPath({ STAFF_PATH: '/ops-7f3k/' })).toBe('/ops-7f3k')
  })

  it.each(['/a/b', '/x', '/has space', '/caf\u00e9', '/-dash', '/../etc'])(
    'refuses %s as not one segment',
    (value) => {
      expect(() => staffPath({ STAFF_PATH: value })).toThrow(/one path segment/)
    },
  )

  it('the list covers every page, API and file src/app answers at the root', () => {
    const found = publicSegments()
    // Sanity: the walk sees the app's pages.
    expect(found).toEqual(expect.arrayContaining(['login', 'pay', 'api', 'paymob-simulator']))
    const missing = found.filter((segment) => !PUBLIC_SEGMENTS.includes(segment.toLowerCase()))
    expect(missing).toEqual([])
  })

  const everyPublic = [
    ...new Set([...publicSegments(), ...PUBLIC_SEGMENTS, 'ar', 'en', 'admin', 'media', '_next']),
  ]

  it.each(everyPublic)('refuses /%s, in any letter case, naming the route', (segment) => {
    for (const value of [
      segment,
      `/${segment}`,
      `/${capitalised(segment)}`,
      segment.toUpperCase(),
    ]) {
      expect(() => staffPath({ STAFF_PATH: value })).toThrow(
        new RegExp(`STAFF_PATH /${segment}.* is a public route`, 'i'),
      )
    }
  })

  it("the API list covers every folder of the site's API, and Payload's", () => {
    const folders = readdirSync(path.join(APP, '(frontend)', 'api'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !isDynamic(entry.name))
      .map((entry) => entry.name)
    expect(folders).toEqual(expect.arrayContaining(['user', 'booking', 'payments']))
    expect([...API_SEGMENTS].sort()).toEqual([...folders, 'cms'].sort())
  })

  // `booking` is a page too: the public-route message names it first.
  it.each(API_SEGMENTS.filter((segment) => !PUBLIC_SEGMENTS.includes(segment)))(
    "refuses /%s, a folder of the site's API the staff API would clash with",
    (segment) => {
      for (const value of [`/${segment}`, `/${capitalised(segment)}`]) {
        expect(() => staffPath({ STAFF_PATH: value })).toThrow(
          new RegExp(`STAFF_PATH /${segment} names a folder of the site's API`, 'i'),
        )
      }
    },
  )

  it.each(['/Login', '/Signup', '/Settings', '/About', '/Pay', '/PAY', '/Contact-Us'])(
    "refuses the spec's alias %s",
    (value) => {
      expect(() => staffPath({ STAFF_PATH: value })).toThrow(/public route/)
    },
  )

  it('accepts a segment that only starts like a public one', () => {
    expect(staffPath({ STAFF_PATH: '/login-ops-7f3k' })).toBe('/login-ops-7f3k')
    expect(staffPath({ STAFF_PATH: '/apiary' })).toBe('/apiary')
  })
})
