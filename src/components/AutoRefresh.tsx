'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Shows the page's new state every `seconds` while the tab is visible (the desk's board of today's
 * trips, a booking on its trip day): the server renders it again (Next's `router.refresh`),
 * nothing is kept on the client. A hidden tab waits, and refreshes as soon as it is shown again.
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
