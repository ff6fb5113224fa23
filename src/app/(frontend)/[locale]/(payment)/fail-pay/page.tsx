import config from '@payload-config'
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { getPayload } from 'payload'

import { heldReservation } from '@/booking/operations/ownReservation'
import { PaymentDeclined, type Retry } from '@/components/payment/PaymentDeclined'
import { type PageQuery, payPath, queryValue } from '@/components/payment/paymentQuery'
import { getSettings } from '@/content/queries'
import { redirect } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import type { Payment } from '@/payload-types'
import { attemptMethod, isRefundedAttemptCode } from '@/payments/declines'
import { instrumentText } from '@/payments/instrumentText'
import { latestPayment } from '@/payments/operations/latestPayment'
import { findPaymentLink, payableReservation } from '@/payments/operations/openPayment'
import { paymentLinkState } from '@/payments/paymentLinks'
import { currentHolder } from '@/http/currentCustomer'

/** Rendered per request: the way on depends on the payment's state and the session. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<PageQuery> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'paymentScreens.fail' })
  return { title: t('metaTitle'), robots: { index: false, follow: false } }
}

/** A payment shown as failed that the server knows as paid goes to the success screen. */
const PAID = new Set(['paid-not-sent', 'completed'])

/**
 * /fail-pay?reservation=MS-...&code=... | ?link=TOKEN&code=...: the gateway's redirect after a
 * declined card. The decline's own message (the spec's catalogue) in the customer's language, or
 * the generic one with the hotline; "try again" pays the reservation again while it is pending
 * (a decline leaves it pending for its payment window), pays the link again, or books again (an
 * expired or cancelled reservation cannot be paid: the booking screens kept the trip), and the
 * call button.
 */
export default async function PaymentFailedPage({ params, searchParams }: Props) {
  const { locale: param } = await params
  const locale = param as Locale
  setRequestLocale(locale)
  const query = await searchParams
  const code = queryValue(query, 'code')
  const token = queryValue(query, 'link')
  const number = queryValue(query, 'reservation')
  const [payload, { hotline }] = await Promise.all([getPayload({ config }), getSettings(locale)])
  const now = new Date()

  let retry: Retry | null = { href: '/book', hint: 'retryBooking' }
  // What the declined attempt was made with (a card, a mobile wallet), for the screen to name.
  let tried: Payment | null = null
  if (token) {
    const link = await findPaymentLink(payload, token)
    if (link) tried = await latestPayment(payload, { paymentLink: link.id })
    const state = link ? paymentLinkState(link, now) : null
    if (state === 'paid' && !isRefundedAttemptCode(code)) {
      return redirect({ href: `/success?link=${encodeURIComponent(token)}`, locale })
    }
    retry = state === 'active' ? { href: payPath({ link: token }), hint: 'retryLink' } : null
  } else if (number) {
    const holder = await currentHolder()
    const found = holder ? await heldReservation(payload, holder, number) : null
    if (found?.ok) {
      const { reservation } = found.value
      tried = await latestPayment(payload, { reservation: reservation.id })
      if (PAID.has(reservation.status)) {
        const success = `/success?reservation=${encodeURIComponent(reservation.reservationNumber)}`
        return redirect({ href: success, locale })
      }
      // Still payable (the decline left it pending): pay it again rather than book again.
      if ((await payableReservation(payload, reservation, now)).ok) {
        retry = {
          href: payPath({ reservation: reservation.reservationNumber }),
          hint: 'retryReservation',
        }
      }
    }
  }
  // Named only for the decline the screen shows (the attempt's own code).
  const own = tried?.declineCode === code ? tried : null
  const triedWith = own ? instrumentText(own.instrument, locale) : null
  // A refunded payment (duplicate, closed) is the latest attempt: its method names the refund.
  const reported = (own ?? (isRefundedAttemptCode(code) ? tried : null))?.instrument?.method
  return (
    <PaymentDeclined
      code={code}
      retry={retry}
      hotline={hotline}
      triedWith={triedWith}
      method={attemptMethod(reported, code)}
    />
  )
}
