import { readdirSync } from 'node:fs'
import path from 'node:path'

import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { STAFF_ROUTES } from '@/app/(frontend)/api/[...slug]/staffApi'
import { CLIENT_ADDRESS_HEADER } from '@/lib/clientAddress'
import { staffPath } from '@/lib/staffPath'
import { sqlPool } from '@/infra/db'

import { bookingBody } from '../helpers/backoffice'
import {
  airportAndDistrict,
  cairoTimeIn,
  ensureCars,
  setBookingSettings,
} from '../helpers/bookingData'
import { type Account, signedUpCustomer } from '../helpers/customers'
import { testPayload } from '../helpers/payload'
import { bookingWithManageLink, bookingWithReviewLink } from '../helpers/privateLinks'

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
 *
 * Issue 42 item 5: every free-text field of every route, in a request that would otherwise pass,
 * gets NUL and other control characters, bidi controls, line and paragraph separators and lone
 * surrogates: refused at the boundary (400 in the caller's language), nothing stored; a route
 * taking text that is not in that table fails the test (decision 0174).
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
/**
 * The customer of the free-text properties, whose session the random requests above cannot end
 * (they may log `customer` out); a booking of theirs four days ahead with its private manage
 * link's token, and one whose outbound leg is completed with its review request's token.
 */
let writer: Account
let manageToken = ''
let reviewToken = ''

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
  // Issue 42: C1 controls (NEL), line and paragraph separators, lone surrogates.
  'a\u0085b',
  '\u009b31m',
  'line\u2028break\u2029',
  'x\udc00',
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
  if (route === 'review') return reviewBody()
  if (route.startsWith('manage/')) return manageBody()
  if (route === 'driver/step')
    return { token: 'a'.repeat(43), reservationNumber, leg: 'outbound', step: 'on-the-way' }
  if (route === 'booking/guest') return guestBody()
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
  await textFixtures()
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
// Every free-text field of every route (issue 42 item 5; decision 0174)

/** The test's own places, bookings and links, for bodies that would otherwise pass. */
const TRIP = { pickupAddress: 'ptx-airport', dropoffAddress: 'ptx-district' }

async function textFixtures() {
  writer = await signedUpCustomer(payload, { tag: 'property-text' })
  await setBookingSettings(payload)
  await ensureCars(payload)
  await airportAndDistrict(payload, {
    prefix: 'ptx',
    region: { code: 'PTX', en: 'Text Giza', ar: 'جيزة النصوص' },
  })
  manageToken = (await bookingWithManageLink(payload, writer, TRIP, 96)).token
  reviewToken = (await bookingWithReviewLink(payload, writer, TRIP, 30)).token
}

const reviewBody = () => ({
  token: reviewToken,
  driverStars: 5,
  serviceStars: 4,
  comment: 'The driver waited at door 5\nwith a sign.',
  displayName: 'Mona H.',
})

const manageBody = () => ({
  token: manageToken,
  changes: {
    arrivalFlightNumber: 'MS 986',
    passenger: { name: 'Omar Said', phone: '01005550123' },
    locationNames: { dropoff: 'Four Seasons Nile Plaza' },
    notes: 'Two child seats,\nplease.',
  },
})

let guestSerial = 0
const guestBody = () => {
  guestSerial += 1
  const digits =
    String(Date.now() % 1e6).padStart(6, '0') + String(guestSerial % 100).padStart(2, '0')
  return {
    guest: { name: 'Guest Visitor', email: `guest.${digits}@example.com`, mobile: `011${digits}` },
    booking: {
      ...bookingBody(writer, { ...TRIP, paymentType: 'card', execDate: cairoTimeIn(200) }),
      userId: null,
      isAnotherPassengers: true,
      passengerName: 'Omar Said',
      passengerPhone: '01005550123',
      notes: 'A child seat, please.',
    },
  }
}

/**
 * A free-text field: its path in the body (or the query), the error code its refusal answers
 * (when the route names one), and its kind: a multi-line text keeps tabs and line breaks, a phone
 * number (or a login that may be one) its bidi formatting (decision 0116: the number's reader
 * drops it).
 */
type TextField = { path: string; code?: string; kind?: 'multiline' | 'phone'; sample?: string }

type TextRoute = {
  /** As the endpoint is named above: `POST /api/review`, `GET /api/{staffsegment}/reservations`. */
  endpoint: string
  caller: 'anonymous' | 'customer' | 'staff'
  body?: () => Record<string, unknown>
  /** The fields are query parameters (a URL carries no lone surrogate: those arrive as U+FFFD). */
  query?: boolean
  fields: TextField[]
}

const STAFF = '/api/{staffsegment}'
const REASON: TextField = { path: 'reason', code: 'reason-required' }
const reservationBooking = () => ({
  ...bookingBody(writer, { ...TRIP, paymentType: 'cash', execDate: cairoTimeIn(300) }),
  isAnotherPassengers: true,
  passengerName: 'Omar Said',
  passengerPhone: '01005550123',
  notes: 'A child seat, please.',
})
/** The booking's free texts, wherever a booking is sent (`prefix`: its place in the body). */
const bookingTexts = (prefix = ''): TextField[] => [
  { path: `${prefix}notes`, code: 'text-invalid', kind: 'multiline' },
  { path: `${prefix}locationNames.dropoff`, code: 'text-invalid' },
  { path: `${prefix}passengerName`, code: 'passenger-name-required' },
  { path: `${prefix}passengerPhone`, code: 'passenger-phone-invalid', kind: 'phone' },
  { path: `${prefix}arrivalFlightNumber`, code: 'flight-number-invalid' },
  { path: `${prefix}promoCode`, code: 'promo-unknown', sample: 'SPRING10' },
]

const TEXT_ROUTES: TextRoute[] = [
  {
    endpoint: 'POST /api/review',
    caller: 'anonymous',
    body: reviewBody,
    fields: [
      { path: 'comment', code: 'comment-invalid', kind: 'multiline' },
      { path: 'displayName', code: 'name-invalid' },
    ],
  },
  {
    endpoint: 'POST /api/manage/change',
    caller: 'anonymous',
    body: manageBody,
    fields: [
      { path: 'changes.notes', code: 'text-invalid', kind: 'multiline' },
      { path: 'changes.passenger.name', code: 'passenger-name-required' },
      { path: 'changes.passenger.phone', code: 'passenger-phone-invalid', kind: 'phone' },
      { path: 'changes.locationNames.dropoff', code: 'text-invalid' },
      { path: 'changes.arrivalFlightNumber', code: 'flight-number-invalid' },
    ],
  },
  {
    endpoint: 'POST /api/booking/guest',
    caller: 'anonymous',
    body: guestBody,
    fields: [
      { path: 'guest.name', code: 'name-required' },
      { path: 'guest.email', code: 'email-invalid' },
      { path: 'guest.mobile', code: 'phone-invalid', kind: 'phone' },
      ...bookingTexts('booking.'),
    ],
  },
  {
    endpoint: 'POST /api/booking',
    caller: 'customer',
    body: reservationBooking,
    fields: bookingTexts(),
  },
  {
    endpoint: 'POST /api/booking/quote',
    caller: 'customer',
    body: () => ({
      tripType: 'one-way',
      pickup: TRIP.pickupAddress,
      dropoff: TRIP.dropoffAddress,
      execDate: cairoTimeIn(300),
      persons: 1,
      luggages: 1,
    }),
    fields: [{ path: 'promoCode', code: 'promo-unknown', sample: 'SPRING10' }],
  },
  {
    endpoint: 'POST /api/contact',
    caller: 'anonymous',
    body: () => ({
      name: 'Visitor',
      email: 'visitor@example.com',
      phone: '01005550123',
      message: 'Hello,\n\tdo you go to Siwa?',
    }),
    fields: [
      { path: 'name', code: 'name-required' },
      { path: 'email', code: 'email-invalid' },
      { path: 'phone', code: 'phone-invalid', kind: 'phone' },
      { path: 'message', code: 'message-invalid', kind: 'multiline' },
    ],
  },
  {
    endpoint: 'POST /api/user/signup',
    caller: 'anonymous',
    body: () => ({ ...guestBody().guest, country: 'EG', password: 'secret-123' }),
    fields: [
      { path: 'name', code: 'name-required' },
      { path: 'email', code: 'email-invalid' },
      { path: 'mobile', code: 'phone-invalid', kind: 'phone' },
      { path: 'password', code: 'password-invalid' },
    ],
  },
  {
    endpoint: 'POST /api/user/signin',
    caller: 'anonymous',
    body: () => ({ login: 'nobody@example.com', password: 'secret-123' }),
    fields: [
      { path: 'login', code: 'login-required', kind: 'phone' },
      { path: 'password', code: 'password-invalid' },
    ],
  },
  ...['POST /api/user/password/forgot', 'POST /api/user/login-code'].map((endpoint): TextRoute => ({
    endpoint,
    caller: 'anonymous',
    body: () => ({ login: 'nobody@example.com' }),
    fields: [{ path: 'login', code: 'login-required', kind: 'phone' }],
  })),
  {
    endpoint: 'POST /api/user/password/reset',
    caller: 'anonymous',
    body: () => ({ login: 'nobody@example.com', code: '123456', password: 'secret-456' }),
    fields: [
      { path: 'login', code: 'login-required', kind: 'phone' },
      { path: 'code', code: 'code-invalid' },
      { path: 'password', code: 'password-invalid' },
    ],
  },
  {
    endpoint: 'POST /api/user/login-code/verify',
    caller: 'anonymous',
    body: () => ({ login: 'nobody@example.com', code: '123456' }),
    fields: [
      { path: 'login', code: 'login-required', kind: 'phone' },
      { path: 'code', code: 'code-invalid' },
    ],
  },
  {
    endpoint: 'PATCH /api/user/profile',
    caller: 'customer',
    body: () => ({ name: 'Amira Adel' }),
    fields: [{ path: 'name', code: 'name-required' }],
  },
  {
    endpoint: 'POST /api/user/password',
    caller: 'customer',
    body: () => ({ currentPassword: 'secret-123', password: 'secret-456' }),
    fields: [
      { path: 'currentPassword', code: 'password-invalid' },
      { path: 'password', code: 'password-invalid' },
    ],
  },
  {
    endpoint: 'POST /api/user/contact',
    caller: 'customer',
    body: () => ({ email: 'new.address@example.com' }),
    fields: [{ path: 'email' }],
  },
  ...['POST /api/user/contact/confirm', 'POST /api/user/verify'].map((endpoint): TextRoute => ({
    endpoint,
    caller: 'customer',
    body: () => ({ kind: 'email', code: '123456' }),
    fields: [{ path: 'code', code: 'code-invalid' }],
  })),
  {
    endpoint: 'POST /api/otp/send',
    caller: 'customer',
    body: () => ({ id: writer.user.id, email: writer.user.email }),
    fields: [{ path: 'email', code: 'email-invalid' }],
  },
  {
    endpoint: `POST ${STAFF}/login`,
    caller: 'anonymous',
    body: () => ({ email: 'nobody@masar.test', password: 'staff-secret-1' }),
    fields: [
      { path: 'email', code: 'email-required' },
      { path: 'password', code: 'password-length' },
    ],
  },
  {
    endpoint: `GET ${STAFF}/reservations`,
    caller: 'staff',
    query: true,
    fields: [{ path: 'q', code: 'search-invalid', sample: 'Amira' }],
  },
  {
    endpoint: `GET ${STAFF}/paymentlinks`,
    caller: 'staff',
    query: true,
    fields: [{ path: 'q', code: 'search-invalid', sample: 'Amira' }],
  },
  {
    endpoint: `GET ${STAFF}/reservations.csv`,
    caller: 'staff',
    query: true,
    fields: [
      { path: 'q', code: 'filter-invalid', sample: 'Amira' },
      { path: 'region', code: 'filter-invalid', sample: 'PTX' },
      { path: 'car', code: 'filter-invalid', sample: 'corolla' },
    ],
  },
  {
    endpoint: `POST ${STAFF}/paymentlinks`,
    caller: 'staff',
    body: () => ({
      amount: '1250.50',
      customerName: 'Amira Adel',
      phone: '01005550123',
      email: 'amira@example.com',
      description: 'Extra hour of waiting',
      language: 'ar',
    }),
    fields: [
      { path: 'customerName' },
      { path: 'phone', kind: 'phone' },
      { path: 'email' },
      { path: 'description' },
    ],
  },
  ...['send-to-operations', 'cancel', 'revoke-manage-link'].map((action): TextRoute => ({
    endpoint: `POST ${STAFF}/reservations/{number}/${action}`,
    caller: 'staff',
    body: () => ({ reason: 'The customer asked by phone.' }),
    fields: [REASON],
  })),
  {
    endpoint: `POST ${STAFF}/reservations/{number}/refund`,
    caller: 'staff',
    body: () => ({ amount: 10_000, reason: 'The customer asked by phone.' }),
    fields: [REASON],
  },
  {
    endpoint: `POST ${STAFF}/reservations/{number}/progress`,
    caller: 'staff',
    body: () => ({ leg: 'outbound', state: 'arrived', reason: 'The driver called the desk.' }),
    fields: [REASON],
  },
  {
    endpoint: `POST ${STAFF}/reservations/{number}/flight-delay`,
    caller: 'staff',
    body: () => ({ expectedArrival: cairoTimeIn(100), reason: 'The airline moved it.' }),
    fields: [REASON],
  },
  {
    endpoint: `POST ${STAFF}/reservations/{number}/dispatch`,
    caller: 'staff',
    body: () => ({
      leg: 'outbound',
      name: 'Karim Adel',
      mobile: '01001234567',
      plate: 'ABC 1234',
      reason: 'A new driver for the day.',
    }),
    fields: [
      { path: 'name', code: 'driver-name-required' },
      { path: 'mobile', code: 'driver-mobile-invalid', kind: 'phone' },
      { path: 'plate', code: 'vehicle-plate-invalid' },
      REASON,
    ],
  },
]

/**
 * The routes that take no free text: what they read is a choice from a list, a number, a token or
 * a reservation number (each with its own check), or nothing at all. A new route that takes text
 * belongs in `TEXT_ROUTES`.
 */
const NO_FREE_TEXT = new Set([
  ...METHODS.map((method) => `${method} /api/[...slug]`),
  'GET /api/airlines',
  'GET /api/areas',
  'GET /api/cars',
  'GET /api/menus',
  'GET /api/messages',
  'GET /api/nationalities',
  'GET /api/phone-countries',
  'GET /api/setting',
  'GET /api/health',
  'GET /api/ready',
  'GET /api/dev/outbox',
  'POST /api/internal/revalidate',
  'POST /api/lang',
  'GET /api/logout',
  'POST /api/logout',
  'GET /api/user/info',
  'GET /api/user/reservations',
  'GET /api/booking/[reservationNumber]',
  'GET /api/booking/[reservationNumber]/voucher',
  'GET /api/booking/[reservationNumber]/calendar',
  'POST /api/payments/pay',
  'POST /api/payments/paymob/callback',
  'GET /api/payments/paymob/redirect',
  'POST /api/driver/step',
  'POST /api/manage/quote',
  'POST /api/manage/cancel',
  `GET ${STAFF}/check-session`,
  `POST ${STAFF}/paymentlinks/{id}/email`,
  `POST ${STAFF}/paymentlinks/{id}/cancel`,
])

/** Refused in every free text, phone numbers included. */
const NEVER_TEXT = [
  '\u0000',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0080',
  '\u0085',
  '\u009b',
  '\u009f',
  '\u2028',
  '\u2029',
  '\ud800',
  '\udfff',
]
/** Refused in every free text but a phone number. */
const BIDI_CONTROLS = [
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
]
/** Refused in a one-line text. */
const LINE_BREAKS = ['\n', '\r', '\t']

const refusedIn = (field: TextField, query: boolean) => [
  ...NEVER_TEXT.filter((char) => !(query && /[\ud800-\udfff]/.test(char))),
  ...(field.kind === 'phone' ? [] : BIDI_CONTROLS),
  ...(field.kind === 'multiline' ? [] : LINE_BREAKS),
]

/** `value` with `char` at its start, in its middle or at its end. */
function withChar(value: string, char: string, at: 'start' | 'middle' | 'end') {
  const middle = Math.floor(value.length / 2)
  if (at === 'start') return `${char}${value}`
  if (at === 'end') return `${value}${char}`
  return `${value.slice(0, middle)}${char}${value.slice(middle)}`
}

/** A copy of `body` whose field at `path` (dotted) holds `change(its text)`. */
function withField(
  body: Record<string, unknown>,
  path: string,
  change: (text: string) => string,
  sample = 'Cairo',
) {
  const copy = structuredClone(body)
  const parts = path.split('.')
  let node = copy
  for (const part of parts.slice(0, -1)) node = node[part] as Record<string, unknown>
  const last = parts.at(-1)!
  const text = node[last]
  node[last] = change(typeof text === 'string' && text !== '' ? text : sample)
  return copy
}

function textRequest(
  endpoint: Endpoint,
  route: TextRoute,
  field: TextField,
  text: (value: string) => string,
  locale: 'en' | 'ar',
) {
  const url = new URL(`http://localhost/api/${endpoint.segments.join('/')}`)
  if (route.query) url.searchParams.set(field.path, text(field.sample ?? 'Cairo'))
  const headers = new Headers({
    'content-type': 'application/json',
    [CLIENT_ADDRESS_HEADER]: freshAddress(),
    'idempotency-key': crypto.randomUUID(),
  })
  const cookies = [`NEXT_LOCALE=${locale}`]
  if (route.caller === 'customer')
    cookies.push(`masar_session=${writer.browser.cookies.get('masar_session')}`)
  if (route.caller === 'staff') headers.set('authorization', `JWT ${staffToken}`)
  headers.set('cookie', cookies.join('; '))
  const body = route.body
    ? JSON.stringify(withField(route.body(), field.path, text, field.sample))
    : undefined
  return {
    request: new Request(url, { method: endpoint.method, headers, body }),
    body,
  }
}

describe('every free-text field of every route refuses control, bidi and separator characters', async () => {
  const endpoints = await siteEndpoints()
  const named = new Map(endpoints.map((endpoint) => [endpoint.name, endpoint]))

  it('lists every route: each takes free text (below) or none', () => {
    const listed = new Set(TEXT_ROUTES.map((route) => route.endpoint))
    for (const name of named.keys()) {
      expect(listed.has(name) || NO_FREE_TEXT.has(name), `${name} is in neither list`).toBe(true)
    }
    for (const name of [...listed, ...NO_FREE_TEXT]) expect(named.has(name), name).toBe(true)
  })

  for (const route of TEXT_ROUTES) {
    it(
      `${route.endpoint}: ${route.fields.map((field) => field.path).join(', ')} answer 400 in the caller's language, nothing stored`,
      async () => {
        const endpoint = named.get(route.endpoint)!
        const cases = fc.constantFrom(...route.fields).chain((field) =>
          fc.record({
            field: fc.constant(field),
            char: fc.constantFrom(...refusedIn(field, route.query === true)),
            at: fc.constantFrom('start' as const, 'middle' as const, 'end' as const),
            locale: fc.constantFrom('en' as const, 'ar' as const),
          }),
        )
        await fc.assert(
          fc.asyncProperty(cases, async ({ field, char, at, locale }) => {
            const { request, body } = textRequest(
              endpoint,
              route,
              field,
              (value) => withChar(value, char, at),
              locale,
            )
            const where = `${field.path} ${JSON.stringify(char)} at ${at}: ${describeRequest(request, body)}`
            const before = await rowCounts()
            const answer = await respond(endpoint.handler, request, {
              params: Promise.resolve({}),
            })
            expect(answer.status, `${where} -> ${answer.text.slice(0, 300)}`).toBe(400)
            const json = JSON.parse(answer.text) as { error?: string; message?: string }
            if (field.code) expect(json.error, where).toBe(field.code)
            if (locale === 'ar') expect(json.message, where).toMatch(ARABIC)
            else expect(json.message, where).not.toMatch(ARABIC)
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
