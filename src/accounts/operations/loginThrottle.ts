import type { Payload } from 'payload'

import { type Failure, fail } from '@/lib/failure'
import { sqlPool } from '@/infra/db'

import {
  ceilingDecision,
  ceilingOf,
  failuresDecision,
  LOGIN_THROTTLE,
  type LoginScope,
  loginSubject,
} from '../loginThrottle'
import type { RateLimitDecision } from '../rateLimits'
import { hitRateLimit } from './rateLimitStore'

/*
 * The counters live in `rate_limits` beside the fixed windows, under keys of their own:
 * `<scope>SigninFailures:<login>|<address>` (count = failures, window_start = the last one) and
 * `<scope>SigninCeiling:<login>` (a fixed window of failures from every address).
 */
const failuresKey = (scope: LoginScope, subject: string, ip: string) =>
  `${scope}SigninFailures:${subject}|${ip.toLowerCase()}`
const ceilingKey = (scope: LoginScope, subject: string) => `${scope}SigninCeiling:${subject}`

async function readCounter(
  payload: Payload,
  key: string,
): Promise<{ count: number; since: Date } | null> {
  const { rows } = await sqlPool(payload).query(
    'select count, window_start from rate_limits where key = $1',
    [key],
  )
  const row = rows[0]
  return row
    ? { count: Number(row.count), since: new Date(row.window_start as string | Date) }
    : null
}

/** The refusal of a throttled sign-in: the same whoever asks, and it names the way in by code. */
const throttled = (scope: LoginScope, retryAfterSeconds: number): Failure =>
  fail(
    'rate-limited',
    scope === 'staff' ? 'account.errors.staffSigninThrottled' : 'account.errors.signinThrottled',
    {
      values: { minutes: Math.ceil(retryAfterSeconds / 60) },
      retryAfter: retryAfterSeconds,
    },
  )

/**
 * The refusal of a staff login capped across all addresses: only a device that signed in before
 * or a password reset by email gets in until the window ends, and the message says so.
 */
const staffCapped = (retryAfterSeconds: number): Failure =>
  fail('rate-limited', 'account.errors.staffSigninCapped', {
    values: { minutes: Math.ceil(retryAfterSeconds / 60) },
    retryAfter: retryAfterSeconds,
  })

/**
 * Whether a sign-in with `login` from `ip` may be tried now: counts it against the address's own
 * limit, then reads the address's failures on that login and the login's ceiling. Null when it
 * may; else the refusal, given before any password is looked at, so it is the same for an unknown
 * login, a wrong password and the right one. A staff try from a `knownDevice` (one where this
 * login signed in before, `src/accounts/staffDevice.ts`) passes the ceiling, never the others.
 */
export async function loginThrottled(
  payload: Payload,
  scope: LoginScope,
  login: string,
  ip: string,
  now: Date = new Date(),
  { knownDevice = false }: { knownDevice?: boolean } = {},
): Promise<Failure | null> {
  const perIp = await hitRateLimit(
    payload,
    scope === 'staff' ? 'staffSigninPerIp' : 'signinPerIp',
    ip,
    now,
  )
  if (!perIp.allowed) return throttled(scope, perIp.retryAfterSeconds)
  const subject = loginSubject(login)
  const failures = await readCounter(payload, failuresKey(scope, subject, ip))
  const ceiling = await readCounter(payload, ceilingKey(scope, subject))
  const own = failuresDecision(
    failures && { failures: failures.count, lastFailureAt: failures.since },
    now,
  )
  if (!own.allowed) return throttled(scope, own.retryAfterSeconds)
  const all: RateLimitDecision = ceilingDecision(
    ceiling && { count: ceiling.count, windowStart: ceiling.since },
    now,
    scope,
  )
  if (all.allowed || (scope === 'staff' && knownDevice)) return null
  return scope === 'staff'
    ? staffCapped(all.retryAfterSeconds)
    : throttled(scope, all.retryAfterSeconds)
}

/** Counts a wrong password (or an unknown login) from `ip` on `login`, and on the login's ceiling. */
export async function recordLoginFailure(
  payload: Payload,
  scope: LoginScope,
  login: string,
  ip: string,
  now: Date = new Date(),
): Promise<void> {
  const subject = loginSubject(login)
  const pool = sqlPool(payload)
  const forgottenBefore = new Date(now.getTime() - LOGIN_THROTTLE.forgetAfterSeconds * 1000)
  await pool.query(
    `insert into rate_limits (key, count, window_start, updated_at, created_at)
     values ($1, 1, $2, now(), now())
     on conflict (key) do update set
       count = case when rate_limits.window_start <= $3 then 1 else rate_limits.count + 1 end,
       window_start = $2,
       updated_at = now()`,
    [failuresKey(scope, subject, ip), now, forgottenBefore],
  )
  const windowOpenedAfter = new Date(now.getTime() - ceilingOf(scope).windowSeconds * 1000)
  await pool.query(
    `insert into rate_limits (key, count, window_start, updated_at, created_at)
     values ($1, 1, $2, now(), now())
     on conflict (key) do update set
       count = case when rate_limits.window_start <= $3 then 1 else rate_limits.count + 1 end,
       window_start = case when rate_limits.window_start <= $3 then $2 else rate_limits.window_start end,
       updated_at = now()`,
    [ceilingKey(scope, subject), now, windowOpenedAfter],
  )
}

/**
 * Forgets the failures of `ip` on each of `logins` after a proof of the password or of the phone
 * or inbox; with `ceiling`, also the logins' ceilings (a password reset by code: the owner is back).
 */
export async function clearLoginFailures(
  payload: Payload,
  scope: LoginScope,
  logins: string[],
  ip: string,
  { ceiling = false } = {},
): Promise<void> {
  const subjects = logins.map(loginSubject)
  const keys = [
    ...subjects.map((subject) => failuresKey(scope, subject, ip)),
    ...(ceiling ? subjects.map((subject) => ceilingKey(scope, subject)) : []),
  ]
  await sqlPool(payload).query('delete from rate_limits where key = any($1)', [keys])
}
