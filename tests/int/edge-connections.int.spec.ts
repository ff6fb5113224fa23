import { afterEach, describe, expect, it } from 'vitest'

import { CONNECTION_LIMITS, SERVER_OPTIONS } from '@/http/edge'
import { CLIENT_ADDRESS_HEADER } from '@/lib/clientAddress'

import { type EdgeServer, rawConnection, startEdgeServer, within } from '../helpers/edgeServer'

/**
 * What the one server process (`scripts/server.ts`, `src/http/edge.ts`) guarantees on its
 * connections, on raw sockets against the edge started in the test's process with the headers'
 * timeout made short (production's is 15 s): a too-large body is refused with 413 and its
 * connection closed cleanly; connections that send nothing, or stop half-way through their
 * headers, are closed within the headers' timeout; a kept-alive connection idle past it still
 * serves; requests Next would answer with a 500 get a 4xx before Next sees them; and open
 * connections are capped. (The production server itself is probed over HTTP by
 * tests/e2e/probe.http.spec.ts.)
 */

/** The headers' timeout for these tests, and how often Node checks it. */
const HEADERS_MS = 400
const CHECK_MS = 50
const SHORT = { headersTimeout: HEADERS_MS, connectionsCheckingInterval: CHECK_MS }
/** Long enough for the timeout and a few checks on a busy machine, far below a hang. */
const CLOSE_BOUND_MS = HEADERS_MS + 40 * CHECK_MS

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

let edge: EdgeServer | undefined
afterEach(async () => {
  await edge?.close()
  edge = undefined
})

const health = (extra = '') =>
  `GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n${extra}\r\n`

/** The answers on a connection so far (status lines). */
const answers = (text: string) => text.match(/HTTP\/1\.1 \d{3} /g) ?? []

/** Waits until `count` answers arrived on the connection (bounded). */
async function answered(connection: { text: () => string }, count: number) {
  await expect.poll(() => answers(connection.text()).length, { timeout: 5_000 }).toBe(count)
}

describe('the production settings', () => {
  it('cut a silent or slow client well within 25 s, and outlast a proxy keeping a connection 60 s', () => {
    // Node closes a connection at its first check after the headers' timeout has passed.
    expect(SERVER_OPTIONS.headersTimeout).toBe(CONNECTION_LIMITS.headersTimeoutMs)
    expect(SERVER_OPTIONS.headersTimeout + SERVER_OPTIONS.connectionsCheckingInterval).toBeLessThan(
      25_000,
    )
    expect(SERVER_OPTIONS.requestTimeout).toBeGreaterThan(SERVER_OPTIONS.headersTimeout)
    expect(SERVER_OPTIONS.keepAliveTimeout).toBeGreaterThan(60_000)
  })
})

describe('connections', () => {
  it('a body over the limit gets 413 and its connection closed; the next one is served', async () => {
    edge = await startEdgeServer(SHORT)
    const body = Buffer.from(`{"pad":"${'x'.repeat(200 * 1024)}"}`)
    const head =
      `POST /api/booking/quote HTTP/1.1\r\nHost: localhost\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n` +
      `Connection: keep-alive\r\n\r\n`
    const connection = await rawConnection(edge.port)
    connection.write(head)
    connection.write(body)
    // A second request right behind it on the same connection: never read as a request.
    connection.write(health())
    await within(connection.closed, 5_000, 'the 413 connection closed')
    const text = connection.text()
    expect(text).toMatch(/^HTTP\/1\.1 413 /)
    expect(text).toMatch(/\r\nconnection: close\r\n/i)
    expect(text).toContain('"error":"body-too-large"')
    // One answer only, and the server closed the connection (no second answer).
    expect(answers(text)).toHaveLength(1)
    expect(edge.seen.map((request) => request.url)).toEqual(['/api/booking/quote'])

    const next = await rawConnection(edge.port)
    next.write(health())
    await answered(next, 1)
    expect(next.text()).toMatch(/^HTTP\/1\.1 200 /)
    next.socket.destroy()
  })

  it('a connection that sends nothing is closed within the headers timeout', async () => {
    edge = await startEdgeServer(SHORT)
    const silent = await rawConnection(edge.port)
    const closedAfter = await within(silent.closed, CLOSE_BOUND_MS + 2_000, 'silent closed')
    expect(closedAfter).toBeGreaterThanOrEqual(HEADERS_MS - CHECK_MS)
    expect(closedAfter).toBeLessThan(CLOSE_BOUND_MS)
    expect(silent.text() === '' || /^HTTP\/1\.1 408 /.test(silent.text())).toBe(true)
  })

  it('headers that stop half-way are answered 408 or closed within the timeout', async () => {
    edge = await startEdgeServer(SHORT)
    const half = await rawConnection(edge.port)
    half.write(`GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1`)
    const closedAfter = await within(half.closed, CLOSE_BOUND_MS + 2_000, 'half-sent closed')
    expect(closedAfter).toBeGreaterThanOrEqual(HEADERS_MS - CHECK_MS)
    expect(closedAfter).toBeLessThan(CLOSE_BOUND_MS)
    expect(half.text() === '' || /^HTTP\/1\.1 408 /.test(half.text())).toBe(true)
    expect(edge.seen).toEqual([])
  })

  it('a kept-alive connection idle past the headers timeout still serves the next request, as a proxy reuses it', async () => {
    edge = await startEdgeServer(SHORT)
    const kept = await rawConnection(edge.port)
    kept.write(health())
    await answered(kept, 1)
    // The server tells the client how long it keeps the connection: longer than a proxy's 60 s.
    expect(kept.text()).toMatch(/\r\nkeep-alive: timeout=65\r\n/i)
    // A silent connection opened now is cut by the headers' timeout: once it is, the kept one has
    // been idle past that timeout too (an idle connection between requests is not a slow one).
    const silent = await rawConnection(edge.port)
    // (Node checks every connection in the same pass: the kept one was looked at then too.)
    await within(silent.closed, CLOSE_BOUND_MS + 2_000, 'silent closed')
    expect(kept.isClosed()).toBe(false)
    kept.write(health())
    await answered(kept, 2)
    kept.socket.destroy()
  })

  it('open connections are capped: one over the cap is closed at once, and a freed place is taken again', async () => {
    edge = await startEdgeServer(SHORT, { MAX_CONNECTIONS: '2' })
    expect(edge.server.maxConnections).toBe(2)
    const first = await rawConnection(edge.port)
    const second = await rawConnection(edge.port)
    first.write(health())
    second.write(health())
    await answered(first, 1)
    await answered(second, 1)
    const third = await rawConnection(edge.port)
    third.write(health())
    await within(third.closed, 2_000, 'the connection over the cap closed')
    expect(third.text()).toBe('')
    // The two within the cap are still served.
    first.write(health())
    await answered(first, 2)
    first.socket.destroy()
    await within(first.closed, 2_000, 'first closed')
    await expect
      .poll(
        () => new Promise<number>((resolve) => edge!.server.getConnections((_, n) => resolve(n))),
      )
      .toBe(1)
    const fourth = await rawConnection(edge.port)
    fourth.write(health())
    await answered(fourth, 1)
    second.socket.destroy()
    fourth.socket.destroy()
  })

  it('without MAX_CONNECTIONS the cap is the documented one', async () => {
    edge = await startEdgeServer(SHORT)
    expect(edge.server.maxConnections).toBe(CONNECTION_LIMITS.maxConnections)
  })
})

describe('requests Next would answer with a 500', () => {
  it('get a 4xx from the server and never reach Next', async () => {
    edge = await startEdgeServer(SHORT)
    const cases: [string, RegExp][] = [
      [`TRACE / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`, /^HTTP\/1\.1 405 /],
      [
        `GET http://elsewhere.test/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
        /^HTTP\/1\.1 400 /,
      ],
      [
        `GET /%E0%A4%A HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
        /^HTTP\/1\.1 400 /,
      ],
      [
        `GET /${'a'.repeat(4000)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
        /^HTTP\/1\.1 414 /,
      ],
    ]
    for (const [bytes, status] of cases) {
      const connection = await rawConnection(edge.port)
      connection.write(bytes)
      await within(connection.closed, 5_000, bytes.slice(0, 40))
      expect(connection.text(), bytes.slice(0, 40)).toMatch(status)
      // With the request's id, like every answer.
      expect(connection.text()).toMatch(/\r\nx-request-id: [0-9a-f-]{36}\r\n/i)
    }
    expect(edge.seen).toEqual([])
  })
})

describe('what reaches Next', () => {
  it("carries the socket's address, whatever the request claims, and its id, echoed in the answer", async () => {
    edge = await startEdgeServer(SHORT)
    const connection = await rawConnection(edge.port)
    connection.write(health(`${CLIENT_ADDRESS_HEADER}: 203.0.113.9\r\nX-Request-Id: lb-0001\r\n`))
    await answered(connection, 1)
    connection.write(health(`X-Request-Id: a b\r\n`))
    await answered(connection, 2)
    connection.write(health())
    await answered(connection, 3)
    connection.socket.destroy()

    expect(edge.seen).toHaveLength(3)
    for (const request of edge.seen)
      expect(request.headers[CLIENT_ADDRESS_HEADER]).toBe('127.0.0.1')
    const ids = [...connection.text().matchAll(/\r\nx-request-id: ([^\r]*)\r\n/gi)].map((m) => m[1])
    expect(ids).toHaveLength(3)
    // The caller's id when usable; otherwise a new one each time.
    expect(ids[0]).toBe('lb-0001')
    expect(ids[1]).toMatch(UUID)
    expect(ids[2]).toMatch(UUID)
    expect(ids[2]).not.toBe(ids[1])
    expect(edge.seen.map((request) => request.headers['x-request-id'])).toEqual(ids)
  })
})
