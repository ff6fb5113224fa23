import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { formatPiasters } from '@/booking/money'
import { isLocale, type Locale } from '@/i18n/locales'
import { openSecureStep } from '@/payments/simulator/checkout'
import { SECURE_ENDPOINT } from '@/payments/simulator/paths'

import { CheckoutProblemNotice } from '../_parts/problem'
import { OrderSummary, SimulatorShell } from '../_parts/SimulatorShell'

type Props = {
  params: Promise<{ lang: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params
  if (!isLocale(lang)) return {}
  const t = await getTranslations({ locale: lang, namespace: 'paymobSimulator.secure' })
  return { title: t('metaTitle'), robots: { index: false, follow: false } }
}

/**
 * The 3-D Secure step (the issuer's page in real life): the test code 123456 approves the payment,
 * any other declines it. A plain form: it needs no script.
 */
export default async function SecurePage({ params, searchParams }: Props) {
  const locale = (await params).lang as Locale
  const attempt = (await searchParams).attempt
  const token = typeof attempt === 'string' ? attempt : ''
  const [t, meta] = await Promise.all([
    getTranslations({ locale, namespace: 'paymobSimulator' }),
    getTranslations({ locale, namespace: 'meta' }),
  ])
  const merchant = meta('siteName')
  const opened = openSecureStep(token, new Date())
  const shell = { testMode: t('testMode'), footer: t('footer') }
  if (!opened.ok) {
    return (
      <SimulatorShell {...shell}>
        <CheckoutProblemNotice
          locale={locale}
          problem={opened.problem}
          intention={opened.intention}
          merchant={merchant}
        />
      </SimulatorShell>
    )
  }
  const { intention, card } = opened
  return (
    <SimulatorShell {...shell}>
      <OrderSummary
        title={t('secure.title')}
        merchant={t('merchant', { merchant })}
        amountLabel={t('amount')}
        amount={formatPiasters(intention.amountCents, locale)}
        order={t('secure.card', { last4: card.last4 })}
      />
      <form className="sim-form" method="post" action={SECURE_ENDPOINT}>
        <input type="hidden" name="attempt" value={token} />
        <input type="hidden" name="lang" value={locale} />
        <p>{t('secure.intro')}</p>
        <div className="sim-field">
          <label htmlFor="code">{t('secure.code')}</label>
          <p id="code-hint" className="sim-hint">
            {t('secure.codeHint')}
          </p>
          <input
            id="code"
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            dir="ltr"
            autoFocus
            aria-describedby="code-hint code-note"
            className="sim-input sim-input-code"
          />
          <p id="code-note" className="sim-hint">
            {t('secure.note')}
          </p>
        </div>
        <button type="submit" className="sim-pay">
          {t('secure.confirm')}
        </button>
      </form>
    </SimulatorShell>
  )
}
