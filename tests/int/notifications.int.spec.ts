import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { GET as devOutbox } from '@/app/(frontend)/api/dev/outbox/route'
import { retryFailedNotifications, sendNotification } from '@/notifications'
import { notificationsEnv } from '@/notifications/config'
import { smtpEmailAdapter } from '@/notifications/emailAdapter'
import { httpSmsProvider } from '@/notifications/sms'

import { testPayload } from '../helpers/payload'

let payload: Payload
const savedEnv = { ...process.env }
const code = (purpose: 'verify' | 'reset' | 'change-contact' = 'verify') => ({
  code: '482913',
  minutes: 10,
  purpose,
})
let phoneSerial = 0
/** A phone number no other test (or earlier run on this database) has used. */
const freshPhone = () =>
  `+2010${String(Date.now() % 1e6).padStart(6, '0')}${String(++phoneSerial).padStart(2, '0')}`

const env = process.env as Record<string, string | undefined>

beforeAll(async () => {
  payload = await testPayload()
})

afterEach(() => {
  for (const key of Object.keys(process.env)) if (!(key in savedEnv)) delete env[key]
  Object.assign(env, savedEnv)
})

afterAll(async () => {
  await payload.destroy()
})

const stored = (id: number) => payload.findByID({ collection: 'outbox', id, overrideAccess: true })

function outboxRequest(query: string, lang: 'en' | 'ar' = 'en') {
  return devOutbox(
    new Request(`http://localhost/api/dev/outbox${query}`, {
      headers: { cookie: `NEXT_LOCALE=${lang}` },
    }),
  )
}

/** A local HTTP server standing in for the SMS gateway; `answer` decides each reply. */
async function smsGateway(
  answer: (body: { to: string; from: string; text: string }) => {
    status: number
    json?: unknown
    delayMs?: number
  } | null,
) {
  const requests: { auth?: string; body: { to: string; from: string; text: string } }[] = []
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = ''
    req.on('data', (chunk) => (raw += chunk))
    req.on('end', () => {
      const body = JSON.parse(raw)
      requests.push({ auth: req.headers.authorization, body })
      const reply = answer(body)
      if (!reply) return // never answers: a hanging gateway
      setTimeout(() => {
        res.writeHead(reply.status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(reply.json ?? {}))
      }, reply.delayMs ?? 0)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`
  return {
    url,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function useLiveSms(url: string) {
  env.NOTIFICATIONS_DRIVER = 'live'
  env.SMS_HTTP_URL = url
  env.SMS_HTTP_TOKEN = 'test-token'
  env.SMS_SENDER = 'Masar'
}

describe('outbox driver (development)', () => {
  it("stores the rendered SMS in the recipient's language and sends nothing", async () => {
    const to = freshPhone()
    const result = await sendNotification(payload, {
      channel: 'sms',
      to,
      locale: 'ar',
      template: 'one-time-code',
      data: code(),
    })
    expect(result.status).toBe('outbox')
    const message = await stored(result.id)
    expect(message).toMatchObject({
      channel: 'sms',
      to,
      locale: 'ar',
      template: 'one-time-code',
      status: 'outbox',
      attempts: 0,
      subject: null,
      html: null,
    })
    expect(message.body).toBe('مسار: رمز التحقق 482913 صالح لمدة ١٠ دقائق. لا تشاركه مع أحد.')
  })

  it('stores the rendered email: subject, text and HTML', async () => {
    const result = await sendNotification(payload, {
      channel: 'email',
      to: 'layla.outbox@example.com',
      locale: 'ar',
      template: 'one-time-code',
      data: { ...code('reset'), name: 'ليلى' },
    })
    const message = await stored(result.id)
    expect(message.status).toBe('outbox')
    expect(message.subject).toBe('رمز إعادة تعيين كلمة المرور في مسار: 482913')
    expect(message.body).toContain('مرحبًا \u2068ليلى\u2069،')
    expect(message.body).toContain('482913')
    expect(message.html).toContain('<html dir="rtl" lang="ar">')
    expect(message.html).toContain('482913')
  })

  it('refuses a recipient that does not fit the channel, and bad data, storing nothing', async () => {
    const before = (await payload.count({ collection: 'outbox', overrideAccess: true })).totalDocs
    const send = (input: Record<string, unknown>) =>
      sendNotification(payload, {
        channel: 'sms',
        to: '+201001110000',
        locale: 'en',
        template: 'one-time-code',
        data: code(),
        ...input,
      } as Parameters<typeof sendNotification>[1])
    await expect(send({ to: 'guest@example.com' })).rejects.toThrow()
    await expect(send({ channel: 'email' })).rejects.toThrow()
    await expect(send({ to: '01001110000' })).rejects.toThrow()
    await expect(send({ locale: 'fr' })).rejects.toThrow()
    await expect(send({ template: 'welcome' })).rejects.toThrow()
    await expect(send({ data: { code: 'abc', minutes: 10, purpose: 'verify' } })).rejects.toThrow()
    expect((await payload.count({ collection: 'outbox', overrideAccess: true })).totalDocs).toBe(
      before,
    )
  })
})

describe('GET /api/dev/outbox', () => {
  it("returns a recipient's messages newest first, and only theirs", async () => {
    const to = freshPhone()
    const first = await sendNotification(payload, {
      channel: 'sms',
      to,
      locale: 'en',
      template: 'one-time-code',
      data: code('verify'),
    })
    const second = await sendNotification(payload, {
      channel: 'sms',
      to,
      locale: 'en',
      template: 'one-time-code',
      data: code('reset'),
    })
    await sendNotification(payload, {
      channel: 'sms',
      to: freshPhone(),
      locale: 'en',
      template: 'one-time-code',
      data: code(),
    })

    const answer = await outboxRequest(`?to=${encodeURIComponent(to)}`)
    expect(answer.status).toBe(200)
    const { messages } = await answer.json()
    expect(messages.map((m: { id: number }) => m.id)).toEqual([second.id, first.id])
    expect(messages[0]).toMatchObject({
      to,
      channel: 'sms',
      template: 'one-time-code',
      status: 'outbox',
    })
    expect(messages[0].body).toContain('password reset code')

    // An unencoded "+" arrives as a space; bare digits work too.
    for (const query of [`?to=+${to.slice(1)}`, `?to=${to.slice(1)}`]) {
      const again = await (await outboxRequest(query)).json()
      expect(again.messages.map((m: { id: number }) => m.id)).toEqual([second.id, first.id])
    }
  })

  it('finds email recipients and returns at most 20 messages', async () => {
    const to = `many.${Date.now()}@example.com`
    for (let i = 0; i < 21; i++)
      await sendNotification(payload, {
        channel: 'email',
        to,
        locale: 'en',
        template: 'one-time-code',
        data: code(),
      })
    const { messages } = await (await outboxRequest(`?to=${encodeURIComponent(to)}`)).json()
    expect(messages).toHaveLength(20)
    expect(messages[0].subject).toBe('Your Masar verification code: 482913')
  })

  it("answers bad input with 400 in the caller's language", async () => {
    for (const query of ['?to=nobody', '?to=0100', '', '?to=']) {
      const en = await outboxRequest(query)
      expect(en.status).toBe(400)
      expect(await en.json()).toEqual({
        status: false,
        error: 'invalid-recipient',
        message: "Give a valid email address or phone number in 'to'.",
      })
    }
    const ar = await outboxRequest('?to=nobody', 'ar')
    expect(ar.status).toBe(400)
    expect((await ar.json()).message).toBe("أدخل بريدًا إلكترونيًا أو رقم هاتف صحيحًا في 'to'.")
  })

  it('answers 404 in production', async () => {
    env.NODE_ENV = 'production'
    const answer = await outboxRequest(`?to=${encodeURIComponent('+201001110001')}`)
    expect(answer.status).toBe(404)
    expect(await answer.json()).toMatchObject({ status: false, error: 'not-found' })
  })
})

describe('live driver: email over SMTP', () => {
  it('delivers the email to a real SMTP server and records it as sent', async () => {
    const received: { from?: string; to: string[]; user?: string; data: string }[] = []
    const smtp = new SMTPServer({
      authOptional: true,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      onAuth(auth, _session, callback) {
        callback(null, { user: auth.username })
      },
      onData(stream, session, callback) {
        let data = ''
        stream.on('data', (chunk) => (data += chunk))
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
            user: session.user as string | undefined,
            data,
          })
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    const port = (smtp.server.address() as AddressInfo).port
    const original = { email: payload.email, sendEmail: payload.sendEmail }
    try {
      const settings = notificationsEnv({
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(port),
        SMTP_SECURE: 'false',
        SMTP_USER: 'masar',
        SMTP_PASS: 'secret',
      })
      // What Payload does at start when SMTP_HOST is set (payload.config.ts).
      payload.email = smtpEmailAdapter(settings)({ payload })
      payload.sendEmail = payload.email.sendEmail
      env.NOTIFICATIONS_DRIVER = 'live'
      const result = await sendNotification(payload, {
        channel: 'email',
        to: 'guest@example.com',
        locale: 'en',
        template: 'one-time-code',
        data: { ...code(), name: 'Guest' },
      })
      expect(result.status).toBe('sent')
      expect(received).toHaveLength(1)
      const mail = received[0]!
      expect(mail).toMatchObject({
        from: 'no-reply@masar.example',
        to: ['guest@example.com'],
        user: 'masar',
      })
      expect(mail.data).toContain('Subject: Your Masar verification code: 482913')
      expect(mail.data).toContain('From: Masar Transfers <no-reply@masar.example>')
      expect(mail.data).toContain('To: guest@example.com')
      expect(mail.data).toContain('Hello Guest,')
      expect(mail.data).toContain('Your code: 482913')
      expect(mail.data).toContain('text/html')

      const message = await stored(result.id)
      expect(message).toMatchObject({ status: 'sent', attempts: 1, lastError: null })
      expect(message.sentAt).toBeTruthy()
      expect(message.providerMessageId).toMatch(/@/)
    } finally {
      Object.assign(payload, original)
      await new Promise<void>((resolve) => smtp.close(() => resolve()))
    }
  })

  it('records an email as failed, not sent, when no SMTP server is configured', async () => {
    env.NOTIFICATIONS_DRIVER = 'live'
    const now = new Date()
    const result = await sendNotification(
      payload,
      {
        channel: 'email',
        to: 'nobody.configured@example.com',
        locale: 'en',
        template: 'one-time-code',
        data: code(),
      },
      now,
    )
    expect(result.status).toBe('failed')
    const message = await stored(result.id)
    expect(message).toMatchObject({ status: 'failed', attempts: 1 })
    expect(message.lastError).toContain('SMTP_HOST')
    expect(new Date(message.nextAttemptAt!).getTime()).toBe(now.getTime() + 60_000)
  })
})

describe('live driver: SMS over the HTTP gateway', () => {
  it('posts {to, from, text} with the bearer token and records it as sent', async () => {
    const gateway = await smsGateway(() => ({ status: 200, json: { id: 'gw-42' } }))
    try {
      useLiveSms(gateway.url)
      const to = freshPhone()
      const result = await sendNotification(payload, {
        channel: 'sms',
        to,
        locale: 'en',
        template: 'one-time-code',
        data: code(),
      })
      expect(result.status).toBe('sent')
      expect(gateway.requests).toEqual([
        {
          auth: 'Bearer test-token',
          body: {
            to,
            from: 'Masar',
            text: 'Masar: 482913 is your verification code. It expires in 10 minutes. Never share it.',
          },
        },
      ])
      expect(await stored(result.id)).toMatchObject({
        status: 'sent',
        attempts: 1,
        providerMessageId: 'gw-42',
        lastError: null,
        nextAttemptAt: null,
      })
    } finally {
      await gateway.close()
    }
  })

  it('records a failure, retries it when due and sends it once the gateway recovers', async () => {
    let healthy = false
    const gateway = await smsGateway(() =>
      healthy ? { status: 200, json: { messageId: 'gw-7' } } : { status: 500, json: { e: 1 } },
    )
    try {
      useLiveSms(gateway.url)
      const to = freshPhone()
      const tries = () => gateway.requests.filter((r) => r.body.to === to)
      const now = new Date()
      const result = await sendNotification(
        payload,
        {
          channel: 'sms',
          to,
          locale: 'ar',
          template: 'one-time-code',
          data: code(),
        },
        now,
      )
      expect(result.status).toBe('failed')
      const failed = await stored(result.id)
      expect(failed).toMatchObject({ status: 'failed', attempts: 1 })
      expect(failed.lastError).toContain('500')
      expect(new Date(failed.nextAttemptAt!).getTime()).toBe(now.getTime() + 60_000)

      // Not due yet: nothing is tried.
      await retryFailedNotifications(payload, new Date(now.getTime() + 30_000))
      expect(tries()).toHaveLength(1)

      healthy = true
      const later = new Date(now.getTime() + 61_000)
      await retryFailedNotifications(payload, later)
      const sent = await stored(result.id)
      expect(sent).toMatchObject({
        status: 'sent',
        attempts: 2,
        providerMessageId: 'gw-7',
        lastError: null,
        nextAttemptAt: null,
      })
      expect(new Date(sent.sentAt!).getTime()).toBe(later.getTime())
      expect(tries()).toHaveLength(2)
      expect(tries()[1]!.body.text).toMatch(/[\u0600-\u06FF]/)

      // Sent messages are never sent again.
      await retryFailedNotifications(payload, new Date(now.getTime() + 24 * 60 * 60_000))
      expect(tries()).toHaveLength(2)
    } finally {
      await gateway.close()
    }
  })

  it('sends a due message once even when two retry runs overlap', async () => {
    let healthy = false
    // A slow gateway: the second run looks for due messages while the first is still sending.
    const gateway = await smsGateway(() =>
      healthy ? { status: 200, delayMs: 500 } : { status: 503 },
    )
    try {
      useLiveSms(gateway.url)
      const to = freshPhone()
      const now = new Date()
      const result = await sendNotification(
        payload,
        { channel: 'sms', to, locale: 'en', template: 'one-time-code', data: code() },
        now,
      )
      expect(result.status).toBe('failed')
      healthy = true
      const later = new Date(now.getTime() + 2 * 60_000)
      const first = retryFailedNotifications(payload, later)
      await new Promise((resolve) => setTimeout(resolve, 100))
      await Promise.all([first, retryFailedNotifications(payload, later)])
      expect(gateway.requests.filter((r) => r.body.to === to)).toHaveLength(2)
      expect(await stored(result.id)).toMatchObject({ status: 'sent', attempts: 2 })
    } finally {
      await gateway.close()
    }
  })

  it('backs off 1, 5, 15, 60, 360 minutes and gives up after six attempts as dead', async () => {
    // A port nobody listens on: every attempt is a network error.
    const closed = await smsGateway(() => ({ status: 200 }))
    await closed.close()
    useLiveSms(closed.url)
    let now = new Date()
    const result = await sendNotification(
      payload,
      { channel: 'sms', to: freshPhone(), locale: 'ar', template: 'one-time-code', data: code() },
      now,
    )
    expect(result.status).toBe('failed')
    const delays: number[] = []
    for (let attempt = 1; attempt <= 6; attempt++) {
      const message = await stored(result.id)
      expect(message.attempts).toBe(attempt)
      if (attempt < 6) {
        expect(message.status).toBe('failed')
        const next = new Date(message.nextAttemptAt!)
        delays.push((next.getTime() - now.getTime()) / 60_000)
        now = next
        expect(await retryFailedNotifications(payload, now)).toBeGreaterThanOrEqual(1)
      }
    }
    expect(delays).toEqual([1, 5, 15, 60, 360])
    const dead = await stored(result.id)
    expect(dead).toMatchObject({ status: 'dead', attempts: 6, nextAttemptAt: null })
    expect(dead.lastError).toContain('SMS gateway unreachable')
    // Dead messages stay in the log and are not tried again.
    await retryFailedNotifications(payload, new Date(now.getTime() + 365 * 86_400_000))
    expect(await stored(result.id)).toMatchObject({ status: 'dead', attempts: 6 })
  })

  it('treats a gateway that does not answer in time as a failure', async () => {
    const gateway = await smsGateway(() => null)
    try {
      const provider = httpSmsProvider(
        { SMS_HTTP_URL: gateway.url, SMS_HTTP_TOKEN: 't', SMS_SENDER: 'Masar' },
        { timeoutMs: 200 },
      )
      await expect(provider.send('+201001110000', 'hi')).rejects.toThrow(/200 ms/)
    } finally {
      await gateway.close()
    }
  })
})
