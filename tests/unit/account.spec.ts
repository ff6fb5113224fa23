import { describe, expect, it } from 'vitest'

import { toAsciiDigits } from '@/lib/digits'
import { maskDestination } from '@/accounts/mask'
import {
  codeMatches,
  generateCode,
  hashCode,
  ONE_TIME_CODE,
  resendWaitSeconds,
} from '@/accounts/oneTimeCode'
import { displayPhone, normalizePhone } from '@/lib/phone'
import { decide, RATE_LIMITS } from '@/accounts/rateLimits'
import { signinSchema, signupSchema } from '@/accounts/schemas'
import { translate } from '@/i18n/messages'
import { zodFailure } from '@/lib/zodFailure'

describe('phone numbers', () => {
  it.each([
    ['01005550123', '+201005550123'],
    ['0100 555 0123', '+201005550123'],
    ['+20 100 555 0123', '+201005550123'],
    ['00201005550123', '+201005550123'],
    ['٠١٠٠٥٥٥٠١٢٣', '+201005550123'],
    ['۰۱۰۰۵۵۵۰۱۲۳', '+201005550123'],
    ['+966 50 123 4567', '+966501234567'],
  ])('normalises %s to %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected)
  })

  it('reads national numbers in the chosen country', () => {
    expect(normalizePhone('050 123 4567', 'SA')).toBe('+966501234567')
  })

  it.each(['0100', '01905550123', '+20 2 1234', 'abc', '', '+999 1234567'])(
    'refuses %s, which is no real number',
    (input) => {
      expect(normalizePhone(input)).toBeNull()
    },
  )

  it.each([
    ['+201005550123', '+20 10 0555 0123'],
    ['+201212345678', '+20 12 1234 5678'],
    ['0100 555 0123', '+20 10 0555 0123'],
    ['+20 100 555 0123', '+20 10 0555 0123'],
    ['+20225551234', '+20 2 2555 1234'],
    ['+20402345678', '+20 40 234 5678'],
    ['+442079460958', '+44 20 7946 0958'],
    ['+966501234567', '+966 50 123 4567'],
    ['19999', '19999'],
    ['call us', 'call us'],
  ])('writes %s as %s, grouped as Egyptians write a number', (input, expected) => {
    expect(displayPhone(input)).toBe(expected)
  })

  it('converts Arabic-Indic digits', () => {
    expect(toAsciiDigits('رمز ١٢٣٤٥٦')).toBe('رمز 123456')
  })
})

describe('one-time codes', () => {
  const secret = 'x'.repeat(40)
  const binding = { customerId: 7, purpose: 'verify' as const }

  it('are 6 digits', () => {
    for (let i = 0; i < 50; i++) expect(generateCode()).toMatch(/^\d{6}$/)
  })

  it('match only the same code, customer and purpose', () => {
    const hash = hashCode('123456', binding, secret)
    expect(hash).not.toContain('123456')
    expect(codeMatches('123456', hash, binding, secret)).toBe(true)
    expect(codeMatches('١٢٣٤٥٦', hash, binding, secret)).toBe(true)
    expect(codeMatches('123457', hash, binding, secret)).toBe(false)
    expect(codeMatches('123456', hash, { ...binding, customerId: 8 }, secret)).toBe(false)
    expect(codeMatches('123456', hash, { ...binding, purpose: 'reset' }, secret)).toBe(false)
    expect(codeMatches('12345', hash, binding, secret)).toBe(false)
  })

  it('wait 60 s between sends', () => {
    const sent = new Date('2026-11-22T10:00:00Z')
    expect(resendWaitSeconds(null, sent)).toBe(0)
    expect(resendWaitSeconds(sent, new Date('2026-11-22T10:00:01Z'))).toBe(59)
    expect(resendWaitSeconds(sent, new Date('2026-11-22T10:01:00Z'))).toBe(0)
    expect(ONE_TIME_CODE).toMatchObject({ validMinutes: 10, maxWrongTries: 5 })
  })
})

describe('rate limits', () => {
  it('allow up to the limit and then say how long to wait', () => {
    const start = new Date('2026-11-22T10:00:00Z')
    const rule = RATE_LIMITS.signinPerIp
    expect(decide(rule, rule.limit, start, start)).toEqual({ allowed: true })
    expect(decide(rule, rule.limit + 1, start, new Date(start.getTime() + 60_000))).toEqual({
      allowed: false,
      retryAfterSeconds: rule.windowSeconds - 60,
    })
  })
})

describe('account forms', () => {
  it('report the spec messages', () => {
    const key = (body: unknown) => {
      const result = signupSchema.safeParse(body)
      return result.success ? null : translate('en', zodFailure(result.error).messageKey)
    }
    expect(key({})).toBe('Name required.')
    expect(key({ name: 'A', email: '' })).toBe('Email required.')
    expect(key({ name: 'A', email: 'a@b.eg', mobile: '', password: 'secret' })).toBe(
      'Phone required.',
    )
    expect(key({ name: 'A', email: 'a@b.eg', mobile: '01005550123', password: 'short' })).toBe(
      'Password should be at least 6 characters length.',
    )
    expect(
      key({ name: 'A', email: 'A@B.EG', mobile: '01005550123', password: 'secret' }),
    ).toBeNull()
    expect(
      signupSchema.parse({
        name: ' A ',
        email: 'A@B.EG',
        mobile: '01005550123',
        password: 'secret',
      }),
    ).toMatchObject({
      name: 'A',
      email: 'a@b.eg',
      mobile: '+201005550123',
    })
    expect(signinSchema.safeParse({ login: '', password: 'x' }).success).toBe(false)
  })

  it('name every refused field at once, the phone checked with its country too', () => {
    const fields = (body: unknown) => {
      const result = signupSchema.safeParse(body)
      if (result.success) return null
      return zodFailure(result.error).issues?.map((issue) => [issue.field, issue.code])
    }
    expect(fields({ name: '', email: 'a@b', mobile: '0100', country: 'EG', password: '' })).toEqual(
      [
        ['name', 'name-required'],
        ['email', 'email-invalid'],
        ['password', 'password-length'],
        ['mobile', 'phone-invalid'],
      ],
    )
    // One issue per field: its first refused rule.
    expect(fields({ name: 'A', email: 'a@b.eg', mobile: 5, password: 'secret' })).toEqual([
      ['mobile', 'phone-required'],
    ])
    // Not an object, or a rule without a catalogue message: no field is named.
    expect(fields(null)).toBeUndefined()
  })

  it('mask where a code went', () => {
    expect(maskDestination('+201005550123')).toBe('+2010•••••123')
    expect(maskDestination('amira@example.com')).toBe('am•••@example.com')
  })
})
