import { isDatabaseUnavailable } from '@/lib/databaseOutage'

/**
 * Whether the database looks unreachable right now, as the connection pool last found it: set
 * when getting a connection fails (or PostgreSQL closes idle ones as it shuts down), cleared by the
 * next connection that opens. The production server reads it to answer a page PostgreSQL kept
 * from rendering with 503 and Retry-After instead of 500 (`src/http/outagePage.ts`).
 *
 * On `globalThis`: the pool runs in Next's bundle, the server outside it, each with its own copy
 * of this module.
 */
const STATE_KEY = Symbol.for('masar.databaseState')
type State = { unreachableSince: number | null }
const store = globalThis as typeof globalThis & { [STATE_KEY]?: State }
const state = (): State => (store[STATE_KEY] ??= { unreachableSince: null })

/** A connection failed: noted when the error says the database cannot be reached. */
export function noteConnectionFailure(error: unknown): void {
  if (isDatabaseUnavailable(error)) state().unreachableSince ??= Date.now()
}

/** A connection opened: the database is reachable again. */
export function noteConnectionOpened(): void {
  state().unreachableSince = null
}

export const databaseLooksUnreachable = (): boolean => state().unreachableSince !== null
