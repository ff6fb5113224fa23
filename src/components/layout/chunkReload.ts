/** The spec's chunk reload guard: at most one automatic reload per minute. */
export const CHUNK_RELOAD_GUARD_MS = 60_000
export const CHUNK_RELOAD_STORAGE_KEY = 'masar:chunk-reload-at'

/**
 * Messages of a script chunk that could not be loaded: after a deployment the old chunk names are
 * gone, and only a reload fetches the new ones (webpack, Turbopack, Chromium, Firefox, Safari).
 */
const CHUNK_ERROR_MESSAGES = [
  /Loading (CSS )?chunk [\w./-]+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Failed to load chunk/i,
]

function isChunkLoadError(error: unknown): boolean {
  if (!error) return false
  if (typeof error === 'string') return CHUNK_ERROR_MESSAGES.some((pattern) => pattern.test(error))
  if (typeof error !== 'object') return false
  const { name, message } = error as { name?: unknown; message?: unknown }
  if (name === 'ChunkLoadError') return true
  return typeof message === 'string' && CHUNK_ERROR_MESSAGES.some((p) => p.test(message))
}

/**
 * Whether `error` (an `error` event's error or an `unhandledrejection`'s reason) should reload the
 * page: only for a failed chunk, and not again within a minute of the last automatic reload, so a
 * chunk that is really missing cannot make the page reload forever.
 */
export function shouldReloadForChunkError(
  error: unknown,
  lastReloadAt: number | null,
  now: number,
): boolean {
  if (!isChunkLoadError(error)) return false
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true
  // A timestamp in the future (clock changed) does not block reloads for good.
  return now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS || lastReloadAt > now
}
