import { readdirSync } from 'node:fs'
import path from 'node:path'

import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { STAFF_ROUTES } from '@/app/(frontend)/api/[...slug]/staffApi'
import { CLIENT_ADDRESS_HEADER } from '@/lib/clientAddress'
import { staffPath } from '@/lib/staffPath'
import { sqlPool } from '@/infra/db'

import { cairoTimeIn } from '../helpers/bookingData'
import { type Account, signedUpCustomer } from '../helpers/customers'
import { testPayload } from '../helpers/payload'

/**
 * Issue 12, "Tests": every JSON endpoint, public and staff, fed random and hostile requests
 * (bodies, query strings, headers, cookies: control characters, huge, deep, wrong types, unicode,
 * injection-shaped) by fast-check. Whatever arrives, the answer is a success or a 4xx JSON error
 * (for the site's own API: `error` and `message`, the message in the caller's language), never a
 * 5xx; and a refusal leaves every table as it was.
 *
 * The site's endpoints are found by walking `src/app/(frontend)/api`, so a new route is covered
 * without being listed here; each exported method is called. Payload's REST and GraphQL
 * endpoints (`/api/cms`) are called as an anonymous visitor, as a customer and as staff.
 */

type RouteContext = { params: Promise<Record<string, string | string[]>> }
type RouteHandler = (request: Request, context: RouteContext) => Promise<Response> | Response

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
const API_DIR = path.resolve(import.meta.dirname, '../../src/app/(frontend)/api')
/** Runs per endpoint and method; the CI runs the same number (seeded by fast-check per run). */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 30)
/** Time for one property: generous, a slow machine must not fail it. */
const PROPERTY_TIMEOUT = 60_000 + RUNS * 4_000

/** Answers a machine reads, not a person: in English whatever the caller's language. */
const MACHINE_ENDPOINTS = new Set(['POST /api/payments/paymob/callback'])

/** Tables whose rows a refused request may legitimately add: its own rate-limit counter. */
const COUNTED_ANYWAY = new Set(['rate_limits'])

let payload: Payload
let customer: Account
let tables: string[] = []
let reservationNumber = 'MS-000000'
let staffToken = ''

type Endpoint = {
  /** `POST /api/user/signin` */
  name: string
  /** The path as the browser calls it (dynamic segments filled in per run). */
  segments: string[]
  method: (typeof METHODS)[number]
  handler: RouteHandler
}

function routeFiles(dir: string, segments: string[] = []): { file: string; segments: string[] }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return routeFiles(path.join(dir, entry.name), [...segments, entry.name])
    return entry.name === 'route.ts' ? [{ file: path.join(dir, entry.name), segments }] : []
  })
}

async function siteEndpoints(): Promise<Endpoint[]> {
  const endpoints: Endpoint[] = []
  for (const { file, segments } of routeFiles(API_DIR)) {
    const route = (await import(file)) as Record<string, unknown>
    for (const method of METHODS) {
      const handler = route[method]
      if (typeof handler !== 'function') continue
      endpoints.push({
        name: `${method} /api/${segments.join('/')}`,
        segments,
        method,
        handler: handler as RouteHandler,
      })
    }
  }
  // The staff JSON API answers under the catch-all at a segment known only at run time.
  const catchAll = (await import(path.join(API_DIR, '[...slug]', 'route.ts'))) as Record<
    string,
    RouteHandler
  >
  for (const [route, example] of Object.entries(STAFF_ROUTES)) {
    const [method, name] = route.split(' ') as [(typeof METHODS)[number], string]
    const segments = [staffPath().slice(1), ...example.split('/')]
    endpoints.push({
      name: `${method} /api/{staffsegment}/${name}`,
      segments,
      method,
      handler: (request) =>
        catchAll[method]!(request, { params: Promise.resolve({ slug: segments }) }),
    })
  }
  return endpoints
}

// ---------------------------------------------------------------------------------------------
// What a hostile client sends

const HOSTILE_TEXT = [
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\ud800',
  '\u202eevil',
  // Issue 29: bidi controls that disguise text (isolates, embeddings, marks).
  'Ahmed \u2066Salah\u2069',
  '\u202aabc\u202c',
  'gpj.\u202etxt',
  '\u200f\u200e',
  '\ufeff',
  "' OR '1'='1' --",
  '"; drop table customers; --',
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '%00%0d%0a',
  '__proto__',
  'constructor',
  '{"$gt":""}',
  'NaN',
  '-1',
  '1e309',
  '9'.repeat(400),
  'مرحبا بكم',
  '𝕄𝕒𝕤𝕒𝕣 👨‍👩‍👧',
  'x'.repeat(70_000),
]

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 20 }),
)

const scalar = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e21, 2 ** 31),
)

const jsonish: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor')),
      tie('value'),
      {
        maxKeys: 4,
      },
    ),
  ),
})).value

const deepText = fc
  .integer({ min: 33, max: 5000 })
  .chain((depth) =>
    fc
      .constantFrom('array', 'object')
      .map((kind) =>
        kind === 'array'
          ? `${'['.repeat(depth)}${']'.repeat(depth)}`
          : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
      ),
  )

/** A plausible body for the endpoint (so that mutations reach its deeper rules). */
function baseBody(endpoint: Endpoint): Record<string, unknown> {
  const route = endpoint.segments.join('/')
  if (route.includes('booking'))
    return {
      tripType: 'one-way',
      pickupAddress: 'cai-airport',
      dropoffAddress: 'zamalek',
      locationNames: { pickup: '', dropoff: 'Marriott' },
      personsCount: 2,
      luggagesCount: 1,
      execDate: cairoTimeIn(72),
      returningDate: null,
      arrivalFlightNumber: 'MS 985',
      departureFlightNumber: null,
      acceptedTerms: true,
      carType: 'corolla',
      price: 50000,
      paymentType: 'cash',
      isAnotherPassengers: false,
      notes: '',
      partnerId: null,
      userId: customer.user.id,
    }
  if (route.includes('payments'))
    return {
      reservationNumber,
      method: 'card',
      obj: { id: 1, success: true },
      hmac: 'f'.repeat(128),
    }
  if (route.includes('contact') && !route.includes('user'))
    return { name: 'Visitor', email: 'visitor@example.com', phone: '', message: 'Hello there' }
  return {
    name: 'Amira',
    email: `amira.${Date.now()}@example.com`,
    mobile: '01005550177',
    country: 'EG',
    login: 'amira@example.com',
    password: 'secret-123',
    newPassword: 'secret-456',
    code: '123456',
    channel: 'sms',
    value: '01005550188',
    field: 'mobile',
    lang: 'ar',
    locale: 'ar',
  }
}

/** A body: the plausible one with a field broken, added or dropped; random JSON; raw text. */
const bodyFor = (endpoint: Endpoint): fc.Arbitrary<string | undefined> => {
  const base = baseBody(endpoint)
  const keys = Object.keys(base)
  const mutated = fc
    .record({
      key: fc.oneof(fc.constantFrom(...keys), hostileString),
      value: jsonish,
      drop: fc.boolean(),
    })
    .map(({ key, value, drop }) => {
      const body: Record<string, unknown> = { ...base }
      if (drop) delete body[key]
      else body[key] = value
      return JSON.stringify(body)
    })
  return fc.oneof(
    { weight: 4, arbitrary: mutated },
    { weight: 2, arbitrary: jsonish.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: deepText },
    { weight: 1, arbitrary: hostileString },
    { weight: 1, arbitrary: fc.constant(JSON.stringify({ pad: 'x'.repeat(70 * 1024) })) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  )
}

/** Header values as HTTP carries them: Latin-1 bytes without CR, LF or NUL. */
const headerText = fc.oneof(
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0xff }).map((code) => String.fromCharCode(code)),
    maxLength: 60,
  }),
  fc.constantFrom('', 'x'.repeat(16_000), `${'1.2.3.4, '.repeat(3000)}5.6.7.8`, "'; --", '\t'),
)

/** `staff`: an admin's `Authorization: JWT` token (the staff API reads it; the site's API does not). */
type Caller = 'anonymous' | 'customer' | 'broken-session' | 'staff'

const requestParts = (endpoint: Endpoint) =>
  fc.record({
    locale: fc.constantFrom('en', 'ar'),
    caller: fc.constantFrom<Caller>('anonymous', 'customer', 'broken-session', 'staff'),
    body: bodyFor(endpoint),
    param: fc.oneof(fc.constant(reservationNumber), hostileString),
    query: fc.dictionary(
      fc.constantFrom(
        'page',
        'limit',
        'status',
        'from',
        'to',
        'q',
        'code',
        'id',
        'hmac',
        'success',
      ),
      hostileString,
      { maxKeys: 3 },
    ),
    headers: fc.dictionary(
      fc.constantFrom(
        'x-forwarded-for',
        'idempotency-key',
        'content-type',
        'content-length',
        'origin',
        'referer',
        'user-agent',
        'accept',
      ),
      headerText,
      { maxKeys: 3 },
    ),
    brokenCookie: headerText,
  })

type Parts = ReturnType<typeof requestParts> extends fc.Arbitrary<infer T> ? T : never

let serial = 0
const freshAddress = () => {
  serial += 1
  return `10.${200 + (serial % 50)}.${Math.floor(serial / 250) % 250}.${(serial % 250) + 1}`
}

function buildRequest(
  endpoint: Endpoint,
  parts: Parts,
): { request: Request; context: RouteContext } {
  const params: Record<string, string | string[]> = {}
  // A URL carries only well-formed text: a lone surrogate arrives as U+FFFD.
  const param = parts.param.toWellFormed()
  const segments = endpoint.segments.map((segment) => {
    const catchAll = segment.match(/^\[\.\.\.(\w+)\]$/)
    if (catchAll) {
      params[catchAll[1]!] = [param]
      return encodeURIComponent(param)
    }
    const dynamic = segment.match(/^\[(\w+)\]$/)
    if (dynamic) {
      params[dynamic[1]!] = param
      return encodeURIComponent(param)
    }
    return segment
  })
  const url = new URL(`http://localhost/api/${segments.join('/')}`)
  for (const [key, value] of Object.entries(parts.query)) url.searchParams.set(key, value)
  url.searchParams.set('lang', parts.locale)

  const headers = new Headers({ 'content-type': 'application/json' })
  for (const [name, value] of Object.entries(parts.headers)) headers.set(name, value)
  headers.set(CLIENT_ADDRESS_HEADER, freshAddress())
  const cookies = [`NEXT_LOCALE=${parts.locale}`]
  if (parts.caller === 'customer')
    cookies.push(`masar_session=${customer.browser.cookies.get('masar_session')}`)
  if (parts.caller === 'broken-session') cookies.push(`masar_session=${parts.brokenCookie}`)
  if (parts.caller === 'staff') headers.set('authorization', `JWT ${staffToken}`)
  headers.set('cookie', cookies.join('; '))
  if (!headers.has('idempotency-key') && endpoint.method === 'POST')
    headers.set('idempotency-key', crypto.randomUUID())

  const hasBody = endpoint.method !== 'GET' && parts.body !== undefined
  if (!hasBody) headers.delete('content-length')
  else if (headers.has('content-length')) headers.delete('content-length')
  return {
    request: new Request(url, {
      method: endpoint.method,
      headers,
      body: hasBody ? parts.body : undefined,
    }),
    context: { params: Promise.resolve(params) },
  }
}

// ---------------------------------------------------------------------------------------------
// What must hold

/** Every table's row count, in one statement. */
async function rowCounts(): Promise<Record<string, number>> {
  const columns = tables.map((table, i) => `(select count(*) from "${table}")::int as c${i}`)
  const { rows } = await sqlPool(payload).query(`select ${columns.join(', ')}`)
  const row = rows[0] ?? {}
  return Object.fromEntries(
    tables
      .filter((table) => !COUNTED_ANYWAY.has(table))
      .map((table) => [table, Number(row[`c${tables.indexOf(table)}`])]),
  )
}

const ARABIC = /[\u0600-\u06ff]/

async function respond(
  handler: RouteHandler,
  request: Request,
  context: RouteContext,
): Promise<{ status: number; text: string; type: string }> {
  const response = await handler(request, context)
  return {
    status: response.status,
    text: await response.text(),
    type: response.headers.get('content-type') ?? '',
  }
}

const describeRequest = (request: Request, body: string | undefined) =>
  `${request.method} ${request.url} cookie=${JSON.stringify(request.headers.get('cookie')?.slice(0, 120))} body=${JSON.stringify(body?.slice(0, 300))}`

beforeAll(async () => {
  payload = await testPayload()
  const { rows } = await sqlPool(payload).query(
    `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )
  tables = rows.map((row) => String(row.name))
  customer = await signedUpCustomer(payload, { tag: 'property' })
  const reservation = await payload.find({
    collection: 'reservations',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  reservationNumber = reservation.docs[0]?.reservationNumber ?? reservationNumber

  const email = `property.staff.${Date.now()}@masar.test`
  await payload.create({
    collection: 'users',
    data: { email, password: 'staff-secret-1', name: 'Property Staff', role: 'admin' },
    overrideAccess: true,
  })
  const login = await payload.login({
    collection: 'users',
    data: { email, password: 'staff-secret-1' },
  })
  staffToken = login.token ?? ''
})

afterAll(async () => {
  await payload.destroy()
})

describe("the site's JSON endpoints under random and hostile requests", async () => {
  const endpoints = await siteEndpoints()

  it('finds the endpoints (every route file under src/app/(frontend)/api)', () => {
    expect(endpoints.length).toBeGreaterThan(25)
    expect(endpoints.map((endpoint) => endpoint.name)).toContain('POST /api/booking')
  })

  for (const endpoint of endpoints) {
    it(
      `${endpoint.name}: a success or a 4xx JSON error in the caller's language, and a refusal stores nothing`,
      async () => {
        await fc.assert(
          fc.asyncProperty(requestParts(endpoint), async (parts) => {
            const { request, context } = buildRequest(endpoint, parts)
            const before = await rowCounts()
            const answer = await respond(endpoint.handler, request, context)
            const where = describeRequest(request, parts.body)
            expect(answer.status, where).toBeLessThan(500)
            if (answer.status < 400) return
            if (answer.type.includes('json')) {
              const json = JSON.parse(answer.text) as { error?: unknown; message?: unknown }
              expect(typeof json.error, where).toBe('string')
              expect(typeof json.message, where).toBe('string')
              const message = String(json.message)
              if (MACHINE_ENDPOINTS.has(endpoint.name)) expect(message, where).not.toMatch(ARABIC)
              else if (parts.locale === 'ar') expect(message, where).toMatch(ARABIC)
              else expect(message, where).not.toMatch(ARABIC)
            } else {
              // Only the payment redirect answers a refusal as a page (it sends the browser on).
              expect(answer.status, where).toBeLessThan(400)
            }
            expect(await rowCounts(), where).toEqual(before)
          }),
          { numRuns: RUNS },
        )
      },
      PROPERTY_TIMEOUT,
    )
  }
})

// ---------------------------------------------------------------------------------------------
// Payload's REST and GraphQL (the staff API)

const COLLECTIONS = [
  'airlines',
  'articles',
  'audit-log',
  'cars',
  'customers',
  'faqs',
  'inquiries',
  'media',
  'menus',
  'nationalities',
  'one-time-codes',
  'outbox',
  'partners',
  'payment-links',
  'payments',
  'payment-transactions',
  'places',
  'price-lists',
  'rate-limits',
  'regions',
  'reservations',
  'services',
  'slides',
  'users',
]

type StaffCaller = 'anonymous' | 'customer' | 'staff'

const cmsParts = fc.record({
  caller: fc.constantFrom<StaffCaller>('anonymous', 'customer', 'staff'),
  collection: fc.constantFrom(...COLLECTIONS, 'globals/settings', 'globals/terms'),
  method: fc.constantFrom('GET', 'POST', 'PATCH', 'DELETE'),
  id: fc.oneof(hostileString, fc.constantFrom('999999999', '-1', '1.5', '0x10')),
  withId: fc.boolean(),
  query: fc.dictionary(
    fc.constantFrom(
      'where[id][equals]',
      'where[email][like]',
      // Issue 29: operators the database adapter has no implementation for, text operators on
      // number and date columns.
      'where[id][near]',
      'where[id][within]',
      'where[createdAt][intersects]',
      'where[id][all]',
      'where[id][contains]',
      'where[createdAt][like]',
      'where[or][0][name][contains]',
      'sort',
      'limit',
      'page',
      'depth',
      'locale',
      'draft',
      'select[name]',
      'joins',
    ),
    hostileString,
    { maxKeys: 3 },
  ),
  body: fc.oneof(
    jsonish.map((value) => JSON.stringify(value) ?? 'null'),
    deepText,
    hostileString,
  ),
  acceptLanguage: headerText,
})

describe("Payload's REST and GraphQL endpoints under random and hostile requests", () => {
  it('answers a malformed id or filter value with a 400, not the database error as a 500', async () => {
    const config = (await import('@payload-config')).default
    const { REST_GET } = await import('@payloadcms/next/routes')
    const get = REST_GET(config)
    for (const [path, slug] of [
      ['/api/cms/partners/abc', ['partners', 'abc']],
      ['/api/cms/partners/%00', ['partners', '\u0000']],
      ['/api/cms/articles?where[id][in]=a%00', ['articles']],
      ['/api/cms/partners/9999999999999999999999', ['partners', '9999999999999999999999']],
    ] as const) {
      const answer = await get(new Request(`http://localhost${path}`), {
        params: Promise.resolve({ slug: [...slug] }),
      })
      expect(answer.status, path).toBe(400)
      expect(await answer.json(), path).toEqual({
        errors: [{ message: 'A value in the request is not valid here.' }],
      })
    }
    // A body too deep for Payload's recursive walk over the data, sent by a staff user.
    const { REST_POST } = await import('@payloadcms/next/routes')
    const deep = await REST_POST(config)(
      new Request('http://localhost/api/cms/airlines', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `JWT ${staffToken}` },
        body: '['.repeat(5000) + ']'.repeat(5000),
      }),
      { params: Promise.resolve({ slug: ['airlines'] }) },
    )
    expect(deep.status).toBe(400)
  })

  it('answers a body that is not a JSON object with a 400 and stores nothing', async () => {
    const config = (await import('@payload-config')).default
    const { REST_POST } = await import('@payloadcms/next/routes')
    const post = REST_POST(config)
    for (const body of ['0', '"Cairo"', 'true', 'null', '[1]']) {
      for (const slug of [['airlines'], ['airlines', ''], ['places']]) {
        const before = await rowCounts()
        const answer = await post(
          new Request(`http://localhost/api/cms/${slug.join('/')}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `JWT ${staffToken}` },
            body,
          }),
          { params: Promise.resolve({ slug }) },
        )
        const where = `POST ${slug.join('/')} ${body}`
        expect(answer.status, where).toBe(400)
        expect(await rowCounts(), where).toEqual(before)
      }
    }
  })

  it(
    'REST: anonymous, customer and staff callers get a success or a 4xx, never a 5xx; refusals store nothing',
    async () => {
      const config = (await import('@payload-config')).default
      const routes = await import('@payloadcms/next/routes')
      const handlers = {
        GET: routes.REST_GET(config),
        POST: routes.REST_POST(config),
        PATCH: routes.REST_PATCH(config),
        DELETE: routes.REST_DELETE(config),
      }
      await fc.assert(
        fc.asyncProperty(cmsParts, async (parts) => {
          // Staff may write; they write only to documents that do not exist, so that the run
          // cannot wreck the data other test files use.
          const id =
            parts.caller === 'staff' && parts.method !== 'GET' && /^\d+$/.test(parts.id)
              ? '999999999'
              : parts.id
          const global = parts.collection.startsWith('globals/')
          if (parts.caller === 'staff' && global && parts.method !== 'GET') return
          if (parts.caller === 'staff' && parts.method === 'POST' && !parts.withId) return
          const slug = [
            ...parts.collection.split('/'),
            ...(parts.withId && !global ? [id.toWellFormed()] : []),
          ]
          const url = new URL(`http://localhost/api/cms/${slug.map(encodeURIComponent).join('/')}`)
          for (const [key, value] of Object.entries(parts.query)) url.searchParams.set(key, value)
          const headers = new Headers({
            'content-type': 'application/json',
            'accept-language': parts.acceptLanguage,
            [CLIENT_ADDRESS_HEADER]: freshAddress(),
          })
          if (parts.caller === 'staff') headers.set('authorization', `JWT ${staffToken}`)
          if (parts.caller === 'customer')
            headers.set('cookie', `masar_session=${customer.browser.cookies.get('masar_session')}`)
          const request = new Request(url, {
            method: parts.method,
            headers,
            body: parts.method === 'GET' ? undefined : parts.body,
          })
          const before = await rowCounts()
          const answer = await respond(handlers[parts.method as keyof typeof handlers], request, {
            params: Promise.resolve({ slug }),
          })
          const where = describeRequest(request, parts.body)
          expect(answer.status, where).toBeLessThan(500)
          expect(answer.type, where).toContain('json')
          if (answer.status >= 400) expect(await rowCounts(), where).toEqual(before)
        }),
        { numRuns: RUNS * 10 },
      )
    },
    PROPERTY_TIMEOUT * 5,
  )

  it(
    'GraphQL: random and hostile queries get an answer, never a 5xx, and change nothing',
    async () => {
      // The route the site serves: staff only, within limits (src/http/staffGraphQL.ts).
      const { POST: graphql } = await import('@/app/(payload)/api/cms/graphql/route')
      const aliasBomb = (count: number) =>
        `{ ${Array.from({ length: count }, (_, i) => `a${i}: Articles(limit: 100) { docs { content } }`).join(' ')} }`
      const query = fc.oneof(
        hostileString,
        fc.constantFrom(
          '{ __schema { types { name } } }',
          '{ Customers { docs { email sessions { id } } } }',
          '{ Reservations { docs { statusHistory { reason } } } }',
          'mutation { deleteCar(id: 1) { id } }',
          `{ ${'Cars { docs { '.repeat(60)}id${' } }'.repeat(60)} }`,
          `query { ${Array.from({ length: 300 }, (_, i) => `a${i}: Cars { totalDocs }`).join(' ')} }`,
          // Issue 29: aliases, fragments and fragment cycles.
          aliasBomb(330),
          aliasBomb(21),
          'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }',
          '{ ...A } fragment A on Query { Cars { docs { id } } ...A }',
          '{ ...A ...A ...A } fragment A on Query { a: Cars(limit: 100) { docs { id } } }',
          '{ Articles(limit: 0) { docs { id } } }',
          '{ Articles(where: { id: { near: [1, 2] } }) { docs { id } } }',
        ),
      )
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            caller: fc.constantFrom<StaffCaller>('anonymous', 'customer', 'staff'),
            body: fc.oneof(
              query.map((q) => JSON.stringify({ query: q })),
              jsonish.map((value) => JSON.stringify(value) ?? 'null'),
              deepText,
            ),
          }),
          async (parts) => {
            // A staff member's mutations would change real data: staff send only queries.
            if (parts.caller === 'staff' && /mutation/i.test(parts.body)) return
            const headers = new Headers({
              'content-type': 'application/json',
              [CLIENT_ADDRESS_HEADER]: freshAddress(),
            })
            if (parts.caller === 'staff') headers.set('authorization', `JWT ${staffToken}`)
            if (parts.caller === 'customer')
              headers.set(
                'cookie',
                `masar_session=${customer.browser.cookies.get('masar_session')}`,
              )
            const request = new Request('http://localhost/api/cms/graphql', {
              method: 'POST',
              headers,
              body: parts.body,
            })
            const before = await rowCounts()
            const answer = await respond(graphql as unknown as RouteHandler, request, {
              params: Promise.resolve({}),
            })
            const where = describeRequest(request, parts.body)
            expect(answer.status, where).toBeLessThan(500)
            expect(await rowCounts(), where).toEqual(before)
          },
        ),
        { numRuns: RUNS * 3 },
      )
    },
    PROPERTY_TIMEOUT * 3,
  )
})
