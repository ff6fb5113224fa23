import { describe, expect, it } from 'vitest'

import {
  deskCount,
  historyActor,
  type HistoryNames,
  historyReason,
} from '@/backoffice/historyLines'

const names: HistoryNames = {
  staff: new Map([['4', 'Mona Adel']]),
  customer: { id: '17', name: 'Laila Hassan' },
}

describe("the desk's history lines (issue 31)", () => {
  it('names who made each change, never an id, in English', () => {
    expect(historyActor({ type: 'staff', id: '4' }, names, 'en')).toBe('by Mona Adel')
    expect(historyActor({ type: 'system', id: 'customer:17' }, names, 'en')).toBe(
      'by the customer, Laila Hassan',
    )
    expect(historyActor({ type: 'payment', id: 'paymob' }, names, 'en')).toBe(
      'by the payment gateway',
    )
    expect(historyActor({ type: 'system', id: 'payment-expiry' }, names, 'en')).toBe(
      'by the system',
    )
    expect(historyActor({ type: 'staff', id: '99' }, names, 'en')).toBe('by a former staff member')
    for (const line of [
      historyActor({ type: 'staff', id: '4' }, names, 'en'),
      historyActor({ type: 'system', id: 'customer:17' }, names, 'en'),
    ]) {
      expect(line).not.toMatch(/#|\d/)
    }
  })

  it('writes them in Arabic for an Arabic staff member', () => {
    expect(historyActor({ type: 'staff', id: '4' }, names, 'ar')).toBe('بواسطة Mona Adel')
    expect(historyActor({ type: 'system', id: 'customer:17' }, names, 'ar')).toBe(
      'بواسطة العميل Laila Hassan',
    )
    expect(historyActor({ type: 'payment', id: 'paymob' }, names, 'ar')).toBe('بواسطة بوابة الدفع')
    expect(historyReason('Booked online by the customer', 'ar')).toBe('حجزه العميل عبر الموقع')
    expect(historyReason('Card payment not completed within 30 minutes', 'ar')).toBe(
      'لم تكتمل دفعة البطاقة خلال ٣٠ دقيقة',
    )
    // The transaction number is an identifier: Latin digits in a left-to-right isolate.
    expect(historyReason('Card payment 192036465 received', 'ar')).toBe(
      'استُلمت دفعة البطاقة \u2066192036465\u2069',
    )
  })

  it("keeps a staff member's own reason as typed, and the site's reasons in English", () => {
    expect(historyReason('  Driver confirmed by phone ', 'ar')).toBe('Driver confirmed by phone')
    expect(historyReason('Card payment 192036465 received', 'en')).toBe(
      'Card payment 192036465 received',
    )
    expect(historyReason('Card payment not completed within 1 minutes', 'en')).toBe(
      'Card payment not completed within 1 minute',
    )
  })

  it('counts passengers and bags in Arabic-Indic digits in Arabic', () => {
    expect(deskCount(12, 'ar')).toBe('١٢')
    expect(deskCount(0, 'ar')).toBe('٠')
    expect(deskCount(3, 'en')).toBe('3')
    expect(deskCount(null, 'ar')).toBeNull()
  })
})
