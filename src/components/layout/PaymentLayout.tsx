import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { CardBrands } from './CardBrands'
import { Logo } from './Logo'

/** The spec's payment layout: logo, the accepted card brands and the copyright line. */
export async function PaymentLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations('footer')
  return (
    <div className="payment-layout">
      <header className="payment-header">
        <Logo />
      </header>
      <main id="content" className="payment-main">
        {children}
      </main>
      <footer className="payment-footer">
        <CardBrands label={t('securePayments')} />
        <p className="footer-copy">{t('rights', { year: String(new Date().getFullYear()) })}</p>
      </footer>
    </div>
  )
}
