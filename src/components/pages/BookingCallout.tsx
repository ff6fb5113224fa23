import { getTranslations } from 'next-intl/server'

import type { SiteSettings } from '@/content/types'

import { ContactActions } from './ContactActions'
import { Icon, type IconName } from './icons'

const POINTS = [
  ['price', 'tag'],
  ['payment', 'card'],
  ['confirmation', 'calendar'],
] as const satisfies readonly (readonly [string, IconName])[]

/**
 * The home page's booking place (#booking), beside the headline: until online booking opens
 * here, the ways to book that work today - the hotline, WhatsApp and the contact form.
 */
export async function BookingCallout({ settings }: { settings: SiteSettings }) {
  const t = await getTranslations('home.booking')
  return (
    <section id="booking" className="booking-card" aria-labelledby="booking-title">
      <h2 id="booking-title">{t('title')}</h2>
      <p>{t('text')}</p>
      <ul className="booking-points">
        {POINTS.map(([key, icon]) => (
          <li key={key}>
            <Icon name={icon} size={20} />
            {t(`points.${key}`)}
          </li>
        ))}
      </ul>
      <ContactActions settings={settings} />
      <p className="booking-note">{t('note')}</p>
    </section>
  )
}
