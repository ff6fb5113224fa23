import type { AbstractIntlMessages } from 'next-intl'
import { startTransition } from 'react'
import { createRoot } from 'react-dom/client'

import BookingScreens from '@/components/booking/BookingScreens'
import { loadBookingMessages } from '@/components/booking/bookingMessages'
import type { BookingWidgetProps } from '@/components/booking/BookingWidget'
import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales'

/** What `BookingLoader` writes on its root (`data-booking-island`) for the island to mount. */
export type BookingIslandConfig = BookingWidgetProps & { messagesUrl: string; eager: boolean }

/**
 * The booking island: the booking screens on a page served without React (the home page and
 * /book; `src/server/islands.ts`). The page's loader imports this module once the screens are
 * wanted (as `BookingLoader` would load them) and hands over the texts it already asked for; the
 * screens replace the server-rendered shell in `root`, as they do under `BookingLoader`.
 */
export async function mount(
  root: HTMLElement,
  texts: Promise<AbstractIntlMessages> = Promise.reject(new Error('not asked yet')),
): Promise<void> {
  const {
    messagesUrl,
    eager: _eager,
    ...props
  } = JSON.parse(root.dataset.bookingIsland ?? '{}') as BookingIslandConfig
  const lang = document.documentElement.lang
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE
  // The loader's request, or, if it failed, three more tries.
  const messages = await texts.catch(() => loadBookingMessages(messagesUrl))
  // As a transition, as `BookingLoader` renders them: in slices that leave the page free to answer
  // taps and scrolling, the shell on screen until the screens are ready.
  const screens = createRoot(root)
  startTransition(() => {
    screens.render(<BookingScreens locale={locale} messages={messages} {...props} />)
  })
}
