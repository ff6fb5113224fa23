/**
 * The app process of the production server: Next's own request handler, behind the front process
 * (`scripts/server.ts`), which starts it, answers quotes and cached pages itself and hands it
 * everything else over a Unix socket (MASAR_APP_SOCKET, in a folder only this user can open).
 * Not run by hand: `scripts/server.ts` is the server.
 *   --port N             the public port (the front's): Next makes its own URLs with it
 * Every HTML page leaves with its inline scripts' hashes in its Content-Security-Policy
 * (`src/server/inlineScriptHashes.ts`).
 * Every request reaches the app with `x-masar-client-address` set to the caller's address by the
 * front (which deletes any incoming one), the client address the rate limits count unless
 * TRUST_PROXY says proxies stand in front (`src/lib/clientAddress.ts`). Requests Next's router
 * cannot serve are refused by the front, and again here (`src/server/requestGuard.ts`).
 * Every request is logged as one JSON line with its id (`x-request-id`, given by the front and
 * echoed in the answer; `src/server/requestLog.ts`); LOG_LEVEL sets how much is logged
 * (`src/server/logger.ts`).
 * The process refuses to start, saying why, on an environment production cannot run with (no
 * PAYLOAD_SECRET, Paymob without its keys, a wrong TRUST_PROXY or LOG_LEVEL): the build needed
 * none of it, so this is where it is checked.
 * What changes in Next's caches (the booking catalog, the public site's generation) is passed on
 * to the front over the IPC channel (`src/server/frontChannel.ts`).
 * Several instances on one database stay in step: each LISTENs for the others' editorial changes
 * (PostgreSQL NOTIFY, `src/server/invalidationListener.ts`) and drops its caches and Next's cached
 * pages (docs/deploy.md, "Scale out").
 */
import { randomBytes } from 'node:crypto'
import {
  createServer,
  type IncomingMessage,
  request as httpRequest,
  type ServerResponse,
} from 'node:http'

import next from 'next'
import type { Logger } from 'pino'
import * as z from 'zod'

import { CACHE_NAMES, reloadCache } from '@/booking/operations/cache'
import { CLIENT_ADDRESS_HEADER_ENV, parseTrustProxy } from '@/lib/clientAddress'
import { readServerEnv, type ServerEnv } from '@/lib/env'
import { productionStaffPath } from '@/lib/staffPath'
import {
  type Invalidation,
  REVALIDATE_PATH,
  REVALIDATE_TOKEN_ENV,
  REVALIDATE_TOKEN_HEADER,
} from '@/lib/invalidation'
import { defersBootScripts } from '@/server/bootScripts'
import { serveBrowserScript } from '@/server/formsScript'
import { serveIslandFile } from '@/server/islandFiles'
import { hashInlineScripts } from '@/server/inlineScriptHashes'
import { applyInvalidation, invalidateEverything } from '@/server/invalidation'
import { listenForInvalidations } from '@/server/invalidationListener'
import { createLogger, logLevel, requestContext, routeConsole } from '@/server/logger'
import { outageAnswer } from '@/server/outagePage'
import { type AppMessage, type FrontMessage, reportToFront } from '@/server/frontChannel'
import { jsonMethodNotAllowed, refuseUnservable } from '@/server/requestGuard'
import { REQUEST_ID_HEADER, trackRequest } from '@/server/requestLog'

import { portArgument } from './lib/ports'

const port = portArgument()
const socketPath = process.env.MASAR_APP_SOCKET
/** To the front process; nothing when it is gone (this process then ends, below). */
const tellFront = (message: AppMessage) => {
  if (process.connected) process.send?.(message)
}

/** Checks what production needs before anything starts; exits with the reason otherwise. */
function checkedStart(): { log: Logger; env: ServerEnv } {
  try {
    if (process.env.NODE_ENV !== 'production') {
      throw new Error('scripts/server.ts serves the production build: set NODE_ENV=production.')
    }
    if (!socketPath || !process.send) {
      throw new Error('scripts/app.ts is started by scripts/server.ts, the production server.')
    }
    // The same checks as the app's own (a real secret, the payment gateway's keys), whatever
    // NEXT_PHASE says: only `next build` may run without them.
    const env = readServerEnv({ ...process.env, NEXT_PHASE: undefined })
    // The back office at a path nobody guesses: never the default /staff in production.
    productionStaffPath(process.env)
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
// Tells the app (same process) that the client-address header comes from this server (the front
// set it), not from a client.
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
reportToFront(tellFront)
// The front's copy of the catalog is old: load it again (the front answers with its copy meanwhile).
process.on('message', (message: FrontMessage) => {
  if (message.type === 'reload-catalog') reloadCache(CACHE_NAMES.catalog)
})

/** Next's handler, inside the request's context: the app's log lines carry its id. */
function handleInContext(request: IncomingMessage, response: ServerResponse, id: string) {
  requestContext.run({ id }, () => {
    handle(request, response).catch((error: unknown) =>
      log.error({ reqId: id, err: error }, 'Request failed'),
    )
  })
}

const server = createServer((request, response) => {
  // The front's id (it gave every request one), or a new one when it is not a plausible id.
  const id = trackRequest(request, response, log)
  // Requests Next's router would answer with a 500: the front refused them already; this stays
  // for whatever reaches the socket otherwise.
  if (refuseUnservable(request, response, id)) return
  // The public forms' script, as a file for the pages that hydrate (src/server/staticPages.ts).
  if (serveBrowserScript(request, response)) return
  // The islands' modules, for the pages served without Next's runtime (src/server/islands.ts).
  if (serveIslandFile(request, response)) return
  // An API route's bare 405 gets the JSON error in the caller's language.
  jsonMethodNotAllowed(request, response)
  response.setHeader(REQUEST_ID_HEADER, id)
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
// The front keeps its connections to this server open and reuses them: this server never closes
// an idle one first (which could meet a request the front has just sent on it).
server.keepAliveTimeout = 0
server.on('error', (error) => {
  log.fatal({ err: error, socketPath }, 'the app server cannot listen')
  log.flush(() => process.exit(1))
})
server.listen(socketPath, () => tellFront({ type: 'ready' }))
// The front is gone (it ended, or was killed): nothing can reach this process any more.
process.once('disconnect', () => {
  void listener.stop()
  server.close()
  process.exit(0)
})

/** Has this instance's Next mark its cached public pages stale (only a request to Next can). */
function revalidateSite(): Promise<void> {
  return new Promise<void>((resolve) => {
    const failed = (reason: unknown) => {
      log.error({ err: reason }, '[invalidation] revalidating the public pages failed')
      resolve()
    }
    const request = httpRequest(
      {
        socketPath,
        method: 'POST',
        path: REVALIDATE_PATH,
        headers: { [REVALIDATE_TOKEN_HEADER]: revalidateToken, host: `localhost:${port}` },
        timeout: 15_000,
      },
      (response) => {
        response.resume()
        if (response.statusCode === 204) resolve()
        else failed(`status ${response.statusCode}`)
      },
    )
    request.on('timeout', () => request.destroy(new Error('timed out')))
    request.on('error', failed)
    request.end()
  })
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
  // The front's kept connections: idle ones now, the others once their answer is out.
  server.closeIdleConnections()
  setTimeout(() => process.exit(0), 10_000).unref()
}
process.once('SIGTERM', stop)
process.once('SIGINT', stop)
