/**
 * One way out for every email and SMS: render the bilingual template in the recipient's language,
 * record it in the `outbox` collection, and (in `live` mode) deliver it. A delivery failure is
 * recorded and retried with backoff, never thrown at the caller and never dropped.
 */
import type { Payload } from 'payload'
import * as z from 'zod'

import { type Locale, LOCALES } from '@/i18n/locales'
import { isReleasedContact } from '@/lib/releasedContact'
import type { Outbox } from '@/payload-types'

import {
  emailRecipient,
  isDeliveringEmailAdapter,
  MAX_ATTEMPTS,
  nextAttemptAt,
  notificationsEnv,
  phoneRecipient,
} from './config'
import { renderEmail, renderSms } from './render'
import { httpSmsProvider } from './sms'
import { TEMPLATE_NAMES, type TemplateData, type TemplateName } from './templates'

export type { TemplateData, TemplateName } from './templates'

export type NotificationInput<T extends TemplateName> = {
  channel: 'email' | 'sms'
  /** An email address for `email`, an E.164 phone number (+201005550123) for `sms`. */
  to: string
  locale: Locale
  template: T
  data: TemplateData<T>
}

export type NotificationResult = { id: number; status: Outbox['status'] }

const envelope = {
  locale: z.enum(LOCALES),
  template: z.enum(TEMPLATE_NAMES),
}
const inputSchema = z.discriminatedUnion('channel', [
  z.object({
    channel: z.literal('email'),
    to: z.string().trim().pipe(emailRecipient),
    ...envelope,
  }),
  z.object({ channel: z.literal('sms'), to: z.string().trim().pipe(phoneRecipient), ...envelope }),
])

/** The envelope of a message to a contact an account lost (its recipient is a stand-in). */
const releasedSchema = z.object({ channel: z.enum(['email', 'sms']), ...envelope })

/**
 * How long one attempt may hold a message. A message being sent is `failed` with its next attempt
 * this far ahead, so a crash mid-send is retried later and a retry never overlaps a running send.
 */
const CLAIM_MINUTES = 5

async function deliver(payload: Payload, message: Outbox): Promise<{ providerMessageId?: string }> {
  if (message.channel === 'email') {
    // Without SMTP_HOST Payload's adapter only logs (`console`) or only records (`outbox`, ours):
    // neither is a delivery, and handing an outbox message back to the outbox would loop.
    if (!payload.email || !isDeliveringEmailAdapter(payload.email.name))
      throw new Error('No SMTP server is configured (SMTP_HOST)')
    const info = (await payload.sendEmail({
      to: message.to,
      subject: message.subject ?? '',
      text: message.body,
      html: message.html ?? undefined,
    })) as { messageId?: string } | undefined
    return { providerMessageId: info?.messageId }
  }
  return httpSmsProvider(notificationsEnv()).send(message.to, message.body)
}

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500)

/** One delivery attempt of a stored message; records the outcome and never throws for it. */
async function attempt(payload: Payload, message: Outbox, now: Date): Promise<NotificationResult> {
  const attempts = (message.attempts ?? 0) + 1
  let outcome: { providerMessageId?: string } | { error: string }
  try {
    outcome = await deliver(payload, message)
  } catch (error) {
    outcome = { error: errorText(error) }
  }
  if (!('error' in outcome)) {
    await payload.update({
      collection: 'outbox',
      id: message.id,
      overrideAccess: true,
      data: {
        status: 'sent',
        attempts,
        sentAt: now.toISOString(),
        providerMessageId: outcome.providerMessageId ?? null,
        lastError: null,
        nextAttemptAt: null,
      },
    })
    return { id: message.id, status: 'sent' }
  }
  const next = attempts >= MAX_ATTEMPTS ? null : nextAttemptAt(attempts, now)
  const status = next ? 'failed' : 'dead'
  payload.logger.warn(
    `Notification ${message.id} (${message.channel}) failed, attempt ${attempts} of ${MAX_ATTEMPTS}` +
      `${next ? '' : ', giving up'}: ${outcome.error}`,
  )
  await payload.update({
    collection: 'outbox',
    id: message.id,
    overrideAccess: true,
    data: {
      status,
      attempts,
      lastError: outcome.error,
      nextAttemptAt: next?.toISOString() ?? null,
    },
  })
  return { id: message.id, status }
}

/** A message as the outbox keeps it, before its delivery fields. */
type OutgoingMessage = {
  channel: 'email' | 'sms'
  to: string
  locale: Locale
  template: string
  subject: string | null
  body: string
  html: string | null
}

/**
 * Stores a written message in the outbox; in `live` mode also sends it. The one way every message
 * takes, ours (`sendNotification`) and Payload's own emails (`sendWrittenEmail`).
 */
async function store(
  payload: Payload,
  outgoing: OutgoingMessage,
  now: Date,
): Promise<NotificationResult> {
  const live = notificationsEnv().driver === 'live'
  const message = await payload.create({
    collection: 'outbox',
    overrideAccess: true,
    data: {
      ...outgoing,
      status: live ? 'failed' : 'outbox',
      attempts: 0,
      nextAttemptAt: live ? new Date(now.getTime() + CLAIM_MINUTES * 60_000).toISOString() : null,
    },
  })
  if (!live) return { id: message.id, status: 'outbox' }
  return attempt(payload, message, now)
}

/**
 * Renders `template` in `locale` and stores the message in the outbox; in `live` mode also sends
 * it. Resolves with the outbox record's id and status (`outbox`, `sent` or `failed`; `dead` for
 * a contact an account lost, never sent). Throws only
 * on a programming error (bad recipient, template or data), never because a provider failed.
 */
export async function sendNotification<T extends TemplateName>(
  payload: Payload,
  input: NotificationInput<T>,
  now: Date = new Date(),
): Promise<NotificationResult> {
  // The stand-in of a contact an account lost to its owner (src/lib/releasedContact.ts) reaches
  // nobody: the message is recorded as given up, never sent, and the caller goes on as usual.
  const released = isReleasedContact(input.to)
  const { channel, to, locale, template } = released
    ? { ...releasedSchema.parse(input), to: input.to }
    : inputSchema.parse(input)
  const content =
    channel === 'email'
      ? renderEmail(template, locale, input.data)
      : { subject: null, html: null, ...renderSms(template, locale, input.data) }
  if (released) {
    const message = await payload.create({
      collection: 'outbox',
      overrideAccess: true,
      data: {
        channel,
        to,
        locale,
        template,
        subject: content.subject,
        body: content.text,
        html: content.html,
        status: 'dead',
        attempts: 0,
        nextAttemptAt: null,
        lastError: 'The account has no such contact any more (it went to its owner).',
      },
    })
    return { id: message.id, status: 'dead' }
  }
  return store(
    payload,
    {
      channel,
      to,
      locale,
      template,
      subject: content.subject,
      body: content.text,
      html: content.html,
    },
    now,
  )
}

const writtenEmailSchema = z.object({
  to: z.string().trim().pipe(emailRecipient),
  locale: z.enum(LOCALES),
  template: z.string().trim().min(1).max(64),
  subject: z.string(),
  text: z.string().min(1),
  html: z.string().nullable(),
})

/** An email written by someone else than our templates (Payload: a staff password reset). */
export type WrittenEmail = z.input<typeof writtenEmailSchema>

/**
 * Stores (and in `live` mode sends) an email already written, exactly as `sendNotification` does
 * with ours: the outbox adapter (`emailAdapter.ts`) hands Payload's own emails here when no SMTP
 * server is configured. Throws only on a malformed email.
 */
export async function sendWrittenEmail(
  payload: Payload,
  email: WrittenEmail,
  now: Date = new Date(),
): Promise<NotificationResult> {
  const { to, locale, template, subject, text, html } = writtenEmailSchema.parse(email)
  return store(payload, { channel: 'email', to, locale, template, subject, body: text, html }, now)
}

type SqlPool = {
  query: (text: string, values: unknown[]) => Promise<{ rowCount: number | null }>
}

/**
 * Takes a due message for one attempt in a single statement, so two servers (or a slow tick and
 * the next one) never send the same message twice.
 */
async function claim(payload: Payload, id: number, now: Date): Promise<boolean> {
  const pool = (payload.db as unknown as { pool: SqlPool }).pool
  const { rowCount } = await pool.query(
    `update "outbox" set "next_attempt_at" = $1
     where "id" = $2 and "status" = 'failed' and "next_attempt_at" <= $3`,
    [new Date(now.getTime() + CLAIM_MINUTES * 60_000), id, now],
  )
  return rowCount === 1
}

/** Sends again the failed messages whose next attempt is due. Returns how many were tried. */
export async function retryFailedNotifications(
  payload: Payload,
  now: Date = new Date(),
): Promise<number> {
  const { docs } = await payload.find({
    collection: 'outbox',
    where: {
      and: [
        { status: { equals: 'failed' } },
        { nextAttemptAt: { less_than_equal: now.toISOString() } },
      ],
    },
    sort: 'nextAttemptAt',
    limit: 50,
    overrideAccess: true,
  })
  let tried = 0
  for (const message of docs) {
    try {
      if (!(await claim(payload, message.id, now))) continue
      tried += 1
      await attempt(payload, message, now)
    } catch (error) {
      payload.logger.error(`Retrying notification ${message.id} failed: ${errorText(error)}`)
    }
  }
  return tried
}

export const RETRY_INTERVAL_MS = 60_000
let retryTimer: NodeJS.Timeout | null = null

/**
 * In live mode, retries due messages every minute for as long as the server runs (called from
 * onInit; the timer does not keep a finished script alive). Warns about missing providers.
 */
export function startNotificationRetries(payload: Payload): void {
  const env = notificationsEnv()
  if (retryTimer || env.driver !== 'live') return
  if (!env.SMTP_HOST)
    payload.logger.warn('Notifications are live but SMTP_HOST is not set: emails will fail.')
  if (!env.SMS_HTTP_URL)
    payload.logger.warn('Notifications are live but SMS_HTTP_URL is not set: SMS will fail.')
  retryTimer = setInterval(() => {
    retryFailedNotifications(payload).catch((error) =>
      payload.logger.error(`Notification retries failed: ${errorText(error)}`),
    )
  }, RETRY_INTERVAL_MS)
  retryTimer.unref()
}
