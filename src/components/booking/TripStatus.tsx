import { getTranslations } from 'next-intl/server'

import { formatCairo } from '@/booking/cairoTime'
import type { Lifecycle, LegState } from '@/booking/lifecycle/lifecycle'
import { confirmationValue } from '@/booking/policy'
import type { LegDriver } from '@/booking/reservationViews'
import { AutoRefresh } from '@/components/AutoRefresh'
import { telHref } from '@/components/pages/links'
import type { Locale } from '@/i18n/locales'
import { isolateLtr, isolateTyped } from '@/i18n/textDirection'
import { displayPhone } from '@/lib/phone'

/** How often a booking on its trip day shows the driver's new taps. */
const LIVE_SECONDS = 30

/** The stages after which a leg has nothing more to wait for (no free-wait line). */
const OVER: readonly LegState['stage'][] = [
  'on-board',
  'completed',
  'no-show',
  'cancelled',
  'payment-failed',
]

/**
 * Where the trip stands, leg by leg (issue 44 item 2; decision 0184), at the top of the customer's
 * booking page: each leg's stage as the lifecycle tells it, its pickup and free wait, its driver
 * once assigned (name, a call link, the plate), the time of the driver's last tap; the page
 * follows the trip live while a leg is under way or its driver is due.
 */
export async function TripStatus({
  lifecycle,
  drivers,
  locale,
}: {
  lifecycle: Lifecycle
  drivers: LegDriver[]
  locale: Locale
}) {
  const t = await getTranslations('trip')
  const labels = await getTranslations('bookingForm.confirmation')
  const both = lifecycle.legs.length > 1
  const confirmation = confirmationValue(lifecycle.promises.confirmation ?? 'within-business-day')
  const live = lifecycle.legs.some((leg) => leg.live)
  return (
    <section
      className="confirmation-card trip-status"
      aria-labelledby="trip-status-title"
      data-testid="trip-status"
    >
      <h2 id="trip-status-title">{t('title')}</h2>
      {lifecycle.legs.map((leg) => {
        const driver = drivers.find((each) => each.leg === leg.leg)
        return (
          <div key={leg.leg} className="trip-status__leg" data-testid={`driver-${leg.leg}`}>
            {both ? <h3>{t(leg.leg)}</h3> : null}
            <p
              className={`trip-status__stage is-${leg.stage}`}
              data-testid={`progress-${leg.leg}`}
              data-stage={leg.stage}
            >
              <strong>{t(`stage.${leg.stage}`)}</strong>{' '}
              <span>{t(`stageHint.${leg.stage}`, { confirmation })}</span>
              {driver?.progress?.at && leg.stage !== 'driver-assigned'
                ? ` (${formatCairo(new Date(driver.progress.at), locale, 'time')})`
                : null}
            </p>
            <dl className="confirmation-facts">
              <div>
                <dt>{labels('pickupAt')}</dt>
                <dd>{formatCairo(leg.pickupAt, locale, 'date-time')}</dd>
              </div>
              {driver ? (
                <>
                  <div>
                    <dt>{labels('driverName')}</dt>
                    <dd>{isolateTyped(driver.name)}</dd>
                  </div>
                  <div>
                    <dt>{labels('driverMobile')}</dt>
                    <dd>
                      <a href={telHref(driver.mobile)} data-testid="driver-mobile">
                        {isolateLtr(displayPhone(driver.mobile))}
                      </a>
                    </dd>
                  </div>
                  {driver.plate ? (
                    <div>
                      <dt>{labels('vehiclePlate')}</dt>
                      <dd>{isolateTyped(driver.plate)}</dd>
                    </div>
                  ) : null}
                </>
              ) : null}
            </dl>
            {lifecycle.travels && !OVER.includes(leg.stage) ? (
              <p className="field-hint" data-testid={`free-wait-${leg.leg}`}>
                {leg.freeWait.fromLanding
                  ? t('freeWaitLanding', { minutes: leg.freeWait.minutes })
                  : t('freeWaitPickup', { minutes: leg.freeWait.minutes })}
              </p>
            ) : null}
          </div>
        )
      })}
      {live ? (
        <p className="reservation-drivers__live" data-testid="progress-live">
          {labels('progressLive')}
          <AutoRefresh seconds={LIVE_SECONDS} />
        </p>
      ) : null}
    </section>
  )
}
