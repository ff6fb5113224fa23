import config from '@payload-config'
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { getPayload } from 'payload'

import { heldReservation } from '@/booking/operations/ownReservation'
import { reservationSummary } from '@/booking/reservationViews'
import type { ReservationStatus } from '@/booking/status'
import {
  LinkPayment,
  PaymentRefused,
  type PayRefusal,
  ReservationPayment,
} from '@/components/payment/PayScreens'
import {
  loginThenBack,
  type PageQuery,
  payPath,
  queryValue,
} from '@/components/payment/paymentQuery'
import { getSettings } from '@/content/queries'
import { redirect } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import {
  findPaymentLink,
  payableLink,
  payableReservation,
  paymentSettings,
} from '@/payments/operations/openPayment'
import { currentHolder } from '@/http/currentCustomer'

/** Rendered per request: what is paid, its state and the session decide everything here. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<PageQuery> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'paymentScreens.pay' })
  return { title: t('metaTitle'), robots: { index: false, follow: false } }
}

/** Why a reservation of the customer that is not payable cannot be paid, by its status. */
const REFUSAL_OF_STATUS: Record<ReservationStatus, 'failed' | 'paid' | 'cash' | 'cancelled'> = {
  pending: 'failed',
  'paid-not-sent': 'paid',
  completed: 'paid',
  'cash-not-sent': 'cash',
  fail: 'failed',
  cancelled: 'cancelled',
}

/**
 * /pay (the spec's /Pay, any letter case): `?reservation=MS-...` pays the logged-in customer's
 * pending card booking, or a guest checkout's by its pass (a visitor logs in first and comes back), `?link=TOKEN` a payment link
 * (anybody holding it). Whether it can be paid is the payment operations' decision; this page
 * shows it: the pay screen, `/expired` for an expired link, or why not (a cancelled link among them)
 * and the way on.
 */
export default async function PayPage({ params, searchParams }: Props) {
  const { locale: param } = await params
  const locale = param as Locale
  setRequestLocale(locale)
  const query = await searchParams
  const token = queryValue(query, 'link')
  const number = queryValue(query, 'reservation')
  const [payload, settings] = await Promise.all([getPayload({ config }), getSettings(locale)])
  const { hotline } = settings
  const now = new Date()
  const refused = (refusal: PayRefusal) => (
    <PaymentRefused refusal={refusal} hotline={hotline} locale={locale} />
  )

  if (token) {
    const link = await findPaymentLink(payload, token)
    const payable = payableLink(link, now)
    if (payable.ok) {
      return (
        <LinkPayment
          link={payable.value}
          now={now}
          hotline={hotline}
          siteName={settings.siteName}
          locale={locale}
        />
      )
    }
    if (payable.code === 'payment-link-expired') return redirect({ href: '/expired', locale })
    if (payable.code === 'payment-link-cancelled') return refused({ kind: 'link-cancelled' })
    if (payable.code === 'payment-link-paid' && link) return refused({ kind: 'link-paid', link })
    return refused({ kind: 'link-not-found' })
  }

  if (number) {
    const holder = await currentHolder()
    if (!holder) {
      return redirect({ href: loginThenBack(payPath({ reservation: number })), locale })
    }
    const found = await heldReservation(payload, holder, number)
    if (!found.ok) return refused({ kind: 'not-found' })
    const { reservation } = found.value
    const payable = await payableReservation(payload, reservation, now)
    if (payable.ok) {
      return (
        <ReservationPayment
          summary={reservationSummary(reservation)}
          deadline={payable.value.deadline}
          now={now}
          hotline={hotline}
          locale={locale}
        />
      )
    }
    const { reservationNumber } = reservation
    if (payable.code === 'payment-expired') {
      const { cardPaymentMinutes } = await paymentSettings(payload)
      return refused({ kind: 'expired', minutes: cardPaymentMinutes })
    }
    if (payable.code === 'payment-not-card') return refused({ kind: 'cash', reservationNumber })
    if (payable.code === 'payment-complimentary') {
      return refused({ kind: 'complimentary', reservationNumber })
    }
    const kind = REFUSAL_OF_STATUS[reservation.status]
    return refused(kind === 'paid' || kind === 'cash' ? { kind, reservationNumber } : { kind })
  }

  return refused({ kind: 'none' })
}
