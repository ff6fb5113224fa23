import config from '@payload-config'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { getPayload } from 'payload'

import { currentHolder } from '@/http/currentCustomer'
import { heldReservation } from '@/booking/operations/ownReservation'
import { reservationDetails } from '@/booking/reservationViews'
import { ReservationConfirmation } from '@/components/booking/ReservationConfirmation'
import { getSettings } from '@/content/queries'
import { redirect } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { CancelSection } from '@/components/manage/CancelSection'
import { ChangeSection } from '@/components/manage/ChangeSection'
import { payableReservation } from '@/payments/operations/openPayment'
import { reservationPage } from '@/manage/operations/reservationPage'

/** Rendered per request: only the reservation's holder sees it (session or guest pass cookie). */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string; number: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, number } = await params
  const t = await getTranslations({ locale, namespace: 'bookingForm.confirmation' })
  return { title: t('metaTitle', { number }), robots: { index: false } }
}

/**
 * /booking/{reservationNumber}: the confirmation of a booking, for its owner only (logged in, or
 * the guest checkout that made it, by its pass: decision 0164). A visitor who is neither is sent
 * to log in (and back here); anybody else's number is a 404, the same as a number that does not
 * exist.
 */
export default async function BookingConfirmationPage({ params }: Props) {
  const { locale, number } = await params
  setRequestLocale(locale as Locale)
  const holder = await currentHolder()
  if (!holder) {
    return redirect({
      href: `/login?next=${encodeURIComponent(`/booking/${number}`)}#login-form`,
      locale,
    })
  }
  const payload = await getPayload({ config })
  const held = await heldReservation(payload, holder, number)
  if (!held.ok) notFound()
  const { reservation } = held.value
  const settings = await getSettings(locale as Locale)
  // A card booking still waiting for its payment, within the time to pay: "Pay now".
  const now = new Date()
  const payable = await payableReservation(payload, reservation, now)
  // Where the trip stands, cancelling and changing it themselves (decisions 0145, 0155, 0184)
  // and its payments: this reservation's only (owner checked).
  const { lifecycle, cancel, change, payments } = await reservationPage(payload, reservation, now)
  return (
    <ReservationConfirmation
      details={reservationDetails(reservation)}
      lifecycle={lifecycle}
      hotline={settings.hotline}
      locale={locale as Locale}
      payable={payable.ok}
      signedIn={'customer' in holder}
      payments={payments}
    >
      {change ? (
        <ChangeSection
          reservationNumber={reservation.reservationNumber}
          {...change}
          locale={locale as Locale}
          now={now}
        />
      ) : null}
      {cancel ? (
        <CancelSection
          reservationNumber={reservation.reservationNumber}
          quote={cancel}
          locale={locale as Locale}
        />
      ) : null}
    </ReservationConfirmation>
  )
}
