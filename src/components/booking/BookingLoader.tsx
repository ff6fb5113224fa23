'use client'

import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react'

import type { BookingWidgetProps } from './BookingWidget'

// Its own chunk: the home page's first load carries only this loader and the static shell.
const BookingWidget = lazy(() => import('./BookingWidget'))

/**
 * Shows the server-rendered shell of the first step and loads the booking screens when they are
 * about to be seen (or at once with `eager`, on /book), or as soon as the visitor touches the
 * shell. The shell stays until the screens' code has arrived.
 */
export function BookingLoader({
  shell,
  eager = false,
  ...props
}: BookingWidgetProps & { shell: ReactNode; eager?: boolean }) {
  const [wanted, setWanted] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const root = rootRef.current
    if (eager || !root || typeof IntersectionObserver === 'undefined') {
      setWanted(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setWanted(true)
          observer.disconnect()
        }
      },
      { rootMargin: '300px 0px' },
    )
    observer.observe(root)
    return () => observer.disconnect()
  }, [eager])

  return (
    <div
      ref={rootRef}
      className="booking-root"
      onPointerDown={() => setWanted(true)}
      onFocusCapture={() => setWanted(true)}
    >
      {wanted ? (
        <Suspense fallback={shell}>
          <BookingWidget {...props} />
        </Suspense>
      ) : (
        shell
      )}
    </div>
  )
}
