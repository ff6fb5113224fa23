import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { readServerEnv } from '@/lib/env'
import { sendNotification } from '@/notifications'

import { testPayload } from '../helpers/payload'

/**
 * Payload's own emails (a staff member's password reset) take the site's way out when no SMTP
 * server is configured: the outbox, not Payload's console.
 */
let payload: Payload
const savedDriver = process.env.NOTIFICATIONS_DRIVER
const env = process.env as Record<string, string | undefined>

/** A staff user no other run on this database has used. */
async function staffUser(name: string) {
  const email = `${name}.${Date.now().toString(36)}@masar.test`
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { name, email, password: 'a-long-staff-password', role: 'operator' },
  })
  return email
}

const outboxFor = async (to: string) =>
  (
    await payload.find({
      collection: 'outbox',
      where: { to: { equals: to } },
      sort: '-createdAt',
      overrideAccess: true,
    })
  ).docs

beforeAll(async () => {
  payload = await testPayload()
})

afterEach(() => {
  if (savedDriver === undefined) delete env.NOTIFICATIONS_DRIVER
  else env.NOTIFICATIONS_DRIVER = savedDriver
})

afterAll(async () => {
  await payload.destroy()
})

describe("Payload's own emails without SMTP", () => {
  it('uses the outbox adapter, not the console', () => {
    expect(payload.email.name).toBe('outbox')
  })

  it('records a staff password reset in the outbox, linking to the staff reset screen', async () => {
    env.NOTIFICATIONS_DRIVER = 'outbox'
    const email = await staffUser('reset')
    const token = await payload.forgotPassword({ collection: 'users', data: { email } })
    expect(token).toBeTruthy()

    const messages = await outboxFor(email)
    expect(messages).toHaveLength(1)
    const message = messages[0]!
    expect(message).toMatchObject({
      channel: 'email',
      to: email,
      locale: 'en',
      template: 'payload',
      subject: 'Reset Your Password',
      status: 'outbox',
      attempts: 0,
    })
    const { SITE_URL, STAFF_PATH } = readServerEnv()
    const link = `${new URL(SITE_URL).origin}${STAFF_PATH}/reset/${token}`
    expect(message.html).toContain(`href="${link}"`)
    // The text part carries the link too (the email came as HTML only), and no tags.
    expect(message.body).toContain(link)
    expect(message.body).not.toMatch(/<a\b/)
    expect(new URL(link).pathname).toBe(`${STAFF_PATH}/reset/${token}`)
  })

  it('in live mode records it as failed, never as sent, and never twice (no loop)', async () => {
    env.NOTIFICATIONS_DRIVER = 'live'
    const email = await staffUser('live')
    await payload.forgotPassword({ collection: 'users', data: { email } })

    const messages = await outboxFor(email)
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatchObject({ template: 'payload', status: 'failed', attempts: 1 })
    expect(messages[0]!.lastError).toContain('SMTP_HOST')
    expect(messages[0]!.sentAt ?? null).toBeNull()
  })

  it('refuses to send an outbox message through the outbox adapter', async () => {
    env.NOTIFICATIONS_DRIVER = 'live'
    const to = `loop.${Date.now().toString(36)}@masar.test`
    const result = await sendNotification(payload, {
      channel: 'email',
      to,
      locale: 'en',
      template: 'one-time-code',
      data: { code: '482913', minutes: 10, purpose: 'verify' },
    })
    expect(result.status).toBe('failed')
    expect(await outboxFor(to)).toHaveLength(1)
  })
})
