import {
  Agent,
  request as httpRequest,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http'

import { negotiateLocale } from '@/i18n/locales'
import { OUTAGE_RETRY_AFTER } from '@/lib/databaseOutage'
import { fail } from '@/lib/failure'
import { apiHeaders } from '@/lib/securityHeaders'

import { errorBody } from './errors'
import { outageAnswer } from './outagePage'

/**
 * The front process's way to the app process (`scripts/server.ts` to `scripts/app.ts`): every
 * request the front does not answer itself goes on, as it came, over the app's Unix socket, and
 * the answer comes back as it left the app, streamed (pages render in pieces).
 *
 * - Connection-level headers stay on their own hop; everything else passes both ways unchanged
 *   (repeated headers such as Set-Cookie stay repeated, names keep their case).
 * - The app's connections are kept open and reused (the app server keeps them as long as the front
 *   wants: `keepAliveTimeout` 0 there), so a request costs no new connection.
 * - A caller who leaves ends the app's work on the request too.
 * - When the app cannot be reached (it is restarting or gone), the caller gets the outage answer in
 *   their language: a 503 page for pages, the JSON error for the API, with Retry-After.
 */

/** Headers of one connection (RFC 9110, 7.6.1), and `Expect` (the front has answered it). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'expect',
])

/** The answer's headers as `writeHead` takes them: each name once, repeated values as a list. */
function answerHeaders(raw: string[]): OutgoingHttpHeaders {
  const names = new Map<string, string>()
  const headers: OutgoingHttpHeaders = {}
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i]!
    const lower = name.toLowerCase()
    if (HOP_BY_HOP.has(lower)) continue
    const value = raw[i + 1]!
    const known = names.get(lower)
    if (known === undefined) {
      names.set(lower, name)
      headers[name] = lower === 'set-cookie' ? [value] : value
    } else {
      const existing = headers[known]
      headers[known] = Array.isArray(existing) ? [...existing, value] : [String(existing), value]
    }
  }
  return headers
}

/** What the caller gets when the app cannot answer. */
function unavailable(request: IncomingMessage, response: ServerResponse): void {
  const url = request.url ?? '/'
  const api = url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')
  if (!api && request.method === 'GET') {
    const page = outageAnswer(request, 502, () => true)
    if (page) {
      response.writeHead(page.status, page.headers)
      response.end(page.body)
      return
    }
  }
  const locale = negotiateLocale({
    query: null,
    cookie: request.headers.cookie ?? null,
    acceptLanguage: request.headers['accept-language'] ?? null,
  })
  const body = JSON.stringify(
    errorBody(fail('service-unavailable', 'api.serviceUnavailable'), locale),
  )
  const headers: OutgoingHttpHeaders = {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    'Retry-After': String(OUTAGE_RETRY_AFTER),
  }
  for (const { key, value } of apiHeaders({ production: true })) headers[key] = value
  response.writeHead(503, headers)
  response.end(body)
}

export type AppProxy = {
  /** Hands the request to the app and its answer back to the caller. */
  forward: (request: IncomingMessage, response: ServerResponse) => void
  /** Closes the kept connections. */
  close: () => void
}

export function appProxy(
  socketPath: string,
  onError: (error: Error, request: IncomingMessage) => void,
): AppProxy {
  const agent = new Agent({ keepAlive: true })
  const forward = (request: IncomingMessage, response: ServerResponse) => {
    const headers: OutgoingHttpHeaders = {}
    for (const name in request.headers) {
      if (!HOP_BY_HOP.has(name)) headers[name] = request.headers[name]
    }
    /** The caller left before the answer was complete: the app's work on it is ended. */
    let abandoned = false
    /**
     * The app's answer has come: an error of the request now (the app answered before reading
     * the whole body, and closed) is not a failure; the answer goes out as it came.
     */
    let answered = false
    const failed = (error: Error) => {
      if (abandoned || answered) return
      onError(error, request)
      if (!response.headersSent) unavailable(request, response)
      else response.destroy()
    }
    let upstream
    try {
      upstream = httpRequest({
        socketPath,
        agent,
        method: request.method,
        path: request.url,
        headers,
      })
    } catch {
      // A target Node will not send on (the app's server would refuse it anyway).
      response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' })
      response.end('Bad Request')
      request.resume()
      return
    }
    upstream.on('response', (answer) => {
      answered = true
      response.writeHead(answer.statusCode ?? 502, answerHeaders(answer.rawHeaders))
      answer.on('error', () => response.destroy())
      answer.pipe(response)
    })
    upstream.on('error', failed)
    response.on('close', () => {
      if (response.writableFinished) return
      abandoned = true
      upstream.destroy()
    })
    request.pipe(upstream)
  }
  return { forward, close: () => agent.destroy() }
}
