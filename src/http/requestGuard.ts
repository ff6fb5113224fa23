import type { IncomingMessage, ServerResponse } from 'node:http'

import { negotiateLocale } from '@/i18n/locales'
import { type Failure, fail } from '@/lib/failure'
import { apiHeaders } from '@/lib/securityHeaders'

import { errorBody, httpStatusOf } from './errors'
import { REQUEST_ID_HEADER } from './requestLog'

/**
 * What the production server (`scripts/server.ts`) refuses before Next sees a request, because
 * Next's router answers these with a 500 (found by the probe: `tests/e2e/probe.http.spec.ts`,
 * `tests/int/edge-connections.int.spec.ts`): a method it does not serve (TRACE, PROPFIND, ...),
 * a request target that is not a path (`*`, `http://host/...`), and a path whose
 * percent-encoding does not decode (`/%`, `/%E0%A4%A`, `/%C0%AF`). A path longer than any of
 * the site's is refused too: Next echoes it into response headers (the language links), which
 * proxies in front then cannot read.
 *
 * Loaded by the server before Next starts: nothing here may import `next/server`.
 */

/** The methods Next's handler serves (route handlers export these; pages take GET, HEAD, POST). */
export const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
const SERVED = new Set<string>(SERVED_METHODS)

/** The longest path the server reads; the site's own are far shorter. */
export const MAX_PATH_LENGTH = 2048

const API_PATH = /^\/+api(\/|$)/i

/** Why this request is refused before Next, or null to hand it on. */
export function requestRefusal(
  method: string | undefined,
  target: string | undefined,
): Failure | null {
  if (!method || !SERVED.has(method)) return fail('method-not-allowed', 'api.methodNotAllowed')
  const path = (target ?? '').split('?', 1)[0]!
  if (!path.startsWith('/')) return fail('invalid-url', 'api.invalidUrl')
  if (path.length > MAX_PATH_LENGTH) return fail('url-too-long', 'api.urlTooLong')
  try {
    decodeURIComponent(path)
  } catch {
    return fail('invalid-url', 'api.invalidUrl')
  }
  return null
}

/** The caller's language, read as leniently as the rest of the request allows. */
function localeOf(request: IncomingMessage) {
  const target = request.url ?? ''
  const query = target.includes('?') ? target.slice(target.indexOf('?') + 1) : ''
  return negotiateLocale({
    query: new URLSearchParams(query).get('lang'),
    cookie: request.headers.cookie ?? null,
    acceptLanguage: request.headers['accept-language'] ?? null,
  })
}

const isApiRequest = (request: IncomingMessage) => API_PATH.test(request.url ?? '')

/** Writes a refusal: the API's JSON error in the caller's language, plain text for pages. */
function refuse(request: IncomingMessage, response: ServerResponse, failure: Failure) {
  const status = httpStatusOf(failure.code)
  const body = errorBody(failure, localeOf(request))
  response.statusCode = status
  // An error in text or JSON, never a page to run: the API's policy (`default-src 'none'`).
  const headers = apiHeaders({ production: process.env.NODE_ENV === 'production' })
  for (const { key, value } of headers) response.setHeader(key, value)
  if (status === 405) response.setHeader('Allow', SERVED_METHODS.join(', '))
  response.setHeader('Cache-Control', 'no-store')
  // The request may still be sending a body: do not keep the connection for another request.
  response.setHeader('Connection', 'close')
  if (isApiRequest(request)) {
    response.setHeader('Content-Type', 'application/json')
    response.end(JSON.stringify(body))
  } else {
    response.setHeader('Content-Type', 'text/plain; charset=utf-8')
    response.end(body.message)
  }
  request.resume()
}

/**
 * Answers the request itself when Next must not see it (`requestRefusal`); true when it did.
 */
export function refuseUnservable(
  request: IncomingMessage,
  response: ServerResponse,
  requestId?: string,
): boolean {
  const failure = requestRefusal(request.method, request.url)
  if (!failure) return false
  if (requestId) response.setHeader(REQUEST_ID_HEADER, requestId)
  refuse(request, response, failure)
  return true
}

/**
 * Next answers a method a route handler does not export with an empty 405; an API caller gets
 * the JSON error instead (`method-not-allowed`, in its language). Next sends the headers before
 * the (empty) body, so the type is set as they go out and the body written at the end.
 */
export function jsonMethodNotAllowed(request: IncomingMessage, response: ServerResponse): void {
  if (!isApiRequest(request)) return
  let replaceBody = false
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse
  response.writeHead = ((...args: unknown[]) => {
    if (args[0] === 405 && args.length === 1 && !response.hasHeader('content-type')) {
      replaceBody = true
      response.removeHeader('content-length')
      response.setHeader('Content-Type', 'application/json')
      response.setHeader('Cache-Control', 'no-store')
    }
    return writeHead(...args)
  }) as typeof response.writeHead
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse
  response.end = ((...args: unknown[]) => {
    const chunk = args[0]
    const empty =
      chunk === undefined ||
      chunk === null ||
      typeof chunk === 'function' ||
      ((typeof chunk === 'string' || chunk instanceof Uint8Array) && chunk.length === 0)
    if (!response.headersSent && response.statusCode === 405) response.writeHead(405)
    if (replaceBody && empty) {
      const body = errorBody(fail('method-not-allowed', 'api.methodNotAllowed'), localeOf(request))
      return end(JSON.stringify(body))
    }
    return end(...args)
  }) as typeof response.end
}
