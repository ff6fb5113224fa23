import { describe, expect, it } from 'vitest'

import { isSessionToken } from '@/accounts/operations/session'
import { jsonTooDeep, parseBoundedJson } from '@/lib/boundedJson'
import { plainText } from '@/lib/plainText'
import { isPlainText } from '@/lib/plainTextRule'
import { safeNext } from '@/lib/safeNext'

const SITE = 'https://masar.example'

describe('plainText', () => {
  it.each(['\u0000', '\u0001', '\u0008', '\u001b', '\u007f', '\t', '\n', '\r'])(
    'refuses %j in a one-line text',
    (char) => {
      expect(isPlainText(`a${char}b`)).toBe(false)
    },
  )

  it('allows tabs and line breaks in a multi-line text, but no other control character', () => {
    expect(isPlainText('line one\r\n\tline two', { multiline: true })).toBe(true)
    expect(isPlainText('a\u0000b', { multiline: true })).toBe(false)
    expect(isPlainText('a\u000bb', { multiline: true })).toBe(false)
  })

  it('keeps letters of every script, emoji and symbols', () => {
    expect(isPlainText('أميرة Amira 😀 € «» \u200f')).toBe(true)
    // Characters beyond U+FFFF are surrogate pairs: whole, they are characters like any other.
    expect(isPlainText('𝕄𝕒𝕤𝕒𝕣 👨\u200d👩\u200d👧 \u{1F600}', { multiline: true })).toBe(true)
    // Latin-1 letters right after the C1 block.
    expect(isPlainText('\u00a0Zoë Çelik ß')).toBe(true)
  })

  // Issue 42 item 5: the C1 controls (NEL among them), the line and paragraph separators and
  // lone surrogates, in one-line and multi-line texts alike.
  it.each(['\u0080', '\u0085', '\u009b', '\u009f', '\u2028', '\u2029', '\ud800', '\udfff'])(
    'refuses %j in every text, multi-line and phone numbers included',
    (char) => {
      for (const options of [{}, { multiline: true }, { phoneNumber: true }]) {
        expect(isPlainText(`a${char}b`, options)).toBe(false)
        expect(isPlainText(char, options)).toBe(false)
      }
    },
  )

  it('refuses a surrogate pair written backwards (two lone halves)', () => {
    expect(isPlainText('\ude00\ud83d')).toBe(false)
    expect(isPlainText('\ud83d\ude00')).toBe(true)
  })

  it.each([
    '\u202a',
    '\u202b',
    '\u202c',
    '\u202d',
    '\u202e',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
  ])('refuses the bidi control %j in free text, multi-line included', (char) => {
    expect(isPlainText(`a${char}b`)).toBe(false)
    expect(isPlainText(`a${char}b`, { multiline: true })).toBe(false)
  })

  it("answers with the field's own message (or `invalid`)", () => {
    const name = plainText('account.errors.nameRequired')
    expect(name.safeParse('a\u0000').error?.issues[0]?.message).toBe('account.errors.nameRequired')
    expect(name.safeParse(5).error?.issues[0]?.message).toBe('account.errors.nameRequired')
    const email = plainText('required', { invalid: 'invalid' })
    expect(email.safeParse('a\u0000').error?.issues[0]?.message).toBe('invalid')
    expect(email.safeParse(undefined).error?.issues[0]?.message).toBe('required')
  })
})

describe('safeNext', () => {
  it.each([
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '/\\/evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r/evil.com',
    '/\u0000/evil.com',
    '%2F%2Fevil.com',
    '/%2F%2Fevil.com',
    '/%2f/evil.com',
    '/%5Cevil.com',
    'https://evil.com',
    'http://masar.example.evil.com/',
    'javascript:alert(1)',
    'evil.com',
    '/../..//evil.com',
    '/a/..//evil.com',
    ' //evil.com',
    '',
    undefined,
    null,
  ])('refuses %j', (next) => {
    expect(safeNext(next, SITE)).toBeNull()
  })

  it.each([
    ['/settings', '/settings'],
    ['/booking/MS-7K3Q9D?tab=pay#top', '/booking/MS-7K3Q9D?tab=pay#top'],
    ['/ar/settings', '/ar/settings'],
    ['/a/../settings', '/settings'],
    ['/search?q=//evil.com', '/search?q=//evil.com'],
  ])('keeps the same-site path %j', (next, path) => {
    expect(safeNext(next, SITE)).toBe(path)
  })

  it('takes the first of repeated parameters', () => {
    expect(safeNext(['/settings', '//evil.com'], SITE)).toBe('/settings')
    expect(safeNext(['//evil.com', '/settings'], SITE)).toBeNull()
  })
})

describe('parseBoundedJson', () => {
  it('parses ordinary JSON and refuses malformed JSON', () => {
    expect(parseBoundedJson('{"a":[1,{"b":"[[[["}]}')).toEqual({ value: { a: [1, { b: '[[[[' }] } })
    expect(parseBoundedJson('{"a":')).toBeUndefined()
  })

  it('refuses deep nesting before parsing, whatever the kind of bracket', () => {
    expect(parseBoundedJson('['.repeat(10_000) + ']'.repeat(10_000))).toBeUndefined()
    expect(parseBoundedJson('{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000))).toBeUndefined()
    expect(jsonTooDeep('['.repeat(32) + ']'.repeat(32))).toBe(false)
    expect(jsonTooDeep('['.repeat(33) + ']'.repeat(33))).toBe(true)
  })

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonTooDeep(JSON.stringify({ text: '"[[[['.repeat(100) }))).toBe(false)
  })
})

describe('isSessionToken', () => {
  it('accepts a JWT and refuses anything else', () => {
    expect(isSessionToken('eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.c2lnbmF0dXJl')).toBe(true)
    for (const broken of [
      undefined,
      '',
      'garbage',
      'a.b',
      'a.b.c\u0000',
      'a\u0000.b.c',
      '%E0%A4%A',
      `${'a'.repeat(5000)}.b.c`,
      'a b.c.d',
    ]) {
      expect(isSessionToken(broken)).toBe(false)
    }
  })
})
