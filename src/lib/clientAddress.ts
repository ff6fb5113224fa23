import { BlockList, isIPv4, isIPv6 } from 'node:net'

/**
 * The client's address for per-address rate limits, the way the deployment defines it
 * (`TRUST_PROXY`, docs/decisions.md "Client address"). A client can write any `X-Forwarded-For`
 * it likes; only the entries the deployment's own proxies appended (at the right of the chain)
 * count, and without a proxy setting the header is ignored.
 */

/**
 * The header the production server (`scripts/server.ts`) sets to the socket's peer address,
 * after deleting any incoming one. Trusted only when that server says it runs
 * (`CLIENT_ADDRESS_HEADER_ENV`), so a client cannot write it under another server.
 */
export const CLIENT_ADDRESS_HEADER = 'x-masar-client-address'

/** Set to `1` by `scripts/server.ts` (never by hand): the header above is the socket's address. */
export const CLIENT_ADDRESS_HEADER_ENV = 'MASAR_CLIENT_ADDRESS_HEADER'

/** The address when none is known (`next dev` without a proxy setting): one shared budget. */
export const UNKNOWN_CLIENT = 'local'

/** The longest key a client address can become. */
export const MAX_CLIENT_KEY_LENGTH = 64

/** The most proxy hops `TRUST_PROXY` may count. */
const MAX_HOPS = 16
/** How much of a forwarded chain is read (its right end: the part proxies wrote). */
const MAX_CHAIN_CHARS = 4096
const MAX_CHAIN_ENTRIES = 32

/** `TRUST_PROXY`: how many proxies stand in front of the app, or which addresses they have. */
export type TrustProxy = { hops: number } | { trusted: BlockList }

const TRUST_PROXY_MESSAGE =
  'TRUST_PROXY must be the number of proxies in front of the app (0, the default, ignores ' +
  'X-Forwarded-For) or a comma list of their addresses or CIDRs, e.g. 1 or 10.0.0.0/8,::1'

/**
 * An address in one canonical form: brackets, port and zone removed, IPv4-mapped IPv6 as IPv4,
 * IPv6 compressed and lower-case; null for anything that is not an IP address.
 */
export function normalizeAddress(raw: string): string | null {
  let value = raw.trim()
  if (!value || value.length > MAX_CLIENT_KEY_LENGTH) return null
  const bracketed = value.match(/^\[([^\]]+)\](?::\d{1,5})?$/)
  if (bracketed) value = bracketed[1]!
  else if (/^[\d.]+:\d{1,5}$/.test(value)) value = value.slice(0, value.indexOf(':'))
  value = value.replace(/%.*$/, '')
  if (isIPv4(value)) return value
  if (!isIPv6(value)) return null
  let canonical: string
  try {
    canonical = new URL(`http://[${value}]/`).hostname.slice(1, -1)
  } catch {
    return null
  }
  const mapped = canonical.match(/^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/)
  if (mapped) {
    const high = parseInt(mapped[1]!, 16)
    const low = parseInt(mapped[2]!, 16)
    return [high >> 8, high & 255, low >> 8, low & 255].join('.')
  }
  return canonical
}

const family = (address: string) => (isIPv4(address) ? 'ipv4' : 'ipv6')

/** Reads `TRUST_PROXY`; throws a message naming the setting when it is neither form. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const setting = (value ?? '').trim()
  if (setting === '') return { hops: 0 }
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting)
    if (hops > MAX_HOPS) throw new Error(`${TRUST_PROXY_MESSAGE} (at most ${MAX_HOPS} hops)`)
    return { hops }
  }
  const trusted = new BlockList()
  for (const entry of setting.split(',')) {
    const [base = '', prefix, ...rest] = entry.trim().split('/')
    const address = normalizeAddress(base)
    const bits = prefix === undefined ? undefined : Number(prefix)
    const maxBits = address && family(address) === 'ipv4' ? 32 : 128
    if (
      !address ||
      rest.length ||
      (prefix !== undefined && (!/^\d{1,3}$/.test(prefix) || bits! > maxBits))
    ) {
      throw new Error(`${TRUST_PROXY_MESSAGE}; "${entry.trim()}" is neither`)
    }
    if (bits === undefined) trusted.addAddress(address, family(address))
    else trusted.addSubnet(address, bits, family(address))
  }
  return { trusted }
}

/** The right end of a forwarded chain, at most `MAX_CHAIN_ENTRIES` raw entries, left to right. */
function chainEntries(forwardedFor: string | null | undefined): string[] {
  if (!forwardedFor) return []
  const cut = forwardedFor.length > MAX_CHAIN_CHARS
  const entries = (cut ? forwardedFor.slice(-MAX_CHAIN_CHARS) : forwardedFor).split(',')
  if (cut) entries.shift() // the first one may be cut in the middle
  return entries
    .map((entry) => entry.trim())
    .filter(Boolean)
    .slice(-MAX_CHAIN_ENTRIES)
}

/**
 * The client's address. `socket`: the peer of the TCP connection, when known. `forwardedFor`:
 * the `X-Forwarded-For` chain. With `{hops: 0}` the chain is ignored; with N hops the client is
 * the Nth entry from the right (what the outermost of our proxies saw; the leftmost entry of a
 * shorter chain); with a trusted list, the rightmost entry, starting at the socket, that is not one
 * of our proxies. Always a canonical address or `UNKNOWN_CLIENT`, at most 64 characters.
 */
export function clientAddress({
  socket,
  forwardedFor,
  trust,
}: {
  socket?: string | null
  forwardedFor?: string | null
  trust: TrustProxy
}): string {
  const peer = socket ? normalizeAddress(socket) : null
  const fallback = peer ?? UNKNOWN_CLIENT
  if ('hops' in trust) {
    if (trust.hops === 0) return fallback
    const chain = chainEntries(forwardedFor)
    if (!chain.length) return fallback
    return normalizeAddress(chain[Math.max(0, chain.length - trust.hops)]!) ?? fallback
  }
  const isProxy = (address: string) => trust.trusted.check(address, family(address))
  if (peer && !isProxy(peer)) return peer
  const chain = chainEntries(forwardedFor)
  let client = peer
  for (let i = chain.length - 1; i >= 0; i--) {
    const address = normalizeAddress(chain[i]!)
    // A broken entry appended behind our proxies: the chain cannot be followed further.
    if (!address) break
    client = address
    if (!isProxy(address)) break
  }
  return client ?? UNKNOWN_CLIENT
}

/** `parseTrustProxy` once per distinct setting. */
const parsedSettings = new Map<string, TrustProxy>()

/**
 * The client's address from a request's headers and the environment: the production server's
 * socket header when that server set it, the forwarded chain as `TRUST_PROXY` allows.
 */
export function clientAddressOf(
  headers: { get(name: string): string | null },
  env: Record<string, string | undefined>,
): string {
  const setting = env.TRUST_PROXY ?? ''
  let trust = parsedSettings.get(setting)
  if (!trust) {
    trust = parseTrustProxy(setting)
    parsedSettings.set(setting, trust)
  }
  return clientAddress({
    socket: env[CLIENT_ADDRESS_HEADER_ENV] === '1' ? headers.get(CLIENT_ADDRESS_HEADER) : null,
    forwardedFor: headers.get('x-forwarded-for'),
    trust,
  })
}

/** The eight 16-bit groups of a canonical IPv6 address, as numbers. */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::')
  const part = (text: string) => (text ? text.split(':').map((group) => parseInt(group, 16)) : [])
  const left = part(head)
  const right = tail === undefined ? [] : part(tail)
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right]
}

/**
 * The subject a client address is counted under by the per-address rate limits. An IPv4
 * address is one subscriber; an IPv6 subscriber is usually handed a whole /64 (or more) and can
 * draw a fresh address from it for every request, so IPv6 addresses count per /64 prefix
 * (`2001:db8:1:2::/64`). `UNKNOWN_CLIENT` stays as it is.
 */
export function rateLimitKey(address: string): string {
  if (!isIPv6(address)) return address
  const prefix = ipv6Groups(address)
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')
  return `${prefix}::/64`
}

/**
 * The network a rate-limit key (`rateLimitKey`) belongs to, for the shares of a ceiling that
 * one network must not use up (the SMS budget, docs/decisions.md): an IPv4 address's /24
 * (`203.0.113.0/24`), an IPv6 /64's /48 (`2001:db8:1::/48`, what one site is usually given);
 * anything else (`UNKNOWN_CLIENT`) as it is.
 */
export function clientNetwork(key: string): string {
  if (isIPv4(key)) return `${key.split('.').slice(0, 3).join('.')}.0/24`
  const prefix = key.endsWith('::/64') ? key.slice(0, -'::/64'.length) : null
  if (prefix !== null || isIPv6(key)) {
    const groups = ipv6Groups(prefix !== null ? `${prefix}::` : key)
    return `${groups
      .slice(0, 3)
      .map((group) => group.toString(16))
      .join(':')}::/48`
  }
  return key
}
