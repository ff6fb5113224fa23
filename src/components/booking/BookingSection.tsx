import type { SiteSettings } from '@/content/types'
import { normalizePhone } from '@/lib/phone'

import { BookingLoader } from './BookingLoader'
import { BookingShell } from './BookingShell'

/**
 * The booking screens wherever a page offers them (the home page's #booking, /book): the static
 * shell of the first step, replaced by the screens once their code is loaded.
 */
export function BookingSection({
  settings,
  headingLevel,
  eager = false,
}: {
  settings: SiteSettings
  headingLevel: 2 | 3
  eager?: boolean
}) {
  return (
    <BookingLoader
      shell={<BookingShell headingLevel={headingLevel} hotline={settings.hotline} />}
      eager={eager}
      headingLevel={headingLevel}
      hotline={settings.hotline}
      whatsapp={settings.whatsapp ? (normalizePhone(settings.whatsapp) ?? '') : ''}
      minLeadHours={settings.minLeadHours}
    />
  )
}
