import { createLocalReq, getFieldsToSign, jwtSign, type Payload, type TypedUser } from 'payload'
import { addSessionToUser } from 'payload/shared'

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

/**
 * A session for a customer who proved themselves without a password (a log-in code, decision
 * 0144): what Payload's own login does once the password is checked, with Payload's exported
 * parts: a session added to the account, and the token signed for it.
 */
export async function openSessionWithoutPassword(
  payload: Payload,
  customerId: number,
): Promise<Session & { customer: Customer }> {
  const collectionConfig = payload.collections.customers.config
  const req = await createLocalReq({}, payload)
  const user = (await payload.db.findOne({
    collection: 'customers',
    req,
    where: { id: { equals: customerId } },
  })) as TypedUser | null
  if (!user) throw new Error(`Customer ${customerId} vanished while logging in`)
  const { sid } = await addSessionToUser({ collectionConfig, payload, req, user })
  const fieldsToSign = getFieldsToSign({
    collectionConfig,
    email: (user as unknown as Customer).email,
    user: { ...user, collection: 'customers' } as never,
    ...(sid ? { sid } : {}),
  })
  const { exp, token } = await jwtSign({
    fieldsToSign,
    secret: payload.secret,
    tokenExpiration: collectionConfig.auth.tokenExpiration,
  })
  const customer = await payload.findByID({
    collection: 'customers',
    id: customerId,
    depth: 0,
    overrideAccess: true,
  })
  return { token, expiresAt: new Date(exp * 1000), customer }
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
  await refuseIfLookupFailed(payload, token)
  return null
}

/** The claims of a token Payload has just read, without its signature (no access follows). */
function tokenClaims(token: string): Record<string, unknown> | null {
  try {
    const claims: unknown = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())
    return typeof claims === 'object' && claims !== null
      ? (claims as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

/**
 * Payload's JWT strategy also answers "nobody" when its database lookup failed (a restart, a
 * fail-over): a customer would look signed out, and the booking screens send them to the login
 * form. When the token names an unexpired customer session, the customer is looked up again
 * here: while the database cannot be reached that throws (503, `withDatabaseErrors`); when the
 * session is still there after all, the lookup failed a moment ago and an error saying so is
 * thrown (503 too: the client asks again). Nothing is ever granted here: a forged token naming a
 * live session gets a 503 instead of a 401.
 */
async function refuseIfLookupFailed(payload: Payload, token: string): Promise<void> {
  const claims = tokenClaims(token)
  if (
    !claims ||
    claims.collection !== 'customers' ||
    typeof claims.sid !== 'string' ||
    (typeof claims.id !== 'number' && typeof claims.id !== 'string') ||
    typeof claims.exp !== 'number' ||
    claims.exp * 1000 <= Date.now()
  ) {
    return
  }
  const customer = await payload.findByID({
    collection: 'customers',
    id: claims.id,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    disableErrors: true,
  })
  const live = (customer?.sessions ?? []).some(
    (session) => session.id === claims.sid && new Date(session.expiresAt).getTime() > Date.now(),
  )
  if (live) {
    throw Object.assign(new Error('Connection terminated: the session could not be checked'), {
      code: '08006',
    })
  }
}
