import type { Where } from 'payload'

/**
 * Messages marked due in the transaction that made them due (a booking's confirmation, a
 * payment's receipt) and cleared once they are in the outbox. The server stores them right after
 * its answer, in well under a second; the jobs queue takes over those still due this long after
 * the change, and keeps trying for two days.
 */
export const DUE_AFTER_MS = 2 * 60_000
const DUE_WITHIN_MS = 2 * 86_400_000

/** The conditions of a document whose `flag` is still due at `now`, for the jobs queue. */
export function stillDue(flag: string, now: Date): Where[] {
  return [
    { [flag]: { equals: true } },
    { updatedAt: { less_than: new Date(now.getTime() - DUE_AFTER_MS).toISOString() } },
    { updatedAt: { greater_than: new Date(now.getTime() - DUE_WITHIN_MS).toISOString() } },
  ]
}
