/**
 * Signals between the copies of a module within one process: Next's bundle loads its own copy of
 * the booking caches and of the page cache's generation (`src/booking/operations/cache.ts`,
 * `src/server/pageCache.ts`), beside the production server's (`scripts/app.ts`). What changes in
 * Next's copy is signalled here, on `globalThis`, and the app server passes it on to the front
 * process that answers quotes and cached pages (`scripts/server.ts`, docs/decisions.md, "The
 * front process").
 *
 * - `booking-data`: a booking cache was loaded or invalidated.
 * - `public-site`: an editorial change moved the public site on (cached pages are stale).
 */
export type ServerSignal = 'booking-data' | 'public-site'
type Listener = (signal: ServerSignal) => void

const LISTENERS_KEY = Symbol.for('masar.serverSignals')
const store = globalThis as typeof globalThis & { [LISTENERS_KEY]?: Set<Listener> }

/** Tells every listener of this process; nothing happens when none listens (tests, dev). */
export function signalServer(signal: ServerSignal): void {
  const listeners = store[LISTENERS_KEY]
  if (listeners) for (const listener of listeners) listener(signal)
}

/** Listens to the signals of this process; returns the function that stops listening. */
export function onServerSignal(listener: Listener): () => void {
  const listeners = (store[LISTENERS_KEY] ??= new Set())
  listeners.add(listener)
  return () => listeners.delete(listener)
}
