import { getTranslations } from 'next-intl/server'

import { formatCairoWallTime, utcToCairoWallTime } from '@/booking/cairoTime'
import { pickupLimits } from '@/components/booking/pickupTimes'
import { ClientMessages } from '@/i18n/ClientMessages'
import type { Locale } from '@/i18n/locales'
import { type ChangeableBooking, changeableFields, changeLimits } from '@/manage/selfChange'

import { SelfChange } from './SelfChange'

/**
 * "Change your booking" on the customer's reservation page (issue 32 item 2; decision 0155): until
 * when each leg can be changed, what cannot be changed in place, and the form of the fields still
 * open; once every limit has passed, why not. The server decides what is open
 * (`changeableFields`) and checks it again on saving.
 */
export async function ChangeSection({
  reservationNumber,
  token,
  booking,
  changeHours,
  minLeadHours,
  locale,
  now = new Date(),
}: {
  reservationNumber: string
  /** The private link's token, on the page it opened (`/manage`); the session's customer otherwise. */
  token?: string
  booking: ChangeableBooking
  changeHours: number
  minLeadHours: number
  locale: Locale
  now?: Date
}) {
  const t = await getTranslations('manage.change')
  const open = changeableFields(booking, now, changeHours)
  const limits = changeLimits(booking, changeHours)
  const when = (instant: Date) =>
    formatCairoWallTime(utcToCairoWallTime(instant), locale) ?? utcToCairoWallTime(instant)
  const pickup = pickupLimits(now, minLeadHours)
  return (
    <section className="confirmation-card self-change" aria-labelledby="self-change-title">
      <h2 id="self-change-title">{t('title')}</h2>
      {open.length === 0 ? (
        <p data-testid="self-change-closed">{t('closed', { hours: changeHours })}</p>
      ) : (
        <>
          {limits.outbound.getTime() > now.getTime() ? (
            <p>{t('until', { until: when(limits.outbound) })}</p>
          ) : null}
          {limits.return && limits.return.getTime() > now.getTime() ? (
            <p>{t('untilReturn', { until: when(limits.return) })}</p>
          ) : null}
          <p className="field-hint">{t('notInPlace')}</p>
          <ClientMessages scope="manage">
            <SelfChange
              booking={token ? { token } : { reservationNumber }}
              open={open}
              values={{
                execDate: booking.execLocal,
                returningDate: booking.returningLocal,
                arrivalFlightNumber: booking.arrivalFlightNumber,
                departureFlightNumber: booking.departureFlightNumber,
                passenger: booking.passenger,
                locationNames: booking.locationNames,
                notes: booking.notes,
              }}
              airports={booking.airports}
              limits={pickup}
              texts={{
                open: t('open'),
                pickupAt: t('pickupAt'),
                returnAt: t('returnAt'),
                arrivalFlight: t('arrivalFlight'),
                departureFlight: t('departureFlight'),
                someoneElse: t('someoneElse'),
                passengerName: t('passengerName'),
                passengerPhone: t('passengerPhone'),
                pickupName: t('pickupName'),
                dropoffName: t('dropoffName'),
                notes: t('notes'),
                save: t('save'),
                saving: t('saving'),
                close: t('close'),
                saved: t('saved'),
                network: t('network'),
              }}
            />
          </ClientMessages>
        </>
      )}
    </section>
  )
}
