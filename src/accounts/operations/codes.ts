import type { Payload, Where } from 'payload'

import { readServerEnv } from '@/lib/env'
import { fail, ok, type Result } from '@/lib/failure'
import { normalizePhone } from '@/lib/phone'
import { isReleasedContact } from '@/lib/releasedContact'
import { sendNotification } from '@/notifications'
import type { Customer } from '@/payload-types'
import { sqlPool } from '@/infra/db'

import { type PublicCustomer, toPublicCustomer } from '../customer'
import { maskDestination } from '../mask'
import {
  type CodeChannel,
  type CodePurpose,
  codeExpiry,
  codeMatches,
  generateCode,
  hashCode,
  ONE_TIME_CODE,
} from '../oneTimeCode'
import { smsLimits } from '../rateLimits'
import type { AccountContext } from './context'
import { limited } from './limited'
import { hitRateLimit } from './rateLimitStore'

/** What the customer is told of a code sent: where (masked), and the resend and validity delays. */
export type CodeSent = {
  channel: CodeChannel
  destination: string
  resendAfter: number
  validMinutes: number
}

/** The customer's codes for `purpose` that are neither used nor replaced. */
const openCodes = (customerId: number, purpose: CodePurpose): Where[] => [
  { customer: { equals: customerId } },
  { purpose: { equals: purpose } },
  { consumedAt: { exists: false } },
  { voidedAt: { exists: false } },
]

/**
 * Sends the customer a new code for `purpose` (to `destination`, their own phone or email unless
 * a contact change names a new one); the code sent before for that purpose stops working.
 */
export async function issueCode(
  payload: Payload,
  customer: Customer,
  purpose: CodePurpose,
  channel: CodeChannel,
  ctx: AccountContext,
  destination: string = channel === 'sms' ? customer.mobile : customer.email,
): Promise<Result<CodeSent>> {
  const now = ctx.now ?? new Date()
  // The account lost that contact to its owner (`releaseContact`): nothing to send a code to.
  if (isReleasedContact(destination)) {
    return fail('contact-missing', 'account.errors.contactMissing')
  }
  const tooMany = await limited(
    payload,
    [
      ['codePerIp', ctx.ip],
      ['codePerAccount', String(customer.id)],
    ],
    now,
  )
  if (tooMany) return tooMany
  const resend = await hitRateLimit(payload, 'codeResend', `${customer.id}:${purpose}`, now)
  if (!resend.allowed) {
    return fail('resend-too-soon', 'account.errors.resendTooSoon', {
      values: { seconds: resend.retryAfterSeconds },
      retryAfter: resend.retryAfterSeconds,
    })
  }
  if (channel === 'sms') {
    const ceiling = await limited(payload, smsLimits(destination, ctx.ip), now)
    if (ceiling) return ceiling
  }

  const { PAYLOAD_SECRET } = readServerEnv()
  const code = generateCode()
  await payload.update({
    collection: 'one-time-codes',
    where: { and: openCodes(customer.id, purpose) },
    data: { voidedAt: now.toISOString() },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'one-time-codes',
    overrideAccess: true,
    data: {
      customer: customer.id,
      purpose,
      channel,
      destination,
      codeHash: hashCode(code, { customerId: customer.id, purpose }, PAYLOAD_SECRET),
      expiresAt: codeExpiry(now).toISOString(),
      wrongTries: 0,
    },
  })
  await sendNotification(payload, {
    channel,
    to: destination,
    locale: customer.preferredLanguage,
    template: 'one-time-code',
    data: {
      code,
      minutes: ONE_TIME_CODE.validMinutes,
      purpose:
        purpose === 'verify' || purpose === 'reset' || purpose === 'login'
          ? purpose
          : 'change-contact',
      name: customer.name,
    },
  })
  return ok({
    channel,
    destination: maskDestination(destination),
    resendAfter: ONE_TIME_CODE.resendAfterSeconds,
    validMinutes: ONE_TIME_CODE.validMinutes,
  })
}

/**
 * Checks `candidate` against the customer's live code for `purpose` and consumes it. A wrong code
 * counts a try; the fifth wrong try voids the code. Returns the destination the code was sent to.
 */
export async function consumeCode(
  payload: Payload,
  customer: Customer,
  purpose: CodePurpose,
  candidate: string,
  ctx: AccountContext,
): Promise<Result<{ destination: string }>> {
  const now = ctx.now ?? new Date()
  const tooMany = await limited(payload, [['verifyPerIp', ctx.ip]], now)
  if (tooMany) return tooMany
  const invalid = fail('invalid-code', 'account.errors.codeInvalid')
  const { docs } = await payload.find({
    collection: 'one-time-codes',
    where: {
      and: [...openCodes(customer.id, purpose), { expiresAt: { greater_than: now.toISOString() } }],
    },
    sort: '-createdAt',
    limit: 1,
    overrideAccess: true,
  })
  const live = docs[0]
  if (!live) return invalid
  const { PAYLOAD_SECRET } = readServerEnv()
  const pool = sqlPool(payload)
  if (
    !codeMatches(candidate, live.codeHash, { customerId: customer.id, purpose }, PAYLOAD_SECRET)
  ) {
    await pool.query(
      `update one_time_codes
         set wrong_tries = wrong_tries + 1,
             voided_at = case when wrong_tries + 1 >= $2 then $3 else voided_at end
       where id = $1 and voided_at is null and consumed_at is null`,
      [live.id, ONE_TIME_CODE.maxWrongTries, now],
    )
    return invalid
  }
  // Consume in one statement: two requests with the same right code succeed once.
  const { rows } = await pool.query(
    'update one_time_codes set consumed_at = $2 where id = $1 and consumed_at is null and voided_at is null returning id',
    [live.id, now],
  )
  return rows.length ? ok({ destination: live.destination }) : invalid
}

/**
 * The spec's `POST /api/otp/send`: a verification code to the logged-in customer's own phone or
 * email, which the request must name (`id` and the contact) as the account has them.
 */
export async function sendVerificationCode(
  payload: Payload,
  customer: Customer,
  request: { id: string | number; mobile?: string; email?: string; country?: string },
  ctx: AccountContext,
): Promise<Result<CodeSent>> {
  if (String(request.id) !== String(customer.id))
    return fail('account-not-found', 'account.errors.accountNotFound')
  if (request.email !== undefined) {
    if (request.email.trim().toLowerCase() !== customer.email) {
      return fail('contact-mismatch', 'account.errors.contactMismatch')
    }
    return issueCode(payload, customer, 'verify', 'email', ctx)
  }
  const mobile = normalizePhone(request.mobile ?? '', request.country)
  if (!mobile) return fail('invalid-phone', 'account.errors.phoneInvalid')
  if (mobile !== customer.mobile) return fail('contact-mismatch', 'account.errors.contactMismatch')
  return issueCode(payload, customer, 'verify', 'sms', ctx)
}

/**
 * Marks the account verified when the code sent for it comes back, and the mobile or the email
 * proven, whichever the code went to.
 */
export async function verifyAccount(
  payload: Payload,
  customer: Customer,
  code: string,
  ctx: AccountContext,
): Promise<Result<PublicCustomer>> {
  const consumed = await consumeCode(payload, customer, 'verify', code, ctx)
  if (!consumed.ok) return consumed
  const updated = await payload.update({
    collection: 'customers',
    id: customer.id,
    data: {
      verified: true,
      ...(consumed.value.destination === customer.mobile ? { phoneVerified: true } : {}),
      ...(consumed.value.destination === customer.email ? { emailVerified: true } : {}),
    },
    overrideAccess: true,
  })
  return ok(toPublicCustomer(updated))
}
