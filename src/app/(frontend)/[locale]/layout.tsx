import '../fonts/arabic.css'
import '../globals.css'
import '../styles/chrome.css'
import '../styles/pages.css'
import '../styles/booking.css'

import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { NextIntlClientProvider, hasLocale } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'
import { preload } from 'react-dom'

import { CLIENT_SCOPES, pickMessages } from '@/i18n/clientMessages'
import { directionOf, type Locale } from '@/i18n/locales'
import { routing } from '@/i18n/routing'
import { titleSeparator } from '@/i18n/separators'

import { ARABIC_FONT_FILES } from '../fonts/arabicFont'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

/**
 * Public pages read their content from PostgreSQL, so none is rendered during `next build` (the
 * build needs no database): each page is rendered on its first visit, cached, and marked stale
 * when an editor publishes (src/content/revalidate.ts). The hourly revalidation is only a safety net.
 */
export const generateStaticParams = () => []
export const dynamicParams = true
export const revalidate = 3600

export const viewport: Viewport = { themeColor: '#1d4ed8', width: 'device-width', initialScale: 1 }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'meta' })
  return {
    title: {
      default: t('homeTitle'),
      template: `%s${titleSeparator(locale as Locale)}${t('siteName')}`,
    },
    description: t('homeDescription'),
    applicationName: t('siteName'),
  }
}

/** The public site's root layout: `<html lang dir>` follow the language of the URL. */
export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const messages = await getMessages()
  // Only what the layout's client components read goes into every page's payload; the booking
  // screens and the forms get theirs where they are used (src/i18n/ClientMessages.tsx).
  const clientMessages = pickMessages(messages, CLIENT_SCOPES.layout)
  // Arabic pages fetch their font with the stylesheet, not after it (../fonts/arabicFont.ts).
  if (locale === 'ar')
    for (const href of ARABIC_FONT_FILES)
      preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' })
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <body>
        <NextIntlClientProvider messages={clientMessages}>{children}</NextIntlClientProvider>
      </body>
    </html>
  )
}
