/**
 * The production HTTP server: Next's own request handler, plus the quote API answered directly
 * from the in-memory catalog (`src/server/quoteDirect.ts`) once Next has loaded it. Run after
 * `next build` with NODE_ENV=production; `npm start`, the end-to-end tests, the benchmark and CI
 * all use it.
 *   PORT (or --port N)   the port, 3000 by default
 *   HOSTNAME             the interface, all of them by default
 * Every HTML page leaves with its inline scripts' hashes in its Content-Security-Policy
 * (`src/server/inlineScriptHashes.ts`). Public pages Next serves from its cache are kept for a few
 * seconds and answered again from memory (`src/server/pageCache.ts`).
 * Every request reaches the app with `x-masar-client-address` set to the TCP peer's address (any
 * incoming one deleted), the client address the rate limits count unless TRUST_PROXY says proxies
 * stand in front (`src/lib/clientAddress.ts`). Requests Next's router cannot serve (a method it
 * does not know, a path that does not decode) are refused here (`src/server/requestGuard.ts`).
 * Every request is logged as one JSON line with its id (`x-request-id`, echoed in the answer;
 * `src/server/requestLog.ts`); LOG_LEVEL sets how much is logged (`src/server/logger.ts`).
 * The server refuses to start, saying why, on an environment production cannot run with (no
 * PAYLOAD_SECRET, Paymob without its keys, a wrong TRUST_PROXY or LOG_LEVEL): the build needed
 * none of it, so this is where it is checked.
 * Several instances on one database stay in step: each LISTENs for the others' editorial changes
 * (PostgreSQL NOTIFY, `src/server/invalidationListener.ts`) and drops its caches and Next's cached
 * pages (docs/deploy.md, "Scale out").
 */
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

import next from 'next'
import type { Logger } from 'pino'
import { z } from 'zod'

import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_ADDRESS_HEADER_ENV,
  parseTrustProxy,
} from '@/lib/clientAddress'
import { readServerEnv, type ServerEnv } from '@/lib/env'
import {
  type Invalidation,
  REVALIDATE_PATH,
  REVALIDATE_TOKEN_ENV,
  REVALIDATE_TOKEN_HEADER,
} from '@/lib/invalidation'
import { defersBootScripts } from '@/server/bootScripts'
import { hashInlineScripts } from '@/server/inlineScriptHashes'
import { applyInvalidation, invalidateEverything } from '@/server/invalidation'
import { listenForInvalidations } from '@/server/invalidationListener'
import { createLogger, logLevel, requestContext, routeConsole } from '@/server/logger'
import { outageAnswer } from '@/server/outagePage'
import { PageCache } from '@/server/pageCache'
import { answerQuoteDirect, directQuoteCatalog } from '@/server/quoteDirect'
import { jsonMethodNotAllowed, refuseUnservable } from '@/server/requestGuard'
import { REQUEST_ID_HEADER, trackRequest } from '@/server/requestLog'

const portArgument = process.argv.indexOf('--port')
const port = Number(portArgument > 0 ? process.argv[portArgument + 1] : (process.env.PORT ?? 3000))
const hostname = process.env.HOSTNAME

/** Checks what production needs before anything starts; exits with the reason otherwise. */
function checkedStart(): { log: Logger; env: ServerEnv } {
  try {
    if (process.env.NODE_ENV !== 'production') {
      throw new Error('scripts/server.ts serves the production build: set NODE_ENV=production.')
    }
    // The same checks as the app's own (a real secret, the payment gateway's keys), whatever
    // NEXT_PHASE says: only `next build` may run without them.
    const env = readServerEnv({ ...process.env, NEXT_PHASE: undefined })
    parseTrustProxy(process.env.TRUST_PROXY)
    const level = logLevel()
    // What Next and the libraries print with `console` is logged as JSON too.
    routeConsole(createLogger('app', level))
    return { log: createLogger('http', level, { withRequestId: false }), env }
  } catch (error) {
    const reason = error instanceof z.ZodError ? z.prettifyError(error) : (error as Error).message
    console.error(`Masar cannot start: ${reason}`)
    process.exit(1)
  }
}

const { log, env } = checkedStart()
// Tells the app (same process) that the header below comes from this server, not from a client.
process.env[CLIENT_ADDRESS_HEADER_ENV] = '1'
// The token of this process's loopback revalidation (below): made here, known to no one else.
const revalidateToken = randomBytes(32).toString('base64url')
process.env[REVALIDATE_TOKEN_ENV] = revalidateToken

// Next's `hostname` is the name it gives this server in the URLs it makes for itself, not the
// interface it listens on (HOSTNAME, below). It stays localhost: Next gives its proxy
// (src/proxy.ts) the request as http://localhost:<port>, and a rewrite there (`/` to `/en`) to
// any other origin is sent out as an HTTP request - with HOSTNAME=10.0.0.5 every English page
// became a redirect loop, or a 500 where nothing listened on localhost.
const app = next({ dev: false, dir: process.cwd(), port, hostname: 'localhost' })
const handle = app.getRequestHandler()
await app.prepare()
const pages = new PageCache()

/** Next's handler, inside the request's context: the app's log lines carry its id. */
function handleInContext(request: IncomingMessage, response: ServerResponse, id: string) {
  requestContext.run({ id }, () => {
    handle(request, response).catch((error: unknown) =>
      log.error({ reqId: id, err: error }, 'Request failed'),
    )
  })
}

const server = createServer((request, response) => {
  // The id goes out in every answer: the two fast paths write it with their own headers.
  const id = trackRequest(request, response, log)
  // First, as the busiest path: a quote request (POST, the quote's path) is never one the guard
  // below refuses, and its answer needs neither the client's address nor Next.
  const catalog = directQuoteCatalog(request)
  if (catalog) return answerQuoteDirect(request, response, catalog, id)
  // Requests Next's router would answer with a 500 (a bad method, path or encoding): 4xx here.
  if (refuseUnservable(request, response, id)) return
  delete request.headers[CLIENT_ADDRESS_HEADER]
  const peer = request.socket.remoteAddress
  if (peer) request.headers[CLIENT_ADDRESS_HEADER] = peer
  // An API route's bare 405 gets the JSON error in the caller's language.
  jsonMethodNotAllowed(request, response)
  // Public pages Next served from its cache are answered again from memory, as they left.
  if (pages.serve(request, response, id)) return
  response.setHeader(REQUEST_ID_HEADER, id)
  pages.capture(request, response)
  // Pages get a Content-Security-Policy allowing their own inline scripts by hash.
  // A page PostgreSQL kept from rendering is a 503 "try again" page in its language.
  // Public pages load Next's scripts after their first paint (src/server/bootScripts.ts).
  hashInlineScripts(
    request,
    response,
    (status) => outageAnswer(request, status),
    defersBootScripts(request.url, env.STAFF_PATH),
  )
  handleInContext(request, response, id)
})
server.on('error', (error) => {
  log.fatal({ err: error, port }, 'the server cannot listen')
  log.flush(() => process.exit(1))
})
server.listen(port, hostname, () => {
  log.info({ url: `http://${hostname ?? 'localhost'}:${port}` }, 'Masar is listening')
})

/** This instance's own address, for the loopback revalidation. */
const selfHost =
  !hostname || hostname === '0.0.0.0' || hostname === '::'
    ? '127.0.0.1'
    : hostname.includes(':')
      ? `[${hostname}]`
      : hostname
/** Has this instance's Next mark its cached public pages stale (only a request to Next can). */
async function revalidateSite(): Promise<void> {
  try {
    const response = await fetch(`http://${selfHost}:${port}${REVALIDATE_PATH}`, {
      method: 'POST',
      headers: { [REVALIDATE_TOKEN_HEADER]: revalidateToken },
      signal: AbortSignal.timeout(15_000),
    })
    if (response.status !== 204) {
      log.error({ status: response.status }, '[invalidation] revalidating the public pages failed')
    }
  } catch (error) {
    log.error({ err: error }, '[invalidation] revalidating the public pages failed')
  }
}
/**
 * With read replicas, what a reload reads may lag the commit by a moment: the invalidation is
 * applied once more a little later, so nothing stays cached from a replica that was behind.
 */
const replicaLagMs = env.DATABASE_REPLICA_URLS.length > 0 ? 3_000 : 0
const apply = (invalidation: Invalidation) => {
  void applyInvalidation(invalidation, revalidateSite)
  if (replicaLagMs > 0) {
    setTimeout(() => void applyInvalidation(invalidation, revalidateSite), replicaLagMs).unref()
  }
}
// The primary itself (LISTEN needs a session of its own; replicas and transaction poolers cannot).
const listener = listenForInvalidations({
  connectionString: env.DATABASE_LISTEN_URL ?? env.DATABASE_URL,
  onInvalidation: apply,
  onReconnect: () => apply(invalidateEverything()),
})

const stop = () => {
  void listener.stop()
  server.close(() => process.exit(0))
}
process.once('SIGTERM', stop)
process.once('SIGINT', stop)
