import type { Payload } from 'payload'

import type { Customer } from '@/payload-types'

/** A customer's session: Payload's token, carried in the session cookie until it expires. */
export type Session = { token: string; expiresAt: Date }

/** Logs in with Payload; a refused password throws Payload's 401 (see `isWrongPassword`). */
export async function openSession(
  payload: Payload,
  email: string,
  password: string,
): Promise<Session & { customer: Customer }> {
  const result = await payload.login({ collection: 'customers', data: { email, password } })
  if (!result.token || !result.exp) throw new Error('Payload issued no session token')
  return {
    token: result.token,
    expiresAt: new Date(result.exp * 1000),
    customer: result.user as Customer,
  }
}

const MAX_TOKEN_LENGTH = 4096
const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/

/**
 * Whether a cookie's value can be a session token at all (a JWT of sensible length): anything
 * else (garbage, control characters, a huge value) is no session and never reaches Payload.
 */
export const isSessionToken = (token: string | undefined): token is string =>
  token !== undefined && token.length <= MAX_TOKEN_LENGTH && JWT_SHAPE.test(token)

/** The customer behind a session token, or null when it is missing, expired, revoked or not a customer's. */
export async function customerFromToken(
  payload: Payload,
  token: string | undefined,
): Promise<Customer | null> {
  if (!isSessionToken(token)) return null
  let user: Awaited<ReturnType<Payload['auth']>>['user'] = null
  try {
    ;({ user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) }))
  } catch {
    user = null
  }
  if (user && user.collection === 'customers') return user as unknown as Customer
  // Payload's JWT strategy also answers "nobody" when its database lookup failed. A database that
  // cannot be reached must not log the customer out (a 401 sends the screens to the login form):
  // asking it once more throws that error, which the API answers 503 (`withDatabaseErrors`).
  await payload.count({
    collection: 'customers',
    where: { id: { equals: 0 } },
    overrideAccess: true,
  })
  return null
}
