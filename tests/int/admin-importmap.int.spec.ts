import { readFileSync } from 'node:fs'
import path from 'node:path'

import configPromise from '@payload-config'
import { describe, expect, it } from 'vitest'

/** The committed map's keys (the file imports the admin's UI, which plain Node cannot load). */
const mapKeys = () =>
  new Set(
    [
      ...readFileSync(path.resolve('src/app/(payload)/staff/importMap.js'), 'utf8').matchAll(
        /^\s+"([^"]+)":/gm,
      ),
    ].map((match) => match[1]),
  )

/**
 * The admin renders a component named by path only when the import map holds it; a missing entry
 * is a blank screen at run time, not a build error. Every root component the config names (the
 * desk's views, the navigation, the logo) must be in the committed map (`npm run
 * generate:importmap`).
 */
describe('the admin import map', () => {
  it('holds every root component the config names', async () => {
    const config = await configPromise
    const components = config.admin.components ?? {}
    const named: string[] = []
    const add = (value: unknown) => {
      if (typeof value === 'string') named.push(value)
      else if (value && typeof value === 'object' && 'path' in value)
        named.push(String((value as { path: string }).path))
    }
    for (const view of Object.values(components.views ?? {})) add(view?.Component)
    for (const link of components.beforeNavLinks ?? []) add(link)
    for (const graphic of Object.values(components.graphics ?? {})) add(graphic)
    expect(named.length).toBeGreaterThan(10)
    const keys = mapKeys()
    const missing = named.filter((name) => !keys.has(name))
    expect(missing).toEqual([])
  })
})
