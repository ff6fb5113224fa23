/**
 * Customer accounts: sign-up, sign-in, one-time codes, password reset, profile changes. Each
 * function takes Payload and plain inputs and returns a result the API maps to HTTP; failures carry
 * a stable code and the catalogue key of the spec's message.
 */
import type { Payload, Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { MessageKey } from '@/i18n/messages'
import { readServerEnv } from '@/lib/env'
import { sendNotification } from '@/notifications'
import type { Customer } from '@/payload-types'

import {
  type CodeChannel,
  type CodePurpose,
  codeExpiry,
  codeMatches,
  generateCode,
  hashCode,
  ONE_TIME_CODE,
} from '../oneTimeCode'
import { maskDestination } from '../mask'
import { looksLikeEmail, normalizePhone } from '@/lib/phone'
import { clearRateLimit, hitRateLimit } from './rateLimitStore'
import type { RateLimitName } from '../rateLimits'

export type AccountFailure = {
  ok: false
  status: number
  error: string
  messageKey: MessageKey
  values?: Record<string, string>
  retryAfter?: number
}
export type AccountResult<T> = { ok: true; value: T } | AccountFailure

export type RequestContext = { ip: string; locale: Locale; now?: Date }

export type PublicCustomer = {
  id: number
  name: string
  login: string
  email: string
  mobile: string
  verified: boolean
  lang: Locale
  accountType: 'individual' | 'business'
}

export type Session = { token: string; expiresAt: Date }

const fail = (
  status: number,
  error: string,
  messageKey: MessageKey,
  extra: Partial<Pick<AccountFailure, 'values' | 'retryAfter'>> = {},
): AccountFailure => ({ ok: false, status, error, messageKey, ...extra })

const ok = <T>(value: T): AccountResult<T> => ({ ok: true, value })

export function toPublicCustomer(customer: Customer): PublicCustomer {
  return {
    id: customer.id,
    name: customer.name,
    login: customer.email,
    email: customer.email,
    mobile: customer.mobile,
    verified: Boolean(customer.verified),
    lang: customer.preferredLanguage,
    accountType: customer.accountType,
  }
}

async function limited(
  payload: Payload,
  checks: [RateLimitName, string][],
  now: Date,
): Promise<AccountFailure | null> {
  for (const [name, subject] of checks) {
    const decision = await hitRateLimit(payload, name, subject, now)
    if (!decision.allowed) {
      return fail(429, 'rate-limited', 'account.errors.rateLimited', {
        values: { minutes: String(Math.ceil(decision.retryAfterSeconds / 60)) },
        retryAfter: decision.retryAfterSeconds,
      })
    }
  }
  return null
}

/** The customer a login (email or phone) names, or null. */
export async function findCustomerByLogin(
  payload: Payload,
  login: string,
): Promise<Customer | null> {
  const where: Where = looksLikeEmail(login)
    ? { email: { equals: login.trim().toLowerCase() } }
    : { mobile: { equals: normalizePhone(login) ?? '—' } }
  const { docs } = await payload.find({
    collection: 'customers',
    where,
    limit: 1,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

async function openSession(
  payload: Payload,
  email: string,
  password: string,
): Promise<Session & { customer: Customer }> {
  const result = await payload.login({ collection: 'customers', data: { email, password } })
  if (!result.token || !result.exp) throw new Error('Payload issued no session token')
  return {
    token: result.token,
    expiresAt: new Date(result.exp * 1000),
    customer: result.user as Customer,
  }
}

async function contactTaken(
  payload: Payload,
  field: 'email' | 'mobile',
  value: string,
  exceptId?: number,
): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'customers',
    where: {
      and: [
        { [field]: { equals: value } },
        ...(exceptId ? [{ id: { not_equals: exceptId } }] : []),
      ],
    },
    overrideAccess: true,
  })
  return totalDocs > 0
}

const duplicateFailure = (field: 'email' | 'mobile') =>
  field === 'email'
    ? fail(409, 'email-exists', 'account.errors.emailExists')
    : fail(409, 'phone-exists', 'account.errors.phoneExists')

/** Which unique field a failed write ran into (two sign-ups racing for one email or phone). */
function duplicateField(error: unknown): 'email' | 'mobile' | null {
  if (httpStatusOf(error) !== 400) return null
  const data = (error as { data?: { errors?: { path: string }[] } }).data
  const paths = (data?.errors ?? []).map((e) => e.path)
  if (paths.includes('email')) return 'email'
  if (paths.includes('mobile')) return 'mobile'
  return null
}

// ---------------------------------------------------------------------------------------------
// One-time codes

export type CodeSent = {
  channel: CodeChannel
  destination: string
  resendAfter: number
  validMinutes: number
}

export async function issueCode(
  payload: Payload,
  customer: Customer,
  purpose: CodePurpose,
  channel: CodeChannel,
  ctx: RequestContext,
  destination: string = channel === 'sms' ? customer.mobile : customer.email,
): Promise<AccountResult<CodeSent>> {
  const now = ctx.now ?? new Date()
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
    return fail(429, 'resend-too-soon', 'account.errors.resendTooSoon', {
      values: { seconds: String(resend.retryAfterSeconds) },
      retryAfter: resend.retryAfterSeconds,
    })
  }

  const { PAYLOAD_SECRET } = readServerEnv()
  const code = generateCode()
  await payload.update({
    collection: 'one-time-codes',
    where: {
      and: [
        { customer: { equals: customer.id } },
        { purpose: { equals: purpose } },
        { consumedAt: { exists: false } },
        { voidedAt: { exists: false } },
      ],
    },
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
      purpose: purpose === 'verify' ? 'verify' : purpose === 'reset' ? 'reset' : 'change-contact',
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

type SqlPool = {
  query: (text: string, values: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>
}
const poolOf = (payload: Payload) => (payload.db as unknown as { pool: SqlPool }).pool

/**
 * Checks `candidate` against the customer's live code for `purpose` and consumes it. A wrong code
 * counts a try; the fifth wrong try voids the code. Returns the destination the code was sent to.
 */
export async function consumeCode(
  payload: Payload,
  customer: Customer,
  purpose: CodePurpose,
  candidate: string,
  ctx: RequestContext,
): Promise<AccountResult<{ destination: string }>> {
  const now = ctx.now ?? new Date()
  const tooMany = await limited(payload, [['verifyPerIp', ctx.ip]], now)
  if (tooMany) return tooMany
  const invalid = fail(400, 'invalid-code', 'account.errors.codeInvalid')
  const { docs } = await payload.find({
    collection: 'one-time-codes',
    where: {
      and: [
        { customer: { equals: customer.id } },
        { purpose: { equals: purpose } },
        { consumedAt: { exists: false } },
        { voidedAt: { exists: false } },
        { expiresAt: { greater_than: now.toISOString() } },
      ],
    },
    sort: '-createdAt',
    limit: 1,
    overrideAccess: true,
  })
  const live = docs[0]
  if (!live) return invalid
  const { PAYLOAD_SECRET } = readServerEnv()
  const pool = poolOf(payload)
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

// ---------------------------------------------------------------------------------------------
// Sign-up, sign-in, sign-out

export type SignupInput = {
  name: string
  email: string
  mobile: string
  password: string
  lang?: Locale
  channel?: CodeChannel
}

export async function signUp(
  payload: Payload,
  input: SignupInput,
  ctx: RequestContext,
): Promise<
  AccountResult<{ customer: PublicCustomer; session: Session; code: AccountResult<CodeSent> }>
> {
  const now = ctx.now ?? new Date()
  const tooMany = await limited(payload, [['signupPerIp', ctx.ip]], now)
  if (tooMany) return tooMany
  if (await contactTaken(payload, 'email', input.email)) return duplicateFailure('email')
  if (await contactTaken(payload, 'mobile', input.mobile)) return duplicateFailure('mobile')
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
    if (field) return duplicateFailure(field)
    throw error
  }
  const session = await openSession(payload, created.email, input.password)
  const code = await issueCode(payload, created, 'verify', input.channel ?? 'sms', ctx)
  return ok({ customer: toPublicCustomer(created), session, code })
}

/**
 * Payload's errors are recognised by their HTTP status, not with `instanceof`: the pages and the
 * route handlers are separate server bundles, each with its own copy of Payload's error classes,
 * sharing one Payload instance - a class check fails whenever a page started Payload first.
 */
const httpStatusOf = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown } | null)?.status
  return error instanceof Error && typeof status === 'number' ? status : undefined
}

/**
 * Payload refused a password (401): a locked account - read from the account itself - or `wrong`;
 * anything else is a bug and is thrown.
 */
async function passwordRefused(
  payload: Payload,
  email: string,
  error: unknown,
  wrong: AccountFailure,
): Promise<AccountFailure> {
  if (httpStatusOf(error) !== 401) throw error
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
    return fail(423, 'account-locked', 'account.errors.accountLocked', {
      values: { minutes: '15' },
    })
  }
  return wrong
}

export async function signIn(
  payload: Payload,
  input: { login: string; password: string },
  ctx: RequestContext,
): Promise<AccountResult<{ customer: PublicCustomer; session: Session }>> {
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
  const invalid = fail(401, 'invalid-credentials', 'account.errors.invalidCredentials')
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

/** The customer behind a session token, or null when it is missing, expired, revoked or not a customer's. */
export async function customerFromToken(
  payload: Payload,
  token: string | undefined,
): Promise<Customer | null> {
  if (!token) return null
  try {
    const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
    if (!user || user.collection !== 'customers') return null
    return user as unknown as Customer
  } catch {
    return null
  }
}

/** Ends the session of `token` (other sessions of the customer stay). */
export async function signOut(payload: Payload, token: string | undefined): Promise<void> {
  if (!token) return
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

// ---------------------------------------------------------------------------------------------
// Verification, password reset

export async function sendVerificationCode(
  payload: Payload,
  customer: Customer,
  request: { id: string | number; mobile?: string; email?: string; country?: string },
  ctx: RequestContext,
): Promise<AccountResult<CodeSent>> {
  if (String(request.id) !== String(customer.id))
    return fail(404, 'account-not-found', 'account.errors.accountNotFound')
  if (request.email !== undefined) {
    if (request.email.trim().toLowerCase() !== customer.email) {
      return fail(400, 'contact-mismatch', 'account.errors.contactMismatch')
    }
    return issueCode(payload, customer, 'verify', 'email', ctx)
  }
  const mobile = normalizePhone(request.mobile ?? '', request.country)
  if (!mobile) return fail(400, 'invalid-phone', 'account.errors.phoneInvalid')
  if (mobile !== customer.mobile)
    return fail(400, 'contact-mismatch', 'account.errors.contactMismatch')
  return issueCode(payload, customer, 'verify', 'sms', ctx)
}

export async function verifyAccount(
  payload: Payload,
  customer: Customer,
  code: string,
  ctx: RequestContext,
): Promise<AccountResult<PublicCustomer>> {
  const consumed = await consumeCode(payload, customer, 'verify', code, ctx)
  if (!consumed.ok) return consumed
  const updated = await payload.update({
    collection: 'customers',
    id: customer.id,
    data: { verified: true },
    overrideAccess: true,
  })
  return ok(toPublicCustomer(updated))
}

export async function requestPasswordReset(
  payload: Payload,
  input: { login: string; channel?: CodeChannel },
  ctx: RequestContext,
): Promise<AccountResult<CodeSent>> {
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
  if (!customer) return fail(404, 'account-not-found', 'account.errors.accountNotFound')
  const channel = input.channel ?? (looksLikeEmail(input.login) ? 'email' : 'sms')
  return issueCode(payload, customer, 'reset', channel, ctx)
}

export async function resetPassword(
  payload: Payload,
  input: { login: string; code: string; password: string },
  ctx: RequestContext,
): Promise<AccountResult<{ customer: PublicCustomer; session: Session }>> {
  const customer = await findCustomerByLogin(payload, input.login)
  if (!customer) return fail(404, 'account-not-found', 'account.errors.accountNotFound')
  const consumed = await consumeCode(payload, customer, 'reset', input.code, ctx)
  if (!consumed.ok) return consumed
  // The code reached the account's own phone or inbox: that proves it, and ends the lockout
  // and every other session.
  await payload.update({
    collection: 'customers',
    id: customer.id,
    overrideAccess: true,
    data: {
      password: input.password,
      verified: true,
      loginAttempts: 0,
      lockUntil: null,
      sessions: [],
    },
  })
  const session = await openSession(payload, customer.email, input.password)
  return ok({ customer: toPublicCustomer(session.customer), session })
}

// ---------------------------------------------------------------------------------------------
// Profile

export async function updateProfile(
  payload: Payload,
  customer: Customer,
  input: { name?: string; lang?: Locale },
): Promise<AccountResult<PublicCustomer>> {
  const updated = await payload.update({
    collection: 'customers',
    id: customer.id,
    overrideAccess: true,
    data: {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.lang !== undefined ? { preferredLanguage: input.lang } : {}),
    },
  })
  return ok(toPublicCustomer(updated))
}

export async function changePassword(
  payload: Payload,
  customer: Customer,
  input: { currentPassword: string; password: string },
): Promise<AccountResult<PublicCustomer>> {
  try {
    await payload.login({
      collection: 'customers',
      data: { email: customer.email, password: input.currentPassword },
    })
  } catch (error) {
    return passwordRefused(
      payload,
      customer.email,
      error,
      fail(400, 'wrong-password', 'account.errors.currentPasswordWrong'),
    )
  }
  const updated = await payload.update({
    collection: 'customers',
    id: customer.id,
    overrideAccess: true,
    data: { password: input.password },
  })
  return ok(toPublicCustomer(updated))
}

/** Sends a code to the new email or phone; the change applies when that code comes back. */
export async function requestContactChange(
  payload: Payload,
  customer: Customer,
  input: { email: string } | { mobile: string },
  ctx: RequestContext,
): Promise<AccountResult<CodeSent>> {
  const field = 'email' in input ? 'email' : 'mobile'
  const value = 'email' in input ? input.email : input.mobile
  if (value === customer[field]) return fail(400, 'unchanged', 'account.errors.contactUnchanged')
  if (await contactTaken(payload, field, value, customer.id)) return duplicateFailure(field)
  return issueCode(
    payload,
    customer,
    field === 'email' ? 'change-email' : 'change-mobile',
    field === 'email' ? 'email' : 'sms',
    ctx,
    value,
  )
}

export async function confirmContactChange(
  payload: Payload,
  customer: Customer,
  input: { kind: 'email' | 'mobile'; code: string },
  ctx: RequestContext,
): Promise<AccountResult<PublicCustomer>> {
  const consumed = await consumeCode(
    payload,
    customer,
    input.kind === 'email' ? 'change-email' : 'change-mobile',
    input.code,
    ctx,
  )
  if (!consumed.ok) return consumed
  if (await contactTaken(payload, input.kind, consumed.value.destination, customer.id)) {
    return duplicateFailure(input.kind)
  }
  try {
    const updated = await payload.update({
      collection: 'customers',
      id: customer.id,
      overrideAccess: true,
      data: { [input.kind]: consumed.value.destination },
    })
    return ok(toPublicCustomer(updated))
  } catch (error) {
    const field = duplicateField(error)
    if (field) return duplicateFailure(field)
    throw error
  }
}
