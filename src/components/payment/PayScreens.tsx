import { getTranslations } from 'next-intl/server'

import { formatCairo, formatCairoWallTime } from '@/booking/cairoTime'
import { formatPiasters } from '@/booking/money'
import type { ReservationSummary } from '@/booking/reservationViews'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { itemSeparator } from '@/i18n/separators'
import type { PaymentLink } from '@/payload-types'

import { WalletMarks } from '@/components/booking/WalletMarks'
import { walletsOffered } from '@/payments/operations/paymentGateway'

import { PayPanel, type PayPanelTexts } from './PayPanel'
import {
  CallButton,
  PaymentActions,
  PaymentAmount,
  PaymentFacts,
  PaymentScreen,
  phoneInText,
} from './PaymentScreen'
import { loginThenBack, payPath } from './paymentQuery'

/** A countdown only when the time left is short enough to matter (a link lasts days). */
const COUNTDOWN_BELOW_SECONDS = 60 * 60

async function panelTexts(amount: string, wallets: boolean): Promise<PayPanelTexts> {
  const t = await getTranslations('paymentScreens')
  return {
    timeLeft: t('pay.timeLeft'),
    payButton: wallets ? t('pay.payButtonOnline', { amount }) : t('pay.payButton', { amount }),
    opening: wallets ? t('pay.openingOnline') : t('pay.opening'),
    network: t('pay.network'),
    timeUp: t('pay.timeUp'),
    logIn: t('pay.logIn'),
    call: t('actions.call'),
  }
}

const secondsBetween = (now: Date, deadline: Date) =>
  Math.max(0, Math.floor((deadline.getTime() - now.getTime()) / 1000))

/** `/pay?reservation=`: the customer's pending card booking, what it is and the pay button. */
export async function ReservationPayment({
  summary,
  deadline,
  now,
  hotline,
  locale,
}: {
  summary: ReservationSummary
  deadline: Date
  now: Date
  hotline: string
  locale: Locale
}) {
  const t = await getTranslations('paymentScreens.pay')
  const wallets = walletsOffered()
  const amount = formatPiasters(summary.price, locale)
  const when = (wallTime: string) => formatCairoWallTime(wallTime, locale, 'date-time') ?? wallTime
  const rows = [
    {
      term: t('reservationNumber'),
      value: <bdi dir="ltr">{summary.reservationNumber}</bdi>,
      testId: 'pay-reservation-number',
    },
    {
      term: t('trip'),
      value: `${t('tripRoute', {
        from: summary.pickup.names[locale],
        to: summary.dropoff.names[locale],
      })}${itemSeparator(locale)}${summary.tripType === 'round-trip' ? t('roundTrip') : t('oneWay')}`,
    },
    { term: t('pickup'), value: when(summary.execDate) },
    ...(summary.returningDate ? [{ term: t('return'), value: when(summary.returningDate) }] : []),
    { term: t('car'), value: summary.carNames[locale] },
  ]
  const path = payPath({ reservation: summary.reservationNumber })
  return (
    <PaymentScreen
      tone="info"
      icon="card"
      title={t('titleReservation')}
      lead={wallets ? t('leadReservationOnline') : t('leadReservation')}
      state="pay-reservation"
    >
      <PaymentAmount label={t('amount')} amount={amount} />
      <PaymentFacts rows={rows} />
      <PayPanel
        request={{ reservationNumber: summary.reservationNumber }}
        secondsLeft={secondsBetween(now, deadline)}
        loginHref={loginThenBack(path)}
        hotline={hotline}
        texts={await panelTexts(amount, wallets)}
      />
      {wallets ? <WalletMarks label={t('walletsAccepted')} banks={t('bankWallets')} /> : null}
      <p className="payment-note">{t('payBy', { time: formatCairo(deadline, locale, 'time') })}</p>
      <p className="payment-note">{wallets ? t('secureNoteOnline') : t('secureNote')}</p>
    </PaymentScreen>
  )
}

/** `/pay?link=`: a payment link anybody holding it may pay: what for, whose, how much. */
export async function LinkPayment({
  link,
  now,
  hotline,
  siteName,
  locale,
}: {
  link: PaymentLink
  now: Date
  hotline: string
  siteName: string
  locale: Locale
}) {
  const t = await getTranslations('paymentScreens.pay')
  const wallets = walletsOffered()
  const amount = formatPiasters(link.amount, locale)
  // A payable link has its expiry (the collection fills it in); without one, no deadline shows.
  const expiresAt = link.expiresAt ? new Date(link.expiresAt) : null
  const secondsLeft = expiresAt ? secondsBetween(now, expiresAt) : null
  return (
    <PaymentScreen
      tone="info"
      icon="card"
      title={t('titleLink')}
      lead={wallets ? t('leadLinkOnline', { siteName }) : t('leadLink', { siteName })}
      state="pay-link"
    >
      <PaymentAmount label={t('amount')} amount={amount} />
      <PaymentFacts
        rows={[
          {
            term: t('description'),
            value: <bdi>{link.description}</bdi>,
            testId: 'pay-description',
          },
          { term: t('customer'), value: <bdi>{link.customerName}</bdi>, testId: 'pay-customer' },
        ]}
      />
      <PayPanel
        request={{ link: link.token }}
        secondsLeft={
          secondsLeft !== null && secondsLeft < COUNTDOWN_BELOW_SECONDS ? secondsLeft : null
        }
        loginHref={loginThenBack(payPath({ link: link.token }))}
        hotline={hotline}
        texts={await panelTexts(amount, wallets)}
      />
      {wallets ? <WalletMarks label={t('walletsAccepted')} banks={t('bankWallets')} /> : null}
      {expiresAt ? (
        <p className="payment-note">
          {t('payByLink', { date: formatCairo(expiresAt, locale, 'date-time') })}
        </p>
      ) : null}
      <p className="payment-note">{wallets ? t('secureNoteOnline') : t('secureNote')}</p>
    </PaymentScreen>
  )
}

/** Why /pay cannot take a payment, and the way on. */
export type PayRefusal =
  | { kind: 'none' }
  | { kind: 'not-found' }
  | { kind: 'cash'; reservationNumber: string }
  | { kind: 'complimentary'; reservationNumber: string }
  | { kind: 'paid'; reservationNumber: string }
  | { kind: 'failed' }
  | { kind: 'expired'; minutes: number }
  | { kind: 'cancelled' }
  | { kind: 'link-not-found' }
  | { kind: 'link-paid'; link: PaymentLink }
  | { kind: 'link-cancelled' }

const REFUSAL_TEXT = {
  none: ['noneTitle', 'none'],
  'not-found': ['notFoundTitle', 'notFound'],
  cash: ['cashTitle', 'cash'],
  complimentary: ['complimentaryTitle', 'complimentary'],
  paid: ['paidTitle', 'paid'],
  failed: ['failedTitle', 'failed'],
  expired: ['expiredTitle', 'expired'],
  cancelled: ['cancelledTitle', 'cancelled'],
  'link-not-found': ['linkNotFoundTitle', 'linkNotFound'],
  'link-paid': ['linkPaidTitle', 'linkPaid'],
  'link-cancelled': ['linkCancelledTitle', 'linkCancelled'],
} as const satisfies Record<PayRefusal['kind'], readonly [string, string]>

export async function PaymentRefused({
  refusal,
  hotline,
  locale,
}: {
  refusal: PayRefusal
  hotline: string
  locale: Locale
}) {
  const t = await getTranslations('paymentScreens')
  const [title, text] = REFUSAL_TEXT[refusal.kind]
  const minutes = refusal.kind === 'expired' ? refusal.minutes : 0
  const values = {
    phone: phoneInText(hotline),
    minutes,
  }
  // Complimentary: nothing to pay, the booking stands (as a paid one does).
  const paid =
    refusal.kind === 'paid' || refusal.kind === 'link-paid' || refusal.kind === 'complimentary'
  const call = <CallButton hotline={hotline} label={t('actions.call')} />
  const reservation = (number: string) => (
    <Link className="button button-primary" href={`/booking/${encodeURIComponent(number)}`}>
      {t('actions.viewReservation')}
    </Link>
  )
  const myReservations = (primary = false) => (
    <Link className={`button${primary ? ' button-primary' : ''}`} href="/settings">
      {t('actions.myReservations')}
    </Link>
  )
  const bookAgain = (
    <Link className="button button-primary" href="/book">
      {t('actions.bookAgain')}
    </Link>
  )
  let actions
  switch (refusal.kind) {
    case 'cash':
    case 'complimentary':
    case 'paid':
      actions = (
        <>
          {reservation(refusal.reservationNumber)}
          {myReservations()}
        </>
      )
      break
    case 'failed':
    case 'expired':
      actions = (
        <>
          {bookAgain}
          {call}
        </>
      )
      break
    case 'link-not-found':
    case 'link-paid':
    case 'link-cancelled':
      actions = (
        <>
          {call}
          <Link className="button" href="/">
            {t('actions.home')}
          </Link>
        </>
      )
      break
    default:
      actions = (
        <>
          {myReservations(true)}
          {call}
        </>
      )
  }
  return (
    <PaymentScreen
      tone={paid ? 'ok' : refusal.kind === 'cash' ? 'info' : 'fail'}
      icon={
        paid
          ? 'check'
          : refusal.kind === 'expired'
            ? 'clock'
            : refusal.kind === 'cash'
              ? 'card'
              : 'cross'
      }
      title={t(`refused.${title}`)}
      lead={t(`refused.${text}`, values)}
      state={`refused-${refusal.kind}`}
    >
      {refusal.kind === 'link-paid' ? (
        <>
          <PaymentAmount
            label={t('success.amountPaid')}
            amount={formatPiasters(refusal.link.amount, locale)}
          />
          <PaymentFacts
            rows={[{ term: t('pay.description'), value: <bdi>{refusal.link.description}</bdi> }]}
          />
        </>
      ) : null}
      <PaymentActions>{actions}</PaymentActions>
    </PaymentScreen>
  )
}
