import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { cancelReservation } from '@/backoffice/operations/cancelReservation'
import type { AuditLog } from '@/payload-types'
import { withTransaction } from '@/infra/db'

import { bookingBody, bookThroughRoute, reservationByNumber } from '../helpers/backoffice'
import {
  createPlace,
  createPriceRow,
  createRegion,
  ensureCars,
  setBookingSettings,
  staffUser,
} from '../helpers/bookingData'
import { signedUpCustomer } from '../helpers/customers'
import { testPayload } from '../helpers/payload'

/**
 * The audit trail (issue 13 item 7): who changed what, when and why, written in the change's own
 * transaction; admins read it, nobody writes it through the API.
 */

type Handler = (
  request: Request,
  context: { params: Promise<{ slug: string[] }> },
) => Promise<Response>

let payload: Payload
let rest: { GET: Handler; POST: Handler; PATCH: Handler; DELETE: Handler }
let admin: Awaited<ReturnType<typeof staffUser>>
let adminToken = ''
let operator: Awaited<ReturnType<typeof staffUser>>
let priceRowId = 0

const trip = { pickupAddress: 'aud-airport', dropoffAddress: 'aud-district' }

async function call(
  method: keyof typeof rest,
  slug: string[],
  { token, body, query = '' }: { token?: string; body?: unknown; query?: string } = {},
) {
  const headers = new Headers({ 'content-type': 'application/json' })
  if (token) headers.set('authorization', `JWT ${token}`)
  const request = new Request(`http://localhost/api/cms/${slug.join('/')}${query}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const response = await rest[method](request, { params: Promise.resolve({ slug }) })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

const entriesOf = async (target: string, documentId: string | number) =>
  (
    await payload.find({
      collection: 'audit-log',
      where: {
        and: [{ target: { equals: target } }, { documentId: { equals: String(documentId) } }],
      },
      sort: 'at',
      pagination: false,
      overrideAccess: true,
    })
  ).docs as AuditLog[]

beforeAll(async () => {
  payload = await testPayload()
  const config = (await import('@payload-config')).default
  const routes = await import('@payloadcms/next/routes')
  rest = {
    GET: routes.REST_GET(config),
    POST: routes.REST_POST(config),
    PATCH: routes.REST_PATCH(config),
    DELETE: routes.REST_DELETE(config),
  }
  await setBookingSettings(payload)
  await ensureCars(payload)
  const region = (
    await createRegion(payload, { code: 'AUD', en: 'Audit Cairo', ar: 'تدقيق', cashAllowed: true })
  ).id
  const airport = await createPlace(payload, {
    code: 'aud-airport',
    region,
    en: 'Audit Airport',
    ar: 'مطار التدقيق',
    kind: 'airport',
  })
  const district = await createPlace(payload, {
    code: 'aud-district',
    region,
    en: 'Audit District',
    ar: 'حي التدقيق',
    kind: 'area',
  })
  priceRowId = (
    await createPriceRow(payload, {
      region,
      from: airport.id,
      to: district.id,
      egp: { corolla: '500', caddy: '600', xpander: '700', h1: '800', hiace: '900' },
    })
  ).id
  admin = await staffUser(payload, 'admin', 'audit')
  operator = await staffUser(payload, 'operator', 'audit')
  const login = await payload.login({
    collection: 'users',
    data: { email: admin.email, password: 'admin-password-12' },
  })
  adminToken = login.token ?? ''
})

afterAll(async () => {
  await payload.destroy()
})

describe('the audit trail', () => {
  it("records an admin's price change through REST: the admin, before and after", async () => {
    const before = await entriesOf('price-lists', priceRowId)
    expect(before).toHaveLength(1) // its creation, by the system (no user)
    expect(before[0]).toMatchObject({ action: 'create', actorType: 'system' })

    const answer = await call('PATCH', ['price-lists', String(priceRowId)], {
      token: adminToken,
      body: { prices: { hiace: 95_000 } },
    })
    expect(answer.status, JSON.stringify(answer.json)).toBe(200)

    const entries = await entriesOf('price-lists', priceRowId)
    expect(entries).toHaveLength(2)
    expect(entries[1]).toMatchObject({
      action: 'update',
      kind: 'collection',
      actorType: 'staff',
      actorId: String(admin.id),
      actorName: admin.email,
      reason: null,
      changes: { 'prices.hiace': { before: 90_000, after: 95_000 } },
    })
    expect(Date.now() - new Date(entries[1]!.at).getTime()).toBeLessThan(60_000)
  })

  it('records a back-office cancel with its reason and the staff member', async () => {
    const account = await signedUpCustomer(payload, { tag: 'audit-cancel' })
    const number = await bookThroughRoute(
      account,
      bookingBody(account, { ...trip, paymentType: 'cash' }),
    )
    const reservation = await reservationByNumber(payload, number)
    const created = await entriesOf('reservations', reservation.id)
    expect(created).toHaveLength(1)
    expect(created[0]).toMatchObject({
      action: 'create',
      actorType: 'customer',
      actorId: String(account.user.id),
    })
    // The Cairo zone Payload reads beside each date (src/fields/cairoDate.ts) stores nothing.
    expect(created[0]!.changes).toHaveProperty('execDate')
    expect(JSON.stringify(created[0]!.changes)).not.toContain('_tz')

    const cancelled = await cancelReservation(payload, {
      reservationNumber: number,
      staff: operator,
      reason: 'Customer called to cancel',
    })
    expect(cancelled.ok).toBe(true)
    const entries = await entriesOf('reservations', reservation.id)
    expect(entries).toHaveLength(2)
    expect(entries[1]).toMatchObject({
      action: 'update',
      actorType: 'staff',
      actorId: String(operator.id),
      actorName: operator.email,
      reason: 'Customer called to cancel',
    })
    expect(entries[1]!.changes).toMatchObject({
      status: { before: 'cash-not-sent', after: 'cancelled' },
    })

    // A refused change (a second cancel) leaves no entry.
    const again = await cancelReservation(payload, {
      reservationNumber: number,
      staff: operator,
      reason: 'again',
    })
    expect(again.ok).toBe(false)
    expect(await entriesOf('reservations', reservation.id)).toHaveLength(2)
  })

  it('leaves no entry for a change that is refused, invalid or rolled back', async () => {
    const count = async () => (await entriesOf('price-lists', priceRowId)).length
    const start = await count()

    // Refused: an anonymous caller may not change prices.
    const anonymous = await call('PATCH', ['price-lists', String(priceRowId)], {
      body: { prices: { corolla: 1 } },
    })
    expect(anonymous.status).toBeGreaterThanOrEqual(400)
    // Invalid: a region that does not exist fails validation.
    const invalid = await call('PATCH', ['price-lists', String(priceRowId)], {
      token: adminToken,
      body: { region: 999_999_999 },
    })
    expect(invalid.status).toBeGreaterThanOrEqual(400)
    expect(await count()).toBe(start)

    // Rolled back: the change and its entry go together.
    await withTransaction(payload, async ({ req }) => {
      await payload.update({
        collection: 'price-lists',
        id: priceRowId,
        overrideAccess: true,
        req: req(),
        data: { prices: { caddy: 1 } },
      })
      expect(await count()).toBe(start) // outside the transaction: not there yet
      return { commit: false, value: null }
    })
    expect(await count()).toBe(start)
    const row = await payload.findByID({ collection: 'price-lists', id: priceRowId, depth: 0 })
    expect(row.prices?.caddy).toBe(60_000)
  })

  it('lets only admins read it, and nobody write it through the API', async () => {
    const customer = await signedUpCustomer(payload, { tag: 'audit-reader' })
    await expect(
      payload.find({
        collection: 'audit-log',
        overrideAccess: false,
        user: { ...operator },
      }),
    ).rejects.toThrow()
    await expect(
      payload.find({
        collection: 'audit-log',
        overrideAccess: false,
        user: { ...customer.user, collection: 'customers' },
      }),
    ).rejects.toThrow()
    expect((await call('GET', ['audit-log'])).status).toBe(403)

    const read = await call('GET', ['audit-log'], {
      token: adminToken,
      query: `?where[target][equals]=price-lists&where[documentId][equals]=${priceRowId}`,
    })
    expect(read.status).toBe(200)
    expect((read.json.docs as unknown[]).length).toBeGreaterThanOrEqual(2)

    const [entry] = await entriesOf('price-lists', priceRowId)
    const total = (await payload.count({ collection: 'audit-log', overrideAccess: true })).totalDocs
    const forged = {
      at: new Date().toISOString(),
      actorType: 'system',
      kind: 'collection',
      target: 'price-lists',
      action: 'update',
      changes: {},
    }
    expect((await call('POST', ['audit-log'], { token: adminToken, body: forged })).status).toBe(
      403,
    )
    expect(
      (
        await call('PATCH', ['audit-log', String(entry!.id)], {
          token: adminToken,
          body: { reason: 'edited' },
        })
      ).status,
    ).toBe(403)
    expect(
      (await call('DELETE', ['audit-log', String(entry!.id)], { token: adminToken })).status,
    ).toBe(403)
    expect((await call('POST', ['audit-log'], { body: forged })).status).toBe(403)
    expect((await payload.count({ collection: 'audit-log', overrideAccess: true })).totalDocs).toBe(
      total,
    )
    const still = await payload.findByID({ collection: 'audit-log', id: entry!.id })
    expect(still.reason).toBe(entry!.reason)
  })

  it('never records a password hash, salt or session after a staff password change', async () => {
    const staff = await staffUser(payload, 'operator', 'audit-password')
    await payload.login({
      collection: 'users',
      data: { email: staff.email, password: 'operator-password-12' },
    })
    const answer = await call('PATCH', ['users', String(staff.id)], {
      token: adminToken,
      body: { password: 'a-new-password-34', name: 'Renamed operator' },
    })
    expect(answer.status, JSON.stringify(answer.json)).toBe(200)
    const entries = await entriesOf('users', staff.id)
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update'])
    expect(entries[1]!.changes).toEqual({
      name: { before: 'operator audit-password', after: 'Renamed operator' },
    })

    const stored = await payload.db.findOne<{ id: number; hash: string; salt: string }>({
      collection: 'users',
      where: { id: { equals: staff.id } },
    })
    const everything = JSON.stringify(
      (await payload.find({ collection: 'audit-log', pagination: false, overrideAccess: true }))
        .docs,
    )
    expect(everything).not.toMatch(/"(hash|salt|sessions|password|resetPasswordToken)"/)
    expect(stored?.hash).toBeTruthy()
    if (stored?.hash) expect(everything).not.toContain(stored.hash)
    if (stored?.salt) expect(everything).not.toContain(stored.salt)
    expect(everything).not.toContain('a-new-password-34')
  })
})
