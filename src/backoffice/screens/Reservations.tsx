import type { AdminViewServerProps } from 'payload'

import { isReservationStatus, RESERVATION_STATUSES } from '@/booking/status'
import { RESERVATION_PAYMENT_TYPES } from '@/booking/trip'

import { listFilterOptions, listReservations } from '../operations/listReservations'
import { LIST_SORTS } from '../reservationList'
import { screenOf, StaffFrame } from './frame'
import { arrow, queryString, StatusChip } from './parts'
import { displayPhone } from '@/lib/phone'

/** The filters a list link carries (the dashboard's figures open the list with some of them). */
const FILTER_KEYS = [
  'status',
  'from',
  'to',
  'createdFrom',
  'region',
  'car',
  'paymentType',
  'q',
  'sort',
] as const

/**
 * The reservations desk: every reservation in its status colour, filtered (status, Cairo pickup
 * days, region, car, payment type), searched (number, name, phone, email), sorted and paged; each
 * opens its detail. The filtered list downloads as CSV; the day's run sheet is one click away.
 */
export async function Reservations(props: AdminViewServerProps) {
  const { screen } = screenOf(props, 'staff')
  const { t, locale, adminRoute, query } = screen
  const payload = props.initPageResult.req.payload
  const [result, options] = await Promise.all([
    listReservations(payload, { staff: screen.user, query, locale }),
    listFilterOptions(payload, locale),
  ])
  const filters = Object.fromEntries(
    FILTER_KEYS.filter((key) => query[key]).map((key) => [key, query[key]!]),
  )
  const page = result.ok ? result.value : { rows: [], count: 0, page: 1, pages: 0 }
  const here = `${adminRoute}/reservations`
  const sortLink = (column: 'pickup' | 'created' | 'price' | 'number') => {
    const current = query.sort ?? '-created'
    const next = current === column ? `-${column}` : column
    return `${here}${queryString({ ...filters, sort: next })}`
  }
  const sortMark = (column: string) =>
    query.sort === column ? ' ↑' : query.sort === `-${column}` ? ' ↓' : ''
  const pageLink = (target: number) => `${here}${queryString({ ...filters, page: String(target) })}`
  const segment = adminRoute.slice(1)

  return (
    <StaffFrame
      props={props}
      title={t('backoffice.desk.title')}
      actions={
        <>
          <a
            className="btn btn--style-secondary btn--size-small"
            href={`/api/${segment}/reservations.csv${queryString({ ...filters, lang: locale })}`}
            download
          >
            {t('backoffice.desk.csv')}
          </a>
          <a className="btn btn--style-secondary btn--size-small" href={`${adminRoute}/runsheet`}>
            {t('backoffice.nav.runSheet')}
          </a>
        </>
      }
    >
      <form className="desk-filters" method="get" action={here} role="search">
        <label>
          <span>{t('backoffice.desk.search')}</span>
          <input type="search" name="q" defaultValue={query.q ?? ''} maxLength={100} />
        </label>
        <label>
          <span>{t('backoffice.columns.status')}</span>
          <select name="status" defaultValue={query.status ?? ''}>
            <option value="">{t('backoffice.desk.all')}</option>
            {query.status?.includes(',') ? (
              // A dashboard figure's several statuses, kept when the filters are applied again.
              <option value={query.status}>
                {query.status
                  .split(',')
                  .filter(isReservationStatus)
                  .map((status) => t(`backoffice.statuses.${status}`))
                  .join(' + ')}
              </option>
            ) : null}
            {RESERVATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`backoffice.statuses.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('backoffice.desk.from')}</span>
          <input type="date" name="from" defaultValue={query.from ?? ''} />
        </label>
        <label>
          <span>{t('backoffice.desk.to')}</span>
          <input type="date" name="to" defaultValue={query.to ?? ''} />
        </label>
        <label>
          <span>{t('backoffice.desk.region')}</span>
          <select name="region" defaultValue={query.region ?? ''}>
            <option value="">{t('backoffice.desk.all')}</option>
            {options.regions.map((region) => (
              <option key={region.code} value={region.code}>
                {region.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('backoffice.columns.car')}</span>
          <select name="car" defaultValue={query.car ?? ''}>
            <option value="">{t('backoffice.desk.all')}</option>
            {options.cars.map((car) => (
              <option key={car.code} value={car.code}>
                {car.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('backoffice.columns.paymentType')}</span>
          <select name="paymentType" defaultValue={query.paymentType ?? ''}>
            <option value="">{t('backoffice.desk.all')}</option>
            {RESERVATION_PAYMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`backoffice.paymentTypes.${type}`)}
              </option>
            ))}
          </select>
        </label>
        {query.createdFrom ? (
          <label>
            <span>{t('backoffice.desk.bookedSince')}</span>
            <input type="date" name="createdFrom" defaultValue={query.createdFrom} />
          </label>
        ) : null}
        {query.sort && query.sort in LIST_SORTS ? (
          <input type="hidden" name="sort" value={query.sort} />
        ) : null}
        <div className="desk-filters__buttons">
          <button type="submit" className="btn btn--style-primary btn--size-small">
            {t('backoffice.desk.apply')}
          </button>
          <a className="btn btn--style-secondary btn--size-small" href={here}>
            {t('backoffice.desk.clear')}
          </a>
        </div>
      </form>

      {!result.ok ? (
        <p className="desk__error" role="alert">
          {t(result.messageKey, result.values)}
        </p>
      ) : null}

      <p className="desk__count" role="status">
        {t('backoffice.desk.count', { count: page.count })}
      </p>

      <div className="desk-table__scroll">
        <table className="desk-table desk-table--cards">
          <thead>
            <tr>
              <th scope="col">
                <a href={sortLink('number')}>
                  {t('backoffice.columns.reservationNumber')}
                  {sortMark('number')}
                </a>
              </th>
              <th scope="col">
                <a href={sortLink('pickup')}>
                  {t('backoffice.columns.pickupTime')}
                  {sortMark('pickup')}
                </a>
              </th>
              <th scope="col">{t('backoffice.desk.route')}</th>
              <th scope="col">{t('backoffice.columns.car')}</th>
              <th scope="col">{t('backoffice.columns.customer')}</th>
              <th scope="col">{t('backoffice.columns.status')}</th>
              <th scope="col">{t('backoffice.columns.paymentType')}</th>
              <th scope="col">
                <a href={sortLink('price')}>
                  {t('backoffice.columns.price')}
                  {sortMark('price')}
                </a>
              </th>
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row) => (
              <tr key={row.reservationNumber} data-status={row.status}>
                <td data-label={t('backoffice.columns.reservationNumber')}>
                  <a href={`${here}/${encodeURIComponent(row.reservationNumber)}`}>
                    <bdi>{row.reservationNumber}</bdi>
                  </a>
                </td>
                <td data-label={t('backoffice.columns.pickupTime')}>{row.pickupText}</td>
                <td data-label={t('backoffice.desk.route')}>
                  {row.route.from} {arrow(locale)} {row.route.to}
                </td>
                <td data-label={t('backoffice.columns.car')}>{row.car}</td>
                <td data-label={t('backoffice.columns.customer')}>
                  {row.customer ? (
                    <>
                      {row.customer.name}
                      <br />
                      <bdi dir="ltr">{displayPhone(row.customer.mobile)}</bdi>
                    </>
                  ) : null}
                </td>
                <td data-label={t('backoffice.columns.status')}>
                  <StatusChip status={row.status} label={t(`backoffice.statuses.${row.status}`)} />
                </td>
                <td data-label={t('backoffice.columns.paymentType')}>
                  {t(`backoffice.paymentTypes.${row.paymentType}`)}
                </td>
                <td data-label={t('backoffice.columns.price')} className="desk-table__number">
                  {row.priceText}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {page.rows.length === 0 ? <p className="desk__empty">{t('backoffice.desk.empty')}</p> : null}

      {page.pages > 1 ? (
        <nav className="desk-pages" aria-label={t('backoffice.desk.pages')}>
          {page.page > 1 ? (
            <a href={pageLink(page.page - 1)}>{t('backoffice.desk.previous')}</a>
          ) : null}
          <span>{t('backoffice.desk.pageOf', { page: page.page, pages: page.pages })}</span>
          {page.page < page.pages ? (
            <a href={pageLink(page.page + 1)}>{t('backoffice.desk.next')}</a>
          ) : null}
        </nav>
      ) : null}
    </StaffFrame>
  )
}
