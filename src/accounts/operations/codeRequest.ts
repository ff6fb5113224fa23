import type { Payload } from 'payload'

import { fail, ok, type Result } from '@/lib/failure'
import { looksLikeEmail } from '@/lib/phone'
import { releasedEmail, releasedMobile } from '@/lib/releasedContact'
import type { Customer } from '@/payload-types'

import { EMAIL_PROVEN, MOBILE_PROVEN } from '../customer'
import type { CodeChannel, CodePurpose } from '../oneTimeCode'
import type { RateLimitName } from '../rateLimits'
import { type CodeSent, issueCode } from './codes'
import type { AccountContext } from './context'
import { findCustomerByLogin } from './findCustomer'
import { limited } from './limited'

/**
 * A code asked for by an email or mobile (a password reset, a login by code): who may ask how
 * often, which contact it goes to, and what it proves once it comes back. One home for the rules
 * both share (issue 29: an unproven contact is no claim).
 */

/**
 * What a code that came back proves: the contact it was sent to, and the account verified. When it
 * is the account's first proven contact, the other, unproven one is dropped: whoever put it there
 * could otherwise take the account back from the owner who just proved theirs (issue 29). (An
 * account with a proven contact gets codes only through one, `requestPasswordReset` and
 * `requestLoginCode`; its other contact was typed by whoever proved the first, and stays.)
 */
export function provenByCode(customer: Customer, destination: string, now: Date) {
  const byPhone = destination === customer.mobile
  const byEmail = destination === customer.email
  const firstProof = !customer.phoneVerified && !customer.emailVerified
  return {
    data: {
      verified: true,
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
  }
}

/**
 * The channel a code for `login` goes by (the kind of login given, unless named), or the refusal
 * when that contact was never proven while the other one was: an unproven contact may be
 * someone else's (issue 29).
 */
export function codeChannelFor(
  customer: Customer,
  login: string,
  channel?: CodeChannel,
): Result<CodeChannel> {
  const chosen = channel ?? (looksLikeEmail(login) ? 'email' : 'sms')
  const proven = chosen === 'sms' ? customer.phoneVerified : customer.emailVerified
  const otherProven = chosen === 'sms' ? customer.emailVerified : customer.phoneVerified
  if (!proven && otherProven) {
    return fail('reset-contact-unproven', 'account.errors.resetContactUnproven')
  }
  return ok(chosen)
}

/**
 * Sends a code of `purpose` to the account of `login`: counted per address and per login (the
 * `limits`, before the account is looked up, so the answer says nothing of whether it exists),
 * then by the channel `codeChannelFor` allows. With `otherIfUnproven`, a login whose own kind of
 * contact is unproven while the other is proven gets the code there (the answer says where,
 * masked) instead of the refusal.
 */
export async function requestCode(
  payload: Payload,
  input: { login: string; channel?: CodeChannel },
  ctx: AccountContext,
  {
    purpose,
    limits: [perIp, perAccount],
    otherIfUnproven = false,
  }: {
    purpose: CodePurpose
    limits: [RateLimitName, RateLimitName]
    otherIfUnproven?: boolean
  },
): Promise<Result<CodeSent>> {
  const now = ctx.now ?? new Date()
  const tooMany = await limited(
    payload,
    [
      [perIp, ctx.ip],
      [perAccount, input.login],
    ],
    now,
  )
  if (tooMany) return tooMany
  const customer = await findCustomerByLogin(payload, input.login)
  if (!customer) return fail('account-not-found', 'account.errors.accountNotFound')
  let channel = codeChannelFor(customer, input.login, input.channel)
  if (!channel.ok && otherIfUnproven && input.channel === undefined) {
    channel = codeChannelFor(customer, input.login, looksLikeEmail(input.login) ? 'sms' : 'email')
  }
  if (!channel.ok) return channel
  return issueCode(payload, customer, purpose, channel.value, ctx)
}
