import { createServer, type Server, type Socket } from 'node:net'

import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort } from '../helpers/ports'

import { isDatabaseUnavailable } from '@/lib/databaseOutage'
import { resilientPg } from '@/infra/databasePool'
import { checkReadiness } from '@/http/readiness'

/**
 * What an unreachable database looks like to the app, from real `pg` connections: a port nothing
 * listens on (connection refused) and a server that accepts and never answers (a hung network).
 * The API answers the first kind 503 (`withDatabaseErrors`), readiness says why it is not ready.
 */

let closedPort: number
let silent: Server
let silentPort: number
const sockets: Socket[] = []

beforeAll(async () => {
  closedPort = await freePort()
  silent = createServer((socket) => sockets.push(socket))
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
  silentPort = (silent.address() as { port: number }).port
})

afterAll(async () => {
  for (const socket of sockets) socket.destroy()
  await new Promise((resolve) => silent.close(resolve))
})

const poolOn = (port: number, options: pg.PoolConfig = {}) =>
  new resilientPg.Pool({ connectionString: `postgres://x:y@127.0.0.1:${port}/db`, ...options })

async function errorOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run()
  } catch (error) {
    return error
  }
  throw new Error('expected a failure')
}

describe('isDatabaseUnavailable', () => {
  it('knows a refused connection, also when wrapped as a cause or said only in words', async () => {
    const pool = poolOn(closedPort)
    const refused = await errorOf(() => pool.query('select 1'))
    await pool.end()
    expect(isDatabaseUnavailable(refused)).toBe(true)
    // Drizzle wraps the driver's error; Payload's beginTransaction keeps only the words.
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: refused }))).toBe(
      true,
    )
    expect(
      isDatabaseUnavailable(
        new Error(`Error: cannot begin transaction: ${(refused as Error).message}`),
      ),
    ).toBe(true)
  })

  it("knows PostgreSQL's shutdown and connection codes", () => {
    for (const code of ['57P01', '57P03', '08006', '08001', '53300']) {
      expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code }))).toBe(true)
    }
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true)
    // Payload's beginTransaction drops the cause: only Drizzle's words of the failed BEGIN remain.
    expect(
      isDatabaseUnavailable(
        new Error('Error: cannot begin transaction: Failed query: begin\nparams: '),
      ),
    ).toBe(true)
  })

  it('leaves every other error alone: a bug stays a 500, a refused value a 400', () => {
    expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false)
    // unique violation, invalid text representation, deadlock: the database answered
    for (const code of ['23505', '22P02', '40P01']) {
      expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code }))).toBe(false)
    }
    expect(isDatabaseUnavailable(null)).toBe(false)
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false)
  })
})

describe('checkReadiness', () => {
  it('is ready when the probe answers', async () => {
    const readiness = await checkReadiness(async () => undefined)
    expect(readiness.ready).toBe(true)
  })

  it('is not ready, and says why, when the database refuses connections', async () => {
    const pool = poolOn(closedPort)
    const readiness = await checkReadiness(() => pool.query('select 1'))
    await pool.end()
    expect(readiness).toMatchObject({ ready: false, reason: 'database-unavailable' })
  })

  it('gives up after its time limit when the database never answers', async () => {
    const pool = poolOn(silentPort, { connectionTimeoutMillis: 1_500 })
    const started = Date.now()
    const readiness = await checkReadiness(() => pool.query('select 1'), 300)
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(readiness).toMatchObject({ ready: false, reason: 'database-timeout' })
    await pool.end().catch(() => undefined)
  })

  it('fails fast: a connection attempt waits at most its timeout, not forever', async () => {
    const pool = poolOn(silentPort, { connectionTimeoutMillis: 300 })
    const started = Date.now()
    const error = await errorOf(() => pool.query('select 1'))
    expect(Date.now() - started).toBeLessThan(3_000)
    expect(isDatabaseUnavailable(error)).toBe(true)
    await pool.end().catch(() => undefined)
  })
})
