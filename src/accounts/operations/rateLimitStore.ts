import type { Payload } from 'payload'

import { type SqlPool, sqlPool } from '@/infra/db'

import { decide, RATE_LIMITS, type RateLimitDecision, type RateLimitName } from '../rateLimits'

/**
 * Counts one request against `name` for `subject` (an account id, a login or an IP address) in
 * one atomic statement, so concurrent requests on several app instances count exactly. `db`: the
 * pool, or an open transaction's connection (`sessionQuery`) for a caller that holds one.
 */
export async function hitRateLimit(
  payload: Payload,
  name: RateLimitName,
  subject: string,
  now: Date = new Date(),
  db: SqlPool = sqlPool(payload),
): Promise<RateLimitDecision> {
  const rule = RATE_LIMITS[name]
  const windowOpenedAfter = new Date(now.getTime() - rule.windowSeconds * 1000)
  const { rows } = await db.query(
    `insert into rate_limits (key, count, window_start, updated_at, created_at)
     values ($1, 1, $2, now(), now())
     on conflict (key) do update set
       count = case when rate_limits.window_start <= $3 then 1 else rate_limits.count + 1 end,
       window_start = case when rate_limits.window_start <= $3 then $2 else rate_limits.window_start end,
       updated_at = now()
     returning count, window_start`,
    [`${name}:${subject.toLowerCase()}`, now, windowOpenedAfter],
  )
  const row = rows[0]!
  return decide(rule, Number(row.count), new Date(row.window_start as string | Date), now)
}
