import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { SiteSettings } from '@/content/types'

import { Icon, type IconName } from './icons'
import { telHref, whatsappHref } from './links'

type Row = { key: string; icon: IconName; label: string; value: ReactNode }

/** Every way to reach the company, from the settings; rows without a value are left out. */
export async function ContactDetails({ settings }: { settings: SiteSettings }) {
  const t = await getTranslations('contact')
  const rows: Row[] = [
    {
      key: 'hotline',
      icon: 'phone',
      label: t('hotline'),
      value: (
        <a href={telHref(settings.hotline)} dir="ltr">
          {settings.hotline}
        </a>
      ),
    },
  ]
  if (settings.landline)
    rows.push({
      key: 'landline',
      icon: 'phone',
      label: t('landline'),
      value: (
        <a href={telHref(settings.landline)} dir="ltr">
          {settings.landline}
        </a>
      ),
    })
  if (settings.whatsapp)
    rows.push({
      key: 'whatsapp',
      icon: 'message',
      label: t('whatsapp'),
      value: (
        <a
          href={whatsappHref(settings.whatsapp, t('actions.whatsappMessage'))}
          rel="noopener noreferrer"
          dir="ltr"
        >
          {settings.whatsapp}
        </a>
      ),
    })
  if (settings.email)
    rows.push({
      key: 'email',
      icon: 'mail',
      label: t('email'),
      value: (
        <a href={`mailto:${settings.email}`} dir="ltr">
          {settings.email}
        </a>
      ),
    })
  if (settings.address)
    rows.push({
      key: 'address',
      icon: 'mapPin',
      label: t('address'),
      value: (
        <>
          <address>{settings.address}</address>
          {/^https:\/\//.test(settings.mapUrl) ? (
            <a href={settings.mapUrl} rel="noopener noreferrer">
              {t('openMap')}
            </a>
          ) : null}
        </>
      ),
    })
  if (settings.workingHours)
    rows.push({ key: 'hours', icon: 'clock', label: t('hours'), value: settings.workingHours })

  return (
    <dl className="contact-list">
      {rows.map((row) => (
        <div key={row.key} className="contact-row">
          <dt>
            <span className="contact-icon">
              <Icon name={row.icon} size={22} />
            </span>
            {row.label}
          </dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}
