import type { AdminViewServerProps } from 'payload'
import type React from 'react'

import { formatCairo } from '@/booking/cairoTime'
import { airportCodes } from '@/booking/operations/airports'
import { extrasOfSnapshot } from '@/booking/extras'
import { formatPiasters } from '@/booking/money'
import { promoOfSnapshot } from '@/booking/reservationViews'
import { isReservationStatus } from '@/booking/status'

import { legProgressOf } from '@/booking/lifecycle/facts'
import { isLate, LEG_PROGRESS } from '@/booking/lifecycle/progress'

import { DISPATCH_LEGS, dispatchRefusal, legsOf } from '../dispatch'
import { deskCount, historyActor, type HistoryNames, historyReason } from '../historyLines'
import { reservationDetail } from '../operations/reservationDetail'
import { instrumentText } from '@/payments/instrumentText'
import { declineLabelKey, paymentStateKey, transactionWordKey } from '../paymentWords'
import { priceSnapshotOf } from '../reservationList'
import { RUN_STATUSES } from '../runSheet'
import { staffActionsFor } from '../staffActions'
import { ActionForm } from './ActionForm'
import { screenOf, StaffFrame } from './frame'
import { arrow, PROGRESS_COLOURS, StatusChip } from './parts'
import { displayPhone } from '@/lib/phone'
import { itemSeparator } from '@/i18n/separators'
import { languageName } from '@/i18n/locales'

function Facts({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className="desk-facts">
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  )
}

const phone = (value: string | null | undefined) =>
  value ? <bdi dir="ltr">{displayPhone(value)}</bdi> : null

/**
 * One reservation at the desk: what the customer entered, the price snapshot, payments and their
 * transaction numbers, the status and dispatch histories; the buttons the state machine allows
 * (send to operations, cancel, each with a reason) and a driver form per leg.
 */
export async function Reservation(props: AdminViewServerProps) {
  const { screen } = screenOf(props, 'staff')
  const { t, locale, adminRoute } = screen
  const segments = props.params?.segments
  const number = Array.isArray(segments) ? (segments[1] ?? '') : ''
  const payload = props.initPageResult.req.payload
  const result = await reservationDetail(payload, {
    staff: screen.user,
    reservationNumber: decodeURIComponent(number),
  })
  const back = (
    <a className="btn btn--style-secondary btn--size-small" href={`${adminRoute}/reservations`}>
      {t('backoffice.detail.back')}
    </a>
  )
  if (!result.ok) {
    return (
      <StaffFrame props={props} title={t('backoffice.desk.title')} actions={back}>
        <p className="desk__error" role="alert">
          {t(result.messageKey, result.values)}
        </p>
      </StaffFrame>
    )
  }
  const { reservation, payments, staffNames } = result.value
  // A flight's delay moves airport pickups only (decision 0162).
  const fromAirport = (await airportCodes(payload, [reservation.pickup?.code ?? ''])).has(
    reservation.pickup?.code ?? '',
  )
  const status = isReservationStatus(reservation.status) ? reservation.status : 'pending'
  const customer = typeof reservation.customer === 'object' ? reservation.customer : null
  const now = new Date()
  const when = (iso: string | null | undefined) => (iso ? formatCairo(new Date(iso), locale) : null)
  const money = (piasters: number) => formatPiasters(piasters, locale)
  const sep = itemSeparator(locale)
  /** A stored value in the reader's words, or as stored when this release has none for it. */
  const word = (key: ReturnType<typeof paymentStateKey>, value: string | null | undefined) =>
    key ? t(key) : value ? <bdi>{value}</bdi> : null
  const placeName = (end: 'pickup' | 'dropoff') => {
    const stored = reservation[end]
    return (locale === 'ar' ? stored?.nameAr : stored?.nameEn) || stored?.nameEn || null
  }
  /** The listed place and where in it (a hotel, a street); an unlisted place is its address. */
  const place = (end: 'pickup' | 'dropoff') => {
    const address = end === 'pickup' ? reservation.pickupAddress : reservation.dropoffAddress
    const name = placeName(end)
    return name ? [name, reservation[end]?.locationName].filter(Boolean).join(sep) : address
  }
  /** A leg's place by its code, named in the reader's language when it is the trip's own. */
  const codeName = (code: string) =>
    code === reservation.pickup?.code
      ? (placeName('pickup') ?? code)
      : code === reservation.dropoff?.code
        ? (placeName('dropoff') ?? code)
        : code
  const snapshot = priceSnapshotOf(reservation.priceSnapshot)
  const extras = extrasOfSnapshot(reservation.priceSnapshot)
  const promo = promoOfSnapshot(reservation.priceSnapshot)
  const api = `/api${adminRoute}/reservations/${encodeURIComponent(reservation.reservationNumber)}`
  const lang = `?lang=${locale}`
  const actions = staffActionsFor(status)
  const legs = legsOf(reservation.tripType)
  // Only a booking that will be served has a trip: a driver, its progress (decision 0170).
  const dispatchRefused = dispatchRefusal(status)
  const names: HistoryNames = {
    staff: staffNames,
    customer: customer ? { id: String(customer.id), name: customer.name ?? null } : null,
  }
  const carName =
    (locale === 'ar' ? reservation.carName?.ar : reservation.carName?.en) || reservation.carType

  return (
    <StaffFrame
      props={props}
      title={t('backoffice.detail.title', { number: reservation.reservationNumber })}
      actions={back}
    >
      <div className="desk-detail__status">
        <StatusChip status={status} label={t(`backoffice.statuses.${status}`)} />
        <span>{t(`backoffice.paymentTypes.${reservation.paymentType}`)}</span>
        <strong>{money(reservation.price)}</strong>
      </div>

      <div className="desk-detail">
        <section className="desk-card" aria-labelledby="trip">
          <h2 id="trip">{t('backoffice.detail.trip')}</h2>
          <Facts
            rows={[
              [
                t('backoffice.detail.tripType'),
                t(`backoffice.detail.tripTypes.${reservation.tripType}`),
              ],
              [t('backoffice.columns.from'), place('pickup')],
              [t('backoffice.columns.to'), place('dropoff')],
              [t('backoffice.columns.pickupTime'), when(reservation.execDate)],
              [t('backoffice.detail.returnTime'), when(reservation.returningDate)],
              [t('backoffice.columns.car'), carName],
              [t('backoffice.columns.persons'), deskCount(reservation.persons, locale)],
              [t('backoffice.columns.luggages'), deskCount(reservation.luggages, locale)],
              [t('backoffice.detail.arrivalFlight'), reservation.arrivalFlightNumber],
              [t('backoffice.detail.departureFlight'), reservation.departureFlightNumber],
              [t('backoffice.columns.notes'), reservation.notes],
            ]}
          />
        </section>

        <section className="desk-card" aria-labelledby="customer">
          <h2 id="customer">{t('backoffice.columns.customer')}</h2>
          <Facts
            rows={[
              [t('backoffice.detail.name'), customer?.name],
              [t('backoffice.columns.email'), customer?.email],
              [t('backoffice.columns.phone'), phone(customer?.mobile)],
              [
                t('backoffice.detail.language'),
                languageName(reservation.language === 'ar' ? 'ar' : 'en', locale),
              ],
              [
                t('backoffice.columns.passenger'),
                reservation.isAnotherPassengers ? reservation.passengerName : null,
              ],
              [
                t('backoffice.detail.passengerPhone'),
                reservation.isAnotherPassengers ? phone(reservation.passengerPhone) : null,
              ],
              [t('backoffice.detail.booked'), when(reservation.createdAt)],
            ]}
          />
        </section>

        <section className="desk-card" aria-labelledby="price">
          <h2 id="price">{t('backoffice.detail.price')}</h2>
          {snapshot ? (
            <table className="desk-table desk-table--compact desk-table--fit">
              <thead>
                <tr>
                  <th scope="col">{t('backoffice.columns.leg')}</th>
                  <th scope="col">{t('backoffice.desk.region')}</th>
                  <th scope="col">{t('backoffice.columns.price')}</th>
                </tr>
              </thead>
              <tbody>
                {snapshot.legs.map((leg, index) => (
                  <tr key={`${leg.from}-${leg.to}-${index}`}>
                    <td>
                      <bdi>{codeName(leg.from)}</bdi> {arrow(locale)} <bdi>{codeName(leg.to)}</bdi>
                    </td>
                    <td>{leg.regionCode}</td>
                    <td className="desk-table__number">{money(leg.price)}</td>
                  </tr>
                ))}
                {extras.map((line) => (
                  <tr key={line.code} data-extra={line.code}>
                    <td colSpan={2}>
                      {t('backoffice.columns.extras')}: {deskCount(line.quantity, locale)} ×{' '}
                      {locale === 'ar' ? line.nameAr : line.nameEn}
                    </td>
                    <td className="desk-table__number">{money(line.total)}</td>
                  </tr>
                ))}
                {promo ? (
                  <tr data-testid="desk-promo">
                    <th scope="row" colSpan={2}>
                      {t('promo.discount', { code: promo.code })}
                    </th>
                    <td className="desk-table__number">−{money(promo.discount)}</td>
                  </tr>
                ) : null}
                <tr>
                  <th scope="row" colSpan={2}>
                    {t('backoffice.detail.total')}
                  </th>
                  {/* The car and the extras: what the customer pays. */}
                  <td className="desk-table__number">{money(reservation.price)}</td>
                </tr>
              </tbody>
            </table>
          ) : (
            <p>{money(reservation.price)}</p>
          )}
        </section>

        <section className="desk-card" aria-labelledby="payments">
          <h2 id="payments">{t('backoffice.detail.payments')}</h2>
          {payments.length === 0 ? <p>{t('backoffice.detail.noPayments')}</p> : null}
          {payments.map((payment) => (
            <div key={payment.id} className="desk-payment">
              <Facts
                rows={[
                  [
                    t('backoffice.detail.paymentStatus'),
                    word(paymentStateKey(payment.status), payment.status),
                  ],
                  [t('backoffice.columns.price'), money(payment.amount)],
                  [t('backoffice.columns.paidWith'), instrumentText(payment.instrument, locale)],
                  [t('backoffice.detail.order'), payment.orderId],
                  [t('backoffice.detail.transaction'), payment.transactionId],
                  [t('backoffice.detail.settled'), when(payment.settledAt)],
                  [
                    t('backoffice.detail.decline'),
                    payment.declineCode ? (
                      <>
                        {word(declineLabelKey(payment.declineCode), payment.declineCode)} (
                        <bdi dir="ltr">{payment.declineCode}</bdi>)
                      </>
                    ) : null,
                  ],
                ]}
              />
              {payment.transactions.length ? (
                <ul className="desk-list">
                  {payment.transactions.map((transaction) => (
                    <li key={transaction.id}>
                      {/* What it did: paid, declined, closed, or an automatic refund's state
                      (refund-due, refund-done, refund-failed: refundUnserved.ts). */}
                      <bdi>{transaction.transactionId}</bdi>
                      {sep}
                      {word(transactionWordKey(transaction.kind), transaction.kind)}
                      {transaction.outcome && transaction.outcome !== transaction.kind ? (
                        <> ({word(transactionWordKey(transaction.outcome), transaction.outcome)})</>
                      ) : null}
                      {transaction.instrument?.method ? (
                        <>
                          {sep}
                          {t(`backoffice.paymentMethods.${transaction.instrument.method}`)}
                        </>
                      ) : null}
                      {sep}
                      {money(transaction.amount ?? 0)}
                      {sep}
                      {when(transaction.createdAt)}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ))}
          {reservation.transactionNumbers?.length ? (
            <p>
              {t('backoffice.detail.transactionNumbers')}:{' '}
              {reservation.transactionNumbers.map((row) => row.transactionNumber).join(', ')}
            </p>
          ) : null}
        </section>
      </div>

      {actions.length ? (
        <section className="desk-card" aria-labelledby="actions">
          <h2 id="actions">{t('backoffice.detail.actions')}</h2>
          <div className="desk-actions">
            {actions.map((action) => (
              <ActionForm
                key={action}
                action={`${api}/${action}${lang}`}
                submitLabel={t(`backoffice.detail.action.${action}`)}
                doneText={t('backoffice.detail.done')}
                failText={t('backoffice.desk.failed')}
                confirmText={action === 'cancel' ? t('backoffice.detail.confirmCancel') : undefined}
                danger={action === 'cancel'}
              >
                <label>
                  <span>{t('backoffice.detail.reason')}</span>
                  <textarea name="reason" required maxLength={500} rows={2} />
                </label>
              </ActionForm>
            ))}
          </div>
        </section>
      ) : null}

      <section className="desk-card" aria-labelledby="manage-link">
        <h2 id="manage-link">{t('backoffice.detail.manageLink.title')}</h2>
        {!reservation.manageLink?.tokenHash ? (
          <p data-testid="manage-link-state">{t('backoffice.detail.manageLink.none')}</p>
        ) : reservation.manageLink.revokedAt ? (
          <p data-testid="manage-link-state">
            {t('backoffice.detail.manageLink.revoked', {
              date: when(reservation.manageLink.revokedAt) ?? '',
            })}
          </p>
        ) : (
          <>
            <p data-testid="manage-link-state">
              {t('backoffice.detail.manageLink.active', {
                date: when(reservation.manageLink.expiresAt) ?? '',
              })}
            </p>
            <div className="desk-actions">
              <ActionForm
                action={`${api}/revoke-manage-link${lang}`}
                submitLabel={t('backoffice.detail.manageLink.revoke')}
                doneText={t('backoffice.detail.done')}
                failText={t('backoffice.desk.failed')}
                confirmText={t('backoffice.detail.manageLink.confirm')}
                danger
              >
                <label>
                  <span>{t('backoffice.detail.reason')}</span>
                  <textarea name="reason" required maxLength={500} rows={2} />
                </label>
              </ActionForm>
            </div>
          </>
        )}
      </section>

      {dispatchRefused?.code === 'dispatch-not-paid' ? (
        <section className="desk-card" aria-labelledby="dispatch">
          <h2 id="dispatch">{t('backoffice.detail.dispatch')}</h2>
          <p data-testid="dispatch-refused">{t(dispatchRefused.messageKey)}</p>
        </section>
      ) : null}

      {!dispatchRefused ? (
        <section className="desk-card" aria-labelledby="dispatch">
          <h2 id="dispatch">{t('backoffice.detail.dispatch')}</h2>
          <div className="desk-actions">
            {DISPATCH_LEGS.filter((leg) => legs.includes(leg)).map((leg) => {
              const current = reservation.dispatch?.[leg]
              return (
                <ActionForm
                  key={leg}
                  action={`${api}/dispatch${lang}`}
                  submitLabel={t(
                    current?.driverName
                      ? 'backoffice.detail.changeDriver'
                      : 'backoffice.detail.assignDriver',
                  )}
                  doneText={t('backoffice.detail.driverSaved')}
                  failText={t('backoffice.desk.failed')}
                >
                  <fieldset>
                    <legend>{t(`backoffice.legs.${leg}`)}</legend>
                    <input type="hidden" name="leg" value={leg} />
                    <label>
                      <span>{t('backoffice.columns.driver')}</span>
                      <input name="name" required defaultValue={current?.driverName ?? ''} />
                    </label>
                    <label>
                      <span>{t('backoffice.columns.driverMobile')}</span>
                      <input
                        name="mobile"
                        type="tel"
                        dir="ltr"
                        required
                        defaultValue={current?.driverMobile ?? ''}
                      />
                    </label>
                    <label>
                      <span>{t('backoffice.columns.vehiclePlate')}</span>
                      <input name="plate" required defaultValue={current?.vehiclePlate ?? ''} />
                    </label>
                  </fieldset>
                </ActionForm>
              )
            })}
          </div>
        </section>
      ) : null}

      {!dispatchRefused ? (
        <section className="desk-card" aria-labelledby="progress">
          <h2 id="progress">{t('backoffice.progress.title')}</h2>
          <div className="desk-progress">
            {legs.map((leg) => {
              const state = legProgressOf(reservation, leg)
              const since = reservation.progress?.[leg]?.at
              const instant = leg === 'outbound' ? reservation.execDate : reservation.returningDate
              const late =
                RUN_STATUSES.includes(status) &&
                Boolean(instant) &&
                isLate(state, new Date(instant!), now)
              return (
                <p key={leg} data-testid={`progress-${leg}`} data-progress={state}>
                  <strong>{t(`backoffice.legs.${leg}`)}</strong>:{' '}
                  <span className={`status-chip progress-chip--${PROGRESS_COLOURS[state]}`}>
                    {t(`backoffice.progress.states.${state}`)}
                  </span>
                  {since ? ` ${t('backoffice.progress.since', { time: when(since) ?? '' })}` : ''}
                  {late ? (
                    <>
                      {' '}
                      <span className="status-chip status-chip--red">
                        {t('backoffice.progress.late')}
                      </span>
                    </>
                  ) : null}
                </p>
              )
            })}
            {reservation.progress?.outcome ? (
              <p data-testid="progress-outcome">
                <strong>{t('backoffice.progress.outcome')}</strong>:{' '}
                {t(`backoffice.progress.outcomes.${reservation.progress.outcome}`)}
              </p>
            ) : null}
          </div>
          {reservation.progressHistory?.length ? (
            <>
              <h3>{t('backoffice.progress.history')}</h3>
              <ol className="desk-list">
                {reservation.progressHistory.map((entry) => (
                  <li key={entry.id ?? entry.at} data-testid="history-progress">
                    {when(entry.at)}
                    {sep}
                    {t(`backoffice.legs.${entry.leg}`)}
                    {sep}
                    {t(`backoffice.progress.states.${entry.step}`)}
                    {sep}
                    {entry.byType === 'driver' ? (
                      <>
                        {t('backoffice.progress.byDriver')} {phone(entry.byId)}
                      </>
                    ) : (
                      historyActor({ type: 'staff', id: entry.byId }, names, locale)
                    )}
                    {typeof entry.latitude === 'number' && typeof entry.longitude === 'number' ? (
                      <>
                        {sep}
                        <a
                          href={`https://www.google.com/maps?q=${entry.latitude},${entry.longitude}`}
                          target="_blank"
                          rel="noreferrer"
                        >
                          {t('backoffice.progress.position')}
                        </a>
                      </>
                    ) : null}
                    {entry.reason ? (
                      <>
                        {sep}
                        <bdi>{entry.reason}</bdi>
                      </>
                    ) : null}
                  </li>
                ))}
              </ol>
            </>
          ) : (
            <p>{t('backoffice.progress.none')}</p>
          )}
          <h3>{t('backoffice.progress.correct')}</h3>
          <div className="desk-actions">
            {legs.map((leg) => (
              <ActionForm
                key={leg}
                action={`${api}/progress${lang}`}
                submitLabel={t('backoffice.progress.correctLeg', {
                  leg: t(`backoffice.legs.${leg}`),
                })}
                doneText={t('backoffice.detail.done')}
                failText={t('backoffice.desk.failed')}
                confirmText={t('backoffice.progress.confirm')}
              >
                <fieldset>
                  <legend>{t(`backoffice.legs.${leg}`)}</legend>
                  <input type="hidden" name="leg" value={leg} />
                  <label>
                    <span>{t('backoffice.progress.state')}</span>
                    <select name="state" defaultValue={legProgressOf(reservation, leg)}>
                      {LEG_PROGRESS.map((state) => (
                        <option key={state} value={state}>
                          {t(`backoffice.progress.states.${state}`)}
                        </option>
                      ))}
                    </select>
                  </label>
                  <label>
                    <span>{t('backoffice.detail.reason')}</span>
                    <textarea name="reason" required maxLength={500} rows={2} />
                  </label>
                </fieldset>
              </ActionForm>
            ))}
          </div>
        </section>
      ) : null}

      {status !== 'fail' &&
      status !== 'cancelled' &&
      reservation.arrivalFlightNumber &&
      fromAirport ? (
        <section className="desk-card" aria-labelledby="flight-delay">
          <h2 id="flight-delay">{t('backoffice.flightDelay.title')}</h2>
          <p>{t('backoffice.flightDelay.text')}</p>
          <div className="desk-actions">
            <ActionForm
              action={`${api}/flight-delay${lang}`}
              submitLabel={t('backoffice.flightDelay.submit')}
              doneText={t('backoffice.flightDelay.done')}
              failText={t('backoffice.desk.failed')}
              confirmText={t('backoffice.flightDelay.confirm')}
            >
              <label>
                <span>{t('backoffice.flightDelay.expected')}</span>
                <input
                  type="datetime-local"
                  name="expectedArrival"
                  required
                  dir="ltr"
                  defaultValue={reservation.execLocal ?? undefined}
                />
              </label>
              <label>
                <span>{t('backoffice.detail.reason')}</span>
                <textarea name="reason" required maxLength={500} rows={2} />
              </label>
            </ActionForm>
          </div>
        </section>
      ) : null}

      <section className="desk-card" aria-labelledby="history">
        <h2 id="history">{t('backoffice.detail.history')}</h2>
        <ol className="desk-list">
          {(reservation.statusHistory ?? []).map((entry) => (
            <li key={entry.id ?? entry.at} data-testid="history-status">
              {when(entry.at)}
              {sep}
              {entry.from && entry.from !== entry.to
                ? `${t(`backoffice.statuses.${entry.from}`)} ${arrow(locale)} `
                : ''}
              {t(`backoffice.statuses.${entry.to}`)}
              {sep}
              {historyActor({ type: entry.byType, id: entry.byId }, names, locale)}
              {entry.reason ? (
                <>
                  {sep}
                  <bdi>{historyReason(entry.reason, locale)}</bdi>
                </>
              ) : null}
            </li>
          ))}
          {(reservation.dispatchHistory ?? []).map((entry) => (
            <li key={entry.id ?? entry.at} data-testid="history-dispatch">
              {when(entry.at)}
              {sep}
              {t(`backoffice.legs.${entry.leg}`)}
              {sep}
              <bdi>{entry.driverName}</bdi> {phone(entry.driverMobile)}{' '}
              <bdi>{entry.vehiclePlate}</bdi>
              {entry.byId
                ? `${sep}${historyActor({ type: 'staff', id: entry.byId }, names, locale)}`
                : ''}
              {entry.reason ? (
                <>
                  {sep}
                  <bdi>{historyReason(entry.reason, locale)}</bdi>
                </>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
    </StaffFrame>
  )
}
