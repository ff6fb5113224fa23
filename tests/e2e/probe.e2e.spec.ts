import http from 'node:http'
import net from 'node:net'

import { type APIRequestContext, expect, test } from '@playwright/test'

import { codeSentTo, forgetSignupLimit } from '../helpers/outboxDb'

// Every test signs up from the one loopback address: its hourly sign-up limit is lifted.
test.beforeEach(() => forgetSignupLimit())

/**
 * Issue 12's probe, through the real production server (`scripts/server.ts` in front of Next's
 * handler and the proxy) over HTTP: malformed addresses, hostile headers and bodies, methods a
 * route does not have, `?next=` open redirects after logging in, a spoofed X-Forwarded-For
 * against the contact form's limit, and twenty identical bookings at once. Whatever the client
 * sends: never a 5xx, never a hang, never a redirect to another site, and a JSON API answers JSON.
 *
 * The requests that must reach the server byte for byte go out through `node:http` or a raw
 * `node:net` socket (Playwright normalises addresses and headers). Each test that counts against
 * a per-address limit connects from a loopback address of its own (127.x.y.z), so its budget is
 * not the one the other end-to-end specs share.
 */

const BASE = new URL(process.env.E2E_BASE_URL ?? 'http://localhost:3210')
const PORT = Number(BASE.port)
const STAFF_PATH = process.env.E2E_STAFF_PATH ?? '/back-office-e2e'
/** How long one probe may take before it counts as a hang. */
const HANG_MS = 10_000

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string }

/** A loopback address no other test or spec connects from (each run has a fresh database). */
let loopbackSerial = 0
const freshLoopback = () => `127.77.0.${++loopbackSerial}`

type Probe = {
  method?: string
  path: string
  headers?: Record<string, string | string[]>
  /** Sent with Content-Length, or chunked when given as several chunks. */
  body?: string | Buffer | Buffer[]
  localAddress?: string
}

/** One request through `node:http`, exactly as written (no normalising); rejects on a hang. */
function send({ method = 'GET', path, headers = {}, body, localAddress }: Probe): Promise<Answer> {
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
function sendRaw(bytes: Buffer | string, { halfClose = false } = {}): Promise<Answer> {
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
function problemsOf(label: string, answer: Answer): string[] {
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
async function probeAll(probes: Probe[], concurrency = 6): Promise<string[]> {
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
async function expectAlive(request: APIRequestContext) {
  const home = await request.get('/api/areas')
  expect(home.status()).toBe(200)
}

const cairoDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(
    new Date(Date.now() + days * 24 * 60 * 60 * 1000),
  )

let customerSerial = 0

/**
 * A customer who signed up through the API and proved their phone with the SMS code, from a
 * loopback address of their own (the sign-up limit per address is the other specs' too).
 */
async function verifiedCustomer(tag: string) {
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
  const localAddress = freshLoopback()
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

const PAGES = ['/', '/ar', '/login', '/ar/login', '/book', '/booking/MS-ABCDEF', '/contact-us']
const JSON_GETS = ['/api/areas', '/api/user/info', '/api/booking/MS-ABCDEF', '/api/cms/pages']
const JSON_POSTS = ['/api/contact', '/api/user/signup', '/api/user/signin', '/api/booking/quote']

test.describe('the production server under hostile requests', () => {
  test('malformed addresses answer 4xx, never 5xx, and the API answers JSON', async ({
    request,
  }) => {
    const paths = [
      // bad percent-encoding
      '/%',
      '/%E0%A4%A',
      '/%zz',
      '/ar/%E0%A4%A',
      '/login/%',
      '/booking/%',
      '/booking/%ff',
      '/booking/%E0%A4%A',
      '/api/booking/%ff',
      '/api/booking/%',
      '/api/booking/%E0%A4%A/voucher',
      '/api/booking/%ff/calendar?lang=%ff',
      '/api/%',
      '/api/areas?lang=%',
      '/api/cms/%',
      '/api/cms/pages/%ff',
      '/api/cms/pages?where[slug][equals]=%E0%A4%A',
      '/api/cms/pages?where[%',
      `${STAFF_PATH}/%`,
      '/_next/%',
      '/_next/static/%ff',
      '/?q=%',
      '/login?next=%',
      // overlong (under Node's 16 KB header limit, and over it)
      `/${'a'.repeat(2000)}`,
      `/${'a'.repeat(8000)}`,
      `/ar/${'%D8%A7'.repeat(1300)}`,
      `/api/${'a'.repeat(8000)}`,
      `/api/booking/${'M'.repeat(8000)}`,
      `/api/cms/pages/${'1'.repeat(4000)}`,
      `/?${'q=1&'.repeat(2000)}`,
      `/${'a'.repeat(20_000)}`,
      // traversal and doubled slashes
      '/..%2f',
      '/..%2f..%2f..%2fetc%2fpasswd',
      '/%2e%2e/%2e%2e/package.json',
      '/api/..%2f..%2fpackage.json',
      '/_next/..%2f..%2fpackage.json',
      '/_next/static/..%2f..%2f..%2f.env',
      '/media/..%2f..%2fpackage.json',
      '//',
      '//evil.example',
      '///evil.example/',
      '//evil.example/%2e%2e',
      '/\\evil.example',
      '/%5Cevil.example',
      '/%2F%2Fevil.example',
      '//api/areas',
      '/api//areas',
      '/api/booking//quote',
      '/ar//login',
      '/login//',
      // NUL and control characters
      '/%00',
      '/ar/%00',
      '/login%00',
      '/booking/MS-%00',
      '/api/booking/%00',
      '/api/areas%00',
      '/api/cms/pages/%00',
      '/api/cms/pages?where[slug][equals]=%00',
      '/?q=%00',
      '/login?next=%00',
      '/login?next=/%00',
      '/api/areas?lang=%00',
      '/%0d%0aSet-Cookie:%20x=1',
      '/%1b%5b31m',
      // unicode
      '/%D9%85%D9%84%D9%81',
      '/ar/%D8%AD%D8%AC%D8%B2',
      '/booking/MS-%D9%A1%D9%A2%D9%A3',
      '/api/booking/MS-%D9%A1%D9%A2%D9%A3%D9%A4%D9%A5%D9%A6',
      '/%F0%9F%9A%95',
      '/%C0%AF',
      '/%ED%A0%80',
      '/%EF%BB%BF',
      '/api/cms/pages?where[slug][equals]=%F0%9F%9A%95',
      '/?lang=%D8%B9',
      // a language that does not exist, and the staff path's own folder
      '/fr/login',
      '/en/en/ar',
      `${STAFF_PATH}/..%2f..%2fapi%2fareas`,
    ]
    const problems = await probeAll(paths.map((path) => ({ path })))

    // What `node:http` will not write: raw UTF-8 and a raw backslash in the request line.
    const raw = [
      '/مرحبا',
      '/booking/MS-١٢٣٤٥٦',
      '/api/booking/MS-١٢٣٤٥٦',
      '/api/cms/pages?where[slug][equals]=ك',
      '/\\\\evil.example',
      // not a path at all
      '*',
      'http://evil.example/Login',
      'http://evil.example/api/areas',
    ]
    for (const path of raw) {
      const bytes = Buffer.concat([
        Buffer.from('GET '),
        Buffer.from(path, 'utf8'),
        Buffer.from(` HTTP/1.1\r\nHost: ${BASE.host}\r\nConnection: close\r\n\r\n`),
      ])
      try {
        problems.push(...problemsOf(`GET ${path}`, await sendRaw(bytes)))
      } catch (error) {
        problems.push(`GET ${path}: ${(error as Error).message}`)
      }
    }
    expect(problems).toEqual([])
    await expectAlive(request)
  })

  test('hostile headers: a huge X-Forwarded-For, garbage languages, broken cookies', async ({
    request,
  }) => {
    const hostile: Record<string, Record<string, string | string[]>> = {
      'forwarded 16 KB': { 'x-forwarded-for': '1.2.3.4, '.repeat(1640) },
      'forwarded 8 KB': { 'x-forwarded-for': '1.2.3.4, '.repeat(800) },
      'forwarded garbage': { 'x-forwarded-for': '%%%, ::ffff:999.1.1.1, [::1]:x, , ,unknown' },
      'forwarded host': { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'javascript' },
      'language garbage': {
        'accept-language': 'en;q=NaN, ar-;q=-1, ,,, ;q=1, zz-ZZZZZZZZZZZZZZ;q=0.5, *;q=2, ;;;',
      },
      'language long': { 'accept-language': `${'x-'.repeat(2000)}ar` },
      'language latin-1': { 'accept-language': Buffer.from('ÿþ;q=1', 'latin1').toString('latin1') },
      'session %%%': { cookie: 'masar_session=%%%' },
      'session 4 KB': { cookie: `masar_session=${'A'.repeat(4096)}` },
      'session twice': { cookie: 'masar_session=a; masar_session=%E0%A4%A; masar_session=' },
      'locale cookie broken': { cookie: 'NEXT_LOCALE=%E0%A4%A; NEXT_LOCALE=ar%00' },
      'cookie without =': { cookie: 'masar_session; ;;; =; =x' },
      'many cookies': {
        cookie: Array.from({ length: 400 }, (_, i) => `c${i}=${i}`).join('; '),
      },
      'many cookie headers': { cookie: Array.from({ length: 50 }, (_, i) => `k${i}=%${i}`) },
      'next action': { 'next-action': 'x'.repeat(42), 'next-router-state-tree': '%%%' },
      'rsc garbage': { rsc: '1', 'next-router-state-tree': '[[[[', 'next-url': '//evil.example' },
      'middleware subrequest': { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' },
      'host evil': { host: 'evil.example' },
      'host empty': { host: '' },
    }
    const probes: Probe[] = []
    for (const headers of Object.values(hostile)) {
      for (const path of [...PAGES, ...JSON_GETS, '/Login']) probes.push({ path, headers })
      for (const path of JSON_POSTS) {
        probes.push({
          method: 'POST',
          path,
          headers: { ...headers, 'content-type': 'application/json' },
          body: '{}',
        })
      }
    }
    const problems = await probeAll(probes)
    expect(problems).toEqual([])
    await expectAlive(request)
  })

  test('bodies: wrong Content-Type, a Content-Length that lies, a chunked body over 64 KB', async ({
    request,
  }) => {
    const targets = [...JSON_POSTS, '/api/cms/customers/login', '/api/cms/pages', '/api/booking']
    const types = [
      'text/plain',
      'multipart/form-data',
      'multipart/form-data; boundary=x',
      'application/x-www-form-urlencoded',
      'application/json; charset=utf-16',
      'application/xml',
    ]
    const probes: Probe[] = []
    for (const path of targets) {
      const idempotency = { 'idempotency-key': crypto.randomUUID() }
      for (const type of types) {
        probes.push({
          method: 'POST',
          path,
          headers: { ...idempotency, 'content-type': type },
          body: '--x\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"a":',
        })
      }
      probes.push({ method: 'POST', path, headers: idempotency, body: '{"a":1}' })
      // More than 64 KB, chunked (no Content-Length to refuse it by).
      const chunk = Buffer.from(`{"pad":"${'x'.repeat(16 * 1024)}`)
      probes.push({
        method: 'POST',
        path,
        headers: { ...idempotency, 'content-type': 'application/json' },
        body: Array.from({ length: 6 }, () => chunk),
      })
      // A Content-Length far larger than what follows, the connection kept open: the site's API
      // refuses it by the header (Payload's REST waits for the body, as HTTP lets it).
      if (path.startsWith('/api/cms/')) continue
      probes.push({
        method: 'POST',
        path,
        headers: {
          ...idempotency,
          'content-type': 'application/json',
          'content-length': '99999999',
        },
        body: [Buffer.from('{}')],
      })
    }
    // The pages and Next's server actions with junk bodies.
    for (const path of PAGES) {
      probes.push({
        method: 'POST',
        path,
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'next-action': 'f'.repeat(42) },
        body: '["$K1"]',
      })
      probes.push({
        method: 'POST',
        path,
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'next-action': '' },
        body: '--x\r\nContent-Disposition: form-data; name="1_$ACTION_ID_x"\r\n\r\n\r\n--x--',
      })
    }
    const problems = await probeAll(probes)

    // Content-Length shorter or longer than the body, on raw sockets.
    for (const path of [
      '/api/contact',
      '/api/user/signin',
      '/api/booking/quote',
      '/api/cms/pages',
    ]) {
      const head = (length: number) =>
        `POST ${path} HTTP/1.1\r\nHost: ${BASE.host}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${length}\r\nConnection: close\r\n\r\n`
      const cases: [string, string, { halfClose: boolean }][] = [
        ['claims less', `${head(3)}{"name":"x"}`, { halfClose: false }],
        ['claims more', `${head(500)}{"name":"x"}`, { halfClose: true }],
        ['claims 0', `${head(0)}{"name":"x"}`, { halfClose: false }],
        ['claims -1', `${head(-1)}{}`, { halfClose: true }],
      ]
      for (const [name, bytes, options] of cases) {
        try {
          problems.push(...problemsOf(`POST ${path} (${name})`, await sendRaw(bytes, options)))
        } catch (error) {
          problems.push(`POST ${path} (${name}): ${(error as Error).message}`)
        }
      }
    }
    expect(problems).toEqual([])
    await expectAlive(request)
  })

  test('methods a route does not have: 4xx, and JSON from the API', async ({ request }) => {
    const methods = ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'HEAD']
    const probes: Probe[] = []
    for (const method of methods) {
      for (const path of [...PAGES, ...JSON_GETS, ...JSON_POSTS, '/api/nope', '/api/cms/nope']) {
        probes.push({ method, path, headers: { 'content-type': 'application/json' }, body: '{}' })
      }
    }
    const problems = await probeAll(probes)
    expect(problems).toEqual([])
    // Through Playwright too: the API's refusal of a method is a JSON error.
    const put = await request.put('/api/areas', { data: {} })
    expect(put.status()).toBe(405)
    expect(await put.json()).toMatchObject({ status: false, error: 'method-not-allowed' })
    await expectAlive(request)
  })
})

test.describe('redirects after logging in stay on the site', () => {
  test.describe.configure({ timeout: 90_000 })

  const EVIL = [
    encodeURIComponent('/\t/evil.example'),
    encodeURIComponent('//evil.example'),
    encodeURIComponent('/\\evil.example'),
    encodeURIComponent('https://evil.example'),
    '%2F%2Fevil.example',
    encodeURIComponent('/%2F%2Fevil.example'),
    '/\\/evil.example',
    encodeURIComponent('/\\/evil.example/'),
    encodeURIComponent('javascript:alert(1)'),
  ]

  test('?next= pointing off-site ends on the site after the login form', async ({ browser }) => {
    const who = await verifiedCustomer('next')
    for (const next of EVIL) {
      const context = await browser.newContext()
      const offsite: string[] = []
      await context.route(
        (url) => url.host !== BASE.host,
        (route) => {
          offsite.push(route.request().url())
          return route.abort()
        },
      )
      const page = await context.newPage()
      await page.goto(`/login?next=${next}`)
      await page.locator('#login').fill(who.email)
      await page.locator('#password').fill(who.password)
      await page.locator('#login-form button[type="submit"]').click()
      await expect(page).not.toHaveURL(/\/login/)
      await page.waitForLoadState('networkidle')
      expect(new URL(page.url()).origin, `next=${next}`).toBe(BASE.origin)
      expect(offsite, `next=${next}`).toEqual([])
      await context.close()
    }
  })
})

test.describe('limits and duplicates over HTTP', () => {
  test('a new X-Forwarded-For per message gives no fresh contact budget (TRUST_PROXY unset)', async () => {
    const localAddress = freshLoopback()
    const statuses: number[] = []
    for (let i = 1; i <= 7; i++) {
      const answer = await send({
        method: 'POST',
        path: '/api/contact',
        localAddress,
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `203.0.113.${i}`,
          'x-real-ip': `198.51.100.${i}`,
          forwarded: `for=192.0.2.${i}`,
        },
        body: JSON.stringify({
          name: 'Probe Sender',
          email: `probe.sender.${i}@example.com`,
          message: `Message number ${i} from the probe.`,
        }),
      })
      statuses.push(answer.status)
      if (answer.status === 429) {
        expect(JSON.parse(answer.body)).toMatchObject({ status: false, error: 'rate-limited' })
      }
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429])
  })

  test('twenty identical bookings at once make one reservation', async ({ request }) => {
    const who = await verifiedCustomer('twenty')
    const headers = { cookie: who.cookie }
    const execDate = `${cairoDay(14)}T09:00`
    const quote = await request.post('/api/booking/quote', {
      headers,
      data: {
        tripType: 'one-way',
        pickup: 'cai-airport',
        dropoff: 'cai-zamalek',
        execDate,
        returningDate: null,
        persons: 2,
        luggages: 2,
      },
    })
    expect(quote.status()).toBe(200)
    const quoted = (await quote.json()) as {
      cashAllowed: boolean
      cars: { code: string; price: number; cashAllowed: boolean }[]
    }
    const car = quoted.cars.find((candidate) => candidate.cashAllowed)!
    expect(car).toBeTruthy()
    const booking = {
      tripType: 'one-way',
      pickupAddress: 'cai-airport',
      dropoffAddress: 'cai-zamalek',
      locationNames: { pickup: '', dropoff: 'Marriott Hotel' },
      personsCount: 2,
      luggagesCount: 2,
      execDate,
      returningDate: null,
      arrivalFlightNumber: 'MS 985',
      departureFlightNumber: null,
      acceptedTerms: true,
      carType: car.code,
      price: car.price,
      paymentType: 'cash',
      isAnotherPassengers: false,
      passengerName: '',
      passengerPhone: '',
      notes: '',
      partnerId: null,
      userId: who.id,
    }
    const answers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const answer = await request.post('/api/booking', {
          headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
          data: booking,
        })
        return { status: answer.status(), json: await answer.json() }
      }),
    )
    const created = answers.filter((answer) => answer.status === 201)
    expect(created, JSON.stringify(answers.map((a) => [a.status, a.json.error]))).toHaveLength(1)
    const number = created[0]!.json.reservation.reservationNumber as string
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expect([409, 429]).toContain(answer.status)
      if (answer.status === 409) {
        expect(answer.json).toMatchObject({ error: 'duplicate-booking', reservationNumber: number })
      } else {
        expect(answer.json).toMatchObject({ error: 'try-again-later' })
      }
    }
    const list = await request.get('/api/user/reservations', { headers })
    expect(list.status()).toBe(200)
    const reservations = (await list.json()) as { reservationNumber: string }[]
    expect(reservations.map((reservation) => reservation.reservationNumber)).toEqual([number])
  })
})
