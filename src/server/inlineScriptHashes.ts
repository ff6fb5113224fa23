import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { gzipSync } from 'node:zlib'

import { inlineScriptHashes, withScriptSources } from '@/lib/securityHeaders'

import { lightenPublicPage } from './staticPages'

const CSP = 'content-security-policy'

/** A page (not an RSC payload, file or JSON) the browser asked for as a document. */
const asksForHtml = (request: IncomingMessage): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !request.headers.rsc &&
  (request.headers.accept ?? '').includes('text/html')

type Chunk = string | Uint8Array

/** A page as sent: its policy with the hashes, and its bytes (gzipped when `gzip`). */
type Prepared = { csp: string | undefined; body: Buffer; gzip: boolean }

/**
 * Pages served from Next's cache are the same bytes each time: their policy and gzip are worked
 * out once and kept here (by the SHA-256 of the page, its policy and the encoding), the newest
 * `PREPARED_ENTRIES` and at most `PREPARED_BYTES` in all. Hashing a page is a fraction of a
 * millisecond; compressing it again on every request blocked the server for several.
 */
const PREPARED_ENTRIES = 200
const PREPARED_BYTES = 64 * 1024 * 1024
const prepared = new Map<string, Prepared>()
let preparedBytes = 0

function prepare(
  sent: Buffer,
  csp: string | undefined,
  acceptsGzip: boolean,
  deferScripts: boolean,
): Prepared {
  const key = createHash('sha256')
    .update(sent)
    .update(`\0${csp ?? ''}\0${acceptsGzip ? 'gzip' : 'identity'}\0${deferScripts ? 'defer' : ''}`)
    .digest('base64')
  const kept = prepared.get(key)
  if (kept) {
    // Most recently used last: the first entry is the one to drop.
    prepared.delete(key)
    prepared.set(key, kept)
    return kept
  }
  const html = deferScripts ? Buffer.from(lightenPublicPage(sent.toString('utf8')), 'utf8') : sent
  const gzip = acceptsGzip && html.length > 1024
  const page: Prepared = {
    csp:
      csp === undefined
        ? undefined
        : withScriptSources(csp, inlineScriptHashes(html.toString('utf8'))),
    body: gzip ? gzipSync(html) : html,
    gzip,
  }
  prepared.set(key, page)
  preparedBytes += page.body.length
  for (const [oldest, entry] of prepared) {
    if (prepared.size <= PREPARED_ENTRIES && preparedBytes <= PREPARED_BYTES) break
    prepared.delete(oldest)
    preparedBytes -= entry.body.length
  }
  return page
}
type Callback = (error?: Error | null) => void

/** An answer sent instead of the page's. */
export type Substitute = { status: number; headers: Record<string, string>; body: Buffer }

/**
 * Lets the production server (`scripts/server.ts`) give each HTML page a Content-Security-Policy
 * that allows exactly its own inline scripts by their SHA-256 hashes (docs/decisions.md, "Security
 * headers"). Call before handing the request to Next: a page's answer is held until it is
 * complete, hashed, its policy extended, compressed (gzip, when the browser takes it: Next's own
 * compression is kept out of the way so the text can be read) and sent. Answers that are not HTML
 * pass through untouched. Conditional requests of pages are answered in full (no 304), as a 304
 * would bring the page's kept copy the policy without its hashes.
 */
export function hashInlineScripts(
  request: IncomingMessage,
  response: ServerResponse,
  /** Another answer to send instead of the page's, decided by its status (`outagePage.ts`). */
  substitute?: (statusCode: number) => Substitute | undefined,
  /**
   * The public site's pages: without React where none is needed, else with Next's scripts after
   * the first paint (`staticPages.ts`).
   */
  deferScripts = false,
): void {
  if (!asksForHtml(request)) return
  const acceptsGzip = /\bgzip\b/i.test(String(request.headers['accept-encoding'] ?? ''))
  delete request.headers['accept-encoding']
  // A 304 would carry the policy without hashes, and the browser would pair it with the page it
  // kept: pages are always answered in full.
  delete request.headers['if-none-match']
  delete request.headers['if-modified-since']

  const original = {
    write: response.write,
    end: response.end,
    writeHead: response.writeHead,
    flushHeaders: response.flushHeaders,
  }
  const restore = () => Object.assign(response, original)
  const chunks: Buffer[] = []
  let holding: boolean | undefined

  /** Decided at the first byte: only HTML is held. */
  const isHeld = (): boolean => {
    if (holding === undefined) {
      holding =
        String(response.getHeader('content-type') ?? '').startsWith('text/html') ||
        substitute?.(response.statusCode) !== undefined
      if (!holding) restore()
    }
    return holding
  }
  const collect = (chunk: Chunk | undefined, encoding?: BufferEncoding) => {
    if (chunk === undefined || chunk === null) return
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk))
  }

  response.writeHead = function writeHead(
    this: ServerResponse,
    statusCode: number,
    ...rest: unknown[]
  ) {
    const headers = rest.find((part) => typeof part === 'object' && part !== null)
    this.statusCode = statusCode
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2) this.setHeader(headers[i], headers[i + 1])
    } else if (headers) {
      for (const [key, value] of Object.entries(headers)) {
        if (value !== undefined) this.setHeader(key, value as string)
      }
    }
    return this
  } as ServerResponse['writeHead']

  // Next flushes the headers before the first bytes; whether to hold is known only with those bytes.
  response.flushHeaders = function flushHeaders(this: ServerResponse) {
    if (holding === false) original.flushHeaders.call(this)
  }

  response.write = function write(this: ServerResponse, chunk: Chunk, ...rest: unknown[]) {
    if (!isHeld())
      return (original.write as (...args: unknown[]) => boolean).call(this, chunk, ...rest)
    collect(chunk, typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined)
    const callback = rest.find((part) => typeof part === 'function') as Callback | undefined
    callback?.()
    return true
  } as ServerResponse['write']

  response.end = function end(this: ServerResponse, ...args: unknown[]) {
    if (!isHeld()) return (original.end as (...a: unknown[]) => ServerResponse).apply(this, args)
    const callback = args.find((part) => typeof part === 'function') as Callback | undefined
    const chunk = typeof args[0] === 'function' ? undefined : (args[0] as Chunk | undefined)
    collect(chunk, typeof args[1] === 'string' ? (args[1] as BufferEncoding) : undefined)
    restore()
    const finish = original.end as (chunk: Buffer | undefined, cb?: Callback) => ServerResponse
    const instead = substitute?.(this.statusCode)
    if (instead) {
      this.statusCode = instead.status
      for (const name of [
        'content-encoding',
        'content-length',
        'transfer-encoding',
        'etag',
        'vary',
      ])
        this.removeHeader(name)
      for (const [name, value] of Object.entries(instead.headers)) this.setHeader(name, value)
      if (request.method !== 'HEAD') this.setHeader('Content-Length', instead.body.length)
      return finish.call(this, request.method === 'HEAD' ? undefined : instead.body, callback)
    }
    const csp = this.getHeader(CSP)
    const page = prepare(
      Buffer.concat(chunks),
      typeof csp === 'string' ? csp : undefined,
      acceptsGzip && !this.getHeader('content-encoding'),
      deferScripts,
    )
    const body = page.body
    if (page.csp !== undefined) this.setHeader(CSP, page.csp)
    if (page.gzip) {
      this.setHeader('Content-Encoding', 'gzip')
      const vary = String(this.getHeader('vary') ?? '')
      if (!/accept-encoding/i.test(vary)) {
        this.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
      }
    }
    this.removeHeader('transfer-encoding')
    if (request.method !== 'HEAD') this.setHeader('Content-Length', body.length)
    return finish.call(this, request.method === 'HEAD' ? undefined : body, callback)
  } as ServerResponse['end']
}
