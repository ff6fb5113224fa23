import { getTranslations } from 'next-intl/server'

import type { SiteSettings } from '@/content/types'
import { Link } from '@/i18n/navigation'

import { Icon } from './icons'
import { telHref, whatsappHref } from './links'

/** Call the hotline, chat on WhatsApp (when set), or write through the contact form. */
export async function ContactActions({
  settings,
  withForm = true,
}: {
  settings: SiteSettings
  withForm?: boolean
}) {
  const t = await getTranslations('contact.actions')
  return (
    <div className="contact-actions">
      <a className="button button-primary" href={telHref(settings.hotline)}>
        <Icon name="phone" size={20} />
        <span>
          {t('call')} <bdi dir="ltr">{settings.hotline}</bdi>
        </span>
      </a>
      {settings.whatsapp ? (
        <a
          className="button button-whatsapp"
          href={whatsappHref(settings.whatsapp, t('whatsappMessage'))}
          rel="noopener noreferrer"
        >
          <Icon name="message" size={20} />
          <span>{t('whatsapp')}</span>
        </a>
      ) : null}
      {withForm ? (
        <Link className="button" href="/contact-us">
          <Icon name="mail" size={20} />
          <span>{t('write')}</span>
        </Link>
      ) : null}
    </div>
  )
}
