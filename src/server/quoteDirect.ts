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
 * `POST /api/booking/quote` answered by the production server's front process
 * (`scripts/server.ts`), which has no Next in it: Next's request pipeline alone caps out near
 * 1,000 requests a second on two cores, and even a bare handler inside Next's process costs half
 * as much again as in a process of its own (docs/decisions.md, "The front process"). The answer
 * is the route's own (`quoteAnswer` on the same catalog, the same language rules and headers);
 * only the framework around it is skipped.
 *
 * Nothing it imports at run time may load `next/server` (it throws outside Next), hence
 * `errors.ts`, not `responses.ts`. The end-to-end tests and CI's production check start this
 * server.
 *
 * The catalog is read, never loaded: while the front has none that is current (first request, an
 * editor's change, the TTL), the request goes on to the Next route, which loads it, and the app
 * process passes it on to the front (`frontChannel.ts`).
 *
 * A body seen before is answered from memory, as the bytes sent the first time
 * (`quoteByBody.ts`). Keep this path free of per-request work it does not need.
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

/** The catalog of this process's booking cache when it is current (see `cache.ts`). */
const cachedCatalog = () => peekCache<BookingCatalog>(CACHE_NAMES.catalog, CACHE_TTL_MS.catalog)

/**
 * The catalog to answer this request with, when it is a quote the server may answer itself;
 * `undefined`: hand the request on (to Next). `current` gives the catalog while it is current:
 * the front process's copy (`scripts/server.ts`), or this process's cache by default.
 */
export function directQuoteCatalog(
  request: IncomingMessage,
  current: () => BookingCatalog | undefined = cachedCatalog,
): BookingCatalog | undefined {
  if (request.method !== 'POST') return undefined
  const url = request.url ?? ''
  if (url !== QUOTE_PATH && url.split('?', 1)[0] !== QUOTE_PATH) return undefined
  return current()
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

/** The body's bytes once they are all in: the answer, or a 400 when they are not JSON. */
function answerBody(
  response: ServerResponse,
  body: Buffer,
  catalog: BookingCatalog,
  locale: Locale,
  requestId: string | undefined,
) {
  try {
    const answer = answerQuoteBody(body, catalog, locale, Date.now())
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
  // Closures rather than bound functions: `bind` is a call into the runtime, three per request.
  let chunk: Buffer | undefined
  let chunks: Buffer[] | undefined
  let size = 0
  let answered = false
  request.on('data', (data: Buffer) => {
    if (answered) return
    size += data.length
    if (size > QUOTE_BODY_LIMIT) {
      answered = true
      refuse(response, bodyTooLarge(), locale, requestId)
      request.resume()
      return
    }
    // A quote's body comes in one piece: an array only when it does not.
    if (chunk === undefined) chunk = data
    else (chunks ??= [chunk]).push(data)
  })
  // No 'error' listener: a request whose caller left is one Node emits no error for unless one
  // listens (`IncomingMessage`'s destroy), and there is no one left to answer.
  request.on('end', () => {
    if (answered) return
    answered = true
    const body = chunks ? Buffer.concat(chunks) : (chunk ?? Buffer.alloc(0))
    answerBody(response, body, catalog, locale, requestId)
  })
}
