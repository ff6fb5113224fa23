import { describe, expect, it } from 'vitest'

import { CHUNK_RELOAD_GUARD_MS, shouldReloadForChunkError } from '@/components/layout/chunkReload'

const now = 1_800_000_000_000

function chunkLoadError(message = 'Loading chunk 123 failed.') {
  const error = new Error(message)
  error.name = 'ChunkLoadError'
  return error
}

describe('shouldReloadForChunkError', () => {
  it('reloads for the chunk errors of the bundlers and browsers', () => {
    const errors: unknown[] = [
      chunkLoadError(),
      new Error('Loading chunk app/page failed. (missing: /_next/static/chunks/x.js)'),
      new Error('Loading CSS chunk 42 failed.'),
      new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/a.js'),
      new TypeError('error loading dynamically imported module'),
      new TypeError('Importing a module script failed.'),
      'Uncaught ChunkLoadError: Loading chunk 7 failed.',
    ]
    for (const error of errors) expect(shouldReloadForChunkError(error, null, now)).toBe(true)
  })

  it('ignores every other error', () => {
    const errors: unknown[] = [
      new Error('Something else went wrong'),
      new TypeError('Failed to fetch'),
      'Network error',
      null,
      undefined,
      42,
      { message: 42 },
    ]
    for (const error of errors) expect(shouldReloadForChunkError(error, null, now)).toBe(false)
  })

  it('reloads at most once per minute', () => {
    const error = chunkLoadError()
    expect(shouldReloadForChunkError(error, now - 1_000, now)).toBe(false)
    expect(shouldReloadForChunkError(error, now - CHUNK_RELOAD_GUARD_MS + 1, now)).toBe(false)
    expect(shouldReloadForChunkError(error, now - CHUNK_RELOAD_GUARD_MS, now)).toBe(true)
    expect(shouldReloadForChunkError(error, now - 5 * CHUNK_RELOAD_GUARD_MS, now)).toBe(true)
  })

  it('is not blocked for good by a timestamp from the future or a broken one', () => {
    expect(shouldReloadForChunkError(chunkLoadError(), now + 3_600_000, now)).toBe(true)
    expect(shouldReloadForChunkError(chunkLoadError(), Number.NaN, now)).toBe(true)
  })
})
