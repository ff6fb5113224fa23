import type { AdminViewServerProps } from 'payload'

import { utcToCairoWallTime } from '@/booking/cairoTime'
import { LOCALES, ownLanguageName } from '@/i18n/locales'
import { translate as tIn } from '@/i18n/messages'
import { itemSeparator } from '@/i18n/separators'

import { dailyRunSheet } from '../operations/listReservations'
import { isCairoDay, shiftDay } from '../reservationList'
import { PrintButton } from './PrintButton'
import { screenOf, StaffFrame } from './frame'
import { queryString } from './parts'

/**
 * The printable run sheet: one Cairo day's pickups by time, each leg with its flight, passenger,
 * sign name, phone, persons and bags, car, driver and the customer's notes, in English or Arabic
 * (`?lang=`, else the staff member's language). Printing leaves out the admin's navigation and
 * gives the sheet the whole page (desk.scss).
 */
export async function RunSheet(props: AdminViewServerProps) {
  const { screen } = screenOf(props, 'staff')
  const { t, adminRoute, query } = screen
  const locale = LOCALES.find((code) => code === query.lang) ?? screen.locale
  const today = utcToCairoWallTime(new Date()).slice(0, 10)
  const day = isCairoDay(query.day) ? query.day : today
  const result = await dailyRunSheet(props.initPageResult.req.payload, {
    staff: screen.user,
    day,
    locale,
  })
  const here = `${adminRoute}/runsheet`
  const link = (values: Record<string, string>) =>
    `${here}${queryString({ day, lang: locale, ...values })}`
  const other = locale === 'ar' ? 'en' : 'ar'
  const sep = itemSeparator(locale)

  return (
    <StaffFrame
      props={props}
      title={t('backoffice.nav.runSheet')}
      actions={
        <div className="desk-noprint desk__actions">
          <a
            className="btn btn--style-secondary btn--size-small"
            href={link({ day: shiftDay(day, -1) })}
          >
            {t('backoffice.runSheet.previousDay')}
          </a>
          <a
            className="btn btn--style-secondary btn--size-small"
            href={link({ day: shiftDay(day, 1) })}
          >
            {t('backoffice.runSheet.nextDay')}
          </a>
          <a
            className="btn btn--style-secondary btn--size-small"
            href={link({ lang: other })}
            hrefLang={other}
          >
            {ownLanguageName(other)}
          </a>
          <PrintButton label={t('backoffice.runSheet.print')} />
        </div>
      }
    >
      <form className="desk-filters desk-noprint" method="get" action={here}>
        <label>
          <span>{t('backoffice.runSheet.day')}</span>
          <input type="date" name="day" defaultValue={day} required />
        </label>
        <input type="hidden" name="lang" value={locale} />
        <div className="desk-filters__buttons">
          <button type="submit" className="btn btn--style-primary btn--size-small">
            {t('backoffice.desk.apply')}
          </button>
        </div>
      </form>
      {!result.ok ? (
        <p className="desk__error" role="alert">
          {t(result.messageKey, result.values)}
        </p>
      ) : (
        <article className="run-sheet" lang={locale} dir={locale === 'ar' ? 'rtl' : 'ltr'}>
          <h2>{result.value.title}</h2>
          {result.value.entries.length === 0 ? (
            <p>{t('backoffice.runSheet.empty')}</p>
          ) : (
            <div className="desk-table__scroll">
              <table className="desk-table run-sheet__table">
                <thead>
                  <tr>
                    {(
                      [
                        'time',
                        'reservationNumber',
                        'leg',
                        'from',
                        'to',
                        'flight',
                        'passenger',
                        'signName',
                        'phone',
                        'persons',
                        'luggages',
                        'car',
                        'driver',
                        'notes',
                        'extras',
                      ] as const
                    ).map((column) => (
                      <th key={column} scope="col">
                        {tIn(locale, `backoffice.columns.${column}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {result.value.entries.map((entry) => (
                    <tr key={`${entry.reservationNumber}-${entry.leg}`} data-status={entry.status}>
                      <td>
                        <strong>{entry.timeText}</strong>
                      </td>
                      <td>
                        <bdi>{entry.reservationNumber}</bdi>
                      </td>
                      <td>{tIn(locale, `backoffice.legs.${entry.leg}`)}</td>
                      <td>
                        {entry.from}
                        {entry.fromDetail ? <small>{sep + entry.fromDetail}</small> : null}
                      </td>
                      <td>
                        {entry.to}
                        {entry.toDetail ? <small>{sep + entry.toDetail}</small> : null}
                      </td>
                      <td>
                        <bdi dir="ltr">{entry.flight ?? ''}</bdi>
                      </td>
                      <td>{entry.passenger}</td>
                      <td>
                        <strong>{entry.signName}</strong>
                      </td>
                      <td>
                        <bdi dir="ltr">{entry.phone}</bdi>
                      </td>
                      <td className="desk-table__number">{entry.persons}</td>
                      <td className="desk-table__number">{entry.luggages}</td>
                      <td>{entry.car}</td>
                      <td>
                        {entry.driver ? (
                          <>
                            {entry.driver.name}
                            <br />
                            <bdi dir="ltr">{entry.driver.mobile}</bdi>
                            {entry.driver.plate ? (
                              <>
                                <br />
                                <bdi>{entry.driver.plate}</bdi>
                              </>
                            ) : null}
                          </>
                        ) : (
                          tIn(locale, 'backoffice.runSheet.noDriver')
                        )}
                      </td>
                      <td className="run-sheet__notes" dir="auto">
                        {entry.notes ?? ''}
                      </td>
                      <td className="run-sheet__extras">{entry.extras ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </article>
      )}
    </StaffFrame>
  )
}
