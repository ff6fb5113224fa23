import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ResetForm } from '@/components/account/ResetForm'
import type { Locale } from '@/i18n/locales'
import { ClientMessages } from '@/i18n/ClientMessages'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'account.reset' })
  return { title: t('title'), robots: { index: false } }
}

export default async function ResetPasswordPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale as Locale)
  return (
    <div className="container narrow">
      <ClientMessages scope="account">
        <ResetForm />
      </ClientMessages>
    </div>
  )
}
