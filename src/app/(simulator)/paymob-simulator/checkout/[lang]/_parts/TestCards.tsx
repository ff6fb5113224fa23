import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { ltrIn } from '@/i18n/textDirection'
import { DECLINE_CARDS, SUCCESS_CARDS, THREE_D_SECURE_CARD } from '@/payments/simulator/cards'

const spaced = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ')

/** The decision table, folded away under the card: what each test card does. */
export async function TestCards({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'paymobSimulator.testCards' })
  const rows: [string, string][] = [
    ...SUCCESS_CARDS.map((card): [string, string] => [card, t('approved')]),
    [THREE_D_SECURE_CARD, t('threeDSecure')],
    ...Object.entries(DECLINE_CARDS).map(([card, decline]): [string, string] => [
      card,
      t('declined', {
        // The catalogue's code, kept whole (no break at its hyphens) and left to right in Arabic.
        reason: ltrIn(locale, decline.reason.replaceAll('-', '\u2011')),
        code: decline.acqResponseCode ?? '-',
      }),
    ]),
  ]
  return (
    <details className="sim-test-cards">
      <summary>{t('title')}</summary>
      <p>{t('intro')}</p>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('card')}</th>
            <th scope="col">{t('outcome')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([card, outcome]) => (
            <tr key={card}>
              <td>
                <bdi dir="ltr" className="sim-mono">
                  {spaced(card)}
                </bdi>
              </td>
              <td>{outcome}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('luhn')}</p>
    </details>
  )
}
