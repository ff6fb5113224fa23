/**
 * Telling "the database cannot be reached right now" from every other error. While PostgreSQL
 * restarts, fails over or refuses connections, `pg` and Drizzle throw errors that name the
 * network or PostgreSQL's connection classes; an API request that meets one answers 503
 * `service-unavailable` in the caller's language with `Retry-After` (the client sends the same
 * request again, under the same `Idempotency-Key` for a booking), never a 500. Nothing of Next or
 * Payload here: the classification is plain data (tests/unit/databaseOutage.spec.ts).
 */

/** Node's socket errors of a connection that failed or broke. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])

/**
 * PostgreSQL's SQLSTATEs of a server that is going away or not there yet: class 08 (connection
 * exception), 57P01-57P03 (admin or crash shutdown, cannot connect now), 53300 (too many
 * connections).
 */
const SQLSTATES = /^(08\d{3}|57P0[1-3]|53300)$/

/** What `pg` and `pg-pool` say, in words, when a connection ends or cannot be had. */
const MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /client has encountered a connection error and is not queryable/i,
  /client was closed and is not queryable/i,
  /cannot use a pool after calling end/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /terminating connection due to administrator command/i,
  /connect ECONNREFUSED/i,
  // Payload's beginTransaction keeps only Drizzle's "Failed query: begin" of the cause, and a
  // BEGIN fails only on a connection that cannot be had or has broken.
  /cannot begin transaction/i,
  /read ECONNRESET/i,
]

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown }

function matchesOne(error: ErrorLike): boolean {
  const code = typeof error.code === 'string' ? error.code : ''
  if (NETWORK_CODES.has(code) || SQLSTATES.test(code)) return true
  const message = typeof error.message === 'string' ? error.message : ''
  return MESSAGES.some((pattern) => pattern.test(message))
}

/**
 * True when `error`, or an error it wraps (`cause`, Drizzle's "Failed query" included, or an
 * AggregateError's `errors`, as Node's connect gives for several addresses), says the database
 * could not be reached or dropped the connection.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 6 || typeof error !== 'object' || error === null) return false
  const candidate = error as ErrorLike
  if (matchesOne(candidate)) return true
  if (Array.isArray(candidate.errors)) {
    return candidate.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  }
  return isDatabaseUnavailable(candidate.cause, depth + 1)
}

/** How long a client should wait before sending the request again, in seconds. */
export const OUTAGE_RETRY_AFTER = 5
