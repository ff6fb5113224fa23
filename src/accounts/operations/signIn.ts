import type { Payload } from 'payload'

import { type Failure, fail, ok, type Result } from '@/lib/failure'
import { isPayloadError } from '@/server/payloadErrors'

import { type PublicCustomer, toPublicCustomer } from '../customer'
import type { AccountContext } from './context'
import { findCustomerByLogin } from './findCustomer'
import { limited } from './limited'
import { clearRateLimit } from './rateLimitStore'
import { isSessionToken, openSession, type Session } from './session'

/** Logs in by email or phone; a wrong login and a wrong password get the same answer. */
export async function signIn(
  payload: Payload,
  input: { login: string; password: string },
  ctx: AccountContext,
): Promise<Result<{ customer: PublicCustomer; session: Session }>> {
  const now = ctx.now ?? new Date()
  const tooMany = await limited(
    payload,
    [
      ['signinPerIp', ctx.ip],
      ['signinPerAccount', input.login],
    ],
    now,
  )
  if (tooMany) return tooMany
  const invalid = fail('invalid-credentials', 'account.errors.invalidCredentials')
  const customer = await findCustomerByLogin(payload, input.login)
  if (!customer) return invalid
  try {
    const session = await openSession(payload, customer.email, input.password)
    await clearRateLimit(payload, 'signinPerAccount', input.login)
    return ok({ customer: toPublicCustomer(session.customer), session })
  } catch (error) {
    return passwordRefused(payload, customer.email, error, invalid)
  }
}

/**
 * Payload refused a password (401): a locked account - read from the account itself - or `wrong`;
 * anything else is a bug and is thrown.
 */
export async function passwordRefused(
  payload: Payload,
  email: string,
  error: unknown,
  wrong: Failure,
): Promise<Failure> {
  if (!isPayloadError(error, 401)) throw error
  const { docs } = await payload.find({
    collection: 'customers',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const lockUntil = docs[0]?.lockUntil
  if (lockUntil && new Date(lockUntil).getTime() > Date.now()) {
    return fail('account-locked', 'account.errors.accountLocked', { values: { minutes: '15' } })
  }
  return wrong
}

/** Ends the session of `token` (other sessions of the customer stay). */
export async function signOut(payload: Payload, token: string | undefined): Promise<void> {
  if (!isSessionToken(token)) return
  const { user } = await payload
    .auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
    .catch(() => ({ user: null }))
  if (!user || user.collection !== 'customers') return
  const sid = (user as { _sid?: string })._sid
  const current = await payload.findByID({
    collection: 'customers',
    id: user.id,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const sessions = ((current as { sessions?: { id: string }[] }).sessions ?? []).filter(
    (s) => s.id !== sid,
  )
  await payload.db.updateOne({
    collection: 'customers',
    id: user.id,
    data: { sessions, updatedAt: null },
    returning: false,
  })
}
