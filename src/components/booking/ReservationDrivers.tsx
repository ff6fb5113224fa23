import { getTranslations } from 'next-intl/server'

import { formatCairo } from '@/booking/cairoTime'
import type { LegDriver } from '@/booking/reservationViews'
import { AutoRefresh } from '@/components/AutoRefresh'
import { telHref } from '@/components/pages/links'
import type { Locale } from '@/i18n/locales'
import { isolateLtr, isolateTyped } from '@/i18n/textDirection'
import { LEG_PROGRESS, type LegProgress } from '@/tripday/progress'
import { displayPhone } from '@/lib/phone'

/** How often a booking on its trip day shows the driver's new taps. */
const LIVE_SECONDS = 30
const HOUR_MS = 3_600_000

const progressOf = (driver: LegDriver): LegProgress =>
  LEG_PROGRESS.find((state) => state === driver.progress?.state) ?? 'assigned'

/**
 * The page follows the trip live while a leg is under way, or due within three hours (the
 * driver's "on my way" is near), and never after the trip: a finished booking stays still.
 */
function isLive(drivers: LegDriver[], now: Date): boolean {
  return drivers.some((driver) => {
    const state = progressOf(driver)
    if (state === 'on-the-way' || state === 'arrived' || state === 'on-board') return true
    if (state !== 'assigned' || !driver.pickupAt) return false
    const until = new Date(driver.pickupAt).getTime() - now.getTime()
    return until < 3 * HOUR_MS && until > -2 * HOUR_MS
  })
}

/**
 * The driver of each leg once staff have assigned one (issue 32 item 2): name, mobile (a call
 * link, left to right inside Arabic) and the car's plate; on the trip day where the leg stands as
 * the driver taps it, the page following it live (issue 33 item 3). Nothing before the assignment.
 */
export async function ReservationDrivers({
  drivers,
  locale,
}: {
  drivers: LegDriver[]
  locale: Locale
}) {
  if (drivers.length === 0) return null
  const t = await getTranslations('bookingForm.confirmation')
  const live = isLive(drivers, new Date())
  const both = drivers.length > 1
  return (
    <section
      className="confirmation-card reservation-drivers"
      aria-labelledby="reservation-drivers-title"
      data-testid="reservation-drivers"
    >
      <h2 id="reservation-drivers-title">{t('driverTitle')}</h2>
      {drivers.map((driver) => (
        <div key={driver.leg} data-testid={`driver-${driver.leg}`}>
          {both || driver.leg === 'return' ? (
            <h3>{driver.leg === 'outbound' ? t('driverOutbound') : t('driverReturn')}</h3>
          ) : null}
          <dl className="confirmation-facts">
            <div>
              <dt>{t('driverName')}</dt>
              <dd>{isolateTyped(driver.name)}</dd>
            </div>
            <div>
              <dt>{t('driverMobile')}</dt>
              <dd>
                <a href={telHref(driver.mobile)} data-testid="driver-mobile">
                  {isolateLtr(displayPhone(driver.mobile))}
                </a>
              </dd>
            </div>
            {driver.plate ? (
              <div>
                <dt>{t('vehiclePlate')}</dt>
                <dd>{isolateTyped(driver.plate)}</dd>
              </div>
            ) : null}
            {progressOf(driver) !== 'assigned' ? (
              <div>
                <dt>{t('progressTitle')}</dt>
                <dd data-testid={`progress-${driver.leg}`} data-progress={progressOf(driver)}>
                  <strong>{t(`progress.${progressOf(driver)}`)}</strong>
                  {driver.progress?.at
                    ? ` (${formatCairo(new Date(driver.progress.at), locale, 'time')})`
                    : null}
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
      ))}
      {live ? (
        <p className="reservation-drivers__live" data-testid="progress-live">
          {t('progressLive')}
          <AutoRefresh seconds={LIVE_SECONDS} />
        </p>
      ) : null}
    </section>
  )
}
