import { describe, expect, it } from 'vitest'

import {
  deskLinkRow,
  type DeskLinkInput,
  isPaymentLinkId,
  notActiveFailure,
  readPaymentLinkInput,
  readPounds,
  whatsAppMessage,
  whatsAppShareUrl,
} from '@/backoffice/paymentLinkDesk'
import { staffPaymentLinkRow } from '@/backoffice/staffApi'
import { paymentLinkUrl } from '@/payments/paymentLinks'

const ARABIC = /[\u0600-\u06ff]/
// 14:00 in Cairo: UTC+2 in November 2026.
const NOW = new Date('2026-11-23T12:00:00.000Z')

const body = (extra: Record<string, unknown> = {}) => ({
  amount: '1,250.50',
  customerName: '  Laila Hassan ',
  phone: '0100 555 0123',
  email: ' Laila@Example.com ',
  description: 'Extra hour of waiting',
  reservationNumber: '',
  expiresAt: '',
  language: 'en',
  ...extra,
})

describe('an amount in pounds as staff type it', () => {
  it('reads plain and grouped pounds, Arabic digits and separators, to piasters', () => {
    expect(readPounds('1250')).toBe(125000)
    expect(readPounds('1,250.50')).toBe(125050)
    expect(readPounds(' 1,250.5 ')).toBe(125050)
    expect(readPounds('1 250 000')).toBe(125000000)
    expect(readPounds('0.75')).toBe(75)
    expect(readPounds('١٬٢٥٠٫٥٠')).toBe(125050)
    expect(readPounds('١٢٥٠')).toBe(125000)
    expect(readPounds(1250.5)).toBe(125050)
  })

  it('refuses what is not plainly an amount (a comma only ever groups thousands)', () => {
    for (const text of ['', ' ', '12,50', '1,25,000', '1.250,50', '1250.505', '-5', 'EGP 10']) {
      expect(readPounds(text), text).toBeNull()
    }
    for (const value of ['1e3', '0x10', 'NaN', null, undefined, {}, Number.NaN, 1e21, -1]) {
      expect(readPounds(value), String(value)).toBeNull()
    }
  })
})

describe('the create form', () => {
  it('gives piasters, an E.164 phone, a clean email and the customer language', () => {
    const read = readPaymentLinkInput(body({ language: 'ar' }), NOW)
    expect(read).toEqual({
      ok: true,
      value: {
        amount: 125050,
        customerName: 'Laila Hassan',
        phone: '+201005550123',
        email: 'laila@example.com',
        description: 'Extra hour of waiting',
        expiresAt: undefined,
        language: 'ar',
      },
    })
  })

  it('reads the expiry in Cairo time and the reservation number in capitals', () => {
    const read = readPaymentLinkInput(
      body({ expiresAt: '2026-11-25T18:30', reservationNumber: ' ms-7k3q9d ' }),
      NOW,
    )
    expect(read.ok && read.value).toMatchObject({
      // 18:30 in Cairo is 16:30 UTC in November.
      expiresAt: new Date('2026-11-25T16:30:00.000Z'),
      reservationNumber: 'MS-7K3Q9D',
    })
    // Summer time (UTC+3) is Cairo's too.
    const summer = readPaymentLinkInput(body({ expiresAt: '2027-07-01T12:00' }), NOW)
    expect(summer.ok).toBe(false)
    const july = readPaymentLinkInput(
      body({ expiresAt: '2027-07-01T12:00' }),
      new Date('2027-06-30T12:00:00Z'),
    )
    expect(july.ok && july.value.expiresAt).toEqual(new Date('2027-07-01T09:00:00.000Z'))
  })

  it('takes the language as English when none is given, and accepts a number as the amount', () => {
    const read = readPaymentLinkInput(body({ language: undefined, amount: 99 }), NOW)
    expect(read.ok && read.value).toMatchObject({ language: 'en', amount: 9900 })
  })

  it('lists every refused field, the first one giving the code', () => {
    const read = readPaymentLinkInput(
      {
        amount: '12,50',
        customerName: '',
        phone: '12',
        email: 'not-an-email',
        description: ' ',
        reservationNumber: 'MS 1',
        expiresAt: '2026-11-23T14:05',
        language: 'fr',
      },
      NOW,
    )
    expect(read.ok).toBe(false)
    if (read.ok) return
    expect(read.code).toBe('amount-invalid')
    expect(read.messageKey).toBe('backoffice.paymentLinks.errors.amountInvalid')
    expect(read.issues?.map((issue) => [issue.field, issue.code])).toEqual([
      ['amount', 'amount-invalid'],
      ['customerName', 'name-required'],
      ['phone', 'phone-invalid'],
      ['email', 'email-invalid'],
      ['description', 'description-required'],
      ['reservationNumber', 'reservation-unknown'],
      ['language', 'language-invalid'],
      ['expiresAt', 'expiry-too-soon'],
    ])
  })

  it('refuses a zero or huge amount, an expiry too far, a malformed one, and a body that is no object', () => {
    const codeOf = (extra: Record<string, unknown>) => {
      const read = readPaymentLinkInput(body(extra), NOW)
      return read.ok ? null : read.code
    }
    expect(codeOf({ amount: '0' })).toBe('amount-invalid')
    expect(codeOf({ amount: '1,000,000.01' })).toBe('amount-too-large')
    expect(codeOf({ amount: '1000000' })).toBeNull()
    expect(codeOf({ expiresAt: '2027-01-01T10:00' })).toBe('expiry-too-far')
    expect(codeOf({ expiresAt: '2026-11-30T25:00' })).toBe('expiry-invalid')
    expect(codeOf({ expiresAt: 'tomorrow' })).toBe('expiry-invalid')
    expect(codeOf({ customerName: 'a\u0000b' })).toBe('name-required')
    expect(codeOf({ email: ['x@example.com'] })).toBe('email-invalid')
    for (const junk of [null, [], 'text', 42]) {
      const read = readPaymentLinkInput(junk, NOW)
      expect(read.ok ? null : read.code).toBe('invalid-body')
    }
  })
})

const link: DeskLinkInput = {
  id: 7,
  status: 'active',
  amount: 125050,
  customerName: 'Laila Hassan',
  phone: '+201005550123',
  email: 'laila@example.com',
  description: 'Extra hour of waiting',
  reservationNumber: null,
  language: 'en',
  token: 'AbCdEfGhIjKlMnOpQrStUvWxYz012345',
  // 18:30 in Cairo.
  expiresAt: '2026-11-25T16:30:00.000Z',
  paidAt: null,
  createdAt: '2026-11-23T11:00:00.000Z',
  transactionIds: [],
}

describe('the address a customer pays at', () => {
  it('is /pay?link= in English and /ar/pay?link= in Arabic, on the site', () => {
    expect(paymentLinkUrl('https://masar.example/', 'tok_en-1', 'en')).toBe(
      'https://masar.example/pay?link=tok_en-1',
    )
    expect(paymentLinkUrl('https://masar.example', 'tok', 'ar')).toBe(
      'https://masar.example/ar/pay?link=tok',
    )
    expect(paymentLinkUrl('https://masar.example', 'tok', null)).toBe(
      'https://masar.example/pay?link=tok',
    )
  })
})

describe('the WhatsApp message of a link', () => {
  const payUrl = 'https://masar.example/pay?link=AbCdEfGhIjKlMnOpQrStUvWxYz012345'

  it('is written in English for an English-speaking customer', () => {
    expect(whatsAppMessage({ ...link, language: 'en', payUrl })).toBe(
      'Hello Laila Hassan, this is Masar Transfers. Please pay EGP\u00a01,250.50 by card for: ' +
        'Extra hour of waiting\n\nPay securely here:\n' +
        `${payUrl}\n\n` +
        'The link is valid until Wednesday, 25 November 2026 at 18:30, Cairo time.',
    )
  })

  it('is written in Arabic for an Arabic-speaking customer, the booking named, the address intact', () => {
    const arUrl = 'https://masar.example/ar/pay?link=AbCdEfGhIjKlMnOpQrStUvWxYz012345'
    const text = whatsAppMessage({
      ...link,
      language: 'ar',
      payUrl: arUrl,
      reservationNumber: 'MS-7K3Q9D',
    })
    expect(text).toMatch(ARABIC)
    expect(text).not.toMatch(/Hello|Please/)
    expect(text).toContain('مسار للنقل')
    // Arabic-Indic digits and the pound's abbreviation; Cairo time in Arabic (18:30 is 6:30 pm).
    expect(text).toContain('١٬٢٥٠٫٥٠')
    expect(text).toContain('ج.م.')
    expect(text).toContain('٢٥ نوفمبر ٢٠٢٦')
    expect(text).toContain('٦:٣٠ م')
    expect(text).toContain('بتوقيت القاهرة')
    // What staff typed keeps its own direction; the address stays on a line of its own, untouched.
    expect(text).toContain('\u2068Extra hour of waiting\u2069')
    expect(text).toContain('\u2068MS-7K3Q9D\u2069')
    expect(text.split('\n')).toContain(arUrl)
  })

  it('opens a chat with the customer’s international digits and the message written in', () => {
    const url = whatsAppShareUrl({ ...link, language: 'en', payUrl })!
    expect(url.startsWith('https://wa.me/201005550123?text=')).toBe(true)
    const text = new URL(url).searchParams.get('text')
    expect(text).toBe(whatsAppMessage({ ...link, language: 'en', payUrl }))
    // A national number typed in the admin is read as Egyptian; a number that is none, no chat.
    expect(whatsAppShareUrl({ ...link, phone: '0100 555 0123', language: 'en', payUrl })).toMatch(
      /^https:\/\/wa\.me\/201005550123\?/,
    )
    expect(whatsAppShareUrl({ ...link, phone: '12345', language: 'en', payUrl })).toBeNull()
  })
})

describe('a link on the desk', () => {
  it('shows its state now, Cairo times in the reader’s language and the address in the customer’s', () => {
    const row = deskLinkRow(
      { ...link, language: 'ar' },
      { locale: 'en', siteUrl: 'https://masar.example', now: NOW },
    )
    expect(row).toMatchObject({
      state: 'active',
      amountText: 'EGP\u00a01,250.50',
      expiresText: 'Wednesday, 25 November 2026 at 18:30',
      createdText: 'Monday, 23 November 2026 at 13:00',
      paidText: null,
      language: 'ar',
      payUrl: 'https://masar.example/ar/pay?link=AbCdEfGhIjKlMnOpQrStUvWxYz012345',
    })
    expect(new URL(row.whatsAppUrl!).searchParams.get('text')).toMatch(ARABIC)
    const arabic = deskLinkRow(link, { locale: 'ar', siteUrl: 'https://masar.example', now: NOW })
    expect(arabic.expiresText).toMatch(ARABIC)
    expect(arabic.payUrl).toBe('https://masar.example/pay?link=AbCdEfGhIjKlMnOpQrStUvWxYz012345')
  })

  it('is expired once past its expiry, whatever is stored; paid and cancelled stay so', () => {
    const later = new Date('2026-11-25T16:30:00.000Z')
    const at = (input: DeskLinkInput, now: Date) =>
      deskLinkRow(input, { locale: 'en', siteUrl: 'https://masar.example', now }).state
    expect(at(link, later)).toBe('expired')
    expect(at({ ...link, expiresAt: null }, NOW)).toBe('expired')
    expect(at({ ...link, status: 'paid' }, later)).toBe('paid')
    expect(at({ ...link, status: 'cancelled' }, NOW)).toBe('cancelled')
    expect(
      staffPaymentLinkRow({ ...link, status: 'active', reservation: null }, later).status,
    ).toBe('expired')
  })
})

describe('what a link that is not active answers', () => {
  it('names why, with the status of the error table', () => {
    expect(notActiveFailure('paid').code).toBe('payment-link-paid')
    expect(notActiveFailure('expired').code).toBe('payment-link-expired')
    expect(notActiveFailure('cancelled').code).toBe('payment-link-cancelled')
    expect(isPaymentLinkId('12')).toBe(true)
    for (const id of ['0', '-1', '1.5', 'abc', '', '1234567890123']) {
      expect(isPaymentLinkId(id), id).toBe(false)
    }
  })
})
