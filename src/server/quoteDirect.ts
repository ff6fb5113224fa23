import type { IncomingMessage, ServerResponse } from 'node:http'

import { CACHE_NAMES, CACHE_TTL_MS, peekCache } from '@/booking/operations/cache'
import type { BookingCatalog } from '@/booking/operations/catalog'
import { BOOKING_ERRORS } from '@/booking/validation'
import { negotiateLocale } from '@/i18n/locales'
import { parseBoundedJson } from '@/lib/boundedJson'
import { type Failure, fail } from '@/lib/failure'
import { apiHeaders } from '@/lib/securityHeaders'

import { errorBody, httpStatusOf } from './errors'
import { quoteAnswer } from './quoteAnswer'
import { bodyTooLarge } from './request'

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
 */

/** The headers Next's configuration gives every other JSON answer. */
const API_HEADERS = apiHeaders({ production: process.env.NODE_ENV === 'production' })

export const QUOTE_PATH = '/api/booking/quote'
/** A quote is a few hundred bytes; anything far larger is not one. */
export const QUOTE_BODY_LIMIT = 16 * 1024

/**
 * The catalog to answer this request with, when it is a quote the server may answer itself;
 * `undefined`: hand the request to Next.
 */
export function directQuoteCatalog(request: IncomingMessage): BookingCatalog | undefined {
  if (request.method !== 'POST') return undefined
  const path = (request.url ?? '').split('?')[0]
  if (path !== QUOTE_PATH) return undefined
  return peekCache<BookingCatalog>(CACHE_NAMES.catalog, CACHE_TTL_MS.catalog)
}

function send(response: ServerResponse, status: number, json: string) {
  response.statusCode = status
  for (const { key, value } of API_HEADERS) response.setHeader(key, value)
  response.setHeader('Content-Type', 'application/json')
  response.setHeader('Cache-Control', 'no-store')
  response.end(json)
}

/**
 * Answers a quote with the catalog `directQuoteCatalog` gave (as the route would with the catalog
 * current when the request arrived). Never throws: bad bodies are 400s, oversized ones 413s.
 */
export function answerQuoteDirect(
  request: IncomingMessage,
  response: ServerResponse,
  catalog: BookingCatalog,
): void {
  const query = new URLSearchParams((request.url ?? '').split('?')[1] ?? '')
  const locale = negotiateLocale({
    query: query.get('lang'),
    cookie: request.headers.cookie ?? null,
    acceptLanguage: request.headers['accept-language'] ?? null,
  })
  const refuse = (failure: Failure) =>
    send(response, httpStatusOf(failure.code), JSON.stringify(errorBody(failure, locale)))
  const invalidBody = () => refuse(fail('invalid-body', 'api.invalidBody'))
  // Refused by what it claims, as `readJson` does, rather than waiting for bytes that may never come.
  const declared = Number(request.headers['content-length'])
  if (Number.isFinite(declared) && declared > QUOTE_BODY_LIMIT) {
    response.setHeader('Connection', 'close')
    refuse(bodyTooLarge())
    request.resume()
    return
  }
  const chunks: Buffer[] = []
  let size = 0
  let refused = false
  request.on('data', (chunk: Buffer) => {
    if (refused) return
    size += chunk.length
    if (size > QUOTE_BODY_LIMIT) {
      refused = true
      refuse(bodyTooLarge())
      request.resume()
      return
    }
    chunks.push(chunk)
  })
  request.on('error', () => {
    if (!refused && !response.headersSent) invalidBody()
    refused = true
  })
  request.on('end', () => {
    if (refused) return
    const parsed = parseBoundedJson(Buffer.concat(chunks).toString('utf8'))
    if (!parsed) {
      invalidBody()
      return
    }
    const body = parsed.value
    try {
      const answer = quoteAnswer(body, catalog, { locale, now: new Date() })
      send(response, answer.httpStatus, answer.json)
    } catch (error) {
      // A bug must not take the whole server down with it.
      console.error('Direct quote failed', error)
      const crash = errorBody(fail('unknown', BOOKING_ERRORS.unknown), locale)
      send(response, 500, JSON.stringify(crash))
    }
  })
}
