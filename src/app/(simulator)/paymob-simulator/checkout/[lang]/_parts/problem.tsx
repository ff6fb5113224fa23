import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { CheckoutProblem } from '@/payments/simulator/checkout'
import type { Intention } from '@/payments/simulator/types'

import { ProblemNotice } from './SimulatorShell'

const KEYS = {
  'invalid-link': ['invalidLinkTitle', 'invalidLink'],
  expired: ['expiredTitle', 'expired'],
  paid: ['paidTitle', 'paid'],
} as const

/** The page a checkout link or a 3-D Secure step shows when it cannot take a payment. */
export async function CheckoutProblemNotice({
  locale,
  problem,
  intention,
  merchant,
}: {
  locale: Locale
  problem: CheckoutProblem
  intention?: Intention
  merchant: string
}) {
  const t = await getTranslations({ locale, namespace: 'paymobSimulator.problems' })
  const [title, text] = KEYS[problem]
  // The merchant's site, not its redirection URL: an unsigned return would mean nothing there.
  const back = intention
    ? { href: new URL(intention.redirectionUrl).origin, label: t('back', { merchant }) }
    : undefined
  return (
    <ProblemNotice
      title={t(title)}
      text={t(text)}
      back={back}
      tone={problem === 'paid' ? 'done' : 'problem'}
    />
  )
}
