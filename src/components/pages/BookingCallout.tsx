import { getTranslations } from 'next-intl/server'

import { BookingSection } from '@/components/booking/BookingSection'
import type { SiteSettings } from '@/content/types'

import { ContactActions } from './ContactActions'
import { Icon, type IconName } from './icons'

const POINTS = [
  ['price', 'tag'],
  ['payment', 'card'],
  ['confirmation', 'calendar'],
] as const satisfies readonly (readonly [string, IconName])[]

/**
 * The home page's booking place (#booking), beside the headline: the booking screens (loaded
 * when they come into view), and beside them the other ways to book - the hotline and WhatsApp.
 */
export async function BookingCallout({ settings }: { settings: SiteSettings }) {
  const t = await getTranslations('home.booking')
  const alternatives = await getTranslations('bookingForm.home')
  return (
    <section id="booking" className="booking-card" aria-labelledby="booking-title">
      <h2 id="booking-title">{t('title')}</h2>
      <ul className="booking-points">
        {POINTS.map(([key, icon]) => (
          <li key={key}>
            <Icon name={icon} size={20} />
            {t(`points.${key}`)}
          </li>
        ))}
      </ul>
      <BookingSection settings={settings} headingLevel={3} />
      <div className="booking-alternatives">
        <p className="booking-alternatives-title">{alternatives('byPhone')}</p>
        <ContactActions settings={settings} withForm={false} />
        <p className="booking-note">{t('note')}</p>
      </div>
    </section>
  )
}
