import '@fontsource/noto-kufi-arabic/arabic-400.css'
import '@fontsource/noto-kufi-arabic/arabic-700.css'
import './simulator.css'

import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { directionOf, isLocale } from '@/i18n/locales'
import { simulatorAvailable } from '@/payments/simulator/environment'

type Props = { children: ReactNode; params: Promise<{ lang: string }> }

/** The simulator's state is in memory and every page depends on it: nothing is prerendered. */
export const dynamic = 'force-dynamic'

export const viewport: Viewport = { themeColor: '#0f3d91', width: 'device-width', initialScale: 1 }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params
  if (!isLocale(lang)) return {}
  const t = await getTranslations({ locale: lang, namespace: 'paymobSimulator' })
  // Development infrastructure: never indexed, never in the sitemap.
  return { title: t('metaTitle'), robots: { index: false, follow: false } }
}

/**
 * The Paymob simulator's own root layout (a route group apart from the site: no site chrome, no
 * language routing). `<html lang dir>` follow the page's language segment, which the checkout
 * link chose from the intention.
 */
export default async function SimulatorLayout({ children, params }: Props) {
  const { lang } = await params
  if (!simulatorAvailable() || !isLocale(lang)) notFound()
  return (
    <html lang={lang} dir={directionOf(lang)}>
      <body className="sim-body">{children}</body>
    </html>
  )
}
