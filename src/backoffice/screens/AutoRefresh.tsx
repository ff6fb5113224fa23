'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Shows the screen's new state every `seconds` while the tab is visible (the board of today's
 * trips): the server renders it again, nothing is kept on the client. A hidden tab waits, and
 * refreshes as soon as it is shown again.
 */
export function AutoRefresh({ seconds }: { seconds: number }) {
  const router = useRouter()
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible') router.refresh()
    }
    const timer = window.setInterval(refresh, seconds * 1000)
    document.addEventListener('visibilitychange', refresh)
    return () => {
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', refresh)
    }
  }, [router, seconds])
  return null
}
