import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { RATE_LIMITS } from '@/accounts/rateLimits'
import { POST as contact } from '@/app/(frontend)/api/contact/route'
import { POST as otpSend } from '@/app/(frontend)/api/otp/send/route'
import { POST as signin } from '@/app/(frontend)/api/user/signin/route'
import { POST as signup } from '@/app/(frontend)/api/user/signup/route'
import { sqlPool } from '@/infra/db'

import { Browser } from '../helpers/http'
import { outboxCount } from '../helpers/outbox'
import { testPayload } from '../helpers/payload'

let payload: Payload
let serial = 0

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await payload.destroy()
})

/** A fresh address of this file's own range, so no other test's budget is shared. */
const freshIp = () => `10.251.${Math.floor(serial / 250)}.${(serial++ % 250) + 1}`

function person(mobile?: string, country = 'EG') {
  serial += 1
  const digits = String(Date.now() % 1e6).padStart(6, '0') + String(serial).padStart(2, '0')
  return {
    name: `Limit Test ${serial}`,
    email: `limit.${digits}@example.com`,
    mobile: mobile ?? `011${digits}`,
    country,
    password: 'secret-123',
  }
}

const spoofed = (i: number) => ({ 'x-forwarded-for': `198.18.${i}.${i + 1}` })

describe('a client-written X-Forwarded-For gives no fresh budget (TRUST_PROXY unset)', () => {
  it('sign-up: the eleventh in an hour from one address is refused, whatever it forwards', async () => {
    const browser = new Browser(freshIp())
    const answers = []
    for (let i = 0; i < RATE_LIMITS.signupPerIp.limit + 1; i += 1) {
      answers.push(await browser.call(signup, { body: person(), headers: spoofed(i) }))
    }
    expect(answers.slice(0, -1).map((a) => a.status)).toEqual(
      Array(RATE_LIMITS.signupPerIp.limit).fill(201),
    )
    expect(answers.at(-1)!.status).toBe(429)
    expect(answers.at(-1)!.json.error).toBe('rate-limited')
  })

  it('sign-in: the 31st guess from one address is refused, whatever it forwards', async () => {
    const browser = new Browser(freshIp(), 'ar')
    let last = null
    for (let i = 0; i <= RATE_LIMITS.signinPerIp.limit; i += 1) {
      last = await browser.call(signin, {
        body: { login: `nobody.${serial}.${i}@example.com`, password: 'wrong-guess-1' },
        headers: spoofed(i),
      })
      if (i < RATE_LIMITS.signinPerIp.limit) expect(last.status).toBe(401)
    }
    expect(last!.status).toBe(429)
    expect(last!.json.error).toBe('rate-limited')
    expect(last!.json.message).toMatch(/محاولات تسجيل دخول كثيرة/)
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('contact: the sixth message in an hour is refused, whatever it forwards', async () => {
    const browser = new Browser(freshIp())
    const body = (i: number) => ({
      name: 'Limit',
      email: `contact.limit.${serial}.${i}@example.com`,
      phone: '01012345678',
      message: 'A question about airport transfers.',
    })
    const statuses = []
    for (let i = 0; i <= RATE_LIMITS.contactPerIp.limit; i += 1) {
      statuses.push((await browser.call(contact, { body: body(i), headers: spoofed(i) })).status)
    }
    expect(statuses).toEqual([...Array(RATE_LIMITS.contactPerIp.limit).fill(201), 429])
  })
})

describe('TRUST_PROXY=1: one proxy in front', () => {
  afterEach(() => {
    delete process.env.TRUST_PROXY
  })

  it("counts the proxy's entry, not the client's leftmost claim", async () => {
    process.env.TRUST_PROXY = '1'
    // The socket is the proxy; the proxy appended the client's real address.
    const proxy = new Browser(freshIp())
    const client = freshIp()
    const statuses = []
    for (let i = 0; i <= RATE_LIMITS.contactPerIp.limit; i += 1) {
      const answer = await proxy.call(contact, {
        body: {
          name: 'Proxied',
          email: `proxied.${serial}.${i}@example.com`,
          phone: '01012345678',
          message: 'Behind a proxy.',
        },
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}, ${client}` },
      })
      statuses.push(answer.status)
    }
    expect(statuses.at(-1)).toBe(429)
    // Another client behind the same proxy has its own budget.
    const other = await proxy.call(contact, {
      body: {
        name: 'Other',
        email: `proxied.other.${serial}@example.com`,
        phone: '01012345678',
        message: 'Behind a proxy too.',
      },
      headers: { 'x-forwarded-for': freshIp() },
    })
    expect(other.status).toBe(201)
  })
})

describe('ceilings on verification SMS', () => {
  const setCounter = async (key: string, count: number) => {
    await sqlPool(payload).query(
      `insert into rate_limits (key, count, window_start, updated_at, created_at)
       values ($1, $2, now(), now(), now())
       on conflict (key) do update set count = $2, window_start = now()`,
      [key, count],
    )
  }
  const clearResend = async (customerId: number) => {
    await sqlPool(payload).query(`delete from rate_limits where key like $1`, [
      `codeResend:${customerId}:%`,
    ])
  }

  afterEach(async () => {
    await sqlPool(payload).query(
      `delete from rate_limits where key in ('smsOverall:all', 'smsAbroad:all')`,
    )
  })

  async function signUp(lang: 'en' | 'ar', mobile?: string, country?: string) {
    const browser = new Browser(freshIp(), lang)
    const answer = await browser.call(signup, { body: person(mobile, country) })
    expect(answer.status).toBe(201)
    return { browser, user: answer.json.user as { id: number; mobile: string }, answer }
  }

  const resend = (account: Awaited<ReturnType<typeof signUp>>) =>
    account.browser.call(otpSend, {
      body: { id: account.user.id, mobile: account.user.mobile },
    })

  it('an Egyptian number gets five codes an hour, then 429 in the caller language', async () => {
    const account = await signUp('ar')
    // The sign-up sent the first; four more pass.
    for (let i = 2; i <= RATE_LIMITS.smsPerNumber.limit; i += 1) {
      await clearResend(account.user.id)
      expect((await resend(account)).json).toMatchObject({ status: true, channel: 'sms' })
    }
    expect(await outboxCount(payload, account.user.mobile)).toBe(RATE_LIMITS.smsPerNumber.limit)
    await clearResend(account.user.id)
    const refused = await resend(account)
    expect(refused.status).toBe(429)
    expect(refused.json).toMatchObject({ status: false, error: 'rate-limited' })
    expect(refused.json.message).toMatch(/محاولات كثيرة/)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000)
    expect(await outboxCount(payload, account.user.mobile)).toBe(RATE_LIMITS.smsPerNumber.limit)
  })

  it('a number outside Egypt gets three codes an hour', async () => {
    const account = await signUp('en', `+4474${String(Date.now() % 1e8).padStart(8, '0')}`, 'GB')
    expect(account.user.mobile.startsWith('+44')).toBe(true)
    for (let i = 2; i <= RATE_LIMITS.smsPerNumberAbroad.limit; i += 1) {
      await clearResend(account.user.id)
      expect((await resend(account)).json).toMatchObject({ status: true, channel: 'sms' })
    }
    await clearResend(account.user.id)
    const refused = await resend(account)
    expect(refused.status).toBe(429)
    expect(refused.json.message).toMatch(/Too many attempts/)
    expect(await outboxCount(payload, account.user.mobile)).toBe(
      RATE_LIMITS.smsPerNumberAbroad.limit,
    )
  })

  it('numbers abroad share an hourly ceiling; Egyptian numbers still get theirs', async () => {
    await setCounter('smsAbroad:all', RATE_LIMITS.smsAbroad.limit)
    const abroad = await signUp('en', `+4474${String(Date.now() % 1e8).padStart(8, '0')}`, 'GB')
    expect(abroad.answer.json.code).toBeNull()
    expect(await outboxCount(payload, abroad.user.mobile)).toBe(0)
    const home = await signUp('en')
    expect(home.answer.json.code).not.toBeNull()
    expect(await outboxCount(payload, home.user.mobile)).toBe(1)
  })

  it('one network cannot use up the ceiling abroad: 5 addresses x 10 sign-ups get a fifth of it', async () => {
    const counter = async () => {
      const { rows } = await sqlPool(payload).query(
        `select count from rate_limits where key = 'smsAbroad:all'`,
      )
      return Number(rows[0]?.count ?? 0)
    }
    const before = await counter()
    const base = Date.now() % 1e6
    let sent = 0
    for (let address = 1; address <= 5; address += 1) {
      const browser = new Browser(`10.252.7.${address}`)
      for (let i = 0; i < RATE_LIMITS.signupPerIp.limit; i += 1) {
        const number = `+4474${String(base + address * 100 + i).padStart(8, '0')}`
        const answer = await browser.call(signup, { body: person(number, 'GB') })
        expect(answer.status).toBe(201)
        if (answer.json.code) sent += 1
      }
    }
    // An address gets its tenth, the /24 its fifth; the rest of the ceiling is left.
    expect(sent).toBe(RATE_LIMITS.smsAbroadPerNetwork.limit)
    expect((await counter()) - before).toBe(RATE_LIMITS.smsAbroadPerNetwork.limit)
    expect(RATE_LIMITS.smsAbroadPerNetwork.limit).toBeLessThanOrEqual(
      RATE_LIMITS.smsAbroad.limit / 5,
    )

    // A genuine sign-up abroad from another network still gets its code.
    const genuine = new Browser('10.253.1.1')
    const answer = await genuine.call(signup, {
      body: person(`+4474${String(base + 900).padStart(8, '0')}`, 'GB'),
    })
    expect(answer.status).toBe(201)
    expect(answer.json.code).not.toBeNull()
    expect(await outboxCount(payload, answer.json.user.mobile)).toBe(1)
    // 51 sign-ups, each hashing a password: a bound for a busy 2-core machine, not a wait.
  }, 180_000)

  it('one address gets a tenth of the ceiling abroad', async () => {
    const browser = new Browser('10.252.8.1')
    const base = (Date.now() % 1e6) + 2000
    const codes = []
    for (let i = 0; i < RATE_LIMITS.smsAbroadPerIp.limit + 2; i += 1) {
      const number = `+4474${String(base + i).padStart(8, '0')}`
      codes.push((await browser.call(signup, { body: person(number, 'GB') })).json.code !== null)
    }
    expect(codes).toEqual([...Array(RATE_LIMITS.smsAbroadPerIp.limit).fill(true), false, false])
  })

  it('every number shares an hourly ceiling overall', async () => {
    await setCounter('smsOverall:all', RATE_LIMITS.smsOverall.limit)
    const account = await signUp('en')
    expect(account.answer.json.code).toBeNull()
    expect(await outboxCount(payload, account.user.mobile)).toBe(0)
    await clearResend(account.user.id)
    const refused = await resend(account)
    expect(refused.status).toBe(429)
    expect(refused.json.error).toBe('rate-limited')
    expect(await outboxCount(payload, account.user.mobile)).toBe(0)
  })
})
