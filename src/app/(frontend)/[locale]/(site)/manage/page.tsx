import config from '@payload-config'
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { getPayload } from 'payload'

import { reservationDetails } from '@/booking/reservationViews'
import { ReservationConfirmation } from '@/components/booking/ReservationConfirmation'
import { CancelSection } from '@/components/manage/CancelSection'
import { ChangeSection } from '@/components/manage/ChangeSection'
import { queryValue, type PageQuery } from '@/components/payment/paymentQuery'
import { Icon } from '@/components/pages/icons'
import { getSettings } from '@/content/queries'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { clientAddressOf, rateLimitKey } from '@/lib/clientAddress'
import { reservationByManageToken } from '@/manage/operations/manageBooking'
import { reservationPage } from '@/manage/operations/reservationPage'

/** Rendered per request: the link's token decides everything. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<PageQuery> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'manage.page' })
  // The link's token is in this page's address: it is never sent on to another site.
  return { title: t('metaTitle'), robots: { index: false, follow: false }, referrer: 'no-referrer' }
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/**
 * /manage?token=... (issue 32 item 2; decisions 0145, 0147): the private link of the confirmation
 * email and SMS opens that one booking without logging in, and offers what its customer may do
 * (change and cancel, while the lifecycle allows it: decision 0184). A link unknown, withdrawn or ended says so, with the
 * way to the account and the hotline; each look-up counts against the caller's address.
 */
export default async function ManageBookingPage({ params, searchParams }: Props) {
  const { locale: param } = await params
  const locale = param as Locale
  setRequestLocale(locale)
  const token = queryValue(await searchParams, 'token')
  const client = rateLimitKey(clientAddressOf(await headers(), process.env))
  const [payload, settings, t] = await Promise.all([
    getPayload({ config }),
    getSettings(locale),
    getTranslations('manage'),
  ])
  const found = await reservationByManageToken(payload, token, client)
  if (!found.ok) {
    return (
      <div className="container confirmation manage-invalid">
        <header className="confirmation-header">
          <h1>{t('page.invalidTitle')}</h1>
          <p>{found.code === 'rate-limited' ? t('page.tooMany') : t('errors.linkInvalid')}</p>
        </header>
        <div className="contact-actions">
          <Link className="button button-primary" href="/login">
            {t('page.logIn')}
          </Link>
          <a className="button" href={telHref(settings.hotline)}>
            <Icon name="phone" size={20} />
            <span>
              {t('cancel.call')} <bdi dir="ltr">{settings.hotline}</bdi>
            </span>
          </a>
        </div>
      </div>
    )
  }
  const reservation = found.value
  const { lifecycle, cancel, change, payments } = await reservationPage(payload, reservation)
  return (
    <ReservationConfirmation
      details={reservationDetails(reservation)}
      lifecycle={lifecycle}
      hotline={settings.hotline}
      locale={locale}
      manageToken={token ?? undefined}
      payments={payments}
    >
      {change ? (
        <ChangeSection
          reservationNumber={reservation.reservationNumber}
          token={token ?? undefined}
          {...change}
          locale={locale}
        />
      ) : null}
      {cancel ? (
        <CancelSection
          reservationNumber={reservation.reservationNumber}
          token={token ?? undefined}
          quote={cancel}
          locale={locale}
        />
      ) : null}
    </ReservationConfirmation>
  )
}
