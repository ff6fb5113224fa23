import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { readServerEnv } from '@/lib/env'
import { safeNext } from '@/lib/safeNext'
import { currentCustomer } from '@/http/currentCustomer'
import { LoginPageForm } from '@/components/account/LoginPageForm'
import { redirect } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { ClientMessages } from '@/i18n/ClientMessages'

/** Rendered per request: it depends on the visitor's session cookie. */
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[]>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'account.login' })
  return { title: t('title'), robots: { index: false } }
}

export default async function LoginPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale as Locale)
  const customer = await currentCustomer()
  if (customer) redirect({ href: customer.verified ? '/' : '/verify', locale })
  const next = safeNext((await searchParams).next, readServerEnv().SITE_URL)
  return (
    <div className="container narrow">
      <ClientMessages scope="account">
        <LoginPageForm next={next} />
      </ClientMessages>
    </div>
  )
}
