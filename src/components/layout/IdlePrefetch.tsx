'use client'

import { useEffect } from 'react'

import { useRouter } from '@/i18n/navigation'

import { IDLE_PREFETCH_TIMEOUT_MS, MAIN_PAGES } from './chromeConstants'

/** The spec's idle prefetch: the main pages are fetched when the browser is idle, within 2 s. */
export function IdlePrefetch() {
  const router = useRouter()
  useEffect(() => {
    const prefetchAll = () => MAIN_PAGES.forEach((href) => router.prefetch(href))
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(prefetchAll, { timeout: IDLE_PREFETCH_TIMEOUT_MS })
      return () => window.cancelIdleCallback(handle)
    }
    const timer = setTimeout(prefetchAll, IDLE_PREFETCH_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [router])
  return null
}
