import { normalizePhone } from '@/lib/phone'
import type { Locale } from '@/i18n/locales'
import { BUSINESS_TIME_ZONE } from '@/lib/format'

/** A `tel:` link for a number as an editor typed it (spaces, dashes, national or +20 form). */
export function telHref(number: string): string {
  return `tel:${normalizePhone(number) ?? number.replace(/[^\d+]/g, '')}`
}

/** A WhatsApp chat with `number`, opened with `text` already typed. */
export function whatsappHref(number: string, text: string): string {
  const international = (normalizePhone(number) ?? number).replace(/\D/g, '')
  return `https://wa.me/${international}?text=${encodeURIComponent(text)}`
}

/** A calendar date in the reader's language, as Cairo sees it. */
export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'ar' ? 'ar-EG' : 'en-GB', {
    timeZone: BUSINESS_TIME_ZONE,
    dateStyle: 'long',
  }).format(new Date(iso))
}
