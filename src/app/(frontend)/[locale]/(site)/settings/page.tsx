import config from '@payload-config'
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { getPayload } from 'payload'

import { phoneCountries } from '@/accounts/phoneCountries'
import { currentCustomer } from '@/http/currentCustomer'
import { formatNumber } from '@/i18n/numerals'
import { customerReservations } from '@/booking/operations/customerReservations'
import { toPublicCustomer } from '@/accounts/customer'
import { AccountSettings } from '@/components/account/AccountSettings'
import { ReservationCard } from '@/components/account/ReservationCard'
import { SettingsTabs } from '@/components/account/SettingsTabs'
import { redirect } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { ClientMessages } from '@/i18n/ClientMessages'
import { displayPhone } from '@/lib/phone'

/** Rendered per request: it depends on the visitor's session cookie. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }> }

/** The spec shows the last 7 reservations on the account screen. */
const LAST_RESERVATIONS = 7

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'account.settings' })
  return { title: t('title'), robots: { index: false } }
}

export default async function SettingsPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale as Locale)
  const customer = await currentCustomer()
  if (!customer) return redirect({ href: '/login?next=/settings#login-form', locale })
  if (!customer.verified) return redirect({ href: '/verify', locale })

  const t = await getTranslations('account.settings')
  const payload = await getPayload({ config })
  const { count, reservations } = await customerReservations(payload, customer, {
    limit: LAST_RESERVATIONS,
  })
  const profile = toPublicCustomer(customer)

  return (
    <div className="container account">
      <header className="account-header">
        <h1>{t('hello', { name: customer.name })}</h1>
        <dl className="account-facts">
          <div>
            <dt>{t('accountType')}</dt>
            <dd data-testid="account-type">
              {customer.accountType === 'business' ? t('business') : t('individual')}
            </dd>
          </div>
          <div>
            <dt>{t('reservationsCount')}</dt>
            <dd data-testid="reservations-count">{formatNumber(count, locale as Locale)}</dd>
          </div>
        </dl>
      </header>
      <ClientMessages scope="account">
        <SettingsTabs
          reservations={
            <section aria-labelledby="last-reservations">
              <h2 id="last-reservations">{t('lastReservations')}</h2>
              {reservations.length ? (
                <div className="reservation-list">
                  {reservations.map((reservation) => (
                    <ReservationCard key={reservation.id} reservation={reservation} />
                  ))}
                </div>
              ) : (
                <p className="empty-state">{t('noReservations')}</p>
              )}
            </section>
          }
          settings={
            <AccountSettings
              customer={profile}
              mobileText={profile.mobile ? displayPhone(profile.mobile) : ''}
              countries={phoneCountries(locale as Locale)}
            />
          }
        />
      </ClientMessages>
    </div>
  )
}
