import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ensureInitialAdmin } from '@/seed/initialAdmin'

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

  it('lets an operator see only themselves and never promote themselves', async () => {
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

    const updated = await payload.update({
      collection: 'users',
      id: operator.id,
      data: { role: 'admin', name: 'Operator Renamed' },
      overrideAccess: false,
      user: asUser(operator),
    })
    expect(updated.name).toBe('Operator Renamed')
    expect(updated.role).toBe('operator')

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

  it('locks an account after five wrong passwords', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      await expect(
        payload.login({
          collection: 'users',
          data: { email: 'operator@masar.test', password: 'wrong-password' },
        }),
      ).rejects.toThrow()
    }
    await expect(
      payload.login({
        collection: 'users',
        data: { email: 'operator@masar.test', password: 'operator-pass-1' },
      }),
    ).rejects.toThrow(/locked/i)
  })
})
