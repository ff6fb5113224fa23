import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as info } from '@/app/(frontend)/api/user/info/route'
import { POST as sendLoginCode } from '@/app/(frontend)/api/user/login-code/route'
import { POST as verifyLoginCode } from '@/app/(frontend)/api/user/login-code/verify/route'
import { POST as signin } from '@/app/(frontend)/api/user/signin/route'

import { signedUpCustomer } from '../helpers/customers'
import { Browser } from '../helpers/http'
import { latestCode } from '../helpers/outbox'
import { testPayload } from '../helpers/payload'

/**
 * Logging in with a code (decision 0144): the guest checkout's way in for an email or mobile
 * that already has an account, without a password.
 */
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await payload.destroy()
})

const customer = (id: number) =>
  payload.findByID({ collection: 'customers', id, overrideAccess: true, depth: 0 })

describe('POST /api/user/login-code and /verify', () => {
  it('sends a code to the login given and logs in with it, leaving the password as it was', async () => {
    const owner = await signedUpCustomer(payload, { tag: 'code-login' })
    const browser = new Browser()
    const sent = await browser.call(sendLoginCode, { body: { login: owner.user.mobile } })
    expect(sent.status).toBe(200)
    expect(sent.json.channel).toBe('sms')
    expect(sent.json.destination).not.toContain(owner.user.mobile.slice(3, 9))

    const code = await latestCode(payload, owner.user.mobile)
    const wrong = await browser.call(verifyLoginCode, {
      body: { login: owner.user.mobile, code: code === '000000' ? '111111' : '000000' },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.json.error).toBe('invalid-code')

    const inside = await browser.call(verifyLoginCode, {
      body: { login: owner.user.mobile, code },
    })
    expect(inside.status).toBe(200)
    expect(inside.json.user.id).toBe(owner.user.id)
    const me = await browser.call(info, { method: 'GET', path: '/api/user/info' })
    expect(me.status).toBe(200)
    expect(me.json.user?.id ?? me.json.id).toBe(owner.user.id)

    // The code is used: it does not open a second session.
    const again = await new Browser().call(verifyLoginCode, {
      body: { login: owner.user.mobile, code },
    })
    expect(again.status).toBe(400)
    // The password still opens the account.
    const byPassword = await new Browser().call(signin, {
      body: { login: owner.user.email, password: 'secret-123' },
    })
    expect(byPassword.status).toBe(200)
  })

  it('sends the code to the proven mobile when the email asked with was never proven', async () => {
    const owner = await signedUpCustomer(payload, { tag: 'code-email' })
    const sent = await new Browser().call(sendLoginCode, { body: { login: owner.user.email } })
    expect(sent.status).toBe(200)
    expect(sent.json.channel).toBe('sms')
    const code = await latestCode(payload, owner.user.mobile)
    const inside = await new Browser().call(verifyLoginCode, {
      body: { login: owner.user.email, code },
    })
    expect(inside.status).toBe(200)
    const after = await customer(owner.user.id)
    expect(after.emailVerified).toBe(false)
    expect(after.email).toBe(owner.user.email)
  })

  it('proves the contact the code reached on an account with none proven, and drops the other', async () => {
    const holder = await signedUpCustomer(payload, { verified: false, tag: 'code-unproven' })
    const sent = await new Browser().call(sendLoginCode, { body: { login: holder.user.email } })
    expect(sent.status).toBe(200)
    expect(sent.json.channel).toBe('email')
    const code = await latestCode(payload, holder.user.email)
    const browser = new Browser()
    expect(
      (await browser.call(verifyLoginCode, { body: { login: holder.user.email, code } })).status,
    ).toBe(200)
    const after = await customer(holder.user.id)
    expect(after.verified).toBe(true)
    expect(after.emailVerified).toBe(true)
    // The mobile was never proven, and may be anybody's: it is no longer the account's.
    expect(after.mobile).not.toBe(holder.user.mobile)
    expect(after.phoneVerified).toBe(false)
  })

  it('says so for an unknown login, asks to wait before a second code, and never answers 500', async () => {
    const unknown = await new Browser('203.0.113.61').call(sendLoginCode, {
      body: { login: 'nobody.here@example.com' },
    })
    expect(unknown.status).toBe(404)
    expect(unknown.json.error).toBe('account-not-found')

    const owner = await signedUpCustomer(payload, { tag: 'code-resend', lang: 'ar' })
    const browser = new Browser('203.0.113.62', 'ar')
    expect((await browser.call(sendLoginCode, { body: { login: owner.user.mobile } })).status).toBe(
      200,
    )
    const soon = await browser.call(sendLoginCode, { body: { login: owner.user.mobile } })
    expect(soon.status).toBe(429)
    expect(soon.json.error).toBe('resend-too-soon')
    expect(JSON.stringify(soon.json)).toMatch(/[\u0600-\u06FF]/)

    for (const body of [null, [], 'text', {}, { login: '' }, { login: 'x'.repeat(300) }]) {
      expect((await browser.call(sendLoginCode, { body })).status).toBe(400)
    }
    for (const body of [null, [], 'text', {}, { login: 'x' }, { login: 'x', code: 12 }]) {
      expect((await browser.call(verifyLoginCode, { body })).status).toBe(400)
    }
  })
})
