import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { formatDate } from '@/components/pages/links'
import { Breadcrumbs, PageHeader } from '@/components/pages/PageHeader'
import { pageMetadata } from '@/components/pages/seo'
import { RichText } from '@/components/richtext/RichText'
import { policyFromDoc, policyTextValues } from '@/booking/policy'
import { getSettings, getTerms } from '@/content/queries'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { isolateLtr } from '@/i18n/textDirection'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale
  const [t, terms] = await Promise.all([
    getTranslations({ locale, namespace: 'seo.terms' }),
    getTerms(locale),
  ])
  return pageMetadata({
    locale,
    path: '/terms',
    title: terms.title || t('title'),
    description: t('description'),
  })
}

export default async function TermsPage({ params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const [t, nav, terms, settings] = await Promise.all([
    getTranslations('terms'),
    getTranslations('nav'),
    getTerms(locale),
    getSettings(locale),
  ])
  const title = terms.title || t('title')
  // The operational policy, from the settings (decision 0180): the same figures in both
  // languages as the booking screens, messages, voucher and the driver's no-show rule.
  const policy = {
    ...policyTextValues(policyFromDoc(settings.policy), locale),
    phone: isolateLtr(settings.hotline),
  }
  const policyLines = [
    'waitingElsewhere',
    'waitingAirport',
    'waitingCharge',
    'detour',
    'cancellation',
    'refunds',
  ] as const
  const hasContent = Boolean(terms.content?.root?.children?.length)
  return (
    <>
      <PageHeader
        narrow
        title={title}
        breadcrumbs={<Breadcrumbs trail={[{ name: nav('home'), href: '/' }]} current={title} />}
      >
        {hasContent && terms.updatedAt ? (
          <p className="page-meta">
            <time dateTime={terms.updatedAt}>
              {t('updated', { date: formatDate(terms.updatedAt, locale) })}
            </time>
          </p>
        ) : null}
      </PageHeader>
      <div className="container container-reading page-body">
        <section
          className="terms-policy"
          aria-labelledby="terms-policy-title"
          data-testid="terms-policy"
        >
          <h2 id="terms-policy-title">{t('policy.title')}</h2>
          <p>{t('policy.lead')}</p>
          <ul>
            {policyLines.map((line) => (
              <li key={line} data-testid={`terms-policy-${line}`}>
                {t(`policy.${line}`, policy)}
              </li>
            ))}
          </ul>
        </section>
        {hasContent ? (
          <RichText data={terms.content} locale={locale} />
        ) : (
          <p className="empty-state">{t('empty', { phone: isolateLtr(settings.hotline) })}</p>
        )}
        <p className="page-aside-note">
          {t('questions')} <Link href="/contact-us">{t('contact')}</Link>
        </p>
      </div>
    </>
  )
}
