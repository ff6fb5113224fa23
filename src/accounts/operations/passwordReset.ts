import type { Payload } from 'payload'

import { fail, ok, type Result } from '@/lib/failure'
import { looksLikeEmail } from '@/lib/phone'
import { releasedEmail, releasedMobile } from '@/lib/releasedContact'

import { EMAIL_PROVEN, MOBILE_PROVEN, type PublicCustomer, toPublicCustomer } from '../customer'
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
  // An account is recovered through a contact its owner proved: an unproven one may be someone
  // else's (issue 29), unless the account has no proven contact at all.
  const proven = channel === 'sms' ? customer.phoneVerified : customer.emailVerified
  const otherProven = channel === 'sms' ? customer.emailVerified : customer.phoneVerified
  if (!proven && otherProven) {
    return fail('reset-contact-unproven', 'account.errors.resetContactUnproven')
  }
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
  // lifts the sign-in throttle of the owner's address and the account's ceiling. When it is the
  // account's first proven contact, the other, unproven one is dropped: whoever put it there
  // could otherwise take the account back from the owner who just recovered it (issue 29). (An
  // account with a proven contact is reset only through one, `requestPasswordReset`; its other
  // contact was typed by whoever proved the first, and stays.)
  const now = ctx.now ?? new Date()
  const byPhone = consumed.value.destination === customer.mobile
  const byEmail = consumed.value.destination === customer.email
  const firstProof = !customer.phoneVerified && !customer.emailVerified
  const updated = await payload.update({
    collection: 'customers',
    id: customer.id,
    overrideAccess: true,
    data: {
      password: input.password,
      verified: true,
      sessions: [],
      ...(byPhone ? { phoneVerified: true } : {}),
      ...(byEmail ? { emailVerified: true } : {}),
      ...(firstProof && byPhone
        ? { email: releasedEmail(customer.id, now), emailVerified: false }
        : {}),
      ...(firstProof && byEmail
        ? { mobile: releasedMobile(customer.id), phoneVerified: false }
        : {}),
    },
    context: { [EMAIL_PROVEN]: byEmail, [MOBILE_PROVEN]: byPhone },
  })
  await clearLoginFailures(payload, 'customer', [customer.email, customer.mobile], ctx.ip, {
    ceiling: true,
  })
  const session = await openSession(payload, updated.email, input.password)
  return ok({ customer: toPublicCustomer(session.customer), session })
}
