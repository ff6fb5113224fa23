import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { ok, type Result } from '@/lib/failure'
import type { Customer } from '@/payload-types'

import { type PublicCustomer, toPublicCustomer } from '../customer'
import type { CodeChannel } from '../oneTimeCode'
import { type CodeSent, issueCode } from './codes'
import type { AccountContext } from './context'
import { limited } from './limited'
import { openSession, type Session } from './session'
import {
  contactHolder,
  contactsTakenFailure,
  duplicateField,
  releaseContact,
} from './uniqueContact'

export type SignupInput = {
  name: string
  email: string
  mobile: string
  password: string
  lang?: Locale
  channel?: CodeChannel
}

/**
 * Creates an unverified account, logs it in and sends the verification code. An email or phone
 * another account holds but never proved is taken from it (`releaseContact`); a proven one refuses. The account's
 * language is the one asked for, else the caller's (`ctx.locale`). A code that could not be sent
 * (too soon, too many) does not undo the account: `code` says what happened.
 */
export async function signUp(
  payload: Payload,
  input: SignupInput,
  ctx: AccountContext & { locale: Locale },
): Promise<Result<{ customer: PublicCustomer; session: Session; code: Result<CodeSent> }>> {
  const now = ctx.now ?? new Date()
  const tooMany = await limited(payload, [['signupPerIp', ctx.ip]], now)
  if (tooMany) return tooMany
  const [emailHolder, mobileHolder] = await Promise.all([
    contactHolder(payload, 'email', input.email),
    contactHolder(payload, 'mobile', input.mobile),
  ])
  // Only a contact its holder proved is taken; one nobody proved gives way to this sign-up
  // (issue 29: someone signed up with another person's mobile to keep its owner out).
  const taken = contactsTakenFailure([
    ...(emailHolder?.proven ? (['email'] as const) : []),
    ...(mobileHolder?.proven ? (['mobile'] as const) : []),
  ])
  if (taken) return taken
  if (emailHolder) await releaseContact(payload, emailHolder.id, 'email', input.email, now)
  if (mobileHolder) await releaseContact(payload, mobileHolder.id, 'mobile', input.mobile, now)
  let created: Customer
  try {
    created = await payload.create({
      collection: 'customers',
      overrideAccess: true,
      data: {
        name: input.name,
        email: input.email,
        mobile: input.mobile,
        password: input.password,
        verified: false,
        preferredLanguage: input.lang ?? ctx.locale,
        accountType: 'individual',
      },
    })
  } catch (error) {
    const field = duplicateField(error)
    const raced = contactsTakenFailure(field ? [field] : [])
    if (raced) return raced
    throw error
  }
  const session = await openSession(payload, created.email, input.password)
  const code = await issueCode(payload, created, 'verify', input.channel ?? 'sms', ctx)
  return ok({ customer: toPublicCustomer(created), session, code })
}
