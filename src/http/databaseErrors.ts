import { fail } from '@/lib/failure'

import { isDatabaseUnavailable, OUTAGE_RETRY_AFTER } from '@/lib/databaseOutage'
import { databaseLooksUnreachable } from '@/infra/databaseState'
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

const unavailable = (request: Request) =>
  errorResponse(
    fail('service-unavailable', 'api.serviceUnavailable', { retryAfter: OUTAGE_RETRY_AFTER }),
    requestLocale(request),
    { 'Cache-Control': 'no-store' },
  )

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
      return unavailable(request)
    }
  }
}

/**
 * Payload's REST handlers (`/api/cms/...`: the staff's sign-in and the admin's data) catch a failed
 * database themselves and answer their own 500 "Something went wrong". While the pool says the
 * database is unreachable (`src/infra/databaseState.ts`), such an answer is the API's 503
 * `service-unavailable` with `Retry-After` instead, as every other route's; thrown errors are
 * treated as by `withDatabaseErrors`.
 */
export function withPayloadOutage<Rest extends unknown[]>(
  handler: (request: Request, ...rest: Rest) => Promise<Response> | Response,
): (request: Request, ...rest: Rest) => Promise<Response> {
  const guarded = withDatabaseErrors(handler)
  return async (request, ...rest) => {
    const response = await guarded(request, ...rest)
    if (response.status < 500 || response.status === 503 || !databaseLooksUnreachable()) {
      return response
    }
    console.warn(
      `[db] ${request.method} ${new URL(request.url).pathname}: answered ${response.status} while the database is unreachable; answered 503`,
    )
    return unavailable(request)
  }
}
