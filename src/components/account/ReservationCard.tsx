import { useLocale, useTranslations } from 'next-intl'

import type { CustomerReservation } from '@/account/reservations'
import type { Locale } from '@/i18n/locales'
import { formatCairoDateTime, formatMoney } from '@/lib/format'

const TONE: Record<CustomerReservation['label'], string> = {
  COMPLETED: 'ok',
  'IN-COMPLETE': 'pending',
  FAIL: 'fail',
  CANCELLED: 'muted',
}

export function ReservationCard({ reservation }: { reservation: CustomerReservation }) {
  const t = useTranslations('account.reservation')
  const locale = useLocale() as Locale
  return (
    <article className="reservation-card" aria-labelledby={`reservation-${reservation.id}`}>
      <header>
        <h3 id={`reservation-${reservation.id}`}>
          {t('number')} <bdi dir="ltr">{reservation.reservationNumber}</bdi>
        </h3>
        <span className={`status-badge status-${TONE[reservation.label]}`}>
          {t(`status.${reservation.label}`)}
        </span>
      </header>
      <dl>
        <div>
          <dt>{t('date')}</dt>
          <dd>{formatCairoDateTime(reservation.execDate, locale)}</dd>
        </div>
        <div>
          <dt>{t('from')}</dt>
          <dd>{reservation.pickupAddress}</dd>
        </div>
        <div>
          <dt>{t('to')}</dt>
          <dd>{reservation.dropoffAddress}</dd>
        </div>
        <div>
          <dt>{t('car')}</dt>
          <dd>
            {reservation.carType} ·{' '}
            {reservation.tripType === 'round-trip' ? t('roundTrip') : t('oneWay')}
          </dd>
        </div>
        <div>
          <dt>{t('price')}</dt>
          <dd>
            {formatMoney(reservation.price, locale)} ·{' '}
            {reservation.paymentType === 'cash' ? t('cash') : t('card')}
          </dd>
        </div>
      </dl>
    </article>
  )
}
