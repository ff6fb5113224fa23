import type { IncomingMessage, Server, ServerResponse } from 'node:http'

import { CLIENT_ADDRESS_HEADER } from '@/lib/clientAddress'

import { outageAnswer } from './outagePage'
import { jsonMethodNotAllowed, refuseUnservable } from './requestGuard'
import { REQUEST_ID_HEADER } from './requestLog'

/**
 * What the server (`scripts/server.ts`) does with a request before Next's handler and with the
 * connections it holds: the parts of HTTP only the socket knows, or that Next would answer with
 * a 500. Everything else is Next's.
 */

/** Bounds on connections (docs/security.md, "Connections"); each can be set in the environment. */
export const CONNECTION_LIMITS = {
  /** The request line and headers must arrive within this (a slow-headers client is cut). */
  headersTimeoutMs: 15_000,
  /** A whole request, body included (staff uploads are the largest). */
  requestTimeoutMs: 120_000,
  /**
   * A kept-alive connection with no request is closed after this: longer than the 60 s a load
   * balancer or proxy usually keeps an idle connection to us, so the server is never the side
   * that closes a connection the other is about to reuse (that race resets the request).
   */
  keepAliveTimeoutMs: 65_000,
  /** Open connections at most; more are refused at once (file descriptors stay for the rest). */
  maxConnections: 4_096,
} as const

const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value)
  return Number.isInteger(number) && number > 0 ? number : fallback
}

/** Node's options for the server: the timeouts above, checked every few seconds. */
export const SERVER_OPTIONS = {
  headersTimeout: CONNECTION_LIMITS.headersTimeoutMs,
  requestTimeout: CONNECTION_LIMITS.requestTimeoutMs,
  keepAliveTimeout: CONNECTION_LIMITS.keepAliveTimeoutMs,
  // Node checks the two timeouts above on this interval (30 s by default: too coarse for 15 s).
  connectionsCheckingInterval: 2_000,
} as const

/**
 * Caps `server`'s open connections (MAX_CONNECTIONS moves the cap). A connection that sends
 * nothing at all is closed by Node's headers timeout, as one that stops half-way.
 */
export function boundConnections(server: Server, env: NodeJS.ProcessEnv = process.env): void {
  server.maxConnections = positive(env.MAX_CONNECTIONS, CONNECTION_LIMITS.maxConnections)
}

const isPageRequest = (url: string | undefined) =>
  !/^\/+(api|_next)(\/|$)/i.test(url ?? '/') && !/\.[a-z0-9]+(\?|$)/i.test(url ?? '/')

/**
 * Watches the answer's status as it goes out: a 413 closes the connection (the rest of the body
 * is never read as another request), and a page that failed because PostgreSQL is unreachable
 * becomes the outage page (503, in the page's language) instead of Next's 500.
 */
function watchStatus(request: IncomingMessage, response: ServerResponse): void {
  const page = request.method === 'GET' && isPageRequest(request.url)
  let outage: ReturnType<typeof outageAnswer>
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse
  response.writeHead = ((...args: unknown[]) => {
    const status = typeof args[0] === 'number' ? args[0] : response.statusCode
    if (status === 413) response.setHeader('Connection', 'close')
    outage = page ? outageAnswer(request, status) : undefined
    if (!outage) return writeHead(...args)
    for (const name of response.getHeaderNames()) {
      if (name.startsWith('content-') || name === 'etag' || name === 'cache-control')
        response.removeHeader(name)
    }
    for (const [name, value] of Object.entries(outage.headers)) response.setHeader(name, value)
    response.setHeader('Content-Length', outage.body.length)
    return writeHead(outage.status)
  }) as typeof response.writeHead
  const write = response.write.bind(response) as (...args: unknown[]) => boolean
  response.write = ((...args: unknown[]) => {
    if (!response.headersSent) response.writeHead(response.statusCode)
    if (!outage) return write(...args)
    const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined
    callback?.()
    return true
  }) as typeof response.write
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse
  response.end = ((...args: unknown[]) => {
    if (!response.headersSent) response.writeHead(response.statusCode)
    if (!outage) return end(...args)
    return end(outage.body)
  }) as typeof response.end
}

/**
 * Prepares a request for Next, or answers it itself; true when Next should answer it. `id` is
 * the request's id (`trackRequest`).
 */
export function prepareRequest(
  request: IncomingMessage,
  response: ServerResponse,
  id: string,
): boolean {
  // Requests Next's router would answer with a 500: a 4xx here, their body never read.
  if (refuseUnservable(request, response, id)) return false
  // The caller's address is the TCP peer's, whatever the request claims.
  delete request.headers[CLIENT_ADDRESS_HEADER]
  const peer = request.socket.remoteAddress
  if (peer) request.headers[CLIENT_ADDRESS_HEADER] = peer
  response.setHeader(REQUEST_ID_HEADER, id)
  // An API route's bare 405 gets the JSON error in the caller's language.
  jsonMethodNotAllowed(request, response)
  watchStatus(request, response)
  return true
}
