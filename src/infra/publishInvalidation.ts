import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { encodeInvalidation, INVALIDATION_CHANNEL, type Invalidation } from '@/lib/invalidation'

import { sqlPool, transactionSession } from './db'

const openSession = (req: PayloadRequest, transactionID: string | number) => {
  try {
    return transactionSession(req.payload, transactionID)
  } catch {
    return undefined // already committed: notify at once
  }
}

/**
 * NOTIFYs every listening instance. Inside the change's transaction when there is one, so that
 * PostgreSQL delivers it at the commit, after the new rows are visible, and never for a change
 * rolled back; otherwise (no transaction) at once. A failure to notify is logged, not thrown:
 * the change itself has been made, and the caches' TTL still bounds how long it stays unseen.
 */
export async function publishInvalidation(
  req: PayloadRequest,
  invalidation: Invalidation,
): Promise<void> {
  const payload = encodeInvalidation(invalidation)
  try {
    const transactionID = await req.transactionID
    const session = transactionID ? openSession(req, transactionID) : undefined
    if (session) {
      await session.execute(sql`select pg_notify(${INVALIDATION_CHANNEL}, ${payload})`)
    } else {
      await sqlPool(req.payload).query('select pg_notify($1, $2)', [INVALIDATION_CHANNEL, payload])
    }
  } catch (error) {
    req.payload.logger.error({ err: error, msg: 'Could not notify the other instances' })
  }
}
