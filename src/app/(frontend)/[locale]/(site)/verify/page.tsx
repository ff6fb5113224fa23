import config from '@payload-config'
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { getPayload } from 'payload'

import { currentCustomer } from '@/http/currentCustomer'
import { resendWaitSeconds } from '@/accounts/oneTimeCode'
import { maskDestination } from '@/accounts/mask'
import { VerifyForm } from '@/components/account/VerifyForm'
import { redirect } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { ClientMessages } from '@/i18n/ClientMessages'

/** Rendered per request: it depends on the visitor's session cookie. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'account.verify' })
  return { title: t('title'), robots: { index: false } }
}

export default async function VerifyPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale as Locale)
  const customer = await currentCustomer()
  if (!customer) return redirect({ href: '/login?next=/verify#login-form', locale })
  if (customer.verified) return redirect({ href: '/settings', locale })

  const payload = await getPayload({ config })
  const { docs } = await payload.find({
    collection: 'one-time-codes',
    where: { and: [{ customer: { equals: customer.id } }, { purpose: { equals: 'verify' } }] },
    sort: '-createdAt',
    limit: 1,
    overrideAccess: true,
  })
  const last = docs[0]
  const live = last && !last.consumedAt && !last.voidedAt && new Date(last.expiresAt) > new Date()
  return (
    <div className="container narrow">
      <ClientMessages scope="account">
        <VerifyForm
          id={customer.id}
          mobile={customer.mobile}
          email={customer.email}
          maskedMobile={maskDestination(customer.mobile)}
          maskedEmail={maskDestination(customer.email)}
          sentTo={live ? maskDestination(last.destination) : null}
          resendIn={last ? resendWaitSeconds(new Date(last.createdAt), new Date()) : 0}
        />
      </ClientMessages>
    </div>
  )
}
