import config from '@payload-config'
import { GRAPHQL_POST, REST_GET } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as graphqlRoute } from '@/app/(payload)/api/cms/graphql/route'
import { GRAPHQL_LIMITS } from '@/http/graphqlGuard'

import { type Account, signedUpCustomer } from '../helpers/customers'
import { testPayload } from '../helpers/payload'

/**
 * Issue 29, items 9 and 12: one GraphQL request of 330 aliases stalled the site for 16-24 s, a
 * fragment cycle answered 500, and a geo operator in a REST filter answered 500.
 */

let payload: Payload
let staffToken = ''
let customer: Account

const aliases = (count: number) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: Articles(limit: 100) { docs { content } }`).join(' ')} }`

beforeAll(async () => {
  payload = await testPayload()
  const email = `graphql.staff.${Date.now()}@masar.test`
  await payload.create({
    collection: 'users',
    data: { email, password: 'staff-secret-1', name: 'GraphQL Staff', role: 'admin' },
    overrideAccess: true,
  })
  const login = await payload.login({
    collection: 'users',
    data: { email, password: 'staff-secret-1' },
  })
  staffToken = login.token ?? ''
  customer = await signedUpCustomer(payload, { tag: 'graphql' })
})

afterAll(async () => {
  await payload.destroy()
})

type Caller = 'anonymous' | 'customer' | 'staff'

function request(caller: Caller, query: string, variables?: Record<string, unknown>) {
  const headers = new Headers({ 'content-type': 'application/json' })
  if (caller === 'staff') headers.set('authorization', `JWT ${staffToken}`)
  if (caller === 'customer')
    headers.set('cookie', `masar_session=${customer.browser.cookies.get('masar_session')}`)
  return new Request('http://localhost/api/cms/graphql', {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  })
}

async function timed(caller: Caller, query: string, variables?: Record<string, unknown>) {
  const started = performance.now()
  const answer = await graphqlRoute(request(caller, query, variables))
  const text = await answer.text()
  return {
    status: answer.status,
    ms: performance.now() - started,
    body: JSON.parse(text) as { data?: Record<string, unknown>; errors?: { message: string }[] },
  }
}

describe('GraphQL is for staff only, within limits', () => {
  it('refuses 330 aliases from an anonymous caller or a customer at once, with a 403', async () => {
    for (const caller of ['anonymous', 'customer'] as const) {
      const answer = await timed(caller, aliases(330))
      expect(answer.status, caller).toBe(403)
      expect(answer.ms, caller).toBeLessThan(1_000)
      expect(answer.body.errors?.[0]?.message).toMatch(/staff/)
    }
  })

  it('refuses every query of an anonymous caller or a customer, a small one too', async () => {
    for (const caller of ['anonymous', 'customer'] as const) {
      const answer = await timed(caller, '{ Articles(limit: 1) { docs { id } } }')
      expect(answer.status, caller).toBe(403)
      expect(answer.body.data).toBeUndefined()
    }
  })

  it("holds in Payload's own validation too, whichever route hands it the query", async () => {
    const answer = await GRAPHQL_POST(config)(request('anonymous', '{ Articles { totalDocs } }'))
    const body = (await answer.json()) as { data?: unknown; errors?: { message: string }[] }
    expect(body.data ?? null).toBeNull()
    expect(JSON.stringify(body)).toMatch(/staff session/)
  })

  it('refuses 330 aliases from staff by the alias cap, quickly', async () => {
    const answer = await timed('staff', aliases(330))
    expect(answer.status).toBe(400)
    expect(answer.ms).toBeLessThan(1_000)
    expect(answer.body.errors?.[0]?.message).toMatch(/root fields/)
    const justOver = await timed(
      'staff',
      `{ ${Array.from({ length: GRAPHQL_LIMITS.maxRootFields + 1 }, (_, i) => `a${i}: Articles(limit: 1) { totalDocs }`).join(' ')} }`,
    )
    expect(justOver.status).toBe(400)
  })

  it('counts every document a staff query may return: nested lists multiply', async () => {
    const wide = await timed(
      'staff',
      '{ a: Articles(limit: 600) { docs { id } } b: Cars(limit: 600) { docs { id } } }',
    )
    expect(wide.status).toBe(400)
    expect(wide.body.errors?.[0]?.message).toMatch(/documents/)
    const all = await timed('staff', '{ Articles(limit: 0) { docs { id } } }')
    expect(all.status).toBe(400)
    const byVariable = await timed(
      'staff',
      'query ($n: Int) { Articles(limit: $n) { docs { id } } }',
      { n: 5000 },
    )
    expect(byVariable.status).toBe(400)
  })

  it('answers a fragment cycle with a 400, not a 500 with an empty body', async () => {
    for (const caller of ['staff', 'anonymous'] as const) {
      const answer = await timed(
        caller,
        'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }',
      )
      expect(answer.status, caller).toBeGreaterThanOrEqual(400)
      expect(answer.status, caller).toBeLessThan(500)
      expect(answer.body.errors?.length, caller).toBeGreaterThan(0)
    }
    const self = await timed(
      'staff',
      '{ ...A } fragment A on Query { Articles { docs { id } } ...A }',
    )
    expect(self.status).toBe(400)
  })

  it("answers a staff member's ordinary query", async () => {
    const answer = await timed(
      'staff',
      'query Latest { Articles(limit: 5, sort: "-createdAt") { totalDocs docs { id slug } } Cars(limit: 20) { docs { id } } }',
    )
    expect(answer.status).toBe(200)
    expect(answer.body.errors).toBeUndefined()
    expect(answer.body.data?.Articles).toMatchObject({ totalDocs: expect.any(Number) })
  })
})

describe('REST filters with operators the database cannot run', () => {
  const COLLECTIONS = [
    'articles',
    'places',
    'cars',
    'regions',
    'faqs',
    'reservations',
    'customers',
    'payments',
    'users',
    'media',
  ]
  const FILTERS = [
    'where[id][near]=1,2',
    'where[id][within]=1',
    'where[id][within][type]=Polygon',
    'where[id][intersects]=1',
    'where[id][all]=1',
    'where[createdAt][near]=1,2,3,4',
    'where[or][0][and][0][id][near]=1,2',
    'where[id][contains]=1',
    'where[createdAt][like]=x',
  ]

  it.each(['anonymous', 'staff'] as const)(
    'answers %s with a 400 on every collection, never a 500',
    async (caller) => {
      const get = REST_GET(config)
      for (const slug of COLLECTIONS) {
        for (const filter of FILTERS) {
          const headers: Record<string, string> =
            caller === 'staff' ? { authorization: `JWT ${staffToken}` } : {}
          const answer = await get(
            new Request(`http://localhost/api/cms/${slug}?${filter}`, { headers }),
            { params: Promise.resolve({ slug: [slug] }) },
          )
          const where = `${caller} ${slug}?${filter}`
          // Anonymous callers may be refused the collection itself (403) first.
          expect([400, 403], where).toContain(answer.status)
        }
      }
    },
  )

  it('refuses them in versions and counts too', async () => {
    const get = REST_GET(config)
    for (const slug of [
      ['articles', 'versions'],
      ['articles', 'count'],
    ]) {
      const answer = await get(
        new Request(`http://localhost/api/cms/${slug.join('/')}?where[id][near]=1,2`, {
          headers: { authorization: `JWT ${staffToken}` },
        }),
        { params: Promise.resolve({ slug }) },
      )
      expect(answer.status, slug.join('/')).toBe(400)
    }
  })
})
