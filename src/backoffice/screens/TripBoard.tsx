import type { AdminViewServerProps } from 'payload'

import { utcToCairoWallTime } from '@/booking/cairoTime'
import { AutoRefresh } from '@/components/AutoRefresh'
import { formatNumber } from '@/i18n/numerals'
import { itemSeparator } from '@/i18n/separators'
import { isLate, LEG_PROGRESS } from '@/booking/lifecycle/progress'

import { dailyRunSheet } from '../operations/listReservations'
import { sheetTime } from '../runSheet'
import { screenOf, StaffFrame } from './frame'
import { arrow, PROGRESS_COLOURS } from './parts'

/** How often the board shows the drivers' new taps. */
const REFRESH_SECONDS = 20

/**
 * The desk's live board of today's trips (issue 33 item 2; decision 0162): every leg driven today
 * in Cairo, by pickup time, with its driver and where it stands as the drivers tap it, coloured by
 * progress; a leg still not on its way 30 minutes before its pickup is flagged late. It shows the
 * new state every 20 seconds by itself.
 */
export async function TripBoard(props: AdminViewServerProps) {
  const { screen } = screenOf(props, 'staff')
  const { t, locale, adminRoute } = screen
  const now = new Date()
  const today = utcToCairoWallTime(now).slice(0, 10)
  const result = await dailyRunSheet(props.initPageResult.req.payload, {
    staff: screen.user,
    day: today,
    locale,
  })
  const entries = result.ok ? result.value.entries : []
  const late = entries.filter((entry) => isLate(entry.progress, new Date(entry.instant), now))
  const counts = LEG_PROGRESS.map((state) => ({
    state,
    count: entries.filter((entry) => entry.progress === state).length,
  })).filter(({ count }) => count > 0)

  return (
    <StaffFrame props={props} title={t('backoffice.board.title')}>
      <AutoRefresh seconds={REFRESH_SECONDS} />
      {!result.ok ? (
        <p className="desk__error" role="alert">
          {t(result.messageKey, result.values)}
        </p>
      ) : (
        <>
          <p className="trip-board__summary" aria-live="polite">
            {result.value.title}
            {itemSeparator(locale)}
            {t('backoffice.board.updated', { time: sheetTime(now) })}
          </p>
          {entries.length === 0 ? (
            <p>{t('backoffice.board.empty')}</p>
          ) : (
            <ul className="trip-board__counts" data-testid="board-counts">
              {counts.map(({ state, count }) => (
                <li key={state}>
                  <span
                    className={`status-chip progress-chip--${PROGRESS_COLOURS[state]}`}
                    data-progress={state}
                  >
                    {t(`backoffice.progress.states.${state}`)}: {formatNumber(count, locale)}
                  </span>
                </li>
              ))}
              {late.length ? (
                <li>
                  <span className="status-chip status-chip--red" data-testid="board-late-count">
                    {t('backoffice.board.lateCount', { count: late.length })}
                  </span>
                </li>
              ) : null}
            </ul>
          )}
          {entries.length ? (
            <div className="desk-table__scroll">
              <table className="desk-table trip-board">
                <thead>
                  <tr>
                    <th scope="col">{t('backoffice.columns.time')}</th>
                    <th scope="col">{t('backoffice.columns.reservationNumber')}</th>
                    <th scope="col">{t('backoffice.columns.leg')}</th>
                    <th scope="col">{t('backoffice.board.route')}</th>
                    <th scope="col">{t('backoffice.columns.passenger')}</th>
                    <th scope="col">{t('backoffice.columns.driver')}</th>
                    <th scope="col">{t('backoffice.board.progress')}</th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((entry) => {
                    const isLateLeg = late.includes(entry)
                    return (
                      <tr
                        key={`${entry.reservationNumber}-${entry.leg}`}
                        data-progress={entry.progress}
                        data-late={isLateLeg ? 'true' : undefined}
                        data-testid="board-row"
                      >
                        <td>
                          <strong>{entry.timeText}</strong>
                        </td>
                        <td>
                          <a
                            href={`${adminRoute}/reservations/${encodeURIComponent(entry.reservationNumber)}`}
                          >
                            <bdi>{entry.reservationNumber}</bdi>
                          </a>
                        </td>
                        <td>{t(`backoffice.legs.${entry.leg}`)}</td>
                        <td>
                          <bdi>{entry.from}</bdi> {arrow(locale)} <bdi>{entry.to}</bdi>
                          {entry.flight ? (
                            <>
                              {itemSeparator(locale)}
                              <bdi dir="ltr">{entry.flight}</bdi>
                            </>
                          ) : null}
                        </td>
                        <td>
                          {entry.passenger}
                          <br />
                          <bdi dir="ltr">{entry.phone}</bdi>
                        </td>
                        <td>
                          {entry.driver ? (
                            <>
                              {entry.driver.name}
                              <br />
                              <bdi dir="ltr">{entry.driver.mobile}</bdi>
                            </>
                          ) : (
                            t('backoffice.runSheet.noDriver')
                          )}
                        </td>
                        <td>
                          <span
                            className={`status-chip progress-chip--${PROGRESS_COLOURS[entry.progress]}`}
                          >
                            {t(`backoffice.progress.states.${entry.progress}`)}
                          </span>
                          {isLateLeg ? (
                            <>
                              {' '}
                              <span
                                className="status-chip status-chip--red"
                                data-testid="board-late"
                              >
                                {t('backoffice.board.late')}
                              </span>
                            </>
                          ) : null}
                        </td>
                      </tr>
                    )
                  })}
                </tbody>
              </table>
            </div>
          ) : null}
        </>
      )}
    </StaffFrame>
  )
}
