import type { IncomingMessage, ServerResponse } from 'node:http'

import { CACHE_NAMES, CACHE_TTL_MS, peekCache } from '@/booking/operations/cache'
import type { BookingCatalog } from '@/booking/operations/catalog'
import { BOOKING_ERRORS } from '@/booking/validation'
import { type Locale, negotiateLocale } from '@/i18n/locales'
import { type Failure, fail } from '@/lib/failure'
import { apiHeaders } from '@/lib/securityHeaders'

import { errorBody, httpStatusOf } from './errors'
import { answerQuoteBody } from './quoteByBody'
import { bodyTooLarge } from './request'
import { requestContext } from './logger'
import { REQUEST_ID_HEADER } from './requestLog'

/**
 * `POST /api/booking/quote` answered by the production server itself (`scripts/server.ts`),
 * before Next's router: on this 2-core machine Next's request pipeline alone caps out near 1,000
 * requests a second, which keeps p95 far above 50 ms at 100 connections. The answer is the
 * route's own (`quoteAnswer` on the same in-memory catalog, the same language rules and
 * headers); only the framework around it is skipped.
 *
 * Loaded by `scripts/server.ts` before Next starts: nothing it imports at run time may load
 * `next/server` (it throws when Next has not set up its AsyncLocalStorage), hence `errors.ts`, not
 * `responses.ts`. The end-to-end tests and CI's production check start this server.
 *
 * The catalog is read, never loaded: while it is not in memory or is due for a refresh (first
 * request, an editor's change, the TTL), the request goes on to the Next route, which loads it.
 *
 * A body seen before is answered from memory, as the bytes sent the first time
 * (`quoteByBody.ts`). What each answer costs beyond bare Node's (docs/decisions.md, "The direct
 * quote, second pass") is mostly the process it runs in, Next's: keep this path free of
 * per-request work it does not need.
 */

/**
 * The headers of every answer, as `writeHead` takes them: those Next's configuration gives every
 * other JSON answer, then the route's own. Written at once rather than one `setHeader` each, with
 * the request's id and the body's length (`Content-Length`, so the answer leaves in one write
 * rather than in chunked encoding).
 */
const HEADERS: string[] = [
  ...apiHeaders({ production: process.env.NODE_ENV === 'production' }).flatMap(({ key, value }) => [
    key,
    value,
  ]),
  'Content-Type',
  'application/json',
  'Cache-Control',
  'no-store',
]

export const QUOTE_PATH = '/api/booking/quote'
/** A quote is a few hundred bytes; anything far larger is not one. */
export const QUOTE_BODY_LIMIT = 16 * 1024

/**
 * The catalog to answer this request with, when it is a quote the server may answer itself;
 * `undefined`: hand the request to Next.
 */
export function directQuoteCatalog(request: IncomingMessage): BookingCatalog | undefined {
  if (request.method !== 'POST') return undefined
  const url = request.url ?? ''
  if (url !== QUOTE_PATH && url.split('?', 1)[0] !== QUOTE_PATH) return undefined
  return peekCache<BookingCatalog>(CACHE_NAMES.catalog, CACHE_TTL_MS.catalog)
}

function send(
  response: ServerResponse,
  status: number,
  bytes: Buffer,
  requestId: string | undefined,
) {
  response.writeHead(
    status,
    requestId
      ? [...HEADERS, REQUEST_ID_HEADER, requestId, 'Content-Length', bytes.length]
      : [...HEADERS, 'Content-Length', bytes.length],
  )
  response.end(bytes)
}

function refuse(
  response: ServerResponse,
  failure: Failure,
  locale: Locale,
  requestId: string | undefined,
) {
  const bytes = Buffer.from(JSON.stringify(errorBody(failure, locale)))
  send(response, httpStatusOf(failure.code), bytes, requestId)
}

/** The caller's language, as the route reads it (`requestLocale`). */
function localeOf(request: IncomingMessage): Locale {
  const url = request.url ?? ''
  const mark = url.indexOf('?')
  return negotiateLocale({
    query: mark < 0 ? null : new URLSearchParams(url.slice(mark + 1)).get('lang'),
    cookie: request.headers.cookie ?? null,
    acceptLanguage: request.headers['accept-language'] ?? null,
  })
}

/** One quote being read: its body so far, and whether it was already answered. */
type Pending = {
  request: IncomingMessage
  response: ServerResponse
  catalog: BookingCatalog
  locale: Locale
  requestId: string | undefined
  chunks: Buffer[]
  size: number
  answered: boolean
}

function onData(this: Pending, chunk: Buffer) {
  if (this.answered) return
  this.size += chunk.length
  if (this.size > QUOTE_BODY_LIMIT) {
    this.answered = true
    refuse(this.response, bodyTooLarge(), this.locale, this.requestId)
    this.request.resume()
    return
  }
  this.chunks.push(chunk)
}

function onError(this: Pending) {
  if (!this.answered && !this.response.headersSent) {
    refuse(this.response, fail('invalid-body', 'api.invalidBody'), this.locale, this.requestId)
  }
  this.answered = true
}

function onEnd(this: Pending) {
  if (this.answered) return
  this.answered = true
  const { chunks, response, locale, requestId } = this
  const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)
  try {
    const answer = answerQuoteBody(body, this.catalog, locale, Date.now())
    if (answer) send(response, answer.httpStatus, answer.bytes, requestId)
    else refuse(response, fail('invalid-body', 'api.invalidBody'), locale, requestId)
  } catch (error) {
    // A bug must not take the whole server down with it.
    // Logged with the request's id (the production logger adds it inside the request's context).
    const log = () => console.error('Direct quote failed', error)
    if (requestId) requestContext.run({ id: requestId }, log)
    else log()
    refuse(response, fail('unknown', BOOKING_ERRORS.unknown), locale, requestId)
  }
}

/**
 * Answers a quote with the catalog `directQuoteCatalog` gave (as the route would with the catalog
 * current when the request arrived). Never throws: bad bodies are 400s, oversized ones 413s.
 */
export function answerQuoteDirect(
  request: IncomingMessage,
  response: ServerResponse,
  catalog: BookingCatalog,
  requestId?: string,
): void {
  const locale = localeOf(request)
  // Refused by what it claims, as `readJson` does, rather than waiting for bytes that may never come.
  const declared = Number(request.headers['content-length'])
  if (Number.isFinite(declared) && declared > QUOTE_BODY_LIMIT) {
    response.setHeader('Connection', 'close')
    refuse(response, bodyTooLarge(), locale, requestId)
    request.resume()
    return
  }
  const pending: Pending = {
    request,
    response,
    catalog,
    locale,
    requestId,
    chunks: [],
    size: 0,
    answered: false,
  }
  request.on('data', onData.bind(pending))
  request.on('error', onError.bind(pending))
  request.on('end', onEnd.bind(pending))
}
