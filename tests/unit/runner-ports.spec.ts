import { spawn } from 'node:child_process'
import { createServer, type Server } from 'node:net'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { requireFreePort } from '../../scripts/lib/ports'
import { freePort } from '../helpers/ports'

/**
 * The end-to-end runner (and the benchmark, through the same `withProductionServer`) stops at
 * once, saying which port and which setting, when its app port or its embedded database's port is
 * already taken, instead of testing whatever listens there.
 */

const PROJECT_DIR = path.resolve(import.meta.dirname, '../..')
const servers: Server[] = []

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  )
})

/** A port something listens on (a plain TCP server, as a stray process would). */
async function occupiedPort(host = '127.0.0.1'): Promise<number> {
  const server = createServer((socket) => socket.end())
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  return (server.address() as { port: number }).port
}

/** `npm run test:e2e` without a build, as a person would run it; its exit code and output. */
function runE2E(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const { DATABASE_URL: _external, ...inherited } = process.env
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/e2e.ts'], {
      cwd: PROJECT_DIR,
      // Any existing file passes the Chromium check: the runner stops before it starts a browser.
      env: { ...inherited, E2E_SKIP_BUILD: '1', CHROMIUM_PATH: process.execPath, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const timer = setTimeout(() => child.kill('SIGKILL'), 50_000)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}

describe('the end-to-end runner and a taken port', () => {
  it('stops at once when its app port is taken, naming the port and E2E_PORT', async () => {
    const port = await occupiedPort()
    const started = Date.now()
    const { code, output } = await runE2E({
      E2E_PORT: String(port),
      EMBEDDED_PG_PORT: String(await freePort()),
    })
    expect(code).toBe(1)
    expect(output).toContain(`Port ${port} is already in use, so the e2e server cannot start there`)
    expect(output).toContain('E2E_PORT')
    // Nothing was started: no database, no server, no browser.
    expect(output).not.toContain('[db]')
    expect(Date.now() - started).toBeLessThan(30_000)
  }, 60_000)

  it('stops at once when its database port is taken, naming EMBEDDED_PG_PORT', async () => {
    const dbPort = await occupiedPort()
    const { code, output } = await runE2E({
      E2E_PORT: String(await freePort()),
      EMBEDDED_PG_PORT: String(dbPort),
    })
    expect(code).toBe(1)
    expect(output).toContain(
      `Port ${dbPort} is already in use, so the embedded PostgreSQL cannot start there`,
    )
    expect(output).toContain('EMBEDDED_PG_PORT')
    expect(output).not.toContain('embedded PostgreSQL is up')
  }, 60_000)

  it('counts a server on the IPv6 loopback only as taking the port', async () => {
    const port = await occupiedPort('::1')
    await expect(requireFreePort(port, 'the test server', 'TEST_PORT')).rejects.toThrow(
      `Port ${port} is already in use, so the test server cannot start there`,
    )
    await expect(requireFreePort(await freePort(), 'the test server', 'TEST_PORT')).resolves.toBe(
      undefined,
    )
  })
})
