import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ContactActions } from '@/components/pages/ContactActions'
import { ContactDetails } from '@/components/pages/ContactDetails'
import { ContactForm } from '@/components/pages/ContactForm'
import { Breadcrumbs, PageHeader } from '@/components/pages/PageHeader'
import { pageMetadata } from '@/components/pages/seo'
import { getSettings } from '@/content/queries'
import type { Locale } from '@/i18n/locales'
import { ClientMessages } from '@/i18n/ClientMessages'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale
  const t = await getTranslations({ locale, namespace: 'seo.contact' })
  return pageMetadata({
    locale,
    path: '/contact-us',
    title: t('title'),
    description: t('description'),
  })
}

export default async function ContactPage({ params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const [t, nav, settings] = await Promise.all([
    getTranslations('contact'),
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
      <div className="container contact-layout">
        <section className="contact-details" aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">{t('detailsTitle')}</h2>
          <ContactDetails settings={settings} />
          <ContactActions settings={settings} withForm={false} />
        </section>
        <ClientMessages scope="contact">
          <ContactForm />
        </ClientMessages>
      </div>
    </>
  )
}
