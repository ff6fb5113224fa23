import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { RATE_LIMITS } from '@/accounts/rateLimits'
import { POST as contact } from '@/app/(frontend)/api/contact/route'

import { Browser } from '../helpers/http'
import { testPayload } from '../helpers/payload'

/**
 * Issue 12: an IPv6 subscriber holds a whole /64 and can send every request from a fresh
 * address of it; the per-address limits count the /64, so hopping gives no fresh budget.
 */

let payload: Payload
let serial = 0

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await payload.destroy()
})

const message = () => {
  serial += 1
  return {
    name: 'Hopping Visitor',
    email: `ipv6.hop.${Date.now()}.${serial}@example.com`,
    message: 'Do you meet passengers inside the arrivals hall?',
  }
}

const inquiries = async () =>
  (await payload.count({ collection: 'inquiries', overrideAccess: true })).totalDocs

describe('per-address limits count an IPv6 /64 as one client', () => {
  it('contact: a new address of the same /64 for every message is refused at the sixth', async () => {
    const before = await inquiries()
    const statuses: number[] = []
    for (let i = 0; i <= RATE_LIMITS.contactPerIp.limit; i += 1) {
      const hopping = new Browser(`2001:db8:64:1:${(i + 1).toString(16)}:${i}:beef:${i + 7}`)
      statuses.push((await hopping.call(contact, { body: message() })).status)
    }
    expect(statuses).toEqual([...Array(RATE_LIMITS.contactPerIp.limit).fill(201), 429])
    expect(await inquiries()).toBe(before + RATE_LIMITS.contactPerIp.limit)

    // A neighbour on another /64 has a budget of its own.
    const neighbour = new Browser('2001:db8:64:2::1')
    expect((await neighbour.call(contact, { body: message() })).status).toBe(201)
  })
})
