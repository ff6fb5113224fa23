import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * Payload's own dependency check (every payload package at payload's version) is switched off in
 * src/payload.config.ts because `@payloadcms/storage-s3` has no release at our payload's version
 * yet. This is the check in its place: every installed `@payloadcms/*` package at payload's exact
 * version, except the storage plugin and the cloud-storage plugin under it, which may trail by a
 * patch release of the same minor, and nothing else.
 */

const MODULES = path.resolve(import.meta.dirname, '../../node_modules')
const versionOf = (name: string) =>
  (
    JSON.parse(readFileSync(path.join(MODULES, name, 'package.json'), 'utf8')) as {
      version: string
    }
  ).version
const TRAILING = new Set(['@payloadcms/storage-s3', '@payloadcms/plugin-cloud-storage'])

describe("Payload's packages", () => {
  const payload = versionOf('payload')
  const packages = readdirSync(path.join(MODULES, '@payloadcms')).map(
    (name) => `@payloadcms/${name}`,
  )

  it("are all at payload's version", () => {
    const others = packages.filter((name) => !TRAILING.has(name))
    expect(others.length).toBeGreaterThan(4)
    for (const name of others) expect(`${name}@${versionOf(name)}`).toBe(`${name}@${payload}`)
  })

  it("but the storage plugins, at most a patch behind, in payload's minor", () => {
    const [major, minor, patch] = payload.split('.').map(Number)
    for (const name of packages.filter((candidate) => TRAILING.has(candidate))) {
      const [theirMajor, theirMinor, theirPatch] = versionOf(name).split('.').map(Number)
      expect(`${name} ${theirMajor}.${theirMinor}`).toBe(`${name} ${major}.${minor}`)
      expect(theirPatch).toBeLessThanOrEqual(patch!)
    }
  })
})
