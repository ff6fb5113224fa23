import { getTranslations } from 'next-intl/server'

import { formatPiasters } from '@/booking/money'
import type { Locale } from '@/i18n/locales'
import type { CardField } from '@/payments/simulator/cards'
import { openCheckout } from '@/payments/simulator/checkout'
import { PAY_ENDPOINT } from '@/payments/simulator/paths'

import { CardForm } from './_parts/CardForm'
import { MethodTabs } from './_parts/MethodTabs'
import { CheckoutProblemNotice } from './_parts/problem'
import { OrderSummary, SimulatorShell } from './_parts/SimulatorShell'
import { TestCards } from './_parts/TestCards'
import { TestWallets } from './_parts/TestWallets'
import { WalletForm } from './_parts/WalletForm'

type Props = {
  params: Promise<{ lang: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const FIELDS: readonly string[] = ['number', 'expiryMonth', 'expiryYear', 'cvv']
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '')

/**
 * The hosted checkout of the simulator (`/unifiedcheckout/` lands here in the intention's
 * language): merchant, amount, the card form and the test cards; when the intention names a
 * mobile wallet integration, "Card" or "Mobile wallet" first (`?method=wallet`: the wallet's
 * number, then the operator's confirmation page).
 */
export default async function CardPage({ params, searchParams }: Props) {
  const locale = (await params).lang as Locale
  const query = await searchParams
  const publicKey = one(query.publicKey)
  const clientSecret = one(query.clientSecret)
  const invalid = FIELDS.includes(one(query.invalid)) ? (one(query.invalid) as CardField) : null
  const [t, meta] = await Promise.all([
    getTranslations({ locale, namespace: 'paymobSimulator' }),
    getTranslations({ locale, namespace: 'meta' }),
  ])
  const merchant = meta('siteName')
  const opened = openCheckout(publicKey, clientSecret, new Date())
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

  const { intention } = opened
  const amount = formatPiasters(intention.amountCents, locale)
  const wallets = intention.walletIntegrationId !== null
  const method = wallets && one(query.method) === 'wallet' ? 'wallet' : 'card'
  const summary = (
    <OrderSummary
      title={wallets ? t('titleOnline') : t('title')}
      merchant={t('merchant', { merchant })}
      amountLabel={t('amount')}
      amount={amount}
      order={t('order', { order: String(intention.orderId) })}
    />
  )
  const tabs = wallets ? (
    <MethodTabs
      language={locale}
      keys={{ publicKey, clientSecret }}
      method={method}
      texts={{ label: t('methods.label'), card: t('methods.card'), wallet: t('methods.wallet') }}
    />
  ) : null
  if (method === 'wallet') {
    return (
      <SimulatorShell {...shell} aside={<TestWallets locale={locale} />}>
        {summary}
        {tabs}
        <WalletForm
          language={locale}
          publicKey={publicKey}
          clientSecret={clientSecret}
          invalid={one(query.invalid) === 'wallet'}
          texts={{
            number: t('wallet.number'),
            hint: t('wallet.hint'),
            error: t('wallet.error'),
            pay: t('wallet.next', { amount }),
          }}
        />
      </SimulatorShell>
    )
  }
  return (
    <SimulatorShell {...shell} aside={<TestCards locale={locale} />}>
      {summary}
      {tabs}
      <CardForm
        action={PAY_ENDPOINT}
        language={locale}
        publicKey={publicKey}
        clientSecret={clientSecret}
        initialInvalid={invalid}
        texts={{
          acceptedCards: t('acceptedCards'),
          brands: {
            Visa: t('brands.visa'),
            MasterCard: t('brands.mastercard'),
            Meeza: t('brands.meeza'),
            ShoppingCard: t('brands.shoppingCard'),
          },
          cardNumber: t('cardNumber'),
          cardNumberHint: t('cardNumberHint'),
          expiry: t('expiry'),
          expiryMonth: t('expiryMonth'),
          expiryYear: t('expiryYear'),
          cvv: t('cvv'),
          cvvHint: t('cvvHint'),
          pay: t('pay', { amount }),
          processing: t('processing'),
          alertTitle: t('alertTitle'),
          gatewayMessage: t('gatewayMessage'),
          errors: {
            number: t('errors.number'),
            expiryMonth: t('errors.expiryMonth'),
            expiryYear: t('errors.expiryYear'),
            cvv: t('errors.cvv'),
            network: t('errors.network'),
          },
        }}
      />
    </SimulatorShell>
  )
}
