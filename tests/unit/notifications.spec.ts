import { describe, expect, it } from 'vitest'

import {
  DEFAULT_EMAIL_FROM,
  MAX_ATTEMPTS,
  nextAttemptAt,
  notificationsEnv,
  parseMailbox,
  phoneRecipient,
  recipientSchema,
} from '@/notifications/config'
import { renderEmail, renderSms } from '@/notifications/render'
import { TEMPLATE_NAMES } from '@/notifications/templates'
import { escapeHtml } from '@/notifications/templates/html'

const ARABIC = /[\u0600-\u06FF]/
const data = { code: '482913', minutes: 10, purpose: 'verify' as const, name: 'Amira' }

describe('one-time code template', () => {
  it('writes the English SMS of each purpose', () => {
    expect(renderSms('one-time-code', 'en', data).text).toBe(
      'Masar: 482913 is your verification code. It expires in 10 minutes. Never share it.',
    )
    expect(renderSms('one-time-code', 'en', { ...data, purpose: 'reset' }).text).toContain(
      '482913 is your password reset code',
    )
    expect(renderSms('one-time-code', 'en', { ...data, purpose: 'change-contact' }).text).toContain(
      'confirm your new contact details',
    )
  })

  it('writes the English email with the code in subject, text and HTML', () => {
    const email = renderEmail('one-time-code', 'en', data)
    expect(email.subject).toBe('Your Masar verification code: 482913')
    expect(email.text).toContain('Hello Amira,')
    expect(email.text).toContain('Your code: 482913')
    expect(email.text).toContain('The code expires in 10 minutes.')
    expect(email.html).toContain('<html dir="ltr" lang="en">')
    expect(email.html).toContain('482913')
    expect(renderEmail('one-time-code', 'en', { ...data, purpose: 'reset' }).subject).toBe(
      'Your Masar password reset code: 482913',
    )
  })

  it('writes Arabic in Arabic script, right to left, with Arabic-Indic digits for quantities and a Latin code', () => {
    const sms = renderSms('one-time-code', 'ar', { ...data, purpose: 'reset' }).text
    expect(sms).toMatch(ARABIC)
    expect(sms).toContain('482913')
    expect(sms).toContain('١٠ دقائق')
    const email = renderEmail('one-time-code', 'ar', { ...data, purpose: 'reset' })
    for (const text of [email.subject, email.text, email.html]) expect(text).toMatch(ARABIC)
    expect(email.subject).toContain('إعادة تعيين كلمة المرور')
    expect(email.text).toContain('مرحبًا \u2068Amira\u2069،')
    expect(email.html).toContain('<html dir="rtl" lang="ar">')
    expect(email.html).toContain('482913')
    expect(email.text).toContain('١٠ دقائق')
    expect(email.text).not.toMatch(/[\u0660-\u0669]{6}/)
  })

  it('uses the Arabic number forms of minutes', () => {
    const expiry = (minutes: number) =>
      renderSms('one-time-code', 'ar', { ...data, minutes }).text.match(/لمدة (.+?)\./)?.[1]
    expect(expiry(1)).toBe('دقيقة واحدة')
    expect(expiry(2)).toBe('دقيقتين')
    expect(expiry(10)).toBe('١٠ دقائق')
    expect(expiry(15)).toBe('١٥ دقيقة')
    expect(renderSms('one-time-code', 'en', { ...data, minutes: 1 }).text).toContain('1 minute.')
  })

  it('fits every SMS in one message (160 GSM characters, 70 in Arabic)', () => {
    for (const purpose of ['verify', 'reset', 'change-contact'] as const)
      for (const minutes of [10, 15, 60]) {
        const en = renderSms('one-time-code', 'en', { ...data, purpose, minutes }).text
        const ar = renderSms('one-time-code', 'ar', { ...data, purpose, minutes }).text
        expect(en).toMatch(/^[\x20-\x7E]+$/)
        expect(en.length).toBeLessThanOrEqual(160)
        expect(ar.length).toBeLessThanOrEqual(70)
      }
  })

  it('escapes what it puts into HTML', () => {
    const email = renderEmail('one-time-code', 'en', { ...data, name: '<b>x</b> & "y"' })
    expect(email.html).not.toContain('<b>x</b>')
    expect(email.html).toContain('&lt;b&gt;x&lt;/b&gt; &amp; &quot;y&quot;')
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    )
  })

  it('refuses bad template data', () => {
    expect(() => renderSms('one-time-code', 'en', { ...data, code: '12' })).toThrow()
    expect(() =>
      // @ts-expect-error an unknown purpose is a programming error
      renderEmail('one-time-code', 'en', { ...data, purpose: 'welcome' }),
    ).toThrow()
    expect(TEMPLATE_NAMES).toContain('one-time-code')
  })
})

describe('delivery settings', () => {
  it('keeps messages in the outbox outside production and sends them in production', () => {
    expect(notificationsEnv({}).driver).toBe('outbox')
    expect(notificationsEnv({ NODE_ENV: 'development' }).driver).toBe('outbox')
    expect(notificationsEnv({ NODE_ENV: 'test' }).driver).toBe('outbox')
    expect(notificationsEnv({ NODE_ENV: 'production' }).driver).toBe('live')
    expect(
      notificationsEnv({ NODE_ENV: 'production', NOTIFICATIONS_DRIVER: 'outbox' }).driver,
    ).toBe('outbox')
    expect(notificationsEnv({ NODE_ENV: 'development', NOTIFICATIONS_DRIVER: 'live' }).driver).toBe(
      'live',
    )
    expect(notificationsEnv({ NODE_ENV: 'production', NOTIFICATIONS_DRIVER: '' }).driver).toBe(
      'live',
    )
    expect(() => notificationsEnv({ NOTIFICATIONS_DRIVER: 'smtp' })).toThrow()
  })

  it('reads the SMTP and SMS settings with their defaults', () => {
    const defaults = notificationsEnv({})
    expect(defaults).toMatchObject({
      SMTP_PORT: 587,
      SMTP_SECURE: false,
      EMAIL_FROM: DEFAULT_EMAIL_FROM,
      SMS_SENDER: 'Masar',
    })
    expect(notificationsEnv({ SMTP_PORT: '465' }).SMTP_SECURE).toBe(true)
    expect(notificationsEnv({ SMTP_PORT: '465', SMTP_SECURE: 'false' }).SMTP_SECURE).toBe(false)
    expect(notificationsEnv({ SMTP_SECURE: 'true' }).SMTP_SECURE).toBe(true)
    expect(() => notificationsEnv({ SMTP_PORT: 'abc' })).toThrow()
    expect(() => notificationsEnv({ SMTP_SECURE: 'yes' })).toThrow()
    expect(() => notificationsEnv({ EMAIL_FROM: 'Masar' })).toThrow()
    expect(() => notificationsEnv({ SMS_HTTP_URL: 'not a url' })).toThrow()
    expect(parseMailbox(DEFAULT_EMAIL_FROM)).toEqual({
      name: 'Masar Transfers',
      address: 'no-reply@masar.example',
    })
    expect(parseMailbox('"Masar" <a@b.eg>')).toEqual({ name: 'Masar', address: 'a@b.eg' })
    expect(parseMailbox('a@b.eg')).toEqual({ name: '', address: 'a@b.eg' })
  })

  it('backs off 1, 5, 15, 60, 360 minutes, then gives up after the sixth attempt', () => {
    const now = new Date('2026-11-22T10:00:00Z')
    const delays = [1, 2, 3, 4, 5].map(
      (attempts) => (nextAttemptAt(attempts, now)!.getTime() - now.getTime()) / 60_000,
    )
    expect(delays).toEqual([1, 5, 15, 60, 360])
    expect(MAX_ATTEMPTS).toBe(6)
    expect(nextAttemptAt(6, now)).toBeNull()
  })

  it('accepts an email or an E.164 phone as recipient', () => {
    expect(recipientSchema.safeParse('a@b.eg').success).toBe(true)
    expect(recipientSchema.safeParse('+201005550123').success).toBe(true)
    expect(recipientSchema.safeParse('+12345678').success).toBe(true)
    expect(recipientSchema.safeParse('+1234567').success).toBe(false)
    expect(recipientSchema.safeParse('+1234567890123456').success).toBe(false)
    expect(recipientSchema.safeParse('+0201005550123').success).toBe(false)
    expect(recipientSchema.safeParse('01005550123').success).toBe(false)
    expect(recipientSchema.safeParse('nobody').success).toBe(false)
    expect(phoneRecipient.safeParse('a@b.eg').success).toBe(false)
  })
})
