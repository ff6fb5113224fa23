import config from '@payload-config'
import { GRAPHQL_POST, REST_DELETE, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { cancelPaymentLink } from '@/backoffice/operations/paymentLinkActions'
import { newPaymentLinkToken } from '@/payments/paymentLinks'

import { staffUser } from '../helpers/bookingData'
import { testPayload } from '../helpers/payload'

/**
 * Issue 29, item 7: operators cancel an active payment link through the desk and nothing else;
 * nothing of a link but its status changes after creation, for anybody through any API; writes by
 * `where` are refused on the staff collections whose rules are per document.
 */
type Staff = Awaited<ReturnType<typeof staffUser>>
let payload: Payload
let operator: Staff
let admin: Staff
const tokens: Record<'operator' | 'admin', string> = { operator: '', admin: '' }
const links = { active: 0, paid: 0, cancelled: 0, expired: 0 }
const AMOUNTS = { active: 10000, paid: 20000, cancelled: 30000, expired: 40000 } as const

beforeAll(async () => {
  payload = await testPayload()
  // The admin first: the very first staff user is made an admin whatever the role asked.
  admin = await staffUser(payload, 'admin', 'writes')
  operator = await staffUser(payload, 'operator', 'writes')
  expect(operator.role).toBe('operator')
  for (const role of ['operator', 'admin'] as const) {
    const { token } = await payload.login({
      collection: 'users',
      data: { email: (role === 'admin' ? admin : operator).email, password: `${role}-password-12` },
    })
    tokens[role] = token!
  }
  for (const [status, amount] of Object.entries(AMOUNTS)) {
    const link = await payload.create({
      collection: 'payment-links',
      overrideAccess: true,
      data: {
        amount,
        customerName: `Payer ${status}`,
        phone: '+201005550900',
        email: `payer.${status}@example.com`,
        description: 'Waiting hour',
        expiresAt: new Date(
          Date.now() + (status === 'expired' ? -1 : 48) * 3_600_000,
        ).toISOString(),
        status: status as keyof typeof AMOUNTS,
        token: newPaymentLinkToken(),
        ...(status === 'paid' ? { paidAt: new Date().toISOString() } : {}),
      },
    })
    links[status as keyof typeof links] = link.id
  }
})

afterAll(async () => {
  await payload.destroy()
})

const handlers = { PATCH: REST_PATCH(config), DELETE: REST_DELETE(config), POST: REST_POST(config) }

async function cms(
  role: 'operator' | 'admin',
  method: 'PATCH' | 'DELETE' | 'POST',
  path: string,
  body?: unknown,
) {
  const url = new URL(`http://localhost/api/cms/${path}`)
  const response = await handlers[method](
    new Request(url, {
      method,
      headers: { 'content-type': 'application/json', Authorization: `JWT ${tokens[role]}` },
      body: JSON.stringify(body ?? {}),
    }),
    { params: Promise.resolve({ slug: url.pathname.replace('/api/cms/', '').split('/') }) },
  )
  return { status: response.status, text: await response.text() }
}

/** Every link as stored, every field the probe could have changed. */
async function snapshot() {
  const { docs } = await payload.find({
    collection: 'payment-links',
    where: { id: { in: Object.values(links) } },
    sort: 'id',
    limit: 10,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map(({ updatedAt: _u, payUrl: _p, ...rest }) => rest)
}

describe('payment links after creation', () => {
  it('refuses the probe `PATCH /api/cms/payment-links?where[id][exists]=true`, as operator and as admin', async () => {
    const before = await snapshot()
    for (const role of ['operator', 'admin'] as const) {
      const answer = await cms(role, 'PATCH', 'payment-links?where[id][exists]=true', {
        amount: 1,
        status: 'active',
        customerName: 'Rewritten',
      })
      expect(answer.status, answer.text).toBe(403)
      const removed = await cms(role, 'DELETE', 'payment-links?where[id][exists]=true')
      expect(removed.status, removed.text).toBe(403)
    }
    expect(await snapshot()).toEqual(before)
  })

  it('lets no operator write a link through REST, GraphQL or the Local API, even one at a time', async () => {
    const before = await snapshot()
    for (const id of Object.values(links)) {
      const answer = await cms('operator', 'PATCH', `payment-links/${id}`, { amount: 1 })
      expect(answer.status, answer.text).toBe(403)
    }
    const cancel = await cms('operator', 'PATCH', `payment-links/${links.active}`, {
      status: 'cancelled',
    })
    expect(cancel.status).toBe(403)
    const create = await cms('operator', 'POST', 'payment-links', {
      amount: 5000,
      customerName: 'Sideways',
      phone: '+201005550901',
      email: 'side@example.com',
      description: 'Not through the desk',
    })
    expect(create.status).toBe(403)
    const graphql = await GRAPHQL_POST(config)(
      new Request('http://localhost/api/cms/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', Authorization: `JWT ${tokens.operator}` },
        body: JSON.stringify({
          query: `mutation { updatePaymentLink(id: ${links.paid}, data: { amount: 1 }) { amount } }`,
        }),
      }),
    )
    const result = (await graphql.json()) as { data?: { updatePaymentLink?: unknown } | null }
    expect(result.data?.updatePaymentLink ?? null).toBeNull()
    await expect(
      payload.update({
        collection: 'payment-links',
        id: links.active,
        data: { amount: 1 },
        overrideAccess: false,
        user: operator,
      }),
    ).rejects.toMatchObject({ status: 403 })
    expect(await snapshot()).toEqual(before)
  })

  it('keeps every field but the status as created, for an admin too', async () => {
    const before = await snapshot()
    const answer = await cms('admin', 'PATCH', `payment-links/${links.paid}`, {
      amount: 1,
      customerName: 'Rewritten',
      email: 'other@example.com',
      expiresAt: new Date(Date.now() + 999 * 3_600_000).toISOString(),
      token: 'x'.repeat(32),
      paidAt: null,
    })
    expect(answer.status).toBeLessThan(500)
    await payload.update({
      collection: 'payment-links',
      id: links.active,
      data: { amount: 2, description: 'Changed' },
      overrideAccess: false,
      user: admin,
    })
    expect(await snapshot()).toEqual(before)
    // An admin may still cancel an active link; a paid one stays paid.
    const paid = await cms('admin', 'PATCH', `payment-links/${links.paid}`, { status: 'cancelled' })
    expect(paid.status).toBe(400)
    expect((await snapshot()).find((link) => link.id === links.paid)?.status).toBe('paid')
  })

  it('still lets an operator cancel an active link on the desk, the amount unchanged', async () => {
    const result = await cancelPaymentLink(payload, {
      staff: operator,
      id: String(links.active),
      reason: 'Customer paid cash',
    })
    expect(result.ok, JSON.stringify(result)).toBe(true)
    const link = await payload.findByID({ collection: 'payment-links', id: links.active })
    expect(link).toMatchObject({ status: 'cancelled', amount: AMOUNTS.active })
  })
})

describe('writes by `where` on staff collections', () => {
  it.each(['reservations', 'payments', 'payment-transactions', 'inquiries', 'users', 'customers'])(
    'refuses PATCH and DELETE by where on %s, for an admin too',
    async (slug) => {
      for (const role of ['operator', 'admin'] as const) {
        const patched = await cms(role, 'PATCH', `${slug}?where[id][exists]=true`, {})
        expect(patched.status, `${role} PATCH ${slug} ${patched.text}`).toBe(403)
        const deleted = await cms(role, 'DELETE', `${slug}?where[id][exists]=true`)
        expect(deleted.status, `${role} DELETE ${slug} ${deleted.text}`).toBe(403)
      }
      expect(await payload.count({ collection: 'users', overrideAccess: true })).toMatchObject({
        totalDocs: expect.any(Number),
      })
    },
  )

  it('leaves both staff users in place after the bulk tries', async () => {
    for (const user of [operator, admin])
      expect(
        await payload.findByID({ collection: 'users', id: user.id, disableErrors: true }),
      ).not.toBeNull()
  })
})
