import { describe, expect, it } from 'vitest'

import { isSameOriginRequest } from '@/lib/sameOrigin'

describe('same-origin requests', () => {
  const headers = (entries: Record<string, string>) =>
    new Headers({ host: 'masar.example', ...entries })

  it.each([
    [{ 'sec-fetch-site': 'same-origin' }, true],
    [{ 'sec-fetch-site': 'none' }, true],
    [{ 'sec-fetch-site': 'same-site' }, false],
    [{ 'sec-fetch-site': 'cross-site' }, false],
    [{ origin: 'https://masar.example' }, true],
    [{ origin: 'https://evil.example' }, false],
    [{ origin: 'null' }, false],
    [{}, true],
  ])('%j: %s', (entries, expected) => {
    expect(isSameOriginRequest(headers(entries))).toBe(expected)
  })
})
