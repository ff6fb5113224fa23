import type { Locale } from '@/i18n/locales'

/** The owner's download of a reservation's voucher (PDF) or calendar file (.ics); docs/api.md. */
export const reservationDownloadHref = (
  reservationNumber: string,
  document: 'voucher' | 'calendar',
  lang: Locale,
  /** The private manage link's token, on the page it opened (no session there). */
  token?: string,
) =>
  `/api/booking/${encodeURIComponent(reservationNumber)}/${document}?lang=${lang}${
    token ? `&token=${encodeURIComponent(token)}` : ''
  }`
