import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import { connect, type Socket } from 'node:net'

import pino from 'pino'

import { boundConnections, prepareRequest, SERVER_OPTIONS } from '@/http/edge'
import { JSON_BODY_LIMIT } from '@/http/request'
import { trackRequest } from '@/http/requestLog'

/**
 * The production server's edge (`scripts/server.ts`: `SERVER_OPTIONS`, `boundConnections`,
 * `trackRequest`, `prepareRequest`) around a small handler standing in for Next, started in the
 * test's process. Its timeouts are the production ones except those the test makes short, so a
 * test waits milliseconds where production waits seconds.
 */

export type SeenRequest = { method: string; url: string; headers: IncomingHttpHeaders }

export type EdgeServer = {
  server: Server
  host: string
  port: number
  /** What reached the handler (what the edge let through to Next), in order. */
  seen: SeenRequest[]
  close: () => Promise<void>
}

/**
 * Starts the edge with `options` over the production ones and `env` for the connection cap. The
 * handler answers `GET /api/health` 200, and like the API's routes refuses a JSON body whose
 * Content-Length is over the limit with 413 `body-too-large`, without reading it.
 */
export async function startEdgeServer(
  options: Partial<Record<keyof typeof SERVER_OPTIONS, number>> = {},
  env: { MAX_CONNECTIONS?: string } = {},
): Promise<EdgeServer> {
  const log = pino({ level: 'silent' })
  const seen: SeenRequest[] = []
  const server = createServer({ ...SERVER_OPTIONS, ...options }, (request, response) => {
    const id = trackRequest(request, response, log)
    if (!prepareRequest(request, response, id)) return
    seen.push({ method: request.method!, url: request.url!, headers: { ...request.headers } })
    if (Number(request.headers['content-length']) > JSON_BODY_LIMIT) {
      response.statusCode = 413
      response.setHeader('Content-Type', 'application/json')
      response.end(JSON.stringify({ status: false, error: 'body-too-large' }))
      return
    }
    request.resume()
    request.on('end', () => {
      response.setHeader('Content-Type', 'application/json')
      response.end(JSON.stringify({ status: true }))
    })
  })
  boundConnections(server, { ...process.env, MAX_CONNECTIONS: env.MAX_CONNECTIONS })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    server,
    host: '127.0.0.1',
    port,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A raw connection: everything it received, and whether (and how soon) the server closed it. */
export type RawConnection = {
  socket: Socket
  text: () => string
  closed: Promise<number>
  isClosed: () => boolean
  write: (bytes: string | Buffer) => void
}

/** Opens a raw TCP connection to `port` and collects what comes back until it closes. */
export async function rawConnection(port: number): Promise<RawConnection> {
  const started = Date.now()
  const socket = connect({ host: '127.0.0.1', port })
  let text = ''
  let isClosed = false
  socket.setEncoding('latin1')
  socket.on('data', (chunk: string) => (text += chunk))
  // A server that answers before reading the whole body and closes makes the writes still under
  // way fail (EPIPE, or a reset): what was read before stays, and 'close' follows.
  socket.on('error', () => undefined)
  const closed = new Promise<number>((resolve) =>
    socket.on('close', () => {
      isClosed = true
      resolve(Date.now() - started)
    }),
  )
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve)
    socket.once('error', reject)
  })
  return {
    socket,
    text: () => text,
    closed,
    isClosed: () => isClosed,
    write: (bytes) => void socket.write(bytes),
  }
}

/** `promise`, or a rejection naming `what` after `ms`: a bound on every wait. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms)
    }),
  ]).finally(() => clearTimeout(timer))
}
