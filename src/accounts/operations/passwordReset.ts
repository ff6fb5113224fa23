import type { Payload } from 'payload'

import { fail, ok, type Result } from '@/lib/failure'

import { type PublicCustomer, toPublicCustomer } from '../customer'
import type { CodeChannel } from '../oneTimeCode'
import { provenByCode, requestCode } from './codeRequest'
import { type CodeSent, consumeCode } from './codes'
import type { AccountContext } from './context'
import { findCustomerByLogin } from './findCustomer'
import { clearLoginFailures } from './loginThrottle'
import { openSession, type Session } from './session'

/** Sends a reset code to the account's phone or email (by default the kind of login given). */
export const requestPasswordReset = (
  payload: Payload,
  input: { login: string; channel?: CodeChannel },
  ctx: AccountContext,
): Promise<Result<CodeSent>> =>
  requestCode(payload, input, ctx, {
    purpose: 'reset',
    limits: ['resetPerIp', 'resetPerAccount'],
  })

/** Sets the new password when the reset code comes back, and logs in. */
export async function resetPassword(
  payload: Payload,
  input: { login: string; code: string; password: string },
  ctx: AccountContext,
): Promise<Result<{ customer: PublicCustomer; session: Session }>> {
  const customer = await findCustomerByLogin(payload, input.login)
  if (!customer) return fail('account-not-found', 'account.errors.accountNotFound')
  const consumed = await consumeCode(payload, customer, 'reset', input.code, ctx)
  if (!consumed.ok) return consumed
  // The code reached the account's own phone or inbox: that proves it, ends every session and
  // lifts the sign-in throttle of the owner's address and the account's ceiling.
  const now = ctx.now ?? new Date()
  const proof = provenByCode(customer, consumed.value.destination, now)
  const updated = await payload.update({
    collection: 'customers',
    id: customer.id,
    overrideAccess: true,
    data: { password: input.password, passwordSet: true, sessions: [], ...proof.data },
    context: proof.context,
  })
  await clearLoginFailures(payload, 'customer', [customer.email, customer.mobile], ctx.ip, {
    ceiling: true,
  })
  const session = await openSession(payload, updated.email, input.password)
  return ok({ customer: toPublicCustomer(session.customer), session })
}
