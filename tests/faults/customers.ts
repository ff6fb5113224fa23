/** The customers of the fault test: signed up and verified through the API, on both servers. */
import type pg from 'pg'

import { servers, sleep } from './config'

export type Customer = { id: number; mobile: string; cookie: string; ip: string; server: string }

async function outboxCode(client: pg.Client, to: string): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const { rows } = await client.query(
      'select body from outbox where "to" = $1 order by created_at desc limit 1',
      [to],
    )
    const code = String(rows[0]?.body ?? '').match(/\b(\d{6})\b/)?.[1]
    if (code) return code
    await sleep(250)
  }
  throw new Error(`no code was sent to ${to}`)
}

export async function signUp(db: pg.Client, index: number): Promise<Customer> {
  const server = servers[index % 2]!
  const digits = `${String(Date.now() % 1e6).padStart(6, '0')}${String(index).padStart(2, '0')}`
  const ip = `10.77.${index}.${(Date.now() % 200) + 1}`
  const response = await fetch(`${server}/api/user/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({
      name: `Fault Tester ${index}`,
      email: `fault.${digits}@example.com`,
      mobile: `012${digits}`,
      password: 'secret-123',
      lang: index % 3 === 0 ? 'ar' : 'en',
    }),
  })
  const body = (await response.json()) as { user?: { id: number; mobile: string } }
  if (response.status !== 201 || !body.user) {
    throw new Error(`sign-up answered ${response.status}: ${JSON.stringify(body)}`)
  }
  const session = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('masar_session='))
  if (!session) throw new Error('sign-up set no session cookie')
  const customer = { id: body.user.id, mobile: body.user.mobile, cookie: session, ip, server }
  const verified = await fetch(`${server}/api/user/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: session, 'x-forwarded-for': ip },
    body: JSON.stringify({ code: await outboxCode(db, customer.mobile) }),
  })
  if (verified.status !== 200) throw new Error(`verification answered ${verified.status}`)
  return customer
}

export const headersOf = (customer: Customer, extra: Record<string, string> = {}) => ({
  cookie: customer.cookie,
  'x-forwarded-for': customer.ip,
  ...extra,
})
