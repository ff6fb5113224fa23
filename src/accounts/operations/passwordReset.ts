import type { Payload } from 'payload'

import { fail, ok, type Result } from '@/lib/failure'
import { looksLikeEmail } from '@/lib/phone'

import { type PublicCustomer, toPublicCustomer } from '../customer'
import type { CodeChannel } from '../oneTimeCode'
import { type CodeSent, consumeCode, issueCode } from './codes'
import type { AccountContext } from './context'
import { findCustomerByLogin } from './findCustomer'
import { limited } from './limited'
import { clearLoginFailures } from './loginThrottle'
import { openSession, type Session } from './session'

/** Sends a reset code to the account's phone or email (by default the kind of login given). */
export async function requestPasswordReset(
  payload: Payload,
  input: { login: string; channel?: CodeChannel },
  ctx: AccountContext,
): Promise<Result<CodeSent>> {
  const now = ctx.now ?? new Date()
  const tooMany = await limited(
    payload,
    [
      ['resetPerIp', ctx.ip],
      ['resetPerAccount', input.login],
    ],
    now,
  )
  if (tooMany) return tooMany
  const customer = await findCustomerByLogin(payload, input.login)
  if (!customer) return fail('account-not-found', 'account.errors.accountNotFound')
  const channel = input.channel ?? (looksLikeEmail(input.login) ? 'email' : 'sms')
  return issueCode(payload, customer, 'reset', channel, ctx)
}

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
  await payload.update({
    collection: 'customers',
    id: customer.id,
    overrideAccess: true,
    data: {
      password: input.password,
      verified: true,
      sessions: [],
      ...(consumed.value.destination === customer.mobile ? { phoneVerified: true } : {}),
    },
  })
  await clearLoginFailures(payload, 'customer', [customer.email, customer.mobile], ctx.ip, {
    ceiling: true,
  })
  const session = await openSession(payload, customer.email, input.password)
  return ok({ customer: toPublicCustomer(session.customer), session })
}
