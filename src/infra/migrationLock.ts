import type { DatabaseAdapterObj } from 'payload'

/**
 * One migration run at a time per database (docs/deploy.md, "Migrations").
 *
 * Migrations are applied by `npm run migrate`, by `npm start` before it serves, and by every
 * production instance when Payload connects (`prodMigrations`). Several instances of a new release
 * starting on an unmigrated database at once would each find the same migrations missing and run
 * them side by side: all but one then fail half-way ("duplicate key ... pg_type_typname_nsp_index")
 * and the instance does not start. Each run therefore first takes a PostgreSQL advisory lock on a
 * connection of its own; the others wait for it, then find nothing left to do.
 *
 * A session-level lock: released when the run ends, and by the server if the process dies (its
 * connection closes), so a crashed run never blocks the next one.
 */

/** The advisory lock's key: 'masarmig' as a 64-bit integer, shared by every instance. */
export const MIGRATION_LOCK_KEY = '7881707685243873639'

/** The part of a `pg` pool client the lock uses. */
type LockConnection = {
  query: (sql: string, values: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>
  release: (error?: Error | boolean) => void
}

/**
 * Runs `run` holding the migration lock, on a connection from `connect` kept for the lock alone.
 * `onWait` is called once when another run holds the lock and this one waits for it.
 */
export async function withMigrationLock<T>(
  connect: () => Promise<LockConnection>,
  run: () => Promise<T>,
  onWait: () => void = () => {},
): Promise<T> {
  const connection = await connect()
  let broken: Error | undefined
  try {
    const { rows } = await connection.query('select pg_try_advisory_lock($1::bigint) as locked', [
      MIGRATION_LOCK_KEY,
    ])
    if (rows[0]?.locked !== true) {
      onWait()
      await connection.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY])
    }
    try {
      return await run()
    } finally {
      await connection
        .query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY])
        .catch((error: Error) => {
          // The connection is gone, and the lock with it; the pool must not reuse it.
          broken = error
        })
    }
  } catch (error) {
    broken ??= error as Error
    throw error
  } finally {
    connection.release(broken)
  }
}

/** The adapter's members the wrapper uses, beside Payload's own `migrate`. */
type MigratingAdapter = {
  migrate: (args?: { migrations?: unknown[] }) => Promise<void>
  pool: { connect: () => Promise<LockConnection> }
  payload: { logger: { info: (message: string) => void } }
}

/**
 * The PostgreSQL adapter with every migration run (`migrate`, whoever calls it) under the lock.
 */
export function withLockedMigrations<T extends object>(
  adapter: DatabaseAdapterObj<T>,
): DatabaseAdapterObj<T> {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args)
      const target = db as unknown as MigratingAdapter
      const migrate = target.migrate.bind(db)
      target.migrate = (migrateArgs) =>
        withMigrationLock(
          () => target.pool.connect(),
          () => migrate(migrateArgs),
          () =>
            target.payload.logger.info(
              'Another instance is applying migrations: waiting for it to finish.',
            ),
        )
      return db
    },
  }
}
