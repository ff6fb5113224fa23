/**
 * The server, in development and in production: one process, Next's own request handler
 * (`next({ dev })`, `getRequestHandler()`) behind a Node HTTP server, as Next documents a custom
 * server (docs/decisions/, "One standard Next.js app"). `npm run dev` runs it with
 * NODE_ENV=development (Next compiles on demand and reloads), `npm start` after `npm run build`
 * with NODE_ENV=production; nothing else differs. It adds what only the socket knows or what Next
 * would get wrong (`src/http/edge.ts`):
 * - the caller's address for the rate limits: every request reaches Next with
 *   `x-masar-client-address` set to the TCP peer (any incoming one deleted), which
 *   `src/lib/clientAddress.ts` reads unless TRUST_PROXY says proxies stand in front;
 * - requests Next's router would answer with a 500 (a bad method, path or encoding) get a 4xx;
 * - an answer of 413 closes its connection (`Connection: close`): the rest of a too-large body is
 *   never read as another request;
 * - idle and half-sent connections are bounded (header, request and keep-alive timeouts, and a
 *   cap on open connections);
 * - a page PostgreSQL kept from rendering is a 503 "try again" page in its language;
 * - one JSON log line per request with its id (`x-request-id`, echoed in the answer).
 * The process refuses to start, saying why, on an environment it cannot run with (production
 * without PAYLOAD_SECRET or STAFF_PATH, Paymob without its keys, a wrong TRUST_PROXY or
 * LOG_LEVEL). Several instances on one database stay in step: each LISTENs for the others'
 * editorial changes (PostgreSQL NOTIFY) and drops its caches and Next's cached pages
 * (docs/deploy.md, "Scale out").
 *   PORT (or --port N)   the port, 3000 by default
 *   HOSTNAME             the interface, all of them by default; with the Paymob simulator on,
 *                        loopback only (127.0.0.1 and ::1) whatever it says (`listenPlan`)
 */
import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import next from 'next'
import type { Logger } from 'pino'
import * as z from 'zod'

import { CLIENT_ADDRESS_HEADER_ENV, parseTrustProxy } from '@/lib/clientAddress'
import { readServerEnv, type ServerEnv } from '@/lib/env'
import {
  type Invalidation,
  REVALIDATE_PATH,
  REVALIDATE_TOKEN_ENV,
  REVALIDATE_TOKEN_HEADER,
} from '@/lib/invalidation'
import { productionStaffPath } from '@/lib/staffPath'
import { applyInvalidation, invalidateEverything } from '@/http/invalidation'
import { listenForInvalidations } from '@/infra/invalidationListener'
import { listenPlan } from '@/http/listenAddresses'
import { createLogger, logLevel, requestContext, routeConsole } from '@/infra/logger'
import { boundConnections, prepareRequest, SERVER_OPTIONS } from '@/http/edge'
import { trackRequest } from '@/http/requestLog'

import { portArgument } from './lib/ports'

const port = portArgument()
const dev = process.env.NODE_ENV !== 'production'

/** Checks what the server needs before anything starts; exits with the reason otherwise. */
function checkedStart(): { log: Logger; env: ServerEnv } {
  try {
    // The same checks as the app's own (a real secret, the payment gateway's keys), whatever
    // NEXT_PHASE says: only `next build` may run without them.
    const env = readServerEnv({ ...process.env, NEXT_PHASE: undefined })
    // The back office at a path nobody guesses: never the default /staff in production.
    if (!dev) productionStaffPath(process.env)
    parseTrustProxy(process.env.TRUST_PROXY)
    const level = logLevel()
    // What Next and the libraries print with `console` is logged as JSON too (production).
    if (!dev) routeConsole(createLogger('app', level))
    return { log: createLogger('http', level, { withRequestId: false }), env }
  } catch (error) {
    const reason = error instanceof z.ZodError ? z.prettifyError(error) : (error as Error).message
    console.error(`Masar cannot start: ${reason}`)
    process.exit(1)
  }
}

const { log, env } = checkedStart()
// The client-address header is this server's (set below from the socket), not a client's.
process.env[CLIENT_ADDRESS_HEADER_ENV] = '1'
// The token of this process's loopback revalidation (below): made here, known to no one else.
const revalidateToken = randomBytes(32).toString('base64url')
process.env[REVALIDATE_TOKEN_ENV] = revalidateToken

const plan = listenPlan(process.env)
if (plan.overridden) {
  log.warn(
    { hostname: plan.overridden },
    'the Paymob simulator is on: listening on loopback only, not on HOSTNAME',
  )
}
/** Next's request handler, once it is ready (the servers are made first: Next needs one). */
const nextApp: { handle?: ReturnType<ReturnType<typeof next>['getRequestHandler']> } = {}
const servers: Server[] = plan.hosts.map(() =>
  createServer(SERVER_OPTIONS, (request, response) => {
    const id = trackRequest(request, response, log)
    if (!prepareRequest(request, response, id)) return
    requestContext.run({ id }, () => {
      nextApp.handle!(request, response).catch((error: unknown) =>
        log.error({ reqId: id, err: error }, 'Request failed'),
      )
    })
  }),
)
let stopping = false

// Next's `hostname` is the name it gives this server in the URLs it makes for itself, not the
// interface it listens on (HOSTNAME, below). It stays localhost: Next gives its proxy
// (src/proxy.ts) the request as http://localhost:<port>, and a rewrite there (`/` to `/en`) to
// any other origin is sent out as an HTTP request. `httpServer` is where Next answers WebSocket
// upgrades itself (development's hot reload, set up on its first request); the other
// interfaces' servers hand theirs to it.
const app = next({ dev, dir: process.cwd(), port, hostname: 'localhost', httpServer: servers[0] })
await app.prepare()
nextApp.handle = app.getRequestHandler()
for (const server of servers.slice(1)) {
  server.on('upgrade', (request, socket, head) => {
    if (!servers[0]!.emit('upgrade', request, socket, head)) socket.destroy()
  })
}

for (const [index, hostname] of plan.hosts.entries()) {
  const server = servers[index]!
  boundConnections(server)
  server.on('error', (error: NodeJS.ErrnoException) => {
    // A machine without IPv6 has no ::1: the IPv4 loopback is enough.
    const missing = error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT'
    if (plan.loopbackOnly && index > 0 && missing) {
      log.warn({ hostname }, 'this loopback address is not available here')
      return
    }
    log.fatal({ err: error, port, hostname }, 'the server cannot listen')
    log.flush(() => process.exit(1))
  })
  server.listen(port, hostname, () => {
    const host =
      hostname === undefined ? 'localhost' : hostname.includes(':') ? `[${hostname}]` : hostname
    log.info({ url: `http://${host}:${port}`, dev }, 'Masar is listening')
  })
}

/** Has this instance's Next mark its cached public pages stale (only a request to Next can). */
async function revalidateSite(): Promise<void> {
  const address = servers.find((server) => server.listening)?.address() as AddressInfo | null
  if (!address) return
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
  const loopback = host === '0.0.0.0' ? '127.0.0.1' : host === '[::]' ? '[::1]' : host
  try {
    const response = await fetch(`http://${loopback}:${address.port}${REVALIDATE_PATH}`, {
      method: 'POST',
      headers: { [REVALIDATE_TOKEN_HEADER]: revalidateToken },
      signal: AbortSignal.timeout(15_000),
    })
    if (response.status !== 204) throw new Error(`status ${response.status}`)
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
  if (stopping) return
  stopping = true
  void listener.stop()
  let open = servers.length
  const closed = () => {
    open -= 1
    if (open <= 0) process.exit(0)
  }
  for (const server of servers) {
    // What is being answered is finished; idle kept connections are closed now.
    server.close(closed)
    server.closeIdleConnections()
  }
  setTimeout(() => process.exit(0), 10_000).unref()
}
process.once('SIGTERM', stop)
process.once('SIGINT', stop)
