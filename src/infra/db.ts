import { sql } from '@payloadcms/db-postgres'
import type { Payload, RequestContext } from 'payload'

/**
 * Raw SQL where Payload's Local API cannot say it in one statement (an atomic claim, a counter,
 * an advisory lock). The one place that reaches behind `payload.db`: the PostgreSQL adapter keeps
 * its `pg` pool there, and its open transactions' Drizzle sessions by transaction id.
 */

export type SqlRow = Record<string, unknown>
export type SqlResult = { rows: SqlRow[]; rowCount: number | null }

/** The adapter's `pg` pool: `query(text, values)` with `$1` placeholders, outside any transaction. */
export type SqlPool = { query: (text: string, values?: unknown[]) => Promise<SqlResult> }

/** A Drizzle session: `execute(sql\`...\`)` inside a Payload transaction. */
export type SqlSession = { execute: (query: unknown) => Promise<{ rows: SqlRow[] }> }

type PostgresAdapterInternals = {
  pool: SqlPool
  sessions: Record<string, { db: SqlSession } | undefined>
}

const internals = (payload: Payload) => payload.db as unknown as PostgresAdapterInternals

export const sqlPool = (payload: Payload): SqlPool => internals(payload).pool

/**
 * An open transaction's session as a pool-shaped `query(text, values)` (`$1` placeholders): a
 * statement written for the pool runs inside the transaction, on its connection. A caller that
 * holds a transaction must not wait for a second connection: enough such callers at once would
 * hold the whole pool and wait for each other.
 */
export function sessionQuery(session: SqlSession): SqlPool {
  return {
    query: async (text, values = []) => {
      const parts = text.split(/\$(\d+)/)
      const chunks = parts.map((part, index) =>
        index % 2 === 1 ? sql`${values[Number(part) - 1]}` : sql.raw(part),
      )
      const { rows } = await session.execute(sql.join(chunks))
      return { rows, rowCount: rows.length }
    },
  }
}

/** The Drizzle session of an open Payload transaction (for locks taken inside it). */
export function transactionSession(payload: Payload, transactionID: string | number): SqlSession {
  const session = internals(payload).sessions[String(transactionID)]
  if (!session) throw new Error(`Transaction ${transactionID} is not open`)
  return session.db
}

/** The `req` that runs a Local API call inside the transaction (a fresh one each call: Payload
 * caches lookups on the object it is given), with the hooks' context (who acts, for the audit). */
export type TransactionReq = { transactionID: string | number; context?: RequestContext }

/**
 * Runs `work` in one database transaction: committed when it returns `{ commit: true }`, rolled
 * back when it returns `{ commit: false }` or throws. Payload may already have rolled back after a
 * failed operation; the rollback is then a no-op. `context` reaches the hooks of every call made
 * with `req()` (the audit trail's actor and reason: src/audit/hooks.ts).
 */
export async function withTransaction<T>(
  payload: Payload,
  work: (tx: {
    req: () => TransactionReq
    session: SqlSession
  }) => Promise<{ commit: boolean; value: T }>,
  { context }: { context?: RequestContext } = {},
): Promise<T> {
  const transactionID = await payload.db.beginTransaction()
  if (transactionID === null) throw new Error('The database adapter has no transactions')
  let xid: string | undefined
  let outcome: { commit: boolean; value: T }
  try {
    const session = transactionSession(payload, transactionID)
    outcome = await work({
      req: () => (context ? { transactionID, context: { ...context } } : { transactionID }),
      session,
    })
    if (outcome.commit) {
      // The transaction's id, to ask PostgreSQL afterwards whether the commit took place.
      const { rows } = await session.execute(sql`select txid_current()::text as "xid"`)
      xid = String(rows[0]?.xid)
      await payload.db.commitTransaction(transactionID)
    } else await payload.db.rollbackTransaction(transactionID)
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID).catch(() => undefined)
    throw error
  }
  if (xid !== undefined) await confirmCommitted(payload, xid)
  return outcome.value
}

/**
 * Payload's `commitTransaction` swallows a failed COMMIT (the connection broke as it was sent:
 * a database restart): the caller would carry on as if the work were stored. PostgreSQL knows:
 * `txid_status` of the transaction, asked on another connection, is `committed` or not. Not
 * committed throws an error the API answers with 503 (`src/lib/databaseOutage.ts`), so the
 * client sends the request again; so does a database that cannot be asked.
 */
async function confirmCommitted(payload: Payload, xid: string): Promise<void> {
  const { rows } = await sqlPool(payload).query('select txid_status($1::bigint) as "status"', [xid])
  const status = rows[0]?.status
  if (status !== 'committed') {
    throw Object.assign(
      new Error(`Connection terminated: transaction ${xid} was not committed (${String(status)})`),
      { code: '08006' },
    )
  }
}
