import { expect, test } from '@playwright/test'

import { forgetSignupLimit } from '../helpers/outboxDb'
import {
  BASE,
  cairoDay,
  expectAlive,
  loopbacks,
  type Probe,
  probeAll,
  problemsOf,
  send,
  sendRaw,
  verifiedCustomer,
} from '../helpers/rawHttp'

// The browser specs sign up from the one loopback address: its hourly sign-up limit is lifted.
test.beforeEach(() => forgetSignupLimit())

/**
 * Issue 12's probe, through the real production server (`scripts/server.ts` in front of Next's
 * handler and the proxy) over HTTP, no browser: malformed addresses, hostile headers and bodies,
 * methods a route does not have, a spoofed X-Forwarded-For against the contact form's limit, and
 * twenty identical bookings at once. Whatever the client sends: never a 5xx, never a hang, never
 * a redirect to another site, and a JSON API answers JSON. (`?next=` after the login form is
 * probe.e2e.spec.ts's.)
 *
 * Each test connects from loopback addresses of its own (127.77.0.x), so what it counts against
 * a per-address limit is not the budget of the specs running beside it.
 */

const STAFF_PATH = process.env.E2E_STAFF_PATH ?? '/back-office-e2e'
const freshLoopback = loopbacks('127.77.0')

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
    const localAddress = freshLoopback()
    const problems = await probeAll(paths.map((path) => ({ path, localAddress })))

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
    const localAddress = freshLoopback()
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
    const problems = await probeAll(probes.map((probe) => ({ localAddress, ...probe })))
    expect(problems).toEqual([])
    await expectAlive(request)
  })

  test('bodies: wrong Content-Type, a Content-Length that lies, a chunked body over 64 KB', async ({
    request,
  }) => {
    const localAddress = freshLoopback()
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
    const problems = await probeAll(probes.map((probe) => ({ localAddress, ...probe })))

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
    const localAddress = freshLoopback()
    const methods = ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'HEAD']
    const probes: Probe[] = []
    for (const method of methods) {
      for (const path of [...PAGES, ...JSON_GETS, ...JSON_POSTS, '/api/nope', '/api/cms/nope']) {
        probes.push({ method, path, headers: { 'content-type': 'application/json' }, body: '{}' })
      }
    }
    const problems = await probeAll(probes.map((probe) => ({ localAddress, ...probe })))
    expect(problems).toEqual([])
    // Through Playwright too: the API's refusal of a method is a JSON error.
    const put = await request.put('/api/areas', { data: {} })
    expect(put.status()).toBe(405)
    expect(await put.json()).toMatchObject({ status: false, error: 'method-not-allowed' })
    await expectAlive(request)
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
    const who = await verifiedCustomer('twenty', freshLoopback())
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
