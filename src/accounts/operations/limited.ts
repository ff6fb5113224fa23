import type { Payload } from 'payload'

import { type Failure, fail } from '@/lib/failure'

import type { RateLimitName } from '../rateLimits'
import { hitRateLimit } from './rateLimitStore'

/**
 * Counts the request against each limit in turn and refuses at the first one exceeded, saying in
 * minutes how long to wait; null when every limit allows it.
 */
export async function limited(
  payload: Payload,
  checks: [RateLimitName, string][],
  now: Date,
): Promise<Failure | null> {
  for (const [name, subject] of checks) {
    const decision = await hitRateLimit(payload, name, subject, now)
    if (!decision.allowed) {
      return fail('rate-limited', 'account.errors.rateLimited', {
        values: { minutes: Math.ceil(decision.retryAfterSeconds / 60) },
        retryAfter: decision.retryAfterSeconds,
      })
    }
  }
  return null
}
