'use client'

import { useLocale } from 'next-intl'
import {
  type ComponentType,
  lazy,
  type LazyExoticComponent,
  type ReactNode,
  startTransition,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react'

import type { Locale } from '@/i18n/locales'

import { loadBookingMessages } from './bookingMessages'
import type { BookingWidgetProps } from './BookingWidget'

/** How long a seen booking card waits for the browser to be idle before loading anyway. */
const IDLE_TIMEOUT_MS = 2000

type Screens = LazyExoticComponent<ComponentType<BookingWidgetProps>>

/** The booking screens, per address of their texts: their code and their texts arrive together. */
const loaded = new Map<string, Screens>()

function screensFor(messagesUrl: string, locale: Locale): Screens {
  const kept = loaded.get(messagesUrl)
  if (kept) return kept
  const screens = lazy(async () => {
    try {
      // Its own chunk: the first load of a page carries only this loader and the static shell.
      const [{ default: BookingScreens }, messages] = await Promise.all([
        import('./BookingScreens'),
        loadBookingMessages(messagesUrl),
      ])
      return {
        default: (props: BookingWidgetProps) => (
          <BookingScreens locale={locale} messages={messages} {...props} />
        ),
      }
    } catch (error) {
      // The page's error screen offers "Try again": that must load afresh.
      loaded.delete(messagesUrl)
      throw error
    }
  })
  loaded.set(messagesUrl, screens)
  return screens
}

/**
 * Shows the server-rendered shell of the first step and loads the booking screens (their code
 * and their texts, `messagesUrl`) when they are about to be seen (or at once with `eager`, on
 * /book), or as soon as the visitor touches the shell. The shell stays until both have arrived.
 */
export function BookingLoader({
  shell,
  messagesUrl,
  eager = false,
  ...props
}: BookingWidgetProps & { shell: ReactNode; messagesUrl: string; eager?: boolean }) {
  const locale = useLocale() as Locale
  const [wanted, setWanted] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const root = rootRef.current
    if (eager || !root || typeof IntersectionObserver === 'undefined') {
      // At once (/book), but as a transition too: rendered in slices, the shell on screen meanwhile.
      startTransition(() => setWanted(true))
      return
    }
    // Seen (or about to be): the screens load and render as a transition, in slices that leave
    // the page free to answer taps and scrolling; the shell stays on screen meanwhile. On a page
    // still loading they wait for it to finish first, so the page's own first paint and hydration
    // go first.
    let idle = 0
    const want = () => {
      const show = () => startTransition(() => setWanted(true))
      if (document.readyState === 'complete') show()
      else window.addEventListener('load', show, { once: true })
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect()
          if ('requestIdleCallback' in window)
            idle = window.requestIdleCallback(want, { timeout: IDLE_TIMEOUT_MS })
          else want()
        }
      },
      { rootMargin: '300px 0px' },
    )
    observer.observe(root)
    return () => {
      observer.disconnect()
      if (idle) window.cancelIdleCallback(idle)
    }
  }, [eager])

  const BookingScreens = wanted ? screensFor(messagesUrl, locale) : null
  return (
    <div
      ref={rootRef}
      className="booking-root"
      onPointerDown={() => setWanted(true)}
      onFocusCapture={() => setWanted(true)}
    >
      {BookingScreens ? (
        <Suspense fallback={shell}>
          <BookingScreens {...props} />
        </Suspense>
      ) : (
        shell
      )}
    </div>
  )
}
