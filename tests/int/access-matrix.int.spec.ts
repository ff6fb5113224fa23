import config from '@payload-config'
import { GRAPHQL_POST, REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as API_GET, POST as API_POST } from '@/app/(frontend)/api/[...slug]/route'
import { STAFF_ROUTES } from '@/app/(frontend)/api/[...slug]/staffApi'
import { staffPath } from '@/lib/staffPath'

import { POST as DRIVER_STEP } from '@/app/(frontend)/api/driver/step/route'
import { assignDriver } from '@/backoffice/operations/assignDriver'
import { driverDay } from '@/tripday/operations/driverDay'

import { bookingBody, bookThroughRoute, movePickup, outboxTo } from '../helpers/backoffice'
import {
  airportAndDistrict,
  cairoTimeIn,
  ensureCars,
  setBookingSettings,
  staffUser,
} from '../helpers/bookingData'
import { Browser } from '../helpers/http'
import { signedUpCustomer } from '../helpers/customers'
import { testPayload } from '../helpers/payload'

/**
 * Issue 13, item 1: who may read, create, update and delete what through Payload's REST API
 * (`/api/cms`), every cell asserted. GraphQL, the Local API with `overrideAccess: false` and the
 * admin run the same access functions. The slugs are read from the Payload config, so a new
 * collection or global fails this test until it has a row here. The same table is in
 * docs/decisions.md ("Staff roles: the access matrix").
 *
 *   all  allowed, every document          own  allowed, the caller's own documents only
 *   pub  allowed, published documents only  -   refused (403), nothing read or written
 *
 * An allowed update or delete is asked of an id that does not exist: Payload checks access
 * before it looks the document up, so an allowed call answers 404 and a refused one 403, and
 * nothing is changed by the test.
 */
type Cell = 'all' | 'own' | 'pub' | '-'
type Actor = 'anonymous' | 'customer' | 'operator' | 'admin'
const ACTORS: Actor[] = ['anonymous', 'customer', 'operator', 'admin']

/** Per collection: [read, create, update, delete, read versions], each "anonymous customer operator admin". */
// prettier-ignore
const COLLECTIONS: Record<string, Record<'read' | 'create' | 'update' | 'delete' | 'versions', string>> = {
  //                         read               create           update           delete           versions
  users:                    { read: '- - own all', create: '- - - all', update: '- - - all', delete: '- - - all', versions: '' },
  customers:                { read: '- - all all', create: '- - - -',   update: '- - - all', delete: '- - - all', versions: '' },
  reservations:             { read: '- - all all', create: '- - - -',   update: '- - - -',   delete: '- - - -',   versions: '' },
  // Customers' reviews (decision 0161): written by the review link only; staff approve or hide.
  reviews:                  { read: '- - all all', create: '- - - -',   update: '- - all all', delete: '- - - all', versions: '' },
  payments:                 { read: '- - all all', create: '- - - -',   update: '- - - -',   delete: '- - - all', versions: '' },
  'payment-transactions':   { read: '- - all all', create: '- - - -',   update: '- - - -',   delete: '- - - -',   versions: '' },
  // Operators create and cancel links through the desk's operations only (issue 29).
  'payment-links':          { read: '- - all all', create: '- - - all', update: '- - - all', delete: '- - - all', versions: '' },
  regions:                  { read: '- - all all', create: '- - - all', update: '- - - all', delete: '- - - all', versions: '' },
  places:                   { read: '- - all all', create: '- - - all', update: '- - - all', delete: '- - - all', versions: '' },
  cars:                     { read: '- - all all', create: '- - - all', update: '- - - all', delete: '- - - all', versions: '' },
  'price-lists':            { read: '- - all all', create: '- - - all', update: '- - - all', delete: '- - - all', versions: '' },
  // Priced extras (decision 0130): the public reads a trip's through the quote, never here.
  extras:                   { read: '- - all all', create: '- - - all', update: '- - - all', delete: '- - - all', versions: '' },
  // Promo codes (decision 0150): admins write, staff read; the public never lists them.
  'promo-codes':            { read: '- - all all', create: '- - - all', update: '- - - all', delete: '- - - all', versions: '' },
  // Hotels, landmarks and terminals (decision 0137): the public reads the active ones only.
  'named-places':           { read: 'pub pub all all', create: '- - - all', update: '- - - all', delete: '- - - all', versions: '' },
  // The company's drivers and vehicles (decision 0185): admins keep them, operators dispatch from them.
  drivers:                  { read: '- - all all', create: '- - - all', update: '- - - all', delete: '- - - all', versions: '' },
  vehicles:                 { read: '- - all all', create: '- - - all', update: '- - - all', delete: '- - - all', versions: '' },
  nationalities:            { read: '- - all all', create: '- - - all', update: '- - - all', delete: '- - - all', versions: '' },
  airlines:                 { read: '- - all all', create: '- - - all', update: '- - - all', delete: '- - - all', versions: '' },
  inquiries:                { read: '- - all all', create: '- - - -',   update: '- - all all', delete: '- - - all', versions: '' },
  articles:                 { read: 'pub pub - all', create: '- - - all', update: '- - - all', delete: '- - - all', versions: '- - - all' },
  services:                 { read: 'pub pub - all', create: '- - - all', update: '- - - all', delete: '- - - all', versions: '- - - all' },
  slides:                   { read: 'pub pub - all', create: '- - - all', update: '- - - all', delete: '- - - all', versions: '- - - all' },
  faqs:                     { read: 'pub pub - all', create: '- - - all', update: '- - - all', delete: '- - - all', versions: '- - - all' },
  partners:                 { read: 'all all - all', create: '- - - all', update: '- - - all', delete: '- - - all', versions: '' },
  menus:                    { read: 'all all - all', create: '- - - all', update: '- - - all', delete: '- - - all', versions: '' },
  media:                    { read: 'all all - all', create: '- - - all', update: '- - - all', delete: '- - - all', versions: '' },
  'one-time-codes':         { read: '- - - all',   create: '- - - -',   update: '- - - -',   delete: '- - - -',   versions: '' },
  // Drivers' day links (decision 0160): written by the dispatch and the driver's page only.
  'driver-links':           { read: '- - all all', create: '- - - -',   update: '- - - -',   delete: '- - - -',   versions: '' },
  'rate-limits':            { read: '- - - all',   create: '- - - -',   update: '- - - -',   delete: '- - - all', versions: '' },
  outbox:                   { read: '- - - all',   create: '- - - -',   update: '- - - -',   delete: '- - - -',   versions: '' },
  // The audit trail: admins read it; entries are written by the server only, never edited.
  'audit-log':              { read: '- - - all',   create: '- - - -',   update: '- - - -',   delete: '- - - -',   versions: '' },
  'payload-jobs':           { read: '- - - -',     create: '- - - -',   update: '- - - -',   delete: '- - - -',   versions: '' },
  'payload-locked-documents': { read: '- - all all', create: '- - all all', update: '- - all all', delete: '- - all all', versions: '' },
  'payload-kv':             { read: '- - - -',     create: '- - - -',   update: '- - - -',   delete: '- - - -',   versions: '' },
  'payload-preferences':    { read: '- - own own', create: '- - all all', update: '- - own own', delete: '- - own own', versions: '' },
}

/** Collections Payload serves no REST route for (its migrations table): 404 for everyone. */
const NOT_SERVED = new Set(['payload-migrations'])

/** Per global: [read, update, read versions]. */
// prettier-ignore
const GLOBALS: Record<string, Record<'read' | 'update' | 'versions', string>> = {
  settings: { read: 'all all - all', update: '- - - all', versions: '' },
  terms:    { read: 'pub pub - all', update: '- - - all', versions: '- - - all' },
  // Payload's job statistics (when each schedule last ran): admins read them, nobody writes them.
  'payload-jobs-stats': { read: '- - - all', update: '- - - -', versions: '' },
}

/**
 * Payload's own routes of every collection and global: their access is the collection's or the
 * global's (read, create, update, delete, versions: the rows above; the auth routes of `users` and
 * `customers`: tests/int/users.int.spec.ts, cms-access.int.spec.ts; uploaded files: `media` read).
 */
const PAYLOAD_ROUTES = new Set([
  ...[
    'GET /',
    'GET /:id',
    'GET /count',
    'POST /',
    'PATCH /',
    'PATCH /:id',
    'DELETE /',
    'DELETE /:id',
  ],
  ...['POST /access/:id?', 'POST /access', 'POST /:id/duplicate'],
  ...['GET /versions', 'GET /versions/:id', 'POST /versions/:id'],
  ...['GET /init', 'POST /login', 'POST /logout', 'GET /me', 'POST /refresh-token'],
  ...[
    'POST /first-register',
    'POST /forgot-password',
    'POST /reset-password',
    'POST /unlock',
    'POST /verify/:id',
  ],
  ...['GET /paste-url/:id?', 'GET /file/:filename'],
])

/** Payload's own endpoints on collections (beyond the CRUD routes): who may call them. */
// prettier-ignore
const CUSTOM_ENDPOINTS: Record<string, { request: [method: string, path: string, body?: unknown]; allowed: string }> = {
  'payload-jobs GET /run':                  { request: ['GET', 'payload-jobs/run'],                allowed: '- - - all' },
  'payload-jobs GET /handle-schedules':     { request: ['GET', 'payload-jobs/handle-schedules'],   allowed: '- - - all' },
  'payload-preferences GET /:key':          { request: ['GET', 'payload-preferences/matrix-key'],  allowed: '- - all all' },
  'payload-preferences POST /:key':         { request: ['POST', 'payload-preferences/matrix-key', { value: 1 }], allowed: '- - all all' },
  'payload-preferences DELETE /:key':       { request: ['DELETE', 'payload-preferences/matrix-key'], allowed: '- - all all' },
}

/**
 * The staff JSON API (`/api/{staffsegment}/...`, src/app/(frontend)/api/[...slug]/staffApi.ts),
 * each route with the caller's cookie or token. `login` is open to everyone: the credentials
 * decide (tests/int/staff-api.int.spec.ts). The actions are sent the test's junk body (and the
 * route table's example: a reservation or link that does not exist): `all` there means the caller
 * gets past the staff check to the body's own 400 or 404, never 401 or 403, and nothing changes
 * (tests/int/staff-paymentlinks.int.spec.ts, backoffice-*.int.spec.ts do the real thing).
 */
// prettier-ignore
const STAFF_API: Record<string, string> = {
  'GET check-session':                              '- - all all',
  'GET reservations':                               '- - all all',
  'GET reservations.csv':                           '- - all all',
  'GET paymentlinks':                               '- - all all',
  'POST login':                                     'all all all all',
  'POST reservations/{number}/send-to-operations':  '- - all all',
  'POST reservations/{number}/cancel':              '- - all all',
  'POST reservations/{number}/refund':              '- - - all',
  'POST reservations/{number}/dispatch':            '- - all all',
  'POST reservations/{number}/revoke-manage-link':  '- - all all',
  'POST reservations/{number}/progress':            '- - all all',
  'POST reservations/{number}/flight-delay':        '- - all all',
  'POST paymentlinks':                              '- - all all',
  'POST paymentlinks/{id}/email':                   '- - all all',
  'POST paymentlinks/{id}/cancel':                  '- - all all',
}

const cellsOf = (text: string): Record<Actor, Cell> => {
  const cells = text.split(/\s+/) as Cell[]
  expect(cells, text).toHaveLength(4)
  return Object.fromEntries(ACTORS.map((actor, i) => [actor, cells[i]!])) as Record<Actor, Cell>
}

const MISSING_ID = 987654321
const handlers = {
  GET: REST_GET(config),
  POST: REST_POST(config),
  PATCH: REST_PATCH(config),
  DELETE: REST_DELETE(config),
}

let payload: Payload
const tokens: Partial<Record<Actor, string>> = {}
const ids: Partial<Record<Actor, number | string>> = {}
/** Each staff user's own preference: the `own` writes are asked of it, and of the other's. */
const preferenceIds: Partial<Record<Actor, number | string>> = {}
const otherStaff = (actor: Actor): Actor => (actor === 'admin' ? 'operator' : 'admin')

/** An update or delete: of a missing id, or for `own` of the caller's own document and another's. */
async function expectWriteById(actor: Actor, method: 'PATCH' | 'DELETE', slug: string, cell: Cell) {
  if (slug === 'payload-preferences' && method === 'DELETE' && cell === 'own') {
    // Payload's `DELETE /:key` answers before `DELETE /:id`: it deletes the caller's own
    // preference of that key, never another user's.
    const others = () =>
      payload.count({
        collection: 'payload-preferences',
        where: { 'user.value': { equals: ids[otherStaff(actor)] } },
      })
    const before = await others()
    const own = await cms(actor, method, `${slug}/matrix-${actor}`)
    expect(own.status, `${method} ${slug}: own`).toBe(200)
    expect(await others()).toEqual(before)
    return
  }
  if (cell !== 'own') {
    const answer = await cms(actor, method, `${slug}/${MISSING_ID}`, {})
    expectWrite(answer, cell, `${method} ${slug}/${MISSING_ID}`)
    return
  }
  const others = await cms(actor, method, `${slug}/${preferenceIds[otherStaff(actor)]}`, {})
  expectWrite(others, '-', `${method} ${slug}: another's`)
  const own = await cms(actor, method, `${slug}/${preferenceIds[actor]}`, {})
  expect(own.status, `${method} ${slug}: own`).toBe(200)
}

async function cms(actor: Actor, method: string, path: string, body?: unknown) {
  const url = new URL(`http://localhost/api/cms/${path}`)
  const headers = new Headers({ 'content-type': 'application/json' })
  if (tokens[actor]) headers.set('Authorization', `JWT ${tokens[actor]}`)
  const request = new Request(url, {
    method,
    headers,
    body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
  })
  const slug = url.pathname.replace('/api/cms/', '').split('/')
  const handler = handlers[method as keyof typeof handlers]
  const response = await handler(request, { params: Promise.resolve({ slug }) })
  const text = await response.text()
  let json: Record<string, unknown> = {}
  try {
    json = JSON.parse(text) as Record<string, unknown>
  } catch {
    // Not JSON: the status says enough.
  }
  return { status: response.status, json }
}

const REFUSED = [401, 403]

/** A list read: what the cell says about the answer and its documents. */
function expectRead(
  answer: { status: number; json: Record<string, unknown> },
  cell: Cell,
  actor: Actor,
  where: string,
) {
  const docs = (answer.json.docs ?? []) as Record<string, unknown>[]
  const message = `${where} ${JSON.stringify(answer.json).slice(0, 300)}`
  if (cell === '-') {
    expect(REFUSED, message).toContain(answer.status)
    expect(docs, message).toEqual([])
    return
  }
  expect(answer.status, message).toBe(200)
  if (cell === 'pub') {
    for (const doc of docs) expect(doc._status ?? 'published', message).toBe('published')
  }
  if (cell === 'own') {
    for (const doc of docs) {
      const owner = doc.user as { value?: unknown } | number | undefined
      const ownerId = typeof owner === 'object' && owner ? owner.value : (owner ?? doc.id)
      const id = typeof ownerId === 'object' && ownerId ? (ownerId as { id: unknown }).id : ownerId
      expect(String(id), message).toBe(String(ids[actor]))
    }
  }
}

/** A write: refused before anything is looked up, or allowed (then 404 for a missing id, or 2xx/400). */
function expectWrite(answer: { status: number; json: unknown }, cell: Cell, where: string) {
  const message = `${where} ${JSON.stringify(answer.json).slice(0, 300)}`
  if (cell === '-') expect(REFUSED, message).toContain(answer.status)
  else expect(REFUSED, message).not.toContain(answer.status)
  expect(answer.status, message).toBeLessThan(500)
}

beforeAll(async () => {
  payload = await testPayload()
  const customer = await signedUpCustomer(payload, { tag: 'matrix' })
  tokens.customer = customer.browser.cookies.get('masar_session')!
  ids.customer = customer.user.id
  for (const role of ['admin', 'operator'] as const) {
    const user = await staffUser(payload, role, 'matrix')
    const login = await payload.login({
      collection: 'users',
      data: { email: user.email, password: `${role}-password-12` },
    })
    tokens[role] = login.token!
    ids[role] = user.id
  }
  // A published article and a draft: the draft must reach nobody but admins.
  const content = (text: string) => ({
    root: {
      type: 'root',
      format: '' as const,
      indent: 0,
      version: 1,
      direction: 'ltr' as const,
      children: [
        {
          type: 'paragraph',
          version: 1,
          children: [{ type: 'text', text, version: 1 }],
        },
      ],
    },
  })
  await payload.create({
    collection: 'articles',
    data: {
      title: 'Matrix public',
      slug: 'matrix-public',
      content: content('Out'),
      _status: 'published',
    },
  })
  await payload.create({
    collection: 'articles',
    draft: true,
    data: { title: 'Matrix draft', slug: 'matrix-draft', content: content('Not yet') },
  })
  await payload.updateGlobal({
    slug: 'settings',
    data: { siteName: 'Masar', hotline: '+20 100 555 0123', staffEmail: 'desk@masar.test' },
  })
  // Every staff user has a preference, so `own` has something to filter.
  for (const role of ['operator', 'admin'] as const) {
    expect(
      (await cms(role, 'POST', `payload-preferences/matrix-${role}`, { value: 1 })).status,
    ).toBe(200)
    const { docs } = await payload.find({
      collection: 'payload-preferences',
      where: { key: { equals: `matrix-${role}` } },
    })
    preferenceIds[role] = docs[0]!.id
  }
})

afterAll(async () => {
  await payload.destroy()
})

describe('the access matrix of /api/cms', () => {
  it('has a row for every collection and global of the config', () => {
    const slugs: string[] = payload.config.collections.map((collection) => collection.slug)
    expect(
      slugs.filter((slug) => !(slug in COLLECTIONS) && !NOT_SERVED.has(slug)),
      'collections without a row',
    ).toEqual([])
    expect(Object.keys(COLLECTIONS).filter((slug) => !slugs.includes(slug))).toEqual([])
    const globals = payload.config.globals.map((global) => global.slug)
    expect(globals.toSorted()).toEqual(Object.keys(GLOBALS).toSorted())
  })

  it('has a row for every custom endpoint of a collection or global', () => {
    const found = [
      ...payload.config.collections.flatMap((collection) =>
        (Array.isArray(collection.endpoints) ? collection.endpoints : []).map(
          (endpoint) => `${collection.slug} ${endpoint.method.toUpperCase()} ${endpoint.path}`,
        ),
      ),
      ...payload.config.globals.flatMap((global) =>
        (Array.isArray(global.endpoints) ? global.endpoints : []).map(
          (endpoint) => `${global.slug} ${endpoint.method.toUpperCase()} ${endpoint.path}`,
        ),
      ),
    ].filter((name) => !PAYLOAD_ROUTES.has(name.split(' ').slice(1).join(' ')))
    expect(found.toSorted(), JSON.stringify(found)).toEqual(
      Object.keys(CUSTOM_ENDPOINTS).toSorted(),
    )
  })

  for (const [slug, row] of Object.entries(COLLECTIONS)) {
    describe(slug, () => {
      it.each(ACTORS)('read, create, update, delete and versions as %s', async (actor) => {
        const read = cellsOf(row.read)[actor]
        expectRead(await cms(actor, 'GET', `${slug}?limit=100`), read, actor, `GET ${slug}`)
        // Asking for drafts changes nothing for who may not read them.
        expectRead(
          await cms(actor, 'GET', `${slug}?limit=100&draft=true`),
          read,
          actor,
          `GET ${slug}?draft=true`,
        )
        expectWrite(await cms(actor, 'POST', slug, {}), cellsOf(row.create)[actor], `POST ${slug}`)
        await expectWriteById(actor, 'PATCH', slug, cellsOf(row.update)[actor])
        await expectWriteById(actor, 'DELETE', slug, cellsOf(row.delete)[actor])
        if (row.versions) {
          const versions = await cms(actor, 'GET', `${slug}/versions?limit=100`)
          expectRead(versions, cellsOf(row.versions)[actor], actor, `GET ${slug}/versions`)
        }
      })
    })
  }

  it.each(ACTORS)('payload-migrations has no REST route, for %s either', async (actor) => {
    const answer = await cms(actor, 'GET', 'payload-migrations')
    expect([404, 501]).toContain(answer.status)
  })

  it('gives the draft article to admins only, and its versions likewise', async () => {
    for (const actor of ACTORS) {
      const answer = await cms(actor, 'GET', 'articles?limit=100&draft=true')
      const slugs = ((answer.json.docs ?? []) as { slug: string }[]).map((doc) => doc.slug)
      if (actor === 'admin') expect(slugs).toContain('matrix-draft')
      else expect(slugs, actor).not.toContain('matrix-draft')
      if (actor !== 'operator') expect(slugs, actor).toContain('matrix-public')
    }
  })

  for (const [slug, row] of Object.entries(GLOBALS)) {
    it.each(ACTORS)(`global ${slug}: read, update and versions as %s`, async (actor) => {
      const read = cellsOf(row.read)[actor]
      const answer = await cms(actor, 'GET', `globals/${slug}`)
      if (read === '-') expect(REFUSED).toContain(answer.status)
      else expect(answer.status).toBe(200)
      if (read === 'pub') expect(answer.json._status ?? 'published').toBe('published')
      if (slug === 'settings' && read !== '-')
        expect(Boolean(answer.json.staffEmail), actor).toBe(actor === 'admin')
      expectWrite(await cms(actor, 'POST', `globals/${slug}`, {}), cellsOf(row.update)[actor], slug)
      if (row.versions) {
        const versions = await cms(actor, 'GET', `globals/${slug}/versions`)
        expectRead(versions, cellsOf(row.versions)[actor], actor, `GET globals/${slug}/versions`)
      }
    })
  }

  for (const [name, { request, allowed }] of Object.entries(CUSTOM_ENDPOINTS)) {
    it.each(ACTORS)(`${name} as %s`, async (actor) => {
      const [method, path, body] = request
      const answer = await cms(actor, method, path, body)
      expectWrite(answer, cellsOf(allowed)[actor], name)
    })
  }

  it('has a row for every route of the staff API', () => {
    expect(Object.keys(STAFF_ROUTES).toSorted()).toEqual(Object.keys(STAFF_API).toSorted())
  })

  for (const [route, allowed] of Object.entries(STAFF_API)) {
    it.each(ACTORS)(`staff API ${route} as %s`, async (actor) => {
      const method = route.split(' ')[0] as 'GET' | 'POST'
      const path = STAFF_ROUTES[route]!
      const headers = new Headers({ 'content-type': 'application/json' })
      if (tokens[actor]) headers.set('Authorization', `JWT ${tokens[actor]}`)
      const request = new Request(`http://localhost/api${staffPath()}/${path}`, {
        method,
        headers,
        body:
          method === 'POST'
            ? JSON.stringify({ email: 'nobody@masar.test', password: 'x' })
            : undefined,
      })
      const handler = method === 'GET' ? API_GET : API_POST
      const answer = await handler(request, {
        params: Promise.resolve({ slug: [staffPath().slice(1), ...path.split('/')] }),
      })
      const cell = cellsOf(allowed)[actor]
      if (route === 'POST login')
        expect(answer.status).toBe(401) // wrong credentials, not the caller
      else if (cell === '-') expect(REFUSED).toContain(answer.status)
      else if (method === 'POST') expect([400, 404]).toContain(answer.status)
      else expect(answer.status).toBe(200)
    })
  }

  /** The same rules through GraphQL: a sample of the rows above. */
  async function graphql(actor: Actor, query: string) {
    const headers = new Headers({ 'content-type': 'application/json' })
    if (tokens[actor]) headers.set('Authorization', `JWT ${tokens[actor]}`)
    const response = await GRAPHQL_POST(config)(
      new Request('http://localhost/api/cms/graphql', {
        method: 'POST',
        headers,
        body: JSON.stringify({ query }),
      }),
    )
    return (await response.json()) as { data?: Record<string, unknown> | null; errors?: unknown[] }
  }

  it.each(ACTORS)(
    'GraphQL agrees for %s: versions, drafts, reservations, settings',
    async (actor) => {
      const versions = await graphql(actor, '{ versionsArticles(limit: 100) { docs { id } } }')
      if (actor === 'admin') expect(versions.errors).toBeUndefined()
      else expect(versions.data?.versionsArticles ?? null, JSON.stringify(versions)).toBeNull()

      const drafts = await graphql(actor, '{ Articles(draft: true, limit: 100) { docs { slug } } }')
      const slugs = (
        (drafts.data?.Articles as { docs: { slug: string }[] } | null)?.docs ?? []
      ).map((doc) => doc.slug)
      expect(slugs.includes('matrix-draft'), `${actor} ${JSON.stringify(drafts)}`).toBe(
        actor === 'admin',
      )
      if (actor === 'operator') expect(drafts.errors).toBeDefined()

      const reservations = await graphql(actor, '{ Reservations(limit: 1) { totalDocs } }')
      if (actor === 'anonymous' || actor === 'customer')
        expect(reservations.data?.Reservations ?? null).toBeNull()
      else expect(reservations.errors).toBeUndefined()

      const settings = await graphql(actor, '{ Setting { staffEmail } }')
      const staffEmail = (settings.data?.Setting as { staffEmail?: string } | null)?.staffEmail
      expect(Boolean(staffEmail), `${actor} ${JSON.stringify(settings)}`).toBe(actor === 'admin')
    },
  )
})

/**
 * The driver's token (issue 33; decision 0160): a fifth caller, outside the table above. It opens
 * that driver's legs of that one day on the driver's page and its tap API, nothing else: not
 * another driver's leg, not the same driver's legs of another day, and nothing of Payload's REST
 * API or the staff API (it is no session and no JWT).
 */
describe("the access of a driver's token", () => {
  const SAMY = { name: 'Samy Matrix', mobile: '+201002223344', plate: 'MTX 1' }
  const OMAR = { name: 'Omar Matrix', mobile: '+201005556677', plate: 'MTX 2' }

  /** A cash leg `hoursAhead` from now given to `driver` (its pickup moved to `pickupIn` minutes
   * from now first, for a tap made now: the taps follow the real pickup, decision 0170). */
  async function dispatchedLeg(
    tag: string,
    hoursAhead: number,
    driver: typeof SAMY,
    pickupIn?: number,
  ) {
    const account = await signedUpCustomer(payload, { tag })
    const number = await bookThroughRoute(
      account,
      bookingBody(account, {
        pickupAddress: 'acm-airport',
        dropoffAddress: 'acm-district',
        paymentType: 'cash',
        execDate: cairoTimeIn(hoursAhead),
      }),
    )
    if (pickupIn !== undefined) await movePickup(payload, number, pickupIn)
    const staff = await staffUser(payload, 'operator', 'acm')
    expect(
      (await assignDriver(payload, { reservationNumber: number, leg: 'outbound', driver, staff }))
        .ok,
    ).toBe(true)
    const sms = (await outboxTo(payload, driver.mobile)).filter(
      (message) => message.template === 'driver-dispatched',
    )
    const token = /\/ar\/driver\?token=([A-Za-z0-9_-]{43})/.exec(sms.at(-1)?.body ?? '')?.[1]
    expect(token).toBeTruthy()
    return { number, token: token! }
  }

  it("sees and taps only its own driver's legs of its own day, and opens nothing else", async () => {
    await setBookingSettings(payload)
    await ensureCars(payload)
    await airportAndDistrict(payload, {
      prefix: 'acm',
      region: { code: 'ACM', en: 'Matrix Giza', ar: 'جيزة المصفوفة' },
    })
    const mine = await dispatchedLeg('acm-mine', 30, SAMY, 60)
    const theirs = await dispatchedLeg('acm-theirs', 30, OMAR, 60)
    // Three days later: another day, another link.
    const later = await dispatchedLeg('acm-later', 30 + 72, SAMY)
    expect(later.token).not.toBe(mine.token)

    const day = await driverDay(payload, mine.token, 'acm-client')
    expect(day.ok).toBe(true)
    const numbers = day.ok ? day.value.legs.map((leg) => leg.reservationNumber) : []
    expect(numbers).toContain(mine.number)
    expect(numbers).not.toContain(theirs.number)
    expect(numbers).not.toContain(later.number)

    const tap = (token: string, reservationNumber: string) =>
      new Browser(undefined, 'en').call(DRIVER_STEP, {
        path: '/api/driver/step',
        body: { token, reservationNumber, leg: 'outbound', step: 'on-the-way' },
      })
    expect((await tap(mine.token, theirs.number)).status).toBe(404)
    expect((await tap(mine.token, later.number)).status).toBe(404)
    expect((await tap(mine.token, mine.number)).status).toBe(200)

    // Not a credential anywhere else: Payload's REST API and the staff API answer as to nobody.
    for (const path of ['reservations', 'customers', 'driver-links']) {
      const response = await handlers.GET(
        new Request(`http://localhost/api/cms/${path}`, {
          headers: { Authorization: `JWT ${mine.token}` },
        }),
        { params: Promise.resolve({ slug: [path] }) },
      )
      expect(REFUSED, path).toContain(response.status)
    }
    const staffApi = await API_GET(
      new Request(`http://localhost/api${staffPath()}/reservations`, {
        headers: { Authorization: `JWT ${mine.token}` },
      }),
      { params: Promise.resolve({ slug: [staffPath().slice(1), 'reservations'] }) },
    )
    expect(REFUSED).toContain(staffApi.status)
  })
})
