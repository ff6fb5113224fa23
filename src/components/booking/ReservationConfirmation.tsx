import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'

import { formatCairoWallTime } from '@/booking/cairoTime'
import { displayFlightNumber } from '@/booking/flightNumber'
import { formatPiasters } from '@/booking/money'
import { type Lifecycle, type LegStage, stageNote } from '@/booking/lifecycle/lifecycle'
import { confirmationValue } from '@/booking/policy'
import { priceRows } from '@/booking/priceBreakdown'
import { endText, type ReservationDetails } from '@/booking/reservationViews'
import { customerLabel, isServed, type ReservationStatus } from '@/booking/status'
import { Icon, type IconName } from '@/components/pages/icons'
import { telHref } from '@/components/pages/links'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { translate } from '@/i18n/messages'
import { isolateLtr, isolateTyped } from '@/i18n/textDirection'
import { itemSeparator } from '@/i18n/separators'
import { displayPhone } from '@/lib/phone'
import type { PaymentHistory } from '@/payments/paymentHistory'

import { ReservationDownloads } from './ReservationDownloads'
import { ReservationPayments } from './ReservationPayments'
import { PriceBreakdown } from './PriceBreakdown'
import { TripStatus } from './TripStatus'

const TITLE: Record<ReservationStatus, string> = {
  pending: 'titlePending',
  'cash-not-sent': 'titleReceived',
  'paid-not-sent': 'titlePaid',
  completed: 'titleConfirmed',
  fail: 'titleFailed',
  cancelled: 'titleCancelled',
}

const TONE = { COMPLETED: 'ok', 'IN-COMPLETE': 'pending', FAIL: 'fail', CANCELLED: 'muted' }

const MARK: Record<ReservationStatus, IconName> = {
  pending: 'clock',
  'cash-not-sent': 'check',
  'paid-not-sent': 'check',
  completed: 'check',
  fail: 'shield',
  cancelled: 'shield',
}

/** What happens next, by status: honest about what the site does and does not do yet. */
const NEXT: Record<ReservationStatus, string[]> = {
  pending: ['nextCard1', 'nextCard2', 'nextCard3'],
  'cash-not-sent': ['nextCash1', 'nextCash2', 'nextCash3'],
  'paid-not-sent': ['nextPaid1', 'nextCash2'],
  completed: ['nextCash2'],
  fail: ['nextOther'],
  cancelled: ['nextOther'],
}

/** A complimentary booking (nothing to pay) that will be served: its own title and next steps. */
const COMPLIMENTARY = { title: 'titleComplimentary', next: ['nextComplimentary1', 'nextCash2'] }

/** The stages a driver's tap or assignment makes: the page's title says them (`trip.headline`). */
const DRIVER_STAGES: readonly LegStage[] = [
  'driver-assigned',
  'on-the-way',
  'driver-arrived',
  'on-board',
  'completed',
  'no-show',
]

/**
 * The customer's reservation right after booking (and whenever they come back to it), leading with
 * the trip (issue 44 item 2; decision 0184): its title is where the trip stands (the lifecycle's
 * current leg), then each leg's stage with its driver, what the customer can do now (`children`:
 * change, cancel), what paid, then the trip as booked, the price and what happens next. A card
 * booking that can still be paid (`payable`) offers "Pay now".
 */
export async function ReservationConfirmation({
  details,
  lifecycle,
  hotline,
  locale,
  payable = false,
  manageToken,
  signedIn = false,
  payments,
  children,
}: {
  details: ReservationDetails
  /** Where the trip stands and what its customer may do (the lifecycle, read once by the page). */
  lifecycle: Lifecycle
  hotline: string
  locale: Locale
  payable?: boolean
  /** The private link's token on `/manage`: the downloads carry it (there is no session). */
  manageToken?: string
  /** The reader is logged in to their account: "My reservations" lists theirs. A guest checkout's
   * pass or a private link opens this one booking only, so the button would only ask to log in. */
  signedIn?: boolean
  /** Its card payments (the captured one and the attempts that did not pay), server-read. */
  payments?: PaymentHistory
  /** What the customer can do with it (the cancellation), after the trip and what comes next. */
  children?: ReactNode
}) {
  const { summary } = details
  const complimentary =
    summary.paymentType === 'complimentary' && summary.status === 'paid-not-sent'
  const stage = lifecycle.current.stage
  const title = DRIVER_STAGES.includes(stage)
    ? null
    : complimentary
      ? COMPLIMENTARY.title
      : TITLE[summary.status]
  const next = complimentary ? COMPLIMENTARY.next : NEXT[summary.status]
  const t = await getTranslations('bookingForm.confirmation')
  const trip = await getTranslations('trip')
  const labels = await getTranslations('account.reservation')
  const actions = await getTranslations('paymentScreens.actions')
  const payHref = `/pay?reservation=${encodeURIComponent(summary.reservationNumber)}`
  const label = customerLabel(summary.status)
  // The meaning beside the spec's label: where the trip stands (decision 0184).
  const note = stageNote(stage)
  const price = formatPiasters(summary.price, locale)
  const phone = isolateLtr(hotline)
  // "Within one business day" only for a pickup later than that (decision 0180).
  const confirmation = confirmationValue(lifecycle.promises.confirmation ?? 'within-business-day')
  const when = (wallTime: string) => formatCairoWallTime(wallTime, locale, 'date-time') ?? wallTime

  const rows: [string, string][] = [
    [t('from'), endText(summary.pickup, locale)],
    [t('to'), endText(summary.dropoff, locale)],
    [t('tripType'), summary.tripType === 'round-trip' ? labels('roundTrip') : labels('oneWay')],
    [t('pickupAt'), when(summary.execDate)],
  ]
  if (summary.returningDate) rows.push([t('returnAt'), when(summary.returningDate)])
  if (details.arrivalFlightNumber) {
    rows.push([t('arrivalFlight'), displayFlightNumber(details.arrivalFlightNumber)])
  }
  if (details.departureFlightNumber) {
    rows.push([t('departureFlight'), displayFlightNumber(details.departureFlightNumber)])
  }
  if (summary.persons > 0) {
    rows.push([
      t('party'),
      `${t('persons', { count: summary.persons })}${
        locale === 'ar' ? '، ' : ', '
      }${t('luggages', { count: summary.luggages })}`,
    ])
  }
  const { passenger, notes } = details
  if (passenger) {
    rows.push([
      t('passenger'),
      `${isolateTyped(passenger.name)}${passenger.phone ? `${itemSeparator(locale)}${isolateLtr(displayPhone(passenger.phone))}` : ''}`,
    ])
  }
  if (notes) rows.push([t('notes'), isolateTyped(notes)])

  return (
    <div className="container confirmation">
      <header className={`confirmation-header is-${TONE[label]}`}>
        <span className="confirmation-mark">
          <Icon name={MARK[summary.status]} size={28} />
        </span>
        <h1 data-testid="reservation-headline" data-stage={stage}>
          {title ? t(title) : trip(`headline.${stage}`)}
        </h1>
        <p className="confirmation-number">
          <span>{t('number')}</span>
          <strong>
            <bdi dir="ltr" data-testid="reservation-number">
              {summary.reservationNumber}
            </bdi>
          </strong>
        </p>
        <p className="confirmation-status">
          <span>{t('status')}</span>{' '}
          <span className={`status-badge status-${TONE[label]}`} data-testid="reservation-status">
            {labels(`status.${label}`)}
          </span>
          {note ? (
            <>
              {' '}
              <span className="status-note" data-testid="reservation-status-note">
                {note === 'booked' || note === 'confirmed'
                  ? labels(`statusNote.${note}`, { confirmation })
                  : trip(`stage.${note}`)}
              </span>
            </>
          ) : null}
        </p>
        <p className="field-hint">{t('numberHint')}</p>
        {payable ? (
          <Link className="button button-primary confirmation-pay" href={payHref}>
            <Icon name="card" size={20} />
            <span>
              {actions('payNow')}
              {itemSeparator(locale)}
              {price}
            </span>
          </Link>
        ) : null}
      </header>

      {isServed(summary.status) ? (
        <TripStatus lifecycle={lifecycle} drivers={details.drivers} locale={locale} />
      ) : null}
      {children}
      {payments ? (
        <ReservationPayments history={payments} hotline={hotline} locale={locale} />
      ) : null}
      {lifecycle.travels ? (
        <ReservationDownloads
          reservationNumber={summary.reservationNumber}
          locale={locale}
          token={manageToken}
        />
      ) : null}

      <div className="confirmation-grid">
        <section className="confirmation-card" aria-labelledby="confirmation-trip">
          <h2 id="confirmation-trip">{t('tripTitle')}</h2>
          <dl className="confirmation-facts">
            {rows.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <h3>{t('carTitle')}</h3>
          <dl className="confirmation-facts">
            <div>
              <dt>{t('car')}</dt>
              <dd>{summary.carNames[locale]}</dd>
            </div>
          </dl>
          {/* Under "Car and price": the lines need no heading of their own. */}
          <PriceBreakdown
            rows={priceRows(summary.breakdown, locale, translate)}
            title={translate(locale, 'priceBreakdown.title')}
            totalTestId="reservation-price"
            afterTotal={<span className="price-basis">{t('perCar')}</span>}
          />
          <dl className="confirmation-facts">
            <div>
              <dt>{t('payment')}</dt>
              <dd data-testid="reservation-payment">{labels(summary.paymentType)}</dd>
            </div>
          </dl>
        </section>

        <section className="confirmation-card" aria-labelledby="confirmation-next">
          <h2 id="confirmation-next">{t('nextTitle')}</h2>
          <ol className="confirmation-next">
            {next.map((key) => (
              <li key={key}>{t(key, { price, phone, confirmation })}</li>
            ))}
          </ol>
          <p>{t('help', { phone })}</p>
          <div className="contact-actions">
            <a className="button button-primary" href={telHref(hotline)}>
              <Icon name="phone" size={20} />
              <span>
                {t('call')} <bdi dir="ltr">{hotline}</bdi>
              </span>
            </a>
            {signedIn ? (
              <Link className="button" href="/settings">
                {t('myReservations')}
              </Link>
            ) : null}
            <Link className="button" href="/book">
              {t('bookAnother')}
            </Link>
          </div>
        </section>
      </div>
    </div>
  )
}
