import { connect, type Socket } from 'node:net'

import { expect, test } from '@playwright/test'

/**
 * What the one server process (`scripts/server.ts`, `src/http/edge.ts`) guarantees on its
 * connections, on raw sockets against the production server: a too-large body is refused with
 * 413 and its connection closed cleanly, a kept-alive connection is announced for longer than a
 * proxy keeps one, and requests Next would answer with a 500 get a 4xx. What takes the headers'
 * timeout to see (silent and half-sent connections closed, an idle kept-alive connection still
 * serving) and the cap on connections are checked on the same edge with short timeouts, in
 * process: tests/int/edge-connections.int.spec.ts.
 */

const BASE = new URL(process.env.E2E_BASE_URL ?? 'http://localhost:3210')

type Exchange = { text: string; closedAfterMs: number | null }

/** Opens a connection to the server, writes `bytes` and collects what comes back until it closes. */
function exchange(bytes: (string | Buffer)[], waitMs: number): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const started = Date.now()
    const socket: Socket = connect({ host: BASE.hostname, port: Number(BASE.port) })
    let text = ''
    const timer = setTimeout(() => {
      socket.destroy()
      resolve({ text, closedAfterMs: null })
    }, waitMs)
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => (text += chunk))
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A server that answers before reading the whole body and closes makes the writes still
      // under way fail (EPIPE, or a reset): TCP's answer to writing to a closed connection. What
      // was read before stays in `text`, and 'close' follows.
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') return
      clearTimeout(timer)
      reject(error)
    })
    socket.on('close', () => {
      clearTimeout(timer)
      resolve({ text, closedAfterMs: Date.now() - started })
    })
    socket.on('connect', () => {
      for (const part of bytes) socket.write(part)
    })
  })
}

test.describe('connections', () => {
  test('a body over the limit gets 413 and its connection closed; the next one is served', async ({
    request,
  }) => {
    const body = Buffer.from(`{"pad":"${'x'.repeat(200 * 1024)}"}`)
    const head =
      `POST /api/booking/quote HTTP/1.1\r\nHost: ${BASE.host}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n` +
      `Connection: keep-alive\r\n\r\n`
    // A second request right behind it on the same connection: never read as a request.
    const next = `GET /api/health HTTP/1.1\r\nHost: ${BASE.host}\r\n\r\n`
    const answer = await exchange([head, body, next], 10_000)
    expect(answer.text).toMatch(/^HTTP\/1\.1 413 /)
    expect(answer.text).toMatch(/\r\nconnection: close\r\n/i)
    expect(answer.text).toContain('"error":"body-too-large"')
    // One answer only, and the server closed the connection (no second answer).
    expect(answer.text.match(/HTTP\/1\.1 /g)).toHaveLength(1)
    expect(answer.closedAfterMs).not.toBeNull()
    expect((await request.get('/api/health')).status()).toBe(200)
  })

  test("a kept-alive connection is announced for 65 s, past a proxy's 60 s, and serves again", async () => {
    const health = `GET /api/health HTTP/1.1\r\nHost: ${BASE.host}\r\nConnection: keep-alive\r\n\r\n`
    const socket: Socket = connect({ host: BASE.hostname, port: Number(BASE.port) })
    let text = ''
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => (text += chunk))
    socket.on('error', () => undefined)
    const answers = () => text.match(/HTTP\/1\.1 200 /g)?.length ?? 0
    await new Promise((resolve) => socket.once('connect', resolve))
    socket.write(health)
    await expect.poll(answers, { timeout: 10_000 }).toBe(1)
    expect(text).toMatch(/\r\nkeep-alive: timeout=65\r\n/i)
    socket.write(health)
    await expect.poll(answers, { timeout: 10_000 }).toBe(2)
    socket.destroy()
  })

  test('requests Next would answer with a 500 get a 4xx from the server', async () => {
    const cases: [string, RegExp][] = [
      [`TRACE / HTTP/1.1\r\nHost: ${BASE.host}\r\nConnection: close\r\n\r\n`, /^HTTP\/1\.1 405 /],
      [
        `GET http://elsewhere.test/ HTTP/1.1\r\nHost: ${BASE.host}\r\nConnection: close\r\n\r\n`,
        /^HTTP\/1\.1 400 /,
      ],
      [
        `GET /%E0%A4%A HTTP/1.1\r\nHost: ${BASE.host}\r\nConnection: close\r\n\r\n`,
        /^HTTP\/1\.1 400 /,
      ],
      [
        `GET /${'a'.repeat(4000)} HTTP/1.1\r\nHost: ${BASE.host}\r\nConnection: close\r\n\r\n`,
        /^HTTP\/1\.1 414 /,
      ],
    ]
    for (const [bytes, status] of cases) {
      const answer = await exchange([bytes], 10_000)
      expect(answer.text, bytes.slice(0, 40)).toMatch(status)
    }
  })
})
