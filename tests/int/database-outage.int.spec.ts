import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as health } from '@/app/(frontend)/api/health/route'
import { GET as ready } from '@/app/(frontend)/api/ready/route'
import { sqlPool, withTransaction } from '@/infra/db'
import { withDatabaseErrors } from '@/http/databaseErrors'

import { testPayload } from '../helpers/payload'

/**
 * Health and readiness on the real database, and the two guarantees a database restart relies
 * on: a COMMIT that does not take place is never reported as stored, and an unreachable database
 * is a 503 in the caller's language. The restart itself, with two servers, is `npm run
 * test:faults` (tests/faults/run.ts).
 */

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await sqlPool(payload).query(
    `create table if not exists outage_probe (
       id int, constraint outage_probe_unique unique (id) deferrable initially deferred)`,
  )
})

afterAll(async () => {
  await sqlPool(payload).query('drop table if exists outage_probe')
})

describe('GET /api/health and /api/ready', () => {
  it('health answers 200 without asking anything, never cached', async () => {
    const answer = health()
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ status: 'ok' })
    expect(answer.headers.get('cache-control')).toBe('no-store')
  })

  it('ready answers 200 when the database answers', async () => {
    const answer = await ready()
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ status: 'ok', database: 'ok' })
    expect(answer.headers.get('cache-control')).toBe('no-store')
  })
})

describe('withTransaction', () => {
  it('throws when the COMMIT is refused, where Payload alone reported success', async () => {
    // A deferred unique constraint is checked at COMMIT: the commit fails, nothing is stored.
    await expect(
      withTransaction(payload, async ({ session }) => {
        await session.execute(sql`insert into outage_probe (id) values (1), (1)`)
        return { commit: true, value: 'stored' }
      }),
    ).rejects.toThrow(/not committed/)
    const { rows } = await sqlPool(payload).query('select count(*)::int as n from outage_probe')
    expect(rows[0]?.n).toBe(0)
  })

  it('returns the value when the commit took place', async () => {
    const value = await withTransaction(payload, async ({ session }) => {
      await session.execute(sql`insert into outage_probe (id) values (2)`)
      return { commit: true, value: 'stored' }
    })
    expect(value).toBe('stored')
    const { rows } = await sqlPool(payload).query('select id from outage_probe')
    expect(rows).toEqual([{ id: 2 }])
  })
})

describe('withDatabaseErrors', () => {
  const down = withDatabaseErrors(async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    })
  })

  it('answers an unreachable database 503 with Retry-After, in the caller’s language', async () => {
    const english = await down(new Request('http://localhost/api/booking', { method: 'POST' }))
    expect(english.status).toBe(503)
    expect(english.headers.get('retry-after')).toBe('5')
    expect(await english.json()).toMatchObject({
      status: false,
      error: 'service-unavailable',
      message: 'The service is briefly unavailable. Please try again in a few seconds.',
    })
    const arabic = await down(
      new Request('http://localhost/api/booking', {
        method: 'POST',
        headers: { 'accept-language': 'ar' },
      }),
    )
    expect(arabic.status).toBe(503)
    expect((await arabic.json()).message).toMatch(/الخدمة غير متاحة/)
  })

  it('throws any other error on', async () => {
    const bug = withDatabaseErrors(async () => {
      throw new TypeError('a bug')
    })
    await expect(bug(new Request('http://localhost/api/booking'))).rejects.toThrow('a bug')
  })
})
