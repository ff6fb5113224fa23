import { getTranslations } from 'next-intl/server'

import { type ConfirmationPromise, confirmationValue } from '@/booking/policy'
import { formatCairo, formatCairoWallTime } from '@/booking/cairoTime'
import { formatPiasters } from '@/booking/money'
import { priceRows } from '@/booking/priceBreakdown'
import { endText, type ReservationSummary } from '@/booking/reservationViews'
import { PriceBreakdown } from '@/components/booking/PriceBreakdown'
import { ReservationDownloads } from '@/components/booking/ReservationDownloads'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { translate } from '@/i18n/messages'
import { itemSeparator } from '@/i18n/separators'
import type { PaymentLink } from '@/payload-types'

import { AutoRefresh } from './AutoRefresh'
import { ForgetBookingDraft } from './ForgetBookingDraft'
import {
  CallButton,
  PaymentActions,
  PaymentAmount,
  PaymentFacts,
  PaymentScreen,
  phoneInText,
} from './PaymentScreen'

/** The payment-complete screen of a paid reservation: what happens next, voucher and calendar. */
export async function ReservationPaid({
  summary,
  confirmation,
  signedIn,
  hotline,
  locale,
  paidWith,
}: {
  summary: ReservationSummary
  /** The confirmation the booking is promised (its lifecycle, decision 0184). */
  confirmation: ConfirmationPromise | null
  /** Logged in to an account: "My reservations" lists theirs (a guest's pass opens one booking). */
  signedIn: boolean
  hotline: string
  locale: Locale
  /** How it was paid ("Mobile wallet 010•••••010"), or null when the gateway did not say. */
  paidWith: string | null
}) {
  const t = await getTranslations('paymentScreens')
  const when = (wallTime: string) => formatCairoWallTime(wallTime, locale, 'date-time') ?? wallTime
  const number = summary.reservationNumber
  return (
    <PaymentScreen
      tone="ok"
      icon="check"
      title={t('success.title')}
      lead={t('success.reservationLead')}
      state="paid-reservation"
    >
      <ForgetBookingDraft />
      <PaymentAmount
        label={t('success.amountPaid')}
        amount={formatPiasters(summary.price, locale)}
      />
      <PaymentFacts
        rows={[
          {
            term: t('pay.reservationNumber'),
            value: <bdi dir="ltr">{number}</bdi>,
            testId: 'paid-reservation-number',
          },
          {
            term: t('pay.trip'),
            value: `${t('pay.tripRoute', {
              from: endText(summary.pickup, locale),
              to: endText(summary.dropoff, locale),
            })}${itemSeparator(locale)}${summary.tripType === 'round-trip' ? t('pay.roundTrip') : t('pay.oneWay')}`,
          },
          { term: t('pay.pickup'), value: when(summary.execDate) },
          ...(summary.returningDate
            ? [{ term: t('pay.return'), value: when(summary.returningDate), testId: 'paid-return' }]
            : []),
          { term: t('pay.car'), value: summary.carNames[locale] },
          ...(paidWith
            ? [{ term: t('success.paidWith'), value: paidWith, testId: 'paid-with' }]
            : []),
        ]}
      />
      <section className="payment-section" aria-labelledby="payment-price">
        <h2 id="payment-price">{translate(locale, 'priceBreakdown.title')}</h2>
        <PriceBreakdown rows={priceRows(summary.breakdown, locale, translate)} />
      </section>
      <section className="payment-section" aria-labelledby="payment-next">
        <h2 id="payment-next">{t('success.nextTitle')}</h2>
        <ol className="confirmation-next">
          <li>
            {t('success.next1', {
              // "Within one business day" only for a pickup later than that (decision 0180).
              confirmation: confirmationValue(confirmation ?? 'within-business-day'),
            })}
          </li>
          <li>{t('success.next2')}</li>
          <li>{t('success.next3')}</li>
        </ol>
      </section>
      <ReservationDownloads reservationNumber={number} locale={locale} />
      <PaymentActions>
        <Link className="button" href={`/booking/${encodeURIComponent(number)}`}>
          {t('actions.viewReservation')}
        </Link>
        {signedIn ? (
          <Link className="button" href="/settings">
            {t('actions.myReservations')}
          </Link>
        ) : null}
        <CallButton hotline={hotline} label={t('actions.call')} />
      </PaymentActions>
    </PaymentScreen>
  )
}

/** The payment-complete screen of a paid payment link. */
export async function LinkPaid({
  link,
  hotline,
  locale,
  paidWith,
}: {
  link: PaymentLink
  hotline: string
  locale: Locale
  /** How it was paid, or null when the gateway did not say. */
  paidWith: string | null
}) {
  const t = await getTranslations('paymentScreens')
  const rows = [
    {
      term: t('pay.description'),
      value: <bdi>{link.description}</bdi>,
      testId: 'paid-description',
    },
  ]
  if (link.paidAt) {
    rows.push({
      term: t('success.paidOn'),
      value: <>{formatCairo(new Date(link.paidAt), locale, 'date-time')}</>,
      testId: 'paid-on',
    })
  }
  if (paidWith)
    rows.push({ term: t('success.paidWith'), value: <>{paidWith}</>, testId: 'paid-with' })
  return (
    <PaymentScreen
      tone="ok"
      icon="check"
      title={t('success.title')}
      lead={t('success.linkLead', { name: link.customerName })}
      state="paid-link"
    >
      <PaymentAmount label={t('success.amountPaid')} amount={formatPiasters(link.amount, locale)} />
      <PaymentFacts rows={rows} />
      <PaymentActions>
        <Link className="button button-primary" href="/">
          {t('actions.home')}
        </Link>
        <CallButton hotline={hotline} label={t('actions.call')} />
      </PaymentActions>
    </PaymentScreen>
  )
}

/** Paid at the gateway, not yet confirmed here: the page asks again by itself. */
export async function PaymentConfirming({ hotline, again }: { hotline: string; again: string }) {
  const t = await getTranslations('paymentScreens')
  return (
    <PaymentScreen
      tone="pending"
      icon="clock"
      title={t('success.confirmingTitle')}
      lead={t('success.confirming')}
      state="confirming"
    >
      <AutoRefresh />
      <p className="payment-note">{t('success.confirmingLong', { phone: phoneInText(hotline) })}</p>
      <PaymentActions>
        <Link className="button button-primary" href={again}>
          {t('success.checkAgain')}
        </Link>
        <CallButton hotline={hotline} label={t('actions.call')} />
      </PaymentActions>
    </PaymentScreen>
  )
}

/** Nothing to confirm that this visitor may see: the account lists every reservation's state. */
export async function PaymentNeutral({ hotline }: { hotline: string }) {
  const t = await getTranslations('paymentScreens')
  return (
    <PaymentScreen
      tone="info"
      icon="card"
      title={t('success.neutralTitle')}
      lead={t('success.neutral', { phone: phoneInText(hotline) })}
      state="neutral"
    >
      <PaymentActions>
        <Link className="button button-primary" href="/settings">
          {t('actions.myReservations')}
        </Link>
        <CallButton hotline={hotline} label={t('actions.call')} />
      </PaymentActions>
    </PaymentScreen>
  )
}
