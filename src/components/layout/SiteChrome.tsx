import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { getMenus, getPartners, getServices, getSettings } from '@/content/queries'
import type { Locale } from '@/i18n/locales'

import { ChunkReloadGuard } from './ChunkReloadGuard'
import { Footer } from './Footer'
import { IdlePrefetch } from './IdlePrefetch'
import { Navbar } from './Navbar'
import { OfflineBanner } from './OfflineBanner'

/**
 * The spec's default layout: navbar, the page, footer. The content they show is read once here
 * (the queries are memoised per request, so pages asking for the same settings cost nothing).
 */
export async function SiteChrome({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [settings, menus, services, partners, t] = await Promise.all([
    getSettings(locale),
    getMenus(locale),
    getServices(locale),
    getPartners(locale),
    getTranslations('offline'),
  ])
  return (
    <div className="site">
      <ChunkReloadGuard />
      <IdlePrefetch />
      <Navbar locale={locale} settings={settings} menus={menus} services={services} />
      <OfflineBanner message={t('message')} />
      <main id="content" className="site-main">
        {children}
      </main>
      <Footer settings={settings} partners={partners} />
    </div>
  )
}
