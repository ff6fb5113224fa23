import config from '@payload-config'
import { policyFromDoc } from '@/booking/policy'
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { getPayload } from 'payload'

import { formatCairo, formatCairoWallTime } from '@/booking/cairoTime'
import { displayFlightNumber } from '@/booking/flightNumber'
import { meetingPointText } from '@/booking/meetingPoint'
import { formatPiasters } from '@/booking/money'
import { addressText } from '@/booking/reservationViews'
import { AutoRefresh } from '@/components/AutoRefresh'
import { DriverStepButtons } from '@/components/driver/DriverStepButtons'
import { queryValue, type PageQuery } from '@/components/payment/paymentQuery'
import { Icon } from '@/components/pages/icons'
import { telHref, whatsappHref } from '@/components/pages/links'
import { getSettings } from '@/content/queries'
import type { Locale } from '@/i18n/locales'
import { translate } from '@/i18n/messages'
import { isolateTyped } from '@/i18n/textDirection'
import { itemSeparator } from '@/i18n/separators'
import { clientAddressOf, rateLimitKey } from '@/lib/clientAddress'
import { displayPhone } from '@/lib/phone'
import type { DriverLegView } from '@/tripday/driverLegs'
import { driverDay } from '@/tripday/operations/driverDay'
import { type DriverStep, driverOffers } from '@/booking/lifecycle/progress'

/** Rendered per request: the link's token decides everything. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<PageQuery> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'driver.page' })
  // The token is in the address: never sent on to another site, never indexed.
  return { title: t('title'), robots: { index: false, follow: false }, referrer: 'no-referrer' }
}

const STEPS: DriverStep[] = ['on-the-way', 'arrived', 'on-board', 'completed', 'no-show']

/** How often the page is read again while a step is still to open (a minute's precision). */
const REFRESH_SECONDS = 60

/** A maps search for the place and the hotel or street at it. */
const mapsHref = (end: DriverLegView['from'], locale: Locale) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
    [end.locationNames[locale], end.names[locale], 'Egypt'].filter(Boolean).join(', '),
  )}`

/**
 * /driver?token=... (issue 33 item 1; decision 0160): a driver's legs of one day, opened from the
 * SMS of their dispatch, without an app or an account. Arabic by default (the SMS links /ar), with
 * a switch to English. Each leg: when, from and to (with a maps link), the flight, who to meet and
 * how to call them, the party, extras and notes, the meeting point, what to collect, its progress
 * and the next taps.
 */
export default async function DriverPage({ params, searchParams }: Props) {
  const { locale: param } = await params
  const locale = param as Locale
  setRequestLocale(locale)
  const token = queryValue(await searchParams, 'token')
  const client = rateLimitKey(clientAddressOf(await headers(), process.env))
  const [payload, settings, t, nav] = await Promise.all([
    getPayload({ config }),
    getSettings(locale),
    getTranslations('driver.page'),
    getTranslations('nav'),
  ])
  const office = (
    <a className="button" href={telHref(settings.hotline)}>
      <Icon name="phone" size={20} />
      <span>
        {t('office')} <bdi dir="ltr">{settings.hotline}</bdi>
      </span>
    </a>
  )
  const found = await driverDay(payload, token, client)
  if (!found.ok) {
    return (
      <div className="container confirmation driver-page">
        <header className="confirmation-header">
          <h1>{t('invalidTitle')}</h1>
          <p>
            {found.code === 'rate-limited'
              ? t('tooMany')
              : translate(locale, found.messageKey, found.values)}
          </p>
        </header>
        <div className="contact-actions">{office}</div>
      </div>
    )
  }
  const { driverName, day, legs } = found.value
  const other: Locale = locale === 'ar' ? 'en' : 'ar'
  const labels = Object.fromEntries(STEPS.map((step) => [step, t(`steps.${step}`)])) as Record<
    DriverStep,
    string
  >
  const dayText = formatCairoWallTime(`${day}T12:00`, locale, 'date') ?? day
  // What each leg offers now, by the rule its taps are recorded with (decision 0170): a button for
  // a step open now, the time a step opens instead of a button that would be refused.
  const now = new Date()
  const offersOf = (leg: DriverLegView) =>
    leg.noTrip
      ? []
      : driverOffers(
          leg.progress,
          { status: leg.status, pickupAt: leg.pickupAt, atAirport: leg.fromAirport },
          now,
          policyFromDoc(settings.policy),
        )
  const waiting = legs.some((leg) => offersOf(leg).some((offer) => offer.from !== null))
  return (
    <div className="container driver-page">
      <header className="driver-header">
        <h1>{t('title')}</h1>
        <p>
          {t('hello', { name: isolateTyped(driverName) })}
          {itemSeparator(locale)}
          <strong>{dayText}</strong>
        </p>
        <a
          className="link-button"
          href={`/${other}/driver?token=${encodeURIComponent(token ?? '')}`}
          lang={other}
          hrefLang={other}
        >
          {nav('switchLanguage')}
        </a>
      </header>
      {legs.length === 0 ? <p className="driver-empty">{t('none')}</p> : null}
      <ol className="driver-legs">
        {legs.map((leg) => {
          const time = formatCairoWallTime(leg.pickupLocal, locale, 'time') ?? leg.pickupLocal
          const place = (end: DriverLegView['from']) =>
            addressText(
              end.names[locale],
              end.locationNames[locale] && isolateTyped(end.locationNames[locale]),
              locale,
            )
          const phone = leg.traveller.phone ? displayPhone(leg.traveller.phone) : null
          const offers = offersOf(leg)
          return (
            <li
              key={`${leg.reservationNumber}-${leg.leg}`}
              className={`driver-leg is-${leg.noTrip ? 'cancelled' : leg.progress}`}
              data-testid="driver-leg"
            >
              <header className="driver-leg__head">
                <strong className="driver-leg__time">{time}</strong>
                <span>{t(`legs.${leg.leg}`)}</span>
                <bdi dir="ltr">{leg.reservationNumber}</bdi>
                <span className="status-badge" data-testid="driver-leg-progress">
                  {leg.noTrip === 'trip-not-paid'
                    ? t('unpaid')
                    : leg.noTrip
                      ? t('cancelled')
                      : t(`progress.${leg.progress}`)}
                </span>
              </header>
              <dl className="confirmation-facts">
                <div>
                  <dt>{t('from')}</dt>
                  <dd>
                    {place(leg.from)}{' '}
                    <a href={mapsHref(leg.from, locale)} rel="noopener noreferrer">
                      {t('map')}
                    </a>
                  </dd>
                </div>
                <div>
                  <dt>{t('to')}</dt>
                  <dd>
                    {place(leg.to)}{' '}
                    <a href={mapsHref(leg.to, locale)} rel="noopener noreferrer">
                      {t('map')}
                    </a>
                  </dd>
                </div>
                {leg.flight ? (
                  <div>
                    <dt>{t('flight')}</dt>
                    <dd>
                      <bdi dir="ltr">{displayFlightNumber(leg.flight)}</bdi>
                    </dd>
                  </div>
                ) : null}
                <div>
                  <dt>{t('passenger')}</dt>
                  <dd>
                    {isolateTyped(leg.traveller.name)}
                    {phone ? (
                      <>
                        {itemSeparator(locale)}
                        <a href={telHref(phone)}>
                          <bdi dir="ltr">{phone}</bdi>
                        </a>
                        {itemSeparator(locale)}
                        <a
                          href={whatsappHref(
                            phone,
                            t('whatsappText', { number: leg.reservationNumber }),
                          )}
                          rel="noopener noreferrer"
                        >
                          {t('whatsapp')}
                        </a>
                      </>
                    ) : null}
                  </dd>
                </div>
                <div>
                  <dt>{t('party')}</dt>
                  <dd>{t('partyText', { persons: leg.persons, luggages: leg.luggages })}</dd>
                </div>
                {leg.extras.length > 0 ? (
                  <div>
                    <dt>{t('extras')}</dt>
                    <dd>
                      {leg.extras
                        .map((line) =>
                          t('extraLine', {
                            count: line.quantity,
                            name: locale === 'ar' ? line.nameAr : line.nameEn,
                          }),
                        )
                        .join(locale === 'ar' ? '، ' : ', ')}
                    </dd>
                  </div>
                ) : null}
                {leg.notes ? (
                  <div>
                    <dt>{t('notes')}</dt>
                    <dd>{isolateTyped(leg.notes)}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>{t('meeting')}</dt>
                  <dd>
                    {meetingPointText(translate, locale, {
                      place: place(leg.from),
                      atAirport: leg.fromAirport,
                      name: isolateTyped(leg.traveller.name),
                    })}
                  </dd>
                </div>
                <div>
                  <dt>{t('payment')}</dt>
                  <dd data-testid="driver-leg-payment">
                    {leg.collect !== null
                      ? t('collect', { amount: formatPiasters(leg.collect, locale) })
                      : leg.paid
                        ? t('paid')
                        : t('nothingToCollect')}
                  </dd>
                </div>
              </dl>
              {leg.noTrip ? (
                <p className="field-error">
                  {leg.noTrip === 'trip-not-paid' ? t('unpaidText') : t('cancelledText')}
                </p>
              ) : (
                <>
                  {offers.map(({ step, from }) =>
                    from ? (
                      <p key={step} className="field-hint" data-testid="driver-step-opens">
                        {step === 'no-show'
                          ? t('noShowFrom', { time: formatCairo(from, locale, 'time') })
                          : t('stepFrom', {
                              step: labels[step],
                              time: formatCairo(from, locale, 'time'),
                            })}
                      </p>
                    ) : null,
                  )}
                  <DriverStepButtons
                    token={token ?? ''}
                    locale={locale}
                    reservationNumber={leg.reservationNumber}
                    leg={leg.leg}
                    steps={offers.filter((offer) => offer.from === null).map(({ step }) => step)}
                    labels={labels}
                    network={t('network')}
                  />
                </>
              )}
            </li>
          )
        })}
      </ol>
      <div className="contact-actions">{office}</div>
      {/* A step that opens later appears by itself, without the driver reloading the page. */}
      {waiting ? <AutoRefresh seconds={REFRESH_SECONDS} /> : null}
    </div>
  )
}
