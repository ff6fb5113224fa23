import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/pages/icons'
import { directionOf, type Locale, LOCALES } from '@/i18n/locales'

import { reservationDownloadHref } from './downloadLinks'

/**
 * The owner's voucher (in both languages) and calendar file of a reservation: on the
 * confirmation page and on the payment-complete screen.
 */
export async function ReservationDownloads({
  reservationNumber,
  locale,
  headingLevel = 2,
  token,
}: {
  reservationNumber: string
  locale: Locale
  headingLevel?: 2 | 3
  /** The private manage link's token (`/manage`): the documents without logging in. */
  token?: string
}) {
  const downloads = await getTranslations('downloads')
  // The voucher in the other language is offered in that language.
  const otherLocale = LOCALES.find((candidate) => candidate !== locale)!
  const otherDownloads = await getTranslations({ locale: otherLocale, namespace: 'downloads' })
  const href = (document: 'voucher' | 'calendar', lang: Locale) =>
    reservationDownloadHref(reservationNumber, document, lang, token)
  const Heading = `h${headingLevel}` as 'h2' | 'h3'
  return (
    <section className="confirmation-card" aria-labelledby="reservation-downloads">
      <Heading id="reservation-downloads">{downloads('title')}</Heading>
      <p>{downloads('hint')}</p>
      <div className="contact-actions">
        <a className="button button-primary" href={href('voucher', locale)} download>
          {downloads('voucher')}
        </a>
        <a
          className="button"
          href={href('voucher', otherLocale)}
          download
          lang={otherLocale}
          hrefLang={otherLocale}
          dir={directionOf(otherLocale)}
        >
          {otherDownloads('voucherInLanguage')}
        </a>
        <a className="button" href={href('calendar', locale)} download>
          <Icon name="calendar" size={20} />
          <span>{downloads('calendar')}</span>
        </a>
      </div>
    </section>
  )
}
