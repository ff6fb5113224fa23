import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as forgot } from '@/app/(frontend)/api/user/password/forgot/route'
import { POST as reset } from '@/app/(frontend)/api/user/password/reset/route'
import { POST as signin } from '@/app/(frontend)/api/user/signin/route'
import { POST as signup } from '@/app/(frontend)/api/user/signup/route'
import { POST as verify } from '@/app/(frontend)/api/user/verify/route'

import { Browser } from '../helpers/http'
import { latestCode } from '../helpers/outbox'
import { testPayload } from '../helpers/payload'

/**
 * Issue 29, item 10, the probe's account pre-hijack: someone signs up with another person's
 * mobile (unverified, codes by email); the owner's own sign-up was refused `phone-exists`; the
 * owner recovered the account by SMS; a minute later the intruder reset it by their email and
 * owned it, verified phone and bookings included.
 */

let payload: Payload
let serial = 0

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await payload.destroy()
})

/** A fresh Egyptian mobile and the intruder's and owner's emails for one scenario. */
function people() {
  serial += 1
  const digits = String(Date.now() % 1e6).padStart(6, '0') + String(serial).padStart(2, '0')
  return {
    national: `010${digits}`,
    mobile: `+2010${digits}`,
    intruderEmail: `intruder.${digits}@example.com`,
    ownerEmail: `owner.${digits}@example.com`,
  }
}

async function intruderSignsUp(who: ReturnType<typeof people>) {
  const intruder = new Browser(`10.254.${serial}.1`)
  const answer = await intruder.call(signup, {
    body: {
      name: 'Not The Owner',
      email: who.intruderEmail,
      mobile: who.national,
      country: 'EG',
      password: 'intruder-pass-1',
      channel: 'email',
    },
  })
  expect(answer.status).toBe(201)
  return { intruder, id: answer.json.user.id as number }
}

const customer = (id: number) =>
  payload.findByID({ collection: 'customers', id, overrideAccess: true })

describe("an unproven contact does not keep its owner out, and can't take the account back", () => {
  it("the owner's own sign-up takes the mobile an intruder holds unproven", async () => {
    const who = people()
    const { id } = await intruderSignsUp(who)
    const owner = new Browser(`10.254.${serial}.2`)
    const answer = await owner.call(signup, {
      body: {
        name: 'The Owner',
        email: who.ownerEmail,
        mobile: who.national,
        country: 'EG',
        password: 'owner-pass-1',
      },
    })
    expect(answer.status, JSON.stringify(answer.json)).toBe(201)
    expect(answer.json.user.mobile).toBe(who.mobile)
    // The owner proves it by SMS; the intruder's account has no mobile any more.
    const code = await latestCode(payload, who.mobile)
    expect((await owner.call(verify, { body: { code } })).status).toBe(200)
    expect((await customer(id)).mobile).not.toBe(who.mobile)
    expect((await customer(id)).phoneVerified).toBe(false)
  })

  it('the probe: the owner recovers the account by SMS; the intruder can no longer reset it by email', async () => {
    const who = people()
    const { id } = await intruderSignsUp(who)

    // The owner recovers the account by SMS (the intruder never proved their email).
    const owner = new Browser(`10.254.${serial}.3`)
    expect((await owner.call(forgot, { body: { login: who.national } })).status).toBe(200)
    const code = await latestCode(payload, who.mobile)
    const recovered = await owner.call(reset, {
      body: { login: who.national, code, password: 'owner-pass-2' },
    })
    expect(recovered.status, JSON.stringify(recovered.json)).toBe(200)
    const account = await customer(id)
    expect(account.phoneVerified).toBe(true)
    expect(account.email).not.toBe(who.intruderEmail)

    // A minute later the intruder tries to reset it by their email: no such account.
    const intruder = new Browser(`10.254.${serial}.4`)
    const again = await intruder.call(forgot, { body: { login: who.intruderEmail } })
    expect(again.status).toBe(404)
    const signIn = await intruder.call(signin, {
      body: { login: who.intruderEmail, password: 'intruder-pass-1' },
    })
    expect(signIn.status).toBe(401)
    // The owner still signs in by phone.
    const ownerIn = await owner.call(signin, {
      body: { login: who.national, password: 'owner-pass-2' },
    })
    expect(ownerIn.status).toBe(200)
    expect(ownerIn.json.user.email).toBe('')
  })

  it('an intruder who proved their own email: the phone is never a way into the account, and gives way to its owner', async () => {
    const who = people()
    const { intruder, id } = await intruderSignsUp(who)
    const emailCode = await latestCode(payload, who.intruderEmail)
    expect((await intruder.call(verify, { body: { code: emailCode } })).status).toBe(200)
    expect((await customer(id)).emailVerified).toBe(true)

    // The unproven mobile does not open the account to whoever holds the phone...
    const owner = new Browser(`10.254.${serial}.5`)
    const refused = await owner.call(forgot, { body: { login: who.national } })
    expect(refused.status).toBe(400)
    expect(refused.json.error).toBe('reset-contact-unproven')
    // ...and the phone's owner signs up with it: the intruder's account loses it.
    const answer = await owner.call(signup, {
      body: {
        name: 'The Owner',
        email: who.ownerEmail,
        mobile: who.national,
        country: 'EG',
        password: 'owner-pass-1',
      },
    })
    expect(answer.status, JSON.stringify(answer.json)).toBe(201)
    expect((await customer(id)).mobile).not.toBe(who.mobile)
    // An SMS code for the intruder's account has nowhere to go.
    const none = await intruder.call(forgot, { body: { login: who.intruderEmail, channel: 'sms' } })
    expect(none.status).toBe(400)
  })

  it('a proven mobile still refuses a second sign-up', async () => {
    const who = people()
    const first = new Browser(`10.254.${serial}.6`)
    const created = await first.call(signup, {
      body: {
        name: 'First',
        email: who.ownerEmail,
        mobile: who.national,
        country: 'EG',
        password: 'owner-pass-1',
      },
    })
    expect(created.status).toBe(201)
    const code = await latestCode(payload, who.mobile)
    expect((await first.call(verify, { body: { code } })).status).toBe(200)
    const second = await new Browser(`10.254.${serial}.7`).call(signup, {
      body: {
        name: 'Second',
        email: who.intruderEmail,
        mobile: who.national,
        country: 'EG',
        password: 'intruder-pass-1',
      },
    })
    expect(second.status).toBe(409)
    expect(second.json.error).toBe('phone-exists')
  })
})
