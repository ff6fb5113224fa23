import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { BOOKING_ERRORS } from '@/booking/validation'
import { CLIENT_NAMESPACES, CLIENT_SCOPES } from '@/i18n/clientMessages'

const SRC = path.resolve(import.meta.dirname, '../../src')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(name) ? [full] : []
  })
}

const clientModules = sourceFiles(SRC).filter((file) =>
  /^\s*['"]use client['"]/m.test(readFileSync(file, 'utf8')),
)

describe('messages sent to the browser', () => {
  it('include every namespace a client component translates with', () => {
    expect(clientModules.length).toBeGreaterThan(10)
    const used = new Set<string>()
    for (const file of clientModules) {
      const text = readFileSync(file, 'utf8')
      for (const match of text.matchAll(/useTranslations\(\s*['"]([A-Za-z]+)/g)) used.add(match[1]!)
      for (const match of text.matchAll(/\btranslate\(\s*['"]([A-Za-z]+)\./g)) used.add(match[1]!)
    }
    expect(used.size).toBeGreaterThan(3)
    for (const namespace of used) expect(CLIENT_NAMESPACES).toContain(namespace)
  })

  it('give each part of the site the namespaces its client components read', () => {
    // Where each scope's client components live (src/i18n/ClientMessages.tsx wraps them). A
    // scope's provider replaces the layout's, so a scope lists everything its components read.
    const homes: [RegExp, readonly string[]][] = [
      [/\/components\/booking\//, CLIENT_SCOPES.booking],
      [/\/components\/account\//, CLIENT_SCOPES.account],
      [/\/components\/manage\//, CLIENT_SCOPES.manage],
      [/\/components\/(layout|slider)\/|\/app\/\(frontend\)\/.*error\.tsx$/, CLIENT_SCOPES.layout],
    ]
    let checked = 0
    for (const file of clientModules) {
      const home = homes.find(([pattern]) => pattern.test(file))
      if (!home) continue
      const text = readFileSync(file, 'utf8')
      const used = [
        ...text.matchAll(/useTranslations\(\s*['"]([A-Za-z]+)/g),
        ...text.matchAll(/\btranslate\(\s*['"]([A-Za-z]+)\./g),
      ].map((match) => match[1]!)
      for (const namespace of used) {
        expect(home[1], `${path.relative(SRC, file)} reads ${namespace}`).toContain(namespace)
        checked++
      }
    }
    expect(checked).toBeGreaterThan(20)
  })

  it('keep the layout, which every page carries, to the navbar, slider and error screens', () => {
    expect([...CLIENT_SCOPES.layout].sort()).toEqual(['errors', 'nav', 'slider'])
  })

  it('include the booking validation messages the form shows before it sends anything', () => {
    for (const key of Object.values(BOOKING_ERRORS)) {
      expect(CLIENT_NAMESPACES).toContain(key.split('.')[0])
    }
  })

  it('leave out what only the server uses', () => {
    for (const namespace of ['notifications', 'voucher', 'calendar', 'seo', 'api']) {
      expect(CLIENT_NAMESPACES).not.toContain(namespace)
    }
  })
})
