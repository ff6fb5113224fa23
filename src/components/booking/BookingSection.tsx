import { getLocale } from 'next-intl/server'
import { policyFromDoc } from '@/booking/policy'

import { cairoOffsetsAhead } from '@/booking/cairoTime'
import type { SiteSettings } from '@/content/types'
import type { Locale } from '@/i18n/locales'
import { messagesUrl } from '@/i18n/messagesUrl'
import { normalizePhone } from '@/lib/phone'

import { BookingLoader } from './BookingLoader'
import { BookingShell } from './BookingShell'

/** Pickups and returns are less than a year ahead; the page may be served from the cache for days. */
const OFFSET_DAYS = 400

/**
 * The booking screens wherever a page offers them (the home page's #booking, /book): the static
 * shell of the first step, replaced by the screens once their code and texts are loaded.
 */
export async function BookingSection({
  settings,
  headingLevel,
  eager = false,
}: {
  settings: SiteSettings
  headingLevel: 2 | 3
  eager?: boolean
}) {
  const locale = (await getLocale()) as Locale
  return (
    <BookingLoader
      shell={<BookingShell headingLevel={headingLevel} hotline={settings.hotline} />}
      messagesUrl={await messagesUrl('booking', locale)}
      eager={eager}
      headingLevel={headingLevel}
      hotline={settings.hotline}
      whatsapp={settings.whatsapp ? (normalizePhone(settings.whatsapp) ?? '') : ''}
      minLeadHours={settings.minLeadHours}
      policy={policyFromDoc(settings.policy)}
      cairoOffsets={cairoOffsetsAhead(new Date(), OFFSET_DAYS)}
    />
  )
}
