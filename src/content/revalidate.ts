import { revalidatePath } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'

import { nextPublicSiteGeneration } from '@/server/pageCache'

/**
 * Public pages are rendered once and cached; any editorial change marks every public page stale
 * so the next visitor sees it, without a rebuild. (The site is small: a precise dependency map
 * would save little and could miss a page.) Outside a Next server - the seed script, migrations -
 * there is no cache to clear, and Next throws; that is ignored. The production server's front
 * cache of pages (`src/server/pageCache.ts`) drops its copies at the same moment.
 */
export function revalidatePublicSite(context: Record<string, unknown> = {}): void {
  if (context.disableRevalidate) return
  nextPublicSiteGeneration()
  try {
    revalidatePath('/', 'layout')
  } catch {
    // Not inside a Next request: nothing is cached here.
  }
}

export const revalidateAfterChange: CollectionAfterChangeHook = ({ doc, req }) => {
  revalidatePublicSite(req.context)
  return doc
}

export const revalidateAfterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
  revalidatePublicSite(req.context)
  return doc
}

export const revalidateGlobalAfterChange: GlobalAfterChangeHook = ({ doc, req }) => {
  revalidatePublicSite(req.context)
  return doc
}

/** The hooks every public collection carries. */
export const revalidateHooks = {
  afterChange: [revalidateAfterChange],
  afterDelete: [revalidateAfterDelete],
}
