import type { Payload } from 'payload'
import { expect } from 'vitest'

import { POST as signup } from '@/app/(frontend)/api/user/signup/route'
import { POST as verify } from '@/app/(frontend)/api/user/verify/route'

import { Browser } from './http'
import { latestCode } from './outbox'

export type Account = {
  browser: Browser
  user: { id: number; email: string; mobile: string }
}

let serial = 0

/**
 * A customer who signed up through the API in `lang` (their browser keeps that language) and,
 * unless told otherwise, verified their phone with the code the SMS carried.
 */
export async function signedUpCustomer(
  payload: Payload,
  { verified = true, lang = 'en' as 'en' | 'ar', tag = 'customer' } = {},
): Promise<Account> {
  serial += 1
  const digits = String(Date.now() % 1e6).padStart(6, '0') + String(serial).padStart(2, '0')
  const browser = new Browser(undefined, lang)
  const answer = await browser.call(signup, {
    body: {
      name: `${tag} tester ${serial}`,
      email: `${tag}.${digits}@example.com`,
      mobile: `012${digits}`,
      country: 'EG',
      password: 'secret-123',
      lang,
    },
  })
  expect(answer.status).toBe(201)
  if (verified) {
    const code = await latestCode(payload, answer.json.user.mobile)
    expect((await browser.call(verify, { body: { code } })).status).toBe(200)
  }
  return { browser, user: answer.json.user }
}
