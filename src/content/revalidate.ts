import { revalidatePath } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import { publishInvalidation } from '@/infra/publishInvalidation'

/**
 * Public pages are rendered once and cached; any editorial change marks every public page stale
 * so the next visitor sees it, without a rebuild. (The site is small: a precise dependency map
 * would save little and could miss a page.) Outside a Next server - the seed script, migrations -
 * there is no cache to clear, and Next throws; that is ignored. Every other instance (and this one
 * again) is told with the commit (`revalidateEverywhere`).
 */
export function revalidatePublicSite(context: Record<string, unknown> = {}): void {
  if (context.disableRevalidate) return
  try {
    revalidatePath('/', 'layout')
  } catch {
    // Not inside a Next request: nothing is cached here.
  }
}

/**
 * Here at once, and on every instance of a scaled-out deployment once the change commits: the
 * NOTIFY (`publishInvalidation`) reaches each instance's listener (`scripts/server.ts`), which
 * has its own Next revalidate the public pages.
 */
async function revalidateEverywhere(req: PayloadRequest): Promise<void> {
  if (req.context.disableRevalidate) return
  revalidatePublicSite(req.context)
  await publishInvalidation(req, { caches: [], site: true })
}

export const revalidateAfterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  await revalidateEverywhere(req)
  return doc
}

export const revalidateAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await revalidateEverywhere(req)
  return doc
}

export const revalidateGlobalAfterChange: GlobalAfterChangeHook = async ({ doc, req }) => {
  await revalidateEverywhere(req)
  return doc
}

/** The hooks every public collection carries. */
export const revalidateHooks = {
  afterChange: [revalidateAfterChange],
  afterDelete: [revalidateAfterDelete],
}
