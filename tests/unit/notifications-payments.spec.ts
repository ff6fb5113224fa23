import { describe, expect, it } from 'vitest'

import { renderEmail, renderSms } from '@/notifications/render'
import { TEMPLATE_NAMES } from '@/notifications/templates'
import type { PaymentReceiptData } from '@/notifications/templates/paymentReceipt'
import type { PaymentRefundedData } from '@/notifications/templates/paymentRefunded'
import type { StaffPaymentReceivedData } from '@/notifications/templates/staffPaymentReceived'

const ARABIC = /[\u0600-\u06FF]/
/** GSM 03.38's basic characters among printable ASCII (the extension table counts double). */
const GSM_BASIC = /^[\x20-\x7E]+$/
const GSM_EXTENSION = /[[\]{}\\^~|]/
const LRI = '\u2066'
const FSI = '\u2068'
const PDI = '\u2069'

const booking: PaymentReceiptData = {
  name: 'Laila',
  amount: 125000,
  paidFor: {
    kind: 'reservation',
    reservationNumber: 'MS-7K3Q9D',
    tripType: 'one-way',
    pickup: { names: { en: 'Cairo Airport', ar: 'مطار القاهرة' }, locationName: null },
    dropoff: { names: { en: 'Zamalek', ar: 'الزمالك' }, locationName: 'Marriott' },
    execDate: '2026-11-24T09:30',
  },
  transactionId: '192036465',
  orderId: '217503754',
  // 14:00 in Cairo (UTC+2 in November).
  paidAt: '2026-11-23T12:00:00.000Z',
  hotline: '+20 100 555 0123',
}

const link: PaymentReceiptData = {
  ...booking,
  amount: 125050,
  paidFor: { kind: 'link', description: 'Extra hour of waiting', reservationNumber: null },
}

describe('payment receipt', () => {
  it('tells an English booking what was paid, when, and the gateway numbers', () => {
    const email = renderEmail('payment-receipt', 'en', booking)
    expect(email.subject).toBe('Masar receipt: EGP\u00a01,250 paid for booking MS-7K3Q9D')
    expect(email.text.split('\n\n')).toEqual([
      'Hello Laila,',
      'Thank you: we have received your card payment. Keep this email as your receipt.',
      'Amount paid: EGP\u00a01,250.',
      'For: booking MS-7K3Q9D.',
      'Trip: one way, from Cairo Airport to Zamalek, Marriott.',
      'Pickup: Tuesday, 24 November 2026 at 09:30, Cairo time.',
      'Paid on: Monday, 23 November 2026 at 14:00, Cairo time.',
      'Transaction number: 192036465.',
      'Order number: 217503754.',
      'Give the transaction number if you ask us or your bank about this payment.',
      'Questions about this payment? Call us on +20 100 555 0123.',
      'Masar Transfers',
    ])
    // No card line: nothing tells us the card, and a receipt never guesses.
    expect(email.text).not.toContain('Card:')
    expect(email.html).toContain('<html dir="ltr" lang="en">')
    expect(email.html).toContain('Transaction number: 192036465.')
  })

  it('writes the English SMS in one GSM message', () => {
    const sms = renderSms('payment-receipt', 'en', booking).text
    expect(sms).toBe(
      'Masar: we received EGP 1,250 for booking MS-7K3Q9D. Transaction 192036465. Receipt sent by email. Help: +20 100 555 0123',
    )
    const long = renderSms('payment-receipt', 'en', {
      ...link,
      amount: 9_999_999,
      transactionId: '1920364659',
      paidFor: {
        kind: 'link',
        description: 'Two extra hours of waiting at Cairo Airport, Terminal 3, and a child seat',
        reservationNumber: 'MS-7K3Q9D',
      },
    }).text
    expect(long).toContain('for "Two extra hours of waiting at Cairo...".')
    for (const text of [sms, long]) {
      expect(text).toMatch(GSM_BASIC)
      expect(text).not.toMatch(GSM_EXTENSION)
      expect(text.length).toBeLessThanOrEqual(160)
    }
  })

  it('tells a payment link by its description, its booking if named, and the card when known', () => {
    const email = renderEmail('payment-receipt', 'en', {
      ...link,
      paidFor: { ...link.paidFor, reservationNumber: 'MS-7K3Q9D' } as PaymentReceiptData['paidFor'],
      card: { brand: 'MasterCard', last4: '2346' },
    })
    expect(email.subject).toBe('Masar receipt: EGP\u00a01,250.50 paid')
    expect(email.text).toContain('Amount paid: EGP\u00a01,250.50.')
    expect(email.text).toContain('For: Extra hour of waiting\n\nBooking: MS-7K3Q9D.')
    expect(email.text).toContain('Card: MasterCard ending in 2346.')
    expect(email.text).not.toContain('Trip:')
    expect(renderSms('payment-receipt', 'en', link).text).toBe(
      'Masar: we received EGP 1,250.50 for "Extra hour of waiting". Transaction 192036465. Receipt sent by email. Help: +20 100 555 0123',
    )
  })

  it('names a mobile wallet payment, with the number masked, in both languages', () => {
    const en = renderEmail('payment-receipt', 'en', {
      ...booking,
      wallet: { number: '010•••••010' },
    })
    expect(en.text).toContain('Mobile wallet: 010•••••010.')
    expect(en.text).not.toContain('Card:')
    const ar = renderEmail('payment-receipt', 'ar', {
      ...booking,
      wallet: { number: '010•••••010' },
    })
    expect(ar.text).toContain(`المحفظة الإلكترونية: ${LRI}010•••••010${PDI}.`)
    // A wallet the gateway did not number is still named.
    expect(
      renderEmail('payment-receipt', 'en', { ...booking, wallet: { number: null } }).text,
    ).toContain('Paid by mobile wallet.')
    // Never the whole number.
    expect(() =>
      renderEmail('payment-receipt', 'en', { ...booking, wallet: { number: '01010101010' } }),
    ).toThrow()
  })

  it('writes Arabic right to left, with the Latin numbers isolated', () => {
    const email = renderEmail('payment-receipt', 'ar', {
      ...booking,
      card: { brand: 'Visa', last4: '1111' },
    })
    expect(email.html).toContain('<html dir="rtl" lang="ar">')
    expect(email.subject).toBe(
      `إيصال مسار: تم دفع \u200f١٬٢٥٠\u00a0ج.م.\u200f للحجز ${FSI}MS-7K3Q9D${PDI}`,
    )
    expect(email.text).toContain('المبلغ المدفوع: \u200f١٬٢٥٠\u00a0ج.م.\u200f')
    expect(email.text).toContain(`مقابل: الحجز رقم ${FSI}MS-7K3Q9D${PDI}.`)
    expect(email.text).toContain(`الزمالك، ${FSI}Marriott${PDI}`)
    expect(email.text).toContain('تاريخ الدفع: الاثنين، ٢٣ نوفمبر ٢٠٢٦ في ٢:٠٠ م بتوقيت القاهرة.')
    expect(email.text).toContain(`رقم العملية: ${LRI}192036465${PDI}.`)
    expect(email.text).toContain(`رقم الطلب: ${LRI}217503754${PDI}.`)
    expect(email.text).toContain(`البطاقة: ${FSI}Visa${PDI} المنتهية بالأرقام ${LRI}1111${PDI}.`)
    expect(email.text).toContain(`${FSI}+20 100 555 0123${PDI}`)

    const sms = renderSms('payment-receipt', 'ar', booking).text
    expect(sms).toMatch(ARABIC)
    expect(sms).toBe(
      `مسار: استلمنا \u200f١٬٢٥٠\u00a0ج.م.\u200f للحجز ${FSI}MS-7K3Q9D${PDI}. رقم العملية ${LRI}192036465${PDI}. الإيصال في بريدك. للاستفسار: ${FSI}+20 100 555 0123${PDI}`,
    )
  })

  it('keeps the Arabic SMS within two UCS-2 messages (134 characters)', () => {
    const worst = {
      ...link,
      amount: 9_999_999,
      transactionId: '1920364659',
      orderId: '2175037549',
      paidFor: {
        kind: 'link' as const,
        description: 'انتظار ساعتين إضافيتين في مطار القاهرة مع مقعد أطفال',
        reservationNumber: null,
      },
    }
    const linkSms = renderSms('payment-receipt', 'ar', worst).text
    expect(linkSms).toContain(`«${FSI}انتظار ساعتين…${PDI}»`)
    const bookingSms = renderSms('payment-receipt', 'ar', { ...booking, amount: 9_999_999 }).text
    for (const text of [linkSms, bookingSms]) expect(text.length).toBeLessThanOrEqual(134)
  })

  it('escapes what it puts into HTML and refuses bad data', () => {
    const email = renderEmail('payment-receipt', 'en', {
      ...link,
      paidFor: { kind: 'link', description: '<b>extra</b> & "more"', reservationNumber: null },
    })
    expect(email.html).not.toContain('<b>extra</b>')
    expect(email.html).toContain('&lt;b&gt;extra&lt;/b&gt; &amp; &quot;more&quot;')
    expect(() => renderEmail('payment-receipt', 'en', { ...booking, transactionId: '' })).toThrow()
    expect(() => renderEmail('payment-receipt', 'en', { ...booking, amount: 0 })).toThrow()
    expect(() => renderSms('payment-receipt', 'en', { ...booking, paidAt: 'yesterday' })).toThrow()
    expect(() =>
      renderEmail('payment-receipt', 'en', { ...booking, card: { brand: 'Visa', last4: '41111' } }),
    ).toThrow()
    expect(TEMPLATE_NAMES).toEqual(
      expect.arrayContaining(['payment-receipt', 'staff-payment-received']),
    )
  })
})

describe('staff email of a payment', () => {
  const staff: StaffPaymentReceivedData = {
    amount: booking.amount,
    paidFor: booking.paidFor,
    transactionId: booking.transactionId,
    orderId: booking.orderId,
    paidAt: booking.paidAt,
    customer: { name: 'Laila Hassan', email: 'laila@example.com', phone: '+201005550123' },
    language: 'ar',
    reference: 'MS-7K3Q9D-P1',
    gateway: 'paymob',
    bookingStatus: 'paid-not-sent',
    adminUrl: 'https://masar.example/back-office/collections/payments/42',
  }

  it('names the mobile wallet the customer paid with', () => {
    const email = renderEmail('staff-payment-received', 'en', {
      ...staff,
      wallet: { number: '012•••••678' },
    })
    expect(email.text).toContain('Mobile wallet: 012•••••678.')
  })

  it('gives the accountant the amount, what, who, the numbers and the way to the payment', () => {
    const email = renderEmail('staff-payment-received', 'en', staff)
    expect(email.subject).toBe('Payment received: EGP\u00a01,250 for booking MS-7K3Q9D')
    expect(email.text.split('\n\n')).toEqual([
      'A card payment was received on the website.',
      'Amount: EGP\u00a01,250.',
      'For: booking MS-7K3Q9D, Cairo Airport to Zamalek, Marriott, pickup Tuesday, 24 November 2026 at 09:30, Cairo time.',
      'Customer: Laila Hassan, laila@example.com, +20 10 0555 0123.',
      'Paid on: Monday, 23 November 2026 at 14:00, Cairo time.',
      'Transaction number: 192036465.',
      'Order number: 217503754.',
      'Our reference: MS-7K3Q9D-P1 (gateway: paymob).',
      "Customer's language: Arabic.",
      'The booking is now paid; the new booking email has its details for operations.',
      'Open the payment in the back office: https://masar.example/back-office/collections/payments/42',
      'Masar Transfers',
    ])
    expect(email.html).toContain(
      '<a href="https://masar.example/back-office/collections/payments/42" style="color:#1d4ed8">Open the payment in the back office</a>',
    )
    expect(renderSms('staff-payment-received', 'en', staff).text).toBe(
      'Masar: payment received, EGP\u00a01,250, transaction 192036465. Details in the back office.',
    )
  })

  it('tells a payment link, and where to look without the address', () => {
    const email = renderEmail('staff-payment-received', 'en', {
      ...staff,
      amount: link.amount,
      paidFor: {
        kind: 'link',
        description: 'Extra hour of waiting',
        reservationNumber: 'MS-7K3Q9D',
      },
      language: 'en',
      bookingStatus: null,
      adminUrl: null,
    })
    expect(email.subject).toBe('Payment received: EGP\u00a01,250.50 by payment link')
    expect(email.text).toContain('For (payment link): Extra hour of waiting')
    expect(email.text).toContain('Booking named on the link: MS-7K3Q9D.')
    expect(email.text).toContain("Customer's language: English.")
    expect(email.text).toContain('Find it under Card payments in the back office.')
    expect(email.text).not.toContain('The booking is now paid')
    expect(email.html).not.toContain('<a ')
  })

  it('asks for a refund or a rebooking when the booking could not be marked paid', () => {
    const email = renderEmail('staff-payment-received', 'en', { ...staff, bookingStatus: 'fail' })
    expect(email.text).toContain(
      "The booking's status is fail, so it could not be marked paid: refund the payment or rebook the trip by hand.",
    )
    expect(email.text).not.toContain('The booking is now paid')
  })

  it('is written in Arabic too, and refuses an address that is no web link', () => {
    const email = renderEmail('staff-payment-received', 'ar', staff)
    expect(email.html).toContain('<html dir="rtl" lang="ar">')
    expect(email.text).toContain(`رقم العملية: ${LRI}192036465${PDI}.`)
    expect(email.text).toContain(`مرجعنا: ${FSI}MS-7K3Q9D-P1${PDI}`)
    expect(email.text).toContain('لغة العميل: العربية.')
    expect(() =>
      renderEmail('staff-payment-received', 'en', { ...staff, adminUrl: 'javascript:alert(1)' }),
    ).toThrow()
  })
})

describe('refund notice of money that paid nothing (issue #29)', () => {
  const refunded: PaymentRefundedData = {
    name: 'Laila',
    amount: 125000,
    reason: 'closed',
    refundedFor: { kind: 'reservation', reservationNumber: 'MS-7K3Q9D' },
    transactionId: '192036465',
    hotline: '+20 100 555 0123',
  }
  const linkRefund: PaymentRefundedData = {
    ...refunded,
    reason: 'already-paid',
    refundedFor: { kind: 'link', description: 'Extra hour of waiting' },
  }

  it('says in English what was refunded and why, in one GSM message', () => {
    const email = renderEmail('payment-refunded', 'en', refunded)
    expect(email.subject).toBe(
      'Masar: your payment of EGP\u00a01,250 for booking MS-7K3Q9D is refunded',
    )
    expect(email.text).toContain('after booking MS-7K3Q9D had closed')
    expect(email.text).toContain('Amount refunded: EGP\u00a01,250.')
    expect(email.text).toContain('Transaction number: 192036465.')
    expect(renderEmail('payment-refunded', 'en', linkRefund).text).toContain(
      'The payment link for "Extra hour of waiting" was already paid',
    )
    for (const data of [refunded, linkRefund]) {
      const sms = renderSms('payment-refunded', 'en', data).text
      expect(sms).toMatch(GSM_BASIC)
      expect(sms).not.toMatch(GSM_EXTENSION)
      expect(sms.length).toBeLessThanOrEqual(160)
    }
  })

  it('says it in Arabic, numbers isolated, within two UCS-2 messages', () => {
    const email = renderEmail('payment-refunded', 'ar', refunded)
    expect(email.subject).toMatch(ARABIC)
    expect(email.text).toContain(`${FSI}MS-7K3Q9D${PDI}`)
    expect(email.text).toContain(`${LRI}192036465${PDI}`)
    for (const data of [refunded, linkRefund]) {
      const sms = renderSms('payment-refunded', 'ar', data).text
      expect(sms).toMatch(ARABIC)
      expect(sms.length).toBeLessThanOrEqual(134)
    }
    expect(() => renderSms('payment-refunded', 'ar', { ...refunded, amount: 0 })).toThrow()
  })

  it('tells why a payment whose payer had used the promo code up was refunded, in both languages', () => {
    const repeat: PaymentRefundedData = {
      ...refunded,
      amount: 45000,
      reason: 'promo-repeat',
      promoCode: 'WELCOME10',
    }
    const email = renderEmail('payment-refunded', 'en', repeat)
    expect(email.text).toContain(
      'The promo code WELCOME10 had already been used with this card or wallet as often as it allows, so this payment could not pay booking MS-7K3Q9D. We have refunded it in full.',
    )
    expect(email.text).toContain('pay it with another card or wallet')
    const sms = renderSms('payment-refunded', 'en', repeat).text
    expect(sms).toBe(
      'Masar: promo code WELCOME10 was used before with this card/wallet; your EGP 450 for MS-7K3Q9D is refunded. Transaction 192036465. Help: +20 100 555 0123',
    )
    expect(sms).toMatch(GSM_BASIC)
    expect(sms).not.toMatch(GSM_EXTENSION)
    const arabic = renderEmail('payment-refunded', 'ar', repeat)
    expect(arabic.text).toContain('سبق استخدام رمز الخصم')
    expect(arabic.text).toContain(`${FSI}WELCOME10${PDI}`)
    const arabicSms = renderSms('payment-refunded', 'ar', repeat).text
    expect(arabicSms).toMatch(ARABIC)
    expect(arabicSms.length).toBeLessThanOrEqual(134)
  })

  it("tells of part of a booking's payment an admin gave back, the booking kept, in both languages", () => {
    const partial: PaymentRefundedData = { ...refunded, amount: 20000, reason: 'partial' }
    const email = renderEmail('payment-refunded', 'en', partial)
    expect(email.subject).toBe(
      'Masar: EGP\u00a0200 of your payment for booking MS-7K3Q9D is refunded',
    )
    expect(email.text).toContain(
      'We have refunded part of your card payment for booking MS-7K3Q9D. Your booking stays as it is.',
    )
    expect(email.text).not.toContain('in full')
    expect(email.text).toContain('Amount refunded: EGP\u00a0200.')
    const sms = renderSms('payment-refunded', 'en', partial).text
    expect(sms).toBe(
      'Masar: EGP 200 of your payment for booking MS-7K3Q9D is refunded to your card. Transaction 192036465. Help: +20 100 555 0123',
    )
    const arabic = renderEmail('payment-refunded', 'ar', partial)
    expect(arabic.subject).toContain('رددنا')
    expect(arabic.text).toContain('ويبقى حجزك كما هو')
    const arabicSms = renderSms('payment-refunded', 'ar', partial).text
    expect(arabicSms).toMatch(ARABIC)
    expect(arabicSms.length).toBeLessThanOrEqual(134)
  })
})
