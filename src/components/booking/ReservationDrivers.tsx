import { getTranslations } from 'next-intl/server'

import type { LegDriver } from '@/booking/reservationViews'
import { telHref } from '@/components/pages/links'
import { isolateLtr, isolateTyped } from '@/i18n/textDirection'

/**
 * The driver of each leg once staff have assigned one (issue 32 item 2): name, mobile (a call
 * link, left to right inside Arabic) and the car's plate. Nothing before the assignment.
 */
export async function ReservationDrivers({ drivers }: { drivers: LegDriver[] }) {
  if (drivers.length === 0) return null
  const t = await getTranslations('bookingForm.confirmation')
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
                  {isolateLtr(driver.mobile)}
                </a>
              </dd>
            </div>
            {driver.plate ? (
              <div>
                <dt>{t('vehiclePlate')}</dt>
                <dd>{isolateTyped(driver.plate)}</dd>
              </div>
            ) : null}
          </dl>
        </div>
      ))}
    </section>
  )
}
