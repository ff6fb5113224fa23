import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { GET as devOutbox } from '@/app/(frontend)/api/dev/outbox/route'
import { retryFailedNotifications, sendNotification, useSmsProvider } from '@/notifications'
import { notificationsEnv } from '@/notifications/config'
import { smtpEmailAdapter } from '@/notifications/emailAdapter'
import { httpSmsProvider } from '@/notifications/sms'

import { testPayload } from '../helpers/payload'

let payload: Payload
const code = (purpose: 'verify' | 'reset' = 'verify') => ({ code: '482913', minutes: 10, purpose })

beforeAll(async () => {
  payload = await testPayload()
})

afterEach(() => {
  delete process.env.NOTIFICATIONS_DRIVER
  useSmsProvider(null)
})

afterAll(async () => {
  await payload.destroy()
})

describe('outbox driver (development)', () => {
  it("stores the rendered message in the recipient's language and sends nothing", async () => {
    const result = await sendNotification(payload, {
      channel: 'sms',
      to: '+201001110001',
      locale: 'ar',
      template: 'one-time-code',
      data: code(),
    })
    expect(result.status).toBe('outbox')
    const stored = await payload.findByID({
      collection: 'outbox',
      id: result.id,
      overrideAccess: true,
    })
    expect(stored).toMatchObject({
      channel: 'sms',
      to: '+201001110001',
      locale: 'ar',
      template: 'one-time-code',
    })
    expect(stored.body).toContain('482913')
    expect(stored.body).toMatch(/[\u0600-\u06FF]/)
  })

  it('shows the newest messages of a recipient at /api/dev/outbox, not in production', async () => {
    const to = '+201001110002'
    await sendNotification(payload, {
      channel: 'sms',
      to,
      locale: 'en',
      template: 'one-time-code',
      data: code(),
    })
    await sendNotification(payload, {
      channel: 'sms',
      to,
      locale: 'en',
      template: 'one-time-code',
      data: code('reset'),
    })
    await sendNotification(payload, {
      channel: 'sms',
      to: '+201001110003',
      locale: 'en',
      template: 'one-time-code',
      data: code(),
    })

    const answer = await devOutbox(
      new Request(`http://localhost/api/dev/outbox?to=${encodeURIComponent(to)}`),
    )
    const { messages } = await answer.json()
    expect(messages).toHaveLength(2)
    expect(messages.every((m: { to: string }) => m.to === to)).toBe(true)
    expect(new Date(messages[0].createdAt) >= new Date(messages[1].createdAt)).toBe(true)

    // A "+" in a query string arrives as a space; bare digits work too.
    const spaced = await devOutbox(
      new Request(`http://localhost/api/dev/outbox?to=+${to.slice(1)}`),
    )
    expect((await spaced.json()).messages).toHaveLength(2)

    const bad = await devOutbox(new Request('http://localhost/api/dev/outbox?to=nobody'))
    expect(bad.status).toBe(400)

    const env = process.env as Record<string, string | undefined>
    const before = env.NODE_ENV
    env.NODE_ENV = 'production'
    try {
      expect(
        (await devOutbox(new Request(`http://localhost/api/dev/outbox?to=${to}`))).status,
      ).toBe(404)
    } finally {
      env.NODE_ENV = before
    }
  })
})

describe('live driver', () => {
  it('sends email through SMTP to a real SMTP server', async () => {
    const received: string[] = []
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = ''
        stream.on('data', (chunk) => (data += chunk))
        stream.on('end', () => {
          received.push(data)
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    const port = (smtp.server.address() as AddressInfo).port
    const original = { email: payload.email, sendEmail: payload.sendEmail }
    try {
      const env = notificationsEnv({
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(port),
        SMTP_SECURE: 'false',
      })
      // What Payload does at start when SMTP_HOST is set.
      payload.email = smtpEmailAdapter(env)({ payload })
      payload.sendEmail = payload.email.sendEmail
      process.env.NOTIFICATIONS_DRIVER = 'live'
      const result = await sendNotification(payload, {
        channel: 'email',
        to: 'guest@example.com',
        locale: 'en',
        template: 'one-time-code',
        data: code(),
      })
      expect(result.status).toBe('sent')
      expect(received).toHaveLength(1)
      expect(received[0]).toContain('Subject: Your Masar verification code: 482913')
      expect(received[0]).toContain('To: guest@example.com')
    } finally {
      Object.assign(payload, original)
      await new Promise<void>((resolve) => smtp.close(() => resolve()))
    }
  })

  it('records a failed SMS, retries it with backoff and sends it once the gateway recovers', async () => {
    let healthy = false
    const requests: { auth?: string; body: { to: string; from: string; text: string } }[] = []
    const gateway: Server = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk) => (body += chunk))
      req.on('end', () => {
        requests.push({ auth: req.headers.authorization, body: JSON.parse(body) })
        res.writeHead(healthy ? 200 : 500, { 'content-type': 'application/json' })
        res.end(JSON.stringify(healthy ? { id: 'gw-1' } : { error: 'down' }))
      })
    })
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`
    try {
      process.env.NOTIFICATIONS_DRIVER = 'live'
      useSmsProvider(
        httpSmsProvider({ SMS_HTTP_URL: url, SMS_HTTP_TOKEN: 'tok', SMS_SENDER: 'Masar' }),
      )
      const now = new Date()
      const result = await sendNotification(
        payload,
        {
          channel: 'sms',
          to: '+201001110004',
          locale: 'en',
          template: 'one-time-code',
          data: code(),
        },
        now,
      )
      expect(result.status).toBe('failed')
      const failed = await payload.findByID({
        collection: 'outbox',
        id: result.id,
        overrideAccess: true,
      })
      expect(failed).toMatchObject({ status: 'failed', attempts: 1 })
      expect(failed.lastError).toContain('500')
      expect(new Date(failed.nextAttemptAt!).getTime()).toBe(now.getTime() + 60_000)

      // Not due yet: nothing is tried.
      const tried = requests.length
      await retryFailedNotifications(payload, new Date(now.getTime() + 30_000))
      expect(requests.length).toBe(tried)

      healthy = true
      await retryFailedNotifications(payload, new Date(now.getTime() + 61_000))
      const sent = await payload.findByID({
        collection: 'outbox',
        id: result.id,
        overrideAccess: true,
      })
      expect(sent).toMatchObject({ status: 'sent', attempts: 2, providerMessageId: 'gw-1' })
      expect(requests.at(-1)).toMatchObject({
        auth: 'Bearer tok',
        body: { to: '+201001110004', from: 'Masar' },
      })
    } finally {
      await new Promise<void>((resolve) => gateway.close(() => resolve()))
    }
  })

  it('gives up after six failed attempts and keeps the message as dead', async () => {
    process.env.NOTIFICATIONS_DRIVER = 'live'
    useSmsProvider({
      name: 'broken',
      send: async () => {
        throw new Error('gateway unreachable')
      },
    })
    let now = new Date()
    const result = await sendNotification(
      payload,
      {
        channel: 'sms',
        to: '+201001110005',
        locale: 'ar',
        template: 'one-time-code',
        data: code(),
      },
      now,
    )
    for (let i = 0; i < 5; i++) {
      now = new Date(now.getTime() + 7 * 60 * 60_000)
      await retryFailedNotifications(payload, now)
    }
    const dead = await payload.findByID({
      collection: 'outbox',
      id: result.id,
      overrideAccess: true,
    })
    expect(dead).toMatchObject({ status: 'dead', attempts: 6, lastError: 'gateway unreachable' })
  })
})
