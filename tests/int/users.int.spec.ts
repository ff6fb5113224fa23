import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { LOGIN_THROTTLE } from '@/accounts/loginThrottle'
import { RATE_LIMITS } from '@/accounts/rateLimits'
import { CLIENT_ADDRESS_HEADER } from '@/lib/clientAddress'
import { createAdmin, ensureInitialAdmin } from '@/seed/initialAdmin'
import { throttledStaffLogin } from '@/http/staffLogin'

import '../helpers/http'
import { testPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await payload.delete({
    collection: 'users',
    where: { id: { exists: true } },
    overrideAccess: true,
  })
})

afterAll(async () => {
  await payload.destroy()
})

const asUser = <T extends object>(doc: T) => ({ ...doc, collection: 'users' as const })

describe('staff users and roles', () => {
  it('creates the first admin from SEED_ADMIN_* once, and never a default password', async () => {
    expect(await ensureInitialAdmin(payload, {})).toBe('skipped')
    expect(await payload.count({ collection: 'users', overrideAccess: true })).toMatchObject({
      totalDocs: 0,
    })

    const env = {
      SEED_ADMIN_EMAIL: 'owner@masar.test',
      SEED_ADMIN_PASSWORD: 'a-long-owner-password',
    }
    expect(await ensureInitialAdmin(payload, env)).toBe('created')
    expect(await ensureInitialAdmin(payload, env)).toBe('exists')

    const { docs } = await payload.find({ collection: 'users', overrideAccess: true })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ email: 'owner@masar.test', role: 'admin' })

    const login = await payload.login({
      collection: 'users',
      data: { email: 'owner@masar.test', password: 'a-long-owner-password' },
    })
    expect(login.token).toBeTruthy()
  })

  it('lets an operator see only themselves and change no staff user, themselves included', async () => {
    const operator = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: {
        name: 'Operator',
        email: 'operator@masar.test',
        password: 'operator-pass-1',
        role: 'operator',
      },
    })
    const seen = await payload.find({
      collection: 'users',
      overrideAccess: false,
      user: asUser(operator),
    })
    expect(seen.docs.map((doc) => doc.email)).toEqual(['operator@masar.test'])

    await expect(
      payload.update({
        collection: 'users',
        id: operator.id,
        data: { role: 'admin', name: 'Operator Renamed' },
        overrideAccess: false,
        user: asUser(operator),
      }),
    ).rejects.toThrow()
    const stored = await payload.findByID({ collection: 'users', id: operator.id })
    expect(stored).toMatchObject({ name: 'Operator', role: 'operator' })

    await expect(
      payload.create({
        collection: 'users',
        overrideAccess: false,
        user: asUser(operator),
        data: {
          name: 'Sneaky',
          email: 'sneaky@masar.test',
          password: 'sneaky-pass-1',
          role: 'admin',
        },
      }),
    ).rejects.toThrow()
  })

  it("lets an admin set another's role but never their own", async () => {
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: 'owner@masar.test' } },
    })
    const owner = asUser(docs[0]!)
    const other = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: {
        name: 'Other',
        email: 'other@masar.test',
        password: 'other-pass-12',
        role: 'operator',
      },
    })
    const promoted = await payload.update({
      collection: 'users',
      id: other.id,
      data: { role: 'admin' },
      overrideAccess: false,
      user: owner,
    })
    expect(promoted.role).toBe('admin')
    const self = await payload.update({
      collection: 'users',
      id: owner.id,
      data: { role: 'operator', name: 'Owner' },
      overrideAccess: false,
      user: owner,
    })
    expect(self).toMatchObject({ role: 'admin', name: 'Owner' })
    await payload.delete({ collection: 'users', id: other.id, overrideAccess: true })
  })

  it("closes Payload's first-user registration in production; create-admin makes admins", async () => {
    const { REST_POST } = await import('@payloadcms/next/routes')
    const config = (await import('@payload-config')).default
    const firstRegister = () =>
      REST_POST(config)(
        new Request('http://localhost/api/cms/users/first-register', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            email: 'first@masar.test',
            password: 'first-pass-123',
            name: 'F',
          }),
        }),
        { params: Promise.resolve({ slug: ['users', 'first-register'] }) },
      )
    // With staff users in the database Payload refuses it anyway; without any, production does.
    const { docs: before } = await payload.find({ collection: 'users', overrideAccess: true })
    await payload.delete({
      collection: 'users',
      where: { id: { exists: true } },
      overrideAccess: true,
    })
    vi.stubEnv('NODE_ENV', 'production')
    try {
      const answer = await firstRegister()
      expect(answer.status).toBe(403)
      expect(await payload.count({ collection: 'users', overrideAccess: true })).toMatchObject({
        totalDocs: 0,
      })
    } finally {
      vi.unstubAllEnvs()
    }

    expect(
      await createAdmin(payload, { email: 'x', name: 'A', password: 'long-enough-pass' }),
    ).toMatchObject({ ok: false })
    expect(
      await createAdmin(payload, { email: 'ops@masar.test', name: 'A', password: 'short' }),
    ).toMatchObject({ ok: false })
    const made = await createAdmin(payload, {
      email: 'Ops@Masar.test',
      name: 'Ops Lead',
      password: 'long-enough-pass',
    })
    expect(made.ok).toBe(true)
    expect(
      await createAdmin(payload, {
        email: 'ops@masar.test',
        name: 'B',
        password: 'long-enough-pass',
      }),
    ).toMatchObject({ ok: false })
    const { docs } = await payload.find({ collection: 'users', overrideAccess: true })
    expect(docs).toMatchObject([{ email: 'ops@masar.test', role: 'admin', name: 'Ops Lead' }])
    // Put back who the later tests log in as.
    await payload.delete({
      collection: 'users',
      where: { id: { exists: true } },
      overrideAccess: true,
    })
    for (const user of before)
      await payload.create({
        collection: 'users',
        overrideAccess: true,
        data: {
          name: user.name,
          email: user.email,
          role: user.role,
          password:
            user.email === 'operator@masar.test' ? 'operator-pass-1' : 'a-long-owner-password',
        },
      })
  })

  it("locks no account, whatever the wrong passwords (Payload's lockout is off)", async () => {
    for (let attempt = 0; attempt < 6; attempt++) {
      await expect(
        payload.login({
          collection: 'users',
          data: { email: 'operator@masar.test', password: 'wrong-password' },
        }),
      ).rejects.toThrow()
    }
    const { user } = await payload.login({
      collection: 'users',
      data: { email: 'operator@masar.test', password: 'operator-pass-1' },
    })
    expect(user?.email).toBe('operator@masar.test')
  })

  it('throttles the staff login route per address and account, alike for every answer', async () => {
    const { REST_POST } = await import('@payloadcms/next/routes')
    const config = (await import('@payload-config')).default
    const post = throttledStaffLogin(REST_POST(config))
    const login = (ip: string, email: string, password: string) =>
      post(
        new Request('http://localhost/api/cms/users/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: ip },
          body: JSON.stringify({ email, password }),
        }),
        { params: Promise.resolve({ slug: ['users', 'login'] }) },
      )
    const guesser = '10.252.0.1'
    const statuses = []
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures + 2; i++)
      statuses.push((await login(guesser, 'operator@masar.test', 'wrong-password')).status)
    expect(statuses).toEqual([...Array(LOGIN_THROTTLE.freeFailures + 1).fill(401), 429])
    const right = await login(guesser, 'operator@masar.test', 'operator-pass-1')
    expect(right.status).toBe(429)
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(right.headers.get('set-cookie') ?? '').not.toContain('payload-token')
    const body = await right.json()
    expect(body.errors[0].message).toMatch(/Too many sign-in attempts/)
    for (let i = 0; i <= LOGIN_THROTTLE.freeFailures; i++)
      await login(guesser, 'nobody@masar.test', 'wrong-password')
    const unknown = await login(guesser, 'nobody@masar.test', 'wrong-password')
    expect(unknown.status).toBe(429)
    expect((await unknown.json()).errors[0].message).toBe(body.errors[0].message)
    // The owner, elsewhere, is not locked out.
    expect((await login('10.252.0.2', 'operator@masar.test', 'operator-pass-1')).status).toBe(200)
  })

  it("reads the email from the admin form's multipart body too", async () => {
    const { REST_POST } = await import('@payloadcms/next/routes')
    const config = (await import('@payload-config')).default
    const post = throttledStaffLogin(REST_POST(config))
    const statuses = []
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures + 2; i++) {
      const form = new FormData()
      form.set('_payload', JSON.stringify({ email: 'admin@masar.test', password: 'wrong-guess' }))
      const answer = await post(
        new Request('http://localhost/api/cms/users/login', {
          method: 'POST',
          headers: { [CLIENT_ADDRESS_HEADER]: '10.252.2.1' },
          body: form,
        }),
        { params: Promise.resolve({ slug: ['users', 'login'] }) },
      )
      statuses.push(answer.status)
    }
    expect(statuses).toEqual([...Array(LOGIN_THROTTLE.freeFailures + 1).fill(401), 429])
  })

  it("refuses GraphQL's login mutation, which would bypass the throttle", async () => {
    const { POST: graphql } = await import('@/app/(payload)/api/cms/graphql/route')
    const answer = await graphql(
      new Request('http://localhost/api/cms/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query:
            'mutation { loginUser(email: "operator@masar.test", password: "operator-pass-1") { token } }',
        }),
      }),
    )
    const body = await answer.json()
    expect(body.data?.loginUser ?? null).toBeNull()
    expect(JSON.stringify(body.errors)).toMatch(/not allowed|forbidden/i)
  })

  it('limits every staff login try from one address', async () => {
    const { REST_POST } = await import('@payloadcms/next/routes')
    const config = (await import('@payload-config')).default
    const post = throttledStaffLogin(REST_POST(config))
    let last: Response | null = null
    for (let i = 0; i <= RATE_LIMITS.staffSigninPerIp.limit; i++) {
      last = await post(
        new Request('http://localhost/api/cms/users/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: '10.252.1.1' },
          body: JSON.stringify({ email: `staff.${i}@masar.test`, password: 'wrong-password' }),
        }),
        { params: Promise.resolve({ slug: ['users', 'login'] }) },
      )
    }
    expect(last!.status).toBe(429)
  })
})
