import http from 'node:http'
import net from 'node:net'

import { type APIRequestContext, expect } from '@playwright/test'

import { codeSentTo } from './outboxDb'

/**
 * Requests to the production server that must reach it byte for byte, through `node:http` or a
 * raw `node:net` socket (Playwright normalises addresses and headers), and what is wrong with an
 * answer: issue 12's probe (tests/e2e/probe.http.spec.ts, probe.e2e.spec.ts).
 */

export const BASE = new URL(process.env.E2E_BASE_URL ?? 'http://localhost:3210')
const PORT = Number(BASE.port)
/** How long one probe may take before it counts as a hang. */
const HANG_MS = 10_000

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string }

/**
 * Loopback addresses `prefix`.1, .2, ...: a spec connecting from its own prefix counts against
 * per-address limits no other spec shares (each run has a fresh database).
 */
export function loopbacks(prefix: string): () => string {
  let serial = 0
  return () => `${prefix}.${++serial}`
}

export type Probe = {
  method?: string
  path: string
  headers?: Record<string, string | string[]>
  /** Sent with Content-Length, or chunked when given as several chunks. */
  body?: string | Buffer | Buffer[]
  localAddress?: string
}

/** One request through `node:http`, exactly as written (no normalising); rejects on a hang. */
export function send({
  method = 'GET',
  path,
  headers = {},
  body,
  localAddress,
}: Probe): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path,
        localAddress,
        agent: false,
        headers: { host: BASE.host, connection: 'close', ...headers },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
        response.on('error', reject)
      },
    )
    request.setTimeout(HANG_MS, () => request.destroy(new Error(`hang: ${method} ${path}`)))
    request.on('error', reject)
    if (Array.isArray(body)) {
      for (const chunk of body) request.write(chunk)
    } else if (body !== undefined) {
      request.setHeader('content-length', Buffer.byteLength(body))
      request.write(body)
    }
    request.end()
  })
}

/**
 * Raw bytes on a socket (for what `node:http` refuses to write: raw UTF-8 in the request line,
 * a Content-Length that lies). Reads until the server closes; `halfClose` ends the client's side
 * after writing. The answer's status, or 0 when the server closed without answering.
 */
export function sendRaw(bytes: Buffer | string, { halfClose = false } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port: PORT })
    const chunks: Buffer[] = []
    socket.setTimeout(HANG_MS, () =>
      socket.destroy(new Error(`hang: ${String(bytes).slice(0, 80)}`)),
    )
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' ? finish() : reject(error),
    )
    socket.on('close', () => finish())
    let done = false
    function finish() {
      if (done) return
      done = true
      const text = Buffer.concat(chunks).toString('utf8')
      const status = Number(text.match(/^HTTP\/1\.[01] (\d{3})/)?.[1] ?? 0)
      const [head = '', ...rest] = text.split('\r\n\r\n')
      const headers: http.IncomingHttpHeaders = {}
      for (const line of head.split('\r\n').slice(1)) {
        const at = line.indexOf(':')
        if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim()
      }
      resolve({ status, headers, body: rest.join('\r\n\r\n') })
    }
    socket.write(bytes, () => {
      if (halfClose) socket.end()
    })
  })
}

const isApi = (path: string) => /^\/+api(\/|$|\?)/i.test(path)

/**
 * What is wrong with an answer, if anything: a 5xx, a redirect that leaves the site, or (for the
 * JSON API, `/api/...`) an error that is not JSON. A 400 or 431 that Node's HTTP parser writes
 * itself for a request it cannot read (no body, `Connection: close`) is not the API answering.
 */
export function problemsOf(label: string, answer: Answer): string[] {
  const problems: string[] = []
  if (answer.status >= 500) problems.push(`${label}: ${answer.status} ${answer.body.slice(0, 200)}`)
  const location = answer.headers.location
  if (location && answer.status >= 300 && answer.status < 400) {
    let target: URL | null = null
    try {
      target = new URL(String(location), BASE)
    } catch {
      problems.push(`${label}: unreadable Location ${String(location)}`)
    }
    if (target && target.origin !== BASE.origin) {
      problems.push(`${label}: redirects off-site to ${String(location)}`)
    }
  }
  const parserRefusal = (answer.status === 400 || answer.status === 431) && answer.body === ''
  if (isApi(label.replace(/^\S+ /, '')) && answer.status >= 400 && !parserRefusal) {
    const type = String(answer.headers['content-type'] ?? '')
    if (!/application\/json/.test(type)) {
      problems.push(`${label}: ${answer.status} is ${type || 'untyped'}, not JSON`)
    }
  }
  return problems
}

/** Runs probes a few at a time (the machine has two cores); collects every problem found. */
export async function probeAll(probes: Probe[], concurrency = 6): Promise<string[]> {
  const problems: string[] = []
  let next = 0
  async function worker() {
    while (next < probes.length) {
      const probe = probes[next++]!
      const label = `${probe.method ?? 'GET'} ${probe.path.slice(0, 120)}`
      try {
        problems.push(...problemsOf(label, await send(probe)))
      } catch (error) {
        problems.push(`${label}: ${(error as Error).message}`)
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return problems
}

/** The server still answers after a probe that may have broken a socket. */
export async function expectAlive(request: APIRequestContext) {
  const home = await request.get('/api/areas')
  expect(home.status()).toBe(200)
}

export const cairoDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(
    new Date(Date.now() + days * 24 * 60 * 60 * 1000),
  )

let customerSerial = 0

/**
 * A customer who signed up through the API and proved their phone with the SMS code, from
 * `localAddress` (a loopback address of the caller's own: the sign-up limit per address is the
 * other specs' too).
 */
export async function verifiedCustomer(tag: string, localAddress: string) {
  customerSerial += 1
  const digits =
    String(Date.now() % 1e6).padStart(6, '0') + String(60 + customerSerial).padStart(2, '0')
  const who = {
    name: `Probe ${tag} ${customerSerial}`,
    email: `probe.${tag}.${digits}@example.com`,
    mobile: `012${digits}`,
    e164: `+2012${digits}`,
    password: 'secret-123',
  }
  const started = new Date(Date.now() - 1000)
  const json = { 'content-type': 'application/json' }
  const signup = await send({
    method: 'POST',
    path: '/api/user/signup',
    headers: json,
    body: JSON.stringify({ ...who, lang: 'en' }),
    localAddress,
  })
  expect(signup.status, signup.body).toBe(201)
  const session =
    (signup.headers['set-cookie'] ?? [])
      .map((line) => line.split(';')[0]!)
      .find((pair) => pair.startsWith('masar_session=')) ?? ''
  expect(session).toMatch(/^masar_session=./)
  const code = await codeSentTo(who.e164, started)
  const verify = await send({
    method: 'POST',
    path: '/api/user/verify',
    headers: { ...json, cookie: session },
    body: JSON.stringify({ code }),
    localAddress,
  })
  expect(verify.status, verify.body).toBe(200)
  const user = JSON.parse(signup.body).user as { id: number }
  return { ...who, id: user.id, cookie: session }
}
