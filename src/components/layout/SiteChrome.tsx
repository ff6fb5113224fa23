import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'

import { Footer } from './Footer'
import { Navbar } from './Navbar'

/** The spec's default layout: navbar, the page, footer. */
export function SiteChrome({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <div className="site">
      <Navbar locale={locale} />
      <main id="content" className="site-main">
        {children}
      </main>
      <Footer />
    </div>
  )
}
