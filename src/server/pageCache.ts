import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { LOCALE_COOKIE } from '@/i18n/locales'
import { signalServer } from '@/lib/serverSignals'

import { REQUEST_ID_HEADER } from './requestLog'

/**
 * The production server's front cache of public pages and lists (`scripts/server.ts`), a microcache like
 * nginx's in front of Next: a page Next itself served from its ISR cache (`x-nextjs-cache: HIT`,
 * 200, HTML, no cookie set) is the same for every visitor who asks for it the same way, so its
 * final answer - status, headers (the Content-Security-Policy with its inline-script hashes
 * included) and bytes - is kept in memory and sent again as it is, without Next's router, the
 * proxy and the renderer's cache lookup. Next's pipeline alone caps a cached page at a few hundred
 * requests a second on two cores.
 *
 * - Keyed on all a request carries that can change the answer before the page is rendered: the
 *   method, host (and forwarded host and scheme), the URL, the language cookie and Accept-Language
 *   (next-intl's proxy redirects `/` by them), the encoding asked for, and whether the request
 *   asked for HTML (only those get the hashes, `inlineScriptHashes.ts`).
 * - Never answered from here: other methods, Next's RSC and router requests (`rsc`, `next-*`
 *   headers), draft mode and revalidation requests. Never kept: anything Next did not serve as a
 *   cache HIT (dynamic pages such as a customer's booking or /settings, redirects, errors, a STALE
 *   page that is being regenerated).
 * - An editor's publish (`src/content/revalidate.ts`) moves the public site's generation on: every
 *   page kept before is dropped, and an answer that was being rendered across the change is not
 *   kept. The counter lives on `globalThis` because that hook runs in Next's bundle, a different
 *   copy of this module. Pages are also kept at most `maxAgeMs` (a few seconds), a bound for
 *   anything that changes them otherwise (Next's hourly revalidation, another process).
 * - Bounded: the most recently used `maxEntries` and `maxBytes` at most.
 *
 * Like `quoteDirect.ts`, loaded before Next starts: nothing here may import `next/server`.
 */

const GENERATION_KEY = Symbol.for('masar.publicSite.generation')
const generationStore = globalThis as typeof globalThis & { [GENERATION_KEY]?: number }

/** The public site's generation: moved on by every editorial change. */
export const publicSiteGeneration = (): number => generationStore[GENERATION_KEY] ?? 0

/** Drops every page the front cache keeps (an editor published a change). */
export function nextPublicSiteGeneration(): void {
  generationStore[GENERATION_KEY] = publicSiteGeneration() + 1
  signalServer('public-site')
}

/** Paths that are never pages. */
const NOT_PAGES = /^\/(api|_next|media)(\/|$)/
/**
 * The public lists of the JSON API (`src/server/lists.ts`): the same for everyone who asks the
 * same way (their answers follow only `?lang=`, the language cookie and Accept-Language, all in
 * the key), and they say so with `Cache-Control: public, ..., s-maxage=...`. Kept like pages.
 */
const PUBLIC_LISTS = /^\/api\/(cars|areas|airlines|nationalities|phone-countries)(\?|$)/

/** A list answer that shared caches may keep (`public` with an `s-maxage`) and sets no cookie. */
function isSharedList(response: ServerResponse): boolean {
  const cacheControl = String(response.getHeader('cache-control') ?? '')
  return (
    /\bpublic\b/i.test(cacheControl) &&
    /\bs-maxage=\d+/i.test(cacheControl) &&
    !/\b(private|no-store)\b/i.test(cacheControl) &&
    response.getHeader('set-cookie') === undefined &&
    String(response.getHeader('content-type') ?? '').startsWith('application/json')
  )
}

/** At the first byte: may this answer be kept (a page from Next's cache, or a public list)? */
const shareable = (response: ServerResponse): boolean =>
  response.statusCode === 200 &&
  (response.getHeader('x-nextjs-cache') === 'HIT' || isSharedList(response))

/** Request headers with which Next answers something else than the page (RSC, prefetch, preview). */
const isRouterHeader = (name: string) =>
  name === 'rsc' ||
  name.startsWith('next-') ||
  name.startsWith('x-nextjs') ||
  name.startsWith('x-middleware') ||
  name.startsWith('x-prerender')

const LOCALE_COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`)
/** Next's draft mode: pages rendered for an editor's preview. */
const DRAFT_MODE_COOKIE = /(?:^|;\s*)__prerender_bypass=/

/** Headers of one connection, one moment or one request: Node and the server write their own. */
const NOT_KEPT = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  // Each answer carries its own request's id (`requestLog.ts`), set before the cache answers.
  REQUEST_ID_HEADER,
])

const headerText = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(',') : (value ?? '')

/**
 * The key of the answer this request gets, or `undefined` when it must go to Next: what the
 * proxy and Next read before they choose the page.
 */
export function pageCacheKey(request: IncomingMessage): string | undefined {
  const method = request.method
  if (method !== 'GET' && method !== 'HEAD') return undefined
  const url = request.url ?? ''
  if (NOT_PAGES.test(url) && !PUBLIC_LISTS.test(url)) return undefined
  const headers = request.headers
  for (const name in headers) if (isRouterHeader(name)) return undefined
  const cookie = headers.cookie ?? ''
  if (DRAFT_MODE_COOKIE.test(cookie)) return undefined
  const html = (headers.accept ?? '').includes('text/html')
  const acceptEncoding = headerText(headers['accept-encoding'])
  // HTML pages are compressed by `inlineScriptHashes.ts` (gzip or nothing); others by Next.
  const encoding = html ? /\bgzip\b/i.test(acceptEncoding) : acceptEncoding
  return [
    html,
    encoding,
    headers.host ?? '',
    headerText(headers['x-forwarded-host']),
    headerText(headers['x-forwarded-proto']),
    cookie.match(LOCALE_COOKIE_PATTERN)?.[1] ?? '',
    headers['accept-language'] ?? '',
    url,
  ].join('\0')
}

type LocaleCookie = { text: string; maxAgeMs: number }

type Entry = {
  generation: number
  storedAt: number
  status: number
  /** Name, value, name, value, ... as `writeHead` takes them, with the Content-Length. */
  headers: (string | number)[]
  /** Where the locale cookie is in `headers`, and its lifetime: its expiry is written when sent. */
  cookie?: { index: number; maxAgeMs: number }
  body: Buffer
}

export type PageCacheOptions = {
  maxAgeMs: number
  maxEntries: number
  maxBytes: number
  /** A single page larger than this is not kept. */
  maxEntryBytes: number
  now?: () => number
}

export const PAGE_CACHE_DEFAULTS: PageCacheOptions = {
  maxAgeMs: 5_000,
  maxEntries: 1_000,
  maxBytes: 64 * 1024 * 1024,
  maxEntryBytes: 2 * 1024 * 1024,
}

type Chunk = string | Uint8Array

/**
 * next-intl's proxy sets the language cookie on a page it lets through to a visitor who did not
 * have it yet (`NEXT_LOCALE=en; Path=/; Expires=...; Max-Age=31536000; SameSite=lax`): the same
 * cookie for everyone who asks the same way, but for its expiry date. Such a page is kept, and
 * the cookie's expiry is written anew each time it is sent.
 */
const LOCALE_COOKIE_SET = new RegExp(`^${LOCALE_COOKIE}=[^;]*;.*\\bMax-Age=(\\d+)`, 'i')
const EXPIRES = /\bExpires=[^;]*/i

/** The locale cookie Next set on this answer: its text and lifetime; null when it set none. */
function localeCookieSet(response: ServerResponse): LocaleCookie | null | undefined {
  const header = response.getHeader('set-cookie')
  if (header === undefined) return null
  const cookies = Array.isArray(header) ? header : [String(header)]
  if (cookies.length !== 1) return undefined
  const maxAge = LOCALE_COOKIE_SET.exec(cookies[0]!)?.[1]
  return maxAge === undefined ? undefined : { text: cookies[0]!, maxAgeMs: Number(maxAge) * 1000 }
}

/**
 * Whether Next's answer is the same for everyone who asks the same way; `undefined` when not,
 * else the locale cookie it sets (or null).
 */
function keepable(response: ServerResponse): LocaleCookie | null | undefined {
  if (response.statusCode !== 200) return undefined
  if (isSharedList(response)) return null
  if (!String(response.getHeader('content-type') ?? '').startsWith('text/html')) return undefined
  if (response.getHeader('x-nextjs-cache') !== 'HIT') return undefined
  if (/\b(private|no-store)\b/i.test(String(response.getHeader('cache-control') ?? ''))) {
    return undefined
  }
  return localeCookieSet(response)
}

export class PageCache {
  private readonly entries = new Map<string, Entry>()
  private bytes = 0
  private readonly options: PageCacheOptions
  private readonly now: () => number

  constructor(options: Partial<PageCacheOptions> = {}) {
    this.options = { ...PAGE_CACHE_DEFAULTS, ...options }
    this.now = this.options.now ?? Date.now
  }

  /** How many pages and bytes are kept. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes }
  }

  /**
   * Answers the request from the cache (with `requestId` as its `x-request-id` when given); false
   * (nothing written) when it must go to Next.
   */
  serve(request: IncomingMessage, response: ServerResponse, requestId?: string): boolean {
    const key = pageCacheKey(request)
    if (key === undefined) return false
    const entry = this.entries.get(key)
    if (!entry) return false
    if (
      entry.generation !== publicSiteGeneration() ||
      this.now() - entry.storedAt > this.options.maxAgeMs
    ) {
      this.drop(key, entry)
      return false
    }
    // Most recently used last: the first entry is the one to drop.
    this.entries.delete(key)
    this.entries.set(key, entry)
    if (entry.cookie) {
      const { index, maxAgeMs } = entry.cookie
      const expires = `Expires=${new Date(this.now() + maxAgeMs).toUTCString()}`
      entry.headers[index] = String(entry.headers[index]).replace(EXPIRES, expires)
    }
    response.writeHead(
      entry.status,
      requestId ? [...entry.headers, REQUEST_ID_HEADER, requestId] : entry.headers,
    )
    response.end(request.method === 'HEAD' ? undefined : entry.body)
    return true
  }

  /**
   * Watches Next's answer to this request (call before handing it to Next, and before anything
   * else that rewrites the answer, such as `hashInlineScripts`, so that what is kept is what
   * leaves) and keeps it when it is a public page served from Next's cache.
   */
  capture(request: IncomingMessage, response: ServerResponse): void {
    if (request.method !== 'GET') return
    const key = pageCacheKey(request)
    if (key === undefined) return
    const generation = publicSiteGeneration()
    const original = { write: response.write, end: response.end, writeHead: response.writeHead }
    const chunks: Buffer[] = []
    let size = 0
    /** Not to be kept: too large, or (known with the headers, at the first byte) not a cache HIT. */
    let ignored = false
    const collect = (
      answer: ServerResponse,
      chunk: Chunk | undefined | null,
      encoding?: unknown,
    ) => {
      if (!ignored && !shareable(answer)) {
        ignored = true
        chunks.length = 0
      }
      if (chunk === undefined || chunk === null || typeof chunk === 'function' || ignored) return
      const bytes =
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk) // a copy: the caller may reuse its buffer
      size += bytes.length
      if (size > this.options.maxEntryBytes) {
        ignored = true
        chunks.length = 0
        return
      }
      chunks.push(bytes)
    }

    // Headers given to writeHead are set one by one, so that the answer's headers can be read back.
    response.writeHead = function writeHead(
      this: ServerResponse,
      statusCode: number,
      ...rest: unknown[]
    ) {
      const headers = rest.find((part) => typeof part === 'object' && part !== null)
      if (Array.isArray(headers)) {
        for (let i = 0; i + 1 < headers.length; i += 2) this.setHeader(headers[i], headers[i + 1])
      } else if (headers) {
        for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) {
          if (value !== undefined) this.setHeader(name, value)
        }
      }
      const message = rest.filter((part) => typeof part === 'string')
      return (original.writeHead as (...args: unknown[]) => ServerResponse).call(
        this,
        statusCode,
        ...message,
      )
    } as ServerResponse['writeHead']

    response.write = function write(this: ServerResponse, chunk: Chunk, ...rest: unknown[]) {
      collect(this, chunk, rest[0])
      return (original.write as (...args: unknown[]) => boolean).call(this, chunk, ...rest)
    } as ServerResponse['write']

    const keep = (answer: ServerResponse, cookie: LocaleCookie | null) =>
      this.store(key, generation, answer, cookie, Buffer.concat(chunks))
    response.end = function end(this: ServerResponse, ...args: unknown[]) {
      const first = args[0]
      collect(this, typeof first === 'function' ? undefined : (first as Chunk | undefined), args[1])
      Object.assign(this, original)
      const ended = (original.end as (...a: unknown[]) => ServerResponse).apply(this, args)
      if (ignored || generation !== publicSiteGeneration()) return ended
      const cookie = keepable(this)
      if (cookie !== undefined) keep(this, cookie)
      return ended
    } as ServerResponse['end']
  }

  private store(
    key: string,
    generation: number,
    response: ServerResponse,
    cookie: LocaleCookie | null,
    body: Buffer,
  ) {
    const headers: (string | number)[] = []
    let cookieIndex = -1
    // As they were written (names in their own case), as Next would send them.
    // (Node has had `getRawHeaderNames` since 15.13; its types here do not list it.)
    const written = response as ServerResponse & { getRawHeaderNames(): string[] }
    for (const name of written.getRawHeaderNames()) {
      const value = response.getHeader(name)
      const lower = name.toLowerCase()
      if (value === undefined || NOT_KEPT.has(lower)) continue
      if (lower === 'set-cookie') cookieIndex = headers.length + 1
      if (Array.isArray(value)) for (const item of value) headers.push(name, item)
      else headers.push(name, value)
    }
    headers.push('Content-Length', body.length)
    const kept = this.entries.get(key)
    if (kept) this.drop(key, kept)
    this.entries.set(key, {
      generation,
      storedAt: this.now(),
      status: response.statusCode,
      headers,
      cookie:
        cookie && cookieIndex >= 0 ? { index: cookieIndex, maxAgeMs: cookie.maxAgeMs } : undefined,
      body,
    })
    this.bytes += body.length
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.bytes <= this.options.maxBytes) break
      this.drop(oldest, entry)
    }
  }

  private drop(key: string, entry: Entry) {
    if (this.entries.get(key) !== entry) return
    this.entries.delete(key)
    this.bytes -= entry.body.length
  }
}
