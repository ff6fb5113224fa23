import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { SiteChrome } from '@/components/layout/SiteChrome'
import type { Locale } from '@/i18n/locales'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

export default async function SiteLayout({ children, params }: Props) {
  const { locale } = await params
  setRequestLocale(locale as Locale)
  return <SiteChrome locale={locale as Locale}>{children}</SiteChrome>
}
