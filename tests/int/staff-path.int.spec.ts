import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET, POST } from '@/app/(frontend)/api/[...slug]/route'
import { staffPath } from '@/lib/staffPath'

import { Browser } from '../helpers/http'
import { testPayload } from '../helpers/payload'

/**
 * Issue 29, item 6: the staff API answers a guess at its segment exactly as it answers the real
 * one (same status, same body), so `/api/<segment>/...` tells nothing of STAFF_PATH.
 */
const REAL = staffPath().slice(1)
const GUESSES = ['ops-7f3k2q', 'backoffice', 'Admin-Panel', 'x9z']

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await payload.destroy()
})

async function ask(segment: string, method: 'GET' | 'POST', rest: string, body?: unknown) {
  const handler = method === 'GET' ? GET : POST
  const answer = await new Browser(`10.254.${Math.floor(Math.random() * 250)}.1`).call(
    (request) =>
      handler(request, { params: Promise.resolve({ slug: [segment, ...rest.split('/')] }) }),
    { method, path: `/api/${segment}/${rest}`, body },
  )
  return { status: answer.status, json: answer.json }
}

describe('the staff API segment', () => {
  it.each([
    ['GET', 'check-session', undefined],
    ['GET', 'reservations', undefined],
    ['GET', 'paymentlinks', undefined],
    ['GET', 'reservations.csv', undefined],
    ['POST', 'reservations/MS123456/cancel', { reason: 'x' }],
    ['POST', 'login', { email: 'nobody@masar.test', password: 'wrong-password' }],
    ['POST', 'login', {}],
    ['GET', 'login', undefined],
    ['GET', 'no-such-route', undefined],
  ] as const)(
    'answers %s %s the same for the real segment and every guess',
    async (method, rest, body) => {
      const real = await ask(REAL, method, rest, body)
      expect(real.status).toBeLessThan(500)
      for (const guess of GUESSES) expect(await ask(guess, method, rest, body), guess).toEqual(real)
    },
  )

  it('gives the signed-out answer the spec names at the real segment', async () => {
    const real = await ask(REAL, 'GET', 'check-session')
    expect(real).toMatchObject({ status: 401, json: { error: 'not-logged-in' } })
  })
})
