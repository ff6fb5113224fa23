'use client'

import { useTranslations } from 'next-intl'

import { HotlineLink } from './HotlineLink'
import { BookingIcon } from './icons'

/** A WhatsApp chat with `number` (E.164), opened with `text` already typed. */
const whatsappChat = (number: string, text: string) =>
  `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`

/**
 * The ways to book what the screens cannot: call the hotline, or write on WhatsApp (when the
 * settings have a number) with the question already typed.
 */
export function ContactWays({
  hotline,
  whatsapp,
  message,
}: {
  hotline: string
  /** The WhatsApp number in E.164, '' when there is none. */
  whatsapp: string
  /** What the WhatsApp chat opens with. */
  message: string
}) {
  const t = useTranslations('bookingForm')
  return (
    <div className="booking-actions">
      <HotlineLink hotline={hotline} />
      {whatsapp ? (
        <a
          className="button button-whatsapp"
          href={whatsappChat(whatsapp, message)}
          rel="noopener noreferrer"
        >
          <BookingIcon name="message" size={18} />
          <span>{t('whatsapp')}</span>
        </a>
      ) : null}
    </div>
  )
}
