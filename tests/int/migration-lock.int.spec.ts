import { spawn } from 'node:child_process'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { migrations } from '@/migrations'
import { MIGRATION_LOCK_KEY, withMigrationLock } from '@/infra/migrationLock'

import {
  databaseUrl,
  dropDatabase,
  ensureDatabase,
  PROJECT_DIR,
  throwawayName,
} from '../../scripts/lib/database'

/**
 * Several instances of a release starting on one unmigrated database at once: without the lock,
 * all but one of their migration runs failed half-way and those instances did not start.
 */

let pool: pg.Pool
beforeAll(() => {
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 })
})
afterAll(async () => {
  await pool.end()
})

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('withMigrationLock', () => {
  it('runs one migration run at a time: the second waits until the first has finished', async () => {
    const events: string[] = []
    let waited = 0
    const run = (name: string, ms: number) => async () => {
      events.push(`${name} starts`)
      await pause(ms)
      events.push(`${name} ends`)
    }
    const first = withMigrationLock(() => pool.connect(), run('first', 400))
    await pause(100)
    const second = withMigrationLock(
      () => pool.connect(),
      run('second', 10),
      () => waited++,
    )
    await Promise.all([first, second])
    expect(events).toEqual(['first starts', 'first ends', 'second starts', 'second ends'])
    expect(waited).toBe(1)
  })

  it('gives the lock back when a run fails, so the next run does not wait', async () => {
    await expect(
      withMigrationLock(
        () => pool.connect(),
        async () => {
          throw new Error('migration failed')
        },
      ),
    ).rejects.toThrow('migration failed')
    let waited = 0
    await withMigrationLock(
      () => pool.connect(),
      async () => {},
      () => waited++,
    )
    expect(waited).toBe(0)
  })
})

describe('npm run migrate, three at once on an empty database', () => {
  const name = throwawayName('miglock')
  const serverUrl = process.env.TEST_SERVER_URL!

  beforeAll(async () => {
    await ensureDatabase(serverUrl, name)
  })
  afterAll(async () => {
    await dropDatabase(serverUrl, name)
  })

  /**
   * One `npm run migrate` as a production instance runs it; resolves with its exit code and output.
   * `seen` holds its output so far, for the test to watch.
   */
  function migrate(
    seen: { output: string } = { output: '' },
  ): Promise<{ code: number | null; output: string }> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/migrate.ts'], {
      cwd: PROJECT_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl(serverUrl, name),
        PAYLOAD_SECRET: 'migration-lock-test-secret-0123456789abcdef',
        SITE_URL: 'http://localhost:3000',
        PAYMENT_GATEWAY: 'simulator',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout.on('data', (chunk: Buffer) => (seen.output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (seen.output += chunk.toString()))
    return new Promise((resolve) =>
      child.on('exit', (code) => resolve({ code, output: seen.output })),
    )
  }

  it('all succeed, and every migration is applied exactly once', async () => {
    // Another instance holds the lock while the three start, so each of them surely meets it (three
    // processes left to themselves may start far enough apart on a busy machine never to meet),
    // then they race each other for it once it is let go.
    const holder = new pg.Client({ connectionString: databaseUrl(serverUrl, name) })
    await holder.connect()
    const WAITING = 'Another instance is applying migrations'
    let runs: { code: number | null; output: string }[]
    try {
      await holder.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY])
      const seen = [{ output: '' }, { output: '' }, { output: '' }]
      const running = Promise.all(seen.map((output) => migrate(output)))
      const deadline = Date.now() + 120_000
      while (!seen.every(({ output }) => output.includes(WAITING)) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100))
      expect(seen.map(({ output }) => output.includes(WAITING))).toEqual([true, true, true])
      await holder.query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY])
      runs = await running
    } finally {
      await holder.end()
    }
    for (const run of runs) expect(run.code, run.output.slice(-2000)).toBe(0)

    const database = new pg.Client({ connectionString: databaseUrl(serverUrl, name) })
    await database.connect()
    try {
      const { rows } = await database.query<{ name: string; times: number }>(
        'select name, count(*)::int as times from payload_migrations group by name order by name',
      )
      expect(rows).toEqual(
        migrations
          .map((migration) => ({ name: migration.name, times: 1 }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      )
    } finally {
      await database.end()
    }
  }, 180_000)
})
