import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'

export async function Footer() {
  const t = await getTranslations('footer')
  const nav = await getTranslations('nav')
  return (
    <footer className="footer">
      <div className="container footer-inner">
        <nav aria-label={nav('mainNavigation')} className="footer-links">
          <Link href="/">{nav('home')}</Link>
          <Link href="/about">{nav('about')}</Link>
          <Link href="/terms">{t('terms')}</Link>
        </nav>
        <p className="footer-copy">{t('rights', { year: String(new Date().getFullYear()) })}</p>
      </div>
    </footer>
  )
}
