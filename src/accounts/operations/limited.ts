import type { Payload } from 'payload'

import { type Failure, fail } from '@/lib/failure'
import type { SqlPool } from '@/infra/db'

import type { RateLimitName } from '../rateLimits'
import { hitRateLimit } from './rateLimitStore'

/**
 * Counts the request against each limit in turn and refuses at the first one exceeded, saying in
 * minutes how long to wait; null when every limit allows it. `db`: as for `hitRateLimit`.
 */
export async function limited(
  payload: Payload,
  checks: [RateLimitName, string][],
  now: Date,
  db?: SqlPool,
): Promise<Failure | null> {
  for (const [name, subject] of checks) {
    const decision = await hitRateLimit(payload, name, subject, now, db)
    if (!decision.allowed) {
      return fail('rate-limited', 'account.errors.rateLimited', {
        values: { minutes: Math.ceil(decision.retryAfterSeconds / 60) },
        retryAfter: decision.retryAfterSeconds,
      })
    }
  }
  return null
}
