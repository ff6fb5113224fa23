import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { ltrIn } from '@/i18n/textDirection'
import {
  SUCCESS_WALLETS,
  TEST_WALLETS,
  UNREGISTERED_WALLET,
  WALLET_DECLINES,
} from '@/payments/simulator/wallets'

/** The wallets' decision table, folded away under the form: what each test number does. */
export async function TestWallets({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'paymobSimulator.testWallets' })
  const reason = (code: string) => ltrIn(locale, code.replaceAll('-', '\u2011'))
  const rows: [string, string][] = [
    ...SUCCESS_WALLETS.map((number): [string, string] => [number, t('approved')]),
    [
      UNREGISTERED_WALLET,
      t('declinedAtOnce', { reason: reason(WALLET_DECLINES.notRegistered.reason) }),
    ],
    ...Object.entries(TEST_WALLETS).map(([number, behaviour]): [string, string] => [
      number,
      behaviour.kind === 'declined'
        ? t('declined', { reason: reason(behaviour.decline.reason) })
        : behaviour.kind === 'pending'
          ? behaviour.settles === 'approved'
            ? t('pendingApproved')
            : t('pendingDeclined', { reason: reason(behaviour.settles.reason) })
          : t('approved'),
    ]),
  ]
  return (
    <details className="sim-test-cards">
      <summary>{t('title')}</summary>
      <p>{t('intro')}</p>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('number')}</th>
            <th scope="col">{t('outcome')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([number, outcome]) => (
            <tr key={number}>
              <td>
                <bdi dir="ltr" className="sim-mono">
                  {number}
                </bdi>
              </td>
              <td>{outcome}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('wrongCode', { reason: reason(WALLET_DECLINES.wrongPin.reason) })}</p>
    </details>
  )
}
