import type { Payload } from 'payload'

import { fail, ok, type Result } from '@/lib/failure'

import { type PublicCustomer, toPublicCustomer } from '../customer'
import { endsOtherSessions } from '../guestPass'
import type { CodeChannel } from '../oneTimeCode'
import { type CodeSent, consumeCode } from './codes'
import type { AccountContext } from './context'
import { findCustomerByLogin } from './findCustomer'
import { clearLoginFailures } from './loginThrottle'
import { provenByCode, requestCode } from './codeRequest'
import { openSessionWithoutPassword, type Session } from './session'

/**
 * `POST /api/user/login-code` (decision 0144): a code to log in with, sent to the account's email
 * or mobile (the kind of login given): the way in for a guest whose email or mobile already has
 * an account, and for an account that never had a password. Counted per address and per login as
 * the reset codes are. A code goes only to a proven contact when the account has one: asked for
 * by an unproven email, it goes by SMS to the proven mobile (and the other way round).
 */
export const requestLoginCode = (
  payload: Payload,
  input: { login: string; channel?: CodeChannel },
  ctx: AccountContext,
): Promise<Result<CodeSent>> =>
  requestCode(payload, input, ctx, {
    purpose: 'login',
    limits: ['loginCodePerIp', 'loginCodePerAccount'],
    // The login's own kind of contact, unless only the other one is proven: then the code goes
    // there, since a code only ever goes to a proven contact.
    otherIfUnproven: true,
  })

/**
 * `POST /api/user/login-code/verify`: the code back logs the customer in. It proves the contact
 * it was sent to, as a reset code does (`provenByCode`), and leaves the password as it is. The
 * first proof of a contact on an account that has no password yet ends every other session of it
 * (`endsOtherSessions`; decision 0164): whoever else was signed in there proved nothing.
 */
export async function signInWithCode(
  payload: Payload,
  input: { login: string; code: string },
  ctx: AccountContext,
): Promise<Result<{ customer: PublicCustomer; session: Session }>> {
  const customer = await findCustomerByLogin(payload, input.login)
  if (!customer) return fail('invalid-code', 'account.errors.codeInvalid')
  const consumed = await consumeCode(payload, customer, 'login', input.code, ctx)
  if (!consumed.ok) return consumed
  const { destination } = consumed.value
  const proof = provenByCode(customer, destination, ctx.now ?? new Date())
  await payload.update({
    collection: 'customers',
    id: customer.id,
    overrideAccess: true,
    data: { ...proof.data, ...(endsOtherSessions(customer, destination) ? { sessions: [] } : {}) },
    context: proof.context,
  })
  await clearLoginFailures(payload, 'customer', [customer.email, customer.mobile], ctx.ip)
  const session = await openSessionWithoutPassword(payload, customer.id)
  return ok({ customer: toPublicCustomer(session.customer), session })
}
