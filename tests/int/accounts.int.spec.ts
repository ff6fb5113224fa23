import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { issueCode } from '@/accounts/operations/codes'
import { LOGIN_THROTTLE } from '@/accounts/loginThrottle'
import { POST as logout } from '@/app/(frontend)/api/logout/route'
import { POST as otpSend } from '@/app/(frontend)/api/otp/send/route'
import { POST as contactRequest } from '@/app/(frontend)/api/user/contact/route'
import { POST as contactConfirm } from '@/app/(frontend)/api/user/contact/confirm/route'
import { GET as info } from '@/app/(frontend)/api/user/info/route'
import { POST as passwordChange } from '@/app/(frontend)/api/user/password/route'
import { POST as forgot } from '@/app/(frontend)/api/user/password/forgot/route'
import { POST as reset } from '@/app/(frontend)/api/user/password/reset/route'
import { PATCH as profile } from '@/app/(frontend)/api/user/profile/route'
import { GET as reservations } from '@/app/(frontend)/api/user/reservations/route'
import { POST as signin } from '@/app/(frontend)/api/user/signin/route'
import { POST as signup } from '@/app/(frontend)/api/user/signup/route'
import { POST as verify } from '@/app/(frontend)/api/user/verify/route'
import { translate } from '@/i18n/messages'
import { sqlPool } from '@/infra/db'

import { Browser } from '../helpers/http'
import { latestCode, outboxCount } from '../helpers/outbox'
import { testPayload } from '../helpers/payload'

let payload: Payload
let serial = 0

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await payload.destroy()
})

/** A fresh identity: unique email and a real Egyptian mobile number. */
function identity() {
  serial += 1
  const digits = String(Date.now() % 1e6).padStart(6, '0') + String(serial).padStart(2, '0')
  return {
    name: `Amira Test ${serial}`,
    email: `amira.${digits}@example.com`,
    mobile: `010${digits}`,
    e164: `+2010${digits}`,
    password: 'secret-123',
  }
}

async function signedUp(browser = new Browser()) {
  const person = identity()
  const answer = await browser.call(signup, {
    body: { ...person, mobile: person.mobile, country: 'EG' },
  })
  expect(answer.status).toBe(201)
  return { browser, person, user: answer.json.user }
}

/** Marks the account's email proven, as a code sent to it would have. */
const proveEmail = (id: number) =>
  payload.update({
    collection: 'customers',
    id,
    data: { emailVerified: true },
    overrideAccess: true,
  })

async function verified() {
  const account = await signedUp()
  const code = await latestCode(payload, account.person.e164)
  expect((await account.browser.call(verify, { body: { code } })).status).toBe(200)
  return account
}

describe('sign-up', () => {
  it.each([
    [{}, 'Name required.', 'الاسم مطلوب.'],
    [{ name: 'A' }, 'Email required.', 'البريد الإلكتروني مطلوب.'],
    [
      { name: 'A', email: 'not-an-email' },
      'Please enter a valid email address, e.g. name@example.com.',
      'يرجى إدخال بريد إلكتروني صحيح، مثل name@example.com.',
    ],
    [
      { name: 'A', email: 'a@b.eg', mobile: '', password: 'secret-1' },
      'Phone required.',
      'رقم الهاتف مطلوب.',
    ],
    [
      { name: 'A', email: 'a@b.eg', mobile: '0100', password: 'secret-1' },
      'Please enter a valid mobile number for the selected country.',
      'يرجى إدخال رقم جوال صحيح للدولة المختارة.',
    ],
    [
      { name: 'A', email: 'a@b.eg', mobile: '01005550123', password: '12345' },
      'Password should be at least 6 characters length.',
      'يجب ألا تقل كلمة المرور عن ٦ أحرف.',
    ],
  ])('refuses %j with the spec message in both languages', async (body, english, arabic) => {
    const en = await new Browser().call(signup, { body })
    expect(en.status).toBe(400)
    expect(en.json.message).toBe(english)
    const ar = await new Browser(undefined, 'ar').call(signup, { body })
    expect(ar.json.message).toBe(arabic)
  })

  it('answers every refused field at once, each with its spec message, in both languages', async () => {
    const body = {
      name: ' ',
      email: 'not-an-email',
      mobile: '0100',
      country: 'EG',
      password: '12345',
    }
    const en = await new Browser().call(signup, { body })
    expect(en.status).toBe(400)
    expect(en.json.error).toBe('name-required')
    expect(en.json.message).toBe('Name required.')
    const byField = (issues: { field: string; error: string; message: string }[]) =>
      Object.fromEntries(issues.map((issue) => [issue.field, [issue.error, issue.message]]))
    expect(byField(en.json.issues)).toEqual({
      name: ['name-required', 'Name required.'],
      email: ['email-invalid', 'Please enter a valid email address, e.g. name@example.com.'],
      mobile: ['phone-invalid', 'Please enter a valid mobile number for the selected country.'],
      password: ['password-length', 'Password should be at least 6 characters length.'],
    })
    const ar = await new Browser(undefined, 'ar').call(signup, { body: { ...body, mobile: '' } })
    expect(ar.status).toBe(400)
    expect(byField(ar.json.issues)).toEqual({
      name: ['name-required', translate('ar', 'account.errors.nameRequired')],
      email: ['email-invalid', translate('ar', 'account.errors.emailInvalid')],
      mobile: ['phone-required', translate('ar', 'account.errors.phoneRequired')],
      password: ['password-length', translate('ar', 'account.errors.passwordLength')],
    })
  })

  it('marks a taken email and a taken phone in one answer', async () => {
    // Taken means proven by a code (issue 29: an unproven one gives way, account-prehijack spec).
    const { person, user } = await verified()
    await proveEmail(user.id)
    const answer = await new Browser().call(signup, {
      body: { ...identity(), email: person.email, mobile: person.mobile, country: 'EG' },
    })
    expect(answer.status).toBe(409)
    expect(answer.json.error).toBe('email-exists')
    expect(answer.json.issues).toEqual([
      { field: 'email', error: 'email-exists', message: 'Email already exists.' },
      { field: 'mobile', error: 'phone-exists', message: 'Phone already exists.' },
    ])
  })

  it('answers malformed JSON with 400 and stores nothing', async () => {
    const before = await payload.count({ collection: 'customers', overrideAccess: true })
    const answer = await new Browser().call(signup, { body: '{"name":' })
    expect(answer.status).toBe(400)
    expect(answer.json.error).toBe('invalid-body')
    expect((await payload.count({ collection: 'customers', overrideAccess: true })).totalDocs).toBe(
      before.totalDocs,
    )
  })

  it('creates an unverified account, logs it in and sends the code by SMS', async () => {
    const { browser, person, user } = await signedUp()
    expect(user).toMatchObject({
      name: person.name,
      email: person.email,
      mobile: person.e164,
      verified: false,
    })
    expect(browser.cookies.has('masar_session')).toBe(true)
    expect(await latestCode(payload, person.e164)).toMatch(/^\d{6}$/)
    const me = await browser.call(info, { method: 'GET' })
    expect(me.json).toMatchObject({ email: person.email, verified: false })
  })

  it('normalises Arabic-Indic digits and the 0020 form of a phone number', async () => {
    const person = identity()
    const arabicDigits = person.mobile.replace(/\d/g, (d) =>
      String.fromCharCode(0x0660 + Number(d)),
    )
    const browser = new Browser()
    const answer = await browser.call(signup, { body: { ...person, mobile: arabicDigits } })
    expect(answer.status).toBe(201)
    expect(answer.json.user.mobile).toBe(person.e164)
    const code = await latestCode(payload, person.e164)
    expect((await browser.call(verify, { body: { code } })).status).toBe(200)

    const again = await new Browser().call(signup, {
      body: { ...identity(), mobile: `0020${person.e164.slice(3)}` },
    })
    expect(again.status).toBe(409)
    expect(again.json.message).toBe('Phone already exists.')
  })

  it('refuses a taken email, in Arabic too, and stores nothing twice', async () => {
    const { person, user } = await signedUp()
    await proveEmail(user.id)
    const answer = await new Browser(undefined, 'ar').call(signup, {
      body: { ...identity(), email: person.email.toUpperCase() },
    })
    expect(answer.status).toBe(409)
    expect(answer.json.message).toBe('البريد الإلكتروني مسجّل من قبل.')
    const { totalDocs } = await payload.count({
      collection: 'customers',
      where: { email: { equals: person.email } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)
  })
})

describe('verification codes', () => {
  it('verifies with the right code and refuses a wrong one', async () => {
    const { browser, person } = await signedUp()
    const wrong = await browser.call(verify, { body: { code: '000000' } })
    expect(wrong.status).toBe(400)
    expect(wrong.json.message).toBe('Invalid verification code.')
    const code = await latestCode(payload, person.e164)
    const right = await browser.call(verify, { body: { code } })
    expect(right.status).toBe(200)
    expect(right.json.user.verified).toBe(true)
    // A used code does not work twice.
    expect((await browser.call(verify, { body: { code } })).status).toBe(400)
  })

  it('accepts a code typed in Arabic-Indic digits', async () => {
    const { browser, person } = await signedUp()
    const code = await latestCode(payload, person.e164)
    const arabic = code.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)))
    expect((await browser.call(verify, { body: { code: arabic } })).status).toBe(200)
  })

  it('voids a code after 5 wrong tries', async () => {
    const { browser, person } = await signedUp()
    const code = await latestCode(payload, person.e164)
    const wrong = code === '111111' ? '222222' : '111111'
    for (let i = 0; i < 5; i++)
      expect((await browser.call(verify, { body: { code: wrong } })).status).toBe(400)
    const late = await browser.call(verify, { body: { code } })
    expect(late.status).toBe(400)
    expect(late.json.message).toBe('Invalid verification code.')
  })

  it('stores codes hashed, never in clear', async () => {
    const { person, user } = await signedUp()
    const code = await latestCode(payload, person.e164)
    const { docs } = await payload.find({
      collection: 'one-time-codes',
      where: { customer: { equals: user.id } },
      overrideAccess: true,
      showHiddenFields: true,
    })
    expect(docs.length).toBeGreaterThan(0)
    for (const doc of docs) expect(JSON.stringify(doc)).not.toContain(code)
  })

  it('refuses a resend within 60 s and says how long to wait', async () => {
    const { browser, person, user } = await signedUp()
    const answer = await browser.call(otpSend, { body: { id: user.id, email: person.email } })
    expect(answer.status).toBe(429)
    expect(answer.json.error).toBe('resend-too-soon')
    expect(answer.json.retryAfter).toBeGreaterThan(50)
    expect(answer.json.retryAfter).toBeLessThanOrEqual(60)
    expect(answer.json.message).toMatch(/You can ask for a new code in \d+ seconds\./)
    expect(answer.headers.get('retry-after')).toBe(String(answer.json.retryAfter))
  })

  it('allows the resend once 60 s have passed', async () => {
    const { person, user } = await signedUp()
    const customer = await payload.findByID({
      collection: 'customers',
      id: user.id,
      overrideAccess: true,
    })
    const t0 = new Date(Date.now() + 3600_000)
    const ctx = { ip: '10.9.9.9', locale: 'en' as const }
    expect((await issueCode(payload, customer, 'verify', 'email', { ...ctx, now: t0 })).ok).toBe(
      true,
    )
    const early = await issueCode(payload, customer, 'verify', 'email', {
      ...ctx,
      now: new Date(t0.getTime() + 30_000),
    })
    expect(early).toMatchObject({ ok: false, code: 'resend-too-soon', retryAfter: 30 })
    const later = await issueCode(payload, customer, 'verify', 'email', {
      ...ctx,
      now: new Date(t0.getTime() + 61_000),
    })
    expect(later.ok).toBe(true)
    expect(await outboxCount(payload, person.email)).toBe(2)
  })

  it("sends codes only to the account's own phone or email, for the logged-in account", async () => {
    const a = await signedUp()
    const b = await signedUp()
    const other = await a.browser.call(otpSend, {
      body: { id: b.user.id, mobile: b.person.mobile },
    })
    expect(other.status).toBe(404)
    expect(other.json.message).toBe('Account not found.')
    const foreignNumber = await a.browser.call(otpSend, {
      body: { id: a.user.id, mobile: b.person.mobile, country: 'EG' },
    })
    expect(foreignNumber.status).toBe(400)
    const anonymous = await new Browser().call(otpSend, {
      body: { id: a.user.id, email: a.person.email },
    })
    expect(anonymous.status).toBe(401)
  })
})

describe('sign-in and sessions', () => {
  it('logs in by email or by phone, and says when the account is not verified', async () => {
    const { person } = await signedUp()
    const byEmail = await new Browser().call(signin, {
      body: { login: person.email, password: person.password },
    })
    expect(byEmail.json).toMatchObject({
      status: true,
      msg: 'not-verified',
      user: { email: person.email },
    })

    const account = await verified()
    const byPhone = await new Browser().call(signin, {
      body: { login: `+20 ${account.person.e164.slice(3)}`, password: account.person.password },
    })
    expect(byPhone.json).toMatchObject({ status: true, msg: 'ok', user: { verified: true } })
  })

  it('marks both fields of an empty login, and names no field for wrong credentials', async () => {
    const empty = await new Browser().call(signin, { body: { login: ' ', password: '' } })
    expect(empty.status).toBe(400)
    expect(empty.json.issues).toEqual([
      { field: 'login', error: 'login-required', message: expect.any(String) },
      { field: 'password', error: 'password-length', message: expect.any(String) },
    ])
    const { person } = await signedUp()
    const wrong = await new Browser().call(signin, {
      body: { login: person.email, password: 'nope-nope' },
    })
    expect(wrong.status).toBe(401)
    expect(wrong.json.issues).toBeUndefined()
  })

  it('refuses wrong credentials with the spec message, without telling which part was wrong', async () => {
    const { person } = await signedUp()
    const wrongPassword = await new Browser().call(signin, {
      body: { login: person.email, password: 'nope-nope' },
    })
    const unknownUser = await new Browser().call(signin, {
      body: { login: 'nobody@example.com', password: 'nope-nope' },
    })
    expect(wrongPassword.status).toBe(401)
    expect(wrongPassword.json.message).toBe('Invalid Credentials.')
    expect(unknownUser.json).toEqual(wrongPassword.json)
    const arabic = await new Browser(undefined, 'ar').call(signin, {
      body: { login: person.email, password: 'nope-nope' },
    })
    expect(arabic.json.message).toBe('بيانات الدخول غير صحيحة.')
  })

  it('never locks the owner out: wrong passwords slow down only the address that sends them', async () => {
    const { person } = await verified()
    const guesser = new Browser()
    const wrong = { login: person.email, password: 'wrong-pass' }
    const answers = []
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures + 2; i++)
      answers.push(await guesser.call(signin, { body: wrong }))
    // Five free failures, a sixth that starts the wait, then the wait.
    expect(answers.slice(0, -1).map((a) => a.status)).toEqual(
      Array(LOGIN_THROTTLE.freeFailures + 1).fill(401),
    )
    const throttled = answers.at(-1)!
    expect(throttled.status).toBe(429)
    expect(throttled.json.error).toBe('rate-limited')
    expect(throttled.json.message).toMatch(/Forgot your password\?/)
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0)
    // The right password from the throttled address gets the very same answer...
    const right = await guesser.call(signin, {
      body: { login: person.email, password: person.password },
    })
    expect(right.status).toBe(429)
    expect(right.json.error).toBe(throttled.json.error)
    expect(right.json.message).toBe(throttled.json.message)
    expect(guesser.cookies.has('masar_session')).toBe(false)
    // ... and so does an unknown login after as many failures.
    const ghost = new Browser(guesser.ip)
    let unknown = null
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures + 2; i++)
      unknown = await ghost.call(signin, {
        body: { login: `ghost.${person.email}`, password: 'wrong-pass' },
      })
    expect(unknown!.status).toBe(429)
    expect(unknown!.json.message).toBe(throttled.json.message)
    // No lockout: the owner signs in from another address at once.
    const owner = await new Browser().call(signin, {
      body: { login: person.email, password: person.password },
    })
    expect(owner.status).toBe(200)
  })

  it('doubles the wait with each further failure', async () => {
    const { person } = await verified()
    const guesser = new Browser()
    const wrong = { login: person.mobile, password: 'wrong-pass' }
    for (let i = 0; i <= LOGIN_THROTTLE.freeFailures; i++)
      await guesser.call(signin, { body: wrong })
    const first = await guesser.call(signin, { body: wrong })
    expect(first.json.retryAfter).toBeGreaterThan(25)
    expect(first.json.retryAfter).toBeLessThanOrEqual(30)
    // The wait passes (moved back in the store), a seventh failure doubles it.
    const failuresKey = `customerSigninFailures:${person.e164}|${guesser.ip}`
    await sqlPool(payload).query(
      "update rate_limits set window_start = window_start - interval '31 seconds' where key = $1",
      [failuresKey],
    )
    expect((await guesser.call(signin, { body: wrong })).status).toBe(401)
    const second = await guesser.call(signin, { body: wrong })
    expect(second.status).toBe(429)
    expect(second.json.retryAfter).toBeGreaterThan(55)
    expect(second.json.retryAfter).toBeLessThanOrEqual(60)
  })

  it('keeps the password reset by code open while sign-in is throttled, and it lifts the throttle', async () => {
    const { person } = await verified()
    const owner = new Browser()
    for (let i = 0; i <= LOGIN_THROTTLE.freeFailures + 1; i++)
      await owner.call(signin, { body: { login: person.email, password: 'misremembered' } })
    expect(
      (await owner.call(signin, { body: { login: person.email, password: 'misremembered' } }))
        .status,
    ).toBe(429)
    expect((await owner.call(forgot, { body: { login: person.mobile } })).status).toBe(200)
    const code = await latestCode(payload, person.e164)
    const done = await owner.call(reset, {
      body: { login: person.mobile, code, password: 'remembered-1' },
    })
    expect(done.status).toBe(200)
    expect((await owner.call(info, { method: 'GET' })).status).toBe(200)
    const again = await owner.call(signin, {
      body: { login: person.email, password: 'remembered-1' },
    })
    expect(again.status).toBe(200)
  })

  it('stops guessing spread over many addresses at a ceiling that answers alike for unknown logins', async () => {
    const { person } = await verified()
    const ghost = `ghost.${person.email}`
    // The ceiling's counters as many addresses left them (one short), then one more failure each.
    const { limit } = LOGIN_THROTTLE.accountCeiling
    for (const login of [person.email, ghost]) {
      await sqlPool(payload).query(
        `insert into rate_limits (key, count, window_start, updated_at, created_at)
         values ($1, $2, now(), now(), now())`,
        [`customerSigninCeiling:${login}`, limit - 1],
      )
      const last = await new Browser().call(signin, { body: { login, password: 'guess' } })
      expect(last.status).toBe(401)
    }
    const owner = await new Browser().call(signin, {
      body: { login: person.email, password: person.password },
    })
    const nobody = await new Browser().call(signin, {
      body: { login: ghost, password: person.password },
    })
    expect(owner.status).toBe(429)
    expect(nobody.status).toBe(429)
    expect(owner.json.message).toBe(nobody.json.message)
    expect(owner.json.error).toBe(nobody.json.error)
    // The owner's way in: a reset by code to the contact they proved (their phone), which also
    // lifts the ceiling.
    const browser = new Browser()
    expect((await browser.call(forgot, { body: { login: person.mobile } })).status).toBe(200)
    const code = await latestCode(payload, person.e164)
    const done = await browser.call(reset, {
      body: { login: person.mobile, code, password: 'taken-back-1' },
    })
    expect(done.status).toBe(200)
  })

  it('treats a missing, forged or logged-out session as logged out', async () => {
    expect((await new Browser().call(info, { method: 'GET' })).status).toBe(401)
    const forged = new Browser()
    forged.cookies.set('masar_session', 'eyJhbGciOiJIUzI1NiJ9.e30.forged')
    expect((await forged.call(info, { method: 'GET' })).status).toBe(401)

    const { browser } = await verified()
    const token = browser.cookies.get('masar_session')!
    expect((await browser.call(info, { method: 'GET' })).status).toBe(200)
    expect((await browser.call(logout, { method: 'GET' })).status).toBe(200)
    expect(browser.cookies.has('masar_session')).toBe(false)
    // The old token is revoked on the server, not only forgotten by the browser.
    const replay = new Browser()
    replay.cookies.set('masar_session', token)
    expect((await replay.call(info, { method: 'GET' })).status).toBe(401)
  })

  it('logs nobody out when another site sends the browser to /api/logout', async () => {
    const { browser } = await verified()
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://elsewhere.example' },
    ] as Record<string, string>[]) {
      for (const method of ['GET', 'POST']) {
        const answer = await browser.call(logout, { method, headers })
        expect(answer.status).toBe(403)
        expect(answer.json.error).toBe('cross-site-request')
        expect(browser.cookies.has('masar_session')).toBe(true)
        expect((await browser.call(info, { method: 'GET' })).status).toBe(200)
      }
    }
    // The site's own request (and the address typed in) still log out.
    const same = await browser.call(logout, { headers: { 'sec-fetch-site': 'same-origin' } })
    expect(same.status).toBe(200)
    expect((await browser.call(info, { method: 'GET' })).status).toBe(401)
  })
})

describe('own data only', () => {
  it("lists only the caller's reservations, whatever id is asked for", async () => {
    const a = await verified()
    const b = await verified()
    const make = (customer: number, n: string) =>
      payload.create({
        collection: 'reservations',
        overrideAccess: true,
        data: {
          reservationNumber: `MS-${n}${serial}`,
          customer,
          status: 'pending',
          execDate: new Date(Date.now() + 86400_000).toISOString(),
          tripType: 'one-way',
          paymentType: 'card',
          carType: 'Toyota Corolla',
          pickupAddress: 'Cairo International Airport (CAI)',
          dropoffAddress: 'Zamalek',
          price: 95000,
        },
      })
    await make(a.user.id, 'A1')
    await make(a.user.id, 'A2')
    await make(b.user.id, 'B1')

    const mine = await a.browser.call(reservations, {
      method: 'GET',
      path: '/api/user/reservations',
    })
    expect(mine.json.map((r: { reservationNumber: string }) => r.reservationNumber).sort()).toEqual(
      [`MS-A1${serial}`, `MS-A2${serial}`].sort(),
    )
    expect(mine.json[0]).toMatchObject({ label: 'IN-COMPLETE', price: 95000 })

    const theirs = await a.browser.call(reservations, {
      method: 'GET',
      path: `/api/user/reservations?id=${b.user.id}`,
    })
    expect(theirs.json).toEqual([])
    expect(
      (await new Browser().call(reservations, { method: 'GET', path: '/api/user/reservations' }))
        .status,
    ).toBe(401)
  })

  it("never lets a customer read a profile through the CMS API, another's or their own", async () => {
    const a = await verified()
    const b = await verified()
    const customerA = await payload.findByID({
      collection: 'customers',
      id: a.user.id,
      overrideAccess: true,
    })
    await expect(
      payload.findByID({
        collection: 'customers',
        id: b.user.id,
        overrideAccess: false,
        user: { ...customerA, collection: 'customers' },
      }),
    ).rejects.toThrow()
    // Their own account is theirs through the site's API (`/api/user/info`) only.
    await expect(
      payload.findByID({
        collection: 'customers',
        id: a.user.id,
        overrideAccess: false,
        user: { ...customerA, collection: 'customers' },
      }),
    ).rejects.toThrow()
    const own = await a.browser.call(info, { method: 'GET' })
    expect(own.json.email).toBe(a.person.email)
  })
})

describe('password reset', () => {
  it('sends a code to the phone, sets the new password, logs in and ends the other sessions', async () => {
    const { person, browser: before } = await verified()
    const browser = new Browser()
    const sent = await browser.call(forgot, { body: { login: person.mobile } })
    expect(sent.status).toBe(200)
    expect(sent.json.channel).toBe('sms')
    const code = await latestCode(payload, person.e164)

    const wrong = await browser.call(reset, {
      body: {
        login: person.mobile,
        code: code === '123456' ? '654321' : '123456',
        password: 'new-secret-1',
      },
    })
    expect(wrong.json.message).toBe('Invalid verification code.')
    const short = await browser.call(reset, {
      body: { login: person.mobile, code, password: '123' },
    })
    expect(short.json.message).toBe('Password should be at least 6 characters length.')

    const done = await browser.call(reset, {
      body: { login: person.mobile, code, password: 'new-secret-1' },
    })
    expect(done.status).toBe(200)
    expect(browser.cookies.has('masar_session')).toBe(true)
    expect((await browser.call(info, { method: 'GET' })).status).toBe(200)
    // A reset by code ends every session opened before it (whoever knew the old password).
    expect((await before.call(info, { method: 'GET' })).status).toBe(401)

    expect(
      (
        await new Browser().call(signin, {
          body: { login: person.email, password: person.password },
        })
      ).status,
    ).toBe(401)
    expect(
      (
        await new Browser().call(signin, {
          body: { login: person.email, password: 'new-secret-1' },
        })
      ).status,
    ).toBe(200)
  })

  it("says the account is not found, in the caller's language", async () => {
    const answer = await new Browser(undefined, 'ar').call(forgot, {
      body: { login: 'ghost@example.com' },
    })
    expect(answer.status).toBe(404)
    expect(answer.json.message).toBe('الحساب غير موجود.')
  })
})

describe('password change', () => {
  it('keeps the session it was changed in and ends every other one', async () => {
    const { person } = await verified()
    const here = new Browser()
    const elsewhere = new Browser()
    for (const browser of [here, elsewhere]) {
      const answer = await browser.call(signin, {
        body: { login: person.email, password: person.password },
      })
      expect(answer.status).toBe(200)
    }
    const wrong = await here.call(passwordChange, {
      body: { currentPassword: 'not-the-password', password: 'changed-secret-1' },
    })
    expect(wrong.json.error).toBe('wrong-password')
    expect((await elsewhere.call(info, { method: 'GET' })).status).toBe(200)

    const changed = await here.call(passwordChange, {
      body: { currentPassword: person.password, password: 'changed-secret-1' },
    })
    expect(changed.status).toBe(200)
    expect(here.cookies.has('masar_session')).toBe(true)
    expect((await here.call(info, { method: 'GET' })).status).toBe(200)
    expect((await elsewhere.call(info, { method: 'GET' })).status).toBe(401)
    // Only the one session stays (the check of the current password opened none).
    const stored = await payload.findByID({
      collection: 'customers',
      id: changed.json.user.id,
      overrideAccess: true,
      showHiddenFields: true,
    })
    expect(stored.sessions).toHaveLength(1)
    const again = await new Browser().call(signin, {
      body: { login: person.email, password: 'changed-secret-1' },
    })
    expect(again.status).toBe(200)
  })
})

describe('profile', () => {
  it('changes name and language', async () => {
    const { browser } = await verified()
    const answer = await browser.call(profile, {
      method: 'PATCH',
      body: { name: 'Amira Changed', lang: 'ar' },
    })
    expect(answer.json.user).toMatchObject({ name: 'Amira Changed', lang: 'ar' })
    const bad = await browser.call(profile, { method: 'PATCH', body: { name: '   ' } })
    expect(bad.json.message).toBe('Name required.')
  })

  it('changes the email only after a code sent to the new address comes back', async () => {
    const a = await verified()
    const b = await verified()
    await proveEmail(b.user.id)
    const taken = await a.browser.call(contactRequest, { body: { email: b.person.email } })
    expect(taken.json.message).toBe('Email already exists.')

    const fresh = `new.${a.person.email}`
    const sent = await a.browser.call(contactRequest, { body: { email: fresh } })
    expect(sent.status).toBe(200)
    expect((await a.browser.call(info, { method: 'GET' })).json.email).toBe(a.person.email)
    const code = await latestCode(payload, fresh)
    const done = await a.browser.call(contactConfirm, { body: { kind: 'email', code } })
    expect(done.json.user.email).toBe(fresh)
  })

  it('keeps the mobile proven only while it is the number an SMS code proved', async () => {
    const a = await verified()
    expect((await a.browser.call(info, { method: 'GET' })).json.phoneVerified).toBe(true)
    // A new number through the contact change arrives proven: its code came back by SMS.
    const next = identity()
    expect((await a.browser.call(contactRequest, { body: { mobile: next.mobile } })).status).toBe(
      200,
    )
    const code = await latestCode(payload, next.e164)
    const done = await a.browser.call(contactConfirm, { body: { kind: 'mobile', code } })
    expect(done.json.user).toMatchObject({ mobile: next.e164, phoneVerified: true })
    // A number changed without a code (staff in the admin) is unproven.
    const other = identity()
    await payload.update({
      collection: 'customers',
      id: a.user.id,
      data: { mobile: other.e164 },
      overrideAccess: true,
    })
    expect((await a.browser.call(info, { method: 'GET' })).json).toMatchObject({
      mobile: other.e164,
      phoneVerified: false,
    })
  })
})

describe("Payload's own auth routes", () => {
  it('are closed to customers: only /api/user/* logs them in', async () => {
    const { REST_POST } = await import('@payloadcms/next/routes')
    const config = (await import('@payload-config')).default
    const { person } = await verified()
    const post = REST_POST(config)
    const call = (slug: string, body: unknown) =>
      post(
        new Request(`http://localhost/api/cms/customers/${slug}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
        { params: Promise.resolve({ slug: ['customers', slug] }) },
      )
    const login = await call('login', { email: person.email, password: person.password })
    expect(login.status).toBe(403)
    expect(login.headers.get('set-cookie') ?? '').not.toContain('payload-token')
    expect((await call('forgot-password', { email: person.email })).status).toBe(403)
  })
})
