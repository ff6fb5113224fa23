import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  GlobalConfig,
  PayloadRequest,
} from 'payload'

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

/** afterChange and afterDelete hooks that invalidate the given caches. */
export function invalidationHooks(names: readonly CacheName[]): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [
      ({ doc, req }) => {
        invalidateNowAndAfterCommit(req, names)
        return doc
      },
    ],
    afterDelete: [
      ({ doc, req }) => {
        invalidateNowAndAfterCommit(req, names)
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
  const invalidate: GlobalAfterChangeHook = ({ doc, req }) => {
    invalidateNowAndAfterCommit(req, ['booking-catalog'])
    return doc
  }
  return {
    ...global,
    hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), invalidate] },
  }
}
