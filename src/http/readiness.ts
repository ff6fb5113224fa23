import { isDatabaseUnavailable } from '@/lib/databaseOutage'

/**
 * Liveness and readiness, for a load balancer or an orchestrator (docs/api.md, "Health").
 * Liveness says the process answers HTTP and touches nothing else; readiness says it can serve
 * requests that need the database: a trivial query answered within a short time. Neither ever
 * throws: a database that refuses, breaks the connection or hangs is a `not ready` with its reason.
 */

/** The longest a readiness probe waits for the database. */
export const READY_TIMEOUT_MS = 2_000

export type Readiness =
  | { ready: true; latencyMs: number }
  | {
      ready: false
      reason: 'database-timeout' | 'database-unavailable' | 'database-error'
      detail: string
    }

/** Something that runs one query (the adapter's `pg` pool). */
export type Probe = () => Promise<unknown>

export async function checkReadiness(
  probe: Probe,
  timeoutMs: number = READY_TIMEOUT_MS,
): Promise<Readiness> {
  const started = performance.now()
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs)
  })
  try {
    // The probe runs on (or throws immediately); a late answer after the timeout is dropped.
    const answered = probe().then(
      () => 'ok' as const,
      (error: unknown) => error,
    )
    const outcome = await Promise.race([answered, timeout])
    if (outcome === 'ok') return { ready: true, latencyMs: Math.round(performance.now() - started) }
    if (outcome === 'timeout') {
      return {
        ready: false,
        reason: 'database-timeout',
        detail: `the database did not answer within ${timeoutMs} ms`,
      }
    }
    const message = outcome instanceof Error ? outcome.message : String(outcome)
    return {
      ready: false,
      reason: isDatabaseUnavailable(outcome) ? 'database-unavailable' : 'database-error',
      detail: message.slice(0, 200),
    }
  } catch (error) {
    // getPayload itself may fail while the database is away at start-up.
    return {
      ready: false,
      reason: isDatabaseUnavailable(error) ? 'database-unavailable' : 'database-error',
      detail: (error instanceof Error ? error.message : String(error)).slice(0, 200),
    }
  } finally {
    clearTimeout(timer)
  }
}
