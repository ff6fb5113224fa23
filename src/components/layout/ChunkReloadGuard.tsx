'use client'

import { useEffect } from 'react'

import { CHUNK_RELOAD_STORAGE_KEY, shouldReloadForChunkError } from './chunkReload'

function lastReloadAt(): number | null {
  try {
    const stored = sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)
    return stored ? Number(stored) : null
  } catch {
    return null
  }
}

/**
 * After a deployment an open tab may ask for script chunks that no longer exist; one reload
 * fetches the new ones. The timestamp in sessionStorage keeps it to one reload a minute.
 */
export function ChunkReloadGuard() {
  useEffect(() => {
    const reloadIfChunkError = (error: unknown) => {
      const now = Date.now()
      if (!shouldReloadForChunkError(error, lastReloadAt(), now)) return
      try {
        sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now))
      } catch {
        // Storage refused (private mode): without a record, do not risk a reload loop.
        return
      }
      window.location.reload()
    }
    const onError = (event: ErrorEvent) => reloadIfChunkError(event.error ?? event.message)
    const onRejection = (event: PromiseRejectionEvent) => reloadIfChunkError(event.reason)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
  return null
}
