'use client'

import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/**
 * A polite notice while the browser has no connection. The live region is always in the page
 * (empty while online) so screen readers announce the text when it appears.
 */
export function OfflineBanner({ message }: { message: string }) {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
  return (
    // The message is also kept on the region, for the chrome of pages served without React.
    <div role="status" aria-live="polite" className="offline-region" data-message={message}>
      {online ? null : <p className="offline-banner">{message}</p>}
    </div>
  )
}
