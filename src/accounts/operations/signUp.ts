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
import { contactsTakenFailure, contactTaken, duplicateField } from './uniqueContact'

export type SignupInput = {
  name: string
  email: string
  mobile: string
  password: string
  lang?: Locale
  channel?: CodeChannel
}

/**
 * Creates an unverified account, logs it in and sends the verification code. The account's
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
  const [emailTaken, mobileTaken] = await Promise.all([
    contactTaken(payload, 'email', input.email),
    contactTaken(payload, 'mobile', input.mobile),
  ])
  const taken = contactsTakenFailure([
    ...(emailTaken ? (['email'] as const) : []),
    ...(mobileTaken ? (['mobile'] as const) : []),
  ])
  if (taken) return taken
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
