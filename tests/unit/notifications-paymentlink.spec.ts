import { describe, expect, it } from 'vitest'

import { renderEmail, renderSms } from '@/notifications/render'
import { TEMPLATE_NAMES } from '@/notifications/templates'
import type { PaymentLinkData } from '@/notifications/templates/paymentLink'

const ARABIC = /[\u0600-\u06FF]/

const data: PaymentLinkData = {
  name: 'Laila',
  amount: 125050,
  description: 'Extra hour of waiting',
  reservationNumber: 'MS-7K3Q9D',
  payUrl: 'https://masar.example/pay?link=AbCdEfGhIjKlMnOpQrStUvWxYz012345',
  // 18:30 in Cairo (UTC+2 in November).
  expiresAt: '2026-11-25T16:30:00.000Z',
  hotline: '+20 100 555 0123',
}

describe('the payment link sent by email', () => {
  it('tells an English customer the amount, what for, the address and until when', () => {
    const email = renderEmail('payment-link', 'en', data)
    expect(email.subject).toBe('Masar: your payment link for EGP\u00a01,250.50')
    expect(email.text.split('\n\n')).toEqual([
      'Hello Laila,',
      'Masar Transfers asks you to pay EGP\u00a01,250.50 by card.',
      `Pay EGP\u00a01,250.50 securely by card:\n${data.payUrl}`,
      'For: Extra hour of waiting',
      'Booking: MS-7K3Q9D.',
      'The link is valid until Wednesday, 25 November 2026 at 18:30, Cairo time.',
      'Questions? Call us on +20 100 555 0123.',
      'Masar Transfers',
    ])
    expect(email.html).toContain('<html dir="ltr" lang="en">')
    expect(email.html).toContain(`<a href="${data.payUrl}"`)
  })

  it('writes to an Arabic customer in Arabic, right to left, with the Arabic address', () => {
    const arUrl = 'https://masar.example/ar/pay?link=AbCdEfGhIjKlMnOpQrStUvWxYz012345'
    const email = renderEmail('payment-link', 'ar', {
      ...data,
      payUrl: arUrl,
      reservationNumber: null,
    })
    expect(email.subject).toMatch(ARABIC)
    expect(email.subject).toContain('١٬٢٥٠٫٥٠')
    expect(email.text).not.toMatch(/Hello|Booking/)
    expect(email.text).toContain('بتوقيت القاهرة')
    expect(email.text).toContain('\u2068Extra hour of waiting\u2069')
    expect(email.text.split('\n')).toContain(arUrl)
    expect(email.html).toContain('<html dir="rtl" lang="ar">')
    expect(email.html).toContain(`<a href="${arUrl}"`)
  })

  it('also fits an SMS, and refuses bad data', () => {
    const sms = renderSms('payment-link', 'en', data)
    expect(sms.text).toBe(
      `Masar: please pay EGP 1,250.50 for "Extra hour of waiting" by card: ${data.payUrl} ` +
        'Valid until Wednesday, 25 November 2026 at 18:30. Help: +20 100 555 0123',
    )
    expect(renderSms('payment-link', 'ar', data).text).toMatch(ARABIC)
    expect(() => renderEmail('payment-link', 'en', { ...data, amount: 0 })).toThrow()
    expect(() =>
      renderEmail('payment-link', 'en', { ...data, payUrl: 'javascript:alert(1)' }),
    ).toThrow()
    expect(() => renderEmail('payment-link', 'en', { ...data, expiresAt: 'soon' })).toThrow()
    expect(TEMPLATE_NAMES).toContain('payment-link')
  })
})
