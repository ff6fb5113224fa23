import type { AbstractIntlMessages } from 'next-intl'

/** The screens' texts (`GET /api/messages?scope=booking`), tried three times before giving up. */
export async function loadBookingMessages(url: string): Promise<AbstractIntlMessages> {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(url)
      if (response.ok) return (await response.json()) as AbstractIntlMessages
    } catch {
      // offline for a moment: try again below
    }
    if (attempt === 3) throw new Error(`The booking screens' texts did not load (${url}).`)
    await new Promise((resolve) => setTimeout(resolve, 500 * attempt))
  }
}
