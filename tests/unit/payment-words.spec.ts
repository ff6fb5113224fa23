import { describe, expect, it } from 'vitest'

import { declineLabelKey, paymentStateKey, transactionWordKey } from '@/backoffice/paymentWords'
import { translate } from '@/i18n/messages'
import { DECLINE_CODES } from '@/payments/declines'
import { PAYMENT_STATUSES, REFUND_OUTCOMES } from '@/payments/payment'

const words = (key: ReturnType<typeof paymentStateKey>) => {
  expect(key).not.toBeNull()
  return { en: translate('en', key!), ar: translate('ar', key!) }
}

describe("the desk's payment card in the reader's words (issue 31)", () => {
  it('names every payment state, transaction kind and outcome, and decline in both languages', () => {
    const keys = [
      ...PAYMENT_STATUSES.map(paymentStateKey),
      ...['paid', 'declined', 'pending', 'refunded', 'voided', 'refund', 'duplicate', 'closed'].map(
        transactionWordKey,
      ),
      ...Object.values(REFUND_OUTCOMES).map(transactionWordKey),
      ...[...DECLINE_CODES, 'payment-failed'].map(declineLabelKey),
    ]
    for (const key of keys) {
      const { en, ar } = words(key)
      expect(en).not.toBe(key)
      expect(ar).not.toBe(en)
      expect(ar).toMatch(/[\u0600-\u06FF]/)
    }
    expect(words(paymentStateKey('paid'))).toEqual({ en: 'Paid', ar: 'مدفوعة' })
    expect(words(transactionWordKey('refund-failed')).en).toBe('refund refused by the gateway')
    expect(words(declineLabelKey('insufficient-funds')).ar).toBe('رصيد غير كافٍ')
  })

  it('leaves a value this release does not know as stored (no key)', () => {
    expect(paymentStateKey('settling')).toBeNull()
    expect(transactionWordKey('chargeback')).toBeNull()
    expect(declineLabelKey('05')).toBeNull()
    expect(paymentStateKey(null)).toBeNull()
  })
})
