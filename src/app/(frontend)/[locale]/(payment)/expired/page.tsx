import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import {
  CallButton,
  PaymentActions,
  PaymentScreen,
  phoneInText,
} from '@/components/payment/PaymentScreen'
import { getSettings } from '@/content/queries'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

/** Rendered per request, like the other payment screens (the hotline is a setting). */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'paymentScreens.expired' })
  return { title: t('metaTitle'), robots: { index: false, follow: false } }
}

/** /expired: where an expired payment link opens. A new link comes from the hotline. */
export default async function PaymentLinkExpiredPage({ params }: Props) {
  const { locale: param } = await params
  const locale = param as Locale
  setRequestLocale(locale)
  const [t, { hotline }] = await Promise.all([
    getTranslations('paymentScreens'),
    getSettings(locale),
  ])
  return (
    <PaymentScreen
      tone="fail"
      icon="clock"
      title={t('expired.title')}
      lead={t('expired.text', { phone: phoneInText(hotline) })}
      state="link-expired"
    >
      <PaymentActions>
        <CallButton hotline={hotline} label={t('actions.call')} primary />
        <Link className="button" href="/">
          {t('actions.home')}
        </Link>
      </PaymentActions>
    </PaymentScreen>
  )
}
