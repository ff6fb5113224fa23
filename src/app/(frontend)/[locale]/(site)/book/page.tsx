import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { BookingSection } from '@/components/booking/BookingSection'
import { ContactActions } from '@/components/pages/ContactActions'
import { Breadcrumbs, PageHeader } from '@/components/pages/PageHeader'
import { pageMetadata } from '@/components/pages/seo'
import { getSettings } from '@/content/queries'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale
  const t = await getTranslations({ locale, namespace: 'bookingForm.page' })
  return pageMetadata({ locale, path: '/book', title: t('title'), description: t('description') })
}

/** The booking screens on a page of their own; static like every public page. */
export default async function BookPage({ params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const [t, nav, settings] = await Promise.all([
    getTranslations('bookingForm.page'),
    getTranslations('nav'),
    getSettings(locale),
  ])
  return (
    <>
      <PageHeader
        title={t('title')}
        lead={t('lead')}
        breadcrumbs={
          <Breadcrumbs trail={[{ name: nav('home'), href: '/' }]} current={t('title')} />
        }
      />
      <div className="container book-layout">
        <section className="booking-panel" aria-labelledby="booking-step-title">
          <BookingSection settings={settings} headingLevel={2} eager />
        </section>
        <aside className="booking-aside" aria-labelledby="booking-phone-title">
          <h2 id="booking-phone-title">{t('phoneTitle')}</h2>
          <p>{t('phoneText')}</p>
          <ContactActions settings={settings} withForm={false} />
        </aside>
      </div>
    </>
  )
}
