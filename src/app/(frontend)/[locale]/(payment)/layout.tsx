import '../../styles/payment.css'

import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { PaymentLayout } from '@/components/layout/PaymentLayout'
import type { Locale } from '@/i18n/locales'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

/** /pay, /success, /fail-pay and /expired: the spec's payment layout instead of the site's. */
export default async function PaymentGroupLayout({ children, params }: Props) {
  const { locale } = await params
  setRequestLocale(locale as Locale)
  return <PaymentLayout locale={locale as Locale}>{children}</PaymentLayout>
}
