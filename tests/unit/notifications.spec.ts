import { describe, expect, it } from 'vitest'

import {
  MAX_ATTEMPTS,
  nextAttemptAt,
  notificationsEnv,
  recipientSchema,
} from '@/notifications/config'
import { renderTemplate } from '@/notifications/templates'
import { escapeHtml } from '@/notifications/templates/html'

describe('one-time code template', () => {
  it('renders in English with the code in every part', () => {
    const out = renderTemplate('one-time-code', 'en', {
      code: '482913',
      minutes: 10,
      purpose: 'verify',
      name: 'Amira',
    })
    expect(out.subject).toContain('482913')
    expect(out.text).toContain('482913')
    expect(out.sms).toBe('Masar: 482913 is your code. It expires in 10 minutes. Never share it.')
    expect(out.html).toContain('lang="en" dir="ltr"')
  })

  it('renders in Arabic, right to left', () => {
    const out = renderTemplate('one-time-code', 'ar', {
      code: '482913',
      minutes: 10,
      purpose: 'reset',
    })
    expect(out.sms).toMatch(/[\u0600-\u06FF]/)
    expect(out.sms).toContain('482913')
    expect(out.subject).toContain('إعادة تعيين كلمة المرور')
    expect(out.html).toContain('lang="ar" dir="rtl"')
    expect(out.text).toContain('10')
  })

  it('escapes what it puts into HTML', () => {
    const out = renderTemplate('one-time-code', 'en', {
      code: '111111',
      minutes: 10,
      purpose: 'verify',
      name: '<b>x</b>',
    })
    expect(out.html).not.toContain('<b>x</b>')
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    )
  })

  it('refuses bad template data', () => {
    expect(() =>
      renderTemplate('one-time-code', 'en', { code: '12', minutes: 10, purpose: 'verify' }),
    ).toThrow()
  })
})

describe('delivery settings', () => {
  it('keeps messages in the outbox outside production and sends them in production', () => {
    expect(notificationsEnv({ NODE_ENV: 'development' }).driver).toBe('outbox')
    expect(notificationsEnv({ NODE_ENV: 'production' }).driver).toBe('live')
    expect(
      notificationsEnv({ NODE_ENV: 'production', NOTIFICATIONS_DRIVER: 'outbox' }).driver,
    ).toBe('outbox')
  })

  it('backs off 1, 5, 15, 60, 360 minutes, then gives up', () => {
    const now = new Date('2026-11-22T10:00:00Z')
    expect(nextAttemptAt(1, now)?.toISOString()).toBe('2026-11-22T10:01:00.000Z')
    expect(nextAttemptAt(5, now)?.toISOString()).toBe('2026-11-22T16:00:00.000Z')
    expect(nextAttemptAt(MAX_ATTEMPTS, now)).toBeNull()
  })

  it('accepts an email or an E.164 phone as recipient', () => {
    expect(recipientSchema.safeParse('a@b.eg').success).toBe(true)
    expect(recipientSchema.safeParse('+201005550123').success).toBe(true)
    expect(recipientSchema.safeParse('01005550123').success).toBe(false)
    expect(recipientSchema.safeParse('nobody').success).toBe(false)
  })
})
