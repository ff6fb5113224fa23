import { spawn } from 'node:child_process'
import path from 'node:path'

import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server'
import { NextRequest } from 'next/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { productionStaffPath } from '@/lib/staffPath'

/**
 * Issue 29, item 6: with a hidden STAFF_PATH nothing reveals it through the admin's folder name
 * (`/staff/x.y`, a path with a dot), and production refuses to start on the default `/staff`.
 */
const PROJECT_DIR = path.resolve(import.meta.dirname, '../..')
const HIDDEN = '/ops-7f3k2q'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

/** src/proxy.ts as it loads with `STAFF_PATH` set (it reads the path once, when loaded). */
async function proxyWith(staffPath: string | undefined) {
  vi.resetModules()
  vi.stubEnv('STAFF_PATH', staffPath)
  return import('@/proxy')
}

const rewriteOf = (response: Response) => {
  const target = response.headers.get('x-middleware-rewrite')
  return target ? new URL(target).pathname : null
}

describe('the admin folder behind a hidden STAFF_PATH', () => {
  it.each(['/staff/x.y', '/staff/login.php', '/staff/a.b/c', '/staff/.env'])(
    'sends %s through the proxy, though it has a dot',
    async (url) => {
      const { config } = await proxyWith(HIDDEN)
      expect(unstable_doesMiddlewareMatch({ config, url })).toBe(true)
      // Other dotted paths (files) still skip it.
      expect(unstable_doesMiddlewareMatch({ config, url: '/robots.txt' })).toBe(false)
    },
  )

  it.each(['/staff/x.y', '/staff/login.php', '/staff/a.b/c'])(
    'answers %s as an unknown address with a dot, never the admin',
    async (url) => {
      const { default: proxy } = await proxyWith(HIDDEN)
      const response = proxy(new NextRequest(`http://localhost${url}`))
      const target = rewriteOf(response)
      expect(target).not.toBeNull()
      expect(target!.startsWith('/staff')).toBe(false)
      expect(target!.split('/')[1]).toBe('-')
      expect(response.headers.get('location')).toBeNull()
      expect(JSON.stringify([...response.headers])).not.toContain(HIDDEN)
    },
  )

  it('still serves the admin at the hidden path, and at /staff when that is the path', async () => {
    const hidden = await proxyWith(HIDDEN)
    expect(rewriteOf(hidden.default(new NextRequest(`http://localhost${HIDDEN}/login`)))).toBe(
      '/staff/login',
    )
    const plain = await proxyWith(undefined)
    const response = plain.default(new NextRequest('http://localhost/staff/x.y'))
    expect(rewriteOf(response)).toBeNull()
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
  })
})

describe('production refuses the default staff path', () => {
  it.each([{}, { STAFF_PATH: '' }, { STAFF_PATH: '/staff' }, { STAFF_PATH: 'STAFF/' }])(
    'refuses %j with a message saying what to set',
    (env) => {
      expect(() => productionStaffPath(env)).toThrow(/STAFF_PATH.*e\.g\. STAFF_PATH=\/ops-7f3k2q/s)
    },
  )

  it('accepts an unguessable path', () => {
    expect(productionStaffPath({ STAFF_PATH: HIDDEN })).toBe(HIDDEN)
  })

  it('the production server stops at start, saying why, when STAFF_PATH is unset', async () => {
    const { STAFF_PATH: _unset, ...inherited } = process.env
    const { code, output } = await new Promise<{ code: number | null; output: string }>(
      (resolve) => {
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', 'scripts/server.ts', '--port', '0'],
          {
            cwd: PROJECT_DIR,
            env: {
              ...inherited,
              NODE_ENV: 'production',
              PAYLOAD_SECRET: 'a-production-secret-of-at-least-32-characters',
              SITE_URL: 'http://localhost:3999',
              PAYMENT_GATEWAY: 'simulator',
            },
            stdio: ['ignore', 'pipe', 'pipe'],
          },
        )
        let output = ''
        child.stdout.on('data', (chunk) => (output += chunk))
        child.stderr.on('data', (chunk) => (output += chunk))
        child.on('close', (exitCode) => resolve({ code: exitCode, output }))
      },
    )
    expect(code).not.toBe(0)
    expect(output).toMatch(/Masar cannot start: STAFF_PATH is not set/)
  }, 120_000)
})
