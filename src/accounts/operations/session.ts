import type { Payload } from 'payload'

import type { Customer } from '@/payload-types'

/** A customer's session: Payload's token, carried in the session cookie until it expires. */
export type Session = { token: string; expiresAt: Date }

/** Logs in with Payload; a refused password throws Payload's 401 (see `passwordRefused`). */
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

/** The customer behind a session token, or null when it is missing, expired, revoked or not a customer's. */
export async function customerFromToken(
  payload: Payload,
  token: string | undefined,
): Promise<Customer | null> {
  if (!token) return null
  try {
    const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
    if (!user || user.collection !== 'customers') return null
    return user as unknown as Customer
  } catch {
    return null
  }
}
