import { describe, expect, it } from 'vitest'

import { completeCode } from '@/accounts/codeInput'

describe('a one-time code as typed', () => {
  it('is complete at six digits, in either numeral system, spaces ignored', () => {
    expect(completeCode('123456')).toBe('123456')
    expect(completeCode('١٢٣٤٥٦')).toBe('123456')
    expect(completeCode(' 123 456 ')).toBe('123456')
  })

  it('is not complete before the sixth digit, or with anything but digits', () => {
    expect(completeCode('12345')).toBeNull()
    expect(completeCode('')).toBeNull()
    expect(completeCode('12345a')).toBeNull()
    expect(completeCode('1234567')).toBeNull()
  })
})
