import config from '@payload-config'
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { getPayload } from 'payload'

import { heldReservationTrip } from '@/booking/operations/lifecycle'
import { reservationSummary } from '@/booking/reservationViews'
import { type PageQuery, queryValue } from '@/components/payment/paymentQuery'
import {
  LinkPaid,
  PaymentConfirming,
  PaymentNeutral,
  ReservationPaid,
} from '@/components/payment/SuccessScreens'
import { getSettings } from '@/content/queries'
import type { Locale } from '@/i18n/locales'
import { redirect } from '@/i18n/navigation'
import { instrumentText } from '@/payments/instrumentText'
import { declinedAttempt, latestPayment } from '@/payments/operations/latestPayment'
import { findPaymentLink } from '@/payments/operations/openPayment'
import { paymentLinkState } from '@/payments/paymentLinks'
import { currentHolder } from '@/http/currentCustomer'

/** Rendered per request: the payment's state is read from the server on every visit. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<PageQuery> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'paymentScreens.success' })
  return { title: t('metaTitle'), robots: { index: false, follow: false } }
}

/**
 * /success?reservation=MS-... | ?link=TOKEN, where the gateway's redirect lands after a payment
 * that went through (or is still being confirmed). The query only says what to look at: what the
 * page shows comes from the stored state, for the reservation's owner or the link's holder.
 */
export default async function PaymentSuccessPage({ params, searchParams }: Props) {
  const { locale: param } = await params
  const locale = param as Locale
  setRequestLocale(locale)
  const query = await searchParams
  const token = queryValue(query, 'link')
  const number = queryValue(query, 'reservation')
  const [payload, { hotline }] = await Promise.all([getPayload({ config }), getSettings(locale)])

  if (token) {
    const link = await findPaymentLink(payload, token)
    const state = link ? paymentLinkState(link, new Date()) : null
    if (link && state === 'paid') {
      const paid = await latestPayment(payload, { paymentLink: link.id })
      return (
        <LinkPaid
          link={link}
          hotline={hotline}
          locale={locale}
          paidWith={instrumentText(paid?.instrument, locale)}
        />
      )
    }
    if (link && state === 'active') {
      // A wallet payment that was pending when the customer came back, declined since.
      const declined = await declinedAttempt(payload, { paymentLink: link.id })
      if (declined) {
        const href = `/fail-pay?link=${encodeURIComponent(token)}&code=${encodeURIComponent(declined)}`
        return redirect({ href, locale })
      }
      return (
        <PaymentConfirming hotline={hotline} again={`/success?link=${encodeURIComponent(token)}`} />
      )
    }
    return <PaymentNeutral hotline={hotline} />
  }

  const holder = number ? await currentHolder() : null
  if (number && holder) {
    const found = await heldReservationTrip(payload, holder, number)
    const reservation = found.ok ? found.value.reservation : null
    if (reservation?.paymentType === 'card') {
      const { status } = reservation
      if (status === 'paid-not-sent' || status === 'completed') {
        const paid = await latestPayment(payload, { reservation: reservation.id })
        return (
          <ReservationPaid
            summary={reservationSummary(reservation)}
            confirmation={found.ok ? found.value.lifecycle.promises.confirmation : null}
            signedIn={'customer' in holder}
            hotline={hotline}
            locale={locale}
            paidWith={paid?.status === 'paid' ? instrumentText(paid.instrument, locale) : null}
          />
        )
      }
      if (status === 'pending') {
        const declined = await declinedAttempt(payload, { reservation: reservation.id })
        if (declined) {
          const href = `/fail-pay?reservation=${encodeURIComponent(reservation.reservationNumber)}&code=${encodeURIComponent(declined)}`
          return redirect({ href, locale })
        }
        return (
          <PaymentConfirming
            hotline={hotline}
            again={`/success?reservation=${encodeURIComponent(reservation.reservationNumber)}`}
          />
        )
      }
    }
  }
  return <PaymentNeutral hotline={hotline} />
}
