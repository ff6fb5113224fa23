/**
 * The production server, two processes (docs/decisions.md, "The front process"):
 * - this one, the front, listens on the public port and answers the two busiest paths itself,
 *   with no Next in its process: the quote API from the booking catalog
 *   (`src/server/quoteDirect.ts`) and public pages and lists Next served from its cache, kept a
 *   few seconds (`src/server/pageCache.ts`);
 * - the app (`scripts/app.ts`, started here), Next with Payload, answers everything else; the
 *   front hands those requests on over a Unix socket in a private folder and streams the answers
 *   back (`src/server/appProxy.ts`). The app passes on the catalog it loads and every editorial
 *   change over the IPC channel (`src/server/frontChannel.ts`).
 * Run after `next build` with NODE_ENV=production; `npm start`, the end-to-end tests, the
 * benchmark, the fault test, CI and the Dockerfile all use it.
 *   PORT (or --port N)   the port, 3000 by default
 *   HOSTNAME             the interface, all of them by default; with the Paymob simulator on,
 *                        loopback only (127.0.0.1 and ::1) whatever it says (`listenPlan`)
 * Every request gets an id (`x-request-id`: the caller's when it is a plausible one), which the app
 * logs with; the answers given here are logged here (`src/server/requestLog.ts`). Every request
 * reaches the app with `x-masar-client-address` set to the TCP peer's address (any incoming one
 * deleted), the client address the rate limits count (`src/lib/clientAddress.ts`).
 * The app checks the environment and refuses to start, saying why; this process then ends with
 * its exit code. It listens only once the app is ready, and ends when the app ends (a supervisor
 * restarts both); SIGTERM or SIGINT stop both.
 */
import { fork } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Logger } from 'pino'

import { CLIENT_ADDRESS_HEADER } from '@/lib/clientAddress'
import { appProxy } from '@/server/appProxy'
import { type AppMessage, type FrontMessage, FrontState } from '@/server/frontChannel'
import { listenPlan } from '@/server/listenAddresses'
import { createLogger, logLevel, routeConsole } from '@/server/logger'
import { PageCache } from '@/server/pageCache'
import { refuseUnservable } from '@/server/requestGuard'
import { answerQuoteDirect, directQuoteCatalog } from '@/server/quoteDirect'
import {
  identifyRequest,
  logWhenClosed,
  REQUEST_ID_HEADER,
  trackRequest,
} from '@/server/requestLog'

import { portArgument } from './lib/ports'

const port = portArgument()

// The app's socket, in a folder of its own that only this user may open (mkdtemp makes it 0700):
// what reaches the app has come through here, so it trusts the client address set here.
const socketDir = mkdtempSync(path.join(tmpdir(), 'masar-app-'))
const socketPath = path.join(socketDir, 'app.sock')
process.once('exit', () => rmSync(socketDir, { recursive: true, force: true }))

const app = fork(fileURLToPath(new URL('./app.ts', import.meta.url)), ['--port', String(port)], {
  // The same loader and flags as this process (`node --import tsx`, or tsx's own).
  execArgv: process.execArgv.length > 0 ? process.execArgv : ['--import', 'tsx'],
  serialization: 'advanced',
  env: { ...process.env, MASAR_APP_SOCKET: socketPath },
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
})

const state = new FrontState(() => {
  if (app.connected) app.send({ type: 'reload-catalog' } satisfies FrontMessage)
})
let servers: Server[] = []
let log: Logger | undefined
let stopping = false

app.on('message', (message: AppMessage) => {
  if (message.type === 'ready') listen()
  else state.receive(message)
})
app.on('error', (error) => {
  console.error('Masar cannot start the app process:', error)
  process.exit(1)
})
app.on('exit', (code, signal) => {
  if (!stopping) {
    const reason = `the app process ended (${signal ?? `exit code ${code}`})`
    if (log) log.fatal(reason)
    else if (code === 0) console.error(`Masar stopped: ${reason}`)
  }
  // The app said why it did not start (its environment); its exit code is this one's.
  process.exit(stopping ? 0 : code || 1)
})

/** Starts answering, once the app is ready (it has checked the environment, LOG_LEVEL included). */
function listen() {
  if (servers.length > 0) return
  const level = logLevel()
  routeConsole(createLogger('front', level))
  const httpLog = createLogger('http', level, { withRequestId: false })
  log = httpLog
  const pages = new PageCache()
  const proxy = appProxy(socketPath, (error, request) =>
    httpLog.error(
      {
        err: error,
        reqId: request.headers[REQUEST_ID_HEADER],
        method: request.method,
        path: (request.url ?? '').split('?', 1)[0],
      },
      'the app did not answer',
    ),
  )

  const answer = (request: IncomingMessage, response: ServerResponse) => {
    // First, as the busiest path: a quote, answered from the catalog the app passed on.
    const catalog = directQuoteCatalog(request, state.currentCatalog)
    if (catalog)
      return answerQuoteDirect(request, response, catalog, trackRequest(request, response, httpLog))
    const id = identifyRequest(request)
    // Requests Next's router would answer with a 500 (a bad method, path or encoding): 4xx here,
    // without reading their body (the app, which would have to read it, never sees them).
    if (refuseUnservable(request, response, id))
      return logWhenClosed(request, response, httpLog, id)
    // Public pages and lists Next served from its cache are answered again from memory.
    if (pages.serve(request, response, id)) return logWhenClosed(request, response, httpLog, id)
    // The caller's address is the TCP peer's, whatever the request claims.
    delete request.headers[CLIENT_ADDRESS_HEADER]
    const peer = request.socket.remoteAddress
    if (peer) request.headers[CLIENT_ADDRESS_HEADER] = peer
    // The app logs the request with its id (and echoes it); what it answers from its cache is
    // kept here.
    response.setHeader(REQUEST_ID_HEADER, id)
    pages.capture(request, response)
    proxy.forward(request, response)
  }

  const plan = listenPlan(process.env)
  if (plan.overridden) {
    httpLog.warn(
      { hostname: plan.overridden },
      'the Paymob simulator is on: listening on loopback only, not on HOSTNAME',
    )
  }
  servers = plan.hosts.map((hostname, index) => {
    const server = createServer(answer)
    server.on('error', (error: NodeJS.ErrnoException) => {
      // A machine without IPv6 has no ::1: the IPv4 loopback is enough.
      const missing = error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT'
      if (plan.loopbackOnly && index > 0 && missing) {
        httpLog.warn({ hostname }, 'this loopback address is not available here')
        return
      }
      httpLog.fatal({ err: error, port, hostname }, 'the server cannot listen')
      stopping = true
      app.kill('SIGTERM')
      httpLog.flush(() => process.exit(1))
    })
    server.listen(port, hostname, () => {
      const host =
        hostname === undefined ? 'localhost' : hostname.includes(':') ? `[${hostname}]` : hostname
      httpLog.info({ url: `http://${host}:${port}` }, 'Masar is listening')
    })
    return server
  })
  servers[0]!.on('close', () => proxy.close())
}

const stop = () => {
  if (stopping) return
  stopping = true
  for (const server of servers) {
    server.close()
    server.closeIdleConnections()
  }
  // The app's own stop finishes what it is answering; this process ends when it has (above).
  app.kill('SIGTERM')
  setTimeout(() => {
    app.kill('SIGKILL')
    process.exit(0)
  }, 15_000).unref()
}
process.once('SIGTERM', stop)
process.once('SIGINT', stop)
