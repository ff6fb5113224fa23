import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { formatPiasters } from '@/booking/money'
import { isLocale, type Locale } from '@/i18n/locales'
import { openWalletStep, WALLET_STEP_MINUTES } from '@/payments/simulator/checkout'
import { WALLET_CONFIRM_ENDPOINT } from '@/payments/simulator/paths'
import { maskedWallet } from '@/payments/simulator/wallets'

import { CheckoutProblemNotice } from '../_parts/problem'
import { OrderSummary, SimulatorShell } from '../_parts/SimulatorShell'

type Props = {
  params: Promise<{ lang: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params
  if (!isLocale(lang)) return {}
  const t = await getTranslations({ locale: lang, namespace: 'paymobSimulator.walletConfirm' })
  return { title: t('metaTitle'), robots: { index: false, follow: false } }
}

/**
 * The wallet operator's confirmation page (the operator's own page in real life): the code sent
 * by SMS confirms the payment; 123456 goes on with the number's behaviour, any other code is a
 * wrong PIN / OTP. A plain form: it needs no script.
 */
export default async function WalletConfirmPage({ params, searchParams }: Props) {
  const locale = (await params).lang as Locale
  const attempt = (await searchParams).attempt
  const token = typeof attempt === 'string' ? attempt : ''
  const [t, meta] = await Promise.all([
    getTranslations({ locale, namespace: 'paymobSimulator' }),
    getTranslations({ locale, namespace: 'meta' }),
  ])
  const merchant = meta('siteName')
  const opened = openWalletStep(token, new Date())
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
  const { intention, wallet } = opened
  return (
    <SimulatorShell {...shell}>
      <p className="sim-operator">
        <bdi lang="en" dir="ltr">
          {wallet.operator}
        </bdi>
      </p>
      <OrderSummary
        title={t('walletConfirm.title')}
        merchant={t('merchant', { merchant })}
        amountLabel={t('amount')}
        amount={formatPiasters(intention.amountCents, locale)}
        order={t('order', { order: String(intention.orderId) })}
      />
      <form className="sim-form" method="post" action={WALLET_CONFIRM_ENDPOINT}>
        <input type="hidden" name="attempt" value={token} />
        <input type="hidden" name="lang" value={locale} />
        <p>
          {t('walletConfirm.intro', {
            number: `\u2066${maskedWallet(wallet.number)}\u2069`,
            minutes: WALLET_STEP_MINUTES,
          })}
        </p>
        <div className="sim-field">
          <label htmlFor="code">{t('walletConfirm.code')}</label>
          <p id="code-hint" className="sim-hint">
            {t('walletConfirm.codeHint')}
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
            aria-describedby="code-hint"
            className="sim-input sim-input-code"
          />
        </div>
        <button type="submit" className="sim-pay">
          {t('walletConfirm.confirm')}
        </button>
      </form>
    </SimulatorShell>
  )
}
