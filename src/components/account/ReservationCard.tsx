import { useLocale, useTranslations } from 'next-intl'

import { extrasText } from '@/booking/extrasText'
import { formatPiasters } from '@/booking/money'
import {
  addressText,
  type CustomerReservation,
  declinedAttemptsShown,
} from '@/booking/reservationViews'
import { stageNote } from '@/booking/lifecycle/lifecycle'
import { confirmationValue } from '@/booking/policy'
import { willTravel } from '@/booking/status'
import { reservationDownloadHref } from '@/components/booking/downloadLinks'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { isolateLtr } from '@/i18n/textDirection'
import { itemSeparator } from '@/i18n/separators'
import { formatCairoDateTime, formatMoney } from '@/lib/format'

const TONE: Record<CustomerReservation['label'], string> = {
  COMPLETED: 'ok',
  'IN-COMPLETE': 'pending',
  FAIL: 'fail',
  CANCELLED: 'muted',
}

export function ReservationCard({ reservation }: { reservation: CustomerReservation }) {
  const t = useTranslations('account.reservation')
  const downloads = useTranslations('downloads')
  const actions = useTranslations('paymentScreens.actions')
  const promoText = useTranslations('promo')
  const translate = useTranslations()
  const locale = useLocale() as Locale
  const number = reservation.reservationNumber
  // The meaning beside the spec's label: where the trip stands (the lifecycle, decision 0184).
  const note = stageNote(reservation.stage)
  const trip = useTranslations('trip')
  // A card booking waiting for its payment; /pay says so if its time to pay has run out.
  const awaitsPayment = reservation.status === 'pending' && reservation.paymentType === 'card'
  return (
    <article className="reservation-card" aria-labelledby={`reservation-${reservation.id}`}>
      <header>
        <h3 id={`reservation-${reservation.id}`}>
          <Link href={`/booking/${encodeURIComponent(number)}`}>
            {t('number')} <bdi dir="ltr">{number}</bdi>
          </Link>
        </h3>
        <span className={`status-badge status-${TONE[reservation.label]}`}>
          {t(`status.${reservation.label}`)}
        </span>
        {note ? (
          <span className="status-note" data-testid="reservation-status-note">
            {note === 'booked' || note === 'confirmed'
              ? t(`statusNote.${note}`, {
                  // "Within one business day" only for a pickup later than that (decision 0180).
                  confirmation: confirmationValue(
                    reservation.confirmation ?? 'within-business-day',
                  ),
                })
              : trip(`stage.${note}`)}
          </span>
        ) : null}
      </header>
      <dl>
        <div>
          <dt>{t('date')}</dt>
          <dd>{formatCairoDateTime(reservation.execDate, locale)}</dd>
        </div>
        {reservation.returningDate ? (
          <div>
            <dt>{t('returnDate')}</dt>
            <dd data-testid="reservation-return">
              {formatCairoDateTime(reservation.returningDate, locale)}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('from')}</dt>
          <dd data-testid="reservation-from">
            {addressText(reservation.pickup.names[locale], reservation.pickup.locationName, locale)}
          </dd>
        </div>
        <div>
          <dt>{t('to')}</dt>
          <dd data-testid="reservation-to">
            {addressText(
              reservation.dropoff.names[locale],
              reservation.dropoff.locationName,
              locale,
            )}
          </dd>
        </div>
        <div>
          <dt>{t('car')}</dt>
          <dd>
            {reservation.carName[locale]}
            {itemSeparator(locale)}
            {reservation.tripType === 'round-trip' ? t('roundTrip') : t('oneWay')}
          </dd>
        </div>
        <div>
          <dt>{t('price')}</dt>
          <dd>
            {formatMoney(reservation.price, locale)}
            {itemSeparator(locale)}
            {t(reservation.paymentType)}
          </dd>
        </div>
        {reservation.extras.length > 0 ? (
          <div>
            <dt>{t('extras')}</dt>
            <dd data-testid="reservation-extras">
              {extrasText(reservation.extras, locale, (_, key, values) => translate(key, values))}
            </dd>
          </div>
        ) : null}
        {reservation.promo ? (
          <div>
            <dt>{t('promo')}</dt>
            <dd data-testid="reservation-promo">
              {promoText('applied', {
                code: isolateLtr(reservation.promo.code),
                discount: formatPiasters(reservation.promo.discount, locale),
              })}
            </dd>
          </div>
        ) : null}
      </dl>
      {declinedAttemptsShown(reservation) ? (
        <p className="reservation-declined" data-testid="reservation-declined">
          <Link href={`/booking/${encodeURIComponent(number)}#reservation-attempts-title`}>
            {t('declinedAttempts', { count: reservation.declinedAttempts })}
          </Link>
        </p>
      ) : null}
      {awaitsPayment ? (
        <p className="reservation-pay">
          <Link
            className="button button-primary"
            href={`/pay?reservation=${encodeURIComponent(number)}`}
            aria-label={`${actions('payNow')}: ${t('number')} ${number}`}
          >
            {actions('payNow')}
          </Link>
        </p>
      ) : null}
      {willTravel(reservation.status) ? (
        <div className="contact-actions">
          <a
            className="more-link"
            href={reservationDownloadHref(number, 'voucher', locale)}
            download
          >
            {downloads('voucherShort')}
          </a>
          <a
            className="more-link"
            href={reservationDownloadHref(number, 'calendar', locale)}
            download
          >
            {downloads('calendarShort')}
          </a>
        </div>
      ) : null}
    </article>
  )
}
