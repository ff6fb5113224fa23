import pg from 'pg'

import { noteConnectionFailure, noteConnectionOpened } from './databaseState'

/**
 * The `pg` the PostgreSQL adapter builds its pool from (its `pg` option), made to live through a
 * database restart without an app restart (docs/decisions.md, "Surviving a database restart"):
 *
 * - An idle connection the server closes (a restart, a fail-over, an idle timeout on the server)
 *   makes `pg-pool` emit `error` on the pool; with no listener that is an uncaught exception. Here
 *   it is one log line, and the pool opens a fresh connection on the next query.
 * - The adapter checks one connection out at start-up and never gives it back (its reconnect
 *   watch). When the server drops it, it stayed counted in the pool forever: one slot fewer after
 *   every restart, until every query waited for a free connection. A checked-out connection that
 *   fails and is not given back within a few seconds is given back here with its error, so the
 *   pool discards it; a later release by its holder is a no-op.
 * - Getting a connection waits at most `connectionTimeoutMillis` (5 s), so a request during an
 *   outage fails fast (503, `src/http/databaseErrors.ts`) rather than hanging.
 */

/** How long a failed, checked-out connection may stay out before the pool takes it back. */
const BROKEN_CLIENT_GRACE_MS = 3_000

type Release = (error?: Error | boolean) => void

function guard(client: pg.PoolClient): void {
  const release: Release = client.release.bind(client)
  let released = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const onError = (error: Error) => {
    if (released || timer) return
    timer = setTimeout(() => {
      if (!released) client.release(error)
    }, BROKEN_CLIENT_GRACE_MS)
    timer.unref?.()
  }
  client.on('error', onError)
  client.release = ((error?: Error | boolean) => {
    if (released) return
    released = true
    clearTimeout(timer)
    client.removeListener('error', onError)
    release(error)
  }) as typeof client.release
}

type ConnectCallback = (error: Error | undefined, client?: pg.PoolClient, done?: Release) => void

class ResilientPool extends pg.Pool {
  constructor(options: pg.PoolConfig = {}) {
    super({ connectionTimeoutMillis: 5_000, idleTimeoutMillis: 10_000, ...options })
    this.on('error', (error: Error & { code?: string }) => {
      noteConnectionFailure(error)
      console.warn(
        `[db] an idle database connection was closed (${error.code ?? 'no code'}: ${error.message}); the next query opens a new one`,
      )
    })
  }

  // @ts-expect-error pg's typings overload connect(); both forms are kept.
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    if (callback) {
      super.connect((error, client) => {
        if (client) {
          noteConnectionOpened()
          guard(client)
        } else noteConnectionFailure(error)
        callback(error, client, client?.release)
      })
      return
    }
    return super.connect().then(
      (client) => {
        noteConnectionOpened()
        guard(client)
        return client
      },
      (error: unknown) => {
        noteConnectionFailure(error)
        throw error
      },
    )
  }
}

/** `pg` with the pool above, for `postgresAdapter({ pg: resilientPg })`. */
export const resilientPg = { ...pg, Pool: ResilientPool } as unknown as typeof pg
