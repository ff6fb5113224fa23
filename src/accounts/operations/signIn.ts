import type { Payload } from 'payload'

import { fail, ok, type Result } from '@/lib/failure'
import { isPayloadError } from '@/infra/payloadErrors'

import { type PublicCustomer, toPublicCustomer } from '../customer'
import type { AccountContext } from './context'
import { findCustomerByLogin } from './findCustomer'
import { clearLoginFailures, loginThrottled, recordLoginFailure } from './loginThrottle'
import { isSessionToken, openSession, type Session } from './session'

/**
 * Logs in by email or phone; a wrong login and a wrong password get the same answer. No account is
 * locked: the address's failures on the login slow it down (`loginThrottled`), checked before the
 * password so a throttled try gets the same answer whatever the account or password.
 */
export async function signIn(
  payload: Payload,
  input: { login: string; password: string },
  ctx: AccountContext,
): Promise<Result<{ customer: PublicCustomer; session: Session }>> {
  const now = ctx.now ?? new Date()
  const tooMany = await loginThrottled(payload, 'customer', input.login, ctx.ip, now)
  if (tooMany) return tooMany
  const invalid = fail('invalid-credentials', 'account.errors.invalidCredentials')
  const customer = await findCustomerByLogin(payload, input.login)
  // An account a guest booking made has no password its owner knows until they set one through
  // the reset (decision 0140): no password opens it, with the same answer as a wrong one.
  if (!customer || customer.passwordSet === false) {
    await recordLoginFailure(payload, 'customer', input.login, ctx.ip, now)
    return invalid
  }
  try {
    const session = await openSession(payload, customer.email, input.password)
    await clearLoginFailures(payload, 'customer', [input.login], ctx.ip)
    return ok({ customer: toPublicCustomer(session.customer), session })
  } catch (error) {
    if (!isWrongPassword(error)) throw error
    await recordLoginFailure(payload, 'customer', input.login, ctx.ip, now)
    return invalid
  }
}

/** Payload refused the password (its 401); anything else it throws is a bug. */
export const isWrongPassword = (error: unknown): boolean => isPayloadError(error, 401)

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
