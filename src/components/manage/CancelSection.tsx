import { getTranslations } from 'next-intl/server'

import { formatCairoWallTime } from '@/booking/cairoTime'
import { formatPiasters } from '@/booking/money'
import { Icon } from '@/components/pages/icons'
import type { Locale } from '@/i18n/locales'
import { isolateLtr } from '@/i18n/textDirection'
import type { SelfCancelQuote } from '@/manage/operations/manageBooking'

import { SelfCancel } from './SelfCancel'

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
const whatsappHref = (number: string, text: string) =>
  `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`

/**
 * "Cancel this booking" on the customer's reservation page (issue 32 item 2; decisions 0145, 0184):
 * while the lifecycle allows it (the policy's hours before the first pickup, no driver on the trip
 * yet), the refund it makes (a card payment less the bank charge of
 * the settings, shown before confirming) and the button; after that, why not, and the hotline
 * and WhatsApp.
 */
export async function CancelSection({
  reservationNumber,
  token,
  quote,
  locale,
}: {
  reservationNumber: string
  /** The private link's token, on the page it opened (`/manage`); the session's customer otherwise. */
  token?: string
  quote: SelfCancelQuote
  locale: Locale
}) {
  const t = await getTranslations('manage.cancel')
  const until = formatCairoWallTime(quote.until, locale) ?? quote.until
  return (
    <section className="confirmation-card self-cancel" aria-labelledby="self-cancel-title">
      <h2 id="self-cancel-title">{t('title')}</h2>
      {quote.allowed ? (
        <>
          <p>{t('until', { until, cancelHours: quote.cancelHours })}</p>
          <p data-testid="self-cancel-refund">
            {quote.held === 0
              ? t('nothingCharged')
              : quote.charge > 0
                ? t('refundLessCharge', {
                    refund: formatPiasters(quote.refund, locale),
                    charge: formatPiasters(quote.charge, locale),
                  })
                : t('refundAll', { refund: formatPiasters(quote.refund, locale) })}
          </p>
          <SelfCancel
            booking={token ? { token } : { reservationNumber }}
            expectedRefund={quote.refund}
            texts={{
              open: t('open'),
              // The number reads left to right inside the Arabic question.
              confirmQuestion: t('confirmQuestion', { number: isolateLtr(reservationNumber) }),
              confirm: t('confirm'),
              keep: t('keep'),
              cancelling: t('cancelling'),
              network: t('network'),
            }}
          />
        </>
      ) : (
        <>
          <p data-testid="self-cancel-too-late">
            {quote.reason === 'trip-started'
              ? t('tripStarted')
              : quote.bookedInside
                ? t('bookedInside', { cancelHours: quote.cancelHours })
                : t('tooLate', { until, cancelHours: quote.cancelHours })}
          </p>
          <div className="contact-actions">
            {quote.hotline ? (
              <a className="button button-primary" href={telHref(quote.hotline)}>
                <Icon name="phone" size={20} />
                <span>
                  {t('call')} <bdi dir="ltr">{quote.hotline}</bdi>
                </span>
              </a>
            ) : null}
            {quote.whatsapp ? (
              <a
                className="button button-whatsapp"
                href={whatsappHref(
                  quote.whatsapp,
                  t('whatsappText', { number: reservationNumber }),
                )}
                rel="noopener noreferrer"
              >
                {t('whatsapp')}
              </a>
            ) : null}
          </div>
        </>
      )}
    </section>
  )
}
