import { fail } from '@/lib/failure'

import { isDatabaseUnavailable, OUTAGE_RETRY_AFTER } from '@/lib/databaseOutage'
import { requestLocale } from './request'
import { errorResponse } from './responses'

/**
 * Wraps an API route's handler: an error that says the database is unreachable (it restarts,
 * fails over, refuses connections) becomes 503 `service-unavailable` in the caller's language with
 * `Retry-After`, instead of Next's bare 500. A database transaction that broke was rolled back by
 * PostgreSQL, so the same request may simply be sent again. Any other error is thrown on: a bug
 * stays a bug.
 */
/** An error's first line, short (Drizzle's message carries the whole query). */
const firstLine = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 160)

export function withDatabaseErrors<Rest extends unknown[]>(
  handler: (request: Request, ...rest: Rest) => Promise<Response> | Response,
): (request: Request, ...rest: Rest) => Promise<Response> {
  return async (request, ...rest) => {
    try {
      return await handler(request, ...rest)
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error
      console.warn(
        `[db] ${request.method} ${new URL(request.url).pathname}: the database is unavailable (${firstLine(
          error,
        )}); answered 503`,
      )
      return errorResponse(
        fail('service-unavailable', 'api.serviceUnavailable', { retryAfter: OUTAGE_RETRY_AFTER }),
        requestLocale(request),
        { 'Cache-Control': 'no-store' },
      )
    }
  }
}
