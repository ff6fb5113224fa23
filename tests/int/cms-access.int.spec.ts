import config from '@payload-config'
import { GRAPHQL_POST, REST_GET } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { staffUser } from '../helpers/bookingData'
import { type Account, signedUpCustomer } from '../helpers/customers'
import { testPayload } from '../helpers/payload'

/**
 * What Payload's own REST and GraphQL API (`/api/cms`) gives customers, anonymous callers and
 * operators: customers see their reservations only through the site's API, and nobody reads the
 * auth internals of an account (docs/decisions.md, "What /api/cms gives whom").
 */
let payload: Payload
let account: Account
let reservationId: number
let operatorToken: string

const restGet = REST_GET(config)
const graphqlPost = GRAPHQL_POST(config)

/** GET /api/cms/<path> with Payload's `Authorization: JWT <token>` (or as nobody). */
async function cms(path: string, token?: string) {
  const url = new URL(`http://localhost/api/cms/${path}`)
  const request = new Request(url, {
    headers: token ? { Authorization: `JWT ${token}` } : {},
  })
  const slug = url.pathname.replace('/api/cms/', '').split('/')
  const response = await restGet(request, { params: Promise.resolve({ slug }) })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

/** Every document an answer carries: a list's `docs`, or the document itself. */
const docsOf = (json: Record<string, unknown>) =>
  Array.isArray(json.docs) ? (json.docs as Record<string, unknown>[]) : json.id ? [json] : []

beforeAll(async () => {
  payload = await testPayload()
  account = await signedUpCustomer(payload, { tag: 'cms-access' })
  const reservation = await payload.create({
    collection: 'reservations',
    overrideAccess: true,
    data: {
      reservationNumber: `CMS${Date.now() % 1e6}`,
      customer: account.user.id,
      status: 'pending',
      statusHistory: [
        { to: 'pending', at: new Date().toISOString(), byType: 'system', reason: 'booked' },
      ],
      tripType: 'one-way',
      paymentType: 'cash',
      execDate: new Date(Date.now() + 72 * 3_600_000).toISOString(),
      pickupAddress: 'Cairo Airport',
      dropoffAddress: 'Zamalek',
      carType: 'corolla',
      price: 50000,
      priceSnapshot: { cars: { corolla: 50000, h1: 90000 } },
    },
  })
  reservationId = reservation.id
  const operator = await staffUser(payload, 'operator', 'cms-access')
  const login = await payload.login({
    collection: 'users',
    data: { email: operator.email, password: 'operator-password-12' },
  })
  operatorToken = login.token!
})

afterAll(async () => {
  await payload.delete({ collection: 'reservations', id: reservationId, overrideAccess: true })
  await payload.destroy()
})

describe('/api/cms for customers and anonymous callers', () => {
  const customerToken = () => account.browser.cookies.get('masar_session')!

  it('the customer session is a Payload JWT Payload itself accepts', async () => {
    const { user } = await payload.auth({
      headers: new Headers({ Authorization: `JWT ${customerToken()}` }),
    })
    expect(user?.id).toBe(account.user.id)
  })

  it.each([
    ['their own reservation', () => `reservations/${reservationId}`],
    ['the reservations list', () => 'reservations'],
    ['payments', () => 'payments'],
    ['payment transactions', () => 'payment-transactions'],
    ['payment links', () => 'payment-links'],
    ['price lists', () => 'price-lists'],
    ['extras', () => 'extras'],
    ['cars', () => 'cars'],
    ['their own account', () => `customers/${account.user.id}`],
    ['customers', () => 'customers'],
  ])('a customer gets nothing of %s', async (_name, path) => {
    for (const token of [customerToken(), undefined]) {
      const answer = await cms(path(), token)
      expect([401, 403, 404], JSON.stringify(answer.json)).toContain(answer.status)
      expect(docsOf(answer.json)).toEqual([])
    }
  })

  it('published content stays public', async () => {
    const answer = await cms('articles?limit=1')
    expect(answer.status).toBe(200)
  })
})

describe('auth internals', () => {
  const INTERNALS = [
    'sessions',
    'salt',
    'hash',
    'resetPasswordToken',
    'resetPasswordExpiration',
    'lockUntil',
    'loginAttempts',
  ]

  /** Payload may keep an empty `sessions: []` (the field is never selected); nothing more. */
  const expectNoInternals = (doc: Record<string, unknown>) => {
    for (const key of INTERNALS) {
      if (key === 'sessions' && Array.isArray(doc.sessions)) expect(doc.sessions).toEqual([])
      else expect(doc).not.toHaveProperty(key)
    }
  }

  it('an operator reads customers without their sessions or password internals', async () => {
    const answer = await cms(`customers/${account.user.id}`, operatorToken)
    expect(answer.status).toBe(200)
    expect(answer.json.mobile).toBe(account.user.mobile)
    expectNoInternals(answer.json)
    const list = await cms('customers?limit=100', operatorToken)
    expect(docsOf(list.json).length).toBeGreaterThan(0)
    for (const doc of docsOf(list.json)) expectNoInternals(doc)
    // The customer has a live session, and its id appears nowhere in what the operator read.
    const stored = await payload.findByID({
      collection: 'customers',
      id: account.user.id,
      overrideAccess: true,
      showHiddenFields: true,
    })
    const sids = (stored.sessions ?? []).map((session) => session.id)
    expect(sids.length).toBeGreaterThan(0)
    for (const sid of sids) expect(JSON.stringify([answer.json, list.json])).not.toContain(sid)
  })

  it('nobody reads staff sessions either, not even their own', async () => {
    const answer = await cms('users/me', operatorToken)
    expect(answer.status).toBe(200)
    const me = (answer.json.user ?? {}) as Record<string, unknown>
    expect(me.email).toBeTruthy()
    expectNoInternals(me)
  })

  it('sessions still work: the customer is still logged in after all this', async () => {
    const { user } = await payload.auth({
      headers: new Headers({
        Authorization: `JWT ${account.browser.cookies.get('masar_session')}`,
      }),
    })
    expect(user?.id).toBe(account.user.id)
  })
})

describe('GraphQL introspection', () => {
  // GraphQL is for staff only (tests/int/graphql-limits.int.spec.ts): an operator asks.
  const introspect = () =>
    graphqlPost(
      new Request('http://localhost/api/cms/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', Authorization: `JWT ${operatorToken}` },
        body: JSON.stringify({ query: '{ __schema { types { name } } }' }),
      }),
    )

  it('is configured off in production', async () => {
    await expect(config).resolves.toMatchObject({
      graphQL: { disableIntrospectionInProduction: true },
    })
  })

  it('is refused when NODE_ENV=production, answered otherwise', async () => {
    const before = process.env.NODE_ENV
    try {
      ;(process.env as Record<string, string>).NODE_ENV = 'production'
      const refused = await introspect()
      const body = (await refused.json()) as { data?: unknown; errors?: { message: string }[] }
      expect(body.data ?? null).toBeNull()
      expect(body.errors?.[0]?.message).toMatch(/introspection is not allowed/)
    } finally {
      ;(process.env as Record<string, string | undefined>).NODE_ENV = before
    }
    const answered = await introspect()
    const body = (await answered.json()) as { data?: { __schema?: unknown } }
    expect(body.data?.__schema).toBeTruthy()
  })
})
