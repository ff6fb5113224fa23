import { describe, expect, it } from 'vitest'

import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_ADDRESS_HEADER_ENV,
  clientAddress,
  clientAddressOf,
  clientNetwork,
  MAX_CLIENT_KEY_LENGTH,
  normalizeAddress,
  parseTrustProxy,
  rateLimitKey,
  UNKNOWN_CLIENT,
} from '@/lib/clientAddress'

const at = (setting: string, forwardedFor?: string | null, socket?: string | null) =>
  clientAddress({ socket, forwardedFor, trust: parseTrustProxy(setting) })

describe('normalizeAddress', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['203.0.113.7:51234', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['[::ffff:203.0.113.7]:443', '203.0.113.7'],
    ['2001:DB8:0:0:0:0:0:1', '2001:db8::1'],
    ['[2001:db8::1]:8080', '2001:db8::1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['::1', '::1'],
  ])('%s -> %s', (raw, expected) => {
    expect(normalizeAddress(raw)).toBe(expected)
  })

  it.each([
    '',
    'unknown',
    'evil.example',
    '1.2.3',
    '999.1.1.1',
    '1.2.3.4.5',
    '<script>',
    "1.2.3.4' or 1=1 --",
    '1.2.3.4\u0000',
    'x'.repeat(10_000),
    '::ffff:'.repeat(20),
  ])('refuses %j', (raw) => {
    expect(normalizeAddress(raw)).toBeNull()
  })
})

describe('parseTrustProxy', () => {
  it('defaults to no proxy', () => {
    expect(parseTrustProxy(undefined)).toEqual({ hops: 0 })
    expect(parseTrustProxy(' ')).toEqual({ hops: 0 })
    expect(parseTrustProxy('2')).toEqual({ hops: 2 })
  })

  it.each(['true', 'yes', '-1', '1.5', '17', '10.0.0.0/33', '::1/129', 'proxy.local', '10.0.0.1,'])(
    'refuses %j with a message naming the setting',
    (setting) => {
      expect(() => parseTrustProxy(setting)).toThrow(/TRUST_PROXY/)
    },
  )

  it('accepts addresses and CIDRs of both families', () => {
    expect(() => parseTrustProxy('10.0.0.0/8, 192.168.1.1 ,::1,fd00::/8')).not.toThrow()
  })
})

describe('clientAddress with TRUST_PROXY=0 (the default)', () => {
  it('ignores X-Forwarded-For entirely: the socket, or one shared "local"', () => {
    expect(at('', '198.51.100.1')).toBe(UNKNOWN_CLIENT)
    expect(at('0', '198.51.100.1, 198.51.100.2', '203.0.113.9')).toBe('203.0.113.9')
    expect(at('0', null, '::ffff:203.0.113.9')).toBe('203.0.113.9')
  })

  it('gives no fresh budget for a new header', () => {
    const seen = new Set(
      Array.from({ length: 50 }, (_, i) => at('0', `10.9.${i}.1`, '203.0.113.9')),
    )
    expect([...seen]).toEqual(['203.0.113.9'])
  })
})

describe('clientAddress with a hop count', () => {
  it("takes the Nth entry from the right: the proxies' own, never the client's leftmost claim", () => {
    // The client wrote "1.1.1.1"; our one proxy appended the address it saw.
    expect(at('1', '1.1.1.1, 203.0.113.7', '10.0.0.2')).toBe('203.0.113.7')
    // Two proxies: a CDN appended the client, our balancer appended the CDN.
    expect(at('2', '1.1.1.1, 2.2.2.2, 203.0.113.7, 198.51.100.3', '10.0.0.2')).toBe('203.0.113.7')
  })

  it('a shorter chain than the hops gives its leftmost entry (all written by proxies)', () => {
    expect(at('3', '203.0.113.7, 198.51.100.3')).toBe('203.0.113.7')
  })

  it('no chain: the socket, or "local"', () => {
    expect(at('1', null, '203.0.113.9')).toBe('203.0.113.9')
    expect(at('1', '', undefined)).toBe(UNKNOWN_CLIENT)
  })

  it('garbage where the proxy entry should be falls back to the socket, never to the claim', () => {
    expect(at('1', '1.1.1.1, garbage', '10.0.0.2')).toBe('10.0.0.2')
    expect(at('1', '1.1.1.1, garbage')).toBe(UNKNOWN_CLIENT)
  })

  it('normalises IPv6 and mapped IPv4 entries', () => {
    expect(at('1', 'x, 2001:DB8::0:1')).toBe('2001:db8::1')
    expect(at('1', 'x, [::ffff:203.0.113.7]:1234')).toBe('203.0.113.7')
  })

  it('reads only the right end of a huge header', () => {
    const huge = `${'9.9.9.9, '.repeat(100_000)}203.0.113.7`
    expect(at('1', huge)).toBe('203.0.113.7')
    expect(at('1', `${'x'.repeat(1_000_000)}, 203.0.113.7`)).toBe('203.0.113.7')
    expect(at('1', 'x'.repeat(1_000_000), '10.0.0.2')).toBe('10.0.0.2')
  })
})

describe('clientAddress with trusted proxies', () => {
  const proxies = '10.0.0.0/8, fd00::/8'

  it('a peer that is not a trusted proxy is the client, whatever it forwards', () => {
    expect(at(proxies, '1.1.1.1', '203.0.113.9')).toBe('203.0.113.9')
  })

  it('behind trusted proxies: the rightmost entry that is not one of them', () => {
    expect(at(proxies, '1.1.1.1, 203.0.113.7, 10.1.2.3', '10.0.0.2')).toBe('203.0.113.7')
    expect(at(proxies, '1.1.1.1, 2001:db8::7, fd00::1', '::ffff:10.0.0.2')).toBe('2001:db8::7')
  })

  it('a spoofed leftmost entry is never reached', () => {
    expect(at(proxies, '10.0.0.5, 6.6.6.6, 203.0.113.7', '10.0.0.2')).toBe('203.0.113.7')
  })

  it('stops at a broken entry: the last address it could follow', () => {
    expect(at(proxies, '1.1.1.1, nonsense, 10.1.2.3', '10.0.0.2')).toBe('10.1.2.3')
  })

  it('no socket known (next dev): follows the chain as the setting allows', () => {
    expect(at(proxies, '1.1.1.1, 203.0.113.7, 10.1.2.3')).toBe('203.0.113.7')
    expect(at(proxies, null)).toBe(UNKNOWN_CLIENT)
  })
})

describe('clientAddressOf', () => {
  // A plain getter: Node's headers can arrive with bytes `Headers` would refuse to build.
  const headers = (values: Record<string, string>) => ({
    get: (name: string) => values[name] ?? null,
  })

  it('trusts the socket header only when the production server says it set it', () => {
    const request = headers({
      [CLIENT_ADDRESS_HEADER]: '203.0.113.9',
      'x-forwarded-for': '1.1.1.1',
    })
    expect(clientAddressOf(request, {})).toBe(UNKNOWN_CLIENT)
    expect(clientAddressOf(request, { [CLIENT_ADDRESS_HEADER_ENV]: '1' })).toBe('203.0.113.9')
    expect(clientAddressOf(request, { [CLIENT_ADDRESS_HEADER_ENV]: '1', TRUST_PROXY: '1' })).toBe(
      '1.1.1.1',
    )
  })

  it('always answers a key of at most 64 characters', () => {
    const hostile = [
      'x'.repeat(5000),
      'ffff:'.repeat(500),
      '\u0000\u202e',
      '2001:0db8:0000:0000:0000:ff00:0042:8329',
      '::ffff:255.255.255.255',
    ]
    for (const value of hostile) {
      for (const TRUST_PROXY of ['0', '1', '3', '0.0.0.0/0,::/0']) {
        const key = clientAddressOf(
          headers({ [CLIENT_ADDRESS_HEADER]: value, 'x-forwarded-for': `${value}, ${value}` }),
          { [CLIENT_ADDRESS_HEADER_ENV]: '1', TRUST_PROXY },
        )
        expect(key.length).toBeLessThanOrEqual(MAX_CLIENT_KEY_LENGTH)
        expect(key === UNKNOWN_CLIENT || normalizeAddress(key) === key).toBe(true)
      }
    }
  })
})

describe('rateLimitKey', () => {
  it('counts an IPv4 address alone', () => {
    expect(rateLimitKey('203.0.113.7')).toBe('203.0.113.7')
    expect(rateLimitKey('203.0.113.8')).not.toBe(rateLimitKey('203.0.113.7'))
  })

  it('counts every address of one IPv6 /64 as one client, and other /64s apart', () => {
    const first = rateLimitKey('2001:db8:1:2::1')
    expect(first).toBe('2001:db8:1:2::/64')
    expect(rateLimitKey('2001:db8:1:2:ffff:ffff:ffff:fffe')).toBe(first)
    expect(rateLimitKey('2001:db8:1:2:abcd::9')).toBe(first)
    expect(rateLimitKey('2001:db8:1:3::1')).not.toBe(first)
    expect(rateLimitKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64')
    expect(rateLimitKey('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64')
  })

  it('keeps the unknown client as it is', () => {
    expect(rateLimitKey(UNKNOWN_CLIENT)).toBe(UNKNOWN_CLIENT)
  })

  it('turns the address a client presents into its key, whatever the spelling', () => {
    const headers = (value: string) => new Headers({ [CLIENT_ADDRESS_HEADER]: value })
    const env = { [CLIENT_ADDRESS_HEADER_ENV]: '1' }
    const key = (value: string) => rateLimitKey(clientAddressOf(headers(value), env))
    expect(key('[2001:DB8:1:2::77]:443')).toBe(key('2001:db8:1:2:0:0:0:78'))
  })
})

describe('clientNetwork (the SMS budget shares, issue 29)', () => {
  it('groups an IPv4 address by its /24', () => {
    expect(clientNetwork(rateLimitKey('203.0.113.7'))).toBe('203.0.113.0/24')
    expect(clientNetwork(rateLimitKey('203.0.113.250'))).toBe('203.0.113.0/24')
    expect(clientNetwork(rateLimitKey('203.0.114.7'))).not.toBe('203.0.113.0/24')
  })

  it('groups an IPv6 /64 by its /48', () => {
    expect(clientNetwork(rateLimitKey('2001:db8:1:2::1'))).toBe('2001:db8:1::/48')
    expect(clientNetwork(rateLimitKey('2001:db8:1:ffff::9'))).toBe('2001:db8:1::/48')
    expect(clientNetwork(rateLimitKey('2001:db8:2:2::1'))).toBe('2001:db8:2::/48')
    expect(clientNetwork(rateLimitKey('::1'))).toBe('0:0:0::/48')
  })

  it('keeps the unknown client as it is', () => {
    expect(clientNetwork(UNKNOWN_CLIENT)).toBe(UNKNOWN_CLIENT)
  })
})
