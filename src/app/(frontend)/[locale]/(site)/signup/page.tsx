import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { currentCustomer } from '@/http/currentCustomer'
import { SignupPageForm } from '@/components/account/SignupPageForm'
import { redirect } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { ClientMessages } from '@/i18n/ClientMessages'

/** Rendered per request: it depends on the visitor's session cookie. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'account.signup' })
  return { title: t('title'), robots: { index: false } }
}

export default async function SignupPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale as Locale)
  const customer = await currentCustomer()
  if (customer) redirect({ href: customer.verified ? '/' : '/verify', locale })
  return (
    <div className="container narrow">
      <ClientMessages scope="account">
        <SignupPageForm />
      </ClientMessages>
    </div>
  )
}
