import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  GlobalConfig,
  PayloadRequest,
} from 'payload'

import { publishInvalidation } from '@/infra/publishInvalidation'

import { type CacheName, invalidateCaches } from './cache'

const COMMIT_POLL_MS = 25
const COMMIT_WAIT_LIMIT_MS = 30_000

/**
 * Invalidates now, and again once the request's transaction has ended: Payload runs the hooks
 * before it commits (and deletes `req.transactionID` right after), so a cache filled in between
 * would hold the rows as they were before the change.
 */
function invalidateNowAndAfterCommit(req: PayloadRequest, names: readonly CacheName[]): void {
  invalidateCaches(names)
  if (!req.transactionID) return
  const started = Date.now()
  const waitForCommit = () => {
    if (!req.transactionID || Date.now() - started > COMMIT_WAIT_LIMIT_MS) {
      invalidateCaches(names)
      return
    }
    setTimeout(waitForCommit, COMMIT_POLL_MS).unref?.()
  }
  setTimeout(waitForCommit, COMMIT_POLL_MS).unref?.()
}

/**
 * Drops the caches here at once (and after the commit), and tells every instance: the NOTIFY goes
 * out with the commit (`publishInvalidation`).
 */
async function invalidateEverywhere(req: PayloadRequest, names: readonly CacheName[]) {
  invalidateNowAndAfterCommit(req, names)
  await publishInvalidation(req, { caches: [...names], site: false })
}

/** afterChange and afterDelete hooks that invalidate the given caches on every instance. */
export function invalidationHooks(names: readonly CacheName[]): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [
      async ({ doc, req }) => {
        await invalidateEverywhere(req, names)
        return doc
      },
    ],
    afterDelete: [
      async ({ doc, req }) => {
        await invalidateEverywhere(req, names)
        return doc
      },
    ],
  }
}

/**
 * A global whose changes also invalidate the booking catalog: the settings carry the hotline,
 * the lead time and the cash switch that quotes use.
 */
export function withCatalogInvalidation(global: GlobalConfig): GlobalConfig {
  const invalidate: GlobalAfterChangeHook = async ({ doc, req }) => {
    await invalidateEverywhere(req, ['booking-catalog'])
    return doc
  }
  return {
    ...global,
    hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), invalidate] },
  }
}
