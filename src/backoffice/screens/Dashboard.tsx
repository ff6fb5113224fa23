import type { AdminViewServerProps } from 'payload'

import { formatPiasters } from '@/booking/money'
import { RESERVATION_STATUSES } from '@/booking/status'
import { formatNumber } from '@/i18n/numerals'
import { itemSeparator } from '@/i18n/separators'
import { REFUNDS_QUERY } from '@/payments/payment'

import { dashboard } from '../operations/dashboard'
import { screenOf, StaffFrame } from './frame'
import { arrow, queryString, StatusChip } from './parts'

/**
 * The desk's dashboard: today's and tomorrow's pickups, reservations by status, bookings and
 * revenue for the last 7 and 30 days (bookings and paid payment links), payments waiting and the latest reservations. Every figure
 * is a link to the list of the reservations it counts.
 */
export async function Dashboard(props: AdminViewServerProps) {
  const { screen } = screenOf(props, 'staff')
  const { t, locale, adminRoute } = screen
  const result = await dashboard(props.initPageResult.req.payload, { staff: screen.user, locale })
  if (!result.ok) {
    return (
      <StaffFrame props={props} title={t('backoffice.nav.dashboard')}>
        <p className="desk__error" role="alert">
          {t(result.messageKey, result.values)}
        </p>
      </StaffFrame>
    )
  }
  const figures = result.value
  const list = (query: Record<string, string>) => `${adminRoute}/reservations${queryString(query)}`
  const money = (piasters: number) => formatPiasters(piasters, locale)
  const sep = itemSeparator(locale)
  const number = (value: number) => formatNumber(value, locale)

  const tiles = [
    {
      key: 'pickupsToday',
      label: t('backoffice.dashboard.pickupsToday'),
      value: number(figures.pickupsToday),
      href: list(figures.links.pickupsToday),
    },
    {
      key: 'pickupsTomorrow',
      label: t('backoffice.dashboard.pickupsTomorrow'),
      value: number(figures.pickupsTomorrow),
      href: list(figures.links.pickupsTomorrow),
    },
    {
      key: 'booked7',
      label: t('backoffice.dashboard.booked', { days: 7 }),
      value: number(figures.booked7.count),
      detail: money(figures.booked7.revenue),
      href: list(figures.links.booked7),
    },
    {
      key: 'booked30',
      label: t('backoffice.dashboard.booked', { days: 30 }),
      value: number(figures.booked30.count),
      detail: money(figures.booked30.revenue),
      href: list(figures.links.booked30),
    },
    ...([7, 30] as const).map((days) => ({
      key: `revenue${days}`,
      label: t('backoffice.dashboard.revenue', { days }),
      value: money(days === 7 ? figures.revenue7 : figures.revenue30),
      detail: t('backoffice.dashboard.revenueDetail', {
        bookings: money((days === 7 ? figures.booked7 : figures.booked30).revenue),
        links: money((days === 7 ? figures.paymentLinks7 : figures.paymentLinks30).revenue),
        count: (days === 7 ? figures.paymentLinks7 : figures.paymentLinks30).count,
      }),
      href: `${adminRoute}/paymentlinks?status=paid`,
    })),
    {
      key: 'waiting',
      label: t('backoffice.dashboard.waitingPayment'),
      value: number(figures.waiting.reservations),
      href: list(figures.links.waiting),
    },
    {
      key: 'links',
      label: t('backoffice.dashboard.openLinks'),
      value: number(figures.waiting.paymentLinks),
      href: `${adminRoute}/paymentlinks?status=active`,
    },
    {
      key: 'refunds',
      label: t('backoffice.dashboard.refundsToCheck'),
      value: number(figures.refundsToCheck),
      href: `${adminRoute}/collections/payment-transactions?${REFUNDS_QUERY}`,
    },
  ]

  return (
    <StaffFrame props={props} title={t('backoffice.nav.dashboard')}>
      <ul className="desk-tiles">
        {tiles.map((tile) => (
          <li key={tile.key}>
            <a className="desk-tile" href={tile.href} data-figure={tile.key}>
              <span className="desk-tile__label">{tile.label}</span>
              <strong className="desk-tile__value">{tile.value}</strong>
              {tile.detail ? <span className="desk-tile__detail">{tile.detail}</span> : null}
            </a>
          </li>
        ))}
      </ul>

      <section className="desk-card" aria-labelledby="by-status">
        <h2 id="by-status">{t('backoffice.dashboard.byStatus')}</h2>
        <ul className="desk-statuses">
          {RESERVATION_STATUSES.map((status) => (
            <li key={status}>
              <a href={list(figures.links.byStatus[status])} data-status={status}>
                <StatusChip status={status} label={t(`backoffice.statuses.${status}`)} />
                <strong>{number(figures.byStatus[status])}</strong>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section className="desk-card" aria-labelledby="latest">
        <h2 id="latest">{t('backoffice.dashboard.latest')}</h2>
        {figures.latest.length === 0 ? <p>{t('backoffice.dashboard.none')}</p> : null}
        <ul className="desk-list">
          {figures.latest.map((row) => (
            <li key={row.reservationNumber}>
              <a href={`${adminRoute}/reservations/${encodeURIComponent(row.reservationNumber)}`}>
                <bdi>{row.reservationNumber}</bdi>
              </a>
              {sep}
              {row.pickupText}
              {sep}
              {row.route.from} {arrow(locale)} {row.route.to}
              {sep}
              {row.customer?.name ?? ''}{' '}
              <StatusChip status={row.status} label={t(`backoffice.statuses.${row.status}`)} />
            </li>
          ))}
        </ul>
        <p>
          <a href={list(figures.links.latest)}>{t('backoffice.dashboard.allReservations')}</a>
        </p>
      </section>
    </StaffFrame>
  )
}
